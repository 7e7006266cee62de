-- The jobs with the month (UTC, YYYY-MM) they were submitted in: a partition key that never
-- moves as a job's record progresses.
SELECT *, strftime(submit_time, '%Y-%m') AS month FROM jobs
