SELECT name, tres_billing_weights FROM partitions WHERE cluster = $1 AND load_id = $2
