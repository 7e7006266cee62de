//! `fairtrace collect`: its arguments and environment (`command::collect`).

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;

use chrono::NaiveDate;
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};

use super::{open_writer, Cli};
use crate::command::collect::{self, Progress, Request, Rest};
use crate::command::Writer;

#[derive(Debug, Clone, Args)]
pub struct CollectArgs {
    /// First day to fetch (YYYY-MM-DD, UTC). Default: the day of the latest moment the
    /// database holds, so that a nightly run fetches what is new.
    #[arg(long)]
    pub since: Option<NaiveDate>,
    /// Day to stop before (YYYY-MM-DD, UTC). Default: tomorrow (today included).
    #[arg(long)]
    pub until: Option<NaiveDate>,
    /// Only this cluster (sacct --clusters, sacctmgr where cluster=).
    #[arg(short = 'M', long = "cluster")]
    pub cluster: Option<String>,
    /// Print the commands instead of running them (run them where Slurm's clients work, then
    /// `fairtrace load` the files).
    #[arg(long)]
    pub dry_run: bool,
    /// Keep the fetched files here (default: a folder beside the database, emptied first).
    #[arg(long)]
    pub keep: Option<PathBuf>,
    /// Ask slurmrestd at this URL instead of Slurm's clients (its /slurmdb/ jobs,
    /// associations and QOS, with the token in SLURM_JWT; the configuration is SLURM_CONF's
    /// file when readable).
    #[arg(long, value_name = "URL")]
    pub rest: Option<String>,
    /// slurmdbd's archive files (ArchiveDir, or a copy of it), loaded before the days: the
    /// history slurmdbd has purged. Default: the ArchiveDir `sacctmgr show configuration`
    /// names, when slurmdbd archives jobs and this host reads it.
    #[arg(long, value_name = "DIR")]
    pub archive: Option<PathBuf>,
}

pub fn run(cli: &Cli, args: &CollectArgs) -> anyhow::Result<ExitCode> {
    // slurm.conf has the partitions and nodes `scontrol show config` leaves out (without it:
    // `scontrol show partition` and `show node`).
    let conf = std::env::var_os("SLURM_CONF")
        .map_or_else(|| PathBuf::from("/etc/slurm/slurm.conf"), PathBuf::from);
    let request = Request {
        since: args.since,
        until: args.until,
        cluster: args.cluster.clone(),
        dry_run: args.dry_run,
        keep: args.keep.clone(),
        rest: args.rest.as_ref().map(|url| Rest {
            url: url.clone(),
            token: std::env::var("SLURM_JWT").ok(),
        }),
        slurm_conf: std::fs::File::open(&conf).is_ok().then_some(conf),
        archive: args.archive.clone(),
        observed_at: cli.now,
    };
    // On a terminal, a bar over the clients' runs (a year is 365 sacct runs).
    let bar = if std::io::stderr().is_terminal() {
        let bar = ProgressBar::new(0);
        if let Ok(style) = ProgressStyle::with_template("{msg} [{bar:30}] {pos}/{len} eta {eta}") {
            bar.set_style(style.progress_chars("=> "));
        }
        bar
    } else {
        ProgressBar::hidden()
    };
    let progress = |p: Progress| match p {
        Progress::Planned(n) => bar.set_length(n),
        Progress::Fetching(what) => {
            bar.set_message(what.to_string());
            bar.inc(1);
        }
        Progress::Finished => bar.finish_and_clear(),
    };
    let target = Writer {
        db: &cli.db,
        open: &|| open_writer(cli),
    };
    let code = collect::run(
        &cli.context(),
        target,
        &request,
        &progress,
        &mut std::io::stdout().lock(),
    )?;
    Ok(ExitCode::from(code))
}
