-- Allocations of cluster $1 started by $2 and not ended by $3 (running, or ended after it),
-- with the columns of usage_jobs.sql. Four disjoint branches whose filters DuckDB pushes into
-- its scan: the ended ones by their end time (the row groups of earlier months skipped), the
-- running ones by their progress (1: the row groups of ended jobs skipped) and state. The
-- one filter of usage_jobs.sql for this ($6) reads every column of every row.
WITH rows AS (
    SELECT * FROM jobs
    WHERE cluster = $1 AND end_time > make_timestamp(CAST($3 AS BIGINT) * 1000000)
      AND state NOT IN ('RUNNING', 'SUSPENDED')
    UNION ALL
    SELECT * FROM jobs WHERE cluster = $1 AND progress = 1 AND state = 'RUNNING'
    UNION ALL
    SELECT * FROM jobs WHERE cluster = $1 AND progress = 1 AND state = 'SUSPENDED'
    UNION ALL
    SELECT * FROM jobs
    WHERE cluster = $1 AND end_time IS NULL AND state NOT IN ('RUNNING', 'SUSPENDED')
)
SELECT account, "user", partition, qos,
       CAST(epoch(start_time) AS BIGINT) AS start_s,
       CASE WHEN state IN ('RUNNING', 'SUSPENDED') THEN NULL
            ELSE CAST(epoch(end_time) AS BIGINT) END AS end_s,
       state, job_id, recorded_billing, timelimit_s, total_cpu_s, alloc_tres, job_row,
       job_id_raw
FROM rows
WHERE start_time IS NOT NULL AND epoch(start_time) <= $2
ORDER BY job_row
