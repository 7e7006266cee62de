SELECT name, priority FROM qos
