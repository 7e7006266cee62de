DELETE FROM end_orders WHERE cluster = $1
