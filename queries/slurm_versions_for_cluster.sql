-- The releases dumps of cluster $1 were written by, each from when, oldest first.
SELECT from_s, version, told_by
FROM slurm_versions
WHERE cluster = $1
ORDER BY from_s NULLS FIRST, load_id
