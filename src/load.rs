//! Loading files into the store: each file read (decompressed), parsed by its `ingest`
//! reader and stored as one load, in one transaction; the same content loaded again changes
//! nothing (its hash, with the moment it is observed at or valid from, names the load).
//! Bytes that are not UTF-8 reach the readers as U+FFFD, which they warn of in text fields
//! and refuse in typed ones.

use std::ffi::{c_int, c_long};
use std::io::{BufRead, Read};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, SyncSender};
use std::sync::{Mutex, PoisonError};

use anyhow::Context;

use crate::error::InputError;
use crate::ingest::sacct::{Block, Record, SacctOptions, SacctReader, Seen};
use crate::ingest::slurm_time::Zone;
use crate::ingest::sprio::ObservedPriority;
use crate::ingest::sshare::{ObservedShare, Printed, Saved, TreeNames};
use crate::ingest::{self, conf, qos, sacct_json, Rows};
use crate::model::version::SlurmVersion;
use crate::store::load::{Batch, LoadBatches, LoadSource, SacctLoad};
use crate::store::read::{AsOf, AT_LEAST, LINEAGE_AT_LEAST};

pub use crate::store::load::LoadOutcome;
use crate::store::{Store, StoreError};

/// A loaded file's outcome, the name it was read as, and what its reader warns of.
pub struct Loaded {
    pub name: String,
    pub outcome: LoadOutcome,
    pub warnings: Vec<String>,
}

impl Loaded {
    /// A load whose reader warns at most of text read as U+FFFD.
    fn new(
        name: String,
        outcome: LoadOutcome,
        not_utf8: Option<InputError>,
    ) -> anyhow::Result<Loaded> {
        Ok(Loaded {
            name,
            outcome,
            warnings: not_utf8.iter().map(|w| format!("warning: {w}")).collect(),
        })
    }
}

/// What a sacct load did: its outcome, the records skipped (with `opts.skip_bad_rows`), what
/// its reader warns of, and whether its records took `opts.cluster` (a text dump without a
/// Cluster column).
pub struct SacctLoaded {
    pub outcome: LoadOutcome,
    pub skipped: Vec<InputError>,
    pub warnings: Vec<InputError>,
    pub cluster_given: bool,
}

/// Loads one sacct dump (text or `sacct --json`; `-` is stdin), its bytes read through
/// `watch` (a progress bar).
pub fn sacct(
    store: &Store,
    path: &str,
    (opts, zone): (&SacctOptions, Zone),
    watch: impl FnOnce(ingest::Source) -> ingest::Source + Send + 'static,
) -> anyhow::Result<SacctLoaded> {
    let _kept = FreedMemoryKept::new();
    let mut input = ingest::open(path, watch)?;
    let name = input.name.clone();
    let mut load = store.begin_sacct_load()?;
    let is_json = input.looks_like_json()?;
    let (skipped, warnings, writer, cluster_given) = if is_json {
        let mut bytes = Vec::new();
        input
            .reader
            .read_to_end(&mut bytes)
            .with_context(|| format!("reading {name}"))?;
        let doc = sacct_json::read(&ingest::lossy_text(bytes), &name)?;
        insert_records(&mut load, doc.records)?;
        let writer = doc.writer.map(|v| (v, "sacct --json meta"));
        (
            Vec::new(),
            doc.not_utf8.into_iter().collect(),
            writer,
            false,
        )
    } else {
        let (skipped, warnings, at_least, given) =
            read_text(&mut load, &mut input.reader, &name, opts)?;
        (skipped, warnings, at_least.map(|v| (v, AT_LEAST)), given)
    };
    if load.records() == 0 {
        return Err(InputError::new(&name, 0, "no job records in the file (header only?)").into());
    }
    // A dump without a Cluster column is a different load for each cluster it is taken as.
    let hash = input.content_hash();
    let content_sha256 = match (&opts.cluster, cluster_given) {
        (Some(c), true) => ingest::sha256_of_parts([hash.as_bytes(), c.as_bytes()]),
        _ => hash,
    };
    let src = LoadSource {
        kind: "sacct",
        file: name,
        content_sha256,
        time_zone: (!is_json).then(|| zone.name()),
    };
    let outcome = load.finish(&src, skipped.len() as u64, writer)?;
    Ok(SacctLoaded {
        outcome,
        skipped,
        warnings,
        cluster_given,
    })
}

/// What a text dump's read saw besides its records: the records skipped, the warnings, the
/// release whose sacct printed its columns (at least), whether it lacks a Cluster column.
type TextRead = (Vec<InputError>, Vec<InputError>, Option<SlurmVersion>, bool);

/// Bytes of a text dump per block that one thread parses: 1 MB, which the allocator serves
/// from memory it keeps (blocks of 4 MB came fresh from the kernel each time, zeroed: 1M
/// jobs, 15 % more CPU).
const BLOCK_BYTES: usize = 1 << 20;

/// Reads a text dump into `load`. One thread cuts it into blocks of whole records (hashing it
/// as it reads), a thread per core parses blocks into Arrow batches, and another hands the
/// batches to DuckDB in file order, the blocks' row ids counted on from block to block: the
/// rows, their ids and the first bad record (or the skipped ones, and the warnings) are what
/// one reader would give. Blocks in flight are bounded: memory does not grow with the file.
/// An insert error drops the batches' receiver, which stops every thread.
fn read_text(
    load: &mut SacctLoad,
    input: impl BufRead + Send,
    name: &str,
    opts: &SacctOptions,
) -> anyhow::Result<TextRead> {
    type Parsed = Result<(Vec<Batch>, i64, Seen), InputError>;
    let mut reader = SacctReader::new(input, name, opts.clone())?;
    let at_least = reader.written_by_at_least();
    let given = !reader.names_cluster();
    let layout = reader.layout();
    let mut tally = reader.layout();
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get());
    let (work, todo) = mpsc::sync_channel::<(Block, SyncSender<Parsed>)>(workers);
    let todo = Mutex::new(todo);
    std::thread::scope(|scope| -> anyhow::Result<TextRead> {
        let (order, in_order) = mpsc::sync_channel::<Receiver<Parsed>>(2 * workers);
        let (batches, received) = mpsc::sync_channel::<Batch>(4);
        scope.spawn(move || loop {
            let (done, parsed) = mpsc::sync_channel(1);
            let block = match reader.next_block(BLOCK_BYTES) {
                Ok(Some(block)) => block,
                Ok(None) => break,
                Err(e) => {
                    let _ = done.send(Err(e));
                    let _ = order.send(parsed);
                    break;
                }
            };
            if order.send(parsed).is_err() || work.send((block, done)).is_err() {
                break;
            }
        });
        for _ in 0..workers {
            let (todo, layout, mut rows) = (&todo, &layout, load.batches());
            scope.spawn(move || loop {
                let next = todo.lock().unwrap_or_else(PoisonError::into_inner).recv();
                let Ok((block, done)) = next else { break };
                let _ = done.send(parse_block(layout.block_reader(&block), &mut rows));
            });
        }
        let sequencer = scope.spawn(move || -> Result<_, InputError> {
            let mut before = 0;
            for parsed in in_order {
                // A worker that panicked drops its sender; the scope then panics too.
                let Ok(parsed) = parsed.recv() else { break };
                let (block, records, seen) = parsed?;
                tally.absorb(seen);
                for batch in block {
                    if batches.send(batch.after(before)).is_err() {
                        return Ok(tally);
                    }
                }
                before += records;
            }
            Ok(tally)
        });
        load.insert(received.into_iter())?;
        let tally = sequencer
            .join()
            .expect("the block sequencer does not panic")?;
        let warnings = tally.warnings();
        Ok((tally.summary.skipped, warnings, at_least, given))
    })
}

/// Keeps the memory the allocator frees while it lives. mimalloc (main.rs) hands freed pages
/// back to the kernel 10 ms later, and a load frees and takes again the memory of its batches
/// and DuckDB's vectors all the time: each page came back zeroed by the kernel (1M jobs:
/// about half of the load's system time, 1.5 → 0.7 s). Peak memory stays what the load holds
/// at once; the delay is restored after it.
struct FreedMemoryKept(c_long);

/// `mi_option_purge_delay` of mimalloc.h's `mi_option_e` (v2 and v3 alike): milliseconds
/// before freed memory goes back to the kernel, -1 for never.
const MI_OPTION_PURGE_DELAY: c_int = 15;

extern "C" {
    fn mi_option_get(option: c_int) -> c_long;
    fn mi_option_set(option: c_int, value: c_long);
}

impl FreedMemoryKept {
    fn new() -> FreedMemoryKept {
        // SAFETY: mimalloc's option calls, made while no other thread allocates (before the
        // load's threads start and after they end; DuckDB's wait between statements).
        let before = unsafe { mi_option_get(MI_OPTION_PURGE_DELAY) };
        unsafe { mi_option_set(MI_OPTION_PURGE_DELAY, -1) };
        FreedMemoryKept(before)
    }
}

impl Drop for FreedMemoryKept {
    fn drop(&mut self) {
        // SAFETY: as in `new`.
        unsafe { mi_option_set(MI_OPTION_PURGE_DELAY, self.0) };
    }
}

/// One block's records as batches, their row ids counted from 0, with their count and what
/// the block's reader saw.
fn parse_block(
    mut reader: SacctReader<&[u8]>,
    rows: &mut LoadBatches,
) -> Result<(Vec<Batch>, i64, Seen), InputError> {
    let mut batches = Vec::new();
    let mut read = || -> Result<(), InputError> {
        while let Some(full) = reader.next_record(|rec| rows.push(&rec))? {
            batches.extend(full);
        }
        Ok(())
    };
    let read = read();
    // Even after a bad record: the next block starts afresh.
    let records = rows.rows();
    batches.extend(rows.rest());
    read.map(|()| (batches, records, reader.seen()))
}

/// Inserts records read whole (not streamed) into `load`.
fn insert_records(load: &mut SacctLoad, records: Vec<Record>) -> anyhow::Result<()> {
    let mut rows = load.batches();
    let mut batches: Vec<Batch> = records
        .into_iter()
        .filter_map(|rec| rows.push(&rec))
        .collect();
    batches.extend(rows.rest());
    load.insert(batches.into_iter())?;
    Ok(())
}

/// Loads a Standard Workload Format trace (gzip or zstd read directly) as `cluster`'s jobs;
/// its warnings say what the reader assumed where the trace has -1.
pub fn swf(store: &Store, path: &Path, cluster: &str) -> anyhow::Result<Loaded> {
    let (text, hash, name) = read_small(path)?;
    let trace = ingest::swf::read(&text, &name, cluster)?;
    if trace.records.is_empty() {
        return Err(InputError::new(&name, 0, "no jobs in the trace").into());
    }
    let mut load = store.begin_sacct_load()?;
    insert_records(&mut load, trace.records)?;
    let src = LoadSource {
        kind: "swf",
        file: name.clone(),
        content_sha256: ingest::sha256_of_parts([hash.as_bytes(), cluster.as_bytes()]),
        time_zone: None,
    };
    let mut loaded = Loaded::new(name, load.finish(&src, 0, None)?, trace.not_utf8)?;
    loaded
        .warnings
        .extend(trace.notes.into_iter().map(|n| format!("note: {n}")));
    Ok(loaded)
}

/// Reads a small input whole (decompressed, bytes that are not UTF-8 as U+FFFD) and returns
/// its text, content hash and name.
fn read_small(path: &Path) -> anyhow::Result<(String, String, String)> {
    let (bytes, hash, name) = read_bytes(path)?;
    Ok((ingest::lossy_text(bytes), hash, name))
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

/// Which version of a kind of settings (tree, QOS, configuration) a load is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Version {
    /// It replaces the latest version (or is the first).
    Latest,
    /// The version in force from this moment.
    From(i64),
    /// `collect`'s nightly fetch at this moment: a new version from then when it differs from
    /// the latest, nothing when it is the same, and the first version when there is none.
    IfChanged(i64),
}

/// What a load of settings does under its [`Version`].
enum Resolved {
    /// It is loaded as the version in force from this moment (None: the latest).
    Load(Option<i64>),
    /// It equals the latest version: nothing changes.
    Same(LoadOutcome),
}

impl Resolved {
    /// The note a new version made by [`Version::IfChanged`] gets: what changed, and from when.
    fn note(&self, version: Version, name: &str, what: &str) -> Option<String> {
        match (self, version) {
            (Resolved::Load(Some(from)), Version::IfChanged(_)) => Some(format!(
                "note: {name}: {what} differs from the version loaded before: a new version in force from {} UTC, when it was fetched (the change came since the previous fetch; `--valid-from` dates it exactly)",
                chrono::DateTime::from_timestamp(*from, 0)
                    .map_or(from.to_string(), |t| t.format("%FT%T").to_string())
            )),
            _ => None,
        }
    }
}

/// What a load of `kind` with content `hash` for `clusters` does under `version`.
fn resolve(
    store: &Store,
    kind: &str,
    clusters: &[&str],
    hash: &str,
    version: Version,
) -> Result<Resolved, StoreError> {
    let at = match version {
        Version::Latest => return Ok(Resolved::Load(None)),
        Version::From(t) => return Ok(Resolved::Load(Some(t))),
        Version::IfChanged(t) => t,
    };
    let mut same = None;
    for c in clusters {
        let Some(&(latest, from)) = store.setting_versions(kind, c)?.last() else {
            return Ok(Resolved::Load(None));
        };
        match store.loaded_as(kind, &at_moment(hash, from))? {
            Some((load_id, file)) if load_id == latest => {
                same = Some(LoadOutcome::AlreadyLoaded { load_id, file })
            }
            _ => return Ok(Resolved::Load(Some(at))),
        }
    }
    Ok(same.map_or(Resolved::Load(Some(at)), Resolved::Same))
}

/// A content hash that also names `moment` (an observation's, or a version's start): the
/// same file at another moment is another load.
fn at_moment(hash: &str, moment: Option<i64>) -> String {
    match moment {
        None => hash.to_string(),
        Some(at) => ingest::sha256_of_parts([hash.as_bytes(), &at.to_le_bytes()[..]]),
    }
}

fn source(kind: &'static str, name: &str, content_sha256: String) -> LoadSource {
    LoadSource {
        kind,
        file: name.to_string(),
        content_sha256,
        time_zone: None,
    }
}

/// The association tree, as `version`; rows that name no cluster are `cluster`'s, or else
/// `sole`'s (the one cluster the store knows), said in a note.
pub fn assoc(
    store: &Store,
    path: &Path,
    (cluster, sole): (Option<&str>, Option<&str>),
    version: Version,
) -> anyhow::Result<Loaded> {
    let (text, hash, name) = read_small(path)?;
    let mut notes = Vec::new();
    let Rows { rows, not_utf8 } = match (ingest::assoc::parse(&text, &name, cluster), sole) {
        (Err(e), Some(sole)) if cluster.is_none() && e.reason.contains("no Cluster column") => {
            notes.push(format!("note: {name} has no Cluster column: its associations are taken as {sole}'s, the one cluster loaded (--cluster to choose another)"));
            ingest::assoc::parse(&text, &name, Some(sole))?
        }
        (rows, _) => rows?,
    };
    let mut clusters: Vec<&str> = rows.iter().map(|r| r.cluster.as_str()).collect();
    clusters.dedup();
    let resolved = resolve(store, "assoc", &clusters, &hash, version)?;
    notes.extend(resolved.note(version, &name, "the tree"));
    let valid_from = match resolved {
        Resolved::Load(from) => from,
        Resolved::Same(same) => return Loaded::new(name, same, not_utf8),
    };
    let src = source("assoc", &name, at_moment(&hash, valid_from));
    let writer = ingest::json::document_release(&text)
        .map(|v| (v, "sacctmgr --json meta"))
        .or_else(|| ingest::assoc::written_by_at_least(&text).map(|v| (v, LINEAGE_AT_LEAST)));
    let outcome = store.load_assoc(&src, &rows, valid_from, writer)?;
    let orphans = rows
        .iter()
        .filter(|r| r.user.is_empty() && r.account != "root" && r.parent_account.is_none())
        .count();
    let warnings = not_utf8
        .map(|w| format!("warning: {w}"))
        .into_iter()
        .chain(notes)
        .chain((orphans > 0).then(|| format!("warning: {name}: {orphans} accounts have no parent in this file (add ParentName to the sacctmgr format); the tree is incomplete")))
        .collect();
    Ok(Loaded {
        name,
        outcome,
        warnings,
    })
}

/// QOS, as `version`.
pub fn qos(store: &Store, path: &Path, version: Version) -> anyhow::Result<Loaded> {
    let (text, hash, name) = read_small(path)?;
    let Rows { rows, not_utf8 } = qos::parse(&text, &name)?;
    let resolved = resolve(store, "qos", &[""], &hash, version)?;
    let note = resolved.note(version, &name, "the QOS");
    let valid_from = match resolved {
        Resolved::Load(from) => from,
        Resolved::Same(same) => return Loaded::new(name, same, not_utf8),
    };
    let src = source("qos", &name, at_moment(&hash, valid_from));
    let outcome = store.load_qos(&src, &rows, valid_from)?;
    let mut loaded = Loaded::new(name, outcome, not_utf8)?;
    loaded.warnings.extend(note);
    Ok(loaded)
}

/// slurmdbd's settings (`sacctmgr show configuration`, or slurmdbd.conf): PrivateData and
/// the others `ingest::dbd` keeps.
pub fn dbd(store: &Store, path: &Path, version: Version) -> anyhow::Result<Loaded> {
    let (text, hash, name) = read_small(path)?;
    let settings = ingest::dbd::parse(&text, &name)?;
    let valid_from = match resolve(store, "dbd", &[""], &hash, version)? {
        Resolved::Load(from) => from,
        Resolved::Same(same) => return Loaded::new(name, same, None),
    };
    let src = source("dbd", &name, at_moment(&hash, valid_from));
    Loaded::new(name, store.load_dbd(&src, &settings, valid_from)?, None)
}

/// slurmdbd's users (`sacctmgr -P show user withcoord`): who operates, who coordinates.
pub fn users(store: &Store, path: &Path, version: Version) -> anyhow::Result<Loaded> {
    let (text, hash, name) = read_small(path)?;
    let Rows { rows, not_utf8 } = ingest::users::parse(&text, &name)?;
    let valid_from = match resolve(store, "users", &[""], &hash, version)? {
        Resolved::Load(from) => from,
        Resolved::Same(same) => return Loaded::new(name, same, not_utf8),
    };
    let src = source("users", &name, at_moment(&hash, valid_from));
    Loaded::new(name, store.load_users(&src, &rows, valid_from)?, not_utf8)
}

/// Cluster and node events (times in `zone`).
pub fn events(
    store: &Store,
    path: &Path,
    zone: Zone,
    cluster: Option<&str>,
) -> anyhow::Result<Loaded> {
    zoned_rows(
        store,
        (path, zone, cluster),
        "events",
        ingest::events::parse,
        Store::load_events,
    )
}

/// Reservation records (times in `zone`).
pub fn reservations(
    store: &Store,
    path: &Path,
    zone: Zone,
    cluster: Option<&str>,
) -> anyhow::Result<Loaded> {
    zoned_rows(
        store,
        (path, zone, cluster),
        "reservations",
        ingest::reservations::parse,
        Store::load_reservations,
    )
}

/// A reader of rows whose times are in a zone, for an optional cluster: (text, path, …).
type ZonedReader<R> = fn(&str, &str, Zone, Option<&str>) -> Result<Rows<R>, InputError>;

/// A small dump of `kind` rows read with times in `zone` and stored by `keep`.
fn zoned_rows<R>(
    store: &Store,
    (path, zone, cluster): (&Path, Zone, Option<&str>),
    kind: &'static str,
    parse: ZonedReader<R>,
    keep: fn(&Store, &LoadSource, &[R]) -> Result<LoadOutcome, StoreError>,
) -> anyhow::Result<Loaded> {
    let (text, hash, name) = read_small(path)?;
    let Rows { rows, not_utf8 } = parse(&text, &name, zone, cluster)?;
    let src = LoadSource {
        time_zone: Some(zone.name()),
        ..source(kind, &name, hash)
    };
    let outcome = keep(store, &src, &rows)?;
    Loaded::new(name, outcome, not_utf8)
}

/// Where the nodes and partitions of a configuration read from `scontrol show config` (which
/// has none) come from.
#[derive(Debug, Clone, Copy)]
pub enum Layout<'a> {
    /// slurm.conf (its settings are not read: the controller's are the ones in force).
    SlurmConf(&'a Path),
    /// `scontrol show partition` and `scontrol show node`.
    Scontrol {
        partitions: &'a Path,
        nodes: &'a Path,
    },
}

/// slurm.conf with its Include files (a changed include is a new configuration), or
/// `scontrol show config` with the nodes and partitions of `layout` (without: those of the
/// version it replaces), as `version`. scontrol's configuration is the settings it prints: its
/// date and the controller's state (BOOT_TIME, NEXT_JOB_ID) are not part of it, so the same
/// settings fetched another night are the same configuration.
pub fn slurm_conf(
    store: &Store,
    (path, layout): (&Path, Option<Layout>),
    cluster: Option<&str>,
    version: Version,
    release: Option<&str>,
) -> anyhow::Result<Loaded> {
    let (text, hash, name) = read_small(path)?;
    let mut parsed = conf::parse(path, &text, cluster)?;
    // As told (`slurm-wlm 26.05.5` keeps its package name, which sreport -V prints).
    if let Some(v) = release {
        parsed.settings.insert("SlurmVersion".into(), v.to_string());
    }
    let mut parts = if parsed.settings_only {
        let settings: Vec<String> = parsed
            .settings
            .iter()
            .map(|(k, v)| format!("{k}={v}\n"))
            .collect();
        vec![settings.concat().into_bytes()]
    } else {
        vec![hash.into_bytes()]
    };
    parts.extend(release.map(|v| v.as_bytes().to_vec()));
    match layout.filter(|_| parsed.settings_only) {
        Some(Layout::SlurmConf(conf_path)) => {
            let (text, hash, _) = read_small(conf_path)?;
            let layout = conf::parse(conf_path, &text, Some(&parsed.cluster))?;
            parts.push(hash.into_bytes());
            parsed.nodes = layout.nodes;
            parsed.partitions = layout.partitions;
            parsed.warnings.extend(layout.warnings);
            parsed.included_files = layout.included_files;
            parsed.settings_only = false;
        }
        Some(Layout::Scontrol { partitions, nodes }) => {
            let (p_text, _, p_name) = read_small(partitions)?;
            let (n_text, _, n_name) = read_small(nodes)?;
            let layout = conf::parse_scontrol_layout(
                (Path::new(&p_name), &p_text),
                (Path::new(&n_name), &n_text),
            )?;
            // What the nodes print changes by the minute (load, memory free): only what is
            // read of them names the configuration.
            parts.push(format!("{:?}{:?}", layout.nodes, layout.partitions).into_bytes());
            parsed.nodes = layout.nodes;
            parsed.partitions = layout.partitions;
            parsed.warnings.extend(layout.warnings);
            parsed.settings_only = false;
        }
        None if parsed.settings_only => parsed.warnings.push(format!(
            "{name}: scontrol show config has no partitions or nodes: those of the slurm.conf it replaces are kept (load slurm.conf first)"
        )),
        None => {}
    }
    let mut warnings: Vec<String> = parsed
        .warnings
        .iter()
        .map(|w| format!("warning: {w}"))
        .collect();
    for inc in &parsed.included_files {
        parts.push(std::fs::read(inc).with_context(|| format!("reading {}", inc.display()))?);
    }
    let hash = ingest::sha256_of_parts(parts.iter().map(Vec::as_slice));
    let resolved = resolve(store, "conf", &[&parsed.cluster], &hash, version)?;
    warnings.extend(resolved.note(version, &name, "the configuration"));
    let outcome = match resolved {
        Resolved::Load(valid_from) => {
            let src = source("conf", &name, at_moment(&hash, valid_from));
            store.load_conf(&src, &parsed, valid_from)?
        }
        Resolved::Same(same) => same,
    };
    Ok(Loaded {
        name,
        outcome,
        warnings,
    })
}

/// The controller's start `scontrol show config` names (BOOT_TIME, in `zone`), kept as a start
/// of `cluster`'s controller as the transaction log's registrations are: in every capture
/// (22.05, 24.11, 26.05) it is the second slurmctld registered with slurmdbd. None when
/// `path` is not scontrol's (slurm.conf) or names none.
pub fn controller_boot(
    store: &Store,
    path: &Path,
    zone: Zone,
    cluster: Option<&str>,
) -> anyhow::Result<Option<Loaded>> {
    let (text, _, name) = read_small(path)?;
    let parsed = conf::parse(path, &text, cluster)?;
    let Some((line, boot)) = parsed.boot_time else {
        return Ok(None);
    };
    let bad = |e: String| InputError::field(&name, line, "BOOT_TIME", &boot, e);
    let local = ingest::slurm_time::parse_timestamp(&boot)
        .map_err(bad)?
        .ok_or_else(|| bad("expected a time".into()))?;
    let at = zone.to_utc(local).and_utc().timestamp();
    let c = parsed.cluster.as_str();
    let hash = ingest::sha256_of_parts([c.as_bytes(), &at.to_le_bytes()[..]]);
    let outcome = store.load_controller_start(&source("boot", &name, hash), c, at)?;
    Ok(Some(Loaded::new(
        format!("{name} BOOT_TIME"),
        outcome,
        None,
    )?))
}

/// slurmctld's `priority_last_decay_ran`, for `cluster`.
pub fn controller_state(store: &Store, path: &Path, cluster: &str) -> anyhow::Result<Loaded> {
    let (bytes, hash, name) = read_bytes(path)?;
    let state = ingest::state::parse(&bytes, &name)?;
    let hash = ingest::sha256_of_parts([hash.as_bytes(), cluster.as_bytes()]);
    let outcome = store.load_controller_state(&source("state", &name, hash), cluster, &state)?;
    Loaded::new(name, outcome, None)
}

/// slurmdbd's transaction log (`sacctmgr show transactions -P`): when associations were
/// created. Rows without a Cluster column are `cluster`'s.
pub fn transactions(
    store: &Store,
    path: &Path,
    zone: Zone,
    cluster: Option<&str>,
) -> anyhow::Result<Loaded> {
    let (text, hash, name) = read_small(path)?;
    let log = ingest::transactions::parse(&text, &name, zone)?;
    let unnamed = log.created.iter().any(|r| r.cluster.is_none())
        || log.shares.iter().any(|r| r.cluster.is_none());
    let fallback = match cluster {
        Some(c) => c,
        None if !unnamed => "",
        None => {
            return Err(InputError::new(
                &name,
                1,
                "the transactions have no Cluster column and several clusters are loaded: give --cluster",
            )
            .into())
        }
    };
    let hash = ingest::sha256_of_parts([hash.as_bytes(), fallback.as_bytes()]);
    let outcome = store.load_transactions(&source("transactions", &name, hash), fallback, &log)?;
    Loaded::new(name, outcome, log.not_utf8)
}

/// A saved queue: squeue's output (`kind` "squeue", its times in `zone`) or `sprio -l`'s
/// ("sprio", its jobs pending and their nice values), observed at `at` on `cluster`.
pub fn observed_queue(
    store: &Store,
    (path, zone): (&Path, Zone),
    kind: &'static str,
    (cluster, at): (&str, i64),
) -> anyhow::Result<Loaded> {
    let (text, hash, name) = read_small(path)?;
    let Rows { rows, not_utf8 } = if kind == "sprio" {
        let saved = ingest::sprio::parse(&text, &name)?;
        let rows = saved
            .rows
            .into_iter()
            .map(|r| ingest::squeue::ObservedQueue {
                job_id: r.job_id,
                state: "PENDING".into(),
                priority: r.numbers[0].map(|p| p as i64),
                // Plain sprio (without -l) prints no NICE: unknown, not 0.
                nice: r.numbers[7].map(|n| n as i64),
                reason: None,
                age: r.numbers[1].map(|a| a as i64),
                owner: None,
            })
            .collect();
        Rows {
            rows,
            not_utf8: saved.not_utf8,
        }
    } else {
        ingest::squeue::parse(&text, &name, zone)?
    };
    let src = LoadSource {
        // squeue's submission times were read in it.
        time_zone: (kind == "squeue").then(|| zone.name()),
        ..source(kind, &name, at_moment(&hash, Some(at)))
    };
    let outcome = store.load_observed_queue(&src, cluster, at, &rows)?;
    Loaded::new(name, outcome, not_utf8)
}

/// A saved `sprio -l`'s rows, as `observed_queue` reads them, for `check sprio`.
pub fn saved_sprio(path: &Path) -> anyhow::Result<Rows<ObservedPriority>> {
    let (text, _, name) = read_small(path)?;
    Ok(ingest::sprio::parse(&text, &name)?)
}

/// A saved `sshare -a` (`-P`, or as printed; `columns`: the `-o` list of one printed with
/// `-P -n`), observed at `at` on `cluster`.
pub fn observed_sshare(
    store: &Store,
    (path, columns): (&Path, Option<&[String]>),
    (cluster, at): (&str, i64),
) -> anyhow::Result<Loaded> {
    let (text, hash, name) = read_small(path)?;
    let Rows { rows, not_utf8 } = resolve_cut_names(
        store,
        ingest::sshare::parse(&text, &name, columns)?,
        &name,
        (cluster, at),
    )?;
    let src = source("sshare", &name, at_moment(&hash, Some(at)));
    let outcome = store.load_observed_sshare(&src, cluster, at, &rows)?;
    Loaded::new(name, outcome, not_utf8)
}

/// A saved `sshare -a`'s rows, as `observed_sshare` reads them, and its text column by
/// column, for `check sshare`.
pub fn saved_sshare(
    store: &Store,
    (path, columns): (&Path, Option<&[String]>),
    (cluster, at): (&str, i64),
) -> anyhow::Result<(Rows<ObservedShare>, Printed)> {
    let (text, _, name) = read_small(path)?;
    let mut saved = ingest::sshare::parse(&text, &name, columns)?;
    let printed = std::mem::take(&mut saved.printed);
    Ok((
        resolve_cut_names(store, saved, &name, (cluster, at))?,
        printed,
    ))
}

/// The rows with the names sshare cut to their column's width (its fixed-width layout)
/// resolved against `cluster`'s association tree in force at `at`.
fn resolve_cut_names(
    store: &Store,
    mut saved: Saved,
    name: &str,
    (cluster, at): (&str, i64),
) -> anyhow::Result<Rows<ObservedShare>> {
    let not_utf8 = saved.not_utf8.take();
    if saved.cut.is_empty() {
        return Ok(Rows {
            rows: saved.rows,
            not_utf8,
        });
    }
    let mut tree = TreeNames::default();
    tree.clusters.insert(cluster.to_string());
    for a in store.assoc_rows(cluster, AsOf::At(at))? {
        tree.accounts.insert(a.account);
        if !a.user.is_empty() {
            tree.users.insert(a.user);
        }
        if !a.partition.is_empty() {
            tree.partitions.insert(a.partition);
        }
    }
    Ok(Rows {
        rows: saved.resolve(name, &tree)?,
        not_utf8,
    })
}

/// slurmdbd's TRES table (`sacctmgr -P show tres`): the names archive files' TRES ids have.
pub fn tres(store: &Store, path: &Path) -> anyhow::Result<Loaded> {
    let (text, hash, name) = read_small(path)?;
    let Rows { rows, not_utf8 } = ingest::tres_table::parse(&text, &name)?;
    let src = source("tres", &name, hash);
    Loaded::new(name, store.load_tres(&src, &rows)?, not_utf8)
}

/// slurmdbd's archive files (or the files of ArchiveDir folders), as one load: their jobs and
/// steps as sacct printed them before the purge, merged with sacct loads (a job in both is one
/// job), their events, reservations and transactions as sacctmgr printed them. The ids they
/// hold are named by the association tree, QOS, TRES table and reservations loaded before
/// (and the reservations archived beside them).
pub fn archive(store: &Store, paths: &[PathBuf]) -> anyhow::Result<Loaded> {
    use ingest::archive::{self, Kind};
    let mut files = Vec::new();
    for path in paths {
        if path.is_dir() {
            let mut inside: Vec<PathBuf> = std::fs::read_dir(path)
                .and_then(|d| d.map(|e| e.map(|e| e.path())).collect())
                .with_context(|| format!("reading the folder {}", path.display()))?;
            inside.retain(|p| p.is_file());
            inside.sort();
            files.extend(inside);
        } else {
            files.push(path.clone());
        }
    }
    if files.is_empty() {
        anyhow::bail!("no archive files in {}", paths_text(paths));
    }
    // Each file is read whole once per pass and let go: a decade of archives is not held.
    let mut headers = Vec::new();
    let mut hashes = Vec::new();
    for file in &files {
        let (bytes, hash, name) = read_bytes(file)?;
        for header in archive::read_headers(&bytes, &name)? {
            headers.push((file.as_path(), header));
        }
        hashes.push(hash);
    }
    // The same files again: known by their content before their records are read.
    hashes.sort();
    let content_sha256 = ingest::sha256_of_parts(hashes.iter().map(|h| h.as_bytes()));
    let name = paths_text(paths);
    if let Some((load_id, file)) = store.loaded_as("archive", &content_sha256)? {
        return Loaded::new(name, LoadOutcome::AlreadyLoaded { load_id, file }, None);
    }
    // A file's archives of a cluster and kind (a plain-SQL file may hold several).
    let read = |file: &Path,
                (cluster, kind): (&str, Kind)|
     -> anyhow::Result<Vec<(String, archive::Archive)>> {
        let (bytes, _, name) = read_bytes(file)?;
        Ok(archive::read_all(&bytes, &name)?
            .into_iter()
            .filter(|a| a.header.cluster == cluster && a.header.kind == kind)
            .map(|a| (name.clone(), a))
            .collect())
    };
    let mut clusters: Vec<&str> = headers.iter().map(|h| h.1.cluster.as_str()).collect();
    clusters.sort();
    clusters.dedup();
    let mut load = store.begin_sacct_load()?;
    let mut warnings = Vec::new();
    let (mut events, mut reservations, mut logs) = (Vec::new(), Vec::new(), Vec::new());
    for cluster in clusters {
        let holds = |kind: Kind| {
            headers
                .iter()
                .any(|h| h.1.cluster == cluster && h.1.kind == kind)
        };
        // The archives of `kind` of this cluster, a file at a time.
        let of = |kind: Kind| {
            let mut files: Vec<&Path> = headers
                .iter()
                .filter(|h| h.1.cluster == cluster && h.1.kind == kind)
                .map(|h| h.0)
                .collect();
            files.dedup();
            files
                .into_iter()
                .flat_map(move |f| match read(f, (cluster, kind)) {
                    Ok(archives) => archives.into_iter().map(Ok).collect::<Vec<_>>(),
                    Err(e) => vec![Err(e)],
                })
        };
        let mut names = store.archive_names(cluster)?;
        for next in of(Kind::Reservations) {
            let (path, a) = next?;
            names.reservations.extend(archive::reservation_names(&a));
            reservations.extend(archive::reservations(&a, &path, &names)?);
        }
        if holds(Kind::Jobs) && names.users.is_empty() {
            anyhow::bail!("the jobs of cluster {cluster} name their association by id: load its tree with the ID column first (`sacctmgr -P show assoc format=Cluster,Account,User,Partition,ID,ParentName,Share`, `fairtrace load assoc`)");
        }
        let mut cpu = archive::StepCpu::new();
        for next in of(Kind::Steps) {
            let (path, a) = next?;
            archive::step_cpu(&a, &path, &mut cpu)?;
        }
        // The jobs' DB indexes, for step archives to find their jobs by.
        let has_steps = holds(Kind::Steps);
        let mut index = archive::JobIndex::new();
        for next in of(Kind::Jobs) {
            let (path, a) = next?;
            if let Some(id) = archive::unknown_tres(&a, &names) {
                if !store.knows_tres()? {
                    anyhow::bail!("{path}: TRES id {id} has no name here: load slurmdbd's TRES table first (`sacctmgr -P show tres`, `fairtrace load tres`)");
                }
                warnings.push(format!("warning: {path}: TRES id {id} is not in the TRES table loaded: left out of the jobs' TRES, as sacct leaves it out"));
            }
            let (jobs, notes) =
                archive::job_records(&a, &path, &names, (&cpu, has_steps.then_some(&mut index)))?;
            warnings.extend(notes.into_iter().map(|n| format!("note: {path}: {n}")));
            insert_records(
                &mut load,
                jobs.into_iter().map(|j| Record::Job(Box::new(j))).collect(),
            )?;
        }
        for next in of(Kind::Steps) {
            let (path, a) = next?;
            let (steps, orphans) = archive::step_records(&a, &path, &names, &index)?;
            if orphans > 0 {
                warnings.push(format!("note: {path}: {orphans} steps of jobs in none of the job archives given: not loaded"));
            }
            insert_records(
                &mut load,
                steps
                    .into_iter()
                    .map(|s| Record::Step(Box::new(s)))
                    .collect(),
            )?;
        }
        for next in of(Kind::Events) {
            let (path, a) = next?;
            events.extend(archive::events(&a, &path, &names)?);
        }
        for next in of(Kind::Transactions) {
            let (path, a) = next?;
            logs.push((cluster.to_string(), archive::transactions(&a, &path)?));
        }
    }
    // Usage is rolled up from the jobs, suspensions are in the jobs' times, and environments
    // and scripts are not kept.
    let kept = [
        Kind::Jobs,
        Kind::Steps,
        Kind::Events,
        Kind::Reservations,
        Kind::Transactions,
    ];
    for (file, header) in &headers {
        if !kept.contains(&header.kind) {
            warnings.push(format!(
                "note: {}: {} records of {}: not kept",
                file.display(),
                header.count,
                header.kind.words()
            ));
        }
    }
    load.insert_history(&events, &reservations, &logs)?;
    if load.records() == 0 {
        anyhow::bail!("nothing fairtrace keeps in {}", paths_text(paths));
    }
    let release = headers
        .iter()
        .max_by_key(|h| h.1.protocol)
        .and_then(|h| SlurmVersion::parse(h.1.release).ok());
    let src = source("archive", &name, content_sha256);
    let outcome = load.finish(&src, 0, release.map(|v| (v, "slurmdbd archive header")))?;
    Ok(Loaded {
        name,
        outcome,
        warnings,
    })
}

fn paths_text(paths: &[PathBuf]) -> String {
    let names: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
    names.join(", ")
}
