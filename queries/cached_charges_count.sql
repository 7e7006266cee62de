-- How many cached charges of cluster $1 started by $2, running or ended at $3 or later (to
-- size the reader's buffer).
SELECT count(*) FROM charge_cache
WHERE cluster = $1 AND start_s <= $2 AND (end_s IS NULL OR end_s >= $3)
