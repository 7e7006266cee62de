-- The steps with their job's submission month, so that both tables partition alike.
SELECT s.*, j.month
FROM steps s
LEFT JOIN (SELECT cluster, job_key, strftime(min(submit_time), '%Y-%m') AS month
           FROM jobs GROUP BY cluster, job_key) j USING (cluster, job_key)
