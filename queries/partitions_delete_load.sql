DELETE FROM partitions WHERE load_id = $1
