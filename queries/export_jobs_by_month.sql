-- The jobs with the month (UTC, YYYY-MM) they were submitted in: a partition key that never
-- moves as a job's record progresses. Times also as epoch seconds (BIGINT), which every
-- engine reads alike (queries/lake/): submit_s, eligible_s (when the job started if the dump
-- has no eligible time), start_s, and end_s (NULL while pending, running or suspended).
SELECT *, strftime(submit_time, '%Y-%m') AS month,
       CAST(epoch(submit_time) AS BIGINT) AS submit_s,
       CAST(epoch(coalesce(eligible_time, start_time)) AS BIGINT) AS eligible_s,
       CAST(epoch(start_time) AS BIGINT) AS start_s,
       CASE WHEN state IN ('RUNNING', 'SUSPENDED', 'PENDING') THEN NULL
            ELSE CAST(epoch(end_time) AS BIGINT) END AS end_s
FROM jobs
