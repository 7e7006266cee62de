SELECT key, value FROM config WHERE cluster = ?
