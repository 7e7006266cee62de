-- A collect run's check of itself (a run replayed for the same moment replaces it).
INSERT OR REPLACE INTO collect_checks VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
