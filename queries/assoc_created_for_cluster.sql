-- When each association of cluster $1 was created, from the loaded transaction logs (the
-- earliest, should logs overlap), and whether that row was logged before a registration of
-- the cluster in its second.
SELECT assoc_id, min(created_s), arg_min(before_registration, created_s)
FROM assoc_created
WHERE cluster = $1
GROUP BY assoc_id
