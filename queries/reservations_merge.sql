-- Reservation records staged by a load replace the stored ones they describe (same cluster,
-- name and start), then join them.
DELETE FROM reservations r USING reservations_stage s
WHERE r.cluster = s.cluster AND r.name = s.name AND r.start_time = s.start_time;
INSERT INTO reservations SELECT * FROM reservations_stage;
DELETE FROM reservations_stage;
