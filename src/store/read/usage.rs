//! What a moment's inputs read: clusters, the association tree and its history, slurm.conf's
//! versions, the controller's starts and state, observed usage and the started jobs.

use std::collections::{BTreeMap, HashMap};
use std::sync::{mpsc, Arc};

use arrow::array::{AsArray, Float64Array, Int64Array, RecordBatch, StringArray};
use arrow::datatypes::{Float64Type, Int64Type};
use duckdb::params;
use duckdb::types::Value;

use super::{in_force, text_or_empty, value_at, version_at, AsOf, Created, Shared, Versions};
use crate::model::decay::Cycles;
use crate::model::privacy::{AdminLevel, UserRights};
use crate::model::types::{AssocRecord, TresCounts};
use crate::model::version::SlurmVersion;
use crate::store::{sql, Store, StoreError};

/// One observed sshare RawUsage.
#[derive(Debug, Clone, PartialEq)]
pub struct ObservedRaw {
    pub at: i64,
    pub account: String,
    pub user: String,
    pub partition: String,
    pub raw: Option<f64>,
}

/// Rows of a load that one query of a decade's jobs reads (`Store::job_row_ranges`): a million
/// rows are held and sorted by row id at a time.
const JOB_ROW_RANGE: i64 = 1 << 20;

/// Which started jobs `Store::for_each_usage_job` hands over.
#[derive(Debug, Clone, Copy)]
pub enum UsageJobs<'a> {
    All,
    OfAccount(&'a str),
    /// Those that ended in the second of one of these decay cycles.
    EndedOnCycle(&'a Cycles),
    /// Those not ended by then.
    RunningAt(i64),
    /// Those of loads after this one.
    LoadedAfter(i64),
}

/// One started allocation as usage needs it (times in epoch seconds; end None while running),
/// borrowed from the batch being read.
#[derive(Debug, Clone, PartialEq)]
pub struct UsageJob<'a> {
    pub account: &'a str,
    pub user: &'a str,
    pub partition: &'a str,
    pub qos: &'a str,
    pub start_s: i64,
    pub end_s: Option<i64>,
    pub state: &'a str,
    pub job_id: &'a str,
    /// sacct's `billing=` (truncated by Slurm), when the dump had it.
    pub recorded_billing: Option<f64>,
    pub timelimit_s: Option<i64>,
    /// sacct's TotalCPU, when the dump had it.
    pub total_cpu_s: Option<f64>,
    /// Parsed once per distinct list printed (shared by the jobs that repeat it).
    pub alloc: Arc<TresCounts>,
    /// Its `jobs.job_row`.
    pub row: i64,
    /// sacct's JobIDRaw, when the dump had it.
    pub id_raw: Option<i64>,
}

/// One started allocation as LSF's accounting needs it (`Store::for_each_lsf_job`), borrowed
/// from the batch being read; end None while running.
#[derive(Debug, Clone, PartialEq)]
pub struct LsfRow<'a> {
    pub account: &'a str,
    pub user: &'a str,
    pub partition: &'a str,
    pub start_s: i64,
    pub end_s: Option<i64>,
    pub timelimit_s: Option<i64>,
    /// sacct's TotalCPU, when the dump had it.
    pub total_cpu_s: Option<f64>,
    /// Parsed once per distinct list printed.
    pub alloc: Arc<TresCounts>,
}

/// The columns of one batch of usage_jobs.sql (or usage_jobs_running_at.sql).
struct UsageColumns {
    account: StringArray,
    user: StringArray,
    partition: StringArray,
    qos: StringArray,
    start: Int64Array,
    end: Int64Array,
    state: StringArray,
    job_id: StringArray,
    billing: Float64Array,
    limit: Int64Array,
    cpu: Float64Array,
    tres: StringArray,
    row: Int64Array,
    id_raw: Int64Array,
}

impl UsageColumns {
    fn of(batch: &RecordBatch) -> UsageColumns {
        let text = |i: usize| batch.column(i).as_string::<i32>().clone();
        let int = |i: usize| batch.column(i).as_primitive::<Int64Type>().clone();
        let float = |i: usize| batch.column(i).as_primitive::<Float64Type>().clone();
        UsageColumns {
            account: text(0),
            user: text(1),
            partition: text(2),
            qos: text(3),
            start: int(4),
            end: int(5),
            state: text(6),
            job_id: text(7),
            billing: float(8),
            limit: int(9),
            cpu: float(10),
            tres: text(11),
            row: int(12),
            id_raw: int(13),
        }
    }
}

impl Store {
    /// Clusters that have an association tree.
    pub fn clusters(&self) -> Result<Vec<String>, StoreError> {
        let mut stmt = self.conn.prepare(sql::ASSOC_CLUSTERS)?;
        let rows = stmt.query_map([], |r| r.get(0))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Every cluster known by its tree, its jobs or its slurm.conf (a dump may come without
    /// its tree).
    pub fn known_clusters(&self) -> Result<Vec<String>, StoreError> {
        let mut stmt = self.conn.prepare(sql::KNOWN_CLUSTERS)?;
        let rows = stmt.query_map([], |r| r.get(0))?;
        let mut known: Vec<String> = rows.collect::<Result<_, _>>()?;
        let names = Value::List(known.iter().cloned().map(Value::Text).collect());
        let mut stmt = self.conn.prepare(sql::JOB_CLUSTERS_BESIDES)?;
        let rows = stmt.query_map([names], |r| r.get(0))?;
        for cluster in rows {
            known.push(cluster?);
        }
        known.sort_unstable();
        Ok(known)
    }

    /// The (account, user) pairs a cluster's jobs ran under.
    pub fn job_associations(&self, cluster: &str) -> Result<Vec<(String, String)>, StoreError> {
        let mut stmt = self.conn.prepare(sql::JOB_ASSOCIATIONS)?;
        let rows = stmt.query_map([cluster], |r| Ok((r.get(0)?, r.get(1)?)))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// One cluster's associations, in lft order (load order where lft is unknown).
    pub fn assoc_rows(&self, cluster: &str, as_of: AsOf) -> Result<Vec<AssocRecord>, StoreError> {
        let load = self.version_load("assoc", cluster, as_of)?;
        let mut stmt = self.conn.prepare(sql::ASSOC_FOR_CLUSTER)?;
        let rows = stmt.query_map(params![cluster, load], |r| {
            Ok(AssocRecord {
                cluster: cluster.to_string(),
                account: r.get(0)?,
                user: r.get(1)?,
                partition: r.get(2)?,
                parent_account: r.get(3)?,
                raw_shares: r.get(4)?,
                priority: r.get(5)?,
                assoc_id: r.get(6)?,
                lft: r.get(7)?,
                rgt: r.get(8)?,
                qos: r.get(9)?,
                default_qos: r.get(10)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// One cluster's slurm.conf settings.
    pub fn config(
        &self,
        cluster: &str,
        as_of: AsOf,
    ) -> Result<BTreeMap<String, String>, StoreError> {
        let load = self.version_load("conf", cluster, as_of)?;
        let mut stmt = self.conn.prepare(sql::CONFIG_FOR_CLUSTER)?;
        let rows = stmt.query_map(params![cluster, load], |r| Ok((r.get(0)?, r.get(1)?)))?;
        let mut conf: BTreeMap<String, String> = rows.collect::<Result<_, _>>()?;
        with_dump_release(&mut conf, &self.dump_releases(cluster)?, as_of);
        Ok(conf)
    }

    /// The releases dumps of `cluster` were written by, oldest first: (in force from, release,
    /// what told it).
    pub fn slurm_versions(
        &self,
        cluster: &str,
    ) -> Result<Vec<(Option<i64>, SlurmVersion, String)>, StoreError> {
        let mut stmt = self.conn.prepare(sql::SLURM_VERSIONS_FOR_CLUSTER)?;
        let rows = stmt.query_map([cluster], |r| {
            Ok((r.get(0)?, r.get::<_, String>(1)?, r.get(2)?))
        })?;
        let mut out = Vec::new();
        for row in rows {
            let (from, text, told_by) = row?;
            // Written by `finish`, so always a release.
            if let Ok(v) = SlurmVersion::parse(&text) {
                out.push((from, v, told_by));
            }
        }
        Ok(out)
    }

    /// The releases that wrote dumps of `cluster`, as `slurm_versions` but without those known
    /// only as a lower bound (`lower_bound`): a rule that changed after one could go either way.
    pub(super) fn dump_releases(
        &self,
        cluster: &str,
    ) -> Result<Vec<(Option<i64>, SlurmVersion)>, StoreError> {
        Ok(self
            .slurm_versions(cluster)?
            .into_iter()
            .filter(|(_, _, told_by)| !lower_bound(told_by))
            .map(|(from, v, _)| (from, v))
            .collect())
    }

    /// Per slurm.conf version (oldest first, with the moment it is in force from): partition
    /// name → TRESBillingWeights text (None: no weights).
    pub fn partition_weight_versions(
        &self,
        cluster: &str,
    ) -> Result<Versions<HashMap<String, Option<String>>>, StoreError> {
        let mut out = Vec::new();
        for (load, from) in self.setting_versions("conf", cluster)? {
            let mut stmt = self.conn.prepare(sql::PARTITION_WEIGHTS)?;
            let rows = stmt.query_map(params![cluster, load], |r| Ok((r.get(0)?, r.get(1)?)))?;
            out.push((from, rows.collect::<Result<_, _>>()?));
        }
        Ok(out)
    }

    /// QOS name → UsageFactor.
    /// Every slurm.conf version of the cluster (oldest first, with the moment it is in force
    /// from): its settings.
    pub fn config_versions(
        &self,
        cluster: &str,
    ) -> Result<Versions<BTreeMap<String, String>>, StoreError> {
        let mut out = Vec::new();
        let releases = self.dump_releases(cluster)?;
        for (load, from) in self.setting_versions("conf", cluster)? {
            let mut stmt = self.conn.prepare(sql::CONFIG_FOR_CLUSTER)?;
            let rows = stmt.query_map(params![cluster, load], |r| Ok((r.get(0)?, r.get(1)?)))?;
            let mut conf: BTreeMap<String, String> = rows.collect::<Result<_, _>>()?;
            with_dump_release(&mut conf, &releases, AsOf::At(from.unwrap_or(i64::MIN)));
            out.push((from, conf));
        }
        Ok(out)
    }

    /// Per QOS version (oldest first, with the moment it is in force from): QOS → UsageFactor.
    pub fn qos_usage_factor_versions(&self) -> Result<Versions<HashMap<String, f64>>, StoreError> {
        let mut out = Vec::new();
        for (load, from) in self.setting_versions("qos", "")? {
            let mut stmt = self.conn.prepare(sql::QOS_USAGE_FACTORS)?;
            let rows = stmt.query_map(params![load], |r| Ok((r.get(0)?, r.get(1)?)))?;
            out.push((from, rows.collect::<Result<_, _>>()?));
        }
        Ok(out)
    }

    /// slurmdbd's settings as last loaded (`load dbd`, collect); None when none were.
    pub fn dbd_settings(&self) -> Result<Option<BTreeMap<String, String>>, StoreError> {
        let exists = self
            .conn
            .query_row(sql::TABLE_EXISTS, ["dbd_settings"], |r| r.get::<_, bool>(0))?;
        if !exists || self.setting_versions("dbd", "")?.is_empty() {
            return Ok(None);
        }
        let mut stmt = self.conn.prepare(sql::DBD_SETTINGS_LATEST)?;
        let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?;
        Ok(Some(rows.collect::<Result<_, _>>()?))
    }

    /// slurmdbd's users as last loaded (`load users`, collect); None when none were (or the
    /// store predates them).
    pub fn users(&self) -> Result<Option<Vec<UserRights>>, StoreError> {
        let exists = self
            .conn
            .query_row(sql::TABLE_EXISTS, ["users"], |r| r.get::<_, bool>(0))?;
        if !exists || self.setting_versions("users", "")?.is_empty() {
            return Ok(None);
        }
        let mut stmt = self.conn.prepare(sql::USERS_LATEST)?;
        let rows = stmt.query_map([], |r| {
            Ok((
                r.get::<_, String>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, String>(2)?,
            ))
        })?;
        let mut out = Vec::new();
        for row in rows {
            let (name, admin, coordinates) = row?;
            out.push(UserRights {
                name,
                // Written by `load_users` from a parsed level.
                admin_level: AdminLevel::parse(&admin).unwrap_or(AdminLevel::None),
                coordinates: coordinates
                    .split(',')
                    .filter(|a| !a.is_empty())
                    .map(str::to_string)
                    .collect(),
            });
        }
        Ok(Some(out))
    }

    /// The versions of one kind of settings ("conf", "assoc", "qos" with cluster ""), oldest
    /// first: (load, in force from; None = from the beginning).
    pub fn setting_versions(
        &self,
        kind: &str,
        cluster: &str,
    ) -> Result<Vec<(i64, Option<i64>)>, StoreError> {
        let mut stmt = self.conn.prepare(sql::SETTING_VERSIONS_FOR)?;
        let rows = stmt.query_map(params![kind, cluster], |r| Ok((r.get(0)?, r.get(1)?)))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The load holding the version in force (-1 when nothing was loaded).
    pub(super) fn version_load(
        &self,
        kind: &str,
        cluster: &str,
        as_of: AsOf,
    ) -> Result<i64, StoreError> {
        Ok(in_force(&self.setting_versions(kind, cluster)?, as_of).unwrap_or(-1))
    }

    /// Observed sshare RawUsage rows of `cluster`.
    pub fn observed_raw_usage(&self, cluster: &str) -> Result<Vec<ObservedRaw>, StoreError> {
        let mut stmt = self.conn.prepare(sql::OBSERVED_SSHARE_FOR_CLUSTER)?;
        let rows = stmt.query_map([cluster], |r| {
            Ok(ObservedRaw {
                at: r.get(0)?,
                account: r.get(1)?,
                user: r.get(2)?,
                partition: r.get(3)?,
                raw: r.get(4)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Per job array of `cluster` alive between `from` and `to`, the tasks that split off it:
    /// (JobIDRaw, start), by JobIDRaw.
    pub fn array_splits(
        &self,
        cluster: &str,
        (from, to): (i64, i64),
    ) -> Result<HashMap<i64, Vec<(i64, i64)>>, StoreError> {
        let mut stmt = self.conn.prepare(sql::ARRAY_SPLITS)?;
        let rows = stmt.query_map(params![cluster, from, to], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, i64>(1)?,
                r.get::<_, i64>(2)?,
            ))
        })?;
        let mut out: HashMap<i64, Vec<(i64, i64)>> = HashMap::new();
        for row in rows {
            let (array, raw, start) = row?;
            out.entry(array).or_default().push((raw, start));
        }
        for tasks in out.values_mut() {
            tasks.sort_unstable();
        }
        Ok(out)
    }

    /// When each association of `cluster` was created (loaded transaction logs), by id.
    pub fn assoc_created(&self, cluster: &str) -> Result<HashMap<i64, Created>, StoreError> {
        let mut stmt = self.conn.prepare(sql::ASSOC_CREATED_FOR_CLUSTER)?;
        let rows = stmt.query_map([cluster], |r| {
            let created = Created {
                at_s: r.get(1)?,
                before_registration: r.get(2)?,
            };
            Ok((r.get(0)?, created))
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The shares each association of `cluster` had from each moment on (loaded transaction
    /// logs), in time order: (id, from, shares; None for `Fairshare=parent`).
    pub fn assoc_shares(&self, cluster: &str) -> Result<Vec<(i64, i64, Option<u32>)>, StoreError> {
        let mut stmt = self.conn.prepare(sql::ASSOC_SHARES_FOR_CLUSTER)?;
        let rows = stmt.query_map([cluster], |r| {
            let shares: Option<i64> = r.get(2)?;
            Ok((r.get(0)?, r.get(1)?, shares.map(|s| s as u32)))
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// When a slurmctld of `cluster` registered with slurmdbd (loaded transaction logs, and
    /// the BOOT_TIME of loaded `scontrol show config` outputs), ascending.
    pub fn controller_registered(&self, cluster: &str) -> Result<Vec<i64>, StoreError> {
        let mut stmt = self.conn.prepare(sql::CONTROLLER_REGISTERED_FOR_CLUSTER)?;
        let rows = stmt.query_map([cluster], |r| r.get(0))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The release line the latest registration of a slurmctld of `cluster` logged its
    /// protocol version for (loaded transaction logs), if any did.
    pub fn controller_release(&self, cluster: &str) -> Result<Option<SlurmVersion>, StoreError> {
        let mut stmt = self.conn.prepare(sql::CONTROLLER_RELEASE_REGISTERED)?;
        let mut rows = stmt.query_map([cluster], |r| r.get::<_, i64>(0))?;
        Ok(match rows.next() {
            Some(v) => u32::try_from(v?).ok().and_then(SlurmVersion::of_protocol),
            None => None,
        })
    }

    /// The latest decay cycle a loaded state file of `cluster` records (`load state`).
    pub fn controller_state(
        &self,
        cluster: &str,
    ) -> Result<Option<crate::ingest::state::LastDecayRan>, StoreError> {
        let mut stmt = self.conn.prepare(sql::CONTROLLER_STATE_LATEST)?;
        let mut rows = stmt.query_map([cluster], |r| {
            Ok(crate::ingest::state::LastDecayRan {
                last_ran: r.get(0)?,
                last_reset: r.get(1)?,
            })
        })?;
        Ok(rows.next().transpose()?)
    }

    /// The earliest start and the latest start or end of `cluster`'s started allocations:
    /// the span their charges have.
    pub fn usage_jobs_span(&self, cluster: &str) -> Result<Option<(i64, i64)>, StoreError> {
        let (first, last): (Option<i64>, Option<i64>) =
            self.conn.query_row(sql::USAGE_JOBS_SPAN, [cluster], |r| {
                Ok((r.get(0)?, r.get(1)?))
            })?;
        Ok(first.zip(last))
    }

    /// Hands `each` the allocations of `cluster` started by `at` (those `which` names), with
    /// their allocated TRES, one at a time (a caller keeps only what it needs: at 10M jobs
    /// the records would not fit).
    pub fn for_each_usage_job(
        &self,
        cluster: &str,
        at: i64,
        which: UsageJobs<'_>,
        mut each: impl FnMut(UsageJob<'_>) -> Result<(), StoreError>,
    ) -> Result<(), StoreError> {
        let (mut account, mut cycles, mut running_at, mut after_load) = (None, None, None, None);
        match which {
            UsageJobs::All => {}
            UsageJobs::OfAccount(a) => account = Some(a),
            UsageJobs::EndedOnCycle(c) => cycles = Some(c),
            UsageJobs::RunningAt(t) => running_at = Some(t),
            UsageJobs::LoadedAfter(l) => after_load = Some(l),
        }
        // With controller starts the cycles have several phases: the caller picks the ends.
        let regular = cycles.filter(|c| c.starts.is_empty());
        let (period, phase) = (regular.map(|c| c.period_s), regular.map(|c| c.phase_s));
        let mut shared = Shared::default();
        let mut hand = |c: &UsageColumns, k: usize| -> Result<(), StoreError> {
            let end_s = value_at(&c.end, k);
            let on_cycle = |c: &Cycles| end_s.is_some_and(|e| c.at_or_before(e) == e);
            if cycles.is_some_and(|c| !on_cycle(c)) {
                return Ok(());
            }
            let job_id = c.job_id.value(k);
            let alloc = shared.tres(text_or_empty(&c.tres, k), &job_id, "AllocTRES")?;
            each(UsageJob {
                account: text_or_empty(&c.account, k),
                user: text_or_empty(&c.user, k),
                partition: text_or_empty(&c.partition, k),
                qos: text_or_empty(&c.qos, k),
                start_s: c.start.value(k),
                end_s,
                state: c.state.value(k),
                job_id,
                recorded_billing: value_at(&c.billing, k),
                timelimit_s: value_at(&c.limit, k),
                total_cpu_s: value_at(&c.cpu, k),
                alloc,
                row: c.row.value(k),
                id_raw: value_at(&c.id_raw, k),
            })
        };
        // Arrow batches, streamed, columns read in place (no value-by-value conversion). The
        // rows go to `each` by job_row, so that sums of usage come out the same whatever order
        // a load stored them in.
        match running_at {
            // Sorted by DuckDB, which spills what does not fit (LSF's memory may reach back
            // years).
            Some(t) => {
                let mut stmt = self.conn.prepare(sql::USAGE_JOBS_RUNNING_AT)?;
                for batch in stmt.stream_arrow(params![cluster, at, t])? {
                    let c = UsageColumns::of(&batch?);
                    for k in 0..c.row.len() {
                        hand(&c, k)?;
                    }
                }
            }
            // A range of rows at a time, in no order from DuckDB, held and handed over from
            // their sorted row ids (a fraction of DuckDB sorting whole rows). The next range is
            // read (by DuckDB's threads, on a connection of its own) while one is handed over:
            // a load's caches at 10M jobs spent a third of their time reading.
            None => {
                let ranges = self.job_row_ranges(cluster, after_load.unwrap_or(-1))?;
                let conn = self.conn.try_clone()?;
                let read = move |stmt: &mut duckdb::Statement, (from, to): (i64, i64)| {
                    let params = params![cluster, at, account, period, phase, after_load, from, to];
                    let batches: Vec<UsageColumns> = (stmt.stream_arrow(params)?)
                        .map(|b| Ok(UsageColumns::of(&b?)))
                        .collect::<Result<_, StoreError>>()?;
                    let mut order: Vec<(i64, u32, u32)> = Vec::new();
                    for (b, c) in batches.iter().enumerate() {
                        order
                            .extend((0..c.row.len()).map(|k| (c.row.value(k), b as u32, k as u32)));
                    }
                    order.sort_unstable_by_key(|&(row, ..)| row);
                    Ok((batches, order))
                };
                std::thread::scope(|scope| -> Result<(), StoreError> {
                    let (send, read_ranges) = mpsc::sync_channel::<Result<_, StoreError>>(1);
                    scope.spawn(move || {
                        let mut stmt = match conn.prepare(sql::USAGE_JOBS) {
                            Ok(stmt) => stmt,
                            Err(e) => return drop(send.send(Err(e.into()))),
                        };
                        for range in ranges {
                            let range = read(&mut stmt, range);
                            let failed = range.is_err();
                            // A receiver gone has stopped at an error of its own.
                            if send.send(range).is_err() || failed {
                                return;
                            }
                        }
                    });
                    for range in read_ranges {
                        let (batches, order) = range?;
                        for (_, b, k) in order {
                            hand(&batches[b as usize], k as usize)?;
                        }
                    }
                    Ok(())
                })?;
            }
        }
        Ok(())
    }

    /// The allocations of `cluster` started by `at` and not ended by `since`, by job_row, as
    /// LSF's accounting needs them: the jobs of `UsageJobs::RunningAt(since)`, fewer columns.
    pub fn for_each_lsf_job(
        &self,
        cluster: &str,
        at: i64,
        since: i64,
        mut each: impl FnMut(LsfRow<'_>),
    ) -> Result<(), StoreError> {
        let mut shared = Shared::default();
        // Sorted by DuckDB, which spills what does not fit (LSF's memory may reach back years).
        self.for_each_batch_read_ahead(sql::LSF_JOBS, (cluster, at, since), |batch| {
            let text = |i: usize| batch.column(i).as_string::<i32>();
            let int = |i: usize| batch.column(i).as_primitive::<Int64Type>();
            let (account, user, partition) = (text(0), text(1), text(2));
            let (start, end, limit) = (int(3), int(4), int(5));
            let (cpu, tres, row) = (
                batch.column(6).as_primitive::<Float64Type>(),
                text(7),
                int(8),
            );
            for k in 0..batch.num_rows() {
                let job = format_args!("in row {}", row.value(k));
                each(LsfRow {
                    account: text_or_empty(account, k),
                    user: text_or_empty(user, k),
                    partition: text_or_empty(partition, k),
                    start_s: start.value(k),
                    end_s: value_at(end, k),
                    timelimit_s: value_at(limit, k),
                    total_cpu_s: value_at(cpu, k),
                    alloc: shared.tres(text_or_empty(tres, k), &job, "AllocTRES")?,
                });
            }
            Ok(())
        })
    }

    /// The rows of `cluster`'s loads after `after` (all: -1) in ranges of `JOB_ROW_RANGE`
    /// rows, [from, to), in row order.
    fn job_row_ranges(&self, cluster: &str, after: i64) -> Result<Vec<(i64, i64)>, StoreError> {
        let mut stmt = self.conn.prepare(sql::USAGE_JOBS_ROW_RANGES)?;
        let loads = stmt.query_map(params![cluster, after], |r| {
            Ok((r.get::<_, i64>(1)?, r.get::<_, i64>(2)?))
        })?;
        let mut ranges = Vec::new();
        for load in loads {
            let (first, last) = load?;
            let mut from = first;
            while from <= last {
                let to = from
                    .saturating_add(JOB_ROW_RANGE)
                    .min(last.saturating_add(1));
                ranges.push((from, to));
                from = to;
            }
        }
        Ok(ranges)
    }
}

/// Settings `conf` without a `SlurmVersion` (slurm.conf says none; `load conf
/// --slurm-version` or scontrol's SLURM_VERSION do) get the release of the dump in force then.
fn with_dump_release(
    conf: &mut BTreeMap<String, String>,
    releases: &[(Option<i64>, SlurmVersion)],
    as_of: AsOf,
) {
    if conf.contains_key("SlurmVersion") {
        return;
    }
    let in_force = match as_of {
        AsOf::Latest => releases.last().map(|r| &r.1),
        AsOf::At(t) => version_at(releases, t),
    };
    if let Some(v) = in_force {
        conf.insert("SlurmVersion".into(), v.to_string());
    }
}

/// How a release known only from a `sacct -P` dump's columns is told: the release whose sacct
/// first printed them, or a later one.
pub const AT_LEAST: &str = "sacct columns (at least)";

/// How a release known only from an association dump's Lineage field is told (sacctmgr prints
/// it from 23.11 on).
pub const LINEAGE_AT_LEAST: &str = "sacctmgr Lineage (at least)";

/// Whether a release was told only as a lower bound.
fn lower_bound(told_by: &str) -> bool {
    told_by == AT_LEAST || told_by == LINEAGE_AT_LEAST
}
