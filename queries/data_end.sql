-- The last moment cluster $1's dumps know of: the latest submit, start or end, or a running
-- job's start plus the elapsed time sacct printed (the dump's moment) (epoch s).
-- (Maxima of the columns, then the greatest: no per-row arithmetic over the table.)
SELECT CAST(greatest(epoch(greatest(max(submit_time), max(start_time), max(end_time))),
                     max(CASE WHEN state = 'RUNNING' THEN epoch(start_time) + elapsed_s END))
            AS BIGINT)
FROM jobs WHERE cluster = $1
