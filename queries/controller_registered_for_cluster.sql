-- When a slurmctld of cluster $1 registered with slurmdbd, from the loaded transaction logs
-- and the BOOT_TIME of loaded `scontrol show config` outputs, each second once, ascending.
-- slurmctld takes its BOOT_TIME first in its start-up and registers after reading its state
-- (controller.c; the same second in every capture): a BOOT_TIME with a registration in the
-- ten minutes after it is that start, dated by the registration.
SELECT DISTINCT r.at_s
FROM controller_registered r
JOIN loads l USING (load_id)
WHERE r.cluster = $1
  AND NOT (l.kind = 'boot' AND EXISTS (
    SELECT 1
    FROM controller_registered g
    JOIN loads gl USING (load_id)
    WHERE gl.kind <> 'boot' AND g.cluster = r.cluster
      AND g.at_s >= r.at_s AND g.at_s < r.at_s + 600))
ORDER BY r.at_s
