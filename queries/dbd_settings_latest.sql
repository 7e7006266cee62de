-- slurmdbd's settings of the latest `dbd` load: key, value.
SELECT key, value
FROM dbd_settings
WHERE load_id = (SELECT max(load_id) FROM setting_versions WHERE kind = 'dbd')
ORDER BY key
