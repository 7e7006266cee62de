-- Drops the jobs of cluster $1's usage checkpoints under decay settings $2.
DELETE FROM usage_checkpoint_jobs WHERE cluster = $1 AND decay = $2
