-- The release ($4, told by $5) that wrote load $1 for cluster $2, from $3 (epoch s, or NULL).
INSERT INTO slurm_versions VALUES ($1, $2, $3, $4, $5)
