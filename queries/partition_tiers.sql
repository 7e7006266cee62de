SELECT name, priority_tier FROM partitions WHERE cluster = ?
