SELECT CAST(COALESCE(sum(cpus), 0) AS DOUBLE), CAST(count(*) AS DOUBLE) FROM nodes
WHERE cluster = $1 AND load_id = $2
