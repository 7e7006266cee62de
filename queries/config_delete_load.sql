DELETE FROM config WHERE load_id = $1
