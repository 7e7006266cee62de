DELETE FROM partitions WHERE cluster = ?
