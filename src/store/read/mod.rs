//! Reads: summaries for `info`, arbitrary SQL for `sql`, and Parquet export; the reads each
//! part of the application makes, by what it asks: a moment's inputs (`usage`), slurmdbd's
//! rollup (`rollup`), a job's wait (`jobs`), the queue at a moment (`pending`), a job's
//! efficiency (`efficiency`).

mod efficiency;
mod jobs;
mod names;
mod pending;
mod rollup;
mod usage;

pub use efficiency::*;
pub use jobs::*;
pub use pending::*;
pub use rollup::*;
pub use usage::*;

use std::sync::mpsc;

use arrow::array::{Array, ArrowPrimitiveType, PrimitiveArray, RecordBatch, StringArray};
use duckdb::types::{TimeUnit, Value};

use super::{sql, Store, StoreError};
use crate::error::InputError;
use crate::ingest::tres::parse_tres;
use crate::model::types::{Cell, Table, TresCounts};

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

    /// Runs `query` on a connection of its own and hands its batches to `each` as they come:
    /// DuckDB's threads read the next batches while one is handed over (a month's 850k rows
    /// for sreport, a long wait's two million for `why`, read then converted one after the
    /// other, left a core idle).
    pub(in crate::store) fn for_each_batch_read_ahead<P: duckdb::Params + Send>(
        &self,
        query: &str,
        params: P,
        mut each: impl FnMut(&RecordBatch) -> Result<(), StoreError>,
    ) -> Result<(), StoreError> {
        let conn = self.conn.try_clone()?;
        std::thread::scope(|scope| {
            let (send, batches) = mpsc::sync_channel::<Result<RecordBatch, StoreError>>(4);
            scope.spawn(move || {
                let mut stmt = match conn.prepare(query) {
                    Ok(stmt) => stmt,
                    Err(e) => return drop(send.send(Err(e.into()))),
                };
                let stream = match stmt.stream_arrow(params) {
                    Ok(stream) => stream,
                    Err(e) => return drop(send.send(Err(e.into()))),
                };
                for batch in stream {
                    // A receiver gone has stopped at an error of its own.
                    if send.send(batch.map_err(StoreError::from)).is_err() {
                        return;
                    }
                }
            });
            batches.into_iter().try_for_each(|batch| each(&batch?))
        })
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
            (
                "Kept charges (each job's, computed once; later sacct loads add theirs)",
                sql::INFO_CHARGES,
            ),
            (
                "Collect's checks (its last 30 runs: sshare and sprio as printed against the reconstruction)",
                sql::INFO_COLLECT_CHECKS,
            ),
        ];
        // A store an older fairtrace made, read in place (read-only: no table is added), has
        // no collect checks yet.
        let checks = self
            .conn
            .query_row(sql::TABLE_EXISTS, ["collect_checks"], |r| {
                r.get::<_, bool>(0)
            })?;
        sections
            .into_iter()
            .filter(|(_, q)| checks || *q != sql::INFO_COLLECT_CHECKS)
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
    /// others as `dir/TABLE.parquet` (events and reservations with their times as epoch
    /// seconds too).
    pub fn export_parquet_partitioned(&self, dir: &str, keys: &[&str]) -> Result<(), StoreError> {
        let tables: Vec<String> = self
            .conn
            .prepare(sql::EXPORT_TABLES)?
            .query_map([], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        let by = keys.join(", ");
        self.conn.execute_batch(sql::EXPORT_PARTITIONED_FLUSH)?;
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
                "events" | "reservations" => format!(
                    "COPY ({}) TO {} (FORMAT parquet)",
                    if table == "events" {
                        sql::EXPORT_EVENTS
                    } else {
                        sql::EXPORT_RESERVATIONS
                    }
                    .trim()
                    .trim_end_matches(';'),
                    target(&format!("{table}.parquet"))
                ),
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
pub(in crate::store) fn quoted(text: &str) -> String {
    format!("'{}'", text.replace('\'', "''"))
}

/// A job's TRES as stored (printed), parsed; empty when the dump had none.
pub(super) fn stored_tres(
    text: &str,
    job: &dyn std::fmt::Display,
    what: &str,
) -> Result<TresCounts, StoreError> {
    parse_tres(text).map_err(|e| {
        InputError::new("database", 0, format!("job {job}: stored {what}: {e}")).into()
    })
}

/// A nullable text column's value, empty when NULL.
pub(super) fn text_or_empty(a: &StringArray, k: usize) -> &str {
    if a.is_null(k) {
        ""
    } else {
        a.value(k)
    }
}

/// A nullable text column's value, None when NULL.
pub(super) fn text_if_valid(a: &StringArray, k: usize) -> Option<&str> {
    a.is_valid(k).then(|| a.value(k))
}

/// Value `k` of a numeric column, None for NULL.
pub(super) fn value_at<T: ArrowPrimitiveType>(
    a: &PrimitiveArray<T>,
    k: usize,
) -> Option<T::Native> {
    a.is_valid(k).then(|| a.value(k))
}
