DELETE FROM charge_keys WHERE cluster = $1
