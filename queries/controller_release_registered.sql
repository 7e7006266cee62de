-- The protocol version the latest registration of a slurmctld of cluster $1 logged (the
-- loaded transaction logs), if any logged one.
SELECT rpc_version
FROM controller_registered
WHERE cluster = $1 AND rpc_version IS NOT NULL
ORDER BY at_s DESC
LIMIT 1
