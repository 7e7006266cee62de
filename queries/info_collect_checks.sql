-- The last 30 collect runs' checks of themselves, oldest first.
SELECT cluster, printed_at, sshare, sprio, named, goal_met
FROM (
    SELECT cluster, make_timestamp(at_s * 1000000) AS printed_at,
           sshare_equal || '/' || sshare_rows || ' equal'
               || if(sshare_named > 0, ', ' || sshare_named || ' named', '') AS sshare,
           sprio_within || '/' || sprio_rows || ' within ±1'
               || if(sprio_named > 0, ', ' || sprio_named || ' named', '') AS sprio,
           named, goal_met, at_s
    FROM collect_checks
    ORDER BY at_s DESC
    LIMIT 30
)
ORDER BY at_s, cluster
