-- How many cached charges of cluster $1 started by $2 (to size the reader's buffer).
SELECT count(*) FROM charge_cache WHERE cluster = $1 AND start_s <= $2
