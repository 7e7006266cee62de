-- The last of cluster $1's usage checkpoints under decay settings $2 at or before $3.
SELECT max(cycle) FROM usage_checkpoints WHERE cluster = $1 AND decay = $2 AND cycle <= $3
