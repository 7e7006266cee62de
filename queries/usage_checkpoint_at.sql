-- Each key's usage (and how many charges it sums) at cluster $1's checkpoint at cycle $3 under decay settings $2.
SELECT key_id, usage, jobs FROM usage_checkpoints
WHERE cluster = $1 AND decay = $2 AND cycle = $3 AND tres IS NULL
