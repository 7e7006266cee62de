SELECT COALESCE(MAX(load_id), 0) + 1 FROM loads
