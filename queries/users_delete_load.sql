DELETE FROM users WHERE load_id = $1
