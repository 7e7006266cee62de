-- As merge_jobs_losers.sql, for steps keyed by (cluster, job_key, step, start_time); a step
-- that never started (NULL start) is keyed as starting at the epoch.
INSERT INTO merge_losers
WITH keyed AS (
    SELECT step_row, load_id, cluster, job_key, step, progress,
           COALESCE(start_time, TIMESTAMP '1970-01-01') AS start_key
    FROM steps
), fresh AS MATERIALIZED (
    SELECT cluster, job_key, step, start_key, max(progress) AS p, count(*) AS n
    FROM keyed WHERE load_id = $1 GROUP BY ALL
), earlier AS (
    SELECT k.cluster, k.job_key, k.step, k.start_key, max(k.progress) AS p
    FROM keyed k SEMI JOIN fresh USING (cluster, job_key, step, start_key)
    WHERE k.load_id <> $1 GROUP BY ALL
), decision AS (
    SELECT cluster, job_key, step, start_key, fresh.p >= earlier.p AS fresh_wins
    FROM fresh JOIN earlier USING (cluster, job_key, step, start_key)
)
SELECT k.step_row FROM keyed k JOIN decision d USING (cluster, job_key, step, start_key)
WHERE (d.fresh_wins AND k.load_id <> $1) OR (NOT d.fresh_wins AND k.load_id = $1)
UNION ALL
SELECT step_row FROM (
    SELECT step_row, row_number() OVER (
        PARTITION BY cluster, job_key, step, start_key ORDER BY progress DESC, step_row DESC) AS rn
    FROM keyed SEMI JOIN (FROM fresh WHERE n > 1) USING (cluster, job_key, step, start_key)
    WHERE load_id = $1
) WHERE rn > 1
