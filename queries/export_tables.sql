-- The store's tables, for an export (not this connection's temporary ones).
SELECT table_name FROM duckdb_tables() WHERE schema_name = 'main' AND NOT temporary
ORDER BY table_name
