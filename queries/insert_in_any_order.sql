-- Lets DuckDB insert with every thread, rows landing in any order (feed::insert_all; the
-- readers that need an order sort by row id).
SET preserve_insertion_order = false
