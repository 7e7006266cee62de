-- The store's tables, for an export.
SELECT table_name FROM duckdb_tables() WHERE schema_name = 'main' ORDER BY table_name
