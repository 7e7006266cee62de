SELECT t.job_row, t.tres, t.count
FROM job_tres t JOIN jobs j USING (job_row)
WHERE j.cluster = $1 AND t.kind = 'req' AND epoch(j.submit_time) <= $2
  AND (j.start_time IS NULL OR epoch(j.start_time) > $2)
ORDER BY t.job_row
