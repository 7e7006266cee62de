//! A user's own page as one self-contained HTML document (inline CSS and SVG, nothing
//! fetched): their fairshare over the window (the audit page's charts), their latest jobs with
//! the wait and the why of each, and the audit for an operator or a coordinator.

use std::fmt::Write;

use crate::ingest::slurm_time::Zone;
use crate::replay::UserPage;
use crate::report::audit::summary;
use crate::report::audit_page::{escape, fairshare_multiple, rows_table, STYLE};
use crate::report::why::{duration, write_text};

pub fn page(p: &UserPage, zone: Zone) -> anyhow::Result<String> {
    let time = |t: i64| zone.format(t).replace('T', " ");
    let title = format!(
        "{} on {}, {} to {}",
        p.user,
        p.cluster,
        time(p.window.0),
        time(p.window.1)
    );
    let mut html = String::new();
    html.push_str("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
    let _ = writeln!(html, "<title>{}</title>", escape(&title));
    let _ = writeln!(html, "<style>{STYLE}</style>\n</head>\n<body>");
    let _ = writeln!(html, "<h1>{}</h1>", escape(&title));

    html.push_str("<h2>Fairshare</h2>\n<section id=\"fairshare\">\n");
    match &p.timeline {
        None => html.push_str("<p>No association of yours to show.</p>\n"),
        Some(tl) => {
            for (k, &i) in tl.selected.iter().enumerate() {
                let points: Vec<(i64, f64)> = tl.series[k]
                    .iter()
                    .filter_map(|pt| Some((pt.t, pt.fairshare?)))
                    .collect();
                html.push_str(&fairshare_multiple(&tl.label(i), &points, p.window, zone));
            }
            html.push_str("<table id=\"associations\"><thead><tr><th>ASSOCIATION</th><th>FAIRSHARE</th><th>EFFECTIVE USAGE</th><th>NORM SHARES</th><th>RAW USAGE</th><th>RANK</th></tr></thead><tbody>\n");
            for (k, &i) in tl.selected.iter().enumerate() {
                let Some(last) = tl.series[k].last() else {
                    continue;
                };
                let opt = |v: Option<f64>| v.map_or(String::new(), |v| format!("{v:.6}"));
                let _ = writeln!(
                    html,
                    "<tr><td class=\"name\">{}</td><td>{}</td><td>{}</td><td>{:.6}</td><td>{:.0}</td><td>{} of {}</td></tr>",
                    escape(&tl.label(i)),
                    opt(last.fairshare),
                    opt(last.usage_efctv),
                    last.norm_shares,
                    last.raw_usage,
                    last.rank,
                    last.of
                );
            }
            html.push_str("</tbody></table>\n");
        }
    }
    html.push_str("</section>\n");

    html.push_str("<h2>Your jobs</h2>\n<section id=\"jobs\">\n");
    if p.jobs.is_empty() {
        html.push_str("<p>No job submitted in the window.</p>\n");
    } else {
        html.push_str("<table id=\"job-list\"><thead><tr><th>JOBID</th><th>ACCOUNT</th><th>PARTITION</th><th>STATE</th><th>SUBMITTED</th><th>STARTED</th><th>WAITED</th></tr></thead><tbody>\n");
        for (j, wait) in &p.jobs {
            let id = match wait {
                Some(_) => format!("<a href=\"#why-{0}\">{0}</a>", escape(&j.job_id)),
                None => escape(&j.job_id),
            };
            let waited = j
                .start_s
                .map_or("still waiting".to_string(), |s| duration(s - j.submit_s));
            let _ = writeln!(
                html,
                "<tr><td class=\"name\">{id}</td><td class=\"name\">{}</td><td class=\"name\">{}</td><td class=\"name\">{}</td><td>{}</td><td>{}</td><td>{waited}</td></tr>",
                escape(&j.account),
                escape(&j.partition),
                escape(&j.state),
                time(j.submit_s),
                j.start_s.map_or(String::new(), time),
            );
        }
        html.push_str("</tbody></table>\n");
        for (j, wait) in &p.jobs {
            let Some(wait) = wait else { continue };
            let text = match wait {
                Ok(answer) => {
                    let mut out = Vec::new();
                    write_text(answer, zone, &mut out)?;
                    String::from_utf8_lossy(&out).into_owned()
                }
                Err(e) => format!("Its wait could not be explained: {e}"),
            };
            let _ = writeln!(
                html,
                "<details id=\"why-{0}\"><summary>Why job {0} waited</summary><pre>{1}</pre></details>",
                escape(&j.job_id),
                escape(&text)
            );
        }
    }
    html.push_str("</section>\n");

    if let Some(rep) = &p.audit {
        html.push_str("<h2>Audit of the window</h2>\n<section id=\"audit\">\n");
        let _ = writeln!(html, "<pre>{}</pre>", escape(&summary(rep, zone)));
        html.push_str(&rows_table("audit-rows", rep, &|_| true));
        html.push_str("</section>\n");
    }
    html.push_str("</body>\n</html>\n");
    Ok(html)
}
