SELECT name, id FROM qos WHERE load_id = $1 AND id IS NOT NULL
