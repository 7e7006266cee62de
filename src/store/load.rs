//! Loads: each is one transaction. A file whose content was loaded before changes nothing;
//! job records are merged with earlier dumps on (cluster, job_key, submit time).

use duckdb::{params, Appender, Connection, OptionalExt};

use super::{sql, Store, StoreError};
use crate::ingest::conf::SlurmConf;
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

/// A sacct load in progress: records are appended inside an open transaction, which rolls
/// back unless `finish` commits it.
pub struct SacctLoad<'a> {
    conn: &'a Connection,
    appenders: Option<(Appender<'a>, Appender<'a>, Appender<'a>)>,
    load_id: i64,
    next_row: i64,
    committed: bool,
}

impl Store {
    pub fn begin_sacct_load(&self) -> Result<SacctLoad<'_>, StoreError> {
        self.conn.execute_batch("BEGIN TRANSACTION")?;
        let started = (|| -> Result<SacctLoad<'_>, StoreError> {
            let load_id = next_load_id(&self.conn)?;
            let appenders = (
                self.conn.appender("jobs")?,
                self.conn.appender("job_tres")?,
                self.conn.appender("steps")?,
            );
            Ok(SacctLoad {
                conn: &self.conn,
                appenders: Some(appenders),
                load_id,
                next_row: 0,
                committed: false,
            })
        })();
        if started.is_err() {
            let _ = self.conn.execute_batch("ROLLBACK");
        }
        started
    }

    /// Runs `f` in one transaction: all of it lands, or none.
    fn in_transaction<T>(
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
    fn row_id(&mut self) -> i64 {
        let id = (self.load_id << 32) | self.next_row;
        self.next_row += 1;
        id
    }

    /// Records appended so far.
    pub fn records(&self) -> u64 {
        self.next_row as u64
    }

    pub fn append_job(&mut self, j: &JobRecord) -> Result<(), StoreError> {
        let row = self.row_id();
        let load_id = self.load_id;
        let (jobs, tres, _) = self
            .appenders
            .as_mut()
            .expect("appenders live until finish");
        jobs.append_row(params![
            row,
            load_id,
            j.cluster,
            j.job_key,
            j.job_id,
            j.job_id_raw,
            j.array_job_id,
            j.array_task_id,
            j.array_tasks_pending,
            j.het_job_id,
            j.het_job_offset,
            j.user,
            j.uid,
            j.account,
            j.partition,
            j.qos,
            j.submit,
            j.eligible,
            j.start,
            j.end,
            j.state,
            j.state_known,
            progress(&j.state, j.state_known, j.end.is_some()),
            j.cancelled_by,
            j.exit_code,
            j.timelimit_s,
            j.timelimit,
            j.priority,
            j.nice,
            j.reservation,
            j.flags,
            j.reason,
            j.req_cpus,
            j.alloc_cpus,
            j.nnodes,
            j.req_mem_mb,
            j.req_mem_per.map(|m| m.as_str()),
            j.alloc_tres_text,
            j.req_tres_text,
            tres_count(&j.alloc_tres, "mem"),
            gpus(&j.alloc_tres),
            tres_count(&j.alloc_tres, "billing"),
            j.elapsed_s,
            j.total_cpu_s,
            j.node_list,
            j.job_name,
            j.submit_line,
        ])?;
        for (kind, list) in [("alloc", &j.alloc_tres), ("req", &j.req_tres)] {
            for (name, count) in list {
                tres.append_row(params![row, kind, name, count])?;
            }
        }
        Ok(())
    }

    pub fn append_step(&mut self, s: &StepRecord) -> Result<(), StoreError> {
        let row = self.row_id();
        let load_id = self.load_id;
        let (_, _, steps) = self
            .appenders
            .as_mut()
            .expect("appenders live until finish");
        steps.append_row(params![
            row,
            load_id,
            s.cluster,
            s.job_key,
            s.step,
            s.job_id,
            s.start,
            s.end,
            s.state,
            progress(&s.state, true, s.end.is_some()),
            s.alloc_tres_text,
            s.elapsed_s,
            s.total_cpu_s,
        ])?;
        Ok(())
    }

    /// Merges the appended records with earlier loads and commits, unless this content was
    /// loaded before (then nothing changes).
    pub fn finish(mut self, src: &LoadSource, skipped: u64) -> Result<LoadOutcome, StoreError> {
        drop(self.appenders.take());
        if let Some((load_id, file)) = find_loaded(self.conn, src.kind, &src.content_sha256)? {
            return Ok(LoadOutcome::AlreadyLoaded { load_id, file });
        }
        let id = self.load_id;
        for (select, delete) in [
            (
                sql::MERGE_JOBS_LOSERS,
                &[sql::MERGE_DELETE_JOB_TRES, sql::MERGE_DELETE_JOBS][..],
            ),
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
        // Appenders flush on drop: drop them inside the transaction, then discard it.
        drop(self.appenders.take());
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
