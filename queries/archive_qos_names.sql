-- QOS names by id, in every version loaded (later loads last).
SELECT id, name FROM qos WHERE id IS NOT NULL ORDER BY load_id
