-- Whether table $1 has column $2 (stores made by an earlier fairtrace lack the newer ones
-- until a load adds them).
SELECT count(*) > 0 FROM information_schema.columns WHERE table_name = $1 AND column_name = $2
