-- A settings-only configuration load ($2, `scontrol show config`) keeps the partitions of the
-- slurm.conf version it replaces ($1).
INSERT INTO partitions
SELECT $2, cluster, name, nodes, node_count, total_cpus, total_mem_mb, total_gpus,
       priority_job_factor, priority_tier, tres_billing_weights, max_time_s, is_default,
       state, qos
FROM partitions WHERE load_id = $1
