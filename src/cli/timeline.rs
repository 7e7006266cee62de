//! `fairtrace timeline`: an association's usage and fairshare over time (`--user`,
//! `--account`), or a job's priority from submission to start (`--job`).

use std::path::PathBuf;

use anyhow::bail;
use clap::Args;

use crate::command::timeline::{Of, Request};
use crate::replay::timeline::Who;
use crate::replay::Context;
use crate::report::Format;

#[derive(Debug, Clone, Args)]
pub struct TimelineArgs {
    /// A job: its priority terms and rank from submission to start (or to the end of the
    /// data if it never started).
    #[arg(long, short = 'j', conflicts_with_all = ["user", "account"])]
    pub job: Option<String>,
    /// A user: one series per account the user is in (with --account: that one only).
    #[arg(long, short = 'u')]
    pub user: Option<String>,
    /// An account.
    #[arg(long, short = 'A')]
    pub account: Option<String>,
    /// Every user association (one series each).
    #[arg(long, conflicts_with_all = ["user", "account", "job"])]
    pub all_users: bool,
    /// First moment (@EPOCH, 2026-10-01, 2026-10-01T12:00, now-7days, …); with --job, its
    /// submission unless given.
    #[arg(long)]
    pub from: Option<String>,
    /// Last moment; with --job, its start unless given.
    #[arg(long)]
    pub to: Option<String>,
    /// Time between moments: 30min, 1h, 1day, [D-]HH:MM:SS (default: 50 steps over the span).
    #[arg(long)]
    pub step: Option<String>,
    #[arg(long, short = 'M')]
    pub cluster: Option<String>,
    /// Output format: table, csv or json.
    #[arg(long, default_value = "table")]
    pub format: Format,
    /// Draw the timeline into FILE.svg or FILE.png.
    #[arg(long)]
    pub plot: Option<PathBuf>,
}

impl TimelineArgs {
    pub fn request(&self, ctx: &Context) -> anyhow::Result<Request> {
        let time = |s: &Option<String>| s.as_deref().map(|s| ctx.parse_time(s)).transpose();
        let of = match &self.job {
            Some(job) => Of::Job {
                job: job.clone(),
                from: time(&self.from)?,
                to: time(&self.to)?,
            },
            None => {
                let (Some(from), Some(to)) = (time(&self.from)?, time(&self.to)?) else {
                    bail!("--from and --to are needed with --user, --account or --all-users");
                };
                let who = Who {
                    user: self.user.clone(),
                    account: self.account.clone(),
                    all_users: self.all_users,
                };
                Of::Associations { who, from, to }
            }
        };
        Ok(Request {
            of,
            step: self.step.clone(),
            cluster: self.cluster.clone(),
            format: self.format,
            plot: self.plot.clone(),
        })
    }
}
