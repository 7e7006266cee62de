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
--   ${half_lives}       PriorityDecayHalfLife's history, as rows (from_s, half_life_s): the
--                       half-life in seconds (0: no decay) of each slurm.conf in force from
--                       from_s, epoch seconds; the lowest from_s is taken as in force since
--                       ever. One: (0, 604800); a change: (0, 604800), (1790000000, 1209600)
--   ${limits_enforced}  1 when AccountingStorageEnforce has limits (job ends charge the
--                       partial period at once), else 0
--   ${reset_s}          the cycle that performed the last PriorityUsageResetPeriod reset at
--                       or before T (0: none)
-- Not covered: controller restarts (each start's own cycles), which fairtrace's replay
-- handles.
--
-- Per job, no row per cycle: the cycle at or before T decays everything by the factor in
-- force at each second (df = 1 - 0.693/half-life per second, a half-life taking effect at the
-- first cycle at or after its slurm.conf; its seconds from one period before); a chunk of x
-- seconds charged at a cycle is x * df^x. The job's first partial period, its full periods
-- (a geometric sum per half-life), and with limits its end's partial period, each decayed to
-- the last cycle. cycle_usage is the usage right after that cycle (what fairshare was
-- computed from); raw_usage adds the job-end charges since (sshare's RawUsage at T).
-- Decay from t to the cycle is exp(G(cycle) - G(t)), G summing ln(df) over the seconds up
-- to t: one row per job and half-life.
WITH params AS (
    SELECT CAST(${at_s} AS BIGINT) AS at_s,
           CAST(${period_s} AS BIGINT) AS period_s,
           CAST(${phase_s} AS BIGINT) AS phase_s,
           CAST(${at_s} AS BIGINT)
             - ((CAST(${at_s} AS BIGINT) - ${phase_s}) % ${period_s} + ${period_s}) % ${period_s}
             AS cycle_s,
           CAST(${reset_s} AS BIGINT) AS reset_s,
           ${limits_enforced} AS limits
),
half_lives AS (
    SELECT CAST(from_s AS BIGINT) AS from_s, CAST(half_life_s AS BIGINT) AS half_life_s,
           ROW_NUMBER() OVER (ORDER BY from_s) AS k
    FROM (VALUES ${half_lives}) AS h(from_s, half_life_s)
),
-- Each half-life's factor and the seconds (lo, hi] it decays: from a period before its
-- first cycle to a period before the next one's (the first: since ever).
factors AS (
    SELECT h.k,
           CASE WHEN h.half_life_s = 0 THEN CAST(1 AS DOUBLE)
                ELSE CAST(1 AS DOUBLE) - CAST(0.693 AS DOUBLE) / CAST(h.half_life_s AS DOUBLE)
           END AS d,
           CASE WHEN h.k = 1 THEN CAST(-4611686018427387904 AS BIGINT)
                ELSE h.from_s + ((p.phase_s - h.from_s) % p.period_s + p.period_s) % p.period_s
                     - p.period_s END AS lo
    FROM half_lives h CROSS JOIN params p
),
bounded AS (
    SELECT k, d, LN(d) AS ln_d, lo,
           COALESCE(LEAD(lo) OVER (ORDER BY k), CAST(4611686018427387904 AS BIGINT)) AS hi
    FROM factors
),
-- G at each factor's lo: the first factor's G(t) is ln(df) * t, each later one's continues
-- from where the one before ended.
regimes AS (
    SELECT k, d, ln_d, lo, hi,
           COALESCE(SUM(CASE WHEN k = 1 THEN ln_d * hi ELSE ln_d * (hi - lo) END)
                    OVER (ORDER BY k ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING),
                    CAST(0 AS DOUBLE)) AS g_lo
    FROM bounded
),
-- G at the cycle.
g_cycle AS (
    SELECT SUM(CASE WHEN p.cycle_s > g.lo AND p.cycle_s <= g.hi
                    THEN (CASE WHEN g.k = 1 THEN g.ln_d * p.cycle_s
                               ELSE g.g_lo + g.ln_d * (p.cycle_s - g.lo) END)
                    ELSE 0 END) AS gx
    FROM regimes g CROSS JOIN params p
),
runs AS (
    SELECT c.assoc_path, j.job_row, c.weight, j.start_s AS s, j.end_s AS e,
           c.end_first AS ef, p.*, gc.gx,
           CASE WHEN j.end_s IS NOT NULL
                 AND (j.end_s < p.cycle_s OR (j.end_s = p.cycle_s AND c.end_first))
                THEN 1 ELSE 0 END AS ended
    FROM jobs j
    JOIN charges c ON c.cluster = j.cluster AND c.job_row = j.job_row
    CROSS JOIN params p
    CROSS JOIN g_cycle gc
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
                ELSE r.reset_s END AS first_c,
           -- The cycle after the end's second: the factor its partial period is charged by.
           (r.e - 1) - (((r.e - 1) - r.phase_s) % r.period_s + r.period_s) % r.period_s
             + r.period_s AS end_c
    FROM runs r
),
parts AS (
    SELECT x.*,
           CASE WHEN x.first_c - x.s < x.period_s THEN x.first_c - x.s ELSE x.period_s END
             AS first_len,
           CASE WHEN x.last_c > x.s THEN x.last_c ELSE x.s END AS end_from,
           CASE WHEN x.cycle_s > x.s THEN x.cycle_s ELSE x.s END AS since_from
    FROM spans x
),
-- Per job and factor: the charges at its cycles (the first, and the full ones under this
-- factor, decayed to the cycle), and what the end needs from the factor at its cycles.
job_factors AS (
    SELECT x.assoc_path, x.job_row, x.weight, x.s, x.e, x.ended, x.limits, x.reset_s,
           x.at_s, x.cycle_s, x.first_c, x.last_c, x.end_from, x.since_from,
           CASE WHEN x.first_c > g.lo AND x.first_c <= g.hi AND x.first_c <= x.last_c
                THEN x.first_len * POWER(g.d, x.first_len)
                     * EXP(x.gx - (CASE WHEN g.k = 1 THEN g.ln_d * x.first_c
                                        ELSE g.g_lo + g.ln_d * (x.first_c - g.lo) END))
                ELSE 0 END
           + CASE WHEN x.first_c > x.last_c THEN 0
                  -- The full cycles in (max(first, lo), min(last, hi)], up to the highest.
                  WHEN (CASE WHEN x.last_c < g.hi THEN x.last_c ELSE g.hi END)
                       <= (CASE WHEN x.first_c > g.lo THEN x.first_c ELSE g.lo END) THEN 0
                  ELSE x.period_s * POWER(g.d, x.period_s)
                       * (CASE WHEN POWER(g.d, x.period_s) = 1
                               THEN CAST((CASE WHEN x.last_c < g.hi THEN x.last_c ELSE g.hi END)
                                         - (CASE WHEN x.first_c > g.lo THEN x.first_c
                                                 ELSE g.lo END) AS DOUBLE) / x.period_s
                               ELSE (1 - POWER(g.d, CAST((CASE WHEN x.last_c < g.hi THEN x.last_c
                                                                ELSE g.hi END)
                                                          - (CASE WHEN x.first_c > g.lo
                                                                  THEN x.first_c ELSE g.lo END)
                                                          AS DOUBLE)))
                                    / (1 - POWER(g.d, x.period_s)) END)
                       * EXP(x.gx - (CASE WHEN g.k = 1
                                          THEN g.ln_d * (CASE WHEN x.last_c < g.hi THEN x.last_c
                                                              ELSE g.hi END)
                                          ELSE g.g_lo + g.ln_d
                                               * ((CASE WHEN x.last_c < g.hi THEN x.last_c
                                                        ELSE g.hi END) - g.lo) END))
             END AS cycles_part,
           CASE WHEN x.end_c > g.lo AND x.end_c <= g.hi
                THEN (x.e - x.end_from) * POWER(g.d, x.e - x.end_from) END AS end_chunk,
           CASE WHEN x.end_c > g.lo AND x.end_c <= g.hi
                THEN (x.e - x.since_from) * POWER(g.d, x.e - x.since_from) END AS since_chunk,
           CASE WHEN x.last_c > g.lo AND x.last_c <= g.hi
                THEN EXP(x.gx - (CASE WHEN g.k = 1 THEN g.ln_d * x.last_c
                                      ELSE g.g_lo + g.ln_d * (x.last_c - g.lo) END))
                END AS last_decay
    FROM parts x CROSS JOIN regimes g
),
per_job AS (
    SELECT assoc_path,
           CASE WHEN MIN(s) >= MIN(cycle_s) THEN CAST(0 AS DOUBLE) ELSE MIN(weight) * (
               CASE WHEN MIN(ended) = 1 AND MIN(limits) = 1 AND MIN(e) >= MIN(reset_s)
                    THEN MAX(end_chunk) * MAX(last_decay) ELSE 0 END
             + SUM(cycles_part))
           END AS at_cycle,
           CASE WHEN MIN(limits) = 1 AND MIN(e) IS NOT NULL AND MIN(ended) = 0
                     AND MIN(e) <= MIN(at_s) AND MIN(s) < MIN(e)
                THEN MIN(weight) * MAX(since_chunk)
                ELSE CAST(0 AS DOUBLE) END AS since
    FROM job_factors
    GROUP BY assoc_path, job_row
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
