INSERT INTO charge_cache_state (cluster, fingerprint) VALUES ($1, $2)
