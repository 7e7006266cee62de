-- The latest decay cycle slurmctld recorded for cluster $1 among the loaded state files, with
-- the last reset it recorded then.
SELECT last_ran, last_reset
FROM controller_state
WHERE cluster = $1
ORDER BY last_ran DESC
LIMIT 1
