-- The cached charges of the job records a merge replaces (merge_losers): a later command adds
-- the records that replace them.
DELETE FROM charge_cache WHERE job_row IN (SELECT row_id FROM merge_losers)
