DELETE FROM assoc WHERE load_id = $1
