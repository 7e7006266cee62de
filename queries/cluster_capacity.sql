-- Cluster $1's TRES as slurm.conf's nodes define them: CPUs, memory (MB), GPUs.
SELECT CAST(COALESCE(sum(cpus), 0) AS BIGINT), CAST(COALESCE(sum(real_memory_mb), 0) AS BIGINT),
       CAST(COALESCE(sum(gpus), 0) AS BIGINT)
FROM nodes WHERE cluster = $1 AND load_id = $2
