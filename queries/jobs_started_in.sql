-- Jobs of cluster $1 that started in [$2, $3) (epoch s), as slurmdbd's hourly rollup of the
-- window sees them (rollup_jobs.sql's filter), for their waits: association names, eligible
-- time (its start where the dump has none, said by eligible_unknown), start, QOS and CPUs
-- (allocated, else asked for).
SELECT account, "user", partition,
       CAST(epoch(coalesce(eligible_time, start_time)) AS BIGINT) AS eligible_s,
       CAST(epoch(start_time) AS BIGINT) AS start_s,
       eligible_time IS NULL AS eligible_unknown,
       qos,
       coalesce(alloc_cpus, req_cpus) AS cpus
FROM jobs
WHERE cluster = $1
  AND start_time >= make_timestamp(CAST($2 AS BIGINT) * 1000000)
  AND start_time < make_timestamp(CAST($3 AS BIGINT) * 1000000)
  AND (eligible_time IS NULL OR eligible_time < make_timestamp(CAST($3 AS BIGINT) * 1000000))
  AND (end_time IS NULL OR end_time >= make_timestamp(CAST($2 AS BIGINT) * 1000000)
       OR state IN ('RUNNING', 'SUSPENDED', 'PENDING'))
ORDER BY job_row
