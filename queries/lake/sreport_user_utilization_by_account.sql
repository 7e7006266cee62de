-- sreport cluster UserUtilizationByAccount over a window, in CPU-seconds: each user in each
-- account with usage, most used first (then by user name): the user's jobs' time and the
-- user associations' shares of the time jobs left unused in reservations (resv_shares.sql).
-- Relations (views the runner makes over the lake of `export parquet --partition-by`, then
-- hours.sql, job_hours.sql, resv_hours.sql and resv_shares.sql): job_hours, resv_shares.
-- Portable: DuckDB and Spark SQL run it unchanged (Trino: README).
-- Placeholders, replaced as text before running (spark-sql: -d NAME=VALUE does it):
--   ${cluster}   the cluster's name
SELECT u.user, u.account, SUM(u.used_s) AS used_s, SUM(u.energy) AS energy
FROM (
    SELECT jh.user, jh.account, jh.cpus * jh.secs AS used_s, jh.energy
    FROM job_hours jh
    WHERE jh.secs >= 1 AND jh.path IS NOT NULL AND jh.user IS NOT NULL AND jh.user <> ''
    UNION ALL
    SELECT s.user, s.account, s.used_s, 0 AS energy FROM resv_shares s WHERE s.user <> ''
) u
GROUP BY u.user, u.account
HAVING SUM(u.used_s) > 0
ORDER BY used_s DESC, u.user, u.account
