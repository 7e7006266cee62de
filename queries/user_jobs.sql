-- The jobs user $2 submitted to cluster $1 in [$3, $4) (epoch s), the latest first, at most
-- $5 (job allocations only, as job_facts.sql reads them).
SELECT job_id, account, "user", partition, qos, state, reason, flags, submit_line,
       CAST(epoch(submit_time) AS BIGINT) AS submit_s,
       CAST(epoch(eligible_time) AS BIGINT) AS eligible_s,
       CAST(epoch(start_time) AS BIGINT) AS start_s,
       CAST(epoch(end_time) AS BIGINT) AS end_s,
       coalesce(alloc_cpus, req_cpus) AS cpus, nnodes, timelimit_s, reservation
FROM jobs
WHERE cluster = $1 AND "user" = $2
  AND submit_time >= make_timestamp($3::BIGINT * 1000000)
  AND submit_time < make_timestamp($4::BIGINT * 1000000)
ORDER BY submit_time DESC, job_row DESC
LIMIT $5
