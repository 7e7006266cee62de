//! The fairness audit as one HTML page to hand to a steering committee: self-contained (inline
//! CSS, SVG and a few lines of script; nothing fetched), readable printed. Per top-level
//! account, drillable to its users: share promised against delivered, labelled with values;
//! the heaviest users' fairshare as small multiples on shared axes; waits (median and 90th
//! percentile) against fairshare; the flags in words; Jain's index and Gini; the settings in
//! force and the data's span; sortable tables. The charts are drawn here, as plain SVG, so
//! that every bar, line and point carries its name as text.

use std::fmt::Write;

use crate::ingest::slurm_time::Zone;
use crate::model::audit::{AuditReport, AuditRow};
use crate::model::types::Table;
use crate::report::audit::{efficiency_table, short_duration, summary, table, waits_tables};
use crate::report::text;

const PROMISED: &str = "#4e79a7";
const DELIVERED: &str = "#f28e2b";
const LINE: &str = "#4e79a7";

pub(crate) fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

fn percent(v: f64) -> String {
    format!("{:.1} %", v * 100.0)
}

/// Horizontal bars, two per row (promised, delivered), each labelled with its value, the
/// row's name at its left.
fn share_bars(rows: &[(String, f64, f64)]) -> String {
    let (label_w, bar_w, row_h) = (170.0, 560.0, 46.0);
    let top = rows
        .iter()
        .map(|r| r.1.max(r.2))
        .fold(0.0f64, f64::max)
        .max(1e-9);
    let height = 34.0 + row_h * rows.len() as f64;
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w} {height}\" width=\"{w}\" height=\"{height}\" role=\"img\">",
        w = label_w + bar_w + 90.0
    );
    // The key.
    for (k, (name, color)) in [("promised", PROMISED), ("delivered", DELIVERED)]
        .iter()
        .enumerate()
    {
        let x = label_w + 140.0 * k as f64;
        let _ = write!(
            svg,
            "<rect x=\"{x}\" y=\"6\" width=\"14\" height=\"14\" fill=\"{color}\"/><text x=\"{}\" y=\"18\" class=\"key\">{name}</text>",
            x + 20.0
        );
    }
    for (i, (name, promised, delivered)) in rows.iter().enumerate() {
        let y = 30.0 + row_h * i as f64;
        let _ = write!(
            svg,
            "<text x=\"{}\" y=\"{}\" text-anchor=\"end\" class=\"label\">{}</text>",
            label_w - 8.0,
            y + 24.0,
            escape(name)
        );
        for (k, (value, color, what)) in [
            (*promised, PROMISED, "promised"),
            (*delivered, DELIVERED, "delivered"),
        ]
        .iter()
        .enumerate()
        {
            let w = bar_w * value / top;
            let by = y + 4.0 + 19.0 * k as f64;
            let _ = write!(
                svg,
                "<rect x=\"{label_w}\" y=\"{by}\" width=\"{w:.1}\" height=\"16\" fill=\"{color}\"><title>{} {what}: {}</title></rect><text x=\"{:.1}\" y=\"{}\" class=\"value\">{}</text>",
                escape(name),
                percent(*value),
                label_w + w + 5.0,
                by + 13.0,
                percent(*value)
            );
        }
    }
    svg.push_str("</svg>");
    svg
}

/// One small chart of a user's fairshare over the window: the same axes for every user
/// (0 to 1, the window), its name on top.
pub(crate) fn fairshare_multiple(
    name: &str,
    points: &[(i64, f64)],
    (t0, t1): (i64, i64),
    zone: Zone,
) -> String {
    let (w, h, left, top, bottom) = (250.0, 150.0, 34.0, 22.0, 24.0);
    let (pw, ph) = (w - left - 8.0, h - top - bottom);
    let x = |t: i64| left + pw * (t - t0) as f64 / (t1 - t0).max(1) as f64;
    let y = |v: f64| top + ph * (1.0 - v.clamp(0.0, 1.0));
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w} {h}\" width=\"{w}\" height=\"{h}\" role=\"img\"><text x=\"{left}\" y=\"14\" class=\"label\">{}</text>",
        escape(name)
    );
    for v in [0.0, 0.5, 1.0] {
        let _ = write!(
            svg,
            "<line x1=\"{left}\" x2=\"{}\" y1=\"{yy}\" y2=\"{yy}\" class=\"grid\"/><text x=\"{}\" y=\"{}\" text-anchor=\"end\" class=\"tick\">{v}</text>",
            left + pw,
            left - 4.0,
            y(v) + 4.0,
            yy = y(v)
        );
    }
    let day = |t: i64| zone.format(t)[5..10].to_string();
    let _ = write!(
        svg,
        "<text x=\"{left}\" y=\"{}\" class=\"tick\">{}</text><text x=\"{}\" y=\"{}\" text-anchor=\"end\" class=\"tick\">{}</text>",
        h - 6.0,
        day(t0),
        left + pw,
        h - 6.0,
        day(t1)
    );
    let line: Vec<String> = points
        .iter()
        .filter(|p| p.1.is_finite())
        .map(|&(t, v)| format!("{:.1},{:.1}", x(t), y(v)))
        .collect();
    let _ = write!(
        svg,
        "<polyline fill=\"none\" stroke=\"{LINE}\" stroke-width=\"2\" points=\"{}\"><title>fairshare of {}</title></polyline></svg>",
        line.join(" "),
        escape(name)
    );
    svg
}

/// One row per user, in order of mean fairshare (highest first), each named with its fairshare:
/// a dot at its median wait and a line on to its 90th percentile, on one wait axis.
fn wait_chart(points: &[(f64, f64, f64, String)]) -> String {
    let mut points = points.to_vec();
    points.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.3.cmp(&b.3)));
    let (label_w, plot_w, row_h, top) = (260.0, 600.0, 20.0, 30.0);
    let h = top + row_h * points.len() as f64 + 40.0;
    let longest = points
        .iter()
        .map(|p| p.2.max(p.1))
        .fold(0.0f64, f64::max)
        .max(1e-9);
    // Hours when the waits reach an hour, else minutes; the axis ends on a round value.
    let (unit, scale) = if longest >= 1.0 {
        ("hours", 1.0)
    } else {
        ("minutes", 60.0)
    };
    let step = [1.0, 2.0, 5.0, 10.0, 20.0, 50.0, 100.0, 200.0, 500.0]
        .into_iter()
        .find(|s| longest * scale / s <= 6.0)
        .unwrap_or(1000.0);
    let end = (longest * scale / step).ceil().max(1.0) * step;
    let x = |v: f64| label_w + plot_w * (v * scale / end).clamp(0.0, 1.0);
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w} {h}\" width=\"{w}\" height=\"{h}\" role=\"img\"><text x=\"{}\" y=\"14\" text-anchor=\"end\" class=\"label\">user (mean fairshare)</text>",
        label_w - 8.0,
        w = label_w + plot_w + 30.0
    );
    let bottom = top + row_h * points.len() as f64;
    let mut v = 0.0;
    while v <= end + 1e-9 {
        let xx = label_w + plot_w * v / end;
        let _ = write!(
            svg,
            "<line x1=\"{xx}\" x2=\"{xx}\" y1=\"{}\" y2=\"{bottom}\" class=\"grid\"/><text x=\"{xx}\" y=\"{}\" text-anchor=\"middle\" class=\"tick\">{v}</text>",
            top - 6.0,
            bottom + 14.0
        );
        v += step;
    }
    let _ = write!(
        svg,
        "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" class=\"label\">wait ({unit}): dot at the median, line to the 90th percentile</text>",
        label_w + plot_w / 2.0,
        bottom + 32.0
    );
    for (k, (fs, p50, p90, name)) in points.iter().enumerate() {
        let y = top + row_h * (k as f64 + 0.5);
        let _ = write!(
            svg,
            "<g><title>{n}: median wait {}, 90th percentile {}, mean fairshare {fs:.3}</title><text x=\"{}\" y=\"{}\" text-anchor=\"end\" class=\"point\">{n} ({fs:.2})</text><line x1=\"{}\" x2=\"{}\" y1=\"{y}\" y2=\"{y}\" stroke=\"{LINE}\" stroke-width=\"2\"/><circle cx=\"{}\" cy=\"{y}\" r=\"4\" fill=\"{LINE}\"/></g>",
            short_duration(p50 * 3600.0),
            short_duration(p90 * 3600.0),
            label_w - 8.0,
            y + 4.0,
            x(*p50),
            x(*p90),
            x(*p50),
            n = escape(name)
        );
    }
    svg.push_str("</svg>");
    svg
}

/// A table's cells as an HTML table.
fn plain_table(id: &str, t: &Table) -> String {
    let mut html = format!("<table id=\"{id}\"><thead><tr>");
    for c in &t.columns {
        let _ = write!(html, "<th>{}</th>", escape(c));
    }
    html.push_str("</tr></thead><tbody>");
    for row in &t.rows {
        html.push_str("<tr>");
        for (k, cell) in row.iter().enumerate() {
            let class = if k == 0 { " class=\"name\"" } else { "" };
            let _ = write!(html, "<td{class}>{}</td>", escape(&text(cell)));
        }
        html.push_str("</tr>");
    }
    html.push_str("</tbody></table>\n");
    html
}

/// A sortable table of the given audit rows (with the full table's columns).
pub(crate) fn rows_table(id: &str, rep: &AuditReport, keep: &dyn Fn(&AuditRow) -> bool) -> String {
    let t = table(rep);
    let mut html = format!("<table id=\"{id}\" class=\"sortable\"><thead><tr>");
    for c in &t.columns {
        let _ = write!(html, "<th>{}</th>", escape(c));
    }
    html.push_str("</tr></thead><tbody>");
    for (row, r) in t.rows.iter().zip(&rep.audit.rows) {
        if !keep(r) {
            continue;
        }
        let class = match (r.over_served, r.starved) {
            (true, _) => " class=\"over\"",
            (_, true) => " class=\"starved\"",
            _ => "",
        };
        html.push_str(&format!("<tr{class}>"));
        for (k, cell) in row.iter().enumerate() {
            // Waits sort by their seconds, not their text.
            let sort = match k {
                9 => r.wait_p50_s,
                10 => r.wait_p90_s,
                _ => None,
            }
            .map_or(String::new(), |s| format!(" data-v=\"{s}\""));
            let class = if k < 2 { " class=\"name\"" } else { "" };
            let _ = write!(html, "<td{class}{sort}>{}</td>", escape(&text(cell)));
        }
        html.push_str("</tr>");
    }
    html.push_str("</tbody></table>\n");
    html
}

pub(crate) const STYLE: &str = "body{font-family:sans-serif;margin:2em auto;max-width:1100px;color:#222;line-height:1.4}\
h2{border-bottom:1px solid #ccc;padding-bottom:.2em;margin-top:2em}\
table{border-collapse:collapse;font-size:13px;margin:.5em 0}th,td{border:1px solid #ccc;padding:3px 8px;text-align:right}\
th{background:#f0f0f0;cursor:pointer}th.asc:after{content:' \\25B2'}th.desc:after{content:' \\25BC'}\
td.name{text-align:left;white-space:pre}tr.over td{background:#fde8e8}tr.starved td{background:#e8eefd}\
dl.settings{display:grid;grid-template-columns:max-content auto;gap:0 1em;font-size:13px}dt{font-family:monospace}dd{margin:0;font-family:monospace}\
figure{margin:1em 0}svg{max-width:100%;height:auto}svg text{font-family:sans-serif}\
svg .label{font-size:13px}svg .value,svg .key,svg .tick,svg .point{font-size:11px}svg .grid{stroke:#ddd}\
.multiples{display:grid;grid-template-columns:repeat(auto-fill,minmax(250px,1fr));gap:8px}\
details{margin:.5em 0;border:1px solid #ddd;padding:.3em .8em}summary{cursor:pointer;font-weight:bold}\
.flag-over{color:#b00}.flag-starved{color:#036}\
@media print{body{margin:0;max-width:none}details{border:none;padding:0}summary{list-style:none}th{cursor:auto}}";

/// Sorts a table by the clicked column (numbers as numbers, `data-v` when a cell has it);
/// printing opens every account's details.
const SCRIPT: &str = "document.querySelectorAll('table.sortable th').forEach(function(th){\
th.addEventListener('click',function(){var col=th.cellIndex,table=th.closest('table'),body=table.tBodies[0];\
var asc=!th.classList.contains('asc');table.querySelectorAll('th').forEach(function(h){h.classList.remove('asc','desc')});\
th.classList.add(asc?'asc':'desc');var key=function(r){var c=r.cells[col];var v=c.dataset.v!==undefined?c.dataset.v:c.textContent.trim();\
var n=parseFloat(v);return isNaN(n)||!/^-?[0-9.]/.test(v)?v.toLowerCase():n};\
Array.from(body.rows).sort(function(a,b){var x=key(a),y=key(b);var o=(typeof x===typeof y)?(x<y?-1:x>y?1:0):(typeof x==='number'?-1:1);return asc?o:-o})\
.forEach(function(r){body.appendChild(r)})})});\
window.addEventListener('beforeprint',function(){document.querySelectorAll('details').forEach(function(d){d.open=true})});";

/// The page.
pub fn page(rep: &AuditReport, zone: Zone) -> anyhow::Result<String> {
    let tree = &rep.tree;
    let a = &rep.audit;
    let node = |r: &AuditRow| &tree.nodes[r.node];
    let title = format!(
        "Fairness audit of {}, {} to {}",
        rep.cluster,
        zone.format(rep.from),
        zone.format(rep.to)
    );
    let mut html = String::new();
    html.push_str("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
    let _ = writeln!(html, "<title>{}</title>", escape(&title));
    let _ = writeln!(html, "<style>{STYLE}</style>\n</head>\n<body>");
    let _ = writeln!(html, "<h1>{}</h1>", escape(&title));

    // What was looked at, and under which settings.
    let span = |t: Option<i64>| t.map_or("unknown".to_string(), |t| zone.format(t));
    let _ = writeln!(
        html,
        "<p id=\"span\">The history holds jobs from {} to {}; this audit covers {} to {}.</p>",
        span(rep.data_span.0),
        span(rep.data_span.1),
        zone.format(rep.from),
        zone.format(rep.to)
    );
    for n in &rep.notes {
        let _ = writeln!(html, "<p class=\"note\">{}</p>", escape(n));
    }

    // The cluster in a paragraph, and what the indices and flags mean.
    let users_ran = a
        .rows
        .iter()
        .filter(|r| node(r).is_user() && r.jobs > 0)
        .count();
    let over = a.rows.iter().filter(|r| r.over_served).count();
    let starved = a.rows.iter().filter(|r| r.starved).count();
    let _ = writeln!(
        html,
        "<h2>Summary</h2>\n<p id=\"summary\">{}</p>\n<ul class=\"explain\">\
<li><b>Promised</b>: an association's share of the cluster as its shares say, normalized down the account tree. \
<b>Delivered</b>: its share of the usage billed in the window (TRESBillingWeights × seconds). <b>Ratio</b>: delivered / promised.</li>\
<li><b>Jain's index</b> of delivered/promised over the {users_ran} users who ran jobs: 1 when each got the same fraction of its promise, \
1/n when one user got everything. <b>Gini</b>: 0 for perfect equality, towards 1 for concentration.</li>\
<li><span class=\"flag-over\"><b>over-served</b></span> ({over} here): received at least 1.5 times its promised share. \
<span class=\"flag-starved\"><b>starved</b></span> ({starved} here): received less than two thirds of its share while its median wait was at least twice the cluster's — \
it wanted more and waited for it.</li>\
<li>The rank correlation of users' mean fairshare with their median wait is negative when those with less fairshare waited longer, as the scheduler intends.</li></ul>",
        escape(&summary(rep, zone))
    );
    html.push_str("<h2>Settings in force</h2>\n<dl class=\"settings\">");
    for (k, v) in &rep.settings {
        let _ = write!(html, "<dt>{}</dt><dd>{}</dd>", escape(k), escape(v));
    }
    html.push_str("</dl>\n");

    // Top-level accounts: promised against delivered.
    let top: Vec<&AuditRow> = a
        .rows
        .iter()
        .filter(|r| !node(r).is_user() && node(r).depth == 1)
        .collect();
    let bars: Vec<(String, f64, f64)> = top
        .iter()
        .map(|r| (node(r).account.clone(), r.promised, r.delivered))
        .collect();
    let _ = writeln!(
        html,
        "<h2>Share promised and delivered</h2>\n<figure id=\"shares\">{}<figcaption>Top-level accounts: the share of the cluster each was promised and the share of the billed usage it received.</figcaption></figure>",
        share_bars(&bars)
    );

    // Each top-level account, drillable to its users.
    html.push_str("<h2>By account</h2>\n");
    for r in &top {
        let account = &node(r).account;
        let under = |x: &AuditRow| {
            let mut n = Some(x.node);
            while let Some(i) = n {
                if i == r.node {
                    return true;
                }
                n = tree.nodes[i].parent;
            }
            false
        };
        let users: Vec<(String, f64, f64)> = a
            .rows
            .iter()
            .filter(|x| node(x).is_user() && under(x) && (x.jobs > 0 || x.delivered > 0.0))
            .map(|x| {
                (
                    format!("{} ({})", node(x).user, node(x).account),
                    x.promised,
                    x.delivered,
                )
            })
            .collect();
        let flag = match (r.over_served, r.starved) {
            (true, _) => " — <span class=\"flag-over\">over-served</span>",
            (_, true) => " — <span class=\"flag-starved\">starved</span>",
            _ => "",
        };
        let _ = writeln!(
            html,
            "<details class=\"account\" id=\"account-{id}\"><summary>{name}: promised {}, delivered {}{}</summary>",
            percent(r.promised),
            percent(r.delivered),
            flag,
            id = escape(account),
            name = escape(account)
        );
        if users.is_empty() {
            html.push_str("<p>No user of this account ran jobs in the window.</p>");
        } else {
            let _ = write!(html, "<figure>{}</figure>", share_bars(&users));
        }
        html.push_str(&rows_table(
            &format!("table-{}", escape(account)),
            rep,
            &|x| under(x),
        ));
        html.push_str("</details>\n");
    }

    // The heaviest users' fairshare, one small chart each on the same axes.
    let mut heaviest: Vec<&AuditRow> = a
        .rows
        .iter()
        .filter(|r| node(r).is_user() && r.jobs > 0)
        .collect();
    heaviest.sort_by(|x, y| y.delivered.total_cmp(&x.delivered));
    heaviest.truncate(12);
    let name = |r: &AuditRow| format!("{} ({})", node(r).user, node(r).account);
    html.push_str("<h2>Fairshare of the heaviest users</h2>\n<figure id=\"fairshare\"><div class=\"multiples\">");
    for r in &heaviest {
        let points: Vec<(i64, f64)> = rep
            .samples
            .iter()
            .filter_map(|(t, fs)| Some((*t, fs[r.node]?)))
            .collect();
        html.push_str(&fairshare_multiple(
            &name(r),
            &points,
            (rep.from, rep.to),
            zone,
        ));
    }
    html.push_str("</div><figcaption>The users with the most delivered usage: each one's fairshare factor over the window, all on the same axes (0 to 1).</figcaption></figure>\n");

    // Waits against fairshare.
    let waits: Vec<(f64, f64, f64, String)> = a
        .rows
        .iter()
        .filter(|r| node(r).is_user())
        .filter_map(|r| {
            Some((
                r.fairshare_mean?,
                r.wait_p50_s? / 3600.0,
                r.wait_p90_s? / 3600.0,
                name(r),
            ))
        })
        .collect();
    let _ = writeln!(
        html,
        "<h2>Waits against fairshare</h2>\n<figure id=\"waits\">{}<figcaption>Each user who started jobs in the window, highest mean fairshare factor first: if waits tracked fairshare, they grow down the chart.</figcaption></figure>",
        wait_chart(&waits)
    );

    html.push_str("<h2>Waits by partition, QOS, size and fairshare band</h2>\n");
    for ((by, _), (title, t)) in rep.waits.iter().zip(waits_tables(rep, zone)) {
        let _ = write!(
            html,
            "<h3>{}</h3>\n{}",
            escape(&title),
            plain_table(&format!("waits-{}", by.name()), &t)
        );
    }

    html.push_str("<h2>Efficiency</h2>\n<p class=\"explain\">The jobs that ended in the window: CPU time, memory peak (the tasks' peaks summed) and GPU utilisation over what they were allocated, weighted by allocation; blank where the accounting recorded none.</p>\n");
    html.push_str(&plain_table("efficiency", &efficiency_table(rep)));

    html.push_str("<h2>Every association</h2>\n");
    html.push_str(&rows_table("audit", rep, &|_| true));
    let _ = writeln!(html, "<script>{SCRIPT}</script>\n</body>\n</html>");
    Ok(html)
}
