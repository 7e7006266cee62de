//! `fairtrace timeline`: an association's usage and fairshare over time (`--user`,
//! `--account`), or a job's priority from submission to start (`--job`).

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::bail;
use clap::Args;

use super::{open_reader, Cli};
use crate::replay::timeline::{timeline, Who};
use crate::replay::wait;
use crate::report::timeline as timeline_report;
use crate::report::why;
use crate::report::{self, Format};

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

pub fn run(cli: &Cli, args: &TimelineArgs) -> anyhow::Result<ExitCode> {
    if let Some(job) = &args.job {
        let time = |s: &Option<String>| {
            s.as_deref()
                .map(|s| cli.context().parse_time(s))
                .transpose()
        };
        return job_timeline(cli, job, args, time(&args.from)?, time(&args.to)?);
    }
    let store = open_reader(cli)?;
    let (Some(from), Some(to)) = (&args.from, &args.to) else {
        bail!("--from and --to are needed with --user, --account or --all-users");
    };
    let ctx = cli.context();
    let span = (
        ctx.parse_time(from)?,
        ctx.parse_time(to)?,
        args.step.as_deref(),
    );
    let who = Who {
        user: args.user.clone(),
        account: args.account.clone(),
        all_users: args.all_users,
    };
    let tl = timeline(&ctx, &store, args.cluster.as_deref(), &who, span)?;
    for w in &tl.warnings {
        eprintln!("{w}");
    }
    let mut out = std::io::stdout().lock();
    report::write(
        &timeline_report::table(&tl, ctx.zone),
        args.format,
        &mut out,
    )?;
    if args.format == Format::Table {
        timeline_report::write_summary(&tl, &mut out)?;
    }
    if let Some(path) = &args.plot {
        let who = who
            .user
            .as_deref()
            .or(who.account.as_deref())
            .unwrap_or("all users");
        timeline_report::draw(&tl, who, path, ctx.zone)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// `timeline --job`: the job's priority terms and rank at each moment of its wait.
fn job_timeline(
    cli: &Cli,
    job: &str,
    args: &TimelineArgs,
    from: Option<i64>,
    to: Option<i64>,
) -> anyhow::Result<ExitCode> {
    let store = open_reader(cli)?;
    let span = (from, to, args.step.as_deref());
    let (wait, steps) =
        wait::job_steps(&cli.context(), &store, args.cluster.as_deref(), job, span)?;
    let zone = cli.context().zone;
    let mut out = std::io::stdout().lock();
    report::write(&why::steps_table(&steps, zone), args.format, &mut out)?;
    if args.format == Format::Table {
        why::write_rank_summary(&wait, &steps, &mut out)?;
    }
    if let Some(path) = &args.plot {
        why::plot_steps(path, &wait, &steps, zone)?;
    }
    Ok(ExitCode::SUCCESS)
}
