DELETE FROM charge_cache_state WHERE cluster = $1
