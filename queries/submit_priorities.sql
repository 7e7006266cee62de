-- Jobs with the priority Slurm recorded for them (at submission), and their request.
SELECT j.job_row, j.account, j."user", j.partition, j.qos,
       CAST(epoch(j.submit_time) AS BIGINT) AS submit_s, j.priority,
       j.req_cpus, j.nnodes, j.timelimit_s
FROM jobs j
WHERE j.cluster = $1 AND j.priority > 0 AND j.partition NOT LIKE '%,%'
ORDER BY j.job_row
