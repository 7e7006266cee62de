//! Rendering: result tables as text tables, CSV or JSON, written to any `Write`.
//! No computation beyond formatting.

use std::io::{self, Write};

pub mod audit;
pub mod audit_page;
pub mod bqueues;
pub mod openmetrics;
pub mod plot;
pub mod seff;
pub mod sprio;
pub mod sreport;
pub mod sshare;
pub mod timeline;
pub mod usage;
pub mod user_page;
pub mod waits;
pub mod whatif;
pub mod why;

use comfy_table::{
    Cell as TableCell, CellAlignment, ContentArrangement, ContentLineStyle, LineStyle, TableStyle,
};

/// The one style of fairtrace's human tables: Slurm's own plain layout (sacctmgr, sreport): a
/// header, a dashed rule under each column, columns apart, no frame.
pub const TABLE_STYLE: TableStyle = TableStyle::new()
    .header_lines(ContentLineStyle::none().junction(' '))
    .header_separator(LineStyle::none().fill('-').junction(' '))
    .content_lines(ContentLineStyle::none().junction(' '));

use crate::model::types::{Cell, Table};

/// How a report is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Table,
    Csv,
    Json,
}

impl std::str::FromStr for Format {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "table" => Ok(Format::Table),
            "csv" => Ok(Format::Csv),
            "json" => Ok(Format::Json),
            _ => Err(format!(
                "unknown format \"{s}\": expected table, csv or json"
            )),
        }
    }
}

/// A cell as plain text (NULL empty).
pub(crate) fn text(c: &Cell) -> String {
    match c {
        Cell::Null => String::new(),
        Cell::Bool(b) => b.to_string(),
        Cell::Int(i) => i.to_string(),
        Cell::Float(f) => f.to_string(),
        Cell::Text(s) => s.clone(),
    }
}

fn json(c: &Cell) -> serde_json::Value {
    match c {
        Cell::Null => serde_json::Value::Null,
        Cell::Bool(b) => (*b).into(),
        Cell::Int(i) => (*i).into(),
        Cell::Float(f) => {
            serde_json::Number::from_f64(*f).map_or(serde_json::Value::Null, Into::into)
        }
        Cell::Text(s) => s.clone().into(),
    }
}

/// Writes `table` in `format`.
pub fn write(table: &Table, format: Format, out: &mut (impl Write + ?Sized)) -> io::Result<()> {
    match format {
        Format::Table => {
            let mut t = comfy_table::Table::new();
            t.load_style(TABLE_STYLE)
                .set_content_arrangement(ContentArrangement::Disabled);
            t.set_header(table.columns.iter().map(TableCell::new));
            for row in &table.rows {
                t.add_row(row.iter().map(|c| {
                    let cell = TableCell::new(text(c));
                    if matches!(c, Cell::Int(_) | Cell::Float(_)) {
                        cell.set_alignment(CellAlignment::Right)
                    } else {
                        cell
                    }
                }));
            }
            writeln!(out, "{t}")
        }
        Format::Csv => {
            let mut w = csv::Writer::from_writer(out);
            w.write_record(&table.columns)?;
            for row in &table.rows {
                w.write_record(row.iter().map(text))?;
            }
            w.flush()
        }
        Format::Json => {
            let rows: Vec<serde_json::Value> = table
                .rows
                .iter()
                .map(|row| {
                    table
                        .columns
                        .iter()
                        .cloned()
                        .zip(row.iter().map(json))
                        .collect::<serde_json::Map<_, _>>()
                        .into()
                })
                .collect();
            serde_json::to_writer_pretty(&mut *out, &rows)?;
            writeln!(out)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Table {
        Table {
            columns: vec!["name".into(), "jobs".into(), "share".into()],
            rows: vec![
                vec![Cell::Text("a,\"b\"".into()), Cell::Int(3), Cell::Float(0.5)],
                vec![Cell::Text("c".into()), Cell::Null, Cell::Bool(true)],
            ],
        }
    }

    fn render(f: Format) -> String {
        let mut out = Vec::new();
        write(&sample(), f, &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn csv_quotes_and_json_types() {
        assert_eq!(
            render(Format::Csv),
            "name,jobs,share\n\"a,\"\"b\"\"\",3,0.5\nc,,true\n"
        );
        let v: serde_json::Value = serde_json::from_str(&render(Format::Json)).unwrap();
        assert_eq!(v[0]["jobs"], 3);
        assert_eq!(v[0]["share"], 0.5);
        assert!(v[1]["jobs"].is_null());
    }

    #[test]
    fn table_has_header_and_rows() {
        let t = render(Format::Table);
        assert!(
            t.contains("name") && t.contains("a,\"b\"") && t.contains("0.5"),
            "{t}"
        );
    }
}
