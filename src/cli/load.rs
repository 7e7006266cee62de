//! `fairtrace load sacct|assoc|qos|conf|…`: each file is one load, in one transaction
//! (`crate::load`).

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Subcommand};
use indicatif::{ProgressBar, ProgressStyle};

use super::{open_writer, publish, Cli};
use crate::ingest::sacct::{column_list, SacctOptions};
use crate::load::LoadOutcome;
use crate::load::{self, Loaded};

#[derive(Debug, Clone, Subcommand)]
pub enum LoadCommand {
    /// sacct dumps: -P/-p text (any columns, with or without header), or sacct --json.
    /// Gzip and zstd are read directly; `-` reads stdin.
    Sacct(SacctArgs),
    /// A Standard Workload Format trace (Parallel Workloads Archive, `.swf`, gzip read
    /// directly) as one cluster's jobs: users are uids, groups accounts, queues partitions.
    Swf(SwfArgs),
    /// The association tree: sacctmgr show assoc -P/-p, a sacctmgr dump, a sacctmgr script, or JSON.
    Assoc(SettingsArgs),
    /// QOS: sacctmgr show qos -P/-p, JSON, or the QOS lines of a sacctmgr script.
    Qos(SettingsArgs),
    /// slurmdbd's users: `sacctmgr -P show user withcoord` (AdminLevel, coordinated accounts),
    /// for PrivateData: what `--as USER` and `serve`'s callers may see.
    Users(FileArgs),
    /// slurmdbd's settings: `sacctmgr show configuration` (or slurmdbd.conf; only
    /// PrivateData, SlurmUser and the Archive/Purge settings are kept, never a password).
    Dbd(FileArgs),
    /// slurm.conf (with its Include files), or `scontrol show config`'s output: the settings
    /// the controller runs with, with the nodes and partitions of the slurm.conf loaded before
    /// or of --partitions and --nodes.
    Conf(ConfArgs),
    /// Cluster and node events: sacctmgr show event -P with Cluster, NodeName, TimeStart,
    /// TimeEnd, StateRaw (or State) and TRES (for sreport's capacity and down time).
    Events(SmallArgs),
    /// Reservations: sacctmgr show reservation -P with Name, TimeStart, TimeEnd and TRES, and
    /// ID, Flags and Assocs (format=Cluster,Name,ID,TRES,Start,End,Flags,Associations): sreport
    /// counts a reservation's time as allocated (MAINT: planned down) and shares what its jobs
    /// leave unused among its associations.
    Reservations(SmallArgs),
    /// slurmctld's `StateSaveLocation/priority_last_decay_ran` (copied with the dumps): when
    /// its decay cycle last ran, which fixes the cycles' phase, and its last usage reset.
    State(SmallArgs),
    /// slurmdbd's transaction log (`sacctmgr show transactions -P
    /// format=Time,Action,Actor,Cluster,Where,Info`): when each association was created. An
    /// association added after a decay cycle holds no fairshare until the next (sshare prints
    /// its FairShare and LevelFS as 0), and none before it was created.
    Transactions(SmallArgs),
    /// sshare output saved from a live system (`sshare -a -P`, or `sshare -a [-l]` as printed,
    /// in fixed-width columns: names it cut with `+` are found in the association tree),
    /// observed at --at: used to check the reconstruction and to fit the decay cycle's phase.
    Sshare(SshareArgs),
    /// squeue output saved from a live system (`squeue -a -t all -o "%i|…|%T|%Q|%y|%r"` with a
    /// header), observed at --at: gives sprio the nice values and holds sacct does not keep.
    Squeue(ObservedArgs),
    /// `sprio -l` output saved from a live system, observed at --at: the pending jobs' nice
    /// values (and that they were not held) for sprio.
    Sprio(ObservedArgs),
}

#[derive(Debug, Clone, Args)]
pub struct ObservedArgs {
    pub file: PathBuf,
    /// When sshare printed it: @EPOCH, 2026-10-01T12:00:00 (local time), …
    #[arg(long)]
    pub at: String,
    /// Cluster, when the output has no Cluster column and several clusters are loaded.
    #[arg(long)]
    pub cluster: Option<String>,
}

#[derive(Debug, Clone, Args)]
pub struct SwfArgs {
    pub file: PathBuf,
    /// The cluster the trace's jobs ran on (SWF names none).
    #[arg(long)]
    pub cluster: String,
}

#[derive(Debug, Clone, Args)]
pub struct SshareArgs {
    #[command(flatten)]
    pub observed: ObservedArgs,
    /// Column names of a file printed without a header (`sshare -n`): its `-o` list,
    /// comma-separated.
    #[arg(long)]
    pub columns: Option<String>,
}

#[derive(Debug, Clone, Args)]
pub struct SacctArgs {
    /// Dump files (`-` = stdin).
    #[arg(required = true)]
    pub files: Vec<String>,
    /// Column names of a headerless dump, comma-separated, or `xdmod` for XDMoD's 26 fields.
    #[arg(long)]
    pub columns: Option<String>,
    /// Field delimiter (sacct --delimiter).
    #[arg(long, default_value = "|")]
    pub delimiter: String,
    /// Records end with the delimiter (sacct -p/--parsable); detected from a header otherwise.
    #[arg(long)]
    pub parsable: bool,
    /// Cluster name for dumps without a Cluster column.
    #[arg(long)]
    pub cluster: Option<String>,
    /// Skip records that cannot be read (each is reported) instead of failing the load.
    #[arg(long)]
    pub skip_bad_rows: bool,
}

/// A settings file (slurm.conf, tree, QOS), optionally as a version in force from a moment.
#[derive(Debug, Clone, Args)]
pub struct SettingsArgs {
    pub file: PathBuf,
    /// Cluster name when the file does not say.
    #[arg(long)]
    pub cluster: Option<String>,
    /// Keep it as the version in force from this moment (earlier and later versions stay):
    /// each computation then uses the settings in force at each moment it replays. Without
    /// it, the load replaces the latest version.
    #[arg(long)]
    pub valid_from: Option<String>,
}

/// A configuration, and where the nodes and partitions of `scontrol show config` come from.
#[derive(Debug, Clone, Args)]
pub struct ConfArgs {
    #[command(flatten)]
    pub settings: SettingsArgs,
    /// `scontrol -a show partition`'s output, the partitions of `scontrol show config`'s
    /// settings (with --nodes; without: the slurm.conf loaded before lends its own).
    #[arg(long, value_name = "FILE", requires = "nodes")]
    pub partitions: Option<PathBuf>,
    /// `scontrol -a show node`'s output, the nodes of `scontrol show config`'s settings.
    #[arg(long, value_name = "FILE", requires = "partitions")]
    pub nodes: Option<PathBuf>,
}

#[derive(Debug, Clone, Args)]
pub struct FileArgs {
    pub file: PathBuf,
}

#[derive(Debug, Clone, Args)]
pub struct SmallArgs {
    pub file: PathBuf,
    /// Cluster name when the file does not say.
    #[arg(long)]
    pub cluster: Option<String>,
}

fn progress_bar(path: &str) -> ProgressBar {
    let size = std::fs::metadata(path).map(|m| m.len()).unwrap_or(0);
    if path == "-" || size < (8 << 20) || !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(size);
    if let Ok(style) = ProgressStyle::with_template(
        "{msg} [{bar:30}] {bytes}/{total_bytes} {bytes_per_sec} eta {eta}",
    ) {
        bar.set_style(style.progress_chars("=> "));
    }
    bar.set_message(path.to_string());
    bar
}

fn report(file: &str, outcome: &LoadOutcome) {
    match outcome {
        LoadOutcome::Loaded {
            load_id,
            records,
            kept,
            skipped,
        } => {
            let skipped = if *skipped > 0 {
                format!(", {skipped} skipped")
            } else {
                String::new()
            };
            println!("{file}: loaded {records} records as load #{load_id} ({kept} kept after merging{skipped})");
        }
        LoadOutcome::AlreadyLoaded {
            load_id,
            file: first,
        } => {
            println!("{file}: already loaded as load #{load_id} (from {first}); nothing changed");
        }
    }
}

/// Prints what a load did and what its reader warned of.
fn say(loaded: &Loaded) {
    for w in &loaded.warnings {
        eprintln!("{w}");
    }
    report(&loaded.name, &loaded.outcome);
}

/// One load, then what queries read published (`super::publish`).
pub fn run(cli: &Cli, cmd: &LoadCommand) -> anyhow::Result<ExitCode> {
    let store = open_writer(cli)?;
    let code = load(cli, &store, cmd)?;
    publish(cli, store)?;
    Ok(code)
}

fn load(cli: &Cli, store: &crate::store::Store, cmd: &LoadCommand) -> anyhow::Result<ExitCode> {
    let ctx = cli.context();
    let zone = ctx.zone;
    // A settings file's version: from its start, else the latest.
    let valid_from = |args: &SettingsArgs| -> anyhow::Result<load::Version> {
        Ok(match args.valid_from.as_deref() {
            Some(t) => load::Version::From(ctx.parse_time(t)?),
            None => load::Version::Latest,
        })
    };
    // An observation is kept for the cluster named, whatever else is loaded yet.
    let observed = |args: &ObservedArgs| -> anyhow::Result<(String, i64)> {
        let cluster = match &args.cluster {
            Some(c) => c.clone(),
            None => crate::replay::cluster(store, None)?,
        };
        Ok((cluster, ctx.parse_time(&args.at)?))
    };
    match cmd {
        LoadCommand::Sacct(args) => {
            let opts = SacctOptions {
                columns: args.columns.as_deref().map(column_list),
                delimiter: args.delimiter.clone(),
                trailing_delimiter: args.parsable,
                cluster: args.cluster.clone(),
                zone,
                skip_bad_rows: args.skip_bad_rows,
            };
            // A dump without a Cluster column belongs to the one cluster the store knows.
            let known = store.known_clusters()?;
            let sole = match (&args.cluster, known.as_slice()) {
                (None, [one]) => Some(one.clone()),
                _ => None,
            };
            let opts = SacctOptions {
                cluster: opts.cluster.or(sole.clone()),
                ..opts
            };
            for file in &args.files {
                let bar = progress_bar(file);
                let watch = bar.clone();
                let loaded = load::sacct(store, file, (&opts, zone), move |raw| {
                    Box::new(watch.wrap_read(raw))
                });
                bar.finish_and_clear();
                let loaded = match loaded {
                    Err(e)
                        if opts.cluster.is_none()
                            && known.len() > 1
                            && e.to_string().contains("no Cluster column") =>
                    {
                        return Err(e.context(format!(
                            "clusters loaded: {} (pick one with --cluster)",
                            known.join(", ")
                        )))
                    }
                    other => other?,
                };
                let name = if file == "-" { "<stdin>" } else { file };
                if let (true, Some(c)) = (loaded.cluster_given, &sole) {
                    eprintln!("note: {name} has no Cluster column: its jobs are taken as {c}'s, the one cluster loaded (--cluster to choose another)");
                }
                for w in &loaded.warnings {
                    eprintln!("warning: {w}");
                }
                for s in &loaded.skipped {
                    eprintln!("warning: skipped {s}");
                }
                report(name, &loaded.outcome);
            }
        }
        LoadCommand::Swf(args) => say(&load::swf(store, &args.file, &args.cluster)?),
        LoadCommand::Assoc(args) => {
            let known = store.known_clusters()?;
            let sole = match (&args.cluster, known.as_slice()) {
                (None, [one]) => Some(one.as_str()),
                _ => None,
            };
            let cluster = args.cluster.as_deref();
            say(&load::assoc(
                store,
                &args.file,
                (cluster, sole),
                valid_from(args)?,
            )?)
        }
        LoadCommand::Qos(args) => say(&load::qos(store, &args.file, valid_from(args)?)?),
        LoadCommand::Users(args) => say(&load::users(store, &args.file, load::Version::Latest)?),
        LoadCommand::Dbd(args) => say(&load::dbd(store, &args.file, load::Version::Latest)?),
        LoadCommand::Events(args) => say(&load::events(
            store,
            &args.file,
            zone,
            args.cluster.as_deref(),
        )?),
        LoadCommand::Reservations(args) => say(&load::reservations(
            store,
            &args.file,
            zone,
            args.cluster.as_deref(),
        )?),
        // slurm.conf or `scontrol show config`'s output (which names its release).
        LoadCommand::Conf(ConfArgs {
            settings: args,
            partitions,
            nodes,
        }) => say(&load::slurm_conf(
            store,
            (
                &args.file,
                partitions
                    .as_deref()
                    .zip(nodes.as_deref())
                    .map(|(partitions, nodes)| load::Layout::Scontrol { partitions, nodes }),
            ),
            args.cluster.as_deref(),
            valid_from(args)?,
            cli.slurm_version.as_deref(),
        )?),
        LoadCommand::Transactions(args) => {
            let only = crate::replay::cluster(store, args.cluster.as_deref()).ok();
            say(&load::transactions(
                store,
                &args.file,
                zone,
                only.as_deref(),
            )?)
        }
        LoadCommand::State(args) => {
            let cluster = crate::replay::cluster(store, args.cluster.as_deref())?;
            say(&load::controller_state(store, &args.file, &cluster)?)
        }
        LoadCommand::Squeue(args) => {
            let (cluster, at) = observed(args)?;
            say(&load::observed_queue(
                store,
                (&args.file, zone),
                "squeue",
                (&cluster, at),
            )?)
        }
        LoadCommand::Sprio(args) => {
            let (cluster, at) = observed(args)?;
            say(&load::observed_queue(
                store,
                (&args.file, zone),
                "sprio",
                (&cluster, at),
            )?)
        }
        LoadCommand::Sshare(args) => {
            let (cluster, at) = observed(&args.observed)?;
            let columns = args.columns.as_deref().map(column_list);
            say(&load::observed_sshare(
                store,
                (&args.observed.file, columns.as_deref()),
                (&cluster, at),
            )?)
        }
    }
    Ok(ExitCode::SUCCESS)
}
