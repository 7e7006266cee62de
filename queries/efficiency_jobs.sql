-- Jobs of cluster $1 that ended in [$2, $3) (epoch s) after running, for the audit's
-- efficiency: association names, elapsed seconds (its run's where the dump has no Elapsed),
-- allocated CPUs, TotalCPU, AllocTRES, their steps' TRESUsageInTot and TRESUsageInAve lists
-- joined by ';' (NULL without steps), and the GPUs' utilisation jobstats recorded. The steps
-- are those that started in the window's jobs' span (from $4, the first of their starts:
-- efficiency_first_start.sql; a parameter, so that DuckDB skips the other row groups of a
-- decade's steps), summed up by job before the join.
WITH w AS (
    SELECT job_key, account, "user", partition, alloc_cpus, total_cpu_s, alloc_tres, gpu_util,
           coalesce(elapsed_s, CAST(epoch(end_time) - epoch(start_time) AS BIGINT)) AS elapsed_s
    FROM jobs
    WHERE cluster = $1 AND start_time IS NOT NULL
      AND end_time >= make_timestamp($2::BIGINT * 1000000)
      AND end_time < make_timestamp($3::BIGINT * 1000000)
), s AS (
    SELECT job_key, string_agg(usage_in_tot, ';') AS usage_tot,
           string_agg(usage_in_ave, ';') AS usage_ave
    FROM steps
    WHERE cluster = $1
      AND start_time >= make_timestamp($4::BIGINT * 1000000)
      AND start_time < make_timestamp($3::BIGINT * 1000000)
    GROUP BY job_key
)
SELECT w.account, w."user", w.partition, w.elapsed_s, w.alloc_cpus AS cpus, w.total_cpu_s,
       w.alloc_tres, s.usage_tot, s.usage_ave, w.gpu_util
FROM w LEFT JOIN s ON s.job_key = w.job_key
