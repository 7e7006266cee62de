-- The end orders kept for cluster $1.
SELECT job_row, end_first FROM end_orders WHERE cluster = $1
