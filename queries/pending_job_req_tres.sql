-- The requested and allocated TRES of pending_jobs.sql's jobs.
SELECT t.job_row, t.kind, t.tres, t.count
FROM job_tres t JOIN jobs j USING (job_row)
WHERE j.cluster = $1 AND epoch(j.submit_time) <= $3
  AND (j.start_time IS NULL OR epoch(j.start_time) > $2
       OR ($4 AND (j.end_time IS NULL OR epoch(j.end_time) > $2)))
  AND (j.end_time IS NULL OR epoch(j.end_time) > $2 OR j.start_time IS NOT NULL)
ORDER BY t.job_row
