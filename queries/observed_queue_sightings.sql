-- Every sighting of a pending job of cluster $1 in a saved squeue or sprio, oldest first.
SELECT job_id, at_s, nice, reason, age
FROM observed_queue
WHERE cluster = $1 AND state = 'PENDING'
ORDER BY at_s, job_id
