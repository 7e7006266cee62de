-- The cached charges of cluster $1 started by $2 (of account $3 only, unless NULL), running
-- or ended at $4 or later.
SELECT key_id, start_s, end_s, weight, end_first, job_row
FROM charge_cache
WHERE cluster = $1 AND start_s <= $2
  AND ($3::VARCHAR IS NULL
       OR key_id IN (SELECT key_id FROM charge_keys WHERE cluster = $1 AND account = $3))
  AND (end_s IS NULL OR end_s >= $4)
-- No ORDER BY: rows stay in the order they were written (the jobs' row order), and a sort
-- would make DuckDB hold the whole result before the first row is read.
