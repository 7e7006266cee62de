-- The clusters the store knows by their tree or their slurm.conf (small tables; the jobs'
-- own clusters are asked apart, job_clusters_besides.sql).
SELECT cluster FROM assoc
UNION SELECT cluster FROM setting_versions WHERE kind = 'conf' AND cluster <> ''
