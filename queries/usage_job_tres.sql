-- Allocated TRES of the jobs usage_jobs.sql returns, in the same order.
SELECT t.job_row, t.tres, t.count
FROM job_tres t JOIN jobs j USING (job_row)
WHERE j.cluster = $1 AND t.kind = 'alloc' AND j.start_time IS NOT NULL
  AND epoch(j.start_time) <= $2
ORDER BY t.job_row
