-- When a slurmctld of cluster $1 registered with slurmdbd, from the loaded transaction logs
-- and the BOOT_TIME of loaded `scontrol show config` outputs, each second once, ascending.
SELECT DISTINCT at_s
FROM controller_registered
WHERE cluster = $1
ORDER BY at_s
