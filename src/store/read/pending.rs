//! The queue at a moment: pending jobs as sprio needs them, saved squeue sightings,
//! partitions' tiers.

use std::collections::HashMap;
use std::sync::Arc;

use arrow::array::{AsArray, Int64Array};
use arrow::datatypes::Int64Type;
use duckdb::params;

use super::{stored_tres, text_or_empty, value_at, AsOf};
use crate::ingest::submit_line::{self, SubmitOptions};
use crate::model::queue::sprio_id;
use crate::model::types::{FastMap, TresCounts};
use crate::store::{sql, Store, StoreError};

/// A pending job as a saved squeue showed it.
#[derive(Debug, Clone, PartialEq)]
pub struct QueueSighting {
    pub at: i64,
    pub nice: Option<i64>,
    pub reason: Option<String>,
    /// The weighted AGE factor a saved sprio printed.
    pub age: Option<i64>,
}

/// Saved-queue sightings of pending jobs (job id as printed, oldest first) and every moment
/// a saved queue shows.
pub type Sightings = (Vec<(String, QueueSighting)>, Vec<i64>);

/// A job pending at some moment, as sprio needs it. The texts many jobs repeat (account,
/// user, partitions, QOS, TRES lists) are shared: a window holds a million of these.
#[derive(Debug, Clone, PartialEq)]
pub struct PendingJob {
    /// Its place among the loaded jobs (`jobs.job_row`).
    pub row: i64,
    pub job_id: String,
    pub account: Arc<str>,
    pub user: Arc<str>,
    /// As sacct printed it (a comma list while pending in several partitions).
    pub partition: Arc<str>,
    pub qos: Arc<str>,
    /// The QOS it may run under: several when it asked for a list (QOSREQ, 24.11 on).
    pub qos_asked: Arc<[Arc<str>]>,
    pub submit_s: i64,
    pub eligible_s: Option<i64>,
    pub start_s: Option<i64>,
    pub end_s: Option<i64>,
    pub priority: Option<f64>,
    pub req_cpus: Option<f64>,
    pub alloc_cpus: Option<f64>,
    pub nodes: Option<f64>,
    /// Every partition it asked for (`SubmitOptions::partitions_or`).
    pub asked: Arc<[Arc<str>]>,
    /// From the submission line: its `--nice`, and whether it was submitted held.
    pub nice: Option<i64>,
    pub submitted_held: bool,
    /// Its `--dependency` list, as written.
    pub dependency: Option<Arc<str>>,
    pub timelimit_s: Option<i64>,
    /// sacct's Reason (the last one Slurm recorded).
    pub reason: Option<Arc<str>>,
    /// When the job's array first became eligible, the moment its pending tasks age from
    /// (array tasks only; none when the array reached its task limit that very moment).
    pub array_eligible_s: Option<i64>,
    /// The run before this instance of a job requeued with `scontrol requeue`.
    pub requeued_from: Option<PreviousRun>,
    pub reservation: Option<Arc<str>>,
    pub req_tres: Arc<TresCounts>,
    pub alloc_tres: Arc<TresCounts>,
    /// sacct's JobIDRaw, when the dump had it.
    pub id_raw: Option<i64>,
    /// sacct's Flags: `SchedBackfill` when backfill started it.
    pub flags: Option<Arc<str>>,
}

/// A job a saved squeue showed pending that no job record has (sacct never listed it: no
/// eligible time yet), as squeue printed it.
#[derive(Debug, Clone, PartialEq)]
pub struct UnlistedJob {
    /// JobIDRaw (squeue's JOBID of a job that is not an array's).
    pub id_raw: i64,
    pub user: String,
    pub account: String,
    pub partition: String,
    pub submit_s: i64,
    /// At its last sighting; 0 while held.
    pub priority: Option<i64>,
    /// The first saved queue after its last sighting (it had left the queue by then).
    pub gone_by: Option<i64>,
}

/// A requeued job's run before its present instance.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PreviousRun {
    pub submit_s: i64,
    pub eligible_s: Option<i64>,
    pub start_s: i64,
}

/// How many distinct TRES lists `Shared` keeps at most.
const MAX_SHARED_TRES: usize = 1 << 16;

/// One copy of each text or TRES list read, shared by every row that repeats it.
#[derive(Default)]
pub(super) struct Shared {
    texts: FastMap<String, Arc<str>>,
    lists: FastMap<String, Arc<[Arc<str>]>>,
    tres: FastMap<String, Arc<TresCounts>>,
}

impl Shared {
    pub(super) fn text(&mut self, s: &str) -> Arc<str> {
        if let Some(t) = self.texts.get(s) {
            return t.clone();
        }
        let t: Arc<str> = Arc::from(s);
        self.texts.insert(s.to_string(), t.clone());
        t
    }

    /// As `text`; None for an empty (or NULL) one.
    pub(super) fn text_if_any(&mut self, s: &str) -> Option<Arc<str>> {
        (!s.is_empty()).then(|| self.text(s))
    }

    /// The partitions a job asked for: its line's list, else sacct's field (`recorded`).
    pub(super) fn partitions(&mut self, recorded: &str, opts: &SubmitOptions) -> Arc<[Arc<str>]> {
        let list = opts.partitions.as_deref().unwrap_or(recorded);
        if let Some(l) = self.lists.get(list) {
            return l.clone();
        }
        let l: Arc<[Arc<str>]> = opts.partitions_or(recorded).map(|p| self.text(p)).collect();
        self.lists.insert(list.to_string(), l.clone());
        l
    }

    /// The QOS a job may run under: the list it asked for (QOSREQ, else its submission
    /// line's) when that names several, else its QOS.
    pub(super) fn qos_list(
        &mut self,
        requested: &str,
        opts: &SubmitOptions,
        qos: &str,
    ) -> Arc<[Arc<str>]> {
        let asked = Some(requested)
            .filter(|r| !r.is_empty())
            .or(opts.qos.as_deref())
            .unwrap_or(qos);
        let list = if asked.contains(',') { asked } else { qos };
        let key = format!("qos {list}");
        if let Some(l) = self.lists.get(&key) {
            return l.clone();
        }
        let l: Arc<[Arc<str>]> = list.split(',').map(|q| self.text(q.trim())).collect();
        self.lists.insert(key, l.clone());
        l
    }

    pub(super) fn tres(
        &mut self,
        text: &str,
        job: &dyn std::fmt::Display,
        what: &str,
    ) -> Result<Arc<TresCounts>, StoreError> {
        if let Some(t) = self.tres.get(text) {
            return Ok(t.clone());
        }
        // A decade's jobs may print many distinct lists: keep the memory bounded.
        if self.tres.len() >= MAX_SHARED_TRES {
            self.tres.clear();
        }
        let t = Arc::new(stored_tres(text, job, what)?);
        self.tres.insert(text.to_string(), t.clone());
        Ok(t)
    }
}

impl PendingJob {
    /// Submitted, not started and not cancelled by `at`.
    pub fn waiting_at(&self, at: i64) -> bool {
        self.submit_s <= at
            && self.start_s.is_none_or(|s| s > at)
            && (self.start_s.is_some() || self.end_s.is_none_or(|e| e > at))
    }

    /// Eligible by `at` and still held by slurmctld then: not ended, or ended less than
    /// `min_job_age_s` before (MinJobAge).
    pub fn remembered_at(&self, at: i64, min_job_age_s: i64) -> bool {
        self.submit_s <= at
            && self.eligible_s.is_some_and(|e| e <= at)
            && self.end_s.is_none_or(|e| e > at - min_job_age_s)
    }

    /// Started and not ended by `at`.
    pub fn running_at(&self, at: i64) -> bool {
        self.start_s.is_some_and(|s| s <= at) && self.end_s.is_none_or(|e| e > at)
    }

    /// CPUs asked for, or allocated once running.
    pub fn cpus_at(&self, at: i64) -> Option<f64> {
        if self.running_at(at) {
            self.alloc_cpus.or(self.req_cpus)
        } else {
            self.req_cpus
        }
    }

    /// TRES asked for, or allocated once running.
    pub fn tres_at(&self, at: i64) -> &TresCounts {
        if self.running_at(at) {
            &self.alloc_tres
        } else {
            &self.req_tres
        }
    }

    /// The job id sprio prints: a pending array's master id, else the id itself.
    pub fn sprio_id(&self) -> &str {
        sprio_id(&self.job_id)
    }

    /// Whether sprio prints this job as `id` (whose number is `number`, if it is one) at
    /// `at`: `sprio_id_at` without building it.
    pub fn is_sprio_id_at(&self, (id, number): (&str, Option<i64>), at: i64) -> bool {
        match (self.start_s, self.id_raw) {
            (Some(s), Some(raw)) if s <= at && self.job_id.contains('_') => number == Some(raw),
            _ => self.sprio_id() == id,
        }
    }

    /// The job id sprio prints at `at`: a task that split off its array by then is a job of
    /// its own (JobIDRaw; CALCULATE_RUNNING lists it), else `sprio_id`.
    pub fn sprio_id_at(&self, at: i64) -> std::borrow::Cow<'_, str> {
        match (self.start_s, self.id_raw) {
            (Some(s), Some(raw)) if s <= at && self.job_id.contains('_') => raw.to_string().into(),
            _ => self.sprio_id().into(),
        }
    }
}

impl Store {
    /// Jobs of `cluster` pending (submitted, not started, not cancelled) at some moment in
    /// [`from`, `to`], and with `kept`, every job not ended by then (CALCULATE_RUNNING);
    /// with `partitions`, only the jobs that ran in or asked for one of them. In no particular
    /// order (`row` tells the jobs' order).
    pub fn pending_jobs(
        &self,
        cluster: &str,
        (from, to): (i64, i64),
        kept: Option<i64>,
        partitions: Option<&[String]>,
    ) -> Result<Vec<PendingJob>, StoreError> {
        let with_running = kept.is_some();
        // Sized first: a vector grown job by job to a million copied itself over and over (a
        // long wait's `why`: a fifth of it). The partitions' filter below keeps fewer.
        let rows: i64 = self.conn.query_row(
            sql::PENDING_JOBS_COUNT,
            params![cluster, from, to, kept],
            |r| r.get(0),
        )?;
        let mut jobs = Vec::with_capacity(usize::try_from(rows).unwrap_or(0));
        let mut shared = Shared::default();
        let no_tres = Arc::new(TresCounts::new());
        // Streamed, unsorted: a long span holds a million jobs, and a materialized (or
        // sorted) result held them all a second time inside DuckDB.
        let params = (cluster, from, to, kept);
        self.for_each_batch_read_ahead(sql::PENDING_JOBS, params, |batch| {
            let text = |i: usize| batch.column(i).as_string::<i32>();
            let int = |i: usize| batch.column(i).as_primitive::<Int64Type>();
            let (row, id, account, user, partition, qos) =
                (int(0), text(1), text(2), text(3), text(4), text(5));
            let (submit, eligible, priority, req_cpus, alloc_cpus, nodes) =
                (int(6), int(7), int(8), int(9), int(10), int(11));
            let (line, limit, reason, array_eligible, reservation) =
                (text(12), int(13), text(14), int(15), text(16));
            let (start, end, req_tres, alloc_tres) = (int(17), int(18), text(19), text(20));
            let (id_raw, qos_req, started_at_once) = (int(21), text(22), int(23));
            let (prev_submit, prev_eligible, prev_start) = (int(24), int(25), int(26));
            let flags = text(27);
            let number = |a: &Int64Array, k: usize| value_at(a, k).map(|v| v as f64);
            for k in 0..batch.num_rows() {
                let opts = submit_line::parse(text_or_empty(line, k));
                let ran = text_or_empty(partition, k);
                let asked = shared.partitions(ran, &opts);
                let wanted = |p: &str| partitions.is_none_or(|ps| ps.iter().any(|w| w == p));
                if !(asked.iter().any(|p| wanted(p)) || ran.split(',').any(wanted)) {
                    continue;
                }
                let job_id = id.value(k).to_string();
                let req_tres = shared.tres(text_or_empty(req_tres, k), &job_id, "ReqTRES")?;
                // Only a running job is priced by what it holds (`tres_at`): without the
                // running ones, its list is not read.
                let alloc_tres = match with_running {
                    true => shared.tres(text_or_empty(alloc_tres, k), &job_id, "AllocTRES")?,
                    false => no_tres.clone(),
                };
                jobs.push(PendingJob {
                    row: row.value(k),
                    account: shared.text(text_or_empty(account, k)),
                    user: shared.text(text_or_empty(user, k)),
                    partition: shared.text(ran),
                    asked,
                    // A recorded command line without --nice was submitted at nice 0 (a
                    // script's #SBATCH --nice is not on it).
                    nice: match text_or_empty(line, k) {
                        "" => opts.nice,
                        _ => Some(opts.nice.unwrap_or(0)),
                    },
                    submitted_held: opts.hold,
                    dependency: opts
                        .dependency
                        .as_deref()
                        .and_then(|d| shared.text_if_any(d)),
                    qos: shared.text(text_or_empty(qos, k)),
                    qos_asked: shared.qos_list(
                        text_or_empty(qos_req, k),
                        &opts,
                        text_or_empty(qos, k),
                    ),
                    submit_s: submit.value(k),
                    eligible_s: value_at(eligible, k),
                    priority: number(priority, k),
                    req_cpus: number(req_cpus, k),
                    alloc_cpus: number(alloc_cpus, k),
                    nodes: number(nodes, k),
                    timelimit_s: value_at(limit, k),
                    reason: shared.text_if_any(text_or_empty(reason, k)),
                    // An array that reached its task limit the moment it became eligible
                    // left its remainder accruing nothing until the limit let it go: the
                    // limit zeroes begin_time, and accrue_time is set only from a begin
                    // time (job_mgr.c job_array_start_test, acct_policy.c _handle_add_accrue).
                    array_eligible_s: value_at(array_eligible, k).filter(|_| {
                        opts.array_limit
                            .is_none_or(|n| started_at_once.value(k) < i64::from(n))
                    }),
                    requeued_from: value_at(prev_submit, k).and_then(|submit_s| {
                        Some(PreviousRun {
                            submit_s,
                            eligible_s: value_at(prev_eligible, k),
                            start_s: value_at(prev_start, k)?,
                        })
                    }),
                    reservation: shared.text_if_any(text_or_empty(reservation, k)),
                    start_s: value_at(start, k),
                    end_s: value_at(end, k),
                    req_tres,
                    alloc_tres,
                    id_raw: value_at(id_raw, k),
                    flags: shared.text_if_any(text_or_empty(flags, k)),
                    job_id,
                });
            }
            Ok(())
        })?;
        Ok(jobs)
    }

    /// Every sighting of a pending job in saved queues (oldest first), and every moment a
    /// saved queue shows.
    pub fn observed_queue(&self, cluster: &str) -> Result<Sightings, StoreError> {
        let mut stmt = self.conn.prepare(sql::OBSERVED_QUEUE_SIGHTINGS)?;
        let sightings = stmt
            .query_map(params![cluster], |r| {
                Ok((
                    r.get(0)?,
                    QueueSighting {
                        at: r.get(1)?,
                        nice: r.get(2)?,
                        reason: r.get(3)?,
                        age: r.get(4)?,
                    },
                ))
            })?
            .collect::<Result<_, _>>()?;
        let mut stmt = self.conn.prepare(sql::OBSERVED_QUEUE_MOMENTS)?;
        let moments = stmt
            .query_map(params![cluster], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        Ok((sightings, moments))
    }

    /// The jobs submitted by `until` that saved queues showed pending and sacct never listed.
    pub fn unlisted_jobs(&self, cluster: &str, until: i64) -> Result<Vec<UnlistedJob>, StoreError> {
        let mut stmt = self.conn.prepare(sql::UNLISTED_QUEUED_JOBS)?;
        let rows = stmt.query_map(params![cluster, until], |r| {
            Ok((
                r.get::<_, String>(0)?,
                r.get(1)?,
                r.get(2)?,
                r.get(3)?,
                r.get(4)?,
                r.get(5)?,
                r.get(6)?,
            ))
        })?;
        let mut out = Vec::new();
        for row in rows {
            let (job_id, user, account, partition, submit_s, priority, gone_by) = row?;
            // An array's pending remainder (`12_[3-5]`) has a record; a plain id only.
            if let Ok(id_raw) = job_id.parse() {
                out.push(UnlistedJob {
                    id_raw,
                    user,
                    account,
                    partition,
                    submit_s,
                    priority,
                    gone_by,
                });
            }
        }
        Ok(out)
    }

    /// Partition name → PriorityTier.
    pub fn partition_tiers(
        &self,
        cluster: &str,
        as_of: AsOf,
    ) -> Result<HashMap<String, i64>, StoreError> {
        let load = self.version_load("conf", cluster, as_of)?;
        let mut stmt = self.conn.prepare(sql::PARTITION_TIERS)?;
        let rows = stmt.query_map(params![cluster, load], |r| Ok((r.get(0)?, r.get(1)?)))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }
}
