DELETE FROM events_stage
