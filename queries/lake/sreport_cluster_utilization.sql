-- sreport cluster Utilization over a window, in CPU-seconds (sreport prints minutes:
-- seconds / 60 rounded, ties to even): per hour the capacity, allocated time capped at it,
-- planned time (eligible jobs waiting) cut to what is left, the rest idle; summed. Not
-- covered: events (the capacity is the latest slurm.conf's nodes, up the whole window, as
-- fairtrace takes it when no events are loaded).
-- Relations (views the runner makes over the lake of `export parquet --partition-by`, then
-- hours.sql and job_hours.sql): hours, job_hours, nodes (DIR/nodes.parquet). Portable: DuckDB and Spark SQL run it unchanged
-- (Trino: README).
-- Placeholders, replaced as text before running (spark-sql: -d NAME=VALUE does it):
--   ${cluster}   the cluster's name
WITH capacity AS (
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
