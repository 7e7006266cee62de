DELETE FROM steps WHERE step_row IN (SELECT row_id FROM merge_losers)
