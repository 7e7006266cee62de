-- Drops the state of cluster $1's usage checkpoints under decay settings $2.
DELETE FROM usage_checkpoint_state WHERE cluster = $1 AND decay = $2
