DELETE FROM config WHERE cluster = ?
