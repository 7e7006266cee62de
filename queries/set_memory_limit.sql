-- The memory DuckDB may use before it spills to disk: $1 is a size such as '2GB'.
SET memory_limit = $1
