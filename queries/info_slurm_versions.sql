-- The Slurm releases known per cluster, each from when: from slurm.conf versions (`load conf
-- --slurm-version`, scontrol's SLURM_VERSION) and from the sacct dumps that wrote jobs.
SELECT c.cluster, CAST(epoch(s.valid_from) AS BIGINT) AS from_s, c.value AS version,
       'conf: ' || l.file AS told_by
FROM config c
JOIN setting_versions s ON s.load_id = c.load_id AND s.kind = 'conf' AND s.cluster = c.cluster
JOIN loads l ON l.load_id = c.load_id
WHERE c.key = 'SlurmVersion'
UNION ALL
SELECT v.cluster, v.from_s, v.version, v.told_by || ': ' || l.file
FROM slurm_versions v JOIN loads l USING (load_id)
ORDER BY 1, 2 NULLS FIRST, 4
