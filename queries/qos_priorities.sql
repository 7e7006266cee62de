SELECT name, priority FROM qos WHERE load_id = $1
