DELETE FROM usage_checkpoint_jobs WHERE cluster = $1
