-- The first moment cluster $1's dumps know of: the earliest submission (epoch s).
SELECT CAST(epoch(min(submit_time)) AS BIGINT) FROM jobs WHERE cluster = $1
