DELETE FROM job_tres WHERE job_row IN (SELECT row_id FROM merge_losers)
