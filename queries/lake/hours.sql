-- The window's hours: a view the sreport queries (sreport_*.sql) read. Run it, then
-- job_hours.sql, before them. Portable: DuckDB and Spark SQL run it unchanged.
-- Placeholders, replaced as text before running (spark-sql: -d NAME=VALUE does it):
--   ${start_s}   the window's start, epoch seconds, on the hour (as sreport rounds it)
--   ${end_s}     its end, epoch seconds, on the hour
CREATE OR REPLACE TEMPORARY VIEW hours AS
WITH digits AS (
    SELECT n FROM (VALUES (0), (1), (2), (3), (4), (5), (6), (7), (8), (9)) AS d(n)
)
SELECT ${start_s} + 3600 * (a.n + 10 * b.n + 100 * c.n + 1000 * d.n + 10000 * e.n) AS hs
FROM digits a CROSS JOIN digits b CROSS JOIN digits c CROSS JOIN digits d
CROSS JOIN digits e
WHERE 3600 * (a.n + 10 * b.n + 100 * c.n + 1000 * d.n + 10000 * e.n) < ${end_s} - ${start_s}
