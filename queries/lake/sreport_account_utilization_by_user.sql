-- sreport cluster AccountUtilizationByUser over a window, in CPU-seconds: every association
-- with usage (an account's is its sub-tree's), in the tree's order (sshare's).
-- Relations (views the runner makes over the lake of `export parquet --partition-by`, then
-- hours.sql and job_hours.sql): job_hours, associations (DIR/associations.parquet). Portable: DuckDB and Spark SQL run it unchanged
-- (Trino: README).
-- Placeholders, replaced as text before running (spark-sql: -d NAME=VALUE does it):
--   ${cluster}   the cluster's name
WITH own AS (
    SELECT path, SUM(cpus * secs) AS used_s, SUM(energy) AS energy
    FROM job_hours WHERE secs >= 1 AND path IS NOT NULL GROUP BY path
)
SELECT a.account, a.user, SUM(o.used_s) AS used_s, SUM(o.energy) AS energy
FROM associations a
JOIN own o ON o.path LIKE CONCAT(a.path, '%')
WHERE a.cluster = '${cluster}'
GROUP BY a.account, a.user, a.path
HAVING SUM(o.used_s) > 0
ORDER BY a.path
