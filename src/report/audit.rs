//! The fairness audit rendered: a table (also CSV), JSON and a one-paragraph summary (the
//! HTML page is `audit_page`).

use crate::ingest::slurm_time::Zone;
use crate::model::audit::AuditReport;
use crate::model::types::{Cell, Table};
use crate::model::waits::By;
use crate::report::waits::{rows_json, rows_table};

/// Seconds as `3m20s`, `1h02m`, `2d04h`.
pub fn short_duration(s: f64) -> String {
    let s = s.round() as i64;
    match (s / 86400, s / 3600 % 24, s / 60 % 60, s % 60) {
        (0, 0, m, sec) => format!("{m}m{sec:02}s"),
        (0, h, m, _) => format!("{h}h{m:02}m"),
        (d, h, _, _) => format!("{d}d{h:02}h"),
    }
}

fn flag(over: bool, starved: bool) -> &'static str {
    match (over, starved) {
        (true, _) => "over-served",
        (_, true) => "starved",
        _ => "",
    }
}

/// An association's account, indented by depth as sshare does, and user.
fn names(n: &crate::model::shares::Node) -> [Cell; 2] {
    let indent = " ".repeat(n.depth.saturating_sub(1));
    [
        Cell::Text(format!("{indent}{}", n.account)),
        Cell::Text(n.user.clone()),
    ]
}

/// The rows as a table, accounts indented by depth as sshare does.
pub fn table(rep: &AuditReport) -> Table {
    let f6 = |v: Option<f64>| v.map_or(Cell::Null, |x| Cell::Float((x * 1e6).round() / 1e6));
    let rows = rep
        .audit
        .rows
        .iter()
        .map(|r| {
            let n = &rep.tree.nodes[r.node];
            let [account, user] = names(n);
            vec![
                account,
                user,
                f6(Some(r.promised)),
                f6(Some(r.delivered)),
                r.ratio
                    .map_or(Cell::Null, |x| Cell::Float((x * 100.0).round() / 100.0)),
                f6(r.fairshare_start),
                f6(r.fairshare_end),
                f6(r.fairshare_mean),
                Cell::Int(r.jobs as i64),
                r.wait_p50_s
                    .map_or(Cell::Null, |w| Cell::Text(short_duration(w))),
                r.wait_p90_s
                    .map_or(Cell::Null, |w| Cell::Text(short_duration(w))),
                Cell::Text(flag(r.over_served, r.starved).into()),
            ]
        })
        .collect();
    Table {
        columns: [
            "ACCOUNT",
            "USER",
            "PROMISED",
            "DELIVERED",
            "RATIO",
            "FS_START",
            "FS_END",
            "FS_MEAN",
            "JOBS",
            "WAIT_P50",
            "WAIT_P90",
            "FLAG",
        ]
        .map(String::from)
        .to_vec(),
        rows,
    }
}

/// The cluster-wide figures in one paragraph.
pub fn summary(rep: &AuditReport, zone: Zone) -> String {
    let a = &rep.audit;
    let opt = |v: Option<f64>| v.map_or("n/a".to_string(), |x| format!("{x:.3}"));
    format!(
        "Cluster {} from {} to {}: Jain's index {} and Gini {} of delivered/promised share over the users who ran jobs; median wait {}; rank correlation of users' mean fairshare with their median wait {} (negative: waits tracked fairshare).",
        rep.cluster,
        zone.format(rep.from),
        zone.format(rep.to),
        opt(a.jain),
        opt(a.gini),
        a.cluster_wait_p50_s.map_or("n/a".into(), short_duration),
        opt(a.wait_fairshare_correlation)
    )
}

pub fn to_json(rep: &AuditReport, zone: Zone) -> serde_json::Value {
    let a = &rep.audit;
    serde_json::json!({
        "cluster": rep.cluster,
        "from": zone.format(rep.from),
        "to": zone.format(rep.to),
        "jain": a.jain,
        "gini": a.gini,
        "wait_p50_s": a.cluster_wait_p50_s,
        "wait_fairshare_correlation": a.wait_fairshare_correlation,
        "rows": a.rows.iter().map(|r| {
            let n = &rep.tree.nodes[r.node];
            serde_json::json!({
                "account": n.account, "user": n.user, "depth": n.depth,
                "promised": r.promised, "delivered": r.delivered, "ratio": r.ratio,
                "fairshare_start": r.fairshare_start, "fairshare_end": r.fairshare_end,
                "fairshare_mean": r.fairshare_mean, "jobs": r.jobs,
                "wait_p50_s": r.wait_p50_s, "wait_p90_s": r.wait_p90_s,
                "over_served": r.over_served, "starved": r.starved,
            })
        }).collect::<Vec<_>>(),
        "efficiency": a.rows.iter().map(|r| {
            let (n, e) = (&rep.tree.nodes[r.node], &rep.efficiency[r.node]);
            serde_json::json!({
                "account": n.account, "user": n.user, "delivered": r.delivered,
                "jobs_ended": e.jobs, "cpu": e.cpu, "mem": e.mem, "gpu": e.gpu,
            })
        }).collect::<Vec<_>>(),
        "waits": rep.waits.iter()
            .map(|(b, rows)| (b.name().to_string(), serde_json::json!(rows_json(&[*b], rows, zone))))
            .collect::<serde_json::Map<_, _>>(),
    })
}

/// Per association (the audit's rows): the share of the billed usage it got, and how well
/// its jobs that ended in the window used what they were given — CPU, memory and GPU, used
/// over allocated in percent, weighted by allocation (blank where nothing was recorded).
pub fn efficiency_table(rep: &AuditReport) -> Table {
    let percent = |v: Option<f64>| v.map_or(Cell::Null, |x| Cell::Float((x * 1e4).round() / 100.0));
    let rows = rep
        .audit
        .rows
        .iter()
        .map(|r| {
            let n = &rep.tree.nodes[r.node];
            let e = &rep.efficiency[r.node];
            let [account, user] = names(n);
            vec![
                account,
                user,
                Cell::Float((r.delivered * 1e6).round() / 1e6),
                Cell::Int(e.jobs as i64),
                percent(e.cpu),
                percent(e.mem),
                percent(e.gpu),
            ]
        })
        .collect();
    Table {
        columns: [
            "ACCOUNT",
            "USER",
            "DELIVERED",
            "JOBS_ENDED",
            "CPU_EFF_%",
            "MEM_EFF_%",
            "GPU_UTIL_%",
        ]
        .map(String::from)
        .to_vec(),
        rows,
    }
}

/// The waits by partition, QOS, size and fairshare band, a table each after its title.
pub fn waits_tables(rep: &AuditReport, zone: Zone) -> Vec<(String, Table)> {
    rep.waits
        .iter()
        .map(|(b, rows)| {
            let title = match b {
                By::Partition => "Waits by partition",
                By::Qos => "Waits by QOS",
                By::Size => "Waits by size (CPUs)",
                By::Fairshare => "Waits by fairshare band (when eligible)",
            };
            (
                title.to_string(),
                rows_table(&[*b], false, rows, true, zone),
            )
        })
        .collect()
}
