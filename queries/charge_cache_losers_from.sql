-- Per cluster, the earliest start among the cached charges of the job records a merge
-- replaces (merge_losers): usage checkpoints from there on summed them.
SELECT cluster, min(start_s) FROM charge_cache
WHERE job_row IN (SELECT row_id FROM merge_losers)
GROUP BY cluster
