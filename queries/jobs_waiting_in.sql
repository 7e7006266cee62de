-- Jobs of cluster $1 pending at some moment in [$2, $3] (epoch s): submitted by $3, and
-- started after $2, or never started and not ended by $2 (a cancelled job waited until its
-- end). Held jobs count as pending, as squeue lists them. Partition as printed (a comma list
-- while pending in several; only the one it ran in once started) and the submission line
-- (which names every partition asked for), QOS, the pending array record's task list,
-- submission, start and end. In no order.
SELECT partition, submit_line, qos, array_tasks_pending,
       CAST(epoch(submit_time) AS BIGINT) AS submit_s,
       CAST(epoch(start_time) AS BIGINT) AS start_s,
       CAST(epoch(end_time) AS BIGINT) AS end_s
FROM jobs
WHERE cluster = $1 AND submit_time <= make_timestamp($3::BIGINT * 1000000)
  AND (start_time > make_timestamp($2::BIGINT * 1000000)
       OR (start_time IS NULL
           AND (end_time IS NULL OR end_time > make_timestamp($2::BIGINT * 1000000))))
