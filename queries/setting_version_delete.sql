DELETE FROM setting_versions WHERE load_id = $1
