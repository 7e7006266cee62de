-- Each started job's charge as fairtrace computes it, for `export parquet --partition-by`
-- (written as charges.parquet): the association it is charged to (its `path` in
-- associations.parquet), the run charged (start and end, epoch seconds; no end while it runs),
-- billing, QOS UsageFactor, their product per second, and whether an end in a decay cycle's
-- second came before the cycle. With the run's times the lake's usage and audit read the
-- charges alone, and a window's sreport only the charges of runs in it: no engine joins a
-- decade's jobs with a decade's charges.
CREATE OR REPLACE TEMP TABLE lake_charges (
    cluster      VARCHAR NOT NULL,
    job_row      BIGINT NOT NULL,
    assoc_path   VARCHAR NOT NULL,
    start_s      BIGINT NOT NULL,
    end_s        BIGINT,
    billing      DOUBLE NOT NULL,
    usage_factor DOUBLE NOT NULL,
    weight       DOUBLE NOT NULL,
    end_first    BOOLEAN NOT NULL
)
