SELECT cluster,
       count(*) FILTER (WHERE "user" = '') AS accounts,
       count(*) FILTER (WHERE "user" <> '') AS user_assocs,
       count(DISTINCT "user") FILTER (WHERE "user" <> '') AS users,
       count(*) FILTER (WHERE "user" = '' AND parent_account IS NULL AND account <> 'root') AS no_parent
FROM assoc GROUP BY cluster ORDER BY cluster
