SELECT cluster, key, value FROM config
WHERE key LIKE 'Priority%' OR key IN ('AccountingStorageTRES', 'AccountingStorageEnforce', 'FairShareDampeningFactor')
ORDER BY cluster, key
