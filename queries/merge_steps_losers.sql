-- As merge_jobs_losers.sql, for steps keyed by (cluster, job_key, step, start_time).
INSERT INTO merge_losers
WITH fresh AS (
    SELECT cluster, job_key, step, start_time, max(progress) AS p
    FROM steps WHERE load_id = $1 GROUP BY ALL
), earlier AS (
    SELECT s.cluster, s.job_key, s.step, s.start_time, max(s.progress) AS p
    FROM steps s SEMI JOIN fresh USING (cluster, job_key, step, start_time)
    WHERE s.load_id <> $1 GROUP BY ALL
), decision AS (
    SELECT cluster, job_key, step, start_time, fresh.p >= earlier.p AS fresh_wins
    FROM fresh JOIN earlier USING (cluster, job_key, step, start_time)
)
SELECT s.step_row FROM steps s JOIN decision d USING (cluster, job_key, step, start_time)
WHERE (d.fresh_wins AND s.load_id <> $1) OR (NOT d.fresh_wins AND s.load_id = $1)
UNION ALL
SELECT step_row FROM (
    SELECT step_row, row_number() OVER (
        PARTITION BY cluster, job_key, step, start_time ORDER BY progress DESC, step_row DESC) AS rn
    FROM steps WHERE load_id = $1
) WHERE rn > 1
