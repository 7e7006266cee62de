-- The jobs of cluster $1 other than $2 that started in [$3, $4) (epoch s), in start order:
-- a long wait has a million of them, so only what listing them needs.
SELECT job_id, "user", partition, flags,
       CAST(epoch(start_time) AS BIGINT) AS start_s,
       CAST(epoch(end_time) AS BIGINT) AS end_s,
       coalesce(alloc_cpus, req_cpus) AS cpus, nnodes, timelimit_s,
       CAST(epoch(coalesce(eligible_time, submit_time)) AS BIGINT) AS eligible_s, account
FROM jobs
WHERE cluster = $1 AND job_id <> $2
  AND start_time >= make_timestamp($3::BIGINT * 1000000)
  AND start_time < make_timestamp($4::BIGINT * 1000000)
ORDER BY start_time, job_row
