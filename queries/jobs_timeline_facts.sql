-- Jobs of cluster $1 with what explaining a wait needs: the job asked about (job_id $2) and
-- every job that started in [$3, $4) (its rivals, without the columns only the job's own
-- explanation reads: a long wait has a million rivals), in start order. Times in epoch seconds.
-- Two scans rather than one with OR: each can skip row groups (the rivals' by start time).
WITH picked AS (
    SELECT job_row, job_id, account, "user", partition, qos, state, reason, flags, submit_line,
           submit_time, eligible_time, start_time, end_time, alloc_cpus, req_cpus, nnodes,
           timelimit_s, reservation
    FROM jobs WHERE cluster = $1 AND job_id = $2
    UNION ALL
    SELECT job_row, job_id, NULL, "user", partition, NULL, state, NULL, flags, NULL,
           submit_time, NULL, start_time, end_time, alloc_cpus, req_cpus, nnodes,
           timelimit_s, NULL
    FROM jobs
    WHERE cluster = $1 AND job_id <> $2
      AND start_time >= make_timestamp($3::BIGINT * 1000000)
      AND start_time < make_timestamp($4::BIGINT * 1000000)
)
SELECT job_id, account, "user", partition, qos, state, reason, flags, submit_line,
       CAST(epoch(submit_time) AS BIGINT) AS submit_s,
       CAST(epoch(eligible_time) AS BIGINT) AS eligible_s,
       CAST(epoch(start_time) AS BIGINT) AS start_s,
       CAST(epoch(end_time) AS BIGINT) AS end_s,
       coalesce(alloc_cpus, req_cpus) AS cpus, nnodes, timelimit_s, reservation
FROM picked
ORDER BY start_time NULLS LAST, job_row
