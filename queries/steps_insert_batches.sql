-- A load's step batches, as store/feed.rs hands them to DuckDB (token $1).
INSERT INTO steps SELECT * FROM fairtrace_batches($1)
