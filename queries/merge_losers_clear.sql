DELETE FROM merge_losers
