//! `whatif`'s side-by-side tables, its largest movers, and its JSON.

use std::io::Write;

use crate::model::types::{Cell, Table};
use crate::replay::whatif::Comparison;
use crate::report::{self, Format};

/// The comparison as tables (users; jobs where compared) and the `top` largest movers, in
/// `format`; `changes` are the settings changed, as KEY=VALUE.
pub fn write(
    cmp: &Comparison,
    changes: &[String],
    (format, top): (Format, usize),
    out: &mut (impl Write + ?Sized),
) -> anyhow::Result<()> {
    let value = |v: Option<f64>| v.map_or(Cell::Null, |x| Cell::Float((x * 1e6).round() / 1e6));
    let changed_name = if cmp.lsf {
        "LSF_PRIORITY"
    } else {
        "FAIRSHARE_CHANGED"
    };
    let user_table = Table {
        columns: [
            "ACCOUNT",
            "USER",
            "FAIRSHARE",
            "RANK",
            changed_name,
            "RANK_CHANGED",
            "MOVE",
        ]
        .map(String::from)
        .to_vec(),
        rows: cmp
            .users
            .iter()
            .map(|&(i, v, r, cv, cr)| {
                let n = &cmp.tree.nodes[i];
                vec![
                    Cell::Text(n.account.clone()),
                    Cell::Text(n.user.clone()),
                    value(v),
                    Cell::Int(r as i64),
                    value(cv),
                    Cell::Int(cr as i64),
                    Cell::Int(r as i64 - cr as i64),
                ]
            })
            .collect(),
    };
    let jobs_table = cmp.jobs.as_ref().map(|rows| Table {
        columns: [
            "JOBID",
            "PARTITION",
            "USER",
            "PRIORITY",
            "POSITION",
            "PRIORITY_CHANGED",
            "POSITION_CHANGED",
            "MOVE",
        ]
        .map(String::from)
        .to_vec(),
        rows: rows
            .iter()
            .map(|(k, b, a)| {
                vec![
                    Cell::Text(k.0.clone()),
                    Cell::Text(k.1.clone()),
                    Cell::Text(b.2.clone()),
                    Cell::Int(b.0 as i64),
                    Cell::Int(b.1 as i64),
                    a.as_ref().map_or(Cell::Null, |a| Cell::Int(a.0 as i64)),
                    a.as_ref().map_or(Cell::Null, |a| Cell::Int(a.1 as i64)),
                    a.as_ref()
                        .map_or(Cell::Null, |a| Cell::Int(b.1 as i64 - a.1 as i64)),
                ]
            })
            .collect(),
    });
    // The largest movers: users by rank, jobs by queue position.
    let mut movers: Vec<String> = Vec::new();
    let mut by_move = cmp.users.clone();
    by_move.sort_by_key(|u| std::cmp::Reverse((u.2 as i64 - u.4 as i64).abs()));
    for &(i, _, r, _, cr) in by_move.iter().take(top).filter(|u| u.2 != u.4) {
        let n = &cmp.tree.nodes[i];
        movers.push(format!("user {} ({}): rank {r} → {cr}", n.user, n.account));
    }
    if let Some(t) = &jobs_table {
        let mut rows: Vec<&Vec<Cell>> = t
            .rows
            .iter()
            .filter(|r| !matches!(r[7], Cell::Int(0) | Cell::Null))
            .collect();
        rows.sort_by_key(|r| std::cmp::Reverse(if let Cell::Int(m) = r[7] { m.abs() } else { 0 }));
        for r in rows.iter().take(top) {
            if let (Cell::Text(id), Cell::Text(part), Cell::Int(p), Cell::Int(cp)) =
                (&r[0], &r[1], &r[4], &r[6])
            {
                movers.push(format!("job {id} ({part}): position {p} → {cp}"));
            }
        }
    }
    match format {
        Format::Json => {
            let json = |t: &Table| -> serde_json::Value {
                let mut buf = Vec::new();
                let _ = report::write(t, Format::Json, &mut buf);
                serde_json::from_slice(&buf).unwrap_or_default()
            };
            let v = serde_json::json!({
                "changes": changes,
                "users": json(&user_table),
                "jobs": jobs_table.as_ref().map(json),
                "movers": movers,
            });
            serde_json::to_writer_pretty(&mut *out, &v)?;
            writeln!(out)?;
        }
        f => {
            if f == Format::Table {
                writeln!(
                    out,
                    "What if: {} (against the configured settings)",
                    changes.join(" ")
                )?;
            }
            report::write(&user_table, f, out)?;
            if let Some(t) = &jobs_table {
                writeln!(out)?;
                report::write(t, f, out)?;
            }
            if f == Format::Table {
                writeln!(out, "Largest movers:")?;
                for m in &movers {
                    writeln!(out, "  {m}")?;
                }
                if cmp.lsf {
                    writeln!(out, "  (LSF orders jobs by their users' dynamic priority: jobs are not compared one by one)")?;
                }
            }
        }
    }
    Ok(())
}
