-- A writer checkpoints when it is done (publishing), not at each commit whose log passes
-- DuckDB's 16 MB default.
SET checkpoint_threshold = '1TB'
