//! `fairtrace waits` rendered: a table (waits as durations; in seconds for CSV) and JSON.

use serde_json::json;

use crate::ingest::slurm_time::Zone;
use crate::model::types::{Cell, Table};
use crate::model::waits::{By, WaitRow};
use crate::replay::waits::WaitsReport;
use crate::report::audit::short_duration;

/// One row per group (and period): its names, jobs, median, 90th percentile and longest
/// wait — as durations for people (`human`), in seconds otherwise.
pub fn table(rep: &WaitsReport, human: bool, zone: Zone) -> Table {
    rows_table(&rep.by, rep.every.is_some(), &rep.rows, human, zone)
}

/// `rows` grouped by `by` (with their periods when `periods`) as a table.
pub fn rows_table(by: &[By], periods: bool, rows: &[WaitRow], human: bool, zone: Zone) -> Table {
    let wait = |s: f64| {
        if human {
            Cell::Text(short_duration(s))
        } else {
            Cell::Int(s.round() as i64)
        }
    };
    let mut columns: Vec<String> = Vec::new();
    if periods {
        columns.push("PERIOD".into());
    }
    columns.extend(by.iter().map(|b| b.name().to_ascii_uppercase()));
    let unit = if human { "" } else { "_S" };
    columns.push("JOBS".into());
    columns.extend(["WAIT_P50", "WAIT_P90", "WAIT_MAX"].map(|c| format!("{c}{unit}")));
    let rows = rows
        .iter()
        .map(|r| {
            let mut row: Vec<Cell> = Vec::new();
            if let Some(p) = r.period {
                row.push(Cell::Text(zone.format(p)));
            }
            row.extend(r.keys.iter().map(|k| Cell::Text(k.clone())));
            row.push(Cell::Int(r.stats.jobs as i64));
            row.extend([r.stats.p50_s, r.stats.p90_s, r.stats.max_s].map(wait));
            row
        })
        .collect();
    Table { columns, rows }
}

/// Rows as JSON objects: the period, each grouping's name, jobs and waits in seconds.
pub fn rows_json(by: &[By], rows: &[WaitRow], zone: Zone) -> Vec<serde_json::Value> {
    rows.iter()
        .map(|r| {
            let mut row = serde_json::Map::new();
            if let Some(p) = r.period {
                row.insert("period".into(), json!(zone.format(p)));
            }
            for (b, k) in by.iter().zip(&r.keys) {
                row.insert(b.name().into(), json!(k));
            }
            row.insert("jobs".into(), json!(r.stats.jobs));
            row.insert("wait_p50_s".into(), json!(r.stats.p50_s));
            row.insert("wait_p90_s".into(), json!(r.stats.p90_s));
            row.insert("wait_max_s".into(), json!(r.stats.max_s));
            serde_json::Value::Object(row)
        })
        .collect()
}

/// The report as JSON: the window, the grouping and each row (waits in seconds).
pub fn to_json(rep: &WaitsReport, zone: Zone) -> serde_json::Value {
    json!({
        "cluster": rep.cluster,
        "from": zone.format(rep.from),
        "to": zone.format(rep.to),
        "by": rep.by.iter().map(|b| b.name()).collect::<Vec<_>>(),
        "every_s": rep.every,
        "rows": rows_json(&rep.by, &rep.rows, zone),
    })
}
