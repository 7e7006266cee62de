-- The last moment cluster $1's dumps know of: the latest submit, start or end (epoch s).
-- (Maxima of the columns, then the greatest: no per-row arithmetic over the table.)
SELECT CAST(epoch(greatest(max(submit_time), max(start_time), max(end_time))) AS BIGINT)
FROM jobs WHERE cluster = $1
