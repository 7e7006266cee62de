DELETE FROM dbd_settings WHERE load_id = $1
