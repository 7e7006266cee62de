-- The last moment cluster $1's dumps know of: the latest submit, start or end, or a running
-- job's start plus the elapsed time sacct printed (the dump's moment) (epoch s).
-- (Maxima of the columns, then the greatest: no per-row arithmetic over the table; the
-- running jobs by a filter DuckDB applies as it scans.)
SELECT CAST(greatest(
    (SELECT epoch(greatest(max(submit_time), max(start_time), max(end_time)))
     FROM jobs WHERE cluster = $1),
    (SELECT max(epoch(start_time) + elapsed_s)
     FROM jobs WHERE cluster = $1 AND state = 'RUNNING')) AS BIGINT)
