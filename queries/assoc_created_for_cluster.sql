-- When each association of cluster $1 was created, from the loaded transaction logs (the
-- earliest, should logs overlap), and whether that row was logged before a registration of
-- the cluster in its second (by any log that holds it: an archived log holds no
-- registrations).
SELECT assoc_id, created_s, bool_or(before_registration)
FROM (
    SELECT assoc_id, created_s, before_registration,
           min(created_s) OVER (PARTITION BY assoc_id) AS first_s
    FROM assoc_created
    WHERE cluster = $1
)
WHERE created_s = first_s
GROUP BY assoc_id, created_s
