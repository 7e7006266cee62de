-- The CPU time jobs left unused in each reservation record each hour, shared evenly among the
-- associations allowed in it, as slurmdbd's rollup gives it to them (fairtrace's
-- model/rollup.rs): a view the account reports (sreport_account_utilization_by_user.sql,
-- sreport_user_utilization_by_account.sql) add to their jobs' time, after hours.sql,
-- job_hours.sql and resv_hours.sql. A job in the reservation that holds CPUs uses up the
-- record's whole CPU count for the seconds it ran within it (slurmdbd's `_add_time_tres`);
-- what is left, when positive, is divided among the association ids the record lists (each
-- once; an id missing from the tree still takes its share, given to no account), truncated
-- as slurmdbd's int is: past 2^31 CPU-seconds it wraps, and a share that wraps negative is
-- left out here. Only CPUs: sacctmgr lists a reservation's TRES by id, cpu first, so no TRES
-- before it stops the sharing. One row per association given a share: path, account, user,
-- used_s. Portable: DuckDB and Spark SQL (split_part: Spark 3.3 on) run it unchanged.
-- Relations: resv_hours, job_hours, associations (DIR/associations.parquet).
-- Placeholders, replaced as text before running (spark-sql: -d NAME=VALUE does it):
--   ${cluster}   the cluster's name
CREATE OR REPLACE TEMPORARY VIEW resv_shares AS
WITH used AS (
    SELECT hs, resv_key, start_s,
           SUM(CASE WHEN secs >= 1 AND job_cpus > 0 AND overlap > 0
                    THEN cpus * overlap ELSE 0 END) AS used
    FROM (
        SELECT r.hs, r.resv_key, r.start_s, r.cpus, j.secs, j.cpus AS job_cpus,
               (CASE WHEN j.row_end < r.part_e THEN j.row_end ELSE r.part_e END)
               - (CASE WHEN j.row_start > r.part_s THEN j.row_start ELSE r.part_s END)
                 AS overlap
        FROM resv_hours r
        JOIN job_hours j ON j.hs = r.hs AND j.resv_key = r.resv_key
    ) rj
    GROUP BY hs, resv_key, start_s
),
idle AS (
    SELECT r.hs, r.resv_key, r.start_s, r.assocs,
           r.cpus * (r.part_e - r.part_s) - COALESCE(u.used, 0) AS idle
    FROM resv_hours r
    LEFT JOIN used u ON u.hs = r.hs AND u.resv_key = r.resv_key AND u.start_s = r.start_s
),
digits AS (
    SELECT n FROM (VALUES (0), (1), (2), (3), (4), (5), (6), (7), (8), (9)) AS d(n)
),
numbers AS (
    SELECT 1 + a.n + 10 * b.n + 100 * c.n + 1000 * d.n AS k
    FROM digits a CROSS JOIN digits b CROSS JOIN digits c CROSS JOIN digits d
),
-- Each record's listed ids, each once.
entries AS (
    SELECT DISTINCT i.hs, i.resv_key, i.start_s, i.idle,
           TRIM(split_part(i.assocs, ',', k.k)) AS assoc
    FROM idle i
    JOIN numbers k ON k.k <= LENGTH(i.assocs) - LENGTH(REPLACE(i.assocs, ',', '')) + 1
    WHERE i.idle > 0
),
listed AS (
    SELECT hs, resv_key, start_s, assoc,
           (idle + 2147483648) % 4294967296 - 2147483648 AS idle32,
           COUNT(*) OVER (PARTITION BY hs, resv_key, start_s) AS n
    FROM entries
    WHERE assoc <> ''
)
SELECT a.path, a.account, a.user,
       SUM(CAST(FLOOR(CAST(l.idle32 AS DOUBLE) / l.n) AS BIGINT)) AS used_s
FROM listed l
JOIN associations a ON a.cluster = '${cluster}' AND CAST(a.assoc_id AS VARCHAR(20)) = l.assoc
WHERE l.idle32 > 0
GROUP BY a.path, a.account, a.user
