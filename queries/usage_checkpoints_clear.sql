DELETE FROM usage_checkpoints WHERE cluster = $1
