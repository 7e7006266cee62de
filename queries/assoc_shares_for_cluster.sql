-- The shares each association of cluster $1 had from each moment on, from the loaded
-- transaction logs, in time order.
SELECT assoc_id, from_s, shares
FROM assoc_shares
WHERE cluster = $1
ORDER BY from_s, load_id, seq
