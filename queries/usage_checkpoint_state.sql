-- Whether cluster $1's usage checkpoints under decay settings $2 are kept (a row), and the
-- earliest start of the charges they came from.
SELECT first_start FROM usage_checkpoint_state WHERE cluster = $1 AND decay = $2
