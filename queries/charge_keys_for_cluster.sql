SELECT key_id, account, "user", partition FROM charge_keys WHERE cluster = $1
