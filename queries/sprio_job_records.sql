-- The records of cluster $1 whose jobs sprio lists under id $2 (a plain job, or every task
-- of array $2 and component of heterogeneous job $2), with what job_facts.sql reads.
SELECT job_id, account, "user", partition, qos, state, reason, flags, submit_line,
       CAST(epoch(submit_time) AS BIGINT) AS submit_s,
       CAST(epoch(eligible_time) AS BIGINT) AS eligible_s,
       CAST(epoch(start_time) AS BIGINT) AS start_s,
       CAST(epoch(end_time) AS BIGINT) AS end_s,
       coalesce(alloc_cpus, req_cpus) AS cpus, nnodes, timelimit_s, reservation
FROM jobs
WHERE cluster = $1 AND split_part(split_part(job_id, '_', 1), '+', 1) = $2
ORDER BY job_row
