SELECT load_id, kind, file, records, skipped, loaded_at FROM loads ORDER BY load_id
