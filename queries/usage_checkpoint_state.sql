-- Whether cluster $1's usage checkpoints under decay settings $2 are kept (a row), the
-- earliest start of the charges they came from, and whether they are complete (else to be
-- continued from the last one kept).
SELECT first_start, complete FROM usage_checkpoint_state WHERE cluster = $1 AND decay = $2
