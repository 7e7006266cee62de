SELECT DISTINCT cluster FROM assoc ORDER BY cluster
