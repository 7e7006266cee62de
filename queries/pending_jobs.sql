-- Jobs of cluster $1 that wait at some moment in [$2, $3] (epoch s), or, with $4, have not
-- ended by $4 (CALCULATE_RUNNING: slurmctld lists every job it still holds, until MinJobAge
-- after its end); which of them wait or run at a given moment is decided by the caller from
-- the times returned (a held job's eligible time is its release). array_eligible_s is
-- when the job's array first became eligible (its tasks all age from then). TRES as printed.
-- Times are compared as timestamps, not epochs, so that DuckDB can skip row groups; the
-- arrays' first eligibility is computed for the arrays of the jobs found only.
WITH w AS (
    SELECT * FROM jobs
    WHERE cluster = $1 AND submit_time <= make_timestamp($3::BIGINT * 1000000)
      AND (((start_time IS NULL OR start_time > make_timestamp($2::BIGINT * 1000000))
            AND (end_time IS NULL OR end_time > make_timestamp($2::BIGINT * 1000000)
                 OR start_time IS NOT NULL))
           OR ($4::BIGINT IS NOT NULL
               AND (end_time IS NULL OR end_time > make_timestamp($4::BIGINT * 1000000))))
), arrays AS (
    SELECT array_job_id, submit_time, min(eligible_time) AS array_eligible
    FROM jobs
    WHERE cluster = $1 AND array_job_id IN (SELECT array_job_id FROM w)
    GROUP BY array_job_id, submit_time
)
SELECT job_row, job_id, account, "user", partition, qos,
       CAST(epoch(w.submit_time) AS BIGINT) AS submit_s,
       CAST(epoch(eligible_time) AS BIGINT) AS eligible_s,
       priority, req_cpus, coalesce(alloc_cpus, req_cpus) AS alloc_cpus, nnodes, submit_line,
       timelimit_s, reason,
       CAST(epoch(arrays.array_eligible) AS BIGINT) AS array_eligible_s,
       reservation,
       CAST(epoch(start_time) AS BIGINT) AS start_s,
       CAST(epoch(end_time) AS BIGINT) AS end_s,
       req_tres, alloc_tres, job_id_raw, qos_req
FROM w LEFT JOIN arrays
    ON arrays.array_job_id = w.array_job_id AND arrays.submit_time = w.submit_time
-- No ORDER BY: the caller orders by job_row (a sort holds the whole result in DuckDB).
