-- The job id (as sacct printed it) of the job at row $1.
SELECT job_id FROM jobs WHERE job_row = $1
