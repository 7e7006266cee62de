-- Cluster $1's reservation records overlapping [$2, $3) (epoch s), in start order.
SELECT name, resv_id, CAST(epoch(start_time) AS BIGINT), CAST(epoch(end_time) AS BIGINT),
       flags, tres, assocs, nodes
FROM reservations
WHERE cluster = $1 AND epoch(start_time) < $3 AND epoch(end_time) >= $2
ORDER BY start_time, name
