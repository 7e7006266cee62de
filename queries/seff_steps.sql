-- The steps of job $2 (its job_key) of cluster $1 as seff reads them, those of its run
-- started at $3 (epoch s; a requeued job's earlier runs' steps started before), in order.
SELECT step, total_cpu_s, ntasks, usage_in_tot, usage_in_max, usage_in_ave
FROM steps
WHERE cluster = $1 AND job_key = $2
  AND ($3::BIGINT IS NULL OR start_time IS NULL
       OR start_time >= make_timestamp($3::BIGINT * 1000000))
ORDER BY step_row
