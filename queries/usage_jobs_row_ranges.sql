-- Each load of cluster $1 after load $2 (all: -1), with the first and last of its job rows:
-- usage_jobs.sql reads a decade's jobs a range of rows at a time, so that DuckDB sorts each
-- range in memory (one sort of 100M rows spilled to disk and took a minute), and a range's
-- rows lie together (a load's rows are stored together, each batch of positions in one
-- place), which the rows' zone maps find.
SELECT load_id, min(job_row), max(job_row)
FROM jobs
WHERE cluster = $1 AND load_id > $2
GROUP BY load_id
ORDER BY load_id
