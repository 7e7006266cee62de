-- Each reservation record's part of each hour of the window (at least a second), as
-- slurmdbd's rollup takes it (fairtrace's model/rollup.rs): a view the sreport queries read,
-- after hours.sql. resv_key names the reservation (its id; without ids, its name, as
-- job_hours.sql names a job's), cpus its CPUs, maint and ignore_jobs its flags (1 or 0), and
-- assocs the association ids allowed in it as sacctmgr printed them ("7,6").
-- Relations (views the runner makes over the lake of `export parquet --partition-by`):
-- reservations (DIR/reservations.parquet), hours (hours.sql). Portable: DuckDB and Spark SQL
-- run it unchanged.
-- Placeholders, replaced as text before running (spark-sql: -d NAME=VALUE does it):
--   ${cluster}   the cluster's name
--   ${start_s}   the window's start, epoch seconds, on the hour
--   ${end_s}     its end, epoch seconds, on the hour
CREATE OR REPLACE TEMPORARY VIEW resv_hours AS
WITH records AS (
    SELECT CASE WHEN resv_id IS NULL THEN CONCAT('name:', name)
                ELSE CAST(resv_id AS VARCHAR(20)) END AS resv_key,
           start_s, end_s, COALESCE(assocs, '') AS assocs,
           CASE WHEN regexp_extract(tres, '(^|,)cpu=([0-9]+)', 2) = '' THEN 0
                ELSE CAST(regexp_extract(tres, '(^|,)cpu=([0-9]+)', 2) AS BIGINT) END AS cpus,
           CASE WHEN CONCAT(',', UPPER(REPLACE(COALESCE(flags, ''), ' ', '')), ',')
                     LIKE '%,MAINT,%' THEN 1 ELSE 0 END AS maint,
           CASE WHEN CONCAT(',', UPPER(REPLACE(COALESCE(flags, ''), ' ', '')), ',')
                     LIKE '%,IGNORE_JOBS,%' THEN 1 ELSE 0 END AS ignore_jobs
    FROM reservations
    WHERE cluster = '${cluster}' AND start_s < ${end_s} AND end_s >= ${start_s}
)
SELECT * FROM (
    SELECT h.hs, r.resv_key, r.start_s, r.cpus, r.maint, r.ignore_jobs, r.assocs,
           CASE WHEN r.start_s > h.hs THEN r.start_s ELSE h.hs END AS part_s,
           CASE WHEN r.end_s > h.hs + 3600 THEN h.hs + 3600 ELSE r.end_s END AS part_e
    FROM records r
    JOIN hours h ON r.start_s < h.hs + 3600 AND r.end_s >= h.hs
) parts
WHERE part_e - part_s >= 1
