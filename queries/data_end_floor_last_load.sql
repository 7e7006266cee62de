-- At most data_end.sql's answer for cluster $1 where data_end_floor.sql finds none of its rows
-- among the last stored: the latest submit, start or end among the jobs of its last load (a
-- load's rows lie together). NULL without jobs.
SELECT CAST(floor(epoch(greatest(max(submit_time), max(start_time), max(end_time)))) AS BIGINT)
FROM jobs
WHERE cluster = $1 AND load_id = (SELECT max(load_id) FROM jobs WHERE cluster = $1)
