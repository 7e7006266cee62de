SELECT cluster,
       count(*) AS jobs,
       min(submit_time) AS first_submit,
       max(COALESCE(end_time, start_time, submit_time)) AS last_event
FROM jobs GROUP BY cluster ORDER BY cluster
