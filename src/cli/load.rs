//! `fairtrace load sacct|assoc|qos|conf|…`: each file is one load, in one transaction.

use std::io::{IsTerminal, Read};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context;
use clap::{Args, Subcommand};
use indicatif::{ProgressBar, ProgressStyle};

use super::{open_store, Cli};
use crate::error::InputError;
use crate::ingest::sacct::{column_list, SacctOptions, SacctReader};
use crate::ingest::slurm_time::Zone;
use crate::ingest::{self, conf, qos, sacct_json};
use crate::store::load::Batch;
use crate::store::load::{LoadOutcome, LoadSource};
use crate::store::Store;

#[derive(Debug, Clone, Subcommand)]
pub enum LoadCommand {
    /// sacct dumps: -P/-p text (any columns, with or without header), or sacct --json.
    /// Gzip and zstd are read directly; `-` reads stdin.
    Sacct(SacctArgs),
    /// The association tree: sacctmgr show assoc -P/-p, a sacctmgr dump, a sacctmgr script, or JSON.
    Assoc(SettingsArgs),
    /// QOS: sacctmgr show qos -P/-p, JSON, or the QOS lines of a sacctmgr script.
    Qos(SettingsArgs),
    /// slurm.conf (with its Include files).
    Conf(SettingsArgs),
    /// Cluster and node events: sacctmgr show event -P with Cluster, NodeName, TimeStart,
    /// TimeEnd, StateRaw (or State) and TRES (for sreport's capacity and down time).
    Events(SmallArgs),
    /// slurmctld's `StateSaveLocation/priority_last_decay_ran` (copied with the dumps): when
    /// its decay cycle last ran, which fixes the cycles' phase, and its last usage reset.
    State(SmallArgs),
    /// sshare output saved from a live system (`sshare -a -P`), observed at --at: used to
    /// check the reconstruction and to fit the decay cycle's phase.
    Sshare(ObservedArgs),
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

fn load_sacct_file(
    store: &Store,
    path: &str,
    opts: &SacctOptions,
    zone: Zone,
) -> anyhow::Result<LoadOutcome> {
    let bar = progress_bar(path);
    let wrap_bar = bar.clone();
    let mut input = ingest::open(path, move |raw| {
        Box::new(wrap_bar.wrap_read(raw)) as ingest::Source
    })?;
    let name = input.name.clone();
    let mut load = store.begin_sacct_load()?;
    let is_json = input.looks_like_json()?;
    let skipped = if is_json {
        let mut text = String::new();
        input
            .reader
            .read_to_string(&mut text)
            .map_err(|e| InputError::new(&name, 0, format!("not UTF-8 text: {e}")))?;
        let mut rows = load.batches();
        let mut batches: Vec<Batch> = sacct_json::read(&text, &name)?
            .into_iter()
            .filter_map(|rec| rows.push(&rec))
            .collect();
        batches.extend(rows.rest());
        load.insert(batches.into_iter())?;
        Vec::new()
    } else {
        // The reader runs on its own thread and hands over Arrow batches, which DuckDB
        // inserts as they come; an insert error drops the receiver, which stops the reader.
        std::thread::scope(|scope| -> anyhow::Result<Vec<InputError>> {
            let (batches, received) = std::sync::mpsc::sync_channel::<Batch>(4);
            let (reader, name) = (&mut input.reader, &name);
            let mut rows = load.batches();
            let parser = scope.spawn(move || -> Result<Vec<InputError>, InputError> {
                let mut reader = SacctReader::new(reader, name, opts.clone())?;
                while let Some(full) = reader.next_record(|rec| rows.push(&rec))? {
                    if let Some(batch) = full {
                        if batches.send(batch).is_err() {
                            return Ok(reader.summary.skipped);
                        }
                    }
                }
                for batch in rows.rest() {
                    if batches.send(batch).is_err() {
                        break;
                    }
                }
                Ok(reader.summary.skipped)
            });
            load.insert(received.into_iter())?;
            Ok(parser.join().expect("the sacct reader does not panic")?)
        })?
    };
    bar.finish_and_clear();
    for s in &skipped {
        eprintln!("warning: skipped {s}");
    }
    if load.records() == 0 {
        return Err(InputError::new(&name, 0, "no job records in the file (header only?)").into());
    }
    let src = LoadSource {
        kind: "sacct",
        file: name,
        content_sha256: input.content_hash(),
        time_zone: (!is_json).then(|| zone.name()),
    };
    Ok(load.finish(&src, skipped.len() as u64)?)
}

/// Reads a small input whole (decompressed) and returns its text and content hash.
fn read_small(path: &Path) -> anyhow::Result<(String, String, String)> {
    let (bytes, hash, name) = read_bytes(path)?;
    let text = String::from_utf8(bytes).map_err(|e| {
        InputError::new(
            &name,
            0,
            format!(
                "invalid UTF-8 at byte {} (binary file?)",
                e.utf8_error().valid_up_to()
            ),
        )
    })?;
    Ok((text, hash, name))
}

/// A small file's bytes, their content hash and the name to report.
fn read_bytes(path: &Path) -> anyhow::Result<(Vec<u8>, String, String)> {
    let p = path.to_string_lossy().to_string();
    let mut input = ingest::open(&p, |r| r)?;
    let mut bytes = Vec::new();
    input
        .reader
        .read_to_end(&mut bytes)
        .with_context(|| format!("reading {p}"))?;
    let name = input.name.clone();
    Ok((bytes, input.content_hash(), name))
}

pub fn run(cli: &Cli, cmd: &LoadCommand) -> anyhow::Result<ExitCode> {
    let store = open_store(cli)?;
    let zone = cli.tz.unwrap_or_else(Zone::local);
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
            for file in &args.files {
                let outcome = load_sacct_file(&store, file, &opts, zone)?;
                report(if file == "-" { "<stdin>" } else { file }, &outcome);
            }
        }
        LoadCommand::Assoc(args) => {
            let (text, hash, name) = read_small(&args.file)?;
            let (hash, valid_from) = versioned(cli, hash, args)?;
            let rows = ingest::assoc::parse(&text, &name, args.cluster.as_deref())?;
            let src = LoadSource {
                kind: "assoc",
                file: name.clone(),
                content_sha256: hash,
                time_zone: None,
            };
            let outcome = store.load_assoc(&src, &rows, valid_from)?;
            let orphans = rows
                .iter()
                .filter(|r| r.user.is_empty() && r.account != "root" && r.parent_account.is_none())
                .count();
            if orphans > 0 {
                eprintln!("warning: {name}: {orphans} accounts have no parent in this file (add ParentName to the sacctmgr format); the tree is incomplete");
            }
            report(&name, &outcome);
        }
        LoadCommand::Qos(args) => {
            let (text, hash, name) = read_small(&args.file)?;
            let (hash, valid_from) = versioned(cli, hash, args)?;
            let rows = qos::parse(&text, &name)?;
            let src = LoadSource {
                kind: "qos",
                file: name.clone(),
                content_sha256: hash,
                time_zone: None,
            };
            report(&name, &store.load_qos(&src, &rows, valid_from)?);
        }
        LoadCommand::Events(args) => {
            let (text, hash, name) = read_small(&args.file)?;
            let rows = ingest::events::parse(&text, &name, zone, args.cluster.as_deref())?;
            let src = LoadSource {
                kind: "events",
                file: name.clone(),
                content_sha256: hash,
                time_zone: Some(zone.name()),
            };
            report(&name, &store.load_events(&src, &rows)?);
        }
        LoadCommand::Conf(args) => {
            let (text, hash, name) = read_small(&args.file)?;
            let parsed = conf::parse(&args.file, &text, args.cluster.as_deref())?;
            for w in &parsed.warnings {
                eprintln!("warning: {w}");
            }
            // Included files are part of the content: a changed include is a new configuration.
            let mut parts = vec![hash.into_bytes()];
            for inc in &parsed.included_files {
                parts.push(
                    std::fs::read(inc).with_context(|| format!("reading {}", inc.display()))?,
                );
            }
            let hash = ingest::sha256_of_parts(parts.iter().map(Vec::as_slice));
            let (hash, valid_from) = versioned(cli, hash, args)?;
            let src = LoadSource {
                kind: "conf",
                file: name.clone(),
                content_sha256: hash,
                time_zone: None,
            };
            report(&name, &store.load_conf(&src, &parsed, valid_from)?);
        }
        LoadCommand::State(args) => {
            let (bytes, hash, name) = read_bytes(&args.file)?;
            let state = ingest::state::parse(&bytes, &name)?;
            let cluster = crate::replay::cluster(&store, args.cluster.as_deref())?;
            let hash = ingest::sha256_of_parts([hash.as_bytes(), cluster.as_bytes()]);
            let src = LoadSource {
                kind: "state",
                file: name.clone(),
                content_sha256: hash,
                time_zone: None,
            };
            report(&name, &store.load_controller_state(&src, &cluster, &state)?);
        }
        LoadCommand::Squeue(args) => {
            let (text, hash, name) = read_small(&args.file)?;
            let rows = ingest::squeue::parse(&text, &name)?;
            let at = cli.context().parse_time(&args.at)?;
            let cluster = crate::replay::cluster(&store, args.cluster.as_deref())?;
            let hash = ingest::sha256_of_parts([hash.as_bytes(), &at.to_le_bytes()[..]]);
            let src = LoadSource {
                kind: "squeue",
                file: name.clone(),
                content_sha256: hash,
                time_zone: None,
            };
            report(
                &name,
                &store.load_observed_queue(&src, &cluster, at, &rows)?,
            );
        }
        LoadCommand::Sprio(args) => {
            let (text, hash, name) = read_small(&args.file)?;
            let rows: Vec<ingest::squeue::ObservedQueue> = ingest::sprio::parse(&text, &name)?
                .into_iter()
                .map(|r| ingest::squeue::ObservedQueue {
                    job_id: r.job_id,
                    state: "PENDING".into(),
                    priority: Some(r.numbers[0] as i64),
                    nice: Some(r.numbers[7] as i64),
                    reason: None,
                })
                .collect();
            let at = cli.context().parse_time(&args.at)?;
            let cluster = crate::replay::cluster(&store, args.cluster.as_deref())?;
            let hash = ingest::sha256_of_parts([hash.as_bytes(), &at.to_le_bytes()[..]]);
            let src = LoadSource {
                kind: "sprio",
                file: name.clone(),
                content_sha256: hash,
                time_zone: None,
            };
            report(
                &name,
                &store.load_observed_queue(&src, &cluster, at, &rows)?,
            );
        }
        LoadCommand::Sshare(args) => {
            let (text, hash, name) = read_small(&args.file)?;
            let rows = ingest::sshare::parse(&text, &name)?;
            let at = cli.context().parse_time(&args.at)?;
            let cluster = crate::replay::cluster(&store, args.cluster.as_deref())?;
            // The same output observed at another moment is another snapshot.
            let hash = ingest::sha256_of_parts([hash.as_bytes(), &at.to_le_bytes()[..]]);
            let src = LoadSource {
                kind: "sshare",
                file: name.clone(),
                content_sha256: hash,
                time_zone: None,
            };
            report(
                &name,
                &store.load_observed_sshare(&src, &cluster, at, &rows)?,
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The moment a settings load is in force from (`--valid-from`), and its content hash with
/// that moment in it: the same file as another version is another load.
fn versioned(
    cli: &Cli,
    hash: String,
    args: &SettingsArgs,
) -> anyhow::Result<(String, Option<i64>)> {
    match &args.valid_from {
        None => Ok((hash, None)),
        Some(t) => {
            let at = cli.context().parse_time(t)?;
            let hash = ingest::sha256_of_parts([hash.as_bytes(), &at.to_le_bytes()[..]]);
            Ok((hash, Some(at)))
        }
    }
}
