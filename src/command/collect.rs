//! `collect`: a live cluster's history fetched with Slurm's clients (or slurmrestd) day by
//! day, loaded (`crate::collect`), checked against what the controller printed while it ran,
//! and published.

use std::io::Write;
use std::path::PathBuf;

use anyhow::{anyhow, Context as _};
use chrono::{Days, NaiveDate};

use super::Writer;
use crate::collect;
use crate::load::LoadOutcome;
use crate::replay::check::{self, Tally};
use crate::replay::{Context, Notes};

/// slurmrestd to ask instead of Slurm's clients.
pub struct Rest {
    pub url: String,
    /// Its token (`SLURM_JWT`), when the caller has one.
    pub token: Option<String>,
}

pub struct Request {
    /// First day to fetch; None: the day of the latest moment the store holds.
    pub since: Option<NaiveDate>,
    /// Day to stop before; None: the day after `ctx.now`'s.
    pub until: Option<NaiveDate>,
    pub cluster: Option<String>,
    /// Print the commands instead of running them.
    pub dry_run: bool,
    /// Where the fetched files are kept; None: a folder beside the store, emptied first.
    pub keep: Option<PathBuf>,
    pub rest: Option<Rest>,
    /// slurm.conf, when readable here.
    pub slurm_conf: Option<PathBuf>,
    /// slurmdbd's archive files to load before the days; None: its ArchiveDir when readable.
    pub archive: Option<PathBuf>,
    /// The moment the controller's outputs are dated by (`--now`); None: this host's clock
    /// when each is fetched.
    pub observed_at: Option<i64>,
}

/// How far the fetch is, for the caller to show.
pub enum Progress<'a> {
    /// This many fetches are planned.
    Planned(u64),
    /// One is being fetched.
    Fetching(&'a str),
    Finished,
}

/// Fetches, loads and publishes what `request` asks: the exit status.
pub fn run(
    ctx: &Context,
    target: Writer,
    request: &Request,
    progress: &dyn Fn(Progress),
    out: &mut dyn Write,
) -> anyhow::Result<u8> {
    let until = request.until.unwrap_or_else(|| {
        chrono::DateTime::from_timestamp(ctx.now, 0).map_or(NaiveDate::MIN, |t| t.date_naive())
            + Days::new(1)
    });
    let cluster = request.cluster.as_deref();
    let since = match request.since {
        Some(d) => d,
        None if request.dry_run => return Err(anyhow!("--dry-run needs --since DATE")),
        None => collect::resume_day(&(target.open)()?, cluster)?,
    };
    if since >= until {
        return Err(anyhow!("--since {since} is not before --until {until}"));
    }
    let conf = request.slurm_conf.as_deref();
    let rest = match &request.rest {
        Some(Rest { url, token }) => {
            let token = token.clone().ok_or_else(|| {
                anyhow!("--rest needs slurmrestd's token in SLURM_JWT (export $(scontrol token lifespan=3600))")
            })?;
            Some(collect::rest::Rest::new(url, token))
        }
        None => None,
    };
    let plan = match &rest {
        Some(rest) => {
            let endpoints = rest.endpoints()?;
            collect::rest::plan(rest, &endpoints, cluster, (since, until), conf)
        }
        None => {
            let columns = collect::sacct_columns(!request.dry_run)?;
            collect::plan(cluster, (since, until), &columns, conf)
        }
    };
    if request.dry_run {
        dry_run(&plan, rest.is_some(), conf.is_some(), out)?;
        return Ok(0);
    }
    let dir = request.keep.clone().unwrap_or_else(|| {
        let mut d = target.db.as_os_str().to_owned();
        d.push(".collect");
        PathBuf::from(d)
    });
    if request.keep.is_none() && dir.exists() {
        std::fs::remove_dir_all(&dir).with_context(|| format!("emptying {}", dir.display()))?;
    }
    let clock = || match request.observed_at {
        Some(t) => t as f64,
        None => std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0.0, |d| d.as_secs_f64()),
    };
    progress(Progress::Planned(plan.len() as u64));
    let fetched = collect::fetch_all(&plan, &dir, rest.as_ref(), &clock, |f| {
        progress(Progress::Fetching(&f.what()))
    });
    progress(Progress::Finished);
    let fetched = fetched?;
    for w in &fetched.warnings {
        ctx.note(w);
    }
    let store = (target.open)()?;
    let loaded = collect::load_all(
        &store,
        (&plan, &fetched),
        cluster,
        request.archive.as_deref(),
    )?;
    let (mut new, mut known, mut empty) = (0, 0, 0);
    for l in loaded.files.iter().chain(&loaded.archive) {
        for w in &l.warnings {
            ctx.note(w);
        }
        match &l.outcome {
            Some(LoadOutcome::Loaded {
                records, load_id, ..
            }) => {
                new += 1;
                writeln!(
                    out,
                    "{}: loaded {records} records as load #{load_id}",
                    l.file
                )?;
            }
            Some(LoadOutcome::AlreadyLoaded { .. }) => known += 1,
            None => empty += 1,
        }
    }
    if rest.is_some() {
        if conf.is_none() {
            ctx.note("warning: no slurm.conf readable here (SLURM_CONF, else /etc/slurm/slurm.conf) and slurmrestd serves none: the configuration is what the database held (`fairtrace load conf FILE`)");
        }
        ctx.note("note: slurmrestd keeps no node events, reservation history or transaction log: sreport's Down and Reserved time, and the dates of the tree's changes, need sacctmgr (`fairtrace collect` without --rest, or its --dry-run commands)");
    }
    writeln!(
        out,
        "collected {since} to {until} (exclusive): {new} files loaded, {known} already loaded, {empty} without records"
    )?;
    purged_before(ctx, &store, since, loaded.archive.as_ref())?;
    if let Some(at) = fetched.observed_at {
        writeln!(
            out,
            "observed the controller's queue, sshare and sprio at {} (@{at})",
            crate::ingest::slurm_time::Zone::Utc.format(at)
        )?;
        // The loads are in: a check that cannot run is a warning, never a failed run.
        if let Err(e) = check_run(ctx, &store, (&plan, &fetched), cluster, at, out) {
            ctx.note(&format!("warning: the run could not check itself: {e:#}"));
        }
    }
    super::load::publish(ctx, store, target.db)?;
    Ok(0)
}

/// Where the history before slurmdbd's purge horizon comes from, when `since` is before it.
fn purged_before(
    ctx: &Context,
    store: &crate::store::Store,
    since: NaiveDate,
    archive: Option<&collect::Collected>,
) -> anyhow::Result<()> {
    let settings = store.dbd_settings()?.unwrap_or_default();
    let Some(after) = settings.get("PurgeJobAfter") else {
        return Ok(());
    };
    let Some(horizon) = crate::ingest::dbd::purge_horizon(after, ctx.now) else {
        return Ok(());
    };
    let from = since
        .and_hms_opt(0, 0, 0)
        .map_or(0, |t| t.and_utc().timestamp());
    if from > horizon {
        return Ok(());
    }
    let day = crate::ingest::slurm_time::Zone::Utc.format(horizon + 1);
    ctx.note(&match archive {
        Some(a) if a.outcome.is_some() => format!("note: slurmdbd purges jobs after {after}: those ended before {day} are not in sacct's answers; they come from the archive in {}", a.file),
        _ => format!("note: slurmdbd purges jobs after {after}: those ended before {day} are not in sacct's answers, and no archive was loaded (--archive DIR: slurmdbd's ArchiveDir, or a copy of it)"),
    });
    Ok(())
}

/// The commands a run would run, and the loads after them.
fn dry_run(
    plan: &[collect::Fetch],
    rest: bool,
    conf: bool,
    out: &mut dyn Write,
) -> anyhow::Result<()> {
    if !rest {
        writeln!(
            out,
            "# sacct asks for the columns this release's `sacct --helpformat` lists of these"
        )?;
    }
    for f in plan {
        writeln!(out, "{}", f.shell_line())?;
    }
    if rest {
        writeln!(out, "# then: fairtrace load conf slurm.conf, load qos qos.json, load assoc assoc.json, load sacct jobs-*.json")?;
    } else {
        let conf_load = match conf {
            true => "load conf slurm.conf, load conf config.txt (the settings in force)",
            false => "load conf config.txt --partitions partitions.txt --nodes nodes.txt",
        };
        writeln!(out, "# then: fairtrace {conf_load}, load qos, load assoc, load sacct sacct-*.psv, load events, load reservations, load transactions (--tz UTC), load squeue squeue.psv and load sshare sshare.psv --at TIME (the second squeue, sshare and sprio ran in; check sshare and check sprio compare with them)")?;
    }
    Ok(())
}

/// The run's check of itself: the sshare and sprio it saved at `at` against the
/// reconstruction then, printed in one line and kept in the store (`fairtrace info`); below
/// the goal, a warning.
fn check_run(
    ctx: &Context,
    store: &crate::store::Store,
    (plan, fetched): (&[collect::Fetch], &collect::Fetched),
    cluster: Option<&str>,
    at: i64,
    out: &mut dyn Write,
) -> anyhow::Result<()> {
    let saved = |kind| fetched.saved(plan, kind);
    let cluster = crate::replay::cluster(store, cluster)?;
    // The line says what the check found; the notes a query prints (its phase's source, QOS
    // rows) would only make the nightly mail longer.
    let quiet = Context {
        notify: Notes::none(),
        ..ctx.clone()
    };
    let files = (saved(collect::Kind::Sshare), saved(collect::Kind::Sprio));
    let (sshare, sprio, goal_met) =
        super::check::saved_outputs(&quiet, store, files, (&cluster, at))?;
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
    writeln!(out, "check: {}", parts.join(", "))?;
    if !goal_met {
        let dir = fetched.dir.display();
        ctx.note(&format!(
            "warning: this run's check is below its goal ({:.0} % of sshare's rows equal as printed or named, {:.0} % of sprio's within ±1 or named): `fairtrace check sshare {dir}/sshare.psv --at @{at}` and `fairtrace check sprio {dir}/sprio.txt --at @{at}` show each row",
            check::SSHARE_GOAL * 100.0,
            check::SPRIO_GOAL * 100.0
        ));
    }
    Ok(())
}
