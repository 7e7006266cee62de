-- The versions of one kind of settings for cluster $2 (QOS: ''), oldest first: load and the
-- moment it is in force from (NULL: from the beginning).
SELECT load_id, CAST(epoch(valid_from) AS BIGINT) FROM setting_versions
WHERE kind = $1 AND cluster = $2 ORDER BY valid_from NULLS FIRST
