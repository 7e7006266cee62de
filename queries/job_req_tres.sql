SELECT t.job_row, t.tres, t.count
FROM job_tres t JOIN jobs j USING (job_row)
WHERE j.cluster = $1 AND t.kind = 'req' AND j.priority > 0
ORDER BY t.job_row
