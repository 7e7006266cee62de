INSERT INTO charge_cache_state (cluster, fingerprint, through_load, built_through)
VALUES ($1, $2, $3, $3)
