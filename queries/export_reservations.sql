-- The reservation records, for the partitioned export: their times also as epoch seconds
-- (BIGINT), which every engine reads alike (queries/lake/): start_s and end_s.
SELECT *, CAST(epoch(start_time) AS BIGINT) AS start_s, CAST(epoch(end_time) AS BIGINT) AS end_s
FROM reservations
