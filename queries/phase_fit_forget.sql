-- Forgets every cluster's fitted phases (the data they were fitted to may have changed).
DELETE FROM phase_fits
