-- The latest version's settings.
SELECT cluster, key, value FROM config
WHERE load_id IN (SELECT arg_max(load_id, coalesce(valid_from, TIMESTAMP '0001-01-01')) FROM setting_versions WHERE kind = 'conf' GROUP BY cluster)
  AND (key LIKE 'Priority%' OR key IN ('AccountingStorageTRES', 'AccountingStorageEnforce', 'FairShareDampeningFactor'))
ORDER BY cluster, key
