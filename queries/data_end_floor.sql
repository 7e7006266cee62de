-- At most data_end.sql's answer for cluster $1, and cheap whatever the size of the last load:
-- the latest submit, start or end among the table's last rows ($2 of them, by row id: the rows
-- stored last, which DuckDB finds without reading the other row groups). Any stored job's
-- times are at most the end. NULL when none of them is the cluster's
-- (data_end_floor_last_load.sql then).
SELECT CAST(floor(epoch(greatest(max(submit_time), max(start_time), max(end_time)))) AS BIGINT)
FROM jobs
WHERE cluster = $1 AND rowid >= (SELECT count(*) FROM jobs) - $2
