-- Events staged by a load replace the stored ones they describe (same cluster, node and
-- start), unless the stored one knows an end the staged one does not.
DELETE FROM events e USING events_stage s
WHERE e.cluster = s.cluster AND e.node_name = s.node_name AND e.start_time = s.start_time
  AND (s.end_time IS NOT NULL OR e.end_time IS NULL)
