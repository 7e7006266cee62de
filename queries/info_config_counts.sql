SELECT cluster, count(*) AS keys FROM config GROUP BY cluster ORDER BY cluster
