INSERT INTO setting_versions (kind, cluster, valid_from, load_id) VALUES ($1, $2, $3, $4)
