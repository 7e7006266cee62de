-- fairtrace store schema. Times are UTC TIMESTAMPs; sizes in MB; durations in seconds.
-- Bump store::SCHEMA_VERSION with any change here that older databases cannot take (a new
-- table they simply gain is not one): those are refused, not mixed.
CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL);

CREATE TABLE IF NOT EXISTS loads (
    load_id        BIGINT PRIMARY KEY,
    kind           VARCHAR NOT NULL,      -- sacct, assoc, qos, conf
    file           VARCHAR NOT NULL,
    content_sha256 VARCHAR NOT NULL,      -- of the decompressed content
    records        BIGINT NOT NULL,       -- records read from the file
    skipped        BIGINT NOT NULL,       -- unreadable records skipped (--skip-bad-rows)
    time_zone      VARCHAR,               -- zone local times were read in
    loaded_at      TIMESTAMP NOT NULL
);

-- One row per job allocation (never a step). job_row = load_id * 2^32 + position in the file.
CREATE TABLE IF NOT EXISTS jobs (
    job_row        BIGINT NOT NULL,
    load_id        BIGINT NOT NULL,
    cluster        VARCHAR NOT NULL,
    job_key        VARCHAR NOT NULL,      -- JobIDRaw when known, else the printed JobID
    job_id         VARCHAR NOT NULL,      -- as printed: 123, 123_4, 123_[1-5%2], 77+1
    job_id_raw     BIGINT,
    array_job_id   BIGINT,
    array_task_id  BIGINT,
    array_tasks_pending VARCHAR,
    het_job_id     BIGINT,
    het_job_offset BIGINT,
    "user"         VARCHAR,
    uid            BIGINT,
    gid            BIGINT,
    account        VARCHAR,
    partition      VARCHAR,
    qos            VARCHAR,
    qos_req        VARCHAR,               -- QOSREQ (24.11 on): the QOS list asked for
    submit_time    TIMESTAMP NOT NULL,
    eligible_time  TIMESTAMP,
    start_time     TIMESTAMP,
    end_time       TIMESTAMP,
    state          VARCHAR NOT NULL,      -- base state, or the printed text when unknown
    state_known    BOOLEAN NOT NULL,
    progress       TINYINT NOT NULL,      -- 0 pending, 1 running, 2 ended: newer dumps win
    cancelled_by   BIGINT,
    exit_code      VARCHAR,
    timelimit_s    BIGINT,                -- NULL for UNLIMITED / Partition_Limit
    timelimit      VARCHAR,               -- as printed
    priority       BIGINT,
    nice           BIGINT,
    reservation    VARCHAR,
    reservation_id BIGINT,                -- ReservationId, when dumped
    flags          VARCHAR,
    reason         VARCHAR,
    req_cpus       BIGINT,
    alloc_cpus     BIGINT,
    nnodes         BIGINT,
    req_mem_mb     DOUBLE,
    req_mem_per    VARCHAR,               -- node | cpu (legacy Mn/Mc suffix)
    alloc_tres     VARCHAR,
    req_tres       VARCHAR,
    alloc_mem_mb   DOUBLE,
    alloc_gpus     DOUBLE,
    recorded_billing DOUBLE,              -- sacct's billing= (truncated by Slurm)
    elapsed_s      BIGINT,
    total_cpu_s    DOUBLE,
    node_list      VARCHAR,
    job_name       VARCHAR,
    wckey          VARCHAR,               -- as slurmdbd keeps it: *name for the user's default
    submit_line    VARCHAR,
    group_name     VARCHAR,               -- sacct's Group (the host's name for the GID)
    gpu_util       DOUBLE                 -- GPUs' mean utilisation (%) from jobstats' AdminComment
);
-- Stores made before these were kept gain the columns (empty for their jobs).
ALTER TABLE jobs ADD COLUMN IF NOT EXISTS group_name VARCHAR;
ALTER TABLE jobs ADD COLUMN IF NOT EXISTS gpu_util DOUBLE;

CREATE TABLE IF NOT EXISTS steps (
    step_row      BIGINT NOT NULL,
    load_id       BIGINT NOT NULL,
    cluster       VARCHAR NOT NULL,
    job_key       VARCHAR NOT NULL,
    step          VARCHAR NOT NULL,       -- batch, extern, 0, 1, …
    job_id        VARCHAR NOT NULL,
    start_time    TIMESTAMP,
    end_time      TIMESTAMP,
    state         VARCHAR NOT NULL,
    progress      TINYINT NOT NULL,
    alloc_tres    VARCHAR,
    elapsed_s     BIGINT,
    total_cpu_s   DOUBLE,
    ntasks        BIGINT,
    usage_in_tot  VARCHAR,                -- TRESUsageInTot: the tasks' total (mem: their peaks summed)
    usage_in_max  VARCHAR,                -- TRESUsageInMax: the largest task's (mem: MaxRSS)
    usage_in_ave  VARCHAR                 -- TRESUsageInAve: the tasks' average
);
-- Stores made before the steps' usage was kept gain the columns (empty for their steps).
ALTER TABLE steps ADD COLUMN IF NOT EXISTS ntasks BIGINT;
ALTER TABLE steps ADD COLUMN IF NOT EXISTS usage_in_tot VARCHAR;
ALTER TABLE steps ADD COLUMN IF NOT EXISTS usage_in_max VARCHAR;
ALTER TABLE steps ADD COLUMN IF NOT EXISTS usage_in_ave VARCHAR;

CREATE TABLE IF NOT EXISTS assoc (
    load_id        BIGINT NOT NULL,
    row_no         BIGINT NOT NULL,       -- position in the loaded file (tree order when lft is unknown)
    cluster        VARCHAR NOT NULL,
    account        VARCHAR NOT NULL,
    "user"         VARCHAR NOT NULL,      -- '' for account associations
    partition      VARCHAR NOT NULL,
    parent_account VARCHAR,               -- NULL when the dump did not say
    raw_shares     BIGINT,                -- NULL = Fairshare=parent
    priority       BIGINT,
    assoc_id       BIGINT,
    lft            BIGINT,
    rgt            BIGINT,
    qos            VARCHAR,
    default_qos    VARCHAR
);

CREATE TABLE IF NOT EXISTS qos (
    load_id         BIGINT NOT NULL,
    name            VARCHAR NOT NULL,
    priority        BIGINT NOT NULL,
    usage_factor    DOUBLE NOT NULL,
    usage_threshold DOUBLE,
    flags           VARCHAR,
    preempt         VARCHAR,
    preempt_mode    VARCHAR,
    max_wall_s      BIGINT,
    id              BIGINT
);

-- slurmdbd's users (`sacctmgr show user withcoord`, the latest load): PrivateData's
-- operators and coordinators. `coordinates`: the accounts coordinated, comma-separated.
CREATE TABLE IF NOT EXISTS users (
    load_id     BIGINT NOT NULL,
    name        VARCHAR NOT NULL,
    admin_level VARCHAR NOT NULL,
    coordinates VARCHAR NOT NULL
);

-- slurmdbd's TRES table (`sacctmgr -P show tres`, the latest load): the names of the ids in
-- slurmdbd's own records (archive files). `name` as sacct prints it: cpu, gres/gpu.
CREATE TABLE IF NOT EXISTS tres (
    load_id BIGINT NOT NULL,
    id      BIGINT NOT NULL,
    name    VARCHAR NOT NULL
);

-- slurmdbd's settings fairtrace uses (`load dbd`: PrivateData, SlurmUser, Archive*, Purge*),
-- the latest load.
CREATE TABLE IF NOT EXISTS dbd_settings (
    load_id BIGINT NOT NULL,
    key     VARCHAR NOT NULL,
    value   VARCHAR NOT NULL
);

CREATE TABLE IF NOT EXISTS config (
    load_id BIGINT NOT NULL,
    cluster VARCHAR NOT NULL,
    key     VARCHAR NOT NULL,             -- canonical spelling, e.g. PriorityDecayHalfLife
    value   VARCHAR NOT NULL
);

CREATE TABLE IF NOT EXISTS nodes (
    load_id        BIGINT NOT NULL,
    cluster        VARCHAR NOT NULL,
    name           VARCHAR NOT NULL,
    cpus           BIGINT NOT NULL,
    real_memory_mb BIGINT NOT NULL,
    gres           VARCHAR,
    gpus           BIGINT NOT NULL
);

CREATE TABLE IF NOT EXISTS partitions (
    load_id              BIGINT NOT NULL,
    cluster              VARCHAR NOT NULL,
    name                 VARCHAR NOT NULL,
    nodes                VARCHAR,
    node_count           BIGINT NOT NULL,
    total_cpus           BIGINT NOT NULL,
    total_mem_mb         BIGINT NOT NULL,
    total_gpus           BIGINT NOT NULL,
    priority_job_factor  BIGINT NOT NULL,
    priority_tier        BIGINT NOT NULL,
    tres_billing_weights VARCHAR,
    max_time_s           BIGINT,           -- NULL = INFINITE
    is_default           BOOLEAN NOT NULL,
    state                VARCHAR,
    qos                  VARCHAR
);


-- sshare output saved from a live system at `at_s` (epoch seconds), for validation.
CREATE TABLE IF NOT EXISTS observed_sshare (
    load_id       BIGINT NOT NULL,
    cluster       VARCHAR NOT NULL,
    at_s          BIGINT NOT NULL,
    account       VARCHAR NOT NULL,
    "user"        VARCHAR NOT NULL,
    partition     VARCHAR NOT NULL,
    raw_usage     DOUBLE,
    norm_shares   DOUBLE,
    norm_usage    DOUBLE,
    effectv_usage DOUBLE,
    fairshare     DOUBLE,
    level_fs      DOUBLE                  -- +inf for inf
);

-- slurmctld's StateSaveLocation/priority_last_decay_ran: when its decay cycle last ran (the
-- cycles' phase) and the last usage reset (its first start, when never reset).
CREATE TABLE IF NOT EXISTS controller_state (
    load_id    BIGINT NOT NULL,
    cluster    VARCHAR NOT NULL,
    last_ran   BIGINT NOT NULL,           -- epoch seconds
    last_reset BIGINT NOT NULL
);

-- When each association was created (slurmdbd's transaction log): an association added after
-- a decay cycle holds no fairshare until the next.
CREATE TABLE IF NOT EXISTS assoc_created (
    load_id   BIGINT NOT NULL,
    cluster   VARCHAR NOT NULL,
    assoc_id  BIGINT NOT NULL,
    created_s BIGINT NOT NULL,            -- epoch seconds
    -- logged before a registration of the cluster in the same second
    before_registration BOOLEAN NOT NULL
);

-- The shares each association had from a moment on (the same log): at its creation, and at
-- each change. `seq` keeps the log's order within a second.
CREATE TABLE IF NOT EXISTS assoc_shares (
    load_id   BIGINT NOT NULL,
    seq       BIGINT NOT NULL,
    cluster   VARCHAR NOT NULL,
    assoc_id  BIGINT NOT NULL,
    from_s    BIGINT NOT NULL,            -- epoch seconds
    shares    BIGINT                      -- NULL: Fairshare=parent
);

-- slurmctld registering with slurmdbd (the same log), and `scontrol show config`'s BOOT_TIME
-- (the same second in every capture): each controller start, whose decay cycles then run
-- from its first one.
CREATE TABLE IF NOT EXISTS controller_registered (
    load_id     BIGINT NOT NULL,
    cluster     VARCHAR NOT NULL,
    at_s        BIGINT NOT NULL,          -- epoch seconds
    rpc_version INTEGER                   -- the controller's protocol version, when logged
);

-- The Slurm release that wrote a dump, per cluster, from its first job's submission on:
-- `sacct --json`'s meta, or at least the release whose sacct prints the dump's columns.
CREATE TABLE IF NOT EXISTS slurm_versions (
    load_id BIGINT NOT NULL,
    cluster VARCHAR NOT NULL,
    from_s  BIGINT,                       -- epoch seconds
    version VARCHAR NOT NULL,             -- e.g. 26.05.5
    told_by VARCHAR NOT NULL              -- where the version came from
);

-- Pending jobs as saved squeue or sprio output showed them at `at_s`: nice and holds, which
-- sacct does not keep, and (sprio) the weighted AGE the last recalculation left.
CREATE TABLE IF NOT EXISTS observed_queue (
    load_id  BIGINT NOT NULL,
    cluster  VARCHAR NOT NULL,
    at_s     BIGINT NOT NULL,
    job_id   VARCHAR NOT NULL,
    state    VARCHAR NOT NULL,
    priority BIGINT,
    nice     BIGINT,
    reason   VARCHAR,
    age      BIGINT,
    -- Whose job it is and when it was submitted, where squeue printed them (%u|%a|%P|%V).
    user_name VARCHAR,
    account   VARCHAR,
    partition VARCHAR,
    submit_s  BIGINT
);

-- Cluster and node events (sacctmgr show event): a cluster's registrations give its TRES over
-- time, node events its down time (sreport). One row per (cluster, node, start); a later dump
-- that knows an event's end replaces the open one.
CREATE TABLE IF NOT EXISTS events (
    load_id    BIGINT NOT NULL,
    cluster    VARCHAR NOT NULL,
    node_name  VARCHAR NOT NULL,          -- empty for a cluster registration
    start_time TIMESTAMP NOT NULL,
    end_time   TIMESTAMP,                 -- NULL while the event lasts
    state      BIGINT NOT NULL,           -- StateRaw: node state and flag bits
    reason     VARCHAR,
    tres       VARCHAR NOT NULL           -- as printed: cpu=64,mem=250G,...
);

-- Reservation records (sacctmgr show reservation): sreport counts a reservation's time as the
-- cluster's and shares what its jobs leave unused among its associations. One row per
-- (cluster, name, start); a later dump replaces it.
CREATE TABLE IF NOT EXISTS reservations (
    load_id    BIGINT NOT NULL,
    cluster    VARCHAR NOT NULL,
    name       VARCHAR NOT NULL,
    resv_id    BIGINT,                    -- NULL when the dump has no ID column
    start_time TIMESTAMP NOT NULL,
    end_time   TIMESTAMP NOT NULL,
    flags      VARCHAR,                   -- as printed; NULL when not dumped
    tres       VARCHAR NOT NULL,
    assocs     VARCHAR,                   -- association ids as printed; NULL when not dumped
    nodes      VARCHAR                    -- its nodes as a hostlist; NULL when not dumped
);

-- Versions of the settings: a load of slurm.conf ('conf'), of a cluster's tree ('assoc') or
-- of the QOS ('qos', cluster '') is in force from valid_from (NULL: from the beginning) until
-- the next version's. Their rows carry the load_id.
CREATE TABLE IF NOT EXISTS setting_versions (
    kind       VARCHAR NOT NULL,
    cluster    VARCHAR NOT NULL,
    valid_from TIMESTAMP,
    load_id    BIGINT NOT NULL
);

-- Each started job's usage charge under the settings the store holds, written by the first
-- command that needs it: computing a charge parses the job's TRES, reading one is five
-- numbers. `fingerprint` names what the rows were computed from (billing mode, weights,
-- UsageFactors, the last load); when it differs, the next command recomputes them.
CREATE TABLE IF NOT EXISTS charge_cache_state (
    cluster     VARCHAR NOT NULL,
    fingerprint VARCHAR NOT NULL
);
-- The last load whose jobs the charges hold: a later sacct load's jobs are added to them,
-- the records it replaced dropped (earlier caches lack it and are rebuilt).
ALTER TABLE charge_cache_state ADD COLUMN IF NOT EXISTS through_load BIGINT;
-- The last load when every charge was computed (later loads' jobs were added).
ALTER TABLE charge_cache_state ADD COLUMN IF NOT EXISTS built_through BIGINT;

-- The associations the cached charges name, by number.
CREATE TABLE IF NOT EXISTS charge_keys (
    cluster   VARCHAR NOT NULL,
    key_id    INTEGER NOT NULL,
    account   VARCHAR NOT NULL,
    "user"    VARCHAR NOT NULL,
    partition VARCHAR NOT NULL
);

CREATE TABLE IF NOT EXISTS charge_cache (
    cluster   VARCHAR NOT NULL,
    key_id    INTEGER NOT NULL,
    start_s   BIGINT NOT NULL,
    end_s     BIGINT,                     -- NULL while running
    weight    DOUBLE NOT NULL,            -- billing × QOS UsageFactor, per second
    end_first BOOLEAN NOT NULL,           -- an end in a cycle's second came before the cycle
    job_row   BIGINT                      -- the job's jobs.job_row
);
-- Caches written before job_row was kept lack the column; their rows are stale (the
-- fingerprint's format changed with it) and are replaced by the next command.
ALTER TABLE charge_cache ADD COLUMN IF NOT EXISTS job_row BIGINT;

-- The decay cycle's phase as fitted to the loaded history (sshare snapshots or jobs'
-- submit priorities): `key` sums up what it was fitted from (the loads, the tree, the
-- settings); `source` says which fit, and `found`/`of` its figures.
CREATE TABLE IF NOT EXISTS phase_fits (
    cluster VARCHAR NOT NULL,
    key     VARCHAR NOT NULL,
    phase_s BIGINT NOT NULL,
    source  VARCHAR NOT NULL,             -- 'snapshots', 'priorities' or 'assumed'
    found   BIGINT NOT NULL,
    of      BIGINT NOT NULL,
    near_from BIGINT,                     -- 'priorities': the run of phases explaining
    near_to   BIGINT                      -- nearly as many jobs, when there is one
);

-- Jobs that ended in the second of a decay cycle, and whether slurmctld handled the end
-- before the cycle, as loaded sshare snapshots tell (sacct's whole seconds cannot): kept
-- with the phase fitted to those snapshots, read when charging the jobs.
CREATE TABLE IF NOT EXISTS end_orders (
    cluster   VARCHAR NOT NULL,
    job_row   BIGINT NOT NULL,             -- the job's jobs.job_row
    end_first BOOLEAN NOT NULL
);

-- Usage checkpoints of the cached charges under one set of decay settings (`decay`): at
-- decay cycles a week apart, each key's usage from its charges done by then, so that a
-- later moment reads only the charges not done. A state row says a set is kept; all
-- three tables are cleared with the charges they came from.
CREATE TABLE IF NOT EXISTS usage_checkpoint_state (
    cluster     VARCHAR NOT NULL,
    decay       VARCHAR NOT NULL,
    first_start BIGINT                    -- the earliest charge's start (NULL: no charges)
);
-- False once charges changed after the last checkpoint kept, or go on beyond it: the
-- checkpoints are continued from there.
ALTER TABLE usage_checkpoint_state ADD COLUMN IF NOT EXISTS complete BOOLEAN DEFAULT true;

CREATE TABLE IF NOT EXISTS usage_checkpoints (
    cluster VARCHAR NOT NULL,
    decay   VARCHAR NOT NULL,
    cycle   BIGINT NOT NULL,
    key_id  INTEGER NOT NULL,             -- charge_keys' association
    usage   DOUBLE NOT NULL,
    jobs    BIGINT NOT NULL               -- how many charges it sums
);
-- NULL: the key's usage (billing × UsageFactor); a TRES name: its usage of that TRES (count ×
-- UsageFactor, decayed alike; `jobs` 0). Checkpoints kept before it lack TRES rows and are
-- replaced with the charges (the charge cache's format changed with it).
ALTER TABLE usage_checkpoints ADD COLUMN IF NOT EXISTS tres VARCHAR;

-- At each checkpoint, each key's jobs with the most usage among those done by then.
CREATE TABLE IF NOT EXISTS usage_checkpoint_jobs (
    cluster VARCHAR NOT NULL,
    decay   VARCHAR NOT NULL,
    cycle   BIGINT NOT NULL,
    key_id  INTEGER NOT NULL,
    job_row BIGINT NOT NULL,              -- the job's jobs.job_row
    usage   DOUBLE NOT NULL
);

CREATE TEMP TABLE IF NOT EXISTS events_stage AS SELECT * FROM events WHERE false;
CREATE TEMP TABLE IF NOT EXISTS reservations_stage AS SELECT * FROM reservations WHERE false;

CREATE TEMP TABLE IF NOT EXISTS merge_losers (row_id BIGINT NOT NULL);

-- Each collect run's check of itself: sshare and sprio as the controller printed them at
-- `at_s` against the reconstruction then. Per output: its rows, those that agree (sshare:
-- equal as printed; sprio: within ±1), and the others a fact no dump can tell explains
-- (NULL: not saved that run); `named`: those facts' kinds.
CREATE TABLE IF NOT EXISTS collect_checks (
    cluster      VARCHAR NOT NULL,
    at_s         BIGINT NOT NULL,
    sshare_rows  BIGINT,
    sshare_equal BIGINT,
    sshare_named BIGINT,
    sprio_rows   BIGINT,
    sprio_within BIGINT,
    sprio_named  BIGINT,
    named        VARCHAR NOT NULL,
    goal_met     BOOLEAN NOT NULL,
    PRIMARY KEY (cluster, at_s)
);
