-- The allocated TRES of rollup_jobs.sql's jobs.
SELECT t.job_row, t.tres, t.count
FROM job_tres t JOIN jobs j USING (job_row)
WHERE j.cluster = $1 AND t.kind = 'alloc' AND epoch(coalesce(j.eligible_time, j.start_time)) < $3
  AND (j.end_time IS NULL OR epoch(j.end_time) >= $2 OR j.state IN ('RUNNING', 'SUSPENDED', 'PENDING'))
ORDER BY t.job_row
