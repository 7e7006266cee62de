-- A settings-only configuration load ($2, `scontrol show config`) keeps the nodes of the
-- slurm.conf version it replaces ($1).
INSERT INTO nodes
SELECT $2, cluster, name, cpus, real_memory_mb, gres, gpus
FROM nodes WHERE load_id = $1
