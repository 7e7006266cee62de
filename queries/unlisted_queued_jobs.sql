-- Jobs of cluster $1 a loaded squeue showed pending, submitted by $2, that no job record has:
-- sacct's time window never lists a job without an eligible time (held, or waiting on a
-- dependency). Their owner and submission as squeue printed them; the priority of the last
-- sighting (0: held); when the last queue showing them was taken, and the first queue after it
-- that no longer did (NULL: none).
WITH seen AS (
    SELECT q.job_id,
           any_value(q.user_name) AS user_name,
           any_value(q.account) AS account,
           any_value(q.partition) AS partition,
           min(q.submit_s) AS submit_s,
           arg_max(q.priority, q.at_s) AS priority,
           max(q.at_s) AS last_seen
    FROM observed_queue q
    WHERE q.cluster = $1 AND q.state = 'PENDING' AND q.user_name IS NOT NULL
      AND q.submit_s <= $2
      AND NOT EXISTS (
          SELECT 1 FROM jobs j
          WHERE j.cluster = q.cluster AND j.job_id_raw = TRY_CAST(q.job_id AS BIGINT)
      )
    GROUP BY q.job_id
)
SELECT s.job_id, s.user_name, s.account, s.partition, s.submit_s, s.priority,
       (SELECT min(o.at_s) FROM observed_queue o
        WHERE o.cluster = $1 AND o.at_s > s.last_seen AND o.user_name IS NOT NULL) AS gone_by
FROM seen s
ORDER BY s.job_id
