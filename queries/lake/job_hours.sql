-- Each job's time split by hour as slurmdbd's rollup splits it (fairtrace's model/rollup.rs):
-- a view the sreport queries (sreport_*.sql) read, after hours.sql. A job eligible before an
-- hour's end and not ended before its start counts its allocated CPUs for its seconds within
-- the hour (at least one); its eligible, start and end times and the CPUs it asked for give
-- its planned time (sreport_cluster_utilization.sql). Not covered: reservations, pending
-- array records' task counts.
-- Relations (views the runner makes over the lake of `export parquet --partition-by`): jobs
-- (DIR/jobs, hive-partitioned), charges (DIR/charges.parquet: a job's association), hours
-- (hours.sql). Portable: DuckDB and Spark SQL run it unchanged.
-- Placeholders, replaced as text before running (spark-sql: -d NAME=VALUE does it):
--   ${cluster}   the cluster's name
--   ${start_s}   the window's start, epoch seconds, on the hour
--   ${end_s}     its end, epoch seconds, on the hour
CREATE OR REPLACE TEMPORARY VIEW job_hours AS
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
       j.eligible_s, j.start_s, j.end_s,
       CASE WHEN j.req_cpus > 0 THEN j.req_cpus ELSE 0 END AS req_cpus,
       c.assoc_path AS path
FROM jobs j
JOIN hours h ON j.eligible_s < h.hs + 3600 AND (j.end_s IS NULL OR j.end_s >= h.hs)
LEFT JOIN charges c ON c.cluster = j.cluster AND c.job_row = j.job_row
WHERE j.cluster = '${cluster}' AND j.eligible_s > 0 AND j.eligible_s < ${end_s}
  AND (j.end_s IS NULL OR j.end_s >= ${start_s})
