-- The clusters jobs are stored for.
SELECT DISTINCT cluster FROM jobs ORDER BY cluster
