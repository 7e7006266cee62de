DELETE FROM assoc WHERE cluster = ?
