//! The data lake: what `export parquet --partition-by` writes besides the tables (each
//! started job's charge, the association tree as paths), and association usage read back
//! from a Parquet file the lake's SQL (`queries/lake/`) wrote. Knows no formulas: the
//! charges and paths come computed.

use std::collections::HashMap;

use arrow::array::{Array, AsArray};
use arrow::compute::cast;
use arrow::datatypes::DataType;
use duckdb::params;

use super::{sql, Store, StoreError};
use crate::error::InputError;

/// One started job's charge (`lake_charges_create.sql`).
#[derive(Debug, Clone, PartialEq)]
pub struct LakeCharge {
    pub job_row: i64,
    /// Its association's `LakeAssoc::path`.
    pub assoc_path: String,
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
}

/// One cluster's part of the lake.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Lake {
    pub cluster: String,
    pub charges: Vec<LakeCharge>,
    pub assocs: Vec<LakeAssoc>,
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
    /// Writes `lakes` as `dir/charges.parquet` and `dir/associations.parquet`.
    pub fn export_lake(&self, dir: &str, lakes: &[Lake]) -> Result<(), StoreError> {
        self.conn.execute_batch(sql::LAKE_CHARGES_CREATE)?;
        self.conn.execute_batch(sql::LAKE_ASSOC_CREATE)?;
        for lake in lakes {
            let mut app = self.conn.appender("lake_charges")?;
            for c in &lake.charges {
                app.append_row(params![
                    lake.cluster,
                    c.job_row,
                    c.assoc_path,
                    c.billing,
                    c.usage_factor,
                    c.weight,
                    c.end_first
                ])?;
            }
            drop(app);
            let mut app = self.conn.appender("lake_assoc")?;
            for a in &lake.assocs {
                app.append_row(params![
                    lake.cluster,
                    a.account,
                    a.user,
                    a.partition,
                    a.path,
                    a.depth
                ])?;
            }
        }
        for (table, file) in [("lake_charges", "charges"), ("lake_assoc", "associations")] {
            self.conn.execute_batch(&format!(
                "COPY {table} TO {} (FORMAT parquet)",
                super::read::quoted(&format!("{dir}/{file}.parquet"))
            ))?;
        }
        Ok(())
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
