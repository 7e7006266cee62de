INSERT INTO usage_checkpoint_state (cluster, decay, first_start) VALUES ($1, $2, $3)
