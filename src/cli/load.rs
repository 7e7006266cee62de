//! `fairtrace load sacct|assoc|qos|conf|…`: the arguments of each load (`command::load`).

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Subcommand};
use indicatif::{ProgressBar, ProgressStyle};

use super::{open_writer, Cli};
use crate::command::load::{self, Observed, Reading, Request};
use crate::ingest::sacct::{column_list, SacctOptions};
use crate::load::Version;
use crate::replay::Context;

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
    /// slurmdbd's TRES table: `sacctmgr -P show tres` (the names of the TRES ids in its
    /// archive files).
    Tres(FileArgs),
    /// slurmdbd's archive files (`sacctmgr archive dump`; files, or ArchiveDir folders), of
    /// Slurm 22.05 to 26.05, as one load: their jobs and steps as sacct printed them before
    /// the purge, merged with sacct loads. Load the association tree (with its ID column),
    /// the QOS and the TRES table first: the files name them by id.
    Archive(ArchiveArgs),
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
pub struct ArchiveArgs {
    /// Archive files or folders of them.
    #[arg(required = true)]
    pub paths: Vec<PathBuf>,
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

/// On a terminal, a bar over a large file's bytes.
fn progress_bar(path: &str) -> Reading {
    let size = std::fs::metadata(path).map(|m| m.len()).unwrap_or(0);
    let bar = if path == "-" || size < (8 << 20) || !std::io::stderr().is_terminal() {
        ProgressBar::hidden()
    } else {
        let bar = ProgressBar::new(size);
        if let Ok(style) = ProgressStyle::with_template(
            "{msg} [{bar:30}] {bytes}/{total_bytes} {bytes_per_sec} eta {eta}",
        ) {
            bar.set_style(style.progress_chars("=> "));
        }
        bar.set_message(path.to_string());
        bar
    };
    let watch = bar.clone();
    Reading {
        watch: Box::new(move |raw| Box::new(watch.wrap_read(raw))),
        done: Box::new(move || bar.finish_and_clear()),
    }
}

/// One load, then what queries read published.
pub fn run(cli: &Cli, cmd: &LoadCommand) -> anyhow::Result<ExitCode> {
    let ctx = cli.context();
    let request = cmd.request(&ctx, cli.slurm_version.as_deref())?;
    let store = open_writer(cli)?;
    let code = load::run(
        &ctx,
        &store,
        &request,
        &progress_bar,
        &mut std::io::stdout().lock(),
    )?;
    load::publish(&ctx, store, &cli.db)?;
    Ok(ExitCode::from(code))
}

impl SettingsArgs {
    /// The version it is: from its start, else the latest.
    fn version(&self, ctx: &Context) -> anyhow::Result<Version> {
        Ok(match self.valid_from.as_deref() {
            Some(t) => Version::From(ctx.parse_time(t)?),
            None => Version::Latest,
        })
    }
}

impl ObservedArgs {
    fn request(&self, ctx: &Context, kind: Observed) -> anyhow::Result<Request> {
        Ok(Request::Observed {
            kind,
            file: self.file.clone(),
            cluster: self.cluster.clone(),
            at: ctx.parse_time(&self.at)?,
        })
    }
}

impl LoadCommand {
    /// The load asked, its times read under `ctx`; `release`: the one `--slurm-version` names.
    fn request(&self, ctx: &Context, release: Option<&str>) -> anyhow::Result<Request> {
        let small = |a: &SmallArgs| (a.file.clone(), a.cluster.clone());
        Ok(match self {
            LoadCommand::Sacct(args) => Request::Sacct {
                files: args.files.clone(),
                opts: SacctOptions {
                    columns: args.columns.as_deref().map(column_list),
                    delimiter: args.delimiter.clone(),
                    trailing_delimiter: args.parsable,
                    cluster: args.cluster.clone(),
                    zone: ctx.zone,
                    skip_bad_rows: args.skip_bad_rows,
                },
            },
            LoadCommand::Swf(args) => Request::Swf {
                file: args.file.clone(),
                cluster: args.cluster.clone(),
            },
            LoadCommand::Assoc(args) => Request::Assoc {
                file: args.file.clone(),
                cluster: args.cluster.clone(),
                version: args.version(ctx)?,
            },
            LoadCommand::Qos(args) => Request::Qos {
                file: args.file.clone(),
                version: args.version(ctx)?,
            },
            LoadCommand::Users(args) => Request::Users(args.file.clone()),
            LoadCommand::Dbd(args) => Request::Dbd(args.file.clone()),
            LoadCommand::Tres(args) => Request::Tres(args.file.clone()),
            LoadCommand::Archive(args) => Request::Archive(args.paths.clone()),
            LoadCommand::Conf(args) => Request::Conf {
                file: args.settings.file.clone(),
                scontrol: args.partitions.clone().zip(args.nodes.clone()),
                cluster: args.settings.cluster.clone(),
                version: args.settings.version(ctx)?,
                release: release.map(str::to_string),
            },
            LoadCommand::Events(args) => {
                let (file, cluster) = small(args);
                Request::Events { file, cluster }
            }
            LoadCommand::Reservations(args) => {
                let (file, cluster) = small(args);
                Request::Reservations { file, cluster }
            }
            LoadCommand::State(args) => {
                let (file, cluster) = small(args);
                Request::State { file, cluster }
            }
            LoadCommand::Transactions(args) => {
                let (file, cluster) = small(args);
                Request::Transactions { file, cluster }
            }
            LoadCommand::Squeue(args) => args.request(ctx, Observed::Squeue)?,
            LoadCommand::Sprio(args) => args.request(ctx, Observed::Sprio)?,
            LoadCommand::Sshare(args) => args.observed.request(
                ctx,
                Observed::Sshare(args.columns.as_deref().map(column_list)),
            )?,
        })
    }
}
