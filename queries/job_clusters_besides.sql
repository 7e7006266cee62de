-- The clusters of stored jobs other than those in $1. Given as a list, the names let DuckDB
-- skip every row group whose statistics hold only them, instead of reading every job's cluster.
SELECT DISTINCT cluster FROM jobs WHERE NOT list_contains($1::VARCHAR[], cluster)
