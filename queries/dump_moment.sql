-- The moment cluster $1's latest dump was taken, where a job was running then: its start plus
-- the elapsed time sacct printed (epoch s); NULL when none was. The running jobs are found by
-- their progress (1), which skips the row groups of ended jobs.
SELECT CAST(max(epoch(start_time) + elapsed_s) AS BIGINT) FROM jobs
WHERE cluster = $1 AND progress = 1 AND state = 'RUNNING'
