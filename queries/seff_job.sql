-- Job $2 of cluster $1 as seff finds it: by JobID as printed (`9_1`), else by JobIDRaw (an
-- array's own id names the task whose raw id it is); a requeued job's last record.
SELECT job_key, job_id_raw, array_job_id, array_task_id, cluster, "user", account, group_name,
       gid, state, exit_code, alloc_cpus, nnodes, req_tres, alloc_tres, req_mem_per,
       submit_line, elapsed_s, CAST(epoch(start_time) AS BIGINT) AS start_s
FROM jobs
WHERE cluster = $1 AND (job_id = $2 OR CAST(job_id_raw AS VARCHAR) = $2)
ORDER BY job_id = $2 DESC, submit_time DESC, job_row DESC
LIMIT 1
