-- Job $2 of cluster $1 (as sacct prints its id; several records if requeued) with what
-- explaining its wait needs. Times in epoch seconds.
SELECT job_id, account, "user", partition, qos, state, reason, flags, submit_line,
       CAST(epoch(submit_time) AS BIGINT) AS submit_s,
       CAST(epoch(eligible_time) AS BIGINT) AS eligible_s,
       CAST(epoch(start_time) AS BIGINT) AS start_s,
       CAST(epoch(end_time) AS BIGINT) AS end_s,
       coalesce(alloc_cpus, req_cpus) AS cpus,
       nnodes, timelimit_s, reservation
FROM jobs
WHERE cluster = $1 AND job_id = $2
ORDER BY job_row
