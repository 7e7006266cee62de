-- Every moment a saved squeue or sprio of cluster $1 shows, oldest first.
SELECT DISTINCT at_s FROM observed_queue WHERE cluster = $1 ORDER BY at_s
