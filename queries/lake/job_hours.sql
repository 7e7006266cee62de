-- Each job's time split by hour as slurmdbd's rollup splits it (fairtrace's model/rollup.rs):
-- a view the sreport queries (sreport_*.sql) read, after hours.sql. A job eligible before an
-- hour's end and not ended before its start counts its allocated CPUs for its seconds within
-- the hour (at least one); its eligible, start and end times, the CPUs it asked for and, for a
-- pending array record, its tasks give its planned time (sreport_cluster_utilization.sql).
-- resv_key names the reservation it ran in as resv_hours.sql names reservation records: by
-- ReservationId when the window's reservations have ids, else by the name of one of them
-- (its lowest id); NULL for a job outside any loaded reservation, which counts as any job.
-- Relations (views the runner makes over the lake of `export parquet --partition-by`): jobs
-- (DIR/jobs, hive-partitioned), charges (DIR/charges.parquet: a started job's association
-- and run),
-- reservations (DIR/reservations.parquet), hours (hours.sql). Portable: DuckDB and Spark SQL
-- run it unchanged.
-- Placeholders, replaced as text before running (spark-sql: -d NAME=VALUE does it):
--   ${cluster}   the cluster's name
--   ${start_s}   the window's start, epoch seconds, on the hour
--   ${end_s}     its end, epoch seconds, on the hour
CREATE OR REPLACE TEMPORARY VIEW job_hours AS
WITH window_resv AS (
    SELECT name, resv_id
    FROM reservations
    WHERE cluster = '${cluster}' AND start_s < ${end_s} AND end_s >= ${start_s}
),
by_name AS (
    SELECT name,
           CASE WHEN MIN(resv_id) IS NULL THEN CONCAT('name:', name)
                ELSE CAST(MIN(resv_id) AS VARCHAR(20)) END AS resv_key
    FROM window_resv
    GROUP BY name
),
with_ids AS (
    SELECT COUNT(resv_id) AS n FROM window_resv
),
hour_rows AS (
    SELECT j.job_row, j.account, j.user, j.partition, h.hs, j.alloc_tres, j.eligible_s,
           j.start_s, j.end_s, j.req_cpus, j.pending_tasks, c.assoc_path AS path,
           CASE WHEN w.n > 0 AND j.reservation_id IS NOT NULL
                THEN CAST(j.reservation_id AS VARCHAR(20))
                ELSE b.resv_key END AS resv_key,
           -- A job that never started counts from its end (cancelled while pending).
           CASE WHEN j.start_s IS NULL THEN j.end_s
                WHEN j.start_s > h.hs THEN j.start_s
                ELSE h.hs END AS row_start,
           CASE WHEN j.end_s IS NULL OR j.end_s > h.hs + 3600 THEN h.hs + 3600
                ELSE j.end_s END AS row_end
    FROM jobs j
    JOIN hours h ON j.eligible_s < h.hs + 3600 AND (j.end_s IS NULL OR j.end_s >= h.hs)
    -- Only the charges of runs within the window (an engine prunes the others' row groups
    -- rather than joining a decade of charges): every job whose seconds count (secs >= 1,
    -- where path is read) ran then, and its charged run has its start and end (the two
    -- differ only for a record PENDING with a start: none of the real dumps we hold has one).
    LEFT JOIN (
        SELECT cluster, job_row, assoc_path
        FROM charges
        WHERE cluster = '${cluster}' AND start_s < ${end_s}
          AND (end_s IS NULL OR end_s >= ${start_s})
    ) c ON c.cluster = j.cluster AND c.job_row = j.job_row
    LEFT JOIN by_name b ON b.name = j.reservation
    CROSS JOIN with_ids w
    WHERE j.cluster = '${cluster}' AND j.eligible_s > 0 AND j.eligible_s < ${end_s}
      AND (j.end_s IS NULL OR j.end_s >= ${start_s})
)
SELECT job_row, account, user, partition, hs, resv_key, row_start, row_end,
       CASE WHEN start_s IS NULL OR row_end - row_start < 1 THEN 0
            ELSE row_end - row_start END AS secs,
       CASE WHEN regexp_extract(alloc_tres, '(^|,)cpu=([0-9]+)', 2) = '' THEN 0
            ELSE CAST(regexp_extract(alloc_tres, '(^|,)cpu=([0-9]+)', 2) AS BIGINT)
       END AS cpus,
       CASE WHEN regexp_extract(alloc_tres, '(^|,)energy=([0-9]+)', 2) = '' THEN 0
            ELSE CAST(regexp_extract(alloc_tres, '(^|,)energy=([0-9]+)', 2) AS BIGINT)
       END AS energy,
       eligible_s, start_s, end_s,
       CASE WHEN req_cpus > 0 THEN req_cpus ELSE 0 END AS req_cpus,
       CASE WHEN pending_tasks > 0 THEN pending_tasks ELSE 1 END AS tasks,
       path
FROM hour_rows
