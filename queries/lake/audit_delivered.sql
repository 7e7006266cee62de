-- The audit's delivered usage per association over a window (`fairtrace audit`'s DELIVERED,
-- model/audit.rs): billing × QOS UsageFactor × seconds run inside [start, end), of the jobs
-- started by the end, added up the tree; delivered is the association's share of the root's.
-- Relations (views the runner makes over the lake of `export parquet --partition-by`):
-- charges (DIR/charges.parquet: each started job's run as charged), associations
-- (DIR/associations.parquet). Portable: DuckDB and Spark SQL run it unchanged.
-- Placeholders, replaced as text before running (spark-sql: -d NAME=VALUE does it):
--   ${cluster}   the cluster's name
--   ${start_s}   the window's start, epoch seconds
--   ${end_s}     its end, epoch seconds
WITH billed AS (
    SELECT c.assoc_path,
           SUM(c.weight * ((CASE WHEN c.end_s IS NULL OR c.end_s > ${end_s} THEN ${end_s}
                                 ELSE c.end_s END)
                           - (CASE WHEN c.start_s > ${start_s} THEN c.start_s
                                   ELSE ${start_s} END))) AS billed
    FROM charges c
    -- The first two bounds follow from the third; an engine prunes row groups by them.
    WHERE c.cluster = '${cluster}' AND c.start_s < ${end_s}
      AND (c.end_s IS NULL OR c.end_s > ${start_s})
      AND (CASE WHEN c.end_s IS NULL OR c.end_s > ${end_s} THEN ${end_s} ELSE c.end_s END)
          > (CASE WHEN c.start_s > ${start_s} THEN c.start_s ELSE ${start_s} END)
    GROUP BY c.assoc_path
),
per_assoc AS (
    SELECT a.account, a.user, a.partition, a.path, a.depth,
           COALESCE(SUM(b.billed), CAST(0 AS DOUBLE)) AS billed
    FROM associations a
    LEFT JOIN billed b ON b.assoc_path LIKE CONCAT(a.path, '%')
    WHERE a.cluster = '${cluster}'
    GROUP BY a.account, a.user, a.partition, a.path, a.depth
)
SELECT p.account, p.user, p.partition, p.billed,
       CASE WHEN r.billed > 0 THEN p.billed / r.billed ELSE CAST(0 AS DOUBLE) END AS delivered
FROM per_assoc p
CROSS JOIN (SELECT billed FROM per_assoc WHERE depth = 0) r
WHERE p.depth > 0
ORDER BY p.path
