-- What the cached charges of cluster $1 were computed from (no row: nothing cached), and the
-- last load whose jobs they hold.
SELECT fingerprint, through_load FROM charge_cache_state WHERE cluster = $1
