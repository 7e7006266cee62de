-- Cluster $1's registration in force at $2 (epoch s; NULL: the latest): its TRES as printed.
-- slurmctld registers anew at each start and each time a node is created or deleted.
SELECT tres FROM events
WHERE cluster = $1 AND node_name = '' AND state = 0
  AND ($2 IS NULL OR (epoch(start_time) <= $2 AND (end_time IS NULL OR epoch(end_time) > $2)))
ORDER BY start_time DESC
LIMIT 1
