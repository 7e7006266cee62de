SELECT v.kind, v.cluster, v.valid_from, l.file, l.load_id
FROM setting_versions v JOIN loads l USING (load_id)
ORDER BY v.kind, v.cluster, v.valid_from NULLS FIRST
