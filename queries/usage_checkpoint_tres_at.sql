-- Each key's usage of each TRES at cluster $1's checkpoint at cycle $3 under decay settings $2.
SELECT key_id, tres, usage FROM usage_checkpoints
WHERE cluster = $1 AND decay = $2 AND cycle = $3 AND tres IS NOT NULL
