SELECT at_s, account, "user", partition, raw_usage
FROM observed_sshare WHERE cluster = ? ORDER BY at_s, account, "user"
