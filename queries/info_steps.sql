SELECT cluster, count(*) AS steps FROM steps GROUP BY cluster ORDER BY cluster
