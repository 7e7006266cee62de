//! `fairtrace audit`: did each account get the share it was promised over a month (or any
//! window)? Shares against billed usage, fairshare over the window, waits, and cluster-wide
//! fairness indices; as a table, CSV, JSON or one self-contained HTML page.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{anyhow, bail};
use chrono::NaiveDate;
use clap::Args;

use super::{open_store, Cli};
use crate::ingest::slurm_time::Zone;
use crate::model::audit::{audit, AuditJob, AuditReport};
use crate::replay::inputs;
use crate::replay::moments;
use crate::report::audit::{page, summary, table, to_json};
use crate::report::{self, Format};

#[derive(Debug, Clone, Args)]
pub struct AuditArgs {
    /// The month to audit, YYYY-MM (local time).
    #[arg(long, conflicts_with_all = ["from", "to"])]
    pub month: Option<String>,
    /// Start of the window (instead of --month).
    #[arg(long, requires = "to")]
    pub from: Option<String>,
    /// End of the window.
    #[arg(long, requires = "from")]
    pub to: Option<String>,
    /// Time between fairshare samples (default: 100 over the window).
    #[arg(long)]
    pub step: Option<String>,
    #[arg(long, short = 'M')]
    pub cluster: Option<String>,
    /// Output format: table, csv or json.
    #[arg(long, default_value = "table")]
    pub format: Format,
    /// Also write the audit as one self-contained HTML page with charts.
    #[arg(long)]
    pub html: Option<PathBuf>,
}

/// [first instant of the month, first instant of the next) in local time.
fn month_window(zone: Zone, month: &str) -> anyhow::Result<(i64, i64)> {
    let bad = || anyhow!("--month {month}: expected YYYY-MM");
    let (y, m) = month.split_once('-').ok_or_else(bad)?;
    let (y, m): (i32, u32) = (y.parse().map_err(|_| bad())?, m.parse().map_err(|_| bad())?);
    let first = NaiveDate::from_ymd_opt(y, m, 1).ok_or_else(bad)?;
    let next = if m == 12 {
        NaiveDate::from_ymd_opt(y + 1, 1, 1)
    } else {
        NaiveDate::from_ymd_opt(y, m + 1, 1)
    }
    .ok_or_else(bad)?;
    let at = |d: NaiveDate| {
        zone.to_utc(d.and_hms_opt(0, 0, 0).unwrap_or_default())
            .and_utc()
            .timestamp()
    };
    Ok((at(first), at(next)))
}

pub fn run(cli: &Cli, args: &AuditArgs) -> anyhow::Result<ExitCode> {
    let store = open_store(cli)?;
    let zone = cli.context().zone;
    let (from, to) = match (&args.month, &args.from, &args.to) {
        (Some(m), _, _) => month_window(zone, m)?,
        (None, Some(f), Some(t)) => (cli.context().parse_time(f)?, cli.context().parse_time(t)?),
        _ => bail!("give --month YYYY-MM, or --from and --to"),
    };
    if to <= from {
        bail!("the window is empty: --to must be after --from");
    }
    let inp = inputs(&cli.context(), &store, args.cluster.as_deref(), to, None)?;
    let mut notes: Vec<String> = inp.phase.warning(inp.params.cycles).into_iter().collect();
    if inp.unmatched_jobs > 0 {
        notes.push(format!(
            "warning: {} jobs belong to associations missing from the tree and are left out",
            inp.unmatched_jobs
        ));
    }
    // Billed usage inside the window, per job.
    let mut jobs: Vec<AuditJob> = inp
        .charges
        .iter()
        .filter_map(|c| {
            let s = c.run().start.max(from);
            let e = c.run().end.unwrap_or(to).min(to);
            (e > s).then(|| AuditJob {
                node: c.node(),
                billed: c.run().weight * (e - s) as f64,
                wait_s: None,
            })
        })
        .collect();
    // Waits of the jobs that started in the window.
    let mut no_eligible = 0;
    for j in store.rollup_jobs(&inp.cluster, from, to)? {
        let Some(start) = j.start_s.filter(|s| (from..to).contains(s)) else {
            continue;
        };
        let Some(node) = inp.tree.find(&j.account, &j.user, &j.partition) else {
            continue;
        };
        no_eligible += usize::from(j.eligible_unknown);
        jobs.push(AuditJob {
            node,
            billed: 0.0,
            wait_s: Some((start - j.eligible_s).max(0) as f64),
        });
    }
    if no_eligible > 0 {
        notes.push(format!(
            "note: {no_eligible} jobs have no eligible time in the dump: their wait counts as 0"
        ));
    }
    let step = args
        .step
        .clone()
        .unwrap_or_else(|| format!("{}s", ((to - from) / 100).max(1)));
    let times = moments(from, to, Some(&step))?;
    let events = inp.classic_events(&store, inp.params.cycles.at_or_before(from), to)?;
    let samples: Vec<(i64, Vec<Option<f64>>)> = times
        .iter()
        .zip(inp.usage_series(&times))
        .map(|(&t, u)| {
            let fs = inp
                .fairshare_at((&u, None), t, &events)
                .into_iter()
                .map(|r| r.fairshare)
                .collect();
            (t, fs)
        })
        .collect();
    let fs_only: Vec<Vec<Option<f64>>> = samples.iter().map(|s| s.1.clone()).collect();
    let result = audit(&inp.tree, &jobs, &fs_only);
    let rep = AuditReport {
        cluster: inp.cluster.clone(),
        from,
        to,
        audit: result,
        samples,
        tree: inp.tree,
        notes,
    };
    for n in &rep.notes {
        eprintln!("{n}");
    }
    let mut out = std::io::stdout().lock();
    match args.format {
        Format::Json => {
            serde_json::to_writer_pretty(&mut out, &to_json(&rep, zone))?;
            use std::io::Write;
            writeln!(out)?;
        }
        f => {
            report::write(&table(&rep), f, &mut out)?;
            if f == Format::Table {
                use std::io::Write;
                writeln!(out, "{}", summary(&rep, zone))?;
            }
        }
    }
    if let Some(path) = &args.html {
        std::fs::write(path, page(&rep, zone)?)
            .map_err(|e| anyhow!("writing {}: {e}", path.display()))?;
    }
    Ok(ExitCode::SUCCESS)
}
