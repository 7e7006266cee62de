-- The first start (epoch s, rounded down) of the jobs of cluster $1 that ended in [$2, $3)
-- after running: where efficiency_jobs.sql's steps begin. NULL without such jobs.
SELECT CAST(floor(epoch(min(start_time))) AS BIGINT) FROM jobs
WHERE cluster = $1 AND start_time IS NOT NULL
  AND end_time >= make_timestamp($2::BIGINT * 1000000)
  AND end_time < make_timestamp($3::BIGINT * 1000000)
