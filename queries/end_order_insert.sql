INSERT INTO end_orders (cluster, job_row, end_first) VALUES ($1, $2, $3)
