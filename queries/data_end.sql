-- The last moment cluster $1's dumps know of: the latest submit, start or end, or a running
-- job's start plus the elapsed time sacct printed (the dump's moment) (epoch s). $2 is at
-- most that (data_end_floor.sql): each maximum reads only the row groups whose times reach
-- it, skipping a decade's others by their zone maps, and the running jobs are found by
-- their progress (1) first, which skips the row groups of ended jobs.
SELECT CAST(greatest(
    (SELECT epoch(max(submit_time)) FROM jobs
     WHERE cluster = $1 AND submit_time >= make_timestamp(CAST($2 AS BIGINT) * 1000000)),
    (SELECT epoch(max(start_time)) FROM jobs
     WHERE cluster = $1 AND start_time >= make_timestamp(CAST($2 AS BIGINT) * 1000000)),
    (SELECT epoch(max(end_time)) FROM jobs
     WHERE cluster = $1 AND end_time >= make_timestamp(CAST($2 AS BIGINT) * 1000000)),
    (SELECT max(epoch(start_time) + elapsed_s) FROM jobs
     WHERE cluster = $1 AND progress = 1 AND state = 'RUNNING')) AS BIGINT)
