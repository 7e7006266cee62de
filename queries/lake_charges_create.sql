-- Each started job's charge as fairtrace computes it, for `export parquet --partition-by`
-- (written as charges.parquet): the association it is charged to (its `path` in
-- associations.parquet), billing, QOS UsageFactor, their product per second, and whether an
-- end in a decay cycle's second came before the cycle.
CREATE OR REPLACE TEMP TABLE lake_charges (
    cluster      VARCHAR NOT NULL,
    job_row      BIGINT NOT NULL,
    assoc_path   VARCHAR NOT NULL,
    billing      DOUBLE NOT NULL,
    usage_factor DOUBLE NOT NULL,
    weight       DOUBLE NOT NULL,
    end_first    BOOLEAN NOT NULL
)
