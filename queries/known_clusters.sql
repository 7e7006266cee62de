-- Every cluster the store knows: by its tree, its jobs or its slurm.conf.
SELECT cluster FROM assoc
UNION SELECT cluster FROM jobs
UNION SELECT cluster FROM setting_versions WHERE kind = 'conf' AND cluster <> ''
ORDER BY cluster
