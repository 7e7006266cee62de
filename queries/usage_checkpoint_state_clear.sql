DELETE FROM usage_checkpoint_state WHERE cluster = $1
