-- sreport cluster Utilization over a window, in CPU-seconds (sreport prints minutes:
-- seconds / 60 rounded, ties to even), as slurmdbd's hourly rollup makes it (fairtrace's
-- model/rollup.rs): per hour the registered part (from the first cluster registration's
-- start in the hour to the latest one's end), its CPU-seconds, the nodes' down and planned
-- down time within it (a FUTURE node, or a powered-down one where the release counts it:
-- ${any_powered_down}), the jobs' allocated time capped at it, planned time (eligible jobs
-- waiting, a pending array record's tasks each) cut to what is left, the rest idle; summed.
-- A reservation's time within the hour is allocated (planned down if MAINT) whoever runs in
-- it, so its jobs add none of their own, unless it is IGNORE_JOBS: then its time is not the
-- cluster's and its jobs' time within it is allocated as any job's, and from 23.02
-- (${ignore_jobs_planned}) their wait within it planned. Without any registration in the
-- window, the latest slurm.conf's CPUs are the capacity of every hour, up the whole window,
-- as fairtrace takes it when no events are loaded. Not covered: TRES other than CPUs.
-- Relations (views the runner makes over the lake of `export parquet --partition-by`, then
-- hours.sql, job_hours.sql and resv_hours.sql): hours, job_hours, resv_hours, events
-- (DIR/events.parquet), nodes (DIR/nodes.parquet). Portable: DuckDB and Spark SQL run it
-- unchanged (Trino: README).
-- Placeholders, replaced as text before running (spark-sql: -d NAME=VALUE does it):
--   ${cluster}              the cluster's name
--   ${start_s}, ${end_s}    the window, epoch seconds, on the hour
--   ${any_powered_down}     1 when a powered-down node is planned down whether or not it is
--                           a cloud node (the release's rule: 23.11 on), else 0
--   ${ignore_jobs_planned}  1 when a job in an IGNORE_JOBS reservation adds planned time
--                           for its wait within it (the release's rule: 23.02 on), else 0
WITH cluster_events AS (
    SELECT node_name, start_s, end_s, state,
           CASE WHEN regexp_extract(tres, '(^|,)cpu=([0-9]+)', 2) = '' THEN 0
                ELSE CAST(regexp_extract(tres, '(^|,)cpu=([0-9]+)', 2) AS BIGINT) END AS cpus
    FROM events
    WHERE cluster = '${cluster}' AND start_s < ${end_s}
      AND (end_s IS NULL OR end_s >= ${start_s})
),
-- Each event's part of each hour it overlaps, when at least a second.
event_hours AS (
    SELECT * FROM (
        SELECT h.hs, ev.node_name, ev.state, ev.cpus, ev.start_s,
               CASE WHEN ev.start_s > h.hs THEN ev.start_s ELSE h.hs END AS part_s,
               CASE WHEN ev.end_s IS NULL OR ev.end_s > h.hs + 3600 THEN h.hs + 3600
                    ELSE ev.end_s END AS part_e
        FROM cluster_events ev
        JOIN hours h ON ev.start_s < h.hs + 3600 AND (ev.end_s IS NULL OR ev.end_s >= h.hs)
    ) parts
    WHERE part_e - part_s >= 1
),
registrations AS (
    SELECT hs, part_s, part_e, cpus,
           ROW_NUMBER() OVER (PARTITION BY hs ORDER BY start_s DESC) AS latest
    FROM event_hours
    WHERE node_name = '' AND state = 0
),
registered_anywhere AS (
    SELECT COUNT(*) AS n FROM cluster_events WHERE node_name = '' AND state = 0
),
conf_cpus AS (
    SELECT CAST(SUM(cpus) AS BIGINT) AS cpus
    FROM nodes
    WHERE cluster = '${cluster}'
      AND load_id = (SELECT MAX(load_id) FROM nodes WHERE cluster = '${cluster}')
),
-- Per hour: the registered part [c_start, c_end) and its CPU-seconds.
registered AS (
    SELECT hs, MIN(part_s) AS c_start, MAX(CASE WHEN latest = 1 THEN part_e END) AS c_end,
           SUM(cpus * (part_e - part_s)) AS total
    FROM registrations
    GROUP BY hs
    UNION ALL
    SELECT h.hs, h.hs, h.hs + 3600, k.cpus * 3600
    FROM hours h CROSS JOIN conf_cpus k CROSS JOIN registered_anywhere r
    WHERE r.n = 0 AND k.cpus > 0
),
-- Nodes' down time within the registered part (at least a second): planned (1) for a FUTURE
-- node (state 6) or a powered-down one (flag 1<<12) that counts, else down (0); a node in
-- maintenance (flag 1<<15: -1) is left to reservations.
node_parts AS (
    SELECT hs, cpus, part_s, part_e,
           CASE WHEN CAST(FLOOR(CAST(state AS DOUBLE) / 32768) AS BIGINT) % 2 = 1 THEN -1
                WHEN state % 16 = 6 THEN 1
                WHEN CAST(FLOOR(CAST(state AS DOUBLE) / 4096) AS BIGINT) % 2 = 1
                     AND (${any_powered_down} = 1
                          OR CAST(FLOOR(CAST(state AS DOUBLE) / 128) AS BIGINT) % 2 = 1)
                THEN 1
                ELSE 0 END AS planned
    FROM event_hours
    WHERE node_name <> ''
),
node_down AS (
    SELECT hs,
           SUM(CASE WHEN planned = 0 THEN cpus * secs ELSE 0 END) AS down,
           SUM(CASE WHEN planned = 1 THEN cpus * secs ELSE 0 END) AS pdown
    FROM (
        SELECT r.hs, n.cpus, n.planned,
               (CASE WHEN n.part_e < r.c_end THEN n.part_e ELSE r.c_end END)
               - (CASE WHEN n.part_s > r.c_start THEN n.part_s ELSE r.c_start END) AS secs
        FROM registered r JOIN node_parts n ON n.hs = r.hs
        WHERE n.planned >= 0
    ) d
    WHERE secs >= 1
    GROUP BY hs
),
-- Each job's allocated CPU-seconds in the hour, and what its planned time is taken from: its
-- start (from the hour's start on; never started, its end) and eligible time. A job in a
-- reservation adds only its time within IGNORE_JOBS records of it (and with
-- ${ignore_jobs_planned}, its wait within them).
job_parts AS (
    SELECT hs, CASE WHEN secs >= 1 THEN cpus * secs ELSE 0 END AS alloc,
           row_start AS p_start, eligible_s AS p_eligible, req_cpus, tasks
    FROM job_hours
    WHERE resv_key IS NULL
    UNION ALL
    SELECT hs,
           CASE WHEN secs >= 1 AND overlap > 0 THEN cpus * overlap ELSE 0 END AS alloc,
           CASE WHEN row_start IS NOT NULL AND row_start > part_e THEN part_e
                ELSE row_start END AS p_start,
           CASE WHEN eligible_s > part_s THEN eligible_s ELSE part_s END AS p_eligible,
           CASE WHEN ${ignore_jobs_planned} = 1 THEN req_cpus ELSE 0 END AS req_cpus, tasks
    FROM (
        SELECT j.hs, j.secs, j.cpus, j.row_start, j.eligible_s, j.req_cpus, j.tasks,
               r.part_s, r.part_e,
               (CASE WHEN j.row_end < r.part_e THEN j.row_end ELSE r.part_e END)
               - (CASE WHEN j.row_start > r.part_s THEN j.row_start ELSE r.part_s END)
                 AS overlap
        FROM job_hours j
        JOIN resv_hours r ON r.hs = j.hs AND r.resv_key = j.resv_key AND r.ignore_jobs = 1
    ) ij
),
-- The jobs' allocated CPU-seconds, and planned time: an eligible job's wait within the
-- registered part, up to its start or the part's end; none for a job started before the
-- registered part.
job_time AS (
    SELECT hs, SUM(alloc) AS alloc,
           SUM(CASE WHEN p_start IS NOT NULL AND p_start < c_start THEN 0
                    WHEN (CASE WHEN p_start IS NULL OR p_start > c_end THEN c_end
                               ELSE p_start END)
                         - (CASE WHEN p_eligible > c_start THEN p_eligible ELSE c_start END) > 0
                    THEN req_cpus * tasks
                         * ((CASE WHEN p_start IS NULL OR p_start > c_end THEN c_end
                                  ELSE p_start END)
                            - (CASE WHEN p_eligible > c_start THEN p_eligible ELSE c_start END))
                    ELSE 0 END) AS plan
    FROM (
        SELECT r.hs, r.c_start, r.c_end, jp.alloc, jp.p_start, jp.p_eligible, jp.req_cpus,
               jp.tasks
        FROM registered r JOIN job_parts jp ON jp.hs = r.hs
    ) j
    GROUP BY hs
),
-- The reservations' time within the hour, allocated or (MAINT) planned down.
resv_time AS (
    SELECT hs,
           SUM(CASE WHEN maint = 0 THEN cpus * (part_e - part_s) ELSE 0 END) AS alloc,
           SUM(CASE WHEN maint = 1 THEN cpus * (part_e - part_s) ELSE 0 END) AS pdown
    FROM resv_hours
    WHERE ignore_jobs = 0
    GROUP BY hs
),
per_hour AS (
    SELECT r.hs, r.total,
           COALESCE(j.alloc, 0) + COALESCE(v.alloc, 0) AS alloc,
           COALESCE(d.down, 0) AS down,
           COALESCE(d.pdown, 0) + COALESCE(v.pdown, 0) AS pdown,
           COALESCE(j.plan, 0) AS plan
    FROM registered r
    LEFT JOIN job_time j ON j.hs = r.hs
    LEFT JOIN node_down d ON d.hs = r.hs
    LEFT JOIN resv_time v ON v.hs = r.hs
),
-- slurmdbd's caps: allocated time first, then down, then planned down; planned time takes
-- what is left and the excess is over-committed.
capped_alloc AS (
    SELECT hs, total, down, pdown, plan,
           CASE WHEN total > 0 AND alloc > total THEN total ELSE alloc END AS alloc,
           total > 0 AND (CASE WHEN alloc > total THEN total ELSE alloc END) + down + pdown
                         > total AS over_total
    FROM per_hour
),
capped_down AS (
    SELECT hs, total, alloc, pdown, plan, over_total,
           CASE WHEN over_total AND down > total - alloc THEN total - alloc ELSE down END AS down
    FROM capped_alloc
),
capped AS (
    SELECT hs, total, alloc, down, plan,
           CASE WHEN over_total AND pdown > total - alloc - down THEN total - alloc - down
                ELSE pdown END AS pdown
    FROM capped_down
),
left_over AS (
    SELECT alloc, down, pdown, plan, total - alloc - down - pdown - plan AS rest
    FROM capped
)
SELECT SUM(alloc) AS allocated_s, SUM(down) AS down_s, SUM(pdown) AS planned_down_s,
       SUM(CASE WHEN rest < 0 THEN 0 ELSE rest END) AS idle_s,
       SUM(CASE WHEN rest >= 0 THEN plan WHEN plan + rest > 0 THEN plan + rest ELSE 0 END)
         AS planned_s,
       SUM(alloc) + SUM(down) + SUM(pdown) + SUM(CASE WHEN rest < 0 THEN 0 ELSE rest END)
         + SUM(CASE WHEN rest >= 0 THEN plan WHEN plan + rest > 0 THEN plan + rest ELSE 0 END)
         AS reported_s,
       SUM(CASE WHEN rest < 0 THEN -rest ELSE 0 END) AS over_s
FROM left_over
