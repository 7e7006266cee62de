-- Back to DuckDB's default after insert_in_any_order.sql: rows in the order they come.
RESET preserve_insertion_order
