SELECT name, usage_factor FROM qos WHERE load_id = $1
