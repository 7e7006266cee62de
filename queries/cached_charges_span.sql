-- The earliest start and the latest start or end of cluster $1's cached charges.
SELECT min(start_s), max(greatest(start_s, coalesce(end_s, start_s)))
FROM charge_cache WHERE cluster = $1
