INSERT INTO events
SELECT * FROM events_stage s
WHERE NOT EXISTS (SELECT 1 FROM events e WHERE e.cluster = s.cluster
                  AND e.node_name = s.node_name AND e.start_time = s.start_time)
