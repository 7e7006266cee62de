-- Cluster $1's events overlapping [$2, $3) (epoch s), in start order; end NULL = still on.
SELECT node_name, CAST(epoch(start_time) AS BIGINT), CAST(epoch(end_time) AS BIGINT), state, tres
FROM events
WHERE cluster = $1 AND epoch(start_time) < $3 AND (end_time IS NULL OR epoch(end_time) >= $2)
ORDER BY node_name, start_time
