DELETE FROM phase_fits WHERE cluster = $1
