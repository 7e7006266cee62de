-- A load's job batches, as store/feed.rs hands them to DuckDB (token $1).
INSERT INTO jobs SELECT * FROM fairtrace_batches($1)
