-- Cluster $1's usage checkpoints (every decay setting) are to be continued from the last
-- one kept: their charges changed after it, or go on beyond it.
UPDATE usage_checkpoint_state SET complete = false WHERE cluster = $1
