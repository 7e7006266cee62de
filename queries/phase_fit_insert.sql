INSERT INTO phase_fits (cluster, key, phase_s, source, found, of) VALUES ($1, $2, $3, $4, $5, $6)
