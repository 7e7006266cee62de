//! `fairtrace audit`: did each account get the share it was promised over a month (or any
//! window)? Shares against billed usage, fairshare over the window, waits, and cluster-wide
//! fairness indices; as a table, CSV, JSON or one self-contained HTML page.

use std::path::PathBuf;

use anyhow::bail;
use clap::Args;

use crate::command::audit::Request;
use crate::replay::audit::month_window;
use crate::replay::Context;
use crate::report::Format;

/// A month, or a window from one moment to another.
#[derive(Debug, Clone, Args)]
pub struct WindowArgs {
    /// The month, YYYY-MM (local time).
    #[arg(long, conflicts_with_all = ["from", "to"])]
    pub month: Option<String>,
    /// Start of the window (instead of --month).
    #[arg(long, requires = "to")]
    pub from: Option<String>,
    /// End of the window.
    #[arg(long, requires = "from")]
    pub to: Option<String>,
}

impl WindowArgs {
    /// The window's first moment and the moment it ends before.
    pub fn window(&self, ctx: &Context) -> anyhow::Result<(i64, i64)> {
        match (&self.month, &self.from, &self.to) {
            (Some(m), _, _) => month_window(ctx.zone, m),
            (None, Some(f), Some(t)) => Ok((ctx.parse_time(f)?, ctx.parse_time(t)?)),
            _ => bail!("give --month YYYY-MM, or --from and --to"),
        }
    }
}

#[derive(Debug, Clone, Args)]
pub struct AuditArgs {
    #[command(flatten)]
    pub window: WindowArgs,
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

impl AuditArgs {
    pub fn request(&self, ctx: &Context) -> anyhow::Result<Request> {
        let (from, to) = self.window.window(ctx)?;
        Ok(Request {
            from,
            to,
            step: self.step.clone(),
            cluster: self.cluster.clone(),
            format: self.format,
            html: self.html.clone(),
        })
    }
}
