-- Jobs of cluster $1 that ended in [$2, $3) (epoch s) after running, for the audit's
-- efficiency: association names, elapsed seconds (its run's where the dump has no Elapsed),
-- allocated CPUs, TotalCPU, AllocTRES, their steps' TRESUsageInTot and TRESUsageInAve lists
-- joined by ';' (NULL without steps), and the GPUs' utilisation jobstats recorded.
SELECT any_value(j.account) AS account, any_value(j."user") AS "user",
       any_value(j.partition) AS partition, any_value(coalesce(j.elapsed_s,
                 CAST(epoch(j.end_time) - epoch(j.start_time) AS BIGINT))) AS elapsed_s,
       any_value(j.alloc_cpus) AS cpus,
       any_value(j.total_cpu_s) AS total_cpu_s, any_value(j.alloc_tres) AS alloc_tres,
       string_agg(s.usage_in_tot, ';') AS usage_tot, string_agg(s.usage_in_ave, ';') AS usage_ave,
       any_value(j.gpu_util) AS gpu_util
FROM jobs j
LEFT JOIN steps s
    ON s.cluster = j.cluster AND s.job_key = j.job_key AND s.start_time >= j.start_time
WHERE j.cluster = $1 AND j.start_time IS NOT NULL
  AND j.end_time >= make_timestamp($2::BIGINT * 1000000)
  AND j.end_time < make_timestamp($3::BIGINT * 1000000)
GROUP BY j.job_row
