//! Loads: each is one transaction. A file whose content was loaded before changes nothing;
//! job records are merged with earlier dumps on (cluster, job_key, submit time).

use std::collections::BTreeMap;

use std::sync::Arc;

use arrow::array::{
    ArrayBuilder, ArrayRef, AsArray, BooleanBuilder, Float64Builder, Int64Array, Int64Builder,
    Int8Builder, StringBuilder, TimestampMicrosecondBuilder,
};
use arrow::datatypes::Int64Type;
use arrow::record_batch::RecordBatch;
use chrono::NaiveDateTime;
use duckdb::{params, Connection, OptionalExt};

use super::read::{in_force, AsOf};
use super::{feed, sql, Store, StoreError};
use crate::ingest::conf::SlurmConf;
use crate::ingest::sacct::Record;
use crate::ingest::tres_table::TresName;
use crate::model::privacy::UserRights;
use crate::model::types::{AssocRecord, JobRecord, QosRecord, StepRecord};
use crate::model::version::SlurmVersion;

/// Where a load came from.
#[derive(Debug, Clone)]
pub struct LoadSource {
    pub kind: &'static str,
    pub file: String,
    pub content_sha256: String,
    pub time_zone: Option<String>,
}

/// What a load did.
#[derive(Debug, Clone, PartialEq)]
pub enum LoadOutcome {
    Loaded {
        load_id: i64,
        records: u64,
        kept: i64,
        skipped: u64,
    },
    /// The same content was loaded before (as `load_id` from `file`); nothing changed.
    AlreadyLoaded { load_id: i64, file: String },
}

/// Pending (0) < running (1) < ended (2): a record further along replaces one behind it.
fn progress(state: &str, state_known: bool, ended: bool) -> i8 {
    match state {
        "PENDING" | "REQUEUE_HOLD" | "RESV_DEL_HOLD" => 0,
        "RUNNING" | "SUSPENDED" | "COMPLETING" | "CONFIGURING" | "RESIZING" | "SIGNALING"
        | "STAGE_OUT" | "STOPPED" => 1,
        _ if state_known || ended => 2,
        _ => 1,
    }
}

/// Records per Arrow batch handed to DuckDB (far faster than the same values one by one).
pub(super) const BATCH_ROWS: usize = 16_384;

fn micros(t: Option<NaiveDateTime>) -> Option<i64> {
    t.map(|t| t.and_utc().timestamp_micros())
}

/// The column so far, as the `ArrayRef` a batch takes (the builders' own `finish` gives
/// the typed array); the builder starts over.
fn finish(b: &mut impl ArrayBuilder) -> ArrayRef {
    b.finish()
}

/// The `jobs` rows of a batch being filled, a builder per column: each record's values are
/// appended as it is read (its texts still borrowed from the line), nothing kept per record.
#[derive(Default)]
struct JobColumns {
    job_row: Int64Builder,
    load_id: Int64Builder,
    cluster: StringBuilder,
    job_key: StringBuilder,
    job_id: StringBuilder,
    job_id_raw: Int64Builder,
    array_job_id: Int64Builder,
    array_task_id: Int64Builder,
    array_tasks_pending: StringBuilder,
    het_job_id: Int64Builder,
    het_job_offset: Int64Builder,
    user: StringBuilder,
    uid: Int64Builder,
    gid: Int64Builder,
    account: StringBuilder,
    partition: StringBuilder,
    qos: StringBuilder,
    qos_req: StringBuilder,
    submit_time: TimestampMicrosecondBuilder,
    eligible_time: TimestampMicrosecondBuilder,
    start_time: TimestampMicrosecondBuilder,
    end_time: TimestampMicrosecondBuilder,
    state: StringBuilder,
    state_known: BooleanBuilder,
    progress: Int8Builder,
    cancelled_by: Int64Builder,
    exit_code: StringBuilder,
    timelimit_s: Int64Builder,
    timelimit: StringBuilder,
    priority: Int64Builder,
    nice: Int64Builder,
    reservation: StringBuilder,
    reservation_id: Int64Builder,
    flags: StringBuilder,
    reason: StringBuilder,
    req_cpus: Int64Builder,
    alloc_cpus: Int64Builder,
    nnodes: Int64Builder,
    req_mem_mb: Float64Builder,
    req_mem_per: StringBuilder,
    alloc_tres: StringBuilder,
    req_tres: StringBuilder,
    alloc_mem_mb: Float64Builder,
    alloc_gpus: Float64Builder,
    recorded_billing: Float64Builder,
    elapsed_s: Int64Builder,
    total_cpu_s: Float64Builder,
    node_list: StringBuilder,
    job_name: StringBuilder,
    wckey: StringBuilder,
    submit_line: StringBuilder,
    group_name: StringBuilder,
    gpu_util: Float64Builder,
}

impl JobColumns {
    fn push(&mut self, row: i64, load_id: i64, j: &JobRecord) {
        self.job_row.append_value(row);
        self.load_id.append_value(load_id);
        self.cluster.append_value(&j.cluster);
        self.job_key.append_value(&j.job_key);
        self.job_id.append_value(&j.job_id);
        self.job_id_raw.append_option(j.job_id_raw);
        self.array_job_id.append_option(j.array_job_id);
        self.array_task_id.append_option(j.array_task_id);
        self.array_tasks_pending
            .append_option(j.array_tasks_pending.as_deref());
        self.het_job_id.append_option(j.het_job_id);
        self.het_job_offset.append_option(j.het_job_offset);
        self.user.append_option(j.user.as_deref());
        self.uid.append_option(j.uid);
        self.gid.append_option(j.gid);
        self.account.append_option(j.account.as_deref());
        self.partition.append_option(j.partition.as_deref());
        self.qos.append_option(j.qos.as_deref());
        self.qos_req.append_option(j.qos_req.as_deref());
        self.submit_time.append_option(micros(Some(j.submit)));
        self.eligible_time.append_option(micros(j.eligible));
        self.start_time.append_option(micros(j.start));
        self.end_time.append_option(micros(j.end));
        self.state.append_value(&j.state);
        self.state_known.append_value(j.state_known);
        self.progress
            .append_value(progress(&j.state, j.state_known, j.end.is_some()));
        self.cancelled_by.append_option(j.cancelled_by);
        self.exit_code.append_option(j.exit_code.as_deref());
        self.timelimit_s.append_option(j.timelimit_s);
        self.timelimit.append_option(j.timelimit.as_deref());
        self.priority.append_option(j.priority);
        self.nice.append_option(j.nice);
        self.reservation.append_option(j.reservation.as_deref());
        self.reservation_id.append_option(j.reservation_id);
        self.flags.append_option(j.flags.as_deref());
        self.reason.append_option(j.reason.as_deref());
        self.req_cpus.append_option(j.req_cpus);
        self.alloc_cpus.append_option(j.alloc_cpus);
        self.nnodes.append_option(j.nnodes);
        self.req_mem_mb.append_option(j.req_mem_mb);
        self.req_mem_per
            .append_option(j.req_mem_per.map(|m| m.as_str()));
        self.alloc_tres.append_option(j.alloc_tres_text.as_deref());
        self.req_tres.append_option(j.req_tres_text.as_deref());
        self.alloc_mem_mb.append_option(j.alloc.mem_mb);
        self.alloc_gpus.append_option(j.alloc.gpus());
        self.recorded_billing.append_option(j.alloc.billing);
        self.elapsed_s.append_option(j.elapsed_s);
        self.total_cpu_s.append_option(j.total_cpu_s);
        self.node_list.append_option(j.node_list.as_deref());
        self.job_name.append_option(j.job_name.as_deref());
        self.wckey.append_option(j.wckey.as_deref());
        self.submit_line.append_option(j.submit_line.as_deref());
        self.group_name.append_option(j.group.as_deref());
        self.gpu_util.append_option(j.gpu_util);
    }

    fn len(&self) -> usize {
        self.job_row.len()
    }

    /// The rows so far as a batch, columns in the table's order; the builders start over.
    fn finish(&mut self) -> RecordBatch {
        RecordBatch::try_from_iter([
            ("job_row", finish(&mut self.job_row)),
            ("load_id", finish(&mut self.load_id)),
            ("cluster", finish(&mut self.cluster)),
            ("job_key", finish(&mut self.job_key)),
            ("job_id", finish(&mut self.job_id)),
            ("job_id_raw", finish(&mut self.job_id_raw)),
            ("array_job_id", finish(&mut self.array_job_id)),
            ("array_task_id", finish(&mut self.array_task_id)),
            ("array_tasks_pending", finish(&mut self.array_tasks_pending)),
            ("het_job_id", finish(&mut self.het_job_id)),
            ("het_job_offset", finish(&mut self.het_job_offset)),
            ("user", finish(&mut self.user)),
            ("uid", finish(&mut self.uid)),
            ("gid", finish(&mut self.gid)),
            ("account", finish(&mut self.account)),
            ("partition", finish(&mut self.partition)),
            ("qos", finish(&mut self.qos)),
            ("qos_req", finish(&mut self.qos_req)),
            ("submit_time", finish(&mut self.submit_time)),
            ("eligible_time", finish(&mut self.eligible_time)),
            ("start_time", finish(&mut self.start_time)),
            ("end_time", finish(&mut self.end_time)),
            ("state", finish(&mut self.state)),
            ("state_known", finish(&mut self.state_known)),
            ("progress", finish(&mut self.progress)),
            ("cancelled_by", finish(&mut self.cancelled_by)),
            ("exit_code", finish(&mut self.exit_code)),
            ("timelimit_s", finish(&mut self.timelimit_s)),
            ("timelimit", finish(&mut self.timelimit)),
            ("priority", finish(&mut self.priority)),
            ("nice", finish(&mut self.nice)),
            ("reservation", finish(&mut self.reservation)),
            ("reservation_id", finish(&mut self.reservation_id)),
            ("flags", finish(&mut self.flags)),
            ("reason", finish(&mut self.reason)),
            ("req_cpus", finish(&mut self.req_cpus)),
            ("alloc_cpus", finish(&mut self.alloc_cpus)),
            ("nnodes", finish(&mut self.nnodes)),
            ("req_mem_mb", finish(&mut self.req_mem_mb)),
            ("req_mem_per", finish(&mut self.req_mem_per)),
            ("alloc_tres", finish(&mut self.alloc_tres)),
            ("req_tres", finish(&mut self.req_tres)),
            ("alloc_mem_mb", finish(&mut self.alloc_mem_mb)),
            ("alloc_gpus", finish(&mut self.alloc_gpus)),
            ("recorded_billing", finish(&mut self.recorded_billing)),
            ("elapsed_s", finish(&mut self.elapsed_s)),
            ("total_cpu_s", finish(&mut self.total_cpu_s)),
            ("node_list", finish(&mut self.node_list)),
            ("job_name", finish(&mut self.job_name)),
            ("wckey", finish(&mut self.wckey)),
            ("submit_line", finish(&mut self.submit_line)),
            ("group_name", finish(&mut self.group_name)),
            ("gpu_util", finish(&mut self.gpu_util)),
        ])
        .expect("every column has one value per record")
    }
}

/// The `steps` rows of a batch being filled, as `JobColumns`.
#[derive(Default)]
struct StepColumns {
    step_row: Int64Builder,
    load_id: Int64Builder,
    cluster: StringBuilder,
    job_key: StringBuilder,
    step: StringBuilder,
    job_id: StringBuilder,
    start_time: TimestampMicrosecondBuilder,
    end_time: TimestampMicrosecondBuilder,
    state: StringBuilder,
    progress: Int8Builder,
    alloc_tres: StringBuilder,
    elapsed_s: Int64Builder,
    total_cpu_s: Float64Builder,
    ntasks: Int64Builder,
    usage_in_tot: StringBuilder,
    usage_in_max: StringBuilder,
    usage_in_ave: StringBuilder,
}

impl StepColumns {
    fn push(&mut self, row: i64, load_id: i64, s: &StepRecord) {
        self.step_row.append_value(row);
        self.load_id.append_value(load_id);
        self.cluster.append_value(&s.cluster);
        self.job_key.append_value(&s.job_key);
        self.step.append_value(&s.step);
        self.job_id.append_value(&s.job_id);
        self.start_time.append_option(micros(s.start));
        self.end_time.append_option(micros(s.end));
        self.state.append_value(&s.state);
        self.progress
            .append_value(progress(&s.state, true, s.end.is_some()));
        self.alloc_tres.append_option(s.alloc_tres_text.as_deref());
        self.elapsed_s.append_option(s.elapsed_s);
        self.total_cpu_s.append_option(s.total_cpu_s);
        self.ntasks.append_option(s.ntasks);
        self.usage_in_tot.append_option(s.usage_in_tot.as_deref());
        self.usage_in_max.append_option(s.usage_in_max.as_deref());
        self.usage_in_ave.append_option(s.usage_in_ave.as_deref());
    }

    fn len(&self) -> usize {
        self.step_row.len()
    }

    fn finish(&mut self) -> RecordBatch {
        RecordBatch::try_from_iter([
            ("step_row", finish(&mut self.step_row)),
            ("load_id", finish(&mut self.load_id)),
            ("cluster", finish(&mut self.cluster)),
            ("job_key", finish(&mut self.job_key)),
            ("step", finish(&mut self.step)),
            ("job_id", finish(&mut self.job_id)),
            ("start_time", finish(&mut self.start_time)),
            ("end_time", finish(&mut self.end_time)),
            ("state", finish(&mut self.state)),
            ("progress", finish(&mut self.progress)),
            ("alloc_tres", finish(&mut self.alloc_tres)),
            ("elapsed_s", finish(&mut self.elapsed_s)),
            ("total_cpu_s", finish(&mut self.total_cpu_s)),
            ("ntasks", finish(&mut self.ntasks)),
            ("usage_in_tot", finish(&mut self.usage_in_tot)),
            ("usage_in_max", finish(&mut self.usage_in_max)),
            ("usage_in_ave", finish(&mut self.usage_in_ave)),
        ])
        .expect("every column has one value per step")
    }
}

fn find_loaded(
    conn: &Connection,
    kind: &str,
    hash: &str,
) -> Result<Option<(i64, String)>, StoreError> {
    Ok(conn
        .prepare_cached(sql::LOAD_FIND_BY_HASH)?
        .query_row(params![kind, hash], |r| Ok((r.get(0)?, r.get(1)?)))
        .optional()?)
}

fn next_load_id(conn: &Connection) -> Result<i64, StoreError> {
    Ok(conn.query_row(sql::LOAD_NEXT_ID, [], |r| r.get(0))?)
}

fn record_load(
    conn: &Connection,
    id: i64,
    src: &LoadSource,
    records: u64,
    skipped: u64,
) -> Result<(), StoreError> {
    conn.execute(
        sql::LOAD_INSERT,
        params![
            id,
            src.kind,
            src.file,
            src.content_sha256,
            records as i64,
            skipped as i64,
            src.time_zone,
            chrono::Utc::now().naive_utc()
        ],
    )?;
    Ok(())
}

/// A sacct load in progress: batches are inserted inside an open transaction, which rolls
/// back unless `finish` commits it.
pub struct SacctLoad<'a> {
    conn: &'a Connection,
    load_id: i64,
    /// Records inserted so far.
    records: u64,
    committed: bool,
}

/// One table's rows, ready to insert.
pub enum Batch {
    Jobs(RecordBatch),
    Steps(RecordBatch),
}

impl Batch {
    /// The batch with `rows` added to its row ids: a block's rows, numbered from 0 by
    /// `LoadBatches`, put after the `rows` records of the blocks before it.
    pub fn after(self, rows: i64) -> Batch {
        let shift = |batch: RecordBatch| {
            if rows == 0 {
                return batch;
            }
            let ids: Int64Array = batch
                .column(0)
                .as_primitive::<Int64Type>()
                .unary(|r| r + rows);
            let mut columns = batch.columns().to_vec();
            columns[0] = Arc::new(ids);
            RecordBatch::try_new(batch.schema(), columns).expect("the same columns")
        };
        match self {
            Batch::Jobs(b) => Batch::Jobs(shift(b)),
            Batch::Steps(b) => Batch::Steps(shift(b)),
        }
    }

    /// The batch with the statement that inserts it.
    fn bound(self) -> feed::Bound {
        match self {
            Batch::Jobs(rows) => (sql::JOBS_INSERT_BATCHES, rows),
            Batch::Steps(rows) => (sql::STEPS_INSERT_BATCHES, rows),
        }
    }
}

/// Turns a load's records into Arrow batches with their row ids, on the reader's thread.
pub struct LoadBatches {
    load_id: i64,
    next_row: i64,
    jobs: JobColumns,
    steps: StepColumns,
}

impl LoadBatches {
    /// Adds a record; returns a batch when one is full.
    pub fn push(&mut self, rec: &Record) -> Option<Batch> {
        let row = (self.load_id << 32) | self.next_row;
        self.next_row += 1;
        match rec {
            Record::Job(j) => {
                self.jobs.push(row, self.load_id, j);
                (self.jobs.len() == BATCH_ROWS).then(|| Batch::Jobs(self.jobs.finish()))
            }
            Record::Step(s) => {
                self.steps.push(row, self.load_id, s);
                (self.steps.len() == BATCH_ROWS).then(|| Batch::Steps(self.steps.finish()))
            }
        }
    }

    /// Records pushed since the last `rest`.
    pub fn rows(&self) -> i64 {
        self.next_row
    }

    /// The batches not yet full; the records pushed after them are numbered from 0 again
    /// (the next block's: see `Batch::after`).
    pub fn rest(&mut self) -> impl Iterator<Item = Batch> {
        self.next_row = 0;
        let jobs = (self.jobs.len() > 0).then(|| Batch::Jobs(self.jobs.finish()));
        let steps = (self.steps.len() > 0).then(|| Batch::Steps(self.steps.finish()));
        jobs.into_iter().chain(steps)
    }
}

/// A collect run's check of itself: sshare's and sprio's rows, agreeing and explained (None:
/// not saved), the kinds of fact that explain them, and whether it met its goal.
pub struct RunCheck {
    pub cluster: String,
    pub at_s: i64,
    pub sshare: Option<[usize; 3]>,
    pub sprio: Option<[usize; 3]>,
    pub named: String,
    pub goal_met: bool,
}

impl Store {
    /// The load of `kind` whose content hash is `hash`, and the file it was read from.
    pub fn loaded_as(&self, kind: &str, hash: &str) -> Result<Option<(i64, String)>, StoreError> {
        find_loaded(&self.conn, kind, hash)
    }

    pub fn begin_sacct_load(&self) -> Result<SacctLoad<'_>, StoreError> {
        self.conn.execute_batch("BEGIN TRANSACTION")?;
        let started = (|| -> Result<SacctLoad<'_>, StoreError> {
            let load_id = next_load_id(&self.conn)?;
            Ok(SacctLoad {
                conn: &self.conn,
                load_id,
                records: 0,
                committed: false,
            })
        })();
        if started.is_err() {
            let _ = self.conn.execute_batch("ROLLBACK");
        }
        started
    }

    /// Runs `f` in one transaction: all of it lands, or none.
    pub(super) fn in_transaction<T>(
        &self,
        f: impl FnOnce(&Connection) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        self.conn.execute_batch("BEGIN TRANSACTION")?;
        match f(&self.conn) {
            Ok(v) => {
                self.conn.execute_batch("COMMIT")?;
                Ok(v)
            }
            Err(e) => {
                let _ = self.conn.execute_batch("ROLLBACK");
                Err(e)
            }
        }
    }

    /// Common frame of the small loads: skip known content, else replace and record.
    fn replace_load(
        &self,
        src: &LoadSource,
        records: usize,
        replace: impl FnOnce(&Connection, i64) -> Result<(), StoreError>,
    ) -> Result<LoadOutcome, StoreError> {
        self.in_transaction(|conn| {
            if let Some((load_id, file)) = find_loaded(conn, src.kind, &src.content_sha256)? {
                return Ok(LoadOutcome::AlreadyLoaded { load_id, file });
            }
            let load_id = next_load_id(conn)?;
            replace(conn, load_id)?;
            record_load(conn, load_id, src, records as u64, 0)?;
            Ok(LoadOutcome::Loaded {
                load_id,
                records: records as u64,
                kept: records as i64,
                skipped: 0,
            })
        })
    }

    /// Stores the association trees of the clusters in `rows` as the version in force from
    /// `valid_from` (replacing the one that started then), or as a new latest version.
    /// Stores a tree; `writer` is a release the dump tells (a lower bound: its Lineage field).
    pub fn load_assoc(
        &self,
        src: &LoadSource,
        rows: &[AssocRecord],
        valid_from: Option<i64>,
        writer: Option<(SlurmVersion, &str)>,
    ) -> Result<LoadOutcome, StoreError> {
        self.replace_load(src, rows.len(), |conn, load_id| {
            let mut clusters: Vec<&str> = rows.iter().map(|r| r.cluster.as_str()).collect();
            clusters.dedup();
            for c in clusters {
                replace_version(conn, "assoc", c, valid_from, load_id)?;
                if let Some((version, told_by)) = writer {
                    conn.execute(
                        sql::SLURM_VERSIONS_INSERT_ONE,
                        params![load_id, c, valid_from, version.to_string(), told_by],
                    )?;
                }
            }
            let mut app = conn.appender("assoc")?;
            for (row_no, r) in rows.iter().enumerate() {
                app.append_row(params![
                    load_id,
                    row_no as i64,
                    r.cluster,
                    r.account,
                    r.user,
                    r.partition,
                    r.parent_account,
                    r.raw_shares,
                    r.priority,
                    r.assoc_id,
                    r.lft,
                    r.rgt,
                    r.qos,
                    r.default_qos
                ])?;
            }
            Ok(())
        })
    }

    /// Keeps a collect run's check of itself (the same moment checked again replaces it).
    pub fn record_check(&self, check: &RunCheck) -> Result<(), StoreError> {
        let counts = |c: Option<[usize; 3]>| c.map(|c| c.map(|n| n as i64));
        let (sshare, sprio) = (counts(check.sshare), counts(check.sprio));
        self.conn.execute(
            sql::COLLECT_CHECK_RECORD,
            params![
                check.cluster,
                check.at_s,
                sshare.map(|c| c[0]),
                sshare.map(|c| c[1]),
                sshare.map(|c| c[2]),
                sprio.map(|c| c[0]),
                sprio.map(|c| c[1]),
                sprio.map(|c| c[2]),
                check.named,
                check.goal_met
            ],
        )?;
        Ok(())
    }

    /// Stores an observed sshare snapshot taken at `at_s` on `cluster`.
    pub fn load_observed_sshare(
        &self,
        src: &LoadSource,
        cluster: &str,
        at_s: i64,
        rows: &[crate::ingest::sshare::ObservedShare],
    ) -> Result<LoadOutcome, StoreError> {
        self.replace_load(src, rows.len(), |conn, load_id| {
            let mut app = conn.appender("observed_sshare")?;
            for r in rows {
                app.append_row(params![
                    load_id,
                    r.cluster.as_deref().unwrap_or(cluster),
                    at_s,
                    r.account,
                    r.user,
                    r.partition,
                    r.raw_usage,
                    r.norm_shares,
                    r.norm_usage,
                    r.effectv_usage,
                    r.fairshare,
                    r.level_fs
                ])?;
            }
            Ok(())
        })
    }

    /// Stores a start of `cluster`'s controller at `at_s` (`scontrol show config`'s
    /// BOOT_TIME) with the registrations the transaction logs give.
    pub fn load_controller_start(
        &self,
        src: &LoadSource,
        cluster: &str,
        at_s: i64,
    ) -> Result<LoadOutcome, StoreError> {
        self.replace_load(src, 1, |conn, load_id| {
            conn.appender("controller_registered")?.append_row(params![
                load_id,
                cluster,
                at_s,
                None::<i64>
            ])?;
            Ok(())
        })
    }

    /// Stores what a slurmctld of `cluster` recorded of its decay cycle.
    pub fn load_controller_state(
        &self,
        src: &LoadSource,
        cluster: &str,
        state: &crate::ingest::state::LastDecayRan,
    ) -> Result<LoadOutcome, StoreError> {
        self.replace_load(src, 1, |conn, load_id| {
            conn.appender("controller_state")?.append_row(params![
                load_id,
                cluster,
                state.last_ran,
                state.last_reset
            ])?;
            Ok(())
        })
    }

    /// Stores what a transaction log says: when each association was created and the shares
    /// it had from when (rows without a cluster are `cluster`'s), and when controllers
    /// registered.
    pub fn load_transactions(
        &self,
        src: &LoadSource,
        cluster: &str,
        log: &crate::ingest::transactions::Transactions,
    ) -> Result<LoadOutcome, StoreError> {
        let records = log.created.len() + log.shares.len() + log.registered.len();
        self.replace_load(src, records, |conn, load_id| {
            insert_transactions(conn, load_id, cluster, log)
        })
    }

    /// Stores an observed squeue snapshot taken at `at_s` on `cluster`.
    pub fn load_observed_queue(
        &self,
        src: &LoadSource,
        cluster: &str,
        at_s: i64,
        rows: &[crate::ingest::squeue::ObservedQueue],
    ) -> Result<LoadOutcome, StoreError> {
        self.replace_load(src, rows.len(), |conn, load_id| {
            let mut app = conn.appender("observed_queue")?;
            for r in rows {
                let by = r.owner.as_ref();
                app.append_row(params![
                    load_id,
                    cluster,
                    at_s,
                    r.job_id,
                    r.state,
                    r.priority,
                    r.nice,
                    r.reason,
                    r.age,
                    by.map(|b| &b.user),
                    by.map(|b| &b.account),
                    by.map(|b| &b.partition),
                    by.map(|b| b.submit_s)
                ])?;
            }
            Ok(())
        })
    }

    /// Merges cluster and node events: one per (cluster, node, start), an ended one
    /// replacing the same event still open, so dumps may overlap and come in any order.
    pub fn load_events(
        &self,
        src: &LoadSource,
        rows: &[crate::model::types::EventRecord],
    ) -> Result<LoadOutcome, StoreError> {
        self.replace_load(src, rows.len(), |conn, load_id| {
            insert_events(conn, load_id, rows)
        })
    }

    /// Stores reservation records; a record already stored (same cluster, name and start) is
    /// replaced, so loading a dump twice changes nothing.
    pub fn load_reservations(
        &self,
        src: &LoadSource,
        rows: &[crate::model::types::ReservationRecord],
    ) -> Result<LoadOutcome, StoreError> {
        self.replace_load(src, rows.len(), |conn, load_id| {
            insert_reservations(conn, load_id, rows)
        })
    }

    /// Stores the QOS list (global to a Slurm database) as a version, like `load_assoc`.
    pub fn load_qos(
        &self,
        src: &LoadSource,
        rows: &[QosRecord],
        valid_from: Option<i64>,
    ) -> Result<LoadOutcome, StoreError> {
        self.replace_load(src, rows.len(), |conn, load_id| {
            replace_version(conn, "qos", "", valid_from, load_id)?;
            let mut app = conn.appender("qos")?;
            for q in rows {
                app.append_row(params![
                    load_id,
                    q.name,
                    q.priority,
                    q.usage_factor,
                    q.usage_threshold,
                    q.flags,
                    q.preempt,
                    q.preempt_mode,
                    q.max_wall_s,
                    q.id
                ])?;
            }
            Ok(())
        })
    }

    /// Replaces slurmdbd's settings (those `ingest::dbd` keeps).
    pub fn load_dbd(
        &self,
        src: &LoadSource,
        settings: &BTreeMap<String, String>,
        valid_from: Option<i64>,
    ) -> Result<LoadOutcome, StoreError> {
        self.replace_load(src, settings.len(), |conn, load_id| {
            replace_version(conn, "dbd", "", valid_from, load_id)?;
            let mut app = conn.appender("dbd_settings")?;
            for (k, v) in settings {
                app.append_row(params![load_id, k, v])?;
            }
            Ok(())
        })
    }

    /// Replaces slurmdbd's users (their AdminLevel and coordinated accounts).
    pub fn load_users(
        &self,
        src: &LoadSource,
        rows: &[UserRights],
        valid_from: Option<i64>,
    ) -> Result<LoadOutcome, StoreError> {
        self.replace_load(src, rows.len(), |conn, load_id| {
            replace_version(conn, "users", "", valid_from, load_id)?;
            let mut app = conn.appender("users")?;
            for u in rows {
                app.append_row(params![
                    load_id,
                    u.name,
                    format!("{:?}", u.admin_level),
                    u.coordinates.join(",")
                ])?;
            }
            Ok(())
        })
    }

    /// Replaces slurmdbd's TRES table.
    pub fn load_tres(
        &self,
        src: &LoadSource,
        rows: &[TresName],
    ) -> Result<LoadOutcome, StoreError> {
        self.replace_load(src, rows.len(), |conn, load_id| {
            replace_version(conn, "tres", "", None, load_id)?;
            let mut app = conn.appender("tres")?;
            for t in rows {
                app.append_row(params![load_id, t.id, t.name])?;
            }
            Ok(())
        })
    }

    /// Replaces one cluster's configuration: settings, nodes and partitions.
    pub fn load_conf(
        &self,
        src: &LoadSource,
        conf: &SlurmConf,
        valid_from: Option<i64>,
    ) -> Result<LoadOutcome, StoreError> {
        let records = conf.settings.len() + conf.nodes.len() + conf.partitions.len();
        self.replace_load(src, records, |conn, load_id| {
            let c = conf.cluster.as_str();
            if conf.settings_only {
                // The slurm.conf version this one replaces (or follows) lends its nodes and
                // partitions.
                let mut stmt = conn.prepare(sql::SETTING_VERSIONS_FOR)?;
                let versions: Vec<(i64, Option<i64>)> = stmt
                    .query_map(params!["conf", c], |r| Ok((r.get(0)?, r.get(1)?)))?
                    .collect::<Result<_, _>>()?;
                let as_of = valid_from.map_or(AsOf::Latest, AsOf::At);
                if let Some(old) = in_force(&versions, as_of) {
                    conn.execute(sql::NODES_COPY_LOAD, params![old, load_id])?;
                    conn.execute(sql::PARTITIONS_COPY_LOAD, params![old, load_id])?;
                }
            }
            replace_version(conn, "conf", c, valid_from, load_id)?;
            let mut app = conn.appender("config")?;
            for (k, v) in &conf.settings {
                app.append_row(params![load_id, c, k, v])?;
            }
            let mut app = conn.appender("nodes")?;
            for n in &conf.nodes {
                app.append_row(params![
                    load_id,
                    c,
                    n.name,
                    n.cpus,
                    n.real_memory_mb,
                    n.gres,
                    n.gpus
                ])?;
            }
            let mut app = conn.appender("partitions")?;
            for p in &conf.partitions {
                app.append_row(params![
                    load_id,
                    c,
                    p.name,
                    p.nodes,
                    p.node_count,
                    p.total_cpus,
                    p.total_mem_mb,
                    p.total_gpus,
                    p.priority_job_factor,
                    p.priority_tier,
                    p.tres_billing_weights,
                    p.max_time_s,
                    p.is_default,
                    p.state,
                    p.qos
                ])?;
            }
            Ok(())
        })
    }
}

impl SacctLoad<'_> {
    /// The batch builder for this load's records.
    pub fn batches(&self) -> LoadBatches {
        LoadBatches {
            load_id: self.load_id,
            next_row: 0,
            jobs: JobColumns::default(),
            steps: StepColumns::default(),
        }
    }

    /// Records inserted so far.
    pub fn records(&self) -> u64 {
        self.records
    }

    /// Inserts the batches as they come (from the reader's thread, say).
    pub fn insert(
        &mut self,
        batches: impl Iterator<Item = Batch> + Send + 'static,
    ) -> Result<(), StoreError> {
        self.records += feed::insert_all(self.conn, batches.map(Batch::bound))?;
        Ok(())
    }

    /// Merges the appended records with earlier loads and commits, unless this content was
    /// loaded before (then nothing changes).
    /// Commits the load; `writer` is the Slurm release that wrote the dump and what told it.
    pub fn finish(
        mut self,
        src: &LoadSource,
        skipped: u64,
        writer: Option<(SlurmVersion, &str)>,
    ) -> Result<LoadOutcome, StoreError> {
        if let Some((load_id, file)) = find_loaded(self.conn, src.kind, &src.content_sha256)? {
            return Ok(LoadOutcome::AlreadyLoaded { load_id, file });
        }
        let id = self.load_id;
        // A replaced job record's cached charge goes with it (steps are not charged).
        for (select, delete, charged) in [
            (sql::MERGE_JOBS_LOSERS, sql::MERGE_DELETE_JOBS, true),
            (sql::MERGE_STEPS_LOSERS, sql::MERGE_DELETE_STEPS, false),
        ] {
            self.conn.execute(sql::MERGE_LOSERS_CLEAR, [])?;
            self.conn.execute(select, [id])?;
            if charged {
                Store::drop_replaced_charges(self.conn)?;
            }
            self.conn.execute(delete, [])?;
        }
        self.conn.execute(sql::MERGE_LOSERS_CLEAR, [])?;
        let (jobs, steps): (i64, i64) = self
            .conn
            .query_row(sql::COUNT_LOAD_ROWS, [id], |r| Ok((r.get(0)?, r.get(1)?)))?;
        record_load(self.conn, id, src, self.records(), skipped)?;
        if let Some((version, told_by)) = writer {
            self.conn.execute(
                sql::SLURM_VERSIONS_INSERT,
                params![id, version.to_string(), told_by],
            )?;
        }
        self.conn.execute_batch("COMMIT")?;
        self.committed = true;
        Ok(LoadOutcome::Loaded {
            load_id: id,
            records: self.records(),
            kept: jobs + steps,
            skipped,
        })
    }
}

impl SacctLoad<'_> {
    /// Adds what else an archive holds to the load: events, reservation records and, per
    /// cluster, its transaction log.
    pub fn insert_history(
        &mut self,
        events: &[crate::model::types::EventRecord],
        reservations: &[crate::model::types::ReservationRecord],
        logs: &[(String, crate::ingest::transactions::Transactions)],
    ) -> Result<(), StoreError> {
        insert_events(self.conn, self.load_id, events)?;
        insert_reservations(self.conn, self.load_id, reservations)?;
        for (cluster, log) in logs {
            insert_transactions(self.conn, self.load_id, cluster, log)?;
            self.records += (log.created.len() + log.shares.len() + log.registered.len()) as u64;
        }
        self.records += (events.len() + reservations.len()) as u64;
        Ok(())
    }
}

impl Drop for SacctLoad<'_> {
    fn drop(&mut self) {
        if !self.committed {
            let _ = self.conn.execute_batch("ROLLBACK");
        }
    }
}

/// A transaction log's rows (rows without a cluster are `cluster`'s).
fn insert_transactions(
    conn: &Connection,
    load_id: i64,
    cluster: &str,
    log: &crate::ingest::transactions::Transactions,
) -> Result<(), StoreError> {
    let mut app = conn.appender("assoc_created")?;
    for r in &log.created {
        let c = r.cluster.as_deref().unwrap_or(cluster);
        app.append_row(params![
            load_id,
            c,
            r.assoc_id,
            r.created_s,
            r.before_registration
        ])?;
    }
    let mut app = conn.appender("assoc_shares")?;
    for (seq, r) in log.shares.iter().enumerate() {
        let c = r.cluster.as_deref().unwrap_or(cluster);
        let shares = r.shares.map(i64::from);
        app.append_row(params![
            load_id, seq as i64, c, r.assoc_id, r.from_s, shares
        ])?;
    }
    let mut app = conn.appender("controller_registered")?;
    for r in &log.registered {
        app.append_row(params![load_id, r.cluster, r.at_s, r.rpc_version])?;
    }
    Ok(())
}

/// Events merged: one per (cluster, node, start), an ended one replacing the same still open.
fn insert_events(
    conn: &Connection,
    load_id: i64,
    rows: &[crate::model::types::EventRecord],
) -> Result<(), StoreError> {
    conn.execute(sql::EVENTS_STAGE_CLEAR, [])?;
    {
        let mut app = conn.appender("events_stage")?;
        for e in rows {
            app.append_row(params![
                load_id,
                e.cluster,
                e.node_name,
                e.start,
                e.end,
                e.state as i64,
                e.reason,
                e.tres
            ])?;
        }
    }
    conn.execute(sql::EVENTS_MERGE_DROP_REPLACED, [])?;
    conn.execute(sql::EVENTS_MERGE_INSERT, [])?;
    conn.execute(sql::EVENTS_STAGE_CLEAR, [])?;
    Ok(())
}

/// Reservation records, each replacing the one of the same cluster, name and start.
fn insert_reservations(
    conn: &Connection,
    load_id: i64,
    rows: &[crate::model::types::ReservationRecord],
) -> Result<(), StoreError> {
    {
        let mut app = conn.appender("reservations_stage")?;
        for r in rows {
            app.append_row(params![
                load_id,
                r.cluster,
                r.name,
                r.id.map(|i| i as i64),
                r.start,
                r.end,
                r.flags,
                r.tres,
                r.assocs,
                r.nodes
            ])?;
        }
    }
    conn.execute_batch(sql::RESERVATIONS_MERGE)?;
    Ok(())
}

/// Makes load `load_id` the version of `kind` for `cluster` in force from `valid_from`, or,
/// without it, the latest version: the version it replaces (same start) loses its rows.
fn replace_version(
    conn: &Connection,
    kind: &str,
    cluster: &str,
    valid_from: Option<i64>,
    load_id: i64,
) -> Result<(), StoreError> {
    let mut stmt = conn.prepare(sql::SETTING_VERSIONS_FOR)?;
    let versions: Vec<(i64, Option<i64>)> = stmt
        .query_map(params![kind, cluster], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<Result<_, _>>()?;
    let start = match valid_from {
        Some(t) => Some(t),
        None => versions.last().and_then(|v| v.1),
    };
    for (old, from) in versions {
        if from == start {
            for q in [
                sql::CONFIG_DELETE_LOAD,
                sql::NODES_DELETE_LOAD,
                sql::PARTITIONS_DELETE_LOAD,
                sql::ASSOC_DELETE_LOAD,
                sql::QOS_DELETE_LOAD,
                sql::USERS_DELETE_LOAD,
                sql::TRES_DELETE_LOAD,
                sql::DBD_SETTINGS_DELETE_LOAD,
                sql::SETTING_VERSION_DELETE,
            ] {
                conn.execute(q, [old])?;
            }
        }
    }
    let start = start
        .and_then(|t| chrono::DateTime::from_timestamp(t, 0))
        .map(|d| d.naive_utc());
    conn.execute(
        sql::SETTING_VERSION_INSERT,
        params![kind, cluster, start, load_id],
    )?;
    Ok(())
}
