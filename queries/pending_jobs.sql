-- Jobs submitted by $2 (epoch s) and neither started nor cancelled by then (with $3, running
-- ones too: CALCULATE_RUNNING; their cpus are the allocated ones); whether they were
-- eligible (eligible_s; a held job's is its release) is decided by the caller. array_eligible_s
-- is when the job's array first became eligible (its tasks all age from then).
WITH j AS (
    SELECT *, min(eligible_time) OVER (PARTITION BY cluster, array_job_id, submit_time) AS array_eligible
    FROM jobs WHERE cluster = $1
)
SELECT job_row, job_id, account, "user", partition, qos,
       CAST(epoch(submit_time) AS BIGINT) AS submit_s,
       CAST(epoch(eligible_time) AS BIGINT) AS eligible_s,
       priority,
       CASE WHEN epoch(start_time) <= $2 THEN coalesce(alloc_cpus, req_cpus) ELSE req_cpus END AS cpus,
       nnodes, submit_line, timelimit_s, reason,
       CASE WHEN array_job_id IS NULL THEN NULL ELSE CAST(epoch(array_eligible) AS BIGINT) END AS array_eligible_s,
       reservation, coalesce(epoch(start_time) <= $2, false) AS running
FROM j
WHERE epoch(submit_time) <= $2
  AND (start_time IS NULL OR epoch(start_time) > $2
       OR ($3 AND (end_time IS NULL OR epoch(end_time) > $2)))
  AND (end_time IS NULL OR epoch(end_time) > $2 OR start_time IS NOT NULL)
ORDER BY job_row
