SELECT account, "user", partition, parent_account, raw_shares, priority, assoc_id, lft, rgt, qos, default_qos
FROM assoc WHERE cluster = ? ORDER BY lft NULLS LAST, row_no
