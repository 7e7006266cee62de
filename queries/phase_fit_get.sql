-- The decay cycle's phase fitted for cluster $1 from what key $2 sums up.
SELECT phase_s, source, found, of, near_from, near_to FROM phase_fits WHERE cluster = $1 AND key = $2
