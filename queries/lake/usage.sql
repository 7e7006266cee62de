-- Each association's raw usage at a moment as slurmctld's discrete decay cycles give it
-- (spec §3; fairtrace's model/decay.rs `usage_at_cycle` and `charged_since_cycle`, summed up
-- the tree as model/usage.rs `assoc_usage` does), over `export parquet --partition-by`'s lake.
-- Portable: DuckDB and Spark SQL run it unchanged (Trino too, see README).
--
-- Relations (views the runner makes over the lake): jobs (DIR/jobs, hive-partitioned),
-- charges (DIR/charges.parquet), associations (DIR/associations.parquet).
-- Placeholders, replaced as text before running (spark-sql: -d NAME=VALUE does it):
--   ${cluster}          the cluster's name
--   ${at_s}             the moment T, epoch seconds
--   ${period_s}         PriorityCalcPeriod in seconds
--   ${phase_s}          the decay cycles' phase: cycles fall at t mod period = phase
--   ${half_life_s}      PriorityDecayHalfLife in seconds (0: no decay)
--   ${limits_enforced}  1 when AccountingStorageEnforce has limits (job ends charge the
--                       partial period at once), else 0
--   ${reset_s}          the cycle that performed the last PriorityUsageResetPeriod reset at
--                       or before T (0: none)
-- Not covered: half-life changes over the history and controller restarts (each start's own
-- cycles), which fairtrace's replay handles.
--
-- Per job, one row, no row per cycle: the cycle at or before T decays everything by
-- d = df^period (df = 1 - 0.693/half-life per second); a chunk of x seconds is charged as
-- x * df^x; the job's first partial period, its full periods (a geometric sum), and with
-- limits its end's partial period, each decayed to the last cycle. cycle_usage is the usage
-- right after that cycle (what fairshare was computed from); raw_usage adds the job-end
-- charges since (sshare's RawUsage at T).
WITH params AS (
    SELECT CAST(${at_s} AS BIGINT) AS at_s,
           CAST(${period_s} AS BIGINT) AS period_s,
           CAST(${phase_s} AS BIGINT) AS phase_s,
           CAST(${at_s} AS BIGINT)
             - ((CAST(${at_s} AS BIGINT) - ${phase_s}) % ${period_s} + ${period_s}) % ${period_s}
             AS cycle_s,
           CASE WHEN ${half_life_s} = 0 THEN CAST(1 AS DOUBLE)
                ELSE CAST(1 AS DOUBLE) - CAST(0.693 AS DOUBLE) / CAST(${half_life_s} AS DOUBLE)
           END AS df,
           CAST(${reset_s} AS BIGINT) AS reset_s,
           ${limits_enforced} AS limits
),
runs AS (
    SELECT c.assoc_path, c.weight, j.start_s AS s, j.end_s AS e, c.end_first AS ef, p.*,
           CASE WHEN j.end_s IS NOT NULL
                 AND (j.end_s < p.cycle_s OR (j.end_s = p.cycle_s AND c.end_first))
                THEN 1 ELSE 0 END AS ended
    FROM jobs j
    JOIN charges c ON c.cluster = j.cluster AND c.job_row = j.job_row
    CROSS JOIN params p
    WHERE j.cluster = '${cluster}' AND j.start_s IS NOT NULL AND j.start_s <= p.at_s
),
spans AS (
    SELECT r.*,
           -- The last cycle that found the job running; the first after its start.
           CASE WHEN r.ended = 1
                THEN (CASE WHEN r.ef THEN r.e - 1 ELSE r.e END)
                     - (((CASE WHEN r.ef THEN r.e - 1 ELSE r.e END) - r.phase_s) % r.period_s
                        + r.period_s) % r.period_s
                ELSE r.cycle_s END AS last_c,
           CASE WHEN r.s - ((r.s - r.phase_s) % r.period_s + r.period_s) % r.period_s
                     + r.period_s > r.reset_s
                THEN r.s - ((r.s - r.phase_s) % r.period_s + r.period_s) % r.period_s + r.period_s
                ELSE r.reset_s END AS first_c
    FROM runs r
),
parts AS (
    SELECT x.*,
           CASE WHEN x.first_c - x.s < x.period_s THEN x.first_c - x.s ELSE x.period_s END
             AS first_len,
           CASE WHEN x.last_c > x.s THEN x.last_c ELSE x.s END AS end_from,
           CASE WHEN x.cycle_s > x.s THEN x.cycle_s ELSE x.s END AS since_from,
           POWER(x.df, x.period_s) AS r
    FROM spans x
),
per_job AS (
    SELECT assoc_path,
           CASE WHEN s >= cycle_s THEN CAST(0 AS DOUBLE) ELSE weight * (
               CASE WHEN ended = 1 AND limits = 1 AND e >= reset_s
                    THEN (e - end_from) * POWER(df, e - end_from) * POWER(df, cycle_s - last_c)
                    ELSE 0 END
             + CASE WHEN first_c <= last_c
                    THEN first_len * POWER(df, first_len) * POWER(df, cycle_s - first_c)
                       + CASE WHEN last_c <= first_c THEN 0
                              WHEN r = 1
                              THEN period_s * r * (CAST(last_c - first_c AS DOUBLE) / period_s)
                                   * POWER(df, cycle_s - last_c)
                              ELSE period_s * r * (POWER(df, cycle_s - last_c)
                                                   - POWER(df, cycle_s - first_c)) / (1 - r)
                         END
                    ELSE 0 END)
           END AS at_cycle,
           CASE WHEN limits = 1 AND e IS NOT NULL AND ended = 0 AND e <= at_s AND s < e
                THEN weight * (e - since_from) * POWER(df, e - since_from)
                ELSE CAST(0 AS DOUBLE) END AS since
    FROM parts
),
own AS (
    SELECT assoc_path, SUM(at_cycle) AS at_cycle, SUM(since) AS since
    FROM per_job GROUP BY assoc_path
)
SELECT a.cluster, a.account, a.user, a.partition,
       COALESCE(SUM(o.at_cycle), CAST(0 AS DOUBLE)) AS cycle_usage,
       COALESCE(SUM(o.at_cycle), CAST(0 AS DOUBLE)) + COALESCE(SUM(o.since), CAST(0 AS DOUBLE))
         AS raw_usage
FROM associations a
LEFT JOIN own o ON o.assoc_path LIKE CONCAT(a.path, '%')
WHERE a.cluster = '${cluster}'
GROUP BY a.cluster, a.account, a.user, a.partition, a.path
ORDER BY a.path
