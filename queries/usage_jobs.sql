-- Allocations that had started by $2, with what usage needs; end is NULL while running.
SELECT job_row, account, "user", partition, qos,
       CAST(epoch(start_time) AS BIGINT) AS start_s,
       CASE WHEN state IN ('RUNNING', 'SUSPENDED') THEN NULL
            ELSE CAST(epoch(end_time) AS BIGINT) END AS end_s,
       state, job_id, recorded_billing, timelimit_s, total_cpu_s
FROM jobs
WHERE cluster = $1 AND start_time IS NOT NULL AND epoch(start_time) <= $2
ORDER BY job_row
