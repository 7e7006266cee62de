-- Drops the jobs of cluster $1's usage checkpoints (every decay setting) at cycles from $2 on.
DELETE FROM usage_checkpoint_jobs WHERE cluster = $1 AND cycle >= $2
