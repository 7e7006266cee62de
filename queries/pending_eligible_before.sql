-- The jobs of cluster $1 the store holds as pending (their latest record), eligible before $2
-- (epoch s): those `sacct -S … -E $2` lists while they stay pending and eligible. Job id as
-- sacct prints it, and its raw id.
SELECT job_id, job_id_raw
FROM jobs
WHERE cluster = $1 AND progress = 0 AND start_time IS NULL
  AND eligible_time < make_timestamp($2::BIGINT * 1000000)
ORDER BY job_id_raw
