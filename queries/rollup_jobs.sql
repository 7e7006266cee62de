-- Jobs of cluster $1 that slurmdbd's hourly rollup of [$2, $3) (epoch s) looks at: eligible
-- before the end, not ended before the start. A dump without eligible times counts a job as
-- eligible when it started. End is NULL while running or pending. TRES as printed; the
-- reservation it ran in by id, or by name where the dump has no ids; its WCKey, nodes and group
-- id (the job reports' filters). In no order: the rollup sorts the rows its own way (by
-- association and eligible time, then job_row), and sorting whole rows here costs more.
-- Disjoint branches whose filters DuckDB pushes into its scan (no OR, no IN: those it
-- applies after reading every column of every row): on the stored times, so it skips the row
-- groups of other months rather than reading a decade for one, and on the progress and state
-- (RUNNING and SUSPENDED are progress 1, PENDING 0): the row groups of ended jobs are skipped
-- by their progress, and the state is read only in the others.
WITH rows AS (
    SELECT jobs.* FROM jobs
    WHERE cluster = $1 AND eligible_time < make_timestamp(CAST($3 AS BIGINT) * 1000000) AND end_time >= make_timestamp(CAST($2 AS BIGINT) * 1000000)
    UNION ALL
    SELECT jobs.* FROM jobs
    WHERE cluster = $1 AND eligible_time < make_timestamp(CAST($3 AS BIGINT) * 1000000) AND end_time IS NULL
    UNION ALL
    SELECT jobs.* FROM jobs
    WHERE cluster = $1 AND eligible_time < make_timestamp(CAST($3 AS BIGINT) * 1000000) AND end_time < make_timestamp(CAST($2 AS BIGINT) * 1000000)
      AND progress = 1 AND state = 'RUNNING'
    UNION ALL
    SELECT jobs.* FROM jobs
    WHERE cluster = $1 AND eligible_time < make_timestamp(CAST($3 AS BIGINT) * 1000000) AND end_time < make_timestamp(CAST($2 AS BIGINT) * 1000000)
      AND progress = 1 AND state = 'SUSPENDED'
    UNION ALL
    SELECT jobs.* FROM jobs
    WHERE cluster = $1 AND eligible_time < make_timestamp(CAST($3 AS BIGINT) * 1000000) AND end_time < make_timestamp(CAST($2 AS BIGINT) * 1000000)
      AND progress = 0 AND state = 'PENDING'
    UNION ALL
    SELECT jobs.* FROM jobs
    WHERE cluster = $1 AND eligible_time IS NULL AND start_time < make_timestamp(CAST($3 AS BIGINT) * 1000000)
      AND (end_time IS NULL OR end_time >= make_timestamp(CAST($2 AS BIGINT) * 1000000) OR state IN ('RUNNING', 'SUSPENDED', 'PENDING'))
)
SELECT job_row, account, "user", partition, array_tasks_pending,
       CAST(epoch(coalesce(eligible_time, start_time)) AS BIGINT) AS eligible_s,
       CAST(epoch(start_time) AS BIGINT) AS start_s,
       CASE WHEN state IN ('RUNNING', 'SUSPENDED', 'PENDING') THEN NULL
            ELSE CAST(epoch(end_time) AS BIGINT) END AS end_s,
       req_cpus, eligible_time IS NULL AND start_time IS NOT NULL AS eligible_unknown,
       job_id, alloc_tres, qos, reservation, reservation_id, wckey, node_list, gid
FROM rows
