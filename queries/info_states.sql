SELECT cluster, state, state_known, count(*) AS jobs
FROM jobs GROUP BY ALL ORDER BY cluster, jobs DESC, state
