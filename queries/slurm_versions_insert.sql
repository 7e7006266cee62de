-- The release ($2, told by $3) that wrote sacct load $1, for each cluster of its jobs, from
-- the first submission on.
INSERT INTO slurm_versions
SELECT $1, cluster, CAST(min(epoch(submit_time)) AS BIGINT), $2, $3
FROM jobs
WHERE load_id = $1
GROUP BY cluster
