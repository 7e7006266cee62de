-- What LSF's accounting needs of the allocations of cluster $1 started by $2 and not ended by
-- $3 (running, or ended after it), by job_row: the rows of usage_jobs_running_at.sql, with a
-- third of its columns (LSF's memory holds millions of jobs: no id, QOS or state to sort).
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
SELECT account, "user", partition,
       CAST(epoch(start_time) AS BIGINT) AS start_s,
       CASE WHEN state IN ('RUNNING', 'SUSPENDED') THEN NULL
            ELSE CAST(epoch(end_time) AS BIGINT) END AS end_s,
       timelimit_s, total_cpu_s, alloc_tres, job_row
FROM rows
WHERE start_time IS NOT NULL AND epoch(start_time) <= $2
ORDER BY job_row
