-- TRES names by id, in every load of the TRES table (later loads last).
SELECT id, name FROM tres ORDER BY load_id
