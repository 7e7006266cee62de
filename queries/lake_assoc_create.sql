-- The association tree fairtrace charges by, for `export parquet --partition-by` (written as
-- associations.parquet): `path` names the association and its ancestors ('/000000/000003/'),
-- so that an association's descendants are the paths it begins, and paths sort in sshare's
-- order; `assoc_id` is slurmdbd's id (NULL when the tree's dump has none), by which
-- reservations name the associations allowed in them.
CREATE OR REPLACE TEMP TABLE lake_assoc (
    cluster   VARCHAR NOT NULL,
    account   VARCHAR NOT NULL,
    "user"    VARCHAR NOT NULL,
    partition VARCHAR NOT NULL,
    path      VARCHAR NOT NULL,
    depth     BIGINT NOT NULL,
    assoc_id  BIGINT
)
