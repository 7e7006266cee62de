-- At least data_start.sql's answer for cluster $1, and cheap: the submission of the first of
-- its jobs DuckDB comes to (any one bounds the earliest from above). NULL without jobs.
SELECT CAST(ceil(epoch(submit_time)) AS BIGINT) FROM jobs
WHERE cluster = $1 AND submit_time IS NOT NULL
LIMIT 1
