-- The TRES of pending_jobs.sql's jobs: requested, or allocated for the running ones.
SELECT t.job_row, t.tres, t.count
FROM job_tres t JOIN jobs j USING (job_row)
WHERE j.cluster = $1 AND epoch(j.submit_time) <= $2
  AND (CASE WHEN epoch(j.start_time) <= $2 THEN t.kind = 'alloc' ELSE t.kind = 'req' END)
  AND (j.start_time IS NULL OR epoch(j.start_time) > $2
       OR ($3 AND (j.end_time IS NULL OR epoch(j.end_time) > $2)))
ORDER BY t.job_row
