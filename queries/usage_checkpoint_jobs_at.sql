-- Each key's largest jobs at cluster $1's checkpoint at cycle $3 under decay settings $2.
SELECT key_id, job_row, usage FROM usage_checkpoint_jobs
WHERE cluster = $1 AND decay = $2 AND cycle = $3
