-- The last moment cluster $1's dumps know of: the latest submit, start or end (epoch s).
SELECT CAST(max(greatest(epoch(submit_time), coalesce(epoch(start_time), 0), coalesce(epoch(end_time), 0))) AS BIGINT)
FROM jobs WHERE cluster = $1
