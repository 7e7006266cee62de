//! Loads: each is one transaction. A file whose content was loaded before changes nothing;
//! job records are merged with earlier dumps on (cluster, job_key, submit time).

use std::sync::Arc;

use arrow::array::{
    ArrayRef, BooleanArray, Float64Array, Int64Array, Int8Array, StringArray,
    TimestampMicrosecondArray,
};
use arrow::record_batch::RecordBatch;
use chrono::NaiveDateTime;
use duckdb::{params, Connection, OptionalExt};

use super::{feed, sql, Store, StoreError};
use crate::ingest::conf::SlurmConf;
use crate::ingest::sacct::Record;
use crate::model::types::{AssocRecord, JobRecord, QosRecord, StepRecord};

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
        "PENDING" | "REQUEUE_HOLD" => 0,
        "RUNNING" | "SUSPENDED" | "COMPLETING" | "CONFIGURING" | "RESIZING" | "SIGNALING"
        | "STAGE_OUT" | "STOPPED" => 1,
        _ if state_known || ended => 2,
        _ => 1,
    }
}

fn tres_count(tres: &[(String, f64)], name: &str) -> Option<f64> {
    tres.iter().find(|(n, _)| n == name).map(|(_, c)| *c)
}

fn gpus(tres: &[(String, f64)]) -> Option<f64> {
    tres_count(tres, "gres/gpu").or_else(|| {
        let typed: Vec<f64> = tres
            .iter()
            .filter(|(n, _)| n.starts_with("gres/gpu:"))
            .map(|(_, c)| *c)
            .collect();
        (!typed.is_empty()).then(|| typed.iter().sum())
    })
}

/// Records per Arrow batch handed to DuckDB (far faster than the same values one by one).
pub(super) const BATCH_ROWS: usize = 16_384;

/// One column of a batch, from a field of every record.
fn ints<T>(rows: &[(i64, T)], f: impl Fn(&T) -> Option<i64>) -> ArrayRef {
    Arc::new(rows.iter().map(|(_, r)| f(r)).collect::<Int64Array>())
}

fn floats<T>(rows: &[(i64, T)], f: impl Fn(&T) -> Option<f64>) -> ArrayRef {
    Arc::new(rows.iter().map(|(_, r)| f(r)).collect::<Float64Array>())
}

fn texts<T>(rows: &[(i64, T)], f: impl for<'r> Fn(&'r T) -> Option<&'r str>) -> ArrayRef {
    Arc::new(rows.iter().map(|(_, r)| f(r)).collect::<StringArray>())
}

fn times<T>(rows: &[(i64, T)], f: impl Fn(&T) -> Option<NaiveDateTime>) -> ArrayRef {
    Arc::new(
        rows.iter()
            .map(|(_, r)| f(r).map(|t| t.and_utc().timestamp_micros()))
            .collect::<TimestampMicrosecondArray>(),
    )
}

fn row_ids<T>(rows: &[(i64, T)]) -> ArrayRef {
    Arc::new(rows.iter().map(|(id, _)| Some(*id)).collect::<Int64Array>())
}

/// A batch of `jobs` rows, columns in the table's order.
fn job_batch(load_id: i64, rows: &[(i64, JobRecord)]) -> RecordBatch {
    let progress_of = |j: &JobRecord| progress(&j.state, j.state_known, j.end.is_some());
    RecordBatch::try_from_iter([
        ("job_row", row_ids(rows)),
        ("load_id", ints(rows, |_| Some(load_id))),
        ("cluster", texts(rows, |j| Some(j.cluster.as_str()))),
        ("job_key", texts(rows, |j| Some(j.job_key.as_str()))),
        ("job_id", texts(rows, |j| Some(j.job_id.as_str()))),
        ("job_id_raw", ints(rows, |j| j.job_id_raw)),
        ("array_job_id", ints(rows, |j| j.array_job_id)),
        ("array_task_id", ints(rows, |j| j.array_task_id)),
        (
            "array_tasks_pending",
            texts(rows, |j| j.array_tasks_pending.as_deref()),
        ),
        ("het_job_id", ints(rows, |j| j.het_job_id)),
        ("het_job_offset", ints(rows, |j| j.het_job_offset)),
        ("user", texts(rows, |j| j.user.as_deref())),
        ("uid", ints(rows, |j| j.uid)),
        ("account", texts(rows, |j| j.account.as_deref())),
        ("partition", texts(rows, |j| j.partition.as_deref())),
        ("qos", texts(rows, |j| j.qos.as_deref())),
        ("submit_time", times(rows, |j| Some(j.submit))),
        ("eligible_time", times(rows, |j| j.eligible)),
        ("start_time", times(rows, |j| j.start)),
        ("end_time", times(rows, |j| j.end)),
        ("state", texts(rows, |j| Some(j.state.as_str()))),
        (
            "state_known",
            Arc::new(
                rows.iter()
                    .map(|(_, j)| Some(j.state_known))
                    .collect::<BooleanArray>(),
            ),
        ),
        (
            "progress",
            Arc::new(
                rows.iter()
                    .map(|(_, j)| Some(progress_of(j)))
                    .collect::<Int8Array>(),
            ),
        ),
        ("cancelled_by", ints(rows, |j| j.cancelled_by)),
        ("exit_code", texts(rows, |j| j.exit_code.as_deref())),
        ("timelimit_s", ints(rows, |j| j.timelimit_s)),
        ("timelimit", texts(rows, |j| j.timelimit.as_deref())),
        ("priority", ints(rows, |j| j.priority)),
        ("nice", ints(rows, |j| j.nice)),
        ("reservation", texts(rows, |j| j.reservation.as_deref())),
        ("flags", texts(rows, |j| j.flags.as_deref())),
        ("reason", texts(rows, |j| j.reason.as_deref())),
        ("req_cpus", ints(rows, |j| j.req_cpus)),
        ("alloc_cpus", ints(rows, |j| j.alloc_cpus)),
        ("nnodes", ints(rows, |j| j.nnodes)),
        ("req_mem_mb", floats(rows, |j| j.req_mem_mb)),
        (
            "req_mem_per",
            texts(rows, |j| j.req_mem_per.map(|m| m.as_str())),
        ),
        ("alloc_tres", texts(rows, |j| j.alloc_tres_text.as_deref())),
        ("req_tres", texts(rows, |j| j.req_tres_text.as_deref())),
        (
            "alloc_mem_mb",
            floats(rows, |j| tres_count(&j.alloc_tres, "mem")),
        ),
        ("alloc_gpus", floats(rows, |j| gpus(&j.alloc_tres))),
        (
            "recorded_billing",
            floats(rows, |j| tres_count(&j.alloc_tres, "billing")),
        ),
        ("elapsed_s", ints(rows, |j| j.elapsed_s)),
        ("total_cpu_s", floats(rows, |j| j.total_cpu_s)),
        ("node_list", texts(rows, |j| j.node_list.as_deref())),
        ("job_name", texts(rows, |j| j.job_name.as_deref())),
        ("submit_line", texts(rows, |j| j.submit_line.as_deref())),
    ])
    .expect("every column has one value per record")
}

fn step_batch(load_id: i64, rows: &[(i64, StepRecord)]) -> RecordBatch {
    RecordBatch::try_from_iter([
        ("step_row", row_ids(rows)),
        ("load_id", ints(rows, |_| Some(load_id))),
        ("cluster", texts(rows, |s| Some(s.cluster.as_str()))),
        ("job_key", texts(rows, |s| Some(s.job_key.as_str()))),
        ("step", texts(rows, |s| Some(s.step.as_str()))),
        ("job_id", texts(rows, |s| Some(s.job_id.as_str()))),
        ("start_time", times(rows, |s| s.start)),
        ("end_time", times(rows, |s| s.end)),
        ("state", texts(rows, |s| Some(s.state.as_str()))),
        (
            "progress",
            Arc::new(
                rows.iter()
                    .map(|(_, s)| Some(progress(&s.state, true, s.end.is_some())))
                    .collect::<Int8Array>(),
            ),
        ),
        ("alloc_tres", texts(rows, |s| s.alloc_tres_text.as_deref())),
        ("elapsed_s", ints(rows, |s| s.elapsed_s)),
        ("total_cpu_s", floats(rows, |s| s.total_cpu_s)),
    ])
    .expect("every column has one value per step")
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
    jobs: Vec<(i64, JobRecord)>,
    steps: Vec<(i64, StepRecord)>,
}

/// `rows` as a batch once there are `BATCH_ROWS` of them (then emptied, keeping capacity).
fn take_full<T>(
    rows: &mut Vec<(i64, T)>,
    batch: impl FnOnce(&[(i64, T)]) -> RecordBatch,
) -> Option<RecordBatch> {
    if rows.len() < BATCH_ROWS {
        return None;
    }
    let full = batch(rows);
    rows.clear();
    Some(full)
}

impl LoadBatches {
    /// Adds a record; returns a batch when one is full.
    pub fn push(&mut self, rec: Record) -> Option<Batch> {
        let row = (self.load_id << 32) | self.next_row;
        self.next_row += 1;
        let load_id = self.load_id;
        match rec {
            Record::Job(j) => {
                self.jobs.push((row, *j));
                take_full(&mut self.jobs, |r| job_batch(load_id, r)).map(Batch::Jobs)
            }
            Record::Step(s) => {
                self.steps.push((row, *s));
                take_full(&mut self.steps, |r| step_batch(load_id, r)).map(Batch::Steps)
            }
        }
    }

    /// The batches not yet full.
    pub fn rest(self) -> impl Iterator<Item = Batch> {
        let jobs =
            (!self.jobs.is_empty()).then(|| Batch::Jobs(job_batch(self.load_id, &self.jobs)));
        let steps =
            (!self.steps.is_empty()).then(|| Batch::Steps(step_batch(self.load_id, &self.steps)));
        jobs.into_iter().chain(steps)
    }
}

impl Store {
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
    pub fn load_assoc(
        &self,
        src: &LoadSource,
        rows: &[AssocRecord],
        valid_from: Option<i64>,
    ) -> Result<LoadOutcome, StoreError> {
        self.replace_load(src, rows.len(), |conn, load_id| {
            let mut clusters: Vec<&str> = rows.iter().map(|r| r.cluster.as_str()).collect();
            clusters.dedup();
            for c in clusters {
                replace_version(conn, "assoc", c, valid_from, load_id)?;
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
                app.append_row(params![
                    load_id, cluster, at_s, r.job_id, r.state, r.priority, r.nice, r.reason
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
                    q.max_wall_s
                ])?;
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
            jobs: Vec::with_capacity(BATCH_ROWS),
            steps: Vec::new(),
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
    pub fn finish(mut self, src: &LoadSource, skipped: u64) -> Result<LoadOutcome, StoreError> {
        if let Some((load_id, file)) = find_loaded(self.conn, src.kind, &src.content_sha256)? {
            return Ok(LoadOutcome::AlreadyLoaded { load_id, file });
        }
        let id = self.load_id;
        for (select, delete) in [
            (sql::MERGE_JOBS_LOSERS, &[sql::MERGE_DELETE_JOBS][..]),
            (sql::MERGE_STEPS_LOSERS, &[sql::MERGE_DELETE_STEPS][..]),
        ] {
            self.conn.execute(sql::MERGE_LOSERS_CLEAR, [])?;
            self.conn.execute(select, [id])?;
            for d in delete {
                self.conn.execute(d, [])?;
            }
        }
        self.conn.execute(sql::MERGE_LOSERS_CLEAR, [])?;
        let (jobs, steps): (i64, i64) = self
            .conn
            .query_row(sql::COUNT_LOAD_ROWS, [id], |r| Ok((r.get(0)?, r.get(1)?)))?;
        record_load(self.conn, id, src, self.records(), skipped)?;
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

impl Drop for SacctLoad<'_> {
    fn drop(&mut self) {
        if !self.committed {
            let _ = self.conn.execute_batch("ROLLBACK");
        }
    }
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
