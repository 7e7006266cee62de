-- sreport cluster Utilization over a window, in CPU-seconds (sreport prints minutes:
-- seconds / 60 rounded, ties to even): per hour the capacity, allocated time capped at it,
-- planned time (eligible jobs waiting) cut to what is left, the rest idle; summed.
-- Relations (views the runner makes over the lake of `export parquet --partition-by`): jobs
-- (DIR/jobs, hive-partitioned), charges (DIR/charges.parquet: a job's association),
-- associations (DIR/associations.parquet), nodes (DIR/nodes.parquet). Portable: DuckDB and Spark SQL run it unchanged (Trino: README).
-- Placeholders, replaced as text before running (spark-sql: -d NAME=VALUE does it):
--   ${cluster}   the cluster's name
--   ${start_s}   the window's start, epoch seconds, on the hour (as sreport rounds it)
--   ${end_s}     its end, epoch seconds, on the hour
-- Each job's time is split by hour as slurmdbd's rollup splits it (fairtrace's
-- model/rollup.rs): a job eligible before an hour's end and not ended before its start
-- counts its allocated CPUs for its seconds within the hour (at least one). Not covered:
-- events (the capacity is the latest slurm.conf's nodes, up the whole window, as fairtrace
-- takes it when no events are loaded), reservations, pending array records' task counts.
WITH digits AS (
    SELECT n FROM (VALUES (0), (1), (2), (3), (4), (5), (6), (7), (8), (9)) AS d(n)
),
hours AS (
    SELECT ${start_s} + 3600 * (a.n + 10 * b.n + 100 * c.n + 1000 * d.n + 10000 * e.n) AS hs
    FROM digits a CROSS JOIN digits b CROSS JOIN digits c CROSS JOIN digits d
    CROSS JOIN digits e
    WHERE 3600 * (a.n + 10 * b.n + 100 * c.n + 1000 * d.n + 10000 * e.n) < ${end_s} - ${start_s}
),
job_hours AS (
    SELECT j.job_row, j.account, j.user, j.partition, h.hs,
           CASE WHEN j.start_s IS NULL THEN 0
                WHEN (CASE WHEN j.end_s IS NULL OR j.end_s > h.hs + 3600 THEN h.hs + 3600
                           ELSE j.end_s END)
                     - (CASE WHEN j.start_s > h.hs THEN j.start_s ELSE h.hs END) < 1 THEN 0
                ELSE (CASE WHEN j.end_s IS NULL OR j.end_s > h.hs + 3600 THEN h.hs + 3600
                           ELSE j.end_s END)
                     - (CASE WHEN j.start_s > h.hs THEN j.start_s ELSE h.hs END)
           END AS secs,
           CASE WHEN regexp_extract(j.alloc_tres, '(^|,)cpu=([0-9]+)', 2) = '' THEN 0
                ELSE CAST(regexp_extract(j.alloc_tres, '(^|,)cpu=([0-9]+)', 2) AS BIGINT)
           END AS cpus,
           CASE WHEN regexp_extract(j.alloc_tres, '(^|,)energy=([0-9]+)', 2) = '' THEN 0
                ELSE CAST(regexp_extract(j.alloc_tres, '(^|,)energy=([0-9]+)', 2) AS BIGINT)
           END AS energy,
           -- Planned: the wait within the hour of a job eligible and not yet started (CPUs
           -- asked for), up to its start or, never started, its end.
           CASE WHEN j.start_s IS NOT NULL AND j.start_s > h.hs + 3600 THEN h.hs + 3600
                WHEN j.start_s IS NOT NULL AND j.start_s > h.hs THEN j.start_s
                WHEN j.start_s IS NOT NULL THEN h.hs
                WHEN j.end_s IS NOT NULL AND j.end_s < h.hs + 3600 THEN j.end_s
                ELSE h.hs + 3600
           END - (CASE WHEN j.eligible_s > h.hs THEN j.eligible_s ELSE h.hs END) AS waited,
           CASE WHEN j.req_cpus > 0 THEN j.req_cpus ELSE 0 END AS req_cpus,
           c.assoc_path AS path
    FROM jobs j
    JOIN hours h ON j.eligible_s < h.hs + 3600 AND (j.end_s IS NULL OR j.end_s >= h.hs)
    LEFT JOIN charges c ON c.cluster = j.cluster AND c.job_row = j.job_row
    WHERE j.cluster = '${cluster}' AND j.eligible_s > 0 AND j.eligible_s < ${end_s}
      AND (j.end_s IS NULL OR j.end_s >= ${start_s})
),
capacity AS (
    SELECT CAST(SUM(cpus) AS BIGINT) * 3600 AS total
    FROM nodes
    WHERE cluster = '${cluster}'
      AND load_id = (SELECT MAX(load_id) FROM nodes WHERE cluster = '${cluster}')
),
per_hour AS (
    SELECT h.hs, k.total,
           COALESCE(SUM(CASE WHEN jh.secs >= 1 THEN jh.cpus * jh.secs ELSE 0 END), 0) AS alloc,
           COALESCE(SUM(CASE WHEN jh.waited > 0 THEN jh.waited * jh.req_cpus ELSE 0 END), 0)
             AS plan
    FROM hours h CROSS JOIN capacity k
    LEFT JOIN job_hours jh ON jh.hs = h.hs
    GROUP BY h.hs, k.total
),
capped AS (
    SELECT hs, total, plan,
           CASE WHEN alloc > total THEN total ELSE alloc END AS alloc,
           total - (CASE WHEN alloc > total THEN total ELSE alloc END) - plan AS left_over
    FROM per_hour
)
SELECT SUM(alloc) AS allocated_s, 0 AS down_s, 0 AS planned_down_s,
       SUM(CASE WHEN left_over < 0 THEN 0 ELSE left_over END) AS idle_s,
       SUM(CASE WHEN left_over >= 0 THEN plan WHEN plan + left_over > 0 THEN plan + left_over
                ELSE 0 END) AS planned_s,
       SUM(alloc) + SUM(CASE WHEN left_over < 0 THEN 0 ELSE left_over END)
         + SUM(CASE WHEN left_over >= 0 THEN plan WHEN plan + left_over > 0 THEN plan + left_over
                    ELSE 0 END) AS reported_s
FROM capped
