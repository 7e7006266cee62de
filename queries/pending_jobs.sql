-- Jobs pending at $2 (epoch s): submitted, eligible, not started, not ended (cancelled) yet.
-- A job last seen held (Reason JobHeld*) has the release as its eligible time; when it was
-- held is not recorded, so it counts as eligible from submission.
WITH j AS (
    SELECT *, CASE WHEN reason LIKE 'JobHeld%' THEN submit_time ELSE eligible_time END AS eligible_from
    FROM jobs
)
SELECT job_row, job_id, account, "user", partition, qos,
       CAST(epoch(submit_time) AS BIGINT) AS submit_s,
       CAST(epoch(eligible_from) AS BIGINT) AS eligible_s,
       priority, req_cpus, nnodes, submit_line
FROM j
WHERE cluster = $1 AND epoch(submit_time) <= $2
  AND eligible_from IS NOT NULL AND epoch(eligible_from) <= $2
  AND (start_time IS NULL OR epoch(start_time) > $2)
  AND (end_time IS NULL OR epoch(end_time) > $2 OR start_time IS NOT NULL)
ORDER BY job_row
