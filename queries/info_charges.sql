-- The kept charges per cluster: how many, computed from every job at which load, holding the
-- jobs of the loads up to which (later sacct loads add theirs), and the usage checkpoints
-- kept under how many decay settings.
SELECT s.cluster,
       (SELECT count(*) FROM charge_cache c WHERE c.cluster = s.cluster) AS charges,
       s.built_through AS computed_at_load,
       s.through_load AS holding_loads_to,
       (SELECT count(*) FROM usage_checkpoint_state u WHERE u.cluster = s.cluster) AS checkpoint_sets
FROM charge_cache_state s
ORDER BY s.cluster
