-- The last thousand jobs submitted with the priority Slurm recorded for them (at submission),
-- and their request (TRES as printed; the submission line names every partition and the
-- nice): enough to fit the decay cycle's phase, few enough to do it fast.
SELECT j.job_id, j.account, j."user", j.partition, j.qos,
       CAST(epoch(j.submit_time) AS BIGINT) AS submit_s, j.priority,
       j.req_cpus, j.nnodes, j.timelimit_s, j.req_tres, j.submit_line
FROM jobs j
WHERE j.cluster = $1 AND j.priority > 0
ORDER BY j.submit_time DESC, j.job_row DESC
LIMIT 1000
