-- The decay cycle's phase each cluster's last fit found (kept until a load or SQL changes
-- what it was fitted to), what it was fitted to, and the job ends in a cycle's second it
-- ordered.
SELECT cluster, phase_s,
       CASE source
           WHEN 'snapshots' THEN 'the latest ' || found || ' sshare snapshot(s)'
           WHEN 'priorities' THEN found || ' of ' || of || ' jobs'' submit priorities'
           ELSE 'nothing (assumed)'
       END AS fitted_to,
       (SELECT count(*) FROM end_orders e WHERE e.cluster = f.cluster) AS ordered_ends
FROM phase_fits f
ORDER BY cluster
