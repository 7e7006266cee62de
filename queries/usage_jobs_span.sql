-- The earliest start and the latest start or end of cluster $1's started allocations (as
-- usage_jobs.sql reads them: a running job's end is NULL): the span their charges will have.
SELECT min(start_s), max(greatest(start_s, coalesce(end_s, start_s)))
FROM (SELECT CAST(epoch(start_time) AS BIGINT) AS start_s,
             CASE WHEN state IN ('RUNNING', 'SUSPENDED') THEN NULL
                  ELSE CAST(epoch(end_time) AS BIGINT) END AS end_s
      FROM jobs WHERE cluster = $1 AND start_time IS NOT NULL)
