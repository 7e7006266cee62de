-- Jobs pending at $2 (epoch s): submitted, eligible, not started, not ended (cancelled) yet.
-- A job that was held has its release as eligible time (and accrues from it), so it is not
-- pending before; one held only after waiting a while is missed until its release.
SELECT job_row, job_id, account, "user", partition, qos,
       CAST(epoch(submit_time) AS BIGINT) AS submit_s,
       CAST(epoch(eligible_time) AS BIGINT) AS eligible_s,
       priority, req_cpus, nnodes, submit_line
FROM jobs
WHERE cluster = $1 AND epoch(submit_time) <= $2
  AND eligible_time IS NOT NULL AND epoch(eligible_time) <= $2
  AND (start_time IS NULL OR epoch(start_time) > $2)
  AND (end_time IS NULL OR epoch(end_time) > $2 OR start_time IS NOT NULL)
ORDER BY job_row
