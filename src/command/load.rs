//! `load`: files into the store, each one load in one transaction (`crate::load`); what each
//! did is said on `out`, what its reader warns of as notes. `publish` then makes the store
//! what queries read.

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::ingest::sacct::SacctOptions;
use crate::ingest::Source;
use crate::load::{self, LoadOutcome, Loaded, Version};
use crate::replay::{Context, Notes};
use crate::store::Store;

/// Saved output of a live system, observed at a moment.
pub enum Observed {
    Squeue,
    Sprio,
    /// With the column names of a file printed without a header.
    Sshare(Option<Vec<String>>),
}

/// What to load; `cluster` is the one named (`--cluster`) when the file may not say.
pub enum Request {
    Sacct {
        files: Vec<String>,
        opts: SacctOptions,
    },
    Swf {
        file: PathBuf,
        cluster: String,
    },
    Assoc {
        file: PathBuf,
        cluster: Option<String>,
        version: Version,
    },
    Qos {
        file: PathBuf,
        version: Version,
    },
    Users(PathBuf),
    Dbd(PathBuf),
    Tres(PathBuf),
    /// Archive files, or ArchiveDir folders.
    Archive(Vec<PathBuf>),
    Conf {
        file: PathBuf,
        /// `scontrol show partition` and `show node` outputs, for `scontrol show config`.
        scontrol: Option<(PathBuf, PathBuf)>,
        cluster: Option<String>,
        version: Version,
        /// The release that ran under the file, when told.
        release: Option<String>,
    },
    Events {
        file: PathBuf,
        cluster: Option<String>,
    },
    Reservations {
        file: PathBuf,
        cluster: Option<String>,
    },
    State {
        file: PathBuf,
        cluster: Option<String>,
    },
    Transactions {
        file: PathBuf,
        cluster: Option<String>,
    },
    Observed {
        kind: Observed,
        file: PathBuf,
        cluster: Option<String>,
        at: i64,
    },
}

/// How the caller follows a file while it is read (a progress bar on a terminal).
pub struct Reading {
    /// Wraps the file's bytes as they are read.
    pub watch: Box<dyn FnOnce(Source) -> Source + Send>,
    /// Called once the file is read (or failed).
    pub done: Box<dyn FnOnce()>,
}

/// Builds the `Reading` of a file.
pub type Follow<'a> = &'a dyn Fn(&str) -> Reading;

/// Loads what `request` names into `store`: the exit status.
pub fn run(
    ctx: &Context,
    store: &Store,
    request: &Request,
    follow: Follow,
    out: &mut dyn Write,
) -> anyhow::Result<u8> {
    let zone = ctx.zone;
    // Transactions and controller state are kept for the cluster named, if loaded, else the
    // one loaded.
    let cluster = |named: &Option<String>| crate::replay::cluster(store, named.as_deref());
    let loaded = match request {
        Request::Sacct { files, opts } => return sacct(ctx, store, (files, opts), follow, out),
        Request::Swf { file, cluster } => load::swf(store, file, cluster)?,
        Request::Assoc {
            file,
            cluster,
            version,
        } => {
            let known = store.known_clusters()?;
            let sole = match (cluster, known.as_slice()) {
                (None, [one]) => Some(one.as_str()),
                _ => None,
            };
            load::assoc(store, file, (cluster.as_deref(), sole), *version)?
        }
        Request::Qos { file, version } => load::qos(store, file, *version)?,
        Request::Users(file) => load::users(store, file, Version::Latest)?,
        Request::Dbd(file) => load::dbd(store, file, Version::Latest)?,
        Request::Tres(file) => load::tres(store, file)?,
        Request::Archive(paths) => load::archive(store, paths)?,
        Request::Events { file, cluster } => load::events(store, file, zone, cluster.as_deref())?,
        Request::Reservations { file, cluster } => {
            load::reservations(store, file, zone, cluster.as_deref())?
        }
        Request::Conf {
            file,
            scontrol,
            cluster,
            version,
            release,
        } => {
            let layout = scontrol
                .as_ref()
                .map(|(partitions, nodes)| load::Layout::Scontrol { partitions, nodes });
            load::slurm_conf(
                store,
                (file, layout),
                cluster.as_deref(),
                *version,
                release.as_deref(),
            )?
        }
        Request::Transactions { file, cluster: c } => {
            let only = cluster(c).ok();
            load::transactions(store, file, zone, only.as_deref())?
        }
        Request::State { file, cluster: c } => load::controller_state(store, file, &cluster(c)?)?,
        Request::Observed {
            kind,
            file,
            cluster: c,
            at,
        } => {
            // Kept for the cluster named, whatever else is loaded yet.
            let cluster = match c {
                Some(c) => c.clone(),
                None => cluster(&None)?,
            };
            let observed = (cluster.as_str(), *at);
            match kind {
                Observed::Squeue => load::observed_queue(store, (file, zone), "squeue", observed)?,
                Observed::Sprio => load::observed_queue(store, (file, zone), "sprio", observed)?,
                Observed::Sshare(columns) => {
                    load::observed_sshare(store, (file, columns.as_deref()), observed)?
                }
            }
        }
    };
    say(&ctx.notify, &loaded, out)?;
    Ok(0)
}

/// sacct dumps, one load each; a dump without a Cluster column belongs to the one cluster
/// the store knows.
fn sacct(
    ctx: &Context,
    store: &Store,
    (files, opts): (&[String], &SacctOptions),
    follow: Follow,
    out: &mut dyn Write,
) -> anyhow::Result<u8> {
    let known = store.known_clusters()?;
    let sole = match (&opts.cluster, known.as_slice()) {
        (None, [one]) => Some(one.clone()),
        _ => None,
    };
    let opts = SacctOptions {
        cluster: opts.cluster.clone().or(sole.clone()),
        ..opts.clone()
    };
    for file in files {
        let reading = follow(file);
        let loaded = load::sacct(store, file, (&opts, ctx.zone), reading.watch);
        (reading.done)();
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
            ctx.note(&format!("note: {name} has no Cluster column: its jobs are taken as {c}'s, the one cluster loaded (--cluster to choose another)"));
        }
        for w in &loaded.warnings {
            ctx.note(&format!("warning: {w}"));
        }
        for s in &loaded.skipped {
            ctx.note(&format!("warning: skipped {s}"));
        }
        outcome(name, &loaded.outcome, out)?;
    }
    Ok(0)
}

/// What a load did, and what its reader warned of.
fn say(notes: &Notes, loaded: &Loaded, out: &mut dyn Write) -> anyhow::Result<()> {
    for w in &loaded.warnings {
        notes.say(w);
    }
    outcome(&loaded.name, &loaded.outcome, out)
}

fn outcome(file: &str, outcome: &LoadOutcome, out: &mut dyn Write) -> anyhow::Result<()> {
    match outcome {
        LoadOutcome::Loaded {
            load_id,
            records,
            kept,
            skipped,
        } => {
            let skipped = match skipped {
                0 => String::new(),
                n => format!(", {n} skipped"),
            };
            writeln!(out, "{file}: loaded {records} records as load #{load_id} ({kept} kept after merging{skipped})")?;
        }
        LoadOutcome::AlreadyLoaded {
            load_id,
            file: first,
        } => {
            writeln!(
                out,
                "{file}: already loaded as load #{load_id} (from {first}); nothing changed"
            )?;
        }
    }
    Ok(())
}

/// Ends a load: the caches answers need built (`replay::build_caches`), everything
/// checkpointed into the file `db`, and a snapshot of it published for queries.
pub fn publish(ctx: &Context, store: Store, db: &Path) -> anyhow::Result<()> {
    use anyhow::Context as _;
    // As a query without --set asks; the notes are the query's to print.
    let ctx = Context {
        set: Vec::new(),
        notify: Notes::none(),
        ..ctx.clone()
    };
    crate::replay::build_caches(&ctx, &store);
    store.checkpoint()?;
    // Closed: the file is published as it is, and the store gets another.
    drop(store);
    crate::store::publish::publish(db)
        .with_context(|| format!("publishing a snapshot of {} for queries", db.display()))?;
    Ok(())
}
