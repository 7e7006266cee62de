-- Keys of the latest slurm.conf version per cluster.
SELECT cluster, count(*) AS keys FROM config
WHERE load_id IN (SELECT arg_max(load_id, coalesce(valid_from, TIMESTAMP '0001-01-01')) FROM setting_versions WHERE kind = 'conf' GROUP BY cluster)
GROUP BY cluster ORDER BY cluster
