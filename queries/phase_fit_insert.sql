INSERT INTO phase_fits (cluster, key, phase_s, source, found, of, near_from, near_to)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
