-- Rows that lose the merge of load $1: a newer dump replaces the older record of the same
-- allocation (cluster, job_key, submit_time) unless the older one is further along
-- (pending < running < ended); within one load, repeats of a record keep the last (only
-- allocations with several records are windowed: a window over every row took seconds at 10M).
INSERT INTO merge_losers
WITH fresh AS MATERIALIZED (
    SELECT cluster, job_key, submit_time, max(progress) AS p, count(*) AS n
    FROM jobs WHERE load_id = $1 GROUP BY ALL
), submitted AS (
    -- The load's submissions span: earlier records outside it are not read (a bound DuckDB
    -- skips row groups by, whichever side of a join it builds: after a few loads it built
    -- the hash table on every earlier job).
    SELECT min(submit_time) AS first, max(submit_time) AS last FROM fresh
), earlier AS (
    SELECT j.cluster, j.job_key, j.submit_time, max(j.progress) AS p
    FROM jobs j SEMI JOIN fresh USING (cluster, job_key, submit_time)
    WHERE j.load_id <> $1
      AND j.submit_time BETWEEN (SELECT first FROM submitted) AND (SELECT last FROM submitted)
    GROUP BY ALL
), decision AS (
    SELECT cluster, job_key, submit_time, fresh.p >= earlier.p AS fresh_wins
    FROM fresh JOIN earlier USING (cluster, job_key, submit_time)
)
SELECT j.job_row FROM jobs j JOIN decision d USING (cluster, job_key, submit_time)
WHERE ((d.fresh_wins AND j.load_id <> $1) OR (NOT d.fresh_wins AND j.load_id = $1))
  AND j.submit_time BETWEEN (SELECT first FROM submitted) AND (SELECT last FROM submitted)
UNION ALL
SELECT job_row FROM (
    SELECT job_row, row_number() OVER (
        PARTITION BY cluster, job_key, submit_time, job_id ORDER BY progress DESC, job_row DESC) AS rn
    FROM jobs SEMI JOIN (FROM fresh WHERE n > 1) USING (cluster, job_key, submit_time)
    WHERE load_id = $1
) WHERE rn > 1
