-- The latest moment at or before $2 that a saved squeue or sprio of cluster $1 shows.
SELECT max(at_s) FROM observed_queue WHERE cluster = $1 AND at_s <= $2
