//! Reads: summaries for `info`, arbitrary SQL for `sql`, and Parquet export.

use duckdb::types::{TimeUnit, Value};

use super::{sql, Store, StoreError};
use crate::model::types::{Cell, Table};

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
            ("Loads", sql::INFO_LOADS),
        ];
        sections
            .into_iter()
            .map(|(title, q)| Ok((title, self.query_table(q, &[])?)))
            .collect()
    }

    /// Writes every table as Parquet (plus DuckDB's schema.sql/load.sql) into `dir`.
    pub fn export_parquet(&self, dir: &str) -> Result<(), StoreError> {
        // EXPORT DATABASE takes no parameters: the directory goes in as a quoted literal.
        let literal = format!("'{}'", dir.replace('\'', "''"));
        self.conn
            .execute_batch(&format!("EXPORT DATABASE {literal} (FORMAT parquet)"))?;
        Ok(())
    }
}
