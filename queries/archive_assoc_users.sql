-- Cluster $1's user associations by id, in every version of its tree loaded (later loads last).
SELECT assoc_id, "user" FROM assoc
WHERE cluster = $1 AND assoc_id IS NOT NULL AND "user" <> ''
ORDER BY load_id, row_no
