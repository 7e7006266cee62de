-- Cluster $1's cached charges now hold the jobs of every load up to $2.
UPDATE charge_cache_state SET through_load = $2 WHERE cluster = $1
