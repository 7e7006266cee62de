-- Each association's raw usage at a moment as slurmctld's discrete decay cycles give it
-- (spec §3; fairtrace's model/decay.rs `usage_at_cycle` and `charged_since_cycle`, summed up
-- the tree as model/usage.rs `assoc_usage` does), over `export parquet --partition-by`'s lake.
-- Portable: DuckDB and Spark SQL run it unchanged (Trino too, see README).
--
-- Relations (views the runner makes over the lake): charges (DIR/charges.parquet: each
-- started job's run as charged, so the decade's jobs are not read), associations
-- (DIR/associations.parquet), controller_registered (DIR/controller_registered.parquet: each
-- slurmctld start, from slurmdbd's transaction log).
-- Placeholders, replaced as text before running (spark-sql: -d NAME=VALUE does it):
--   ${cluster}          the cluster's name
--   ${at_s}             the moment T, epoch seconds
--   ${period_s}         PriorityCalcPeriod in seconds
--   ${phase_s}          the decay cycles' phase: the running controller's cycles fall at
--                       t mod period = phase
--   ${start_delay_s}    from an earlier controller start's registration to its first cycle:
--                       1 before 23.11, else 0
--   ${half_lives}       PriorityDecayHalfLife's history, as rows (from_s, half_life_s): the
--                       half-life in seconds (0: no decay) of each slurm.conf in force from
--                       from_s, epoch seconds; the lowest from_s is taken as in force since
--                       ever. One: (0, 604800); a change: (0, 604800), (1790000000, 1209600)
--   ${limits_enforced}  1 when AccountingStorageEnforce has limits (job ends charge the
--                       partial period at once), else 0
--   ${reset_s}          the cycle that performed the last PriorityUsageResetPeriod reset at
--                       or before T (0: none)
--
-- Each controller start runs its own cycles (fairtrace's model/decay.rs `Cycles`): an earlier
-- start's from start_delay_s after its registration until the next registration, the latest
-- one's from the first at the phase; before the first start, the first start's, taken back.
-- A start's first cycle charges a run everything since the last cycle before it.
-- One row per job, controller start it ran under and half-life.
-- Per job, no row per cycle: the cycle at or before T decays everything by the factor in
-- force at each second (df = 1 - 0.693/half-life per second, a half-life taking effect at the
-- first cycle at or after its slurm.conf; its seconds from one period before); a chunk of x
-- seconds charged at a cycle is x * df^x. The job's first partial period, its full periods
-- (a geometric sum per half-life), and with limits its end's partial period, each decayed to
-- the last cycle. cycle_usage is the usage right after that cycle (what fairshare was
-- computed from); raw_usage adds the job-end charges since (sshare's RawUsage at T).
-- Decay from t to the cycle is exp(G(cycle) - G(t)), G summing ln(df) over the seconds up
-- to t. A PriorityUsageResetPeriod reset drops the charges of the cycles before its own.
WITH params AS (
    SELECT CAST(${at_s} AS BIGINT) AS at_s,
           CAST(${period_s} AS BIGINT) AS period_s,
           CAST(${phase_s} AS BIGINT) AS phase_s,
           CAST(${start_delay_s} AS BIGINT) AS start_delay_s,
           CAST(${reset_s} AS BIGINT) AS reset_s,
           ${limits_enforced} AS limits
),
starts AS (
    SELECT DISTINCT at_s AS r FROM controller_registered WHERE cluster = '${cluster}'
),
-- Each controller start: its first cycle f (its cycles' anchor), the next registration
-- (its cycles stop before it), its last cycle, and the seconds [from_s, to_s) it runs the
-- cycles of (the first since ever). Without a start, one grid at the phase.
eras0 AS (
    SELECT ROW_NUMBER() OVER (ORDER BY s.r) AS k,
           LEAD(s.r) OVER (ORDER BY s.r) AS next_r,
           CASE WHEN LEAD(s.r) OVER (ORDER BY s.r) IS NULL
                THEN s.r + ((p.phase_s - s.r) % p.period_s + p.period_s) % p.period_s
                ELSE s.r + p.start_delay_s END AS f
    FROM starts s CROSS JOIN params p
    UNION ALL
    SELECT 1 AS k, CAST(NULL AS BIGINT) AS next_r, p.phase_s AS f
    FROM params p CROSS JOIN (SELECT COUNT(*) AS n FROM starts) c
    WHERE c.n = 0
),
eras1 AS (
    SELECT e.k, e.f, e.next_r, p.period_s,
           CASE WHEN e.next_r IS NULL THEN CAST(4611686018427387904 AS BIGINT)
                ELSE (e.next_r - 1)
                     - ((e.next_r - 1 - e.f) % p.period_s + p.period_s) % p.period_s
           END AS last_c,
           CASE WHEN e.k = 1 THEN CAST(-4611686018427387904 AS BIGINT) ELSE e.f END AS from_s,
           COALESCE(LEAD(e.f) OVER (ORDER BY e.k), CAST(4611686018427387904 AS BIGINT)) AS to_s,
           COALESCE(LEAD(e.f) OVER (ORDER BY e.k), CAST(4611686018427387904 AS BIGINT))
             AS next_f
    FROM eras0 e CROSS JOIN params p
),
eras AS (
    SELECT e.*, LAG(e.last_c) OVER (ORDER BY e.k) AS prev_last
    FROM eras1 e
),
-- The last cycle at or before a moment and the first after it, on the grid of the start
-- running then: at_s's (the cycle T's usage is of), and each half-life's first.
cycle_at AS (
    SELECT CASE WHEN e.next_r IS NOT NULL
                     AND p.at_s - ((p.at_s - e.f) % e.period_s + e.period_s) % e.period_s
                         >= e.next_r
                THEN p.at_s - ((p.at_s - e.f) % e.period_s + e.period_s) % e.period_s
                     - e.period_s
                ELSE p.at_s - ((p.at_s - e.f) % e.period_s + e.period_s) % e.period_s
           END AS cycle_s
    FROM eras e CROSS JOIN params p
    WHERE p.at_s >= e.from_s AND p.at_s < e.to_s
),
half_lives AS (
    SELECT CAST(from_s AS BIGINT) AS from_s, CAST(half_life_s AS BIGINT) AS half_life_s,
           ROW_NUMBER() OVER (ORDER BY from_s) AS k
    FROM (VALUES ${half_lives}) AS h(from_s, half_life_s)
),
-- Each half-life's factor, the first cycle it charges by (from_c: the first at or after
-- its slurm.conf) and the seconds (lo, hi] it decays: from a period before its first cycle
-- to a period before the next one's (the first: since ever).
factors AS (
    SELECT h.k,
           CASE WHEN h.half_life_s = 0 THEN CAST(1 AS DOUBLE)
                ELSE CAST(1 AS DOUBLE) - CAST(0.693 AS DOUBLE) / CAST(h.half_life_s AS DOUBLE)
           END AS d,
           CASE WHEN h.k = 1 THEN CAST(-4611686018427387904 AS BIGINT)
                WHEN e.next_r IS NOT NULL
                     AND (h.from_s - 1)
                         - ((h.from_s - 1 - e.f) % e.period_s + e.period_s) % e.period_s
                         + e.period_s >= e.next_r
                THEN e.next_f
                ELSE (h.from_s - 1)
                     - ((h.from_s - 1 - e.f) % e.period_s + e.period_s) % e.period_s
                     + e.period_s
           END AS from_c
    FROM half_lives h
    JOIN eras e ON h.from_s - 1 >= e.from_s AND h.from_s - 1 < e.to_s
),
bounded AS (
    SELECT f.k, f.d, LN(f.d) AS ln_d, f.from_c,
           COALESCE(LEAD(f.from_c) OVER (ORDER BY f.k), CAST(4611686018427387904 AS BIGINT))
             AS to_c,
           CASE WHEN f.k = 1 THEN f.from_c ELSE f.from_c - p.period_s END AS lo,
           COALESCE(LEAD(f.from_c) OVER (ORDER BY f.k) - p.period_s,
                    CAST(4611686018427387904 AS BIGINT)) AS hi
    FROM factors f CROSS JOIN params p
),
-- G at each factor's lo and hi: the first factor's G(t) is ln(df) * t, each later one's
-- continues from where the one before ended. A cycle charged by a factor may lie in the
-- next one's seconds (the last cycle of a start before the start the next factor's first
-- cycle is of): next_ln continues G there.
regimes0 AS (
    SELECT k, d, ln_d, from_c, to_c, lo, hi,
           COALESCE(SUM(CASE WHEN k = 1 THEN ln_d * hi ELSE ln_d * (hi - lo) END)
                    OVER (ORDER BY k ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING),
                    CAST(0 AS DOUBLE)) AS g_lo,
           COALESCE(LEAD(ln_d) OVER (ORDER BY k), ln_d) AS next_ln
    FROM bounded
),
regimes AS (
    SELECT r.*, CASE WHEN r.k = 1 THEN r.ln_d * r.hi ELSE r.g_lo + r.ln_d * (r.hi - r.lo) END
                  AS g_hi
    FROM regimes0 r
),
-- G at the cycle.
g_cycle AS (
    SELECT c.cycle_s,
           SUM(CASE WHEN c.cycle_s > g.lo AND c.cycle_s <= g.hi
                    THEN (CASE WHEN g.k = 1 THEN g.ln_d * c.cycle_s
                               ELSE g.g_lo + g.ln_d * (c.cycle_s - g.lo) END)
                    ELSE 0 END) AS gx
    FROM regimes g CROSS JOIN cycle_at c
    GROUP BY c.cycle_s
),
runs AS (
    SELECT c.assoc_path, c.job_row, c.weight, c.start_s AS s, c.end_s AS e, p.*, gc.cycle_s,
           gc.gx,
           CASE WHEN c.end_s IS NOT NULL
                 AND (c.end_s < gc.cycle_s OR (c.end_s = gc.cycle_s AND c.end_first))
                THEN 1 ELSE 0 END AS ended,
           -- The moment whose last cycle is the last that found the job running.
           CASE WHEN c.end_s IS NOT NULL
                 AND (c.end_s < gc.cycle_s OR (c.end_s = gc.cycle_s AND c.end_first))
                THEN (CASE WHEN c.end_first THEN c.end_s - 1 ELSE c.end_s END)
                ELSE gc.cycle_s END AS t_end
    FROM charges c
    CROSS JOIN params p
    CROSS JOIN g_cycle gc
    WHERE c.cluster = '${cluster}' AND c.start_s <= p.at_s
),
-- Per job: the last cycle that found it running (last_c), on the grid of the start running
-- at t_end, and the cycle after its end's second (end_c: the factor its partial period is
-- charged by), on the grid of the start running then. The starts' seconds [from_s, to_s)
-- cover all time: each moment is one start's.
job_ends AS (
    SELECT r.*,
           CASE WHEN x.next_r IS NOT NULL
                     AND r.t_end - ((r.t_end - x.f) % r.period_s + r.period_s) % r.period_s
                         >= x.next_r
                THEN r.t_end - ((r.t_end - x.f) % r.period_s + r.period_s) % r.period_s
                     - r.period_s
                ELSE r.t_end - ((r.t_end - x.f) % r.period_s + r.period_s) % r.period_s
           END AS last_c,
           CASE WHEN y.next_r IS NOT NULL
                     AND (r.e - 1) - ((r.e - 1 - y.f) % r.period_s + r.period_s) % r.period_s
                         + r.period_s >= y.next_r
                THEN y.next_f
                ELSE (r.e - 1) - ((r.e - 1 - y.f) % r.period_s + r.period_s) % r.period_s
                     + r.period_s
           END AS end_c
    FROM runs r
    JOIN eras x ON r.t_end >= x.from_s AND r.t_end < x.to_s
    LEFT JOIN eras y ON r.e - 1 >= y.from_s AND r.e - 1 < y.to_s
),
-- Each job with each start whose seconds its run (and its end's second) reaches, and the
-- cycles of this start that charged it, (c1, cn] after the first, c1.
job_eras AS (
    SELECT r.*, x.k AS era, x.f, x.last_c AS era_last, x.prev_last,
           CASE WHEN x.k > 1 AND r.s < x.f THEN x.f
                ELSE r.s - ((r.s - x.f) % r.period_s + r.period_s) % r.period_s + r.period_s
           END AS c1_run
    FROM job_ends r
    JOIN eras x
      ON x.from_s <= (CASE WHEN r.e IS NOT NULL AND r.e - 1 > r.t_end THEN r.e - 1
                           ELSE r.t_end END)
     AND x.to_s > (CASE WHEN r.t_end < r.s THEN r.t_end ELSE r.s END)
),
charged AS (
    SELECT z.*,
           CASE WHEN z.reset_s > z.c1_run THEN z.reset_s ELSE z.c1_run END AS c1,
           CASE WHEN z.last_c < z.era_last THEN z.last_c ELSE z.era_last END AS cn
    FROM job_eras z
),
firsts AS (
    SELECT w.*,
           -- Its charge covers the seconds since the cycle before (at a start's first
           -- cycle, the last cycle of the start before), or since the job started.
           w.c1 - (CASE WHEN (CASE WHEN w.c1 = w.f AND w.era > 1 THEN w.prev_last
                                   ELSE w.c1 - w.period_s END) > w.s
                        THEN (CASE WHEN w.c1 = w.f AND w.era > 1 THEN w.prev_last
                                   ELSE w.c1 - w.period_s END)
                        ELSE w.s END) AS first_len
    FROM charged w
),
-- Per job, start and factor: the charges at its cycles (the first, and the full ones under
-- this factor), decayed to T's cycle.
job_factors AS (
    SELECT x.assoc_path, x.weight, x.s, x.cycle_s,
           CASE WHEN x.c1 <= x.cn AND x.c1 >= x.from_c AND x.c1 < x.to_c
                THEN x.first_len * POWER(x.d, x.first_len)
                     * EXP(x.gx - (CASE WHEN x.c1 > x.hi THEN x.g_hi + x.next_ln * (x.c1 - x.hi)
                                        WHEN x.gk = 1 THEN x.ln_d * x.c1
                                        ELSE x.g_lo + x.ln_d * (x.c1 - x.lo) END))
                ELSE 0 END
           + CASE WHEN x.c1 > x.cn THEN 0
                  -- This start's cycles in (c1, cn] under this factor: [lower, upper].
                  WHEN x.upper < x.lower THEN 0
                  ELSE x.period_s * POWER(x.d, x.period_s)
                       * (CASE WHEN POWER(x.d, x.period_s) = 1
                               THEN CAST(x.upper - x.lower AS DOUBLE) / x.period_s + 1
                               ELSE (1 - POWER(x.d, CAST(x.upper - x.lower + x.period_s
                                                         AS DOUBLE)))
                                    / (1 - POWER(x.d, x.period_s)) END)
                       * EXP(x.gx - (CASE WHEN x.upper > x.hi
                                          THEN x.g_hi + x.next_ln * (x.upper - x.hi)
                                          WHEN x.gk = 1 THEN x.ln_d * x.upper
                                          ELSE x.g_lo + x.ln_d * (x.upper - x.lo) END))
             END AS cycles_part
    FROM (
        SELECT v.*, g.k AS gk, g.d, g.ln_d, g.from_c, g.to_c, g.lo, g.hi, g.g_lo, g.g_hi,
               g.next_ln,
               CASE WHEN v.c1 + v.period_s
                         >= g.from_c + ((v.f - g.from_c) % v.period_s + v.period_s)
                            % v.period_s
                    THEN v.c1 + v.period_s
                    ELSE g.from_c + ((v.f - g.from_c) % v.period_s + v.period_s) % v.period_s
               END AS lower,
               CASE WHEN v.cn <= (g.to_c - 1)
                                 - ((g.to_c - 1 - v.f) % v.period_s + v.period_s) % v.period_s
                    THEN v.cn
                    ELSE (g.to_c - 1) - ((g.to_c - 1 - v.f) % v.period_s + v.period_s)
                                        % v.period_s
               END AS upper
        FROM firsts v CROSS JOIN regimes g
    ) x
),
-- Per job, with limits: its end's partial period, charged at end_c by that cycle's factor
-- and decayed from the last cycle that found it running to T's cycle; and the job-end
-- charge since T's cycle (raw_usage's part).
job_end_terms AS (
    SELECT j.assoc_path,
           CASE WHEN j.s < j.cycle_s AND j.ended = 1 AND j.limits = 1 AND j.e >= j.reset_s
                THEN j.weight * ((j.e - j.end_from) * POWER(ge.d, j.e - j.end_from))
                     * EXP(j.gx - (CASE WHEN gl.k = 1 THEN gl.ln_d * j.last_c
                                        ELSE gl.g_lo + gl.ln_d * (j.last_c - gl.lo) END))
                ELSE CAST(0 AS DOUBLE) END AS at_cycle,
           CASE WHEN j.limits = 1 AND j.e IS NOT NULL AND j.ended = 0 AND j.e <= j.at_s
                     AND j.s < j.e
                THEN j.weight * ((j.e - j.since_from) * POWER(ge.d, j.e - j.since_from))
                ELSE CAST(0 AS DOUBLE) END AS since
    FROM (
        -- The end's partial period runs from the last cycle that found the job running; the
        -- charge since T's cycle from that cycle (each from the start, if later).
        SELECT k.*,
               CASE WHEN k.last_c > k.s THEN k.last_c ELSE k.s END AS end_from,
               CASE WHEN k.cycle_s > k.s THEN k.cycle_s ELSE k.s END AS since_from
        FROM job_ends k
    ) j
    LEFT JOIN regimes ge ON j.end_c >= ge.from_c AND j.end_c < ge.to_c
    LEFT JOIN regimes gl ON j.last_c > gl.lo AND j.last_c <= gl.hi
),
-- Added up per association straight from the parts: no step groups by job, so an engine
-- never moves a decade's jobs between its workers.
own AS (
    SELECT assoc_path, SUM(at_cycle) AS at_cycle, SUM(since) AS since
    FROM (
        SELECT assoc_path,
               CASE WHEN s < cycle_s THEN weight * cycles_part ELSE CAST(0 AS DOUBLE) END
                 AS at_cycle,
               CAST(0 AS DOUBLE) AS since
        FROM job_factors
        UNION ALL
        SELECT assoc_path, at_cycle, since FROM job_end_terms
    ) u
    GROUP BY assoc_path
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
