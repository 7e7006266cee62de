SELECT cluster, name, node_count, total_cpus, total_mem_mb, total_gpus, priority_job_factor,
       priority_tier, COALESCE(tres_billing_weights, '') AS tres_billing_weights
FROM partitions WHERE load_id IN (SELECT arg_max(load_id, coalesce(valid_from, TIMESTAMP '0001-01-01')) FROM setting_versions WHERE kind = 'conf' GROUP BY cluster)
ORDER BY cluster, priority_tier DESC, name
