//! `fairtrace collect`: fetch a live cluster's history with Slurm's clients and load it
//! (`crate::collect`).

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{anyhow, Context};
use chrono::{Days, NaiveDate, Utc};
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};

use super::{open_writer, publish, Cli};
use crate::collect;
use crate::load::LoadOutcome;
use crate::replay::check::{self, Tally};

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
    let now = cli.context().now;
    let until = args.until.unwrap_or_else(|| {
        chrono::DateTime::from_timestamp(now, 0)
            .map_or_else(|| Utc::now().date_naive(), |t| t.date_naive())
            + Days::new(1)
    });
    let cluster = args.cluster.as_deref();
    let since = match args.since {
        Some(d) => d,
        None if args.dry_run => {
            return Err(anyhow!("--dry-run needs --since DATE"));
        }
        None => collect::resume_day(&open_writer(cli)?, cluster)?,
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
            println!("# then: fairtrace {conf_load}, load qos, load assoc, load sacct sacct-*.psv, load events, load reservations, load transactions (--tz UTC), load squeue squeue.psv and load sshare sshare.psv --at TIME (the second squeue, sshare and sprio ran in; check sshare and check sprio compare with them)");
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
    // What the controller prints now is dated by this host's clock (or --now, for outputs
    // saved elsewhere and fetched again).
    let clock = || match cli.now {
        Some(t) => t as f64,
        None => std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0.0, |d| d.as_secs_f64()),
    };
    let fetched = collect::fetch_all(&plan, &dir, rest.as_ref(), &clock, |f| {
        bar.set_message(f.what());
        bar.inc(1);
    });
    bar.finish_and_clear();
    let fetched = fetched?;
    for w in &fetched.warnings {
        eprintln!("{w}");
    }
    let store = open_writer(cli)?;
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
    if let Some(at) = fetched.observed_at {
        println!(
            "observed the controller's queue, sshare and sprio at {} (@{at})",
            crate::ingest::slurm_time::Zone::Utc.format(at)
        );
        // The loads are in: a check that cannot run is a warning, never a failed run.
        if let Err(e) = check_run(cli, &store, (&plan, &fetched), cluster, at) {
            eprintln!("warning: the run could not check itself: {e:#}");
        }
    }
    publish(cli, store)?;
    Ok(ExitCode::SUCCESS)
}

/// The run's check of itself: the sshare and sprio it saved at `at` against the
/// reconstruction then, printed in one line and kept in the store (`fairtrace info`); below
/// the goal, a warning.
fn check_run(
    cli: &Cli,
    store: &crate::store::Store,
    (plan, fetched): (&[collect::Fetch], &collect::Fetched),
    cluster: Option<&str>,
    at: i64,
) -> anyhow::Result<()> {
    let saved = |kind| fetched.saved(plan, kind);
    let cluster = crate::replay::cluster(store, cluster)?;
    // The line says what the check found; the notes a query prints (its phase's source, QOS
    // rows) would only make the nightly mail longer.
    let ctx = crate::replay::Context {
        notify: crate::replay::Notes::none(),
        ..cli.context()
    };
    let files = (saved(collect::Kind::Sshare), saved(collect::Kind::Sprio));
    let (sshare, sprio, goal_met) =
        crate::command::check::saved_outputs(&ctx, store, files, (&cluster, at))?;
    let part = |t: &Tally, agree: &str| {
        let kinds: Vec<&str> = t.kinds.iter().map(|k| k.words()).collect();
        let named = match t.named {
            0 => String::new(),
            n => format!(" ({n} named: {})", kinds.join(", ")),
        };
        format!("{}/{} {agree}{named}", t.agree, t.rows)
    };
    let parts: Vec<String> = [
        sshare
            .as_ref()
            .map(|t| format!("sshare {}", part(t, "rows equal"))),
        sprio
            .as_ref()
            .map(|t| format!("sprio {}", part(t, "within ±1"))),
    ]
    .into_iter()
    .flatten()
    .collect();
    println!("check: {}", parts.join(", "));
    if !goal_met {
        let dir = fetched.dir.display();
        eprintln!(
            "warning: this run's check is below its goal ({:.0} % of sshare's rows equal as printed or named, {:.0} % of sprio's within ±1 or named): `fairtrace check sshare {dir}/sshare.psv --at @{at}` and `fairtrace check sprio {dir}/sprio.txt --at @{at}` show each row",
            check::SSHARE_GOAL * 100.0,
            check::SPRIO_GOAL * 100.0
        );
    }
    Ok(())
}
