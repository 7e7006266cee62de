-- Cluster $1's reservation names by id (later loads last).
SELECT resv_id, name FROM reservations WHERE cluster = $1 AND resv_id IS NOT NULL ORDER BY load_id
