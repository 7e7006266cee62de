-- The seconds at which the jobs of cluster $1 other than $2 started in [$3, $4) (epoch s)
-- in partition $5 (each of a wait's partitions in turn): the moments a long wait's rivals
-- are classified at, read before its window (whose span they set).
SELECT CAST(epoch(start_time) AS BIGINT) AS start_s
FROM jobs
WHERE cluster = $1 AND job_id <> $2 AND partition = $5
  AND start_time >= make_timestamp($3::BIGINT * 1000000)
  AND start_time < make_timestamp($4::BIGINT * 1000000)
