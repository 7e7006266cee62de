SELECT name, node_count, total_cpus, total_mem_mb, total_gpus, priority_job_factor FROM partitions
WHERE cluster = $1 AND load_id = $2
