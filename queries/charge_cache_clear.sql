DELETE FROM charge_cache WHERE cluster = $1
