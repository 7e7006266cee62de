DELETE FROM tres WHERE load_id = $1
