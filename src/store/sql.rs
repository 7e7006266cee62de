//! Every SQL statement, pulled in from `queries/` (the only `include_str!` of SQL).

pub const ARCHIVE_ASSOC_USERS: &str = include_str!("../../queries/archive_assoc_users.sql");
pub const ARCHIVE_QOS_NAMES: &str = include_str!("../../queries/archive_qos_names.sql");
pub const ARCHIVE_RESERVATION_NAMES: &str =
    include_str!("../../queries/archive_reservation_names.sql");
pub const ARCHIVE_TRES_NAMES: &str = include_str!("../../queries/archive_tres_names.sql");
pub const ARRAY_SPLITS: &str = include_str!("../../queries/array_splits.sql");
pub const ASSOC_CLUSTERS: &str = include_str!("../../queries/assoc_clusters.sql");
pub const ASSOC_CREATED_FOR_CLUSTER: &str =
    include_str!("../../queries/assoc_created_for_cluster.sql");
pub const ASSOC_DELETE_LOAD: &str = include_str!("../../queries/assoc_delete_load.sql");
pub const ASSOC_FOR_CLUSTER: &str = include_str!("../../queries/assoc_for_cluster.sql");
pub const ASSOC_SHARES_FOR_CLUSTER: &str =
    include_str!("../../queries/assoc_shares_for_cluster.sql");
pub const CACHED_CHARGES: &str = include_str!("../../queries/cached_charges.sql");
pub const CACHED_CHARGES_COUNT: &str = include_str!("../../queries/cached_charges_count.sql");
pub const CACHED_CHARGES_SPAN: &str = include_str!("../../queries/cached_charges_span.sql");
pub const CHARGE_CACHE_CLEAR: &str = include_str!("../../queries/charge_cache_clear.sql");
pub const CHARGE_CACHE_DROP_LOSERS: &str =
    include_str!("../../queries/charge_cache_drop_losers.sql");
pub const CHARGE_CACHE_FINGERPRINT: &str =
    include_str!("../../queries/charge_cache_fingerprint.sql");
pub const CHARGE_CACHE_FORGET: &str = include_str!("../../queries/charge_cache_forget.sql");
pub const CHARGE_CACHE_LOSERS_FROM: &str =
    include_str!("../../queries/charge_cache_losers_from.sql");
pub const CHARGE_CACHE_STATE_ADVANCE: &str =
    include_str!("../../queries/charge_cache_state_advance.sql");
pub const CHARGE_CACHE_STATE_CLEAR: &str =
    include_str!("../../queries/charge_cache_state_clear.sql");
pub const CHARGE_CACHE_STATE_INSERT: &str =
    include_str!("../../queries/charge_cache_state_insert.sql");
pub const CHARGE_KEYS_CLEAR: &str = include_str!("../../queries/charge_keys_clear.sql");
pub const CHARGE_KEYS_FOR_CLUSTER: &str = include_str!("../../queries/charge_keys_for_cluster.sql");
pub const CHECKPOINT: &str = include_str!("../../queries/checkpoint.sql");
pub const CLUSTER_CAPACITY: &str = include_str!("../../queries/cluster_capacity.sql");
pub const CLUSTER_SIZE: &str = include_str!("../../queries/cluster_size.sql");
pub const COLLECT_CHECK_RECORD: &str = include_str!("../../queries/collect_check_record.sql");
pub const COLUMN_EXISTS: &str = include_str!("../../queries/column_exists.sql");
pub const CONFIG_DELETE_LOAD: &str = include_str!("../../queries/config_delete_load.sql");
pub const CONFIG_FOR_CLUSTER: &str = include_str!("../../queries/config_for_cluster.sql");
pub const CONTROLLER_REGISTERED_FOR_CLUSTER: &str =
    include_str!("../../queries/controller_registered_for_cluster.sql");
pub const CONTROLLER_RELEASE_REGISTERED: &str =
    include_str!("../../queries/controller_release_registered.sql");
pub const CONTROLLER_STATE_LATEST: &str = include_str!("../../queries/controller_state_latest.sql");
pub const COUNT_LOAD_ROWS: &str = include_str!("../../queries/count_load_rows.sql");
pub const DATA_END: &str = include_str!("../../queries/data_end.sql");
pub const DATA_END_FLOOR: &str = include_str!("../../queries/data_end_floor.sql");
pub const DATA_END_FLOOR_LAST_LOAD: &str =
    include_str!("../../queries/data_end_floor_last_load.sql");
pub const DATA_START: &str = include_str!("../../queries/data_start.sql");
pub const DATA_START_CEILING: &str = include_str!("../../queries/data_start_ceiling.sql");
pub const DBD_SETTINGS_DELETE_LOAD: &str =
    include_str!("../../queries/dbd_settings_delete_load.sql");
pub const DBD_SETTINGS_LATEST: &str = include_str!("../../queries/dbd_settings_latest.sql");
pub const DUMP_MOMENT: &str = include_str!("../../queries/dump_moment.sql");
pub const EFFICIENCY_FIRST_START: &str = include_str!("../../queries/efficiency_first_start.sql");
pub const EFFICIENCY_JOBS: &str = include_str!("../../queries/efficiency_jobs.sql");
pub const END_ORDER_CLEAR: &str = include_str!("../../queries/end_order_clear.sql");
pub const END_ORDER_FORGET: &str = include_str!("../../queries/end_order_forget.sql");
pub const END_ORDER_GET: &str = include_str!("../../queries/end_order_get.sql");
pub const END_ORDER_INSERT: &str = include_str!("../../queries/end_order_insert.sql");
pub const EVENTS_FOR_CLUSTER: &str = include_str!("../../queries/events_for_cluster.sql");
pub const EVENTS_MERGE_DROP_REPLACED: &str =
    include_str!("../../queries/events_merge_drop_replaced.sql");
pub const EVENTS_MERGE_INSERT: &str = include_str!("../../queries/events_merge_insert.sql");
pub const EVENTS_STAGE_CLEAR: &str = include_str!("../../queries/events_stage_clear.sql");
pub const EXPORT_EVENTS: &str = include_str!("../../queries/export_events.sql");
pub const EXPORT_PARTITIONED_FLUSH: &str =
    include_str!("../../queries/export_partitioned_flush.sql");
pub const EXPORT_JOBS_BY_MONTH: &str = include_str!("../../queries/export_jobs_by_month.sql");
pub const EXPORT_RESERVATIONS: &str = include_str!("../../queries/export_reservations.sql");
pub const EXPORT_STEPS_BY_MONTH: &str = include_str!("../../queries/export_steps_by_month.sql");
pub const EXPORT_TABLES: &str = include_str!("../../queries/export_tables.sql");
pub const INFO_ASSOC: &str = include_str!("../../queries/info_assoc.sql");
pub const INFO_CHARGES: &str = include_str!("../../queries/info_charges.sql");
pub const INFO_CLUSTERS: &str = include_str!("../../queries/info_clusters.sql");
pub const INFO_COLLECT_CHECKS: &str = include_str!("../../queries/info_collect_checks.sql");
pub const INFO_CONFIG: &str = include_str!("../../queries/info_config.sql");
pub const INFO_CONFIG_COUNTS: &str = include_str!("../../queries/info_config_counts.sql");
pub const INFO_LOADS: &str = include_str!("../../queries/info_loads.sql");
pub const INFO_PARTITIONS: &str = include_str!("../../queries/info_partitions.sql");
pub const INFO_PHASE: &str = include_str!("../../queries/info_phase.sql");
pub const INFO_QOS: &str = include_str!("../../queries/info_qos.sql");
pub const INFO_SLURM_VERSIONS: &str = include_str!("../../queries/info_slurm_versions.sql");
pub const INFO_STATES: &str = include_str!("../../queries/info_states.sql");
pub const INFO_STEPS: &str = include_str!("../../queries/info_steps.sql");
pub const INFO_VERSIONS: &str = include_str!("../../queries/info_versions.sql");
pub const INSERT_IN_ANY_ORDER: &str = include_str!("../../queries/insert_in_any_order.sql");
pub const INSERT_IN_ORDER: &str = include_str!("../../queries/insert_in_order.sql");
pub const JOBS_INSERT_BATCHES: &str = include_str!("../../queries/jobs_insert_batches.sql");
pub const JOBS_STARTED_AT: &str = include_str!("../../queries/jobs_started_at.sql");
pub const JOBS_STARTED_IN: &str = include_str!("../../queries/jobs_started_in.sql");
pub const JOBS_WAITING_IN: &str = include_str!("../../queries/jobs_waiting_in.sql");
pub const JOB_CLUSTERS_BESIDES: &str = include_str!("../../queries/job_clusters_besides.sql");
pub const JOB_ASSOCIATIONS: &str = include_str!("../../queries/job_associations.sql");
pub const JOB_FACTS: &str = include_str!("../../queries/job_facts.sql");
pub const JOB_ID_AT_ROW: &str = include_str!("../../queries/job_id_at_row.sql");
pub const KNOWN_CLUSTERS: &str = include_str!("../../queries/known_clusters.sql");
pub const LAKE_ASSOC_CREATE: &str = include_str!("../../queries/lake_assoc_create.sql");
pub const LAKE_CHARGES_CREATE: &str = include_str!("../../queries/lake_charges_create.sql");
pub const LOAD_FIND_BY_HASH: &str = include_str!("../../queries/load_find_by_hash.sql");
pub const LOAD_INSERT: &str = include_str!("../../queries/load_insert.sql");
pub const LOAD_NEXT_ID: &str = include_str!("../../queries/load_next_id.sql");
pub const LSF_JOBS: &str = include_str!("../../queries/lsf_jobs.sql");
pub const MERGE_DELETE_JOBS: &str = include_str!("../../queries/merge_delete_jobs.sql");
pub const MERGE_DELETE_STEPS: &str = include_str!("../../queries/merge_delete_steps.sql");
pub const MERGE_JOBS_LOSERS: &str = include_str!("../../queries/merge_jobs_losers.sql");
pub const MERGE_LOSERS_CLEAR: &str = include_str!("../../queries/merge_losers_clear.sql");
pub const MERGE_STEPS_LOSERS: &str = include_str!("../../queries/merge_steps_losers.sql");
pub const NODES_COPY_LOAD: &str = include_str!("../../queries/nodes_copy_load.sql");
pub const NODES_DELETE_LOAD: &str = include_str!("../../queries/nodes_delete_load.sql");
pub const OBSERVED_QUEUE_MOMENTS: &str = include_str!("../../queries/observed_queue_moments.sql");
pub const OBSERVED_QUEUE_SIGHTINGS: &str =
    include_str!("../../queries/observed_queue_sightings.sql");
pub const OBSERVED_SSHARE_FOR_CLUSTER: &str =
    include_str!("../../queries/observed_sshare_for_cluster.sql");
pub const PARTITIONS_COPY_LOAD: &str = include_str!("../../queries/partitions_copy_load.sql");
pub const PARTITIONS_DELETE_LOAD: &str = include_str!("../../queries/partitions_delete_load.sql");
pub const PARTITION_SIZES: &str = include_str!("../../queries/partition_sizes.sql");
pub const PARTITION_TIERS: &str = include_str!("../../queries/partition_tiers.sql");
pub const PARTITION_WEIGHTS: &str = include_str!("../../queries/partition_weights.sql");
pub const PENDING_ELIGIBLE_BEFORE: &str = include_str!("../../queries/pending_eligible_before.sql");
pub const PENDING_JOBS: &str = include_str!("../../queries/pending_jobs.sql");
pub const PENDING_JOBS_COUNT: &str = include_str!("../../queries/pending_jobs_count.sql");
pub const PHASE_FIT_CLEAR: &str = include_str!("../../queries/phase_fit_clear.sql");
pub const PHASE_FIT_FORGET: &str = include_str!("../../queries/phase_fit_forget.sql");
pub const PHASE_FIT_GET: &str = include_str!("../../queries/phase_fit_get.sql");
pub const PHASE_FIT_INSERT: &str = include_str!("../../queries/phase_fit_insert.sql");
pub const QOS_DELETE_LOAD: &str = include_str!("../../queries/qos_delete_load.sql");
pub const QOS_IDS: &str = include_str!("../../queries/qos_ids.sql");
pub const QOS_PRIORITIES: &str = include_str!("../../queries/qos_priorities.sql");
pub const QOS_USAGE_FACTORS: &str = include_str!("../../queries/qos_usage_factors.sql");
pub const REGISTRATION_AT: &str = include_str!("../../queries/registration_at.sql");
pub const RESERVATIONS_FOR_CLUSTER: &str =
    include_str!("../../queries/reservations_for_cluster.sql");
pub const RESERVATIONS_MERGE: &str = include_str!("../../queries/reservations_merge.sql");
pub const RIVAL_STARTS: &str = include_str!("../../queries/rival_starts.sql");
pub const ROLLUP_JOBS: &str = include_str!("../../queries/rollup_jobs.sql");
pub const SCHEMA: &str = include_str!("../../queries/schema.sql");
pub const SCHEMA_VERSION_GET: &str = include_str!("../../queries/schema_version_get.sql");
pub const SCHEMA_VERSION_SET: &str = include_str!("../../queries/schema_version_set.sql");
pub const SEFF_JOB: &str = include_str!("../../queries/seff_job.sql");
pub const SEFF_STEPS: &str = include_str!("../../queries/seff_steps.sql");
pub const SETTING_VERSIONS_FOR: &str = include_str!("../../queries/setting_versions_for.sql");
pub const SETTING_VERSION_DELETE: &str = include_str!("../../queries/setting_version_delete.sql");
pub const SETTING_VERSION_INSERT: &str = include_str!("../../queries/setting_version_insert.sql");
pub const SET_MEMORY_LIMIT: &str = include_str!("../../queries/set_memory_limit.sql");
pub const SET_NO_AUTO_CHECKPOINT: &str = include_str!("../../queries/set_no_auto_checkpoint.sql");
pub const SLURM_VERSIONS_FOR_CLUSTER: &str =
    include_str!("../../queries/slurm_versions_for_cluster.sql");
pub const SLURM_VERSIONS_INSERT: &str = include_str!("../../queries/slurm_versions_insert.sql");
pub const SLURM_VERSIONS_INSERT_ONE: &str =
    include_str!("../../queries/slurm_versions_insert_one.sql");
pub const SPRIO_JOB_RECORDS: &str = include_str!("../../queries/sprio_job_records.sql");
pub const STEPS_INSERT_BATCHES: &str = include_str!("../../queries/steps_insert_batches.sql");
pub const SUBMIT_PRIORITIES: &str = include_str!("../../queries/submit_priorities.sql");
pub const TABLE_EXISTS: &str = include_str!("../../queries/table_exists.sql");
pub const TRES_DELETE_LOAD: &str = include_str!("../../queries/tres_delete_load.sql");
pub const UNLISTED_QUEUED_JOBS: &str = include_str!("../../queries/unlisted_queued_jobs.sql");
pub const USAGE_CHECKPOINTS_CLEAR: &str = include_str!("../../queries/usage_checkpoints_clear.sql");
pub const USAGE_CHECKPOINTS_DECAY_DROP: &str =
    include_str!("../../queries/usage_checkpoints_decay_drop.sql");
pub const USAGE_CHECKPOINTS_FROM_DROP: &str =
    include_str!("../../queries/usage_checkpoints_from_drop.sql");
pub const USAGE_CHECKPOINT_AT: &str = include_str!("../../queries/usage_checkpoint_at.sql");
pub const USAGE_CHECKPOINT_JOBS_AT: &str =
    include_str!("../../queries/usage_checkpoint_jobs_at.sql");
pub const USAGE_CHECKPOINT_JOBS_CLEAR: &str =
    include_str!("../../queries/usage_checkpoint_jobs_clear.sql");
pub const USAGE_CHECKPOINT_JOBS_DECAY_DROP: &str =
    include_str!("../../queries/usage_checkpoint_jobs_decay_drop.sql");
pub const USAGE_CHECKPOINT_JOBS_FROM_DROP: &str =
    include_str!("../../queries/usage_checkpoint_jobs_from_drop.sql");
pub const USAGE_CHECKPOINT_LATEST: &str = include_str!("../../queries/usage_checkpoint_latest.sql");
pub const USAGE_CHECKPOINT_STATE: &str = include_str!("../../queries/usage_checkpoint_state.sql");
pub const USAGE_CHECKPOINT_STATE_CLEAR: &str =
    include_str!("../../queries/usage_checkpoint_state_clear.sql");
pub const USAGE_CHECKPOINT_STATE_DECAY_DROP: &str =
    include_str!("../../queries/usage_checkpoint_state_decay_drop.sql");
pub const USAGE_CHECKPOINT_STATE_INSERT: &str =
    include_str!("../../queries/usage_checkpoint_state_insert.sql");
pub const USAGE_CHECKPOINT_STATE_UNFINISH: &str =
    include_str!("../../queries/usage_checkpoint_state_unfinish.sql");
pub const USAGE_CHECKPOINT_TRES_AT: &str =
    include_str!("../../queries/usage_checkpoint_tres_at.sql");
pub const USAGE_FILE: &str = include_str!("../../queries/usage_file.sql");
pub const USAGE_JOBS: &str = include_str!("../../queries/usage_jobs.sql");
pub const USAGE_JOBS_ROW_RANGES: &str = include_str!("../../queries/usage_jobs_row_ranges.sql");
pub const USAGE_JOBS_RUNNING_AT: &str = include_str!("../../queries/usage_jobs_running_at.sql");
pub const USAGE_JOBS_SPAN: &str = include_str!("../../queries/usage_jobs_span.sql");
pub const USERS_DELETE_LOAD: &str = include_str!("../../queries/users_delete_load.sql");
pub const USERS_LATEST: &str = include_str!("../../queries/users_latest.sql");
pub const USER_JOBS: &str = include_str!("../../queries/user_jobs.sql");

#[cfg(test)]
pub const ALL: &[(&str, &str)] = &[
    ("archive_assoc_users", ARCHIVE_ASSOC_USERS),
    ("archive_qos_names", ARCHIVE_QOS_NAMES),
    ("archive_reservation_names", ARCHIVE_RESERVATION_NAMES),
    ("archive_tres_names", ARCHIVE_TRES_NAMES),
    ("array_splits", ARRAY_SPLITS),
    ("assoc_clusters", ASSOC_CLUSTERS),
    ("assoc_created_for_cluster", ASSOC_CREATED_FOR_CLUSTER),
    ("assoc_delete_load", ASSOC_DELETE_LOAD),
    ("assoc_for_cluster", ASSOC_FOR_CLUSTER),
    ("assoc_shares_for_cluster", ASSOC_SHARES_FOR_CLUSTER),
    ("cached_charges", CACHED_CHARGES),
    ("cached_charges_count", CACHED_CHARGES_COUNT),
    ("cached_charges_span", CACHED_CHARGES_SPAN),
    ("charge_cache_clear", CHARGE_CACHE_CLEAR),
    ("charge_cache_drop_losers", CHARGE_CACHE_DROP_LOSERS),
    ("charge_cache_fingerprint", CHARGE_CACHE_FINGERPRINT),
    ("charge_cache_forget", CHARGE_CACHE_FORGET),
    ("charge_cache_losers_from", CHARGE_CACHE_LOSERS_FROM),
    ("charge_cache_state_advance", CHARGE_CACHE_STATE_ADVANCE),
    ("charge_cache_state_clear", CHARGE_CACHE_STATE_CLEAR),
    ("charge_cache_state_insert", CHARGE_CACHE_STATE_INSERT),
    ("charge_keys_clear", CHARGE_KEYS_CLEAR),
    ("charge_keys_for_cluster", CHARGE_KEYS_FOR_CLUSTER),
    ("checkpoint", CHECKPOINT),
    ("cluster_capacity", CLUSTER_CAPACITY),
    ("cluster_size", CLUSTER_SIZE),
    ("collect_check_record", COLLECT_CHECK_RECORD),
    ("column_exists", COLUMN_EXISTS),
    ("config_delete_load", CONFIG_DELETE_LOAD),
    ("config_for_cluster", CONFIG_FOR_CLUSTER),
    (
        "controller_registered_for_cluster",
        CONTROLLER_REGISTERED_FOR_CLUSTER,
    ),
    (
        "controller_release_registered",
        CONTROLLER_RELEASE_REGISTERED,
    ),
    ("controller_state_latest", CONTROLLER_STATE_LATEST),
    ("count_load_rows", COUNT_LOAD_ROWS),
    ("data_end", DATA_END),
    ("data_end_floor", DATA_END_FLOOR),
    ("data_end_floor_last_load", DATA_END_FLOOR_LAST_LOAD),
    ("data_start", DATA_START),
    ("data_start_ceiling", DATA_START_CEILING),
    ("dbd_settings_delete_load", DBD_SETTINGS_DELETE_LOAD),
    ("dbd_settings_latest", DBD_SETTINGS_LATEST),
    ("dump_moment", DUMP_MOMENT),
    ("efficiency_first_start", EFFICIENCY_FIRST_START),
    ("efficiency_jobs", EFFICIENCY_JOBS),
    ("end_order_clear", END_ORDER_CLEAR),
    ("end_order_forget", END_ORDER_FORGET),
    ("end_order_get", END_ORDER_GET),
    ("end_order_insert", END_ORDER_INSERT),
    ("events_for_cluster", EVENTS_FOR_CLUSTER),
    ("events_merge_drop_replaced", EVENTS_MERGE_DROP_REPLACED),
    ("events_merge_insert", EVENTS_MERGE_INSERT),
    ("events_stage_clear", EVENTS_STAGE_CLEAR),
    ("export_events", EXPORT_EVENTS),
    ("export_jobs_by_month", EXPORT_JOBS_BY_MONTH),
    ("export_partitioned_flush", EXPORT_PARTITIONED_FLUSH),
    ("export_reservations", EXPORT_RESERVATIONS),
    ("export_steps_by_month", EXPORT_STEPS_BY_MONTH),
    ("export_tables", EXPORT_TABLES),
    ("info_assoc", INFO_ASSOC),
    ("info_charges", INFO_CHARGES),
    ("info_clusters", INFO_CLUSTERS),
    ("info_collect_checks", INFO_COLLECT_CHECKS),
    ("info_config", INFO_CONFIG),
    ("info_config_counts", INFO_CONFIG_COUNTS),
    ("info_loads", INFO_LOADS),
    ("info_partitions", INFO_PARTITIONS),
    ("info_phase", INFO_PHASE),
    ("info_qos", INFO_QOS),
    ("info_slurm_versions", INFO_SLURM_VERSIONS),
    ("info_states", INFO_STATES),
    ("info_steps", INFO_STEPS),
    ("info_versions", INFO_VERSIONS),
    ("insert_in_any_order", INSERT_IN_ANY_ORDER),
    ("insert_in_order", INSERT_IN_ORDER),
    ("job_associations", JOB_ASSOCIATIONS),
    ("job_clusters_besides", JOB_CLUSTERS_BESIDES),
    ("job_facts", JOB_FACTS),
    ("job_id_at_row", JOB_ID_AT_ROW),
    ("jobs_insert_batches", JOBS_INSERT_BATCHES),
    ("jobs_started_at", JOBS_STARTED_AT),
    ("jobs_started_in", JOBS_STARTED_IN),
    ("jobs_waiting_in", JOBS_WAITING_IN),
    ("known_clusters", KNOWN_CLUSTERS),
    ("lake_assoc_create", LAKE_ASSOC_CREATE),
    ("lake_charges_create", LAKE_CHARGES_CREATE),
    ("load_find_by_hash", LOAD_FIND_BY_HASH),
    ("load_insert", LOAD_INSERT),
    ("load_next_id", LOAD_NEXT_ID),
    ("lsf_jobs", LSF_JOBS),
    ("merge_delete_jobs", MERGE_DELETE_JOBS),
    ("merge_delete_steps", MERGE_DELETE_STEPS),
    ("merge_jobs_losers", MERGE_JOBS_LOSERS),
    ("merge_losers_clear", MERGE_LOSERS_CLEAR),
    ("merge_steps_losers", MERGE_STEPS_LOSERS),
    ("nodes_copy_load", NODES_COPY_LOAD),
    ("nodes_delete_load", NODES_DELETE_LOAD),
    ("observed_queue_moments", OBSERVED_QUEUE_MOMENTS),
    ("observed_queue_sightings", OBSERVED_QUEUE_SIGHTINGS),
    ("observed_sshare_for_cluster", OBSERVED_SSHARE_FOR_CLUSTER),
    ("partition_sizes", PARTITION_SIZES),
    ("partition_tiers", PARTITION_TIERS),
    ("partition_weights", PARTITION_WEIGHTS),
    ("partitions_copy_load", PARTITIONS_COPY_LOAD),
    ("partitions_delete_load", PARTITIONS_DELETE_LOAD),
    ("pending_eligible_before", PENDING_ELIGIBLE_BEFORE),
    ("pending_jobs", PENDING_JOBS),
    ("pending_jobs_count", PENDING_JOBS_COUNT),
    ("phase_fit_clear", PHASE_FIT_CLEAR),
    ("phase_fit_forget", PHASE_FIT_FORGET),
    ("phase_fit_get", PHASE_FIT_GET),
    ("phase_fit_insert", PHASE_FIT_INSERT),
    ("qos_delete_load", QOS_DELETE_LOAD),
    ("qos_ids", QOS_IDS),
    ("qos_priorities", QOS_PRIORITIES),
    ("qos_usage_factors", QOS_USAGE_FACTORS),
    ("registration_at", REGISTRATION_AT),
    ("reservations_for_cluster", RESERVATIONS_FOR_CLUSTER),
    ("reservations_merge", RESERVATIONS_MERGE),
    ("rival_starts", RIVAL_STARTS),
    ("rollup_jobs", ROLLUP_JOBS),
    ("schema_version_get", SCHEMA_VERSION_GET),
    ("schema_version_set", SCHEMA_VERSION_SET),
    ("seff_job", SEFF_JOB),
    ("seff_steps", SEFF_STEPS),
    ("set_memory_limit", SET_MEMORY_LIMIT),
    ("set_no_auto_checkpoint", SET_NO_AUTO_CHECKPOINT),
    ("setting_version_delete", SETTING_VERSION_DELETE),
    ("setting_version_insert", SETTING_VERSION_INSERT),
    ("setting_versions_for", SETTING_VERSIONS_FOR),
    ("slurm_versions_for_cluster", SLURM_VERSIONS_FOR_CLUSTER),
    ("slurm_versions_insert", SLURM_VERSIONS_INSERT),
    ("slurm_versions_insert_one", SLURM_VERSIONS_INSERT_ONE),
    ("sprio_job_records", SPRIO_JOB_RECORDS),
    ("steps_insert_batches", STEPS_INSERT_BATCHES),
    ("submit_priorities", SUBMIT_PRIORITIES),
    ("table_exists", TABLE_EXISTS),
    ("tres_delete_load", TRES_DELETE_LOAD),
    ("unlisted_queued_jobs", UNLISTED_QUEUED_JOBS),
    ("usage_checkpoint_at", USAGE_CHECKPOINT_AT),
    ("usage_checkpoint_jobs_at", USAGE_CHECKPOINT_JOBS_AT),
    ("usage_checkpoint_jobs_clear", USAGE_CHECKPOINT_JOBS_CLEAR),
    (
        "usage_checkpoint_jobs_decay_drop",
        USAGE_CHECKPOINT_JOBS_DECAY_DROP,
    ),
    (
        "usage_checkpoint_jobs_from_drop",
        USAGE_CHECKPOINT_JOBS_FROM_DROP,
    ),
    ("usage_checkpoint_latest", USAGE_CHECKPOINT_LATEST),
    ("usage_checkpoint_state", USAGE_CHECKPOINT_STATE),
    ("usage_checkpoint_state_clear", USAGE_CHECKPOINT_STATE_CLEAR),
    (
        "usage_checkpoint_state_decay_drop",
        USAGE_CHECKPOINT_STATE_DECAY_DROP,
    ),
    (
        "usage_checkpoint_state_insert",
        USAGE_CHECKPOINT_STATE_INSERT,
    ),
    (
        "usage_checkpoint_state_unfinish",
        USAGE_CHECKPOINT_STATE_UNFINISH,
    ),
    ("usage_checkpoint_tres_at", USAGE_CHECKPOINT_TRES_AT),
    ("usage_checkpoints_clear", USAGE_CHECKPOINTS_CLEAR),
    ("usage_checkpoints_decay_drop", USAGE_CHECKPOINTS_DECAY_DROP),
    ("usage_checkpoints_from_drop", USAGE_CHECKPOINTS_FROM_DROP),
    ("usage_file", USAGE_FILE),
    ("usage_jobs", USAGE_JOBS),
    ("usage_jobs_row_ranges", USAGE_JOBS_ROW_RANGES),
    ("usage_jobs_running_at", USAGE_JOBS_RUNNING_AT),
    ("usage_jobs_span", USAGE_JOBS_SPAN),
    ("user_jobs", USER_JOBS),
    ("users_delete_load", USERS_DELETE_LOAD),
    ("users_latest", USERS_LATEST),
];
