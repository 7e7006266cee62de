SELECT key, value FROM config WHERE cluster = $1 AND load_id = $2
