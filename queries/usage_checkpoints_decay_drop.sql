-- Drops cluster $1's usage checkpoints under decay settings $2.
DELETE FROM usage_checkpoints WHERE cluster = $1 AND decay = $2
