-- Allocations that had started by $2 (of account $3 only, unless NULL; with $4, only those
-- that ended in the second of a decay cycle, one every $4 s from $5; with $6, only those of
-- loads after $6), whose rows are in [$7, $8), with what usage needs; end is NULL while
-- running. Those not ended by a moment: usage_jobs_running_at.sql.
-- The allocated TRES come as printed (parsed again by the reader: much faster than joining
-- and sorting job_tres, which has a row per TRES). In no order: the reader hands the rows over
-- by job_row.
SELECT account, "user", partition, qos,
       CAST(epoch(start_time) AS BIGINT) AS start_s,
       CASE WHEN state IN ('RUNNING', 'SUSPENDED') THEN NULL
            ELSE CAST(epoch(end_time) AS BIGINT) END AS end_s,
       state, job_id, recorded_billing, timelimit_s, total_cpu_s, alloc_tres, job_row,
       job_id_raw
FROM jobs
WHERE cluster = $1 AND start_time IS NOT NULL AND epoch(start_time) <= $2
  AND ($3::VARCHAR IS NULL OR account = $3)
  AND ($4::BIGINT IS NULL OR (state NOT IN ('RUNNING', 'SUSPENDED')
       AND ((CAST(epoch(end_time) AS BIGINT) - $5::BIGINT) % $4 + $4) % $4 = 0))
  AND ($6::BIGINT IS NULL OR load_id > $6)
  AND job_row >= $7 AND job_row < $8
