-- The latest observation at or before $2 of each pending job of cluster $1.
SELECT job_id, at_s, nice, reason
FROM observed_queue
WHERE cluster = $1 AND at_s <= $2 AND state = 'PENDING'
QUALIFY row_number() OVER (PARTITION BY job_id ORDER BY at_s DESC) = 1
