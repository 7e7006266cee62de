-- The tasks that split off a job array (their JobIDRaw is not the array's) in cluster $1, of
-- the arrays with a record submitted by $3 and not ended before $2 (epoch s): each task's
-- array, JobIDRaw and start. slurmctld's job list order follows these splits.
SELECT array_job_id, job_id_raw, CAST(epoch(start_time) AS BIGINT) AS start_s
FROM jobs
WHERE cluster = $1 AND start_time IS NOT NULL AND job_id_raw <> array_job_id
  AND array_job_id IN (
      SELECT array_job_id FROM jobs
      WHERE cluster = $1 AND array_job_id IS NOT NULL
        AND submit_time <= make_timestamp($3::BIGINT * 1000000)
        AND (end_time IS NULL OR end_time >= make_timestamp($2::BIGINT * 1000000)))
