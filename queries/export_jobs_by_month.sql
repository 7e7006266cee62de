-- The jobs with the month (UTC, YYYY-MM) they were submitted in: a partition key that never
-- moves as a job's record progresses. Times also as epoch seconds (BIGINT), which every
-- engine reads alike (queries/lake/): submit_s, eligible_s (when the job started if the dump
-- has no eligible time), start_s, and end_s (NULL while pending, running or suspended); and
-- a pending array record's task count (pending_tasks; 0 for any other record), as slurmdbd
-- multiplies its planned time: each comma-separated part of ArrayTaskId's list ("[1-8,10%2]")
-- is one task, or b - a + 1 for a range a-b (a step ":s" is not applied).
SELECT *, strftime(submit_time, '%Y-%m') AS month,
       CASE WHEN array_tasks_pending IS NULL THEN 0
            ELSE CAST(list_sum(list_transform(
                     string_split(split_part(trim(array_tasks_pending, '[]'), '%', 1), ','),
                     lambda part: CASE
                         WHEN TRY_CAST(split_part(split_part(part, ':', 1), '-', 2) AS UBIGINT)
                              >= TRY_CAST(split_part(split_part(part, ':', 1), '-', 1) AS UBIGINT)
                         THEN TRY_CAST(split_part(split_part(part, ':', 1), '-', 2) AS UBIGINT)
                              - TRY_CAST(split_part(split_part(part, ':', 1), '-', 1) AS UBIGINT) + 1
                         ELSE 1 END)) AS BIGINT)
       END AS pending_tasks,
       CAST(epoch(submit_time) AS BIGINT) AS submit_s,
       CAST(epoch(coalesce(eligible_time, start_time)) AS BIGINT) AS eligible_s,
       CAST(epoch(start_time) AS BIGINT) AS start_s,
       CASE WHEN state IN ('RUNNING', 'SUSPENDED', 'PENDING') THEN NULL
            ELSE CAST(epoch(end_time) AS BIGINT) END AS end_s
FROM jobs
