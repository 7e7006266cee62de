INSERT INTO usage_checkpoint_state (cluster, decay, first_start, complete) VALUES ($1, $2, $3, true)
