-- How many rows pending_jobs.sql gives for the same $1–$4 (each of its branches counted; its
-- joins add none), to size the reader's buffer: a long wait's window holds two million jobs,
-- which made batch by batch and then copied into one vector took 0.7 GB more at the peak.
SELECT (SELECT count(*) FROM jobs
        WHERE cluster = $1 AND submit_time <= make_timestamp($3::BIGINT * 1000000)
          AND start_time > make_timestamp($2::BIGINT * 1000000))
     + (SELECT count(*) FROM jobs
        WHERE cluster = $1 AND submit_time <= make_timestamp($3::BIGINT * 1000000)
          AND start_time IS NULL
          AND (end_time IS NULL OR end_time > make_timestamp($2::BIGINT * 1000000)))
     + (SELECT count(*) FROM jobs
        WHERE $4::BIGINT IS NOT NULL AND cluster = $1
          AND submit_time <= make_timestamp($3::BIGINT * 1000000)
          AND start_time <= make_timestamp($2::BIGINT * 1000000)
          AND (end_time IS NULL OR end_time > make_timestamp($4::BIGINT * 1000000)))
     + (SELECT count(*) FROM jobs
        WHERE $4::BIGINT IS NOT NULL AND cluster = $1
          AND submit_time <= make_timestamp($3::BIGINT * 1000000)
          AND start_time IS NULL
          AND end_time > make_timestamp($4::BIGINT * 1000000)
          AND end_time <= make_timestamp($2::BIGINT * 1000000)) AS n
