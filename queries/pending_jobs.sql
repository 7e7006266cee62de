-- Jobs of cluster $1 that wait at some moment in [$2, $3] (epoch s), or, with $4, run then
-- (CALCULATE_RUNNING); which of them wait or run at a given moment is decided by the caller
-- from the times returned (a held job's eligible time is its release). array_eligible_s is
-- when the job's array first became eligible (its tasks all age from then). TRES as printed.
WITH j AS (
    SELECT *, min(eligible_time) OVER (PARTITION BY cluster, array_job_id, submit_time) AS array_eligible
    FROM jobs WHERE cluster = $1
)
SELECT job_row, job_id, account, "user", partition, qos,
       CAST(epoch(submit_time) AS BIGINT) AS submit_s,
       CAST(epoch(eligible_time) AS BIGINT) AS eligible_s,
       priority, req_cpus, coalesce(alloc_cpus, req_cpus) AS alloc_cpus, nnodes, submit_line,
       timelimit_s, reason,
       CASE WHEN array_job_id IS NULL THEN NULL ELSE CAST(epoch(array_eligible) AS BIGINT) END AS array_eligible_s,
       reservation,
       CAST(epoch(start_time) AS BIGINT) AS start_s,
       CAST(epoch(end_time) AS BIGINT) AS end_s,
       req_tres, alloc_tres
FROM j
WHERE epoch(submit_time) <= $3
  AND (start_time IS NULL OR epoch(start_time) > $2
       OR ($4 AND (end_time IS NULL OR epoch(end_time) > $2)))
  AND (end_time IS NULL OR epoch(end_time) > $2 OR start_time IS NOT NULL)
ORDER BY job_row
