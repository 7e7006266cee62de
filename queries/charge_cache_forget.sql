-- Marks every cluster's kept charges stale (the next command recomputes them).
DELETE FROM charge_cache_state
