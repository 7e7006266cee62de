//! Command-line definitions (clap derive) and wiring. Flags are validated here and turned into
//! typed options; nothing below this module sees clap.

mod audit;
mod bqueues;
mod check;
mod collect;
mod export;
mod gen;
mod load;
mod page;
mod seff;

mod serve;
mod shell;
mod sprio;
mod sql;
mod squeue;
mod sreport;
mod sshare;
mod timeline;
mod usage;
mod waits;
mod whatif;
mod why;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};

use crate::command::Question;
use crate::ingest::slurm_time::Zone;
use crate::model::version::SlurmVersion;
use crate::report::Format;
use crate::store::Store;

/// Rebuild what the Slurm controller knew at any past moment — usage, fairshare, priority —
/// from accounting history loaded into one DuckDB file.
#[derive(Debug, Clone, Parser)]
#[command(name = "fairtrace", version, about, long_about = None)]
pub struct Cli {
    /// Database file.
    #[arg(
        long,
        global = true,
        env = "FAIRTRACE_DB",
        default_value = "fairtrace.duckdb"
    )]
    pub db: PathBuf,

    /// Time zone of the local times in sacct dumps: anything `TZ` takes, an IANA name
    /// (Europe/Berlin) or a POSIX TZ string with its DST rules (CET-1CEST,M3.5.0,M10.5.0/3,
    /// <+0455>-4:55). Default: `TZ`, else this machine's zone.
    #[arg(long, global = true, value_parser = Zone::parse)]
    pub tz: Option<Zone>,

    /// The moment relative times (`now`, `now-7days`, `13:00`, `today`) are read against, as
    /// @EPOCH (default: the clock): prints today what a report printed on another day.
    #[arg(long, global = true, value_parser = parse_epoch)]
    pub now: Option<i64>,

    /// Override a slurm.conf priority setting for this run, e.g. PriorityDecayHalfLife=14-0
    /// (repeatable). Also PriorityCalcPhase=TIME: one moment the decay cycle ran; and
    /// SlurmVersion=26.05: compute and print as that Slurm release did (default: the release
    /// the loads say, `fairtrace info`).
    #[arg(long = "set", global = true, value_parser = parse_setting)]
    pub set: Vec<(String, String)>,

    /// The Slurm release (e.g. 26.05.5, or as `sinfo -V` prints it: slurm-wlm 26.05.5): with
    /// `load conf`, the one that ran under the file; with the other commands, compute and print
    /// as it did (default: the release the loads say, `fairtrace info`). Rules that changed
    /// between releases follow it; `sreport -V` prints its package name.
    #[arg(long, global = true, value_parser = parse_release)]
    pub slurm_version: Option<String>,

    /// Memory the database may use before it spills to disk (DuckDB's memory_limit: 1GB,
    /// 4GB, …). Loads stream, so a 10M-job dump loads within it.
    #[arg(
        long,
        global = true,
        env = "FAIRTRACE_MEMORY_LIMIT",
        default_value = "1GB"
    )]
    pub memory_limit: String,

    /// The fairtrace service to ask (`fairtrace serve`'s socket); without it, the default one
    /// is asked when the store is not readable to the caller.
    #[arg(long, global = true, env = "FAIRTRACE_SERVER", value_name = "SOCKET")]
    pub server: Option<PathBuf>,

    /// Answer as this user would be answered by Slurm under its PrivateData (slurm.conf's and
    /// slurmdbd's, with the users' AdminLevel and coordinators from `load users` or collect):
    /// what they may not see is left out, as Slurm leaves it out.
    #[arg(long = "as", global = true, value_name = "USER")]
    pub as_user: Option<String>,

    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Clone, Subcommand)]
pub enum Command {
    /// Load accounting dumps, the association tree, QOS or slurm.conf.
    #[command(subcommand)]
    Load(load::LoadCommand),
    /// Fetch a live cluster's history with Slurm's clients (sacct a day at a time, sacctmgr,
    /// scontrol; run where they work) and load it; without --since, from the last day loaded.
    Collect(collect::CollectArgs),
    /// Summarize what the database holds: clusters, time span, states, tree, settings.
    Info(FormatArg),
    /// Run SQL against the database.
    Sql(sql::SqlArgs),
    /// Export the database.
    #[command(subcommand)]
    Export(export::ExportCommand),
    /// Generate a consistent synthetic history (sacct dump, tree, QOS, slurm.conf).
    Gen(gen::GenArgs),
    /// Usage and fairshare at a past moment, as sshare printed it then.
    Sshare(sshare::SshareArgs),
    /// Pending jobs' priority factors at a past moment, as sprio printed them then.
    Sprio(sprio::SprioArgs),
    /// Pending jobs at a past moment in the scheduler's order, with their rank.
    Squeue(squeue::SqueueArgs),
    /// Decayed usage per TRES at a past moment, by user or account.
    Usage(usage::UsageArgs),
    /// An association's usage, fairshare and rank over time, or a job's priority and rank.
    Timeline(timeline::TimelineArgs),
    /// Slurm's sreport from the stored history: cluster Utilization, AccountUtilizationByUser,
    /// AccountUtilizationByQOS, UserUtilizationByAccount, user TopUsage, job SizesByAccount.
    Sreport(sreport::SreportArgs),
    /// The fairness audit of a month (or window): share promised against delivered, waits,
    /// fairshare, Jain's index and Gini; table, CSV, JSON, or an HTML page with charts.
    Audit(audit::AuditArgs),
    /// How long the jobs that started in a month (or window) waited: median, 90th percentile
    /// and longest, by partition, QOS, size and fairshare band, over the window or per period.
    Waits(waits::WaitsArgs),
    /// The history under LSF's fairshare, as `bqueues -l` prints its SHARE_INFO (LSF's
    /// parameters with --set, e.g. --set HIST_HOURS=24).
    Bqueues(bqueues::BqueuesArgs),
    /// The same moment under other settings (--set …, or --set FairshareModel=lsf): users'
    /// fairshare and rank, pending jobs' priority and position, side by side, and the movers.
    Whatif(whatif::WhatifArgs),
    /// A user's own page, as HTML: their fairshare over time, their jobs with the wait and
    /// the why of each, and for an operator the audit.
    Page(page::PageArgs),
    /// Why a job waited: what held it, who went first and why, which factor cost it most.
    Why(why::WhyArgs),
    /// A job's CPU and memory efficiency from its stored steps, as Slurm's seff prints it
    /// (the rules of the cluster's release, or --slurm-version's).
    Seff(seff::SeffArgs),
    /// Compare the reconstruction with output saved from a live system.
    #[command(subcommand)]
    Check(check::CheckCommand),
    /// Answer other users' sshare, usage, sprio, squeue, timeline, why, sreport, audit and page
    /// on a UNIX socket (and HTTP), each caller as the kernel (or their token) names them,
    /// under Slurm's PrivateData. Run it as the store's owner.
    Serve(serve::ServeArgs),
    /// Print a shell completion script (e.g. `fairtrace completions bash > /etc/bash_completion.d/fairtrace`).
    Completions(shell::CompletionsArgs),
    /// Print the man page (roff), or with --dir write a page per command.
    Manpage(shell::ManpageArgs),
}

/// `KEY=VALUE` where KEY is a slurm.conf setting (any case) or one of ours.
fn parse_setting(s: &str) -> Result<(String, String), String> {
    let (k, v) = s
        .split_once('=')
        .ok_or_else(|| format!("\"{s}\" is not KEY=VALUE"))?;
    let key = crate::ingest::conf::canonical(k.trim());
    if key.eq_ignore_ascii_case("PartitionName") {
        let known = crate::ingest::settings::PARTITION_KEYS;
        let ok = v
            .split_once(':')
            .and_then(|(_, r)| r.split_once('='))
            .is_some_and(|(sub, _)| known.iter().any(|k| k.eq_ignore_ascii_case(sub)));
        return if ok {
            Ok(("PartitionName".to_string(), v.to_string()))
        } else {
            Err(format!(
                "\"{s}\": use PartitionName=NAME:KEY=VALUE with KEY one of {}",
                known.join(", ")
            ))
        };
    }
    let extra = crate::ingest::settings::EXTRA_KEYS
        .iter()
        .find(|e| e.eq_ignore_ascii_case(&key));
    match extra {
        Some(e) => Ok((e.to_string(), v.to_string())),
        None if crate::ingest::conf::KNOWN_KEYS.contains(&key.as_str()) => Ok((key, v.to_string())),
        None => Err(format!("unknown setting {k}")),
    }
}

fn parse_epoch(s: &str) -> Result<i64, String> {
    s.strip_prefix('@')
        .and_then(|e| e.parse().ok())
        .ok_or_else(|| format!("\"{s}\" is not @EPOCH (seconds since 1970, e.g. @1795964440)"))
}

/// A release as told (its package name kept), once it reads as one.
fn parse_release(s: &str) -> Result<String, String> {
    SlurmVersion::parse(s).map(|_| s.trim().to_string())
}

/// `--format table|csv|json`.
#[derive(Debug, Clone, Args)]
pub struct FormatArg {
    /// Output format: table, csv or json.
    #[arg(long, default_value = "table")]
    pub format: Format,
}

impl Cli {
    /// What this run replays under: `--set` and `--tz`.
    pub fn context(&self) -> crate::replay::Context {
        let mut set = self.set.clone();
        set.extend(
            self.slurm_version
                .clone()
                .map(|v| ("SlurmVersion".to_string(), v)),
        );
        crate::replay::Context {
            set,
            zone: self.tz.unwrap_or_else(Zone::local),
            // The clock, read once per run (the model never reads it).
            now: self.now.unwrap_or_else(|| chrono::Utc::now().timestamp()),
            notify: crate::replay::Notes::stderr(),
            caller: self.as_user.clone(),
        }
    }
}

/// The store loads write (created when missing), a file of its own (`store::publish::separate`).
fn open_writer(cli: &Cli) -> anyhow::Result<Store> {
    crate::store::publish::separate(&cli.db)?;
    Ok(Store::open_with_memory_limit(
        &cli.db.to_string_lossy(),
        Some(&cli.memory_limit),
    )?)
}

/// What queries read: the published snapshot, read-only (`store::publish::open_current`).
fn open_reader(cli: &Cli) -> anyhow::Result<Store> {
    Ok(crate::store::publish::open_current(&cli.db, &cli.memory_limit)?.1)
}

impl Command {
    /// The question a query command asks, under `ctx` (`set`: the changes `--set` asks;
    /// `env`: the asker's environment, a variable's value); None for the commands that load,
    /// write or serve.
    pub fn question(
        &self,
        ctx: &crate::replay::Context,
        set: &[(String, String)],
        env: &dyn Fn(&str) -> Option<String>,
    ) -> Option<anyhow::Result<Question>> {
        let q = match self {
            Command::Sshare(a) => a.request(ctx).map(Question::Sshare),
            Command::Sprio(a) => a.request(ctx).map(Question::Sprio),
            Command::Squeue(a) => a.request(ctx).map(Question::Squeue),
            Command::Usage(a) => a.request(ctx).map(Question::Usage),
            Command::Timeline(a) => a.request(ctx).map(Question::Timeline),
            Command::Why(a) => Ok(Question::Why(a.request())),
            Command::Seff(a) => Ok(Question::Seff(a.request())),
            Command::Page(a) => a.request(ctx).map(Question::Page),
            Command::Sreport(a) => Ok(Question::Sreport(a.request(env))),
            Command::Audit(a) => a.request(ctx).map(Question::Audit),
            Command::Waits(a) => a.request(ctx).map(Question::Waits),
            Command::Bqueues(a) => a.request(ctx).map(Question::Bqueues),
            Command::Whatif(a) => a.request(ctx, set).map(Question::Whatif),
            Command::Check(c) => c.request(ctx).map(Question::Check),
            Command::Info(f) => Ok(Question::Info(f.format)),
            _ => return None,
        };
        Some(q)
    }
}

/// The commands that answer as their caller, under Slurm's PrivateData (`--as`, `serve`).
fn scoped(command: &Command) -> bool {
    matches!(
        command,
        Command::Sshare(_)
            | Command::Sprio(_)
            | Command::Squeue(_)
            | Command::Timeline(_)
            | Command::Why(_)
            | Command::Seff(_)
            | Command::Page(_)
            | Command::Sreport(_)
            | Command::Audit(_)
            | Command::Usage(_)
    )
}

/// The service to ask instead of reading the store: `--server`, or the default socket when
/// the store is there but not readable to the caller.
fn service_to_ask(cli: &Cli) -> Option<PathBuf> {
    if !scoped(&cli.command) {
        return None;
    }
    if let Some(s) = &cli.server {
        return Some(s.clone());
    }
    let store = crate::store::publish::current(&cli.db).unwrap_or_else(|| cli.db.clone());
    let unreadable = std::fs::File::open(&store)
        .is_err_and(|e| e.kind() == std::io::ErrorKind::PermissionDenied);
    let default = PathBuf::from(serve::DEFAULT_SOCKET);
    (unreadable && default.exists()).then_some(default)
}

/// The command line as typed, for the service: without what only this process reads (the
/// store, the service, the memory limit), with the caller's `TZ` when no `--tz` is given.
fn forwarded_args() -> Vec<String> {
    let own = ["--db", "--server", "--memory-limit"];
    let mut out = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        if own.contains(&a.as_str()) {
            args.next();
        } else if !own.iter().any(|o| a.starts_with(&format!("{o}="))) {
            out.push(a);
        }
    }
    let tz_given = out.iter().any(|a| a == "--tz" || a.starts_with("--tz="));
    if let (false, Ok(tz)) = (tz_given, std::env::var("TZ")) {
        out.splice(0..0, ["--tz".to_string(), tz]);
    }
    out
}

/// Runs the parsed command line.
pub fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    if let Some(server) = service_to_ask(&cli) {
        let code = crate::serve::ask(&server, &forwarded_args())?;
        return Ok(ExitCode::from(u8::try_from(code).unwrap_or(1)));
    }
    if let Some(user) = &cli.as_user {
        if !scoped(&cli.command) {
            anyhow::bail!(
                "--as {user}: this command shows everything the store holds and does not answer as another user (`fairtrace serve --help` lists those that do)"
            );
        }
    }
    let ctx = cli.context();
    let env = |name: &str| std::env::var(name).ok();
    if let Some(question) = cli.command.question(&ctx, &cli.set, &env) {
        let code = crate::command::answer(
            &ctx,
            &|| open_reader(&cli),
            &question?,
            &mut std::io::stdout().lock(),
        )?;
        return Ok(ExitCode::from(code));
    }
    match &cli.command {
        Command::Load(cmd) => load::run(&cli, cmd),
        Command::Collect(args) => collect::run(&cli, args),
        Command::Completions(args) => shell::completions(args),
        Command::Manpage(args) => shell::manpage(args),
        Command::Sql(args) => sql::run(&cli, args),
        Command::Export(cmd) => export::run(&cli, &open_reader(&cli)?, cmd),
        Command::Gen(args) => gen::run(args),
        Command::Serve(args) => serve::run(&cli, args),
        _ => unreachable!("every query is a question, answered above"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn cli_definition_is_consistent() {
        Cli::command().debug_assert();
    }
}
