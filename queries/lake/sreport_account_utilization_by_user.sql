-- sreport cluster AccountUtilizationByUser over a window, in CPU-seconds: every association
-- with usage (an account's is its sub-tree's), in the tree's order (sshare's): its jobs' time
-- and its shares of the time jobs left unused in reservations it may use (resv_shares.sql).
-- Relations (views the runner makes over the lake of `export parquet --partition-by`, then
-- hours.sql, job_hours.sql, resv_hours.sql and resv_shares.sql): job_hours, resv_shares,
-- associations (DIR/associations.parquet). Portable: DuckDB and Spark SQL run it unchanged
-- (Trino: README).
-- Placeholders, replaced as text before running (spark-sql: -d NAME=VALUE does it):
--   ${cluster}   the cluster's name
WITH own AS (
    SELECT path, SUM(used_s) AS used_s, SUM(energy) AS energy
    FROM (
        SELECT path, cpus * secs AS used_s, energy
        FROM job_hours WHERE secs >= 1 AND path IS NOT NULL
        UNION ALL
        SELECT path, used_s, 0 AS energy FROM resv_shares
    ) u
    GROUP BY path
)
SELECT a.account, a.user, SUM(o.used_s) AS used_s, SUM(o.energy) AS energy
FROM associations a
JOIN own o ON o.path LIKE CONCAT(a.path, '%')
WHERE a.cluster = '${cluster}'
GROUP BY a.account, a.user, a.path
HAVING SUM(o.used_s) > 0
ORDER BY a.path
