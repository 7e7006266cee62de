-- The cached charges of cluster $1 started by $2.
SELECT key_id, start_s, end_s, weight, end_first
FROM charge_cache
WHERE cluster = $1 AND start_s <= $2
-- No ORDER BY: rows stay in the order they were written (the jobs' row order), and a sort
-- would make DuckDB hold the whole result before the first row is read.
