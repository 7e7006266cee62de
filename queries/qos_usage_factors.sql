SELECT name, usage_factor FROM qos
