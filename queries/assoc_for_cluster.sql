SELECT account, "user", partition, parent_account, raw_shares, priority, assoc_id, lft, rgt, qos, default_qos
FROM assoc WHERE cluster = $1 AND load_id = $2 ORDER BY lft NULLS LAST, row_no
