INSERT INTO loads (load_id, kind, file, content_sha256, records, skipped, time_zone, loaded_at)
VALUES (?, ?, ?, ?, ?, ?, ?, ?)
