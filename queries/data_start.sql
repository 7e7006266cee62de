-- The first moment cluster $1's dumps know of: the earliest submission (epoch s). $2 is at
-- least that (data_start_ceiling.sql): only the row groups whose submissions reach down to
-- it are read, a decade's others skipped by their zone maps where loads came in time order.
SELECT CAST(epoch(min(submit_time)) AS BIGINT) FROM jobs
WHERE cluster = $1 AND submit_time <= make_timestamp(CAST($2 AS BIGINT) * 1000000)
