SELECT name, tres_billing_weights FROM partitions WHERE cluster = ?
