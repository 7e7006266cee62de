//! The fairness audit rendered: a table (also CSV), JSON, a one-paragraph summary, and one
//! self-contained HTML page (inline CSS and SVG charts, no scripts, nothing fetched).

use crate::ingest::slurm_time::Zone;
use crate::model::audit::AuditReport;
use crate::model::types::{Cell, Table};
use crate::report::plot::{self, Panel, Series};

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

/// The rows as a table, accounts indented by depth as sshare does.
pub fn table(rep: &AuditReport) -> Table {
    let f6 = |v: Option<f64>| v.map_or(Cell::Null, |x| Cell::Float((x * 1e6).round() / 1e6));
    let rows = rep
        .audit
        .rows
        .iter()
        .map(|r| {
            let n = &rep.tree.nodes[r.node];
            vec![
                Cell::Text(format!(
                    "{}{}",
                    " ".repeat(n.depth.saturating_sub(1)),
                    n.account
                )),
                Cell::Text(n.user.clone()),
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
    })
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Drops the XML prolog so an SVG document can sit inside HTML.
fn inline_svg(svg: &str) -> &str {
    svg.find("<svg").map_or(svg, |i| &svg[i..])
}

/// The audit as one HTML page: summary, the table, and three charts (share promised against
/// delivered per top-level account, users' fairshare over the window, median wait against
/// mean fairshare per user).
pub fn page(rep: &AuditReport, zone: Zone) -> anyhow::Result<String> {
    let tree = &rep.tree;
    let title = format!(
        "Fairness audit of {}, {} to {}",
        rep.cluster,
        zone.format(rep.from),
        zone.format(rep.to)
    );
    let accounts: Vec<&crate::model::audit::AuditRow> = rep
        .audit
        .rows
        .iter()
        .filter(|r| !tree.nodes[r.node].is_user() && tree.nodes[r.node].depth == 1)
        .collect();
    let bars = plot::bars_svg(
        "Share promised and delivered (top-level accounts)",
        &accounts
            .iter()
            .map(|r| tree.nodes[r.node].account.clone())
            .collect::<Vec<_>>(),
        &[
            ("promised", accounts.iter().map(|r| r.promised).collect()),
            ("delivered", accounts.iter().map(|r| r.delivered).collect()),
        ],
    )?;
    let users: Vec<&crate::model::audit::AuditRow> = rep
        .audit
        .rows
        .iter()
        .filter(|r| tree.nodes[r.node].is_user() && r.jobs > 0)
        .collect();
    let name = |i: usize| format!("{} ({})", tree.nodes[i].user, tree.nodes[i].account);
    let mut busiest = users.clone();
    busiest.sort_by(|a, b| b.delivered.total_cmp(&a.delivered));
    busiest.truncate(8);
    let lines = plot::svg(
        "Fairshare over the window (the users with the most usage)",
        &[Panel {
            y_label: "fairshare factor".into(),
            series: busiest
                .iter()
                .map(|r| Series {
                    name: name(r.node),
                    points: rep
                        .samples
                        .iter()
                        .filter_map(|(t, fs)| Some((*t, fs[r.node]?)))
                        .collect(),
                })
                .collect(),
            integer: false,
            inverted: false,
        }],
        zone,
    )?;
    let scatter = plot::scatter_svg(
        "Median wait against mean fairshare (one point per user)",
        "mean fairshare factor",
        "median wait (hours)",
        &users
            .iter()
            .filter_map(|r| Some((r.fairshare_mean?, r.wait_p50_s? / 3600.0, name(r.node))))
            .collect::<Vec<_>>(),
    )?;
    let t = table(rep);
    let mut html = String::new();
    html.push_str("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
    html.push_str(&format!("<title>{}</title>\n", escape(&title)));
    html.push_str(
        "<style>body{font-family:sans-serif;margin:2em;color:#222}table{border-collapse:collapse;font-size:13px}\
th,td{border:1px solid #ccc;padding:3px 8px;text-align:right}th{background:#f0f0f0}\
td.name{text-align:left;white-space:pre}tr.over td{background:#fde8e8}tr.starved td{background:#e8eefd}\
figure{margin:2em 0}svg{max-width:100%;height:auto}</style>\n</head>\n<body>\n",
    );
    html.push_str(&format!(
        "<h1>{}</h1>\n<p id=\"summary\">{}</p>\n",
        escape(&title),
        escape(&summary(rep, zone))
    ));
    for n in &rep.notes {
        html.push_str(&format!("<p class=\"note\">{}</p>\n", escape(n)));
    }
    html.push_str("<table id=\"audit\">\n<thead><tr>");
    for c in &t.columns {
        html.push_str(&format!("<th>{}</th>", escape(c)));
    }
    html.push_str("</tr></thead>\n<tbody>\n");
    for (row, r) in t.rows.iter().zip(&rep.audit.rows) {
        let class = match flag(r.over_served, r.starved) {
            "" => String::new(),
            f => format!(" class=\"{}\"", f.split('-').next().unwrap_or(f)),
        };
        html.push_str(&format!("<tr{class}>"));
        for (k, cell) in row.iter().enumerate() {
            let text = match cell {
                Cell::Null => String::new(),
                Cell::Text(s) => s.clone(),
                Cell::Int(i) => i.to_string(),
                Cell::Float(f) => f.to_string(),
                Cell::Bool(b) => b.to_string(),
            };
            let class = if k < 2 { " class=\"name\"" } else { "" };
            html.push_str(&format!("<td{class}>{}</td>", escape(&text)));
        }
        html.push_str("</tr>\n");
    }
    html.push_str("</tbody>\n</table>\n");
    for (id, svg) in [
        ("shares", &bars),
        ("fairshare", &lines),
        ("waits", &scatter),
    ] {
        html.push_str(&format!(
            "<figure id=\"{id}\">\n{}\n</figure>\n",
            inline_svg(svg)
        ));
    }
    html.push_str("</body>\n</html>\n");
    Ok(html)
}
