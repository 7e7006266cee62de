//! The data lake: what `export parquet --partition-by` writes besides the tables (each
//! started job's charge, the association tree as paths), and association usage read back
//! from a Parquet file the lake's SQL (`queries/lake/`) wrote. Knows no formulas: the
//! charges and paths come computed.

use std::collections::HashMap;
use std::sync::Arc;

use arrow::array::{
    Array, ArrayBuilder, ArrayRef, AsArray, BooleanBuilder, Float64Builder, Int64Builder,
    StringBuilder,
};
use arrow::compute::cast;
use arrow::datatypes::DataType;
use arrow::record_batch::RecordBatch;
use duckdb::params;

use super::{sql, Store, StoreError};
use crate::error::InputError;

/// One started job's charge (`lake_charges_create.sql`).
#[derive(Debug, Clone, PartialEq)]
pub struct LakeCharge<'a> {
    pub job_row: i64,
    /// Its association's `LakeAssoc::path`.
    pub assoc_path: &'a str,
    /// The run charged, epoch seconds: its start, and its end (None while it runs).
    pub start_s: i64,
    pub end_s: Option<i64>,
    pub billing: f64,
    pub usage_factor: f64,
    /// What one second costs: billing × UsageFactor.
    pub weight: f64,
    pub end_first: bool,
}

/// One association of the tree charged by (`lake_assoc_create.sql`).
#[derive(Debug, Clone, PartialEq)]
pub struct LakeAssoc {
    pub account: String,
    pub user: String,
    pub partition: String,
    pub path: String,
    pub depth: i64,
    /// slurmdbd's id of it, when the tree's dump has one (reservations name theirs by id).
    pub assoc_id: Option<i64>,
}

/// The lake's charges and trees being written as they come, on a connection of their own
/// (the jobs are read on the store's meanwhile): a decade's charges are never held in
/// memory. [`LakeWriter::finish`] writes the Parquet files.
pub struct LakeWriter {
    conn: duckdb::Connection,
    /// The first write that failed: later charges are not written, and `finish` reports it.
    failed: Option<StoreError>,
    cluster: StringBuilder,
    job_row: Int64Builder,
    assoc_path: StringBuilder,
    start_s: Int64Builder,
    end_s: Int64Builder,
    billing: Float64Builder,
    usage_factor: Float64Builder,
    weight: Float64Builder,
    end_first: BooleanBuilder,
}

/// Charges per batch handed to DuckDB.
const LAKE_BATCH_ROWS: usize = 64 * 1024;

impl LakeWriter {
    /// Adds one of `cluster`'s charges.
    pub fn charge(&mut self, cluster: &str, c: &LakeCharge<'_>) {
        if self.failed.is_some() {
            return;
        }
        self.cluster.append_value(cluster);
        self.job_row.append_value(c.job_row);
        self.assoc_path.append_value(c.assoc_path);
        self.start_s.append_value(c.start_s);
        self.end_s.append_option(c.end_s);
        self.billing.append_value(c.billing);
        self.usage_factor.append_value(c.usage_factor);
        self.weight.append_value(c.weight);
        self.end_first.append_value(c.end_first);
        if self.job_row.len() == LAKE_BATCH_ROWS {
            self.write_batch();
        }
    }

    /// Appends the charges added since the last batch.
    fn write_batch(&mut self) {
        if self.job_row.is_empty() || self.failed.is_some() {
            return;
        }
        let batch = RecordBatch::try_from_iter([
            ("cluster", Arc::new(self.cluster.finish()) as ArrayRef),
            ("job_row", Arc::new(self.job_row.finish()) as ArrayRef),
            ("assoc_path", Arc::new(self.assoc_path.finish()) as ArrayRef),
            ("start_s", Arc::new(self.start_s.finish()) as ArrayRef),
            ("end_s", Arc::new(self.end_s.finish()) as ArrayRef),
            ("billing", Arc::new(self.billing.finish()) as ArrayRef),
            (
                "usage_factor",
                Arc::new(self.usage_factor.finish()) as ArrayRef,
            ),
            ("weight", Arc::new(self.weight.finish()) as ArrayRef),
            ("end_first", Arc::new(self.end_first.finish()) as ArrayRef),
        ])
        .expect("every column has one value per charge");
        let appended = self
            .conn
            .appender("lake_charges")
            .and_then(|mut app| app.append_record_batch(batch));
        if let Err(e) = appended {
            self.failed = Some(e.into());
        }
    }

    /// Adds `cluster`'s tree.
    pub fn tree(&mut self, cluster: &str, assocs: &[LakeAssoc]) -> Result<(), StoreError> {
        let mut app = self.conn.appender("lake_assoc")?;
        for a in assocs {
            app.append_row(params![
                cluster,
                a.account,
                a.user,
                a.partition,
                a.path,
                a.depth,
                a.assoc_id
            ])?;
        }
        Ok(())
    }

    /// Writes what was added as `dir/charges.parquet` and `dir/associations.parquet`.
    pub fn finish(mut self, dir: &str) -> Result<(), StoreError> {
        self.write_batch();
        if let Some(e) = self.failed.take() {
            return Err(e);
        }
        for (table, file) in [("lake_charges", "charges"), ("lake_assoc", "associations")] {
            self.conn.execute_batch(&format!(
                "COPY {table} TO {} (FORMAT parquet)",
                super::read::quoted(&format!("{dir}/{file}.parquet"))
            ))?;
        }
        Ok(())
    }
}

/// One association's usage as a file gives it (`usage_file.sql`).
#[derive(Debug, Clone, PartialEq)]
pub struct UsageRow {
    /// None when the file has no cluster column.
    pub cluster: Option<String>,
    pub account: String,
    pub user: String,
    pub partition: String,
    /// Usage at the moment (sshare's RawUsage).
    pub raw_usage: f64,
    /// Usage right after the last decay cycle, when the file has it.
    pub cycle_usage: Option<f64>,
}

impl Store {
    /// A writer of the lake's charges and trees (`lake_charges_create.sql`,
    /// `lake_assoc_create.sql`).
    pub fn lake_writer(&self) -> Result<LakeWriter, StoreError> {
        let conn = self.conn.try_clone()?;
        conn.execute_batch(sql::LAKE_CHARGES_CREATE)?;
        conn.execute_batch(sql::LAKE_ASSOC_CREATE)?;
        Ok(LakeWriter {
            conn,
            failed: None,
            cluster: StringBuilder::new(),
            job_row: Int64Builder::with_capacity(LAKE_BATCH_ROWS),
            assoc_path: StringBuilder::new(),
            start_s: Int64Builder::with_capacity(LAKE_BATCH_ROWS),
            end_s: Int64Builder::with_capacity(LAKE_BATCH_ROWS),
            billing: Float64Builder::with_capacity(LAKE_BATCH_ROWS),
            usage_factor: Float64Builder::with_capacity(LAKE_BATCH_ROWS),
            weight: Float64Builder::with_capacity(LAKE_BATCH_ROWS),
            end_first: BooleanBuilder::with_capacity(LAKE_BATCH_ROWS),
        })
    }

    /// Association usage from a Parquet file: columns account, user, raw_usage, and
    /// optionally cluster, partition, cycle_usage (any numeric type).
    pub fn usage_file(&self, path: &str) -> Result<Vec<UsageRow>, StoreError> {
        let bad = |why: String| -> StoreError { InputError::new(path, 0, why).into() };
        let mut stmt = self.conn.prepare(sql::USAGE_FILE)?;
        let mut rows = Vec::new();
        for batch in stmt.query_arrow(params![path])? {
            let schema = batch.schema();
            let index: HashMap<&str, usize> = schema
                .fields()
                .iter()
                .enumerate()
                .map(|(k, f)| (f.name().as_str(), k))
                .collect();
            let column = |name: &str, to: &DataType| -> Result<Option<_>, StoreError> {
                let Some(&k) = index.get(name) else {
                    return Ok(None);
                };
                cast(batch.column(k), to)
                    .map(Some)
                    .map_err(|e| bad(format!("column {name}: {e}")))
            };
            let need = |name: &str, to: &DataType| -> Result<_, StoreError> {
                column(name, to)?.ok_or_else(|| bad(format!("no column {name}")))
            };
            let (account, user) = (
                need("account", &DataType::Utf8)?,
                need("user", &DataType::Utf8)?,
            );
            let raw = need("raw_usage", &DataType::Float64)?;
            let cluster = column("cluster", &DataType::Utf8)?;
            let partition = column("partition", &DataType::Utf8)?;
            let cycle = column("cycle_usage", &DataType::Float64)?;
            let text = |a: &dyn Array, k: usize| -> String {
                let s = a.as_string::<i32>();
                if s.is_null(k) {
                    String::new()
                } else {
                    s.value(k).to_string()
                }
            };
            let number = |a: &dyn Array, k: usize| -> Option<f64> {
                let f = a.as_primitive::<arrow::datatypes::Float64Type>();
                (!f.is_null(k)).then(|| f.value(k))
            };
            for k in 0..batch.num_rows() {
                rows.push(UsageRow {
                    cluster: cluster.as_deref().map(|c| text(c, k)),
                    account: text(account.as_ref(), k),
                    user: text(user.as_ref(), k),
                    partition: partition.as_deref().map_or(String::new(), |p| text(p, k)),
                    raw_usage: number(raw.as_ref(), k)
                        .ok_or_else(|| bad(format!("row {}: raw_usage is NULL", k + 1)))?,
                    cycle_usage: cycle.as_deref().and_then(|c| number(c, k)),
                });
            }
        }
        Ok(rows)
    }
}
