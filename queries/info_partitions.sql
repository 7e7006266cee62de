SELECT cluster, name, node_count, total_cpus, total_mem_mb, total_gpus, priority_job_factor,
       priority_tier, COALESCE(tres_billing_weights, '') AS tres_billing_weights
FROM partitions ORDER BY cluster, priority_tier DESC, name
