-- Jobs of cluster $1 that started in the second $2 or $3 (epoch s): row and id as printed.
SELECT job_row, job_id
FROM jobs
WHERE cluster = $1 AND CAST(epoch(start_time) AS BIGINT) IN ($2, $3)
ORDER BY job_row
