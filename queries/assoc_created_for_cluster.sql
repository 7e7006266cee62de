-- When each association of cluster $1 was created, from the loaded transaction logs (the
-- earliest, should logs overlap).
SELECT assoc_id, min(created_s)
FROM assoc_created
WHERE cluster = $1
GROUP BY assoc_id
