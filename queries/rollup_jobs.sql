-- Jobs of cluster $1 that slurmdbd's hourly rollup of [$2, $3) (epoch s) looks at: eligible
-- before the end, not ended before the start. A dump without eligible times counts a job as
-- eligible when it started. End is NULL while running or pending. TRES as printed; the
-- reservation it ran in by id, or by name where the dump has no ids.
SELECT job_row, account, "user", partition, array_tasks_pending,
       CAST(epoch(coalesce(eligible_time, start_time)) AS BIGINT) AS eligible_s,
       CAST(epoch(start_time) AS BIGINT) AS start_s,
       CASE WHEN state IN ('RUNNING', 'SUSPENDED', 'PENDING') THEN NULL
            ELSE CAST(epoch(end_time) AS BIGINT) END AS end_s,
       req_cpus, eligible_time IS NULL AND start_time IS NOT NULL AS eligible_unknown,
       job_id, alloc_tres, qos, reservation, reservation_id
FROM jobs
WHERE cluster = $1 AND epoch(coalesce(eligible_time, start_time)) < $3
  AND (end_time IS NULL OR epoch(end_time) >= $2 OR state IN ('RUNNING', 'SUSPENDED', 'PENDING'))
ORDER BY job_row
