SELECT load_id, file FROM loads WHERE kind = ? AND content_sha256 = ?
