-- What the cached charges of cluster $1 were computed from (no row: nothing cached).
SELECT fingerprint FROM charge_cache_state WHERE cluster = $1
