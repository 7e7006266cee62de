DELETE FROM nodes WHERE cluster = ?
