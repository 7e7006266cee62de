-- Submission times of cluster $1's jobs that may wait at some moment in [$2, $3] (epoch s).
SELECT DISTINCT CAST(epoch(submit_time) AS BIGINT)
FROM jobs
WHERE cluster = $1 AND epoch(submit_time) <= $3 AND (start_time IS NULL OR epoch(start_time) > $2)
