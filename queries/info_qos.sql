SELECT name, priority, usage_factor FROM qos ORDER BY priority DESC, name
