-- Jobs of cluster $1 that wait at some moment in [$2, $3] (epoch s), or, with $4, have not
-- ended by $4 (CALCULATE_RUNNING: slurmctld lists every job it still holds, until MinJobAge
-- after its end); which of them wait or run at a given moment is decided by the caller from
-- the times returned (a held job's eligible time is its release). array_eligible_s is
-- when the job's array first became eligible, array_started_at_once how many of its tasks
-- started that moment; prev_* are the run before a requeued job's instance. TRES as printed;
-- flags as sacct printed them (`SchedBackfill`: listing the job among a wait's rivals).
-- Times are compared as timestamps, not epochs, so that DuckDB can skip row groups; the
-- arrays' first eligibility is computed for the arrays of the jobs found only. `w` is read
-- again where used, not materialized: the copy held a long wait's 2.5M jobs (850 MB).
WITH w AS NOT MATERIALIZED (
    -- Four disjoint branches, each filtered on the stored times themselves so that DuckDB
    -- skips the row groups of other years: started after $2; never started and not ended
    -- by $2; with $4, started by $2 and not ended by $4; never started, ended in ($4, $2].
    SELECT * FROM jobs
    WHERE cluster = $1 AND submit_time <= make_timestamp($3::BIGINT * 1000000)
      AND start_time > make_timestamp($2::BIGINT * 1000000)
    UNION ALL
    SELECT * FROM jobs
    WHERE cluster = $1 AND submit_time <= make_timestamp($3::BIGINT * 1000000)
      AND start_time IS NULL
      AND (end_time IS NULL OR end_time > make_timestamp($2::BIGINT * 1000000))
    UNION ALL
    SELECT * FROM jobs
    WHERE $4::BIGINT IS NOT NULL AND cluster = $1
      AND submit_time <= make_timestamp($3::BIGINT * 1000000)
      AND start_time <= make_timestamp($2::BIGINT * 1000000)
      AND (end_time IS NULL OR end_time > make_timestamp($4::BIGINT * 1000000))
    UNION ALL
    SELECT * FROM jobs
    WHERE $4::BIGINT IS NOT NULL AND cluster = $1
      AND submit_time <= make_timestamp($3::BIGINT * 1000000)
      AND start_time IS NULL
      AND end_time > make_timestamp($4::BIGINT * 1000000)
      AND end_time <= make_timestamp($2::BIGINT * 1000000)
), submitted AS (
    -- An array's tasks share its submit time: those of the arrays found were submitted
    -- within the jobs' span (a bound DuckDB skips row groups by).
    SELECT min(submit_time) AS first, max(submit_time) AS last FROM w
), arrays AS (
    SELECT array_job_id, submit_time, min(eligible_time) AS array_eligible
    FROM jobs
    WHERE cluster = $1 AND array_job_id IN (SELECT array_job_id FROM w)
      AND submit_time BETWEEN (SELECT first FROM submitted) AND (SELECT last FROM submitted)
    GROUP BY array_job_id, submit_time
), first_pass AS (
    -- The tasks each array started the moment it became eligible.
    SELECT a.array_job_id, a.submit_time, count(*) AS started
    FROM arrays a JOIN jobs j
      ON j.cluster = $1 AND j.array_job_id = a.array_job_id AND j.submit_time = a.submit_time
         AND j.start_time = a.array_eligible
    WHERE j.submit_time BETWEEN (SELECT first FROM submitted) AND (SELECT last FROM submitted)
    GROUP BY ALL
), requeued AS (
    -- The run before each requeued job's present instance (`scontrol requeue`).
    SELECT w.job_row,
           CAST(epoch(max_by(p.submit_time, p.submit_time)) AS BIGINT) AS prev_submit_s,
           CAST(epoch(max_by(p.eligible_time, p.submit_time)) AS BIGINT) AS prev_eligible_s,
           CAST(epoch(max_by(p.start_time, p.submit_time)) AS BIGINT) AS prev_start_s
    FROM w JOIN jobs p
      ON p.cluster = $1 AND p.job_id = w.job_id AND p.submit_time < w.submit_time
         AND p.state = 'REQUEUED' AND p.start_time IS NOT NULL
    GROUP BY w.job_row
)
SELECT w.job_row, job_id, account, "user", partition, qos,
       CAST(epoch(w.submit_time) AS BIGINT) AS submit_s,
       CAST(epoch(eligible_time) AS BIGINT) AS eligible_s,
       priority, req_cpus, coalesce(alloc_cpus, req_cpus) AS alloc_cpus, nnodes, submit_line,
       timelimit_s, reason,
       CAST(epoch(arrays.array_eligible) AS BIGINT) AS array_eligible_s,
       reservation,
       CAST(epoch(start_time) AS BIGINT) AS start_s,
       CAST(epoch(end_time) AS BIGINT) AS end_s,
       req_tres, alloc_tres, job_id_raw, qos_req,
       coalesce(first_pass.started, 0) AS array_started_at_once,
       prev_submit_s, prev_eligible_s, prev_start_s, flags
FROM w LEFT JOIN arrays
    ON arrays.array_job_id = w.array_job_id AND arrays.submit_time = w.submit_time
LEFT JOIN first_pass
    ON first_pass.array_job_id = w.array_job_id AND first_pass.submit_time = w.submit_time
LEFT JOIN requeued ON requeued.job_row = w.job_row
-- No ORDER BY: the caller orders by job_row (a sort holds the whole result in DuckDB).
