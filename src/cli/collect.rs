//! `fairtrace collect`: fetch a live cluster's history with Slurm's clients and load it
//! (`crate::collect`).

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{anyhow, Context};
use chrono::{Days, NaiveDate, Utc};
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};

use super::{open_store, Cli};
use crate::collect;
use crate::load::LoadOutcome;

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
}

pub fn run(cli: &Cli, args: &CollectArgs) -> anyhow::Result<ExitCode> {
    let until = args
        .until
        .unwrap_or_else(|| Utc::now().date_naive() + Days::new(1));
    let cluster = args.cluster.as_deref();
    let since = match args.since {
        Some(d) => d,
        None if args.dry_run => {
            return Err(anyhow!("--dry-run needs --since DATE"));
        }
        None => collect::resume_day(&open_store(cli)?, cluster)?,
    };
    if since >= until {
        return Err(anyhow!("--since {since} is not before --until {until}"));
    }
    // slurm.conf has the partitions and nodes `scontrol show config` leaves out (without it:
    // `scontrol show partition` and `show node`).
    let conf = std::env::var_os("SLURM_CONF")
        .map_or_else(|| PathBuf::from("/etc/slurm/slurm.conf"), PathBuf::from);
    let conf = std::fs::File::open(&conf).is_ok().then_some(conf);
    let rest = match &args.rest {
        Some(url) => {
            let token = std::env::var("SLURM_JWT").map_err(|_| {
                anyhow!("--rest needs slurmrestd's token in SLURM_JWT (export $(scontrol token lifespan=3600))")
            })?;
            Some(collect::rest::Rest::new(url, token))
        }
        None => None,
    };
    let plan = match &rest {
        Some(rest) => {
            let endpoints = rest.endpoints()?;
            collect::rest::plan(rest, &endpoints, cluster, (since, until), conf.as_deref())
        }
        None => {
            let columns = collect::sacct_columns(!args.dry_run)?;
            collect::plan(cluster, (since, until), &columns, conf.as_deref())
        }
    };
    if args.dry_run {
        if rest.is_none() {
            println!(
                "# sacct asks for the columns this release's `sacct --helpformat` lists of these"
            );
        }
        for f in &plan {
            println!("{}", f.shell_line());
        }
        if rest.is_some() {
            println!("# then: fairtrace load conf slurm.conf, load qos qos.json, load assoc assoc.json, load sacct jobs-*.json");
        } else {
            let conf_load = match conf {
                Some(_) => "load conf slurm.conf, load conf config.txt (the settings in force)",
                None => "load conf config.txt --partitions partitions.txt --nodes nodes.txt",
            };
            println!("# then: fairtrace {conf_load}, load qos, load assoc, load sacct sacct-*.psv, load events, load reservations, load transactions (--tz UTC), load squeue squeue.psv --at TIME (when squeue ran)");
        }
        return Ok(ExitCode::SUCCESS);
    }
    let dir = args.keep.clone().unwrap_or_else(|| {
        let mut d = cli.db.clone().into_os_string();
        d.push(".collect");
        PathBuf::from(d)
    });
    if args.keep.is_none() && dir.exists() {
        std::fs::remove_dir_all(&dir).with_context(|| format!("emptying {}", dir.display()))?;
    }
    // On a terminal, a bar over the clients' runs (a year is 365 sacct runs).
    let bar = if std::io::stderr().is_terminal() {
        let bar = ProgressBar::new(plan.len() as u64);
        if let Ok(style) = ProgressStyle::with_template("{msg} [{bar:30}] {pos}/{len} eta {eta}") {
            bar.set_style(style.progress_chars("=> "));
        }
        bar
    } else {
        ProgressBar::hidden()
    };
    let fetched = collect::fetch_all(&plan, &dir, rest.as_ref(), |f| {
        bar.set_message(f.what());
        bar.inc(1);
    });
    bar.finish_and_clear();
    let fetched = fetched?;
    for w in &fetched.warnings {
        eprintln!("{w}");
    }
    let store = open_store(cli)?;
    let loaded = collect::load_all(&store, (&plan, &fetched), cluster)?;
    let (mut new, mut known, mut empty) = (0, 0, 0);
    for l in &loaded {
        for w in &l.warnings {
            eprintln!("{w}");
        }
        match &l.outcome {
            Some(LoadOutcome::Loaded {
                records, load_id, ..
            }) => {
                new += 1;
                println!("{}: loaded {records} records as load #{load_id}", l.file);
            }
            Some(LoadOutcome::AlreadyLoaded { .. }) => known += 1,
            None => empty += 1,
        }
    }
    if rest.is_some() {
        if conf.is_none() {
            eprintln!("warning: no slurm.conf readable here (SLURM_CONF, else /etc/slurm/slurm.conf) and slurmrestd serves none: the configuration is what the database held (`fairtrace load conf FILE`)");
        }
        eprintln!("note: slurmrestd keeps no node events, reservation history or transaction log: sreport's Down and Reserved time, and the dates of the tree's changes, need sacctmgr (`fairtrace collect` without --rest, or its --dry-run commands)");
    }
    println!(
        "collected {since} to {until} (exclusive): {new} files loaded, {known} already loaded, {empty} without records"
    );
    Ok(ExitCode::SUCCESS)
}
