DELETE FROM nodes WHERE load_id = $1
