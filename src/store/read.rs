//! Reads: summaries for `info`, arbitrary SQL for `sql`, and Parquet export.

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

use arrow::array::{Array, ArrowPrimitiveType, AsArray, Int64Array, PrimitiveArray, StringArray};
use arrow::datatypes::{Float64Type, Int64Type};
use duckdb::params;
use duckdb::types::{TimeUnit, Value};

use super::{sql, Store, StoreError};
use crate::error::InputError;
use crate::ingest::submit_line::{self, SubmitOptions};
use crate::ingest::tres::parse_tres;
use crate::model::decay::Cycles;
use crate::model::queue::sprio_id;
use crate::model::types::{AssocRecord, Cell, Table, TresCounts};
use crate::model::version::SlurmVersion;

fn cell(v: Value) -> Cell {
    match v {
        Value::Null => Cell::Null,
        Value::Boolean(b) => Cell::Bool(b),
        Value::TinyInt(i) => Cell::Int(i.into()),
        Value::SmallInt(i) => Cell::Int(i.into()),
        Value::Int(i) => Cell::Int(i.into()),
        Value::BigInt(i) => Cell::Int(i),
        Value::UTinyInt(i) => Cell::Int(i.into()),
        Value::USmallInt(i) => Cell::Int(i.into()),
        Value::UInt(i) => Cell::Int(i.into()),
        Value::UBigInt(i) => i64::try_from(i).map_or(Cell::Float(i as f64), Cell::Int),
        Value::HugeInt(i) => i64::try_from(i).map_or(Cell::Float(i as f64), Cell::Int),
        Value::Float(f) => Cell::Float(f.into()),
        Value::Double(f) => Cell::Float(f),
        Value::Decimal(d) => Cell::Float(d.to_string().parse().unwrap_or(f64::NAN)),
        Value::Text(s) => Cell::Text(s),
        Value::Timestamp(unit, t) => {
            let micros = match unit {
                TimeUnit::Second => t * 1_000_000,
                TimeUnit::Millisecond => t * 1_000,
                TimeUnit::Microsecond => t,
                TimeUnit::Nanosecond => t / 1_000,
            };
            match chrono::DateTime::from_timestamp_micros(micros) {
                Some(ts) => Cell::Text(ts.naive_utc().format("%Y-%m-%dT%H:%M:%S").to_string()),
                None => Cell::Text(format!("{t}")),
            }
        }
        Value::Date32(d) => Cell::Text(
            chrono::NaiveDate::from_num_days_from_ce_opt(d + 719_163)
                .map_or_else(|| d.to_string(), |d| d.to_string()),
        ),
        other => Cell::Text(format!("{other:?}")),
    }
}

/// Settings by version, oldest first, each with the moment it is in force from (None: from
/// the beginning).
pub type Versions<T> = Vec<(Option<i64>, T)>;

/// Which version of the settings a read sees.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AsOf {
    /// The latest loaded.
    Latest,
    /// The one in force at this moment (epoch s): the last whose start is not after it, else
    /// the earliest.
    At(i64),
}

/// The load of the version in force among `versions` (oldest first, with their start).
pub fn in_force(versions: &[(i64, Option<i64>)], as_of: AsOf) -> Option<i64> {
    match as_of {
        AsOf::Latest => versions.last(),
        AsOf::At(t) => versions
            .iter()
            .rev()
            .find(|(_, from)| from.is_none_or(|f| f <= t))
            .or(versions.first()),
    }
    .map(|v| v.0)
}

/// Of versions (oldest first, with their start), the one in force at `t`.
pub fn version_at<T>(versions: &[(Option<i64>, T)], t: i64) -> Option<&T> {
    versions
        .iter()
        .rev()
        .find(|(from, _)| from.is_none_or(|f| f <= t))
        .or(versions.first())
        .map(|v| &v.1)
}

impl Store {
    /// Runs one SQL statement and returns its rows (used by `fairtrace sql` and `info`).
    pub fn query_table(
        &self,
        text: &str,
        params: &[&dyn duckdb::ToSql],
    ) -> Result<Table, StoreError> {
        let mut stmt = self.conn.prepare(text)?;
        let mut rows = stmt.query(params)?;
        let mut out = Table::default();
        while let Some(row) = rows.next()? {
            let n = row.as_ref().column_count();
            let mut cells = Vec::with_capacity(n);
            for i in 0..n {
                cells.push(cell(row.get::<_, Value>(i)?));
            }
            out.rows.push(cells);
        }
        drop(rows);
        out.columns = stmt.column_names();
        Ok(out)
    }

    /// The summaries `fairtrace info` prints, by section.
    pub fn info(&self) -> Result<Vec<(&'static str, Table)>, StoreError> {
        let sections = [
            ("Clusters", sql::INFO_CLUSTERS),
            ("Job states", sql::INFO_STATES),
            ("Steps", sql::INFO_STEPS),
            ("Associations", sql::INFO_ASSOC),
            ("QOS", sql::INFO_QOS),
            ("Partitions", sql::INFO_PARTITIONS),
            ("Configuration keys loaded", sql::INFO_CONFIG_COUNTS),
            ("Priority settings", sql::INFO_CONFIG),
            (
                "Settings versions (each in force from valid_from to the next)",
                sql::INFO_VERSIONS,
            ),
            (
                "Slurm releases (each in force from from_s to the next)",
                sql::INFO_SLURM_VERSIONS,
            ),
            ("Loads", sql::INFO_LOADS),
            (
                "Decay cycle phase (as last fitted; phase_s: seconds past each period)",
                sql::INFO_PHASE,
            ),
        ];
        sections
            .into_iter()
            .map(|(title, q)| Ok((title, self.query_table(q, &[])?)))
            .collect()
    }

    /// Writes every table as Parquet (plus DuckDB's schema.sql/load.sql) into `dir`.
    pub fn export_parquet(&self, dir: &str) -> Result<(), StoreError> {
        // EXPORT DATABASE takes no parameters: the directory goes in as a quoted literal.
        self.conn
            .execute_batch(&format!("EXPORT DATABASE {} (FORMAT parquet)", quoted(dir)))?;
        Ok(())
    }

    /// Every table as Parquet under `dir`, jobs and steps as hive-style partitions by `keys`
    /// (`cluster`, `month`: the job's submission month) in `dir/jobs/` and `dir/steps/`, the
    /// others as `dir/TABLE.parquet`.
    pub fn export_parquet_partitioned(&self, dir: &str, keys: &[&str]) -> Result<(), StoreError> {
        let tables: Vec<String> = self
            .conn
            .prepare(sql::EXPORT_TABLES)?
            .query_map([], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        let by = keys.join(", ");
        for table in tables {
            let target = |name: &str| quoted(&format!("{dir}/{name}"));
            let copy = match table.as_str() {
                "jobs" | "steps" => {
                    let select = if table == "jobs" {
                        sql::EXPORT_JOBS_BY_MONTH
                    } else {
                        sql::EXPORT_STEPS_BY_MONTH
                    };
                    format!(
                        "COPY ({}) TO {} (FORMAT parquet, PARTITION_BY ({by}), OVERWRITE_OR_IGNORE)",
                        select.trim().trim_end_matches(';'),
                        target(&table)
                    )
                }
                // Table names come from the catalogue, not from the user.
                _ => format!(
                    "COPY \"{table}\" TO {} (FORMAT parquet)",
                    target(&format!("{table}.parquet"))
                ),
            };
            self.conn.execute_batch(&copy)?;
        }
        Ok(())
    }
}

/// A text as a SQL string literal (for statements that take no parameters, like COPY's target).
pub(super) fn quoted(text: &str) -> String {
    format!("'{}'", text.replace('\'', "''"))
}

/// A job's TRES as stored (printed), parsed; empty when the dump had none.
fn stored_tres(text: &str, job: &str, what: &str) -> Result<TresCounts, StoreError> {
    parse_tres(text).map_err(|e| {
        InputError::new("database", 0, format!("job {job}: stored {what}: {e}")).into()
    })
}

/// One observed sshare RawUsage.
#[derive(Debug, Clone, PartialEq)]
pub struct ObservedRaw {
    pub at: i64,
    pub account: String,
    pub user: String,
    pub partition: String,
    pub raw: Option<f64>,
}

/// Which started jobs `Store::for_each_usage_job` hands over.
#[derive(Debug, Clone, Copy)]
pub enum UsageJobs<'a> {
    All,
    OfAccount(&'a str),
    /// Those that ended in the second of one of these decay cycles.
    EndedOnCycle(&'a Cycles),
    /// Those not ended by then.
    RunningAt(i64),
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
    pub alloc: TresCounts,
    /// Its `jobs.job_row`.
    pub row: i64,
    /// sacct's JobIDRaw, when the dump had it.
    pub id_raw: Option<i64>,
}

/// A nullable text column's value, empty when NULL.
fn text_or_empty(a: &StringArray, k: usize) -> &str {
    if a.is_null(k) {
        ""
    } else {
        a.value(k)
    }
}

/// Value `k` of a numeric column, None for NULL.
pub(super) fn value_at<T: ArrowPrimitiveType>(
    a: &PrimitiveArray<T>,
    k: usize,
) -> Option<T::Native> {
    a.is_valid(k).then(|| a.value(k))
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
        Ok(rows.collect::<Result<_, _>>()?)
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
    fn dump_releases(&self, cluster: &str) -> Result<Vec<(Option<i64>, SlurmVersion)>, StoreError> {
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
    fn version_load(&self, kind: &str, cluster: &str, as_of: AsOf) -> Result<i64, StoreError> {
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

    /// When a slurmctld of `cluster` registered with slurmdbd (loaded transaction logs),
    /// ascending.
    pub fn controller_registered(&self, cluster: &str) -> Result<Vec<i64>, StoreError> {
        let mut stmt = self.conn.prepare(sql::CONTROLLER_REGISTERED_FOR_CLUSTER)?;
        let rows = stmt.query_map([cluster], |r| r.get(0))?;
        Ok(rows.collect::<Result<_, _>>()?)
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
        let (mut account, mut cycles, mut running_at) = (None, None, None);
        match which {
            UsageJobs::All => {}
            UsageJobs::OfAccount(a) => account = Some(a),
            UsageJobs::EndedOnCycle(c) => cycles = Some(c),
            UsageJobs::RunningAt(t) => running_at = Some(t),
        }
        // With controller starts the cycles have several phases: the caller picks the ends.
        let regular = cycles.filter(|c| c.starts.is_empty());
        let (period, phase) = (regular.map(|c| c.period_s), regular.map(|c| c.phase_s));
        let mut stmt = self.conn.prepare(sql::USAGE_JOBS)?;
        // Arrow batches, streamed: columns read in place, no value-by-value conversion, and
        // never the whole result in memory.
        for batch in stmt.stream_arrow(params![cluster, at, account, period, phase, running_at])? {
            let batch = batch?;
            let text = |i: usize| batch.column(i).as_string::<i32>();
            let int = |i: usize| batch.column(i).as_primitive::<Int64Type>();
            let float = |i: usize| batch.column(i).as_primitive::<Float64Type>();
            let (account, user, partition, qos) = (text(0), text(1), text(2), text(3));
            let (start, end, state, job_id) = (int(4), int(5), text(6), text(7));
            let (billing, limit, cpu, tres) = (float(8), int(9), float(10), text(11));
            let (row, id_raw) = (int(12), int(13));

            for k in 0..batch.num_rows() {
                let end_s = value_at(end, k);
                let on_cycle = |c: &Cycles| end_s.is_some_and(|e| c.at_or_before(e) == e);
                if cycles.is_some_and(|c| !on_cycle(c)) {
                    continue;
                }
                let job_id = job_id.value(k);
                let alloc = stored_tres(text_or_empty(tres, k), job_id, "AllocTRES")?;
                each(UsageJob {
                    account: text_or_empty(account, k),
                    user: text_or_empty(user, k),
                    partition: text_or_empty(partition, k),
                    qos: text_or_empty(qos, k),
                    start_s: start.value(k),
                    end_s,
                    state: state.value(k),
                    job_id,
                    recorded_billing: value_at(billing, k),
                    timelimit_s: value_at(limit, k),
                    total_cpu_s: value_at(cpu, k),
                    alloc,
                    row: row.value(k),
                    id_raw: value_at(id_raw, k),
                })?;
            }
        }
        Ok(())
    }
}

/// A job as slurmdbd's hourly rollup sees it.
#[derive(Debug, Clone, PartialEq)]
pub struct RollupJobRow {
    pub account: String,
    pub user: String,
    pub partition: String,
    /// A pending array record's task list, e.g. `[2-3%3]`.
    pub array_pending: Option<String>,
    pub eligible_s: i64,
    pub start_s: Option<i64>,
    pub end_s: Option<i64>,
    pub req_cpus: Option<i64>,
    /// The dump had no eligible time: taken as its start.
    pub eligible_unknown: bool,
    pub alloc: TresCounts,
    pub qos: String,
    /// The reservation it ran in: its name, and its id when the dump has ReservationId.
    pub reservation: Option<String>,
    pub reservation_id: Option<i64>,
}

/// One stored event.
#[derive(Debug, Clone, PartialEq)]
pub struct EventRow {
    pub node_name: String,
    pub start_s: i64,
    pub end_s: Option<i64>,
    pub state: i64,
    pub tres: String,
}

/// One stored reservation record.
#[derive(Debug, Clone, PartialEq)]
pub struct ReservationRow {
    pub name: String,
    pub id: Option<i64>,
    pub start_s: i64,
    pub end_s: i64,
    pub flags: Option<String>,
    pub tres: String,
    pub assocs: Option<String>,
}

impl Store {
    /// The jobs the hourly rollup of [`from`, `to`) looks at, with their allocated TRES.
    pub fn rollup_jobs(
        &self,
        cluster: &str,
        from: i64,
        to: i64,
    ) -> Result<Vec<RollupJobRow>, StoreError> {
        let mut stmt = self.conn.prepare(sql::ROLLUP_JOBS)?;
        let mut rows = stmt.query(params![cluster, from, to])?;
        let mut jobs = Vec::new();
        while let Some(r) = rows.next()? {
            let text = |i: usize| -> Result<String, duckdb::Error> {
                Ok(r.get::<_, Option<String>>(i)?.unwrap_or_default())
            };
            let alloc = stored_tres(&text(11)?, &text(10)?, "AllocTRES")?;
            jobs.push(RollupJobRow {
                account: text(1)?,
                user: text(2)?,
                partition: text(3)?,
                array_pending: r.get(4)?,
                eligible_s: r.get(5)?,
                start_s: r.get(6)?,
                end_s: r.get(7)?,
                req_cpus: r.get(8)?,
                eligible_unknown: r.get(9)?,
                alloc,
                qos: text(12)?,
                reservation: r.get(13)?,
                reservation_id: r.get(14)?,
            });
        }
        Ok(jobs)
    }

    /// The cluster's TRES from slurm.conf's nodes: (cpu, mem MB, gres/gpu).
    pub fn cluster_capacity(
        &self,
        cluster: &str,
        as_of: AsOf,
    ) -> Result<(i64, i64, i64), StoreError> {
        let load = self.version_load("conf", cluster, as_of)?;
        let mut stmt = self.conn.prepare(sql::CLUSTER_CAPACITY)?;
        Ok(stmt.query_row(params![cluster, load], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?))
        })?)
    }

    /// Jobs that started in either second: (row, id as printed).
    pub fn jobs_started_at(
        &self,
        cluster: &str,
        seconds: [i64; 2],
    ) -> Result<Vec<(i64, String)>, StoreError> {
        let mut stmt = self.conn.prepare(sql::JOBS_STARTED_AT)?;
        let rows = stmt.query_map(params![cluster, seconds[0], seconds[1]], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The cluster's reservation records overlapping [`from`, `to`).
    pub fn reservations(
        &self,
        cluster: &str,
        from: i64,
        to: i64,
    ) -> Result<Vec<ReservationRow>, StoreError> {
        let mut stmt = self.conn.prepare(sql::RESERVATIONS_FOR_CLUSTER)?;
        let rows = stmt.query_map(params![cluster, from, to], |r| {
            Ok(ReservationRow {
                name: r.get(0)?,
                id: r.get(1)?,
                start_s: r.get(2)?,
                end_s: r.get(3)?,
                flags: r.get(4)?,
                tres: r.get(5)?,
                assocs: r.get(6)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The cluster's events overlapping [`from`, `to`).
    pub fn events(&self, cluster: &str, from: i64, to: i64) -> Result<Vec<EventRow>, StoreError> {
        let mut stmt = self.conn.prepare(sql::EVENTS_FOR_CLUSTER)?;
        let rows = stmt.query_map(params![cluster, from, to], |r| {
            Ok(EventRow {
                node_name: r.get(0)?,
                start_s: r.get(1)?,
                end_s: r.get(2)?,
                state: r.get(3)?,
                tres: r.get(4)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }
}

/// What explaining a job's wait needs of it.
#[derive(Debug, Clone, PartialEq)]
pub struct JobFacts {
    pub job_id: String,
    pub account: String,
    pub user: String,
    /// As sacct printed it (a comma list while pending in several partitions).
    pub partition: String,
    pub qos: String,
    pub state: String,
    pub reason: Option<String>,
    /// sacct's Flags: `SchedMain`, `SchedBackfill`, `SchedSubmit` tell who started it.
    pub flags: Option<String>,
    pub submit_line: Option<String>,
    pub submit_s: i64,
    pub eligible_s: Option<i64>,
    pub start_s: Option<i64>,
    pub end_s: Option<i64>,
    pub cpus: Option<i64>,
    pub nodes: Option<i64>,
    pub timelimit_s: Option<i64>,
    pub reservation: Option<String>,
}

impl Store {
    /// The job id (as sacct printed it) of the job at `row` (`jobs.job_row`).
    pub fn job_id_at_row(&self, row: i64) -> Result<String, StoreError> {
        let mut stmt = self.conn.prepare(sql::JOB_ID_AT_ROW)?;
        Ok(stmt.query_row(params![row], |r| r.get(0))?)
    }

    /// The last moment the cluster's dumps know of (None without jobs).
    /// The first moment a cluster's dumps know of: its earliest submission.
    pub fn data_start(&self, cluster: &str) -> Result<Option<i64>, StoreError> {
        let mut stmt = self.conn.prepare(sql::DATA_START)?;
        Ok(stmt.query_row(params![cluster], |r| r.get(0))?)
    }

    pub fn data_end(&self, cluster: &str) -> Result<Option<i64>, StoreError> {
        let mut stmt = self.conn.prepare(sql::DATA_END)?;
        Ok(stmt.query_row(params![cluster], |r| r.get(0))?)
    }

    /// Job `job_id` of `cluster` (as sacct prints it; several records if requeued).
    pub fn job_facts(&self, cluster: &str, job_id: &str) -> Result<Vec<JobFacts>, StoreError> {
        self.job_facts_by(sql::JOB_FACTS, cluster, job_id)
    }

    /// The records sprio lists under `sprio_id` (a plain job, an array's tasks, a
    /// heterogeneous job's components), as `job_facts`.
    pub fn sprio_job_records(
        &self,
        cluster: &str,
        sprio_id: &str,
    ) -> Result<Vec<JobFacts>, StoreError> {
        self.job_facts_by(sql::SPRIO_JOB_RECORDS, cluster, sprio_id)
    }

    fn job_facts_by(
        &self,
        query: &str,
        cluster: &str,
        job_id: &str,
    ) -> Result<Vec<JobFacts>, StoreError> {
        let mut stmt = self.conn.prepare(query)?;
        let rows = stmt.query_map(params![cluster, job_id], |r| {
            Ok(JobFacts {
                job_id: r.get(0)?,
                account: r.get::<_, Option<String>>(1)?.unwrap_or_default(),
                user: r.get::<_, Option<String>>(2)?.unwrap_or_default(),
                partition: r.get::<_, Option<String>>(3)?.unwrap_or_default(),
                qos: r.get::<_, Option<String>>(4)?.unwrap_or_default(),
                state: r.get(5)?,
                reason: r.get(6)?,
                flags: r.get(7)?,
                submit_line: r.get(8)?,
                submit_s: r.get(9)?,
                eligible_s: r.get(10)?,
                start_s: r.get(11)?,
                end_s: r.get(12)?,
                cpus: r.get(13)?,
                nodes: r.get(14)?,
                timelimit_s: r.get(15)?,
                reservation: r.get::<_, Option<String>>(16)?.filter(|s| !s.is_empty()),
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The jobs of `cluster` other than `job_id` that started in [`from`, `to`) in one of
    /// `partitions`, in start order.
    pub fn rivals(
        &self,
        cluster: &str,
        job_id: &str,
        (from, to): (i64, i64),
        partitions: &[String],
    ) -> Result<Vec<RivalJob>, StoreError> {
        let mut stmt = self.conn.prepare(sql::RIVALS)?;
        let mut shared = Shared::default();
        let mut out = Vec::new();
        for batch in stmt.stream_arrow(params![cluster, job_id, from, to])? {
            let batch = batch?;
            let text = |i: usize| batch.column(i).as_string::<i32>();
            let int = |i: usize| batch.column(i).as_primitive::<Int64Type>();
            let (id, user, partition, flags) = (text(0), text(1), text(2), text(3));
            let (start, end, cpus, nodes, limit) = (int(4), int(5), int(6), int(7), int(8));
            for k in 0..batch.num_rows() {
                let part = text_or_empty(partition, k);
                if !partitions.iter().any(|p| p == part) {
                    continue;
                }
                out.push(RivalJob {
                    job_id: id.value(k).to_string(),
                    user: shared.text(text_or_empty(user, k)),
                    partition: shared.text(part),
                    flags: shared.text_if_any(text_or_empty(flags, k)),
                    start_s: start.value(k),
                    end_s: value_at(end, k),
                    cpus: value_at(cpus, k),
                    nodes: value_at(nodes, k),
                    timelimit_s: value_at(limit, k),
                });
            }
        }
        Ok(out)
    }
}

/// A job that started while another waited, as listing it among that job's rivals needs.
#[derive(Debug, Clone, PartialEq)]
pub struct RivalJob {
    pub job_id: String,
    pub user: Arc<str>,
    pub partition: Arc<str>,
    /// sacct's Flags: `SchedBackfill` when backfill started it.
    pub flags: Option<Arc<str>>,
    pub start_s: i64,
    pub end_s: Option<i64>,
    pub cpus: Option<i64>,
    pub nodes: Option<i64>,
    pub timelimit_s: Option<i64>,
}

/// A job's recorded priority and its request (for the submit-time priority).
#[derive(Debug, Clone, PartialEq)]
pub struct SubmitJob {
    pub job_id: String,
    pub account: String,
    pub user: String,
    pub partition: String,
    pub qos: String,
    pub submit_s: i64,
    pub priority: f64,
    pub req_cpus: Option<f64>,
    pub nodes: Option<f64>,
    pub timelimit_s: Option<i64>,
    pub req_tres: TresCounts,
    pub submit_line: String,
}

/// A partition's size and job factor.
#[derive(Debug, Clone, PartialEq)]
pub struct PartitionSize {
    pub nodes: f64,
    pub cpus: f64,
    pub mem_mb: f64,
    pub gpus: f64,
    pub job_factor: f64,
}

impl Store {
    /// The last jobs of `cluster` submitted with a recorded priority, with their requested
    /// TRES and submission line.
    pub fn submit_priorities(&self, cluster: &str) -> Result<Vec<SubmitJob>, StoreError> {
        let mut stmt = self.conn.prepare(sql::SUBMIT_PRIORITIES)?;
        let mut rows = stmt.query([cluster])?;
        let mut jobs = Vec::new();
        while let Some(r) = rows.next()? {
            let text = |i: usize| -> Result<String, duckdb::Error> {
                Ok(r.get::<_, Option<String>>(i)?.unwrap_or_default())
            };
            let req_tres = stored_tres(&text(10)?, &text(0)?, "ReqTRES")?;
            jobs.push(SubmitJob {
                job_id: text(0)?,
                account: text(1)?,
                user: text(2)?,
                partition: text(3)?,
                qos: text(4)?,
                submit_s: r.get(5)?,
                priority: r.get::<_, i64>(6)? as f64,
                req_cpus: r.get::<_, Option<i64>>(7)?.map(|v| v as f64),
                nodes: r.get::<_, Option<i64>>(8)?.map(|v| v as f64),
                timelimit_s: r.get(9)?,
                req_tres,
                submit_line: text(11)?,
            });
        }
        Ok(jobs)
    }

    pub fn partition_sizes(
        &self,
        cluster: &str,
        as_of: AsOf,
    ) -> Result<HashMap<String, PartitionSize>, StoreError> {
        let load = self.version_load("conf", cluster, as_of)?;
        let mut stmt = self.conn.prepare(sql::PARTITION_SIZES)?;
        let rows = stmt.query_map(params![cluster, load], |r| {
            let f = |i: usize| -> Result<f64, duckdb::Error> { Ok(r.get::<_, i64>(i)? as f64) };
            Ok((
                r.get(0)?,
                PartitionSize {
                    nodes: f(1)?,
                    cpus: f(2)?,
                    mem_mb: f(3)?,
                    gpus: f(4)?,
                    job_factor: f(5)?,
                },
            ))
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// (CPUs, node records) of the cluster's configured nodes.
    pub fn cluster_size(&self, cluster: &str, as_of: AsOf) -> Result<(f64, f64), StoreError> {
        let load = self.version_load("conf", cluster, as_of)?;
        Ok(self
            .conn
            .query_row(sql::CLUSTER_SIZE, params![cluster, load], |r| {
                Ok((r.get(0)?, r.get(1)?))
            })?)
    }

    /// The TRES of the cluster's registration in force `as_of` (`sacctmgr show event`), if
    /// events are loaded.
    pub fn registration_at(
        &self,
        cluster: &str,
        as_of: AsOf,
    ) -> Result<Option<String>, StoreError> {
        let at = match as_of {
            AsOf::At(t) => Some(t),
            AsOf::Latest => None,
        };
        let mut stmt = self.conn.prepare(sql::REGISTRATION_AT)?;
        let mut rows = stmt.query(params![cluster, at])?;
        Ok(match rows.next()? {
            Some(r) => Some(r.get(0)?),
            None => None,
        })
    }

    pub fn qos_priorities(&self, as_of: AsOf) -> Result<HashMap<String, i64>, StoreError> {
        let load = self.version_load("qos", "", as_of)?;
        let mut stmt = self.conn.prepare(sql::QOS_PRIORITIES)?;
        let rows = stmt.query_map(params![load], |r| Ok((r.get(0)?, r.get(1)?)))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }
}

/// When an association was created: its second, and whether slurmdbd logged it before a
/// controller's registration in that second (so that start's first cycle saw it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Created {
    pub at_s: i64,
    pub before_registration: bool,
}

impl Created {
    /// Whether a decay cycle in second `cycle` ran without it (sacctmgr's times are whole
    /// seconds; one created in the cycle's second came after it, as zeta's `late`, added
    /// 0.2 s after its cycle, printed — unless logged before a registration then).
    pub fn after_cycle(&self, cycle: i64) -> bool {
        self.at_s > cycle || (self.at_s == cycle && !self.before_registration)
    }
}

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
}

/// A requeued job's run before its present instance.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PreviousRun {
    pub submit_s: i64,
    pub eligible_s: Option<i64>,
    pub start_s: i64,
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

/// One copy of each text or TRES list read, shared by every row that repeats it.
#[derive(Default)]
struct Shared {
    texts: HashMap<String, Arc<str>>,
    lists: HashMap<String, Arc<[Arc<str>]>>,
    tres: HashMap<String, Arc<TresCounts>>,
}

impl Shared {
    fn text(&mut self, s: &str) -> Arc<str> {
        if let Some(t) = self.texts.get(s) {
            return t.clone();
        }
        let t: Arc<str> = Arc::from(s);
        self.texts.insert(s.to_string(), t.clone());
        t
    }

    /// As `text`; None for an empty (or NULL) one.
    fn text_if_any(&mut self, s: &str) -> Option<Arc<str>> {
        (!s.is_empty()).then(|| self.text(s))
    }

    /// The partitions a job asked for: its line's list, else sacct's field (`recorded`).
    fn partitions(&mut self, recorded: &str, opts: &SubmitOptions) -> Arc<[Arc<str>]> {
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
    fn qos_list(&mut self, requested: &str, opts: &SubmitOptions, qos: &str) -> Arc<[Arc<str>]> {
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

    fn tres(&mut self, text: &str, job: &str, what: &str) -> Result<Arc<TresCounts>, StoreError> {
        if let Some(t) = self.tres.get(text) {
            return Ok(t.clone());
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
        let mut stmt = self.conn.prepare(sql::PENDING_JOBS)?;
        let mut jobs = Vec::new();
        let mut shared = Shared::default();
        let no_tres = Arc::new(TresCounts::new());
        // Streamed, unsorted: a long span holds a million jobs, and a materialized (or
        // sorted) result held them all a second time inside DuckDB.
        for batch in stmt.stream_arrow(params![cluster, from, to, kept])? {
            let batch = batch?;
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
                    job_id,
                });
            }
        }
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
