DELETE FROM qos WHERE load_id = $1
