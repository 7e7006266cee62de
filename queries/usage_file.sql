-- Association usage computed elsewhere (`sshare --usage FILE`): a Parquet file with columns
-- account, user, raw_usage and optionally cluster, partition, cycle_usage.
SELECT * FROM read_parquet($1)
