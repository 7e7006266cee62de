SELECT cluster,
       count(*) FILTER (WHERE "user" = '') AS accounts,
       count(*) FILTER (WHERE "user" <> '') AS user_assocs,
       count(DISTINCT "user") FILTER (WHERE "user" <> '') AS users,
       count(*) FILTER (WHERE "user" = '' AND parent_account IS NULL AND account <> 'root') AS no_parent
FROM assoc WHERE load_id IN (SELECT arg_max(load_id, coalesce(valid_from, TIMESTAMP '0001-01-01')) FROM setting_versions WHERE kind = 'assoc' GROUP BY cluster)
GROUP BY cluster ORDER BY cluster
