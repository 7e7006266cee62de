-- sreport cluster UserUtilizationByAccount over a window, in CPU-seconds: each user in each
-- account with usage, most used first (then by user name).
-- Relations (views the runner makes over the lake of `export parquet --partition-by`, then
-- hours.sql and job_hours.sql): job_hours. Portable: DuckDB and Spark SQL run it unchanged
-- (Trino: README).
-- Placeholders, replaced as text before running (spark-sql: -d NAME=VALUE does it):
--   ${cluster}   the cluster's name
SELECT jh.user, jh.account, SUM(jh.cpus * jh.secs) AS used_s, SUM(jh.energy) AS energy
FROM job_hours jh
WHERE jh.secs >= 1 AND jh.path IS NOT NULL AND jh.user IS NOT NULL AND jh.user <> ''
GROUP BY jh.user, jh.account
HAVING SUM(jh.cpus * jh.secs) > 0
ORDER BY used_s DESC, jh.user, jh.account
