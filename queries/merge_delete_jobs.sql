DELETE FROM jobs WHERE job_row IN (SELECT row_id FROM merge_losers)
