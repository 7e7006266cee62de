SELECT name, priority_tier FROM partitions WHERE cluster = $1 AND load_id = $2
