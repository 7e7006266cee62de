//! `fairtrace audit`: did each account get the share it was promised over a month (or any
//! window)? Shares against billed usage, fairshare over the window, waits, and cluster-wide
//! fairness indices; as a table, CSV, JSON or one self-contained HTML page.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{anyhow, bail};
use clap::Args;

use super::{open_reader, Cli};
use crate::replay::audit::{audit_window, month_window};
use crate::report::audit::{summary, table, to_json};
use crate::report::audit_page::page;
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

pub fn run(cli: &Cli, args: &AuditArgs) -> anyhow::Result<ExitCode> {
    let store = open_reader(cli)?;
    let ctx = cli.context();
    let zone = ctx.zone;
    let (from, to) = match (&args.month, &args.from, &args.to) {
        (Some(m), _, _) => month_window(zone, m)?,
        (None, Some(f), Some(t)) => (ctx.parse_time(f)?, ctx.parse_time(t)?),
        _ => bail!("give --month YYYY-MM, or --from and --to"),
    };
    let span = (from, to, args.step.as_deref());
    let rep = audit_window(&ctx, &store, args.cluster.as_deref(), span)?;
    let rep = crate::replay::access::audit_for(&ctx, &store, rep)?;
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
