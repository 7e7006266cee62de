//! `fairtrace collect`: a live cluster's history fetched with Slurm's own clients and loaded.
//! sacct is asked one day at a time (slurmdbd is never asked for a year at once), sacctmgr for
//! the tree, QOS, events, reservations and transaction log, scontrol for the configuration,
//! and what the controller prints now, in one second: the queue (squeue: holds and nice,
//! which sacct does not keep), `sshare -a -l` and `sprio -l` (to check the run against);
//! every client runs with `TZ=UTC`, so no time depends on the host's zone. Everything is
//! fetched before anything is loaded: a client that fails loads nothing. Each file is then
//! one load (`crate::load`), so a run killed while loading leaves whole loads, and the next
//! run, fetching the same days again, adds only what is missing.

use std::io::BufRead;
use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{anyhow, bail, Context};
use chrono::{Days, NaiveDate};

use crate::ingest::sacct::SacctOptions;
use crate::ingest::slurm_time::Zone;
use crate::load::{self, LoadOutcome, Version};
use crate::replay::check::{self, Tally};
use crate::store::load::RunCheck;
use crate::store::Store;

pub mod rest;

/// The sacct columns fairtrace's reader uses, in the order asked for (those the release's
/// `sacct --helpformat` does not list are left out).
pub const SACCT_COLUMNS: &[&str] = &[
    "JobID",
    "JobIDRaw",
    "Cluster",
    "Partition",
    "Account",
    "User",
    "UID",
    "QOS",
    "QOSREQ",
    "Submit",
    "Eligible",
    "Start",
    "End",
    "Elapsed",
    "ElapsedRaw",
    "State",
    "ExitCode",
    "Timelimit",
    "Priority",
    "Reservation",
    "ReservationId",
    "Flags",
    "Reason",
    "ReqCPUS",
    "AllocCPUS",
    "NCPUS",
    "NNodes",
    "AllocNodes",
    "ReqMem",
    "ReqTRES",
    "AllocTRES",
    "TotalCPU",
    "NodeList",
    "JobName",
    "SubmitLine",
    // seff's: the group's name, and the steps' tasks and usage (sites purge steps early).
    "Group",
    "NTasks",
    "TRESUsageInAve",
    "TRESUsageInMax",
    "TRESUsageInTot",
];

/// The columns the sacct reader cannot do without (any one of each group): a job id, the
/// cluster (collect names none for it), the state and the submit time.
const SACCT_REQUIRED: &[&[&str]] = &[
    &["JobID", "JobIDRaw"],
    &["Cluster"],
    &["State"],
    &["Submit"],
];

/// What a fetched file is, and so how it is loaded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// `scontrol show config` (or slurm.conf, which slurmrestd serves nothing for).
    Conf,
    /// The slurm.conf this host reads: the nodes and partitions `scontrol show config` leaves
    /// out, loaded with it.
    Layout,
    /// `scontrol show partition` and `show node`, for them where no slurm.conf is readable (a
    /// configless login node).
    Partitions,
    Nodes,
    Qos,
    /// slurmdbd's users (AdminLevel, coordinators): whom PrivateData shows what.
    Users,
    /// slurmdbd's settings (`sacctmgr show configuration`): its PrivateData.
    Dbd,
    Assoc,
    /// slurmdbd's TRES table: the names of the TRES ids in its archive files.
    Tres,
    /// The jobs of one day (UTC).
    Sacct(NaiveDate),
    /// The controller's queue now (`squeue`): holds and nice, which sacct does not keep.
    Queue,
    /// `sshare -a -l -P` now: observed, and what the run checks itself against.
    Sshare,
    /// `sprio -l -h` now: what the run checks itself against.
    Sprio,
    Events,
    Reservations,
    Transactions,
}

/// Where a fetched file comes from.
#[derive(Debug, Clone, PartialEq)]
pub enum Source {
    /// A Slurm client's output, run with `TZ=UTC`.
    Client {
        program: &'static str,
        args: Vec<String>,
    },
    /// A GET from slurmrestd (the whole URL).
    Rest { url: String },
    /// A file this host reads in place (slurm.conf, whose Include lines name files beside it).
    File { path: PathBuf },
}

/// One fetch: the file its output is kept as, what it is, and where it comes from.
#[derive(Debug, Clone, PartialEq)]
pub struct Fetch {
    pub file: String,
    pub kind: Kind,
    pub source: Source,
}

/// An argument as a shell word (quoted where it needs it).
fn shell_word(a: &str) -> String {
    let plain = a
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '=' | ',' | ':' | '.' | '/'));
    if plain && !a.is_empty() {
        a.to_string()
    } else {
        format!("'{}'", a.replace('\'', r"'\''"))
    }
}

impl Kind {
    /// What the controller prints of this moment: fetched together, in one second.
    pub fn observed(self) -> bool {
        matches!(self, Kind::Queue | Kind::Sshare | Kind::Sprio)
    }
}

impl Fetch {
    fn new(file: String, kind: Kind, program: &'static str, args: &[&str]) -> Fetch {
        Fetch {
            file,
            kind,
            source: Source::Client {
                program,
                args: args.iter().map(|a| a.to_string()).collect(),
            },
        }
    }

    /// The command as a shell line (`TZ=UTC sacct …`, `curl …`), its output into the file.
    pub fn shell_line(&self) -> String {
        match &self.source {
            Source::Client { program, args } => {
                let args: Vec<String> = args.iter().map(|a| shell_word(a)).collect();
                format!("TZ=UTC {program} {} > {}", args.join(" "), self.file)
            }
            Source::Rest { url } => format!(
                "curl -sS --fail-with-body -H \"X-SLURM-USER-TOKEN: $SLURM_JWT\" {} > {}",
                shell_word(url),
                self.file
            ),
            Source::File { path } => {
                format!("cp {} {}", shell_word(&path.to_string_lossy()), self.file)
            }
        }
    }

    /// What the fetch runs, for messages and the progress bar.
    pub fn what(&self) -> String {
        match &self.source {
            Source::Client { program, .. } => format!("{program} {}", self.file),
            Source::Rest { .. } => format!("slurmrestd {}", self.file),
            Source::File { path } => path.display().to_string(),
        }
    }
}

/// What to fetch for [`since`, `until`) (whole days, UTC) of `cluster` (every cluster
/// slurmdbd has when None): the configuration the controller runs with, its nodes and
/// partitions (`slurm_conf`'s when this host reads one, else scontrol's), QOS, what the
/// controller prints now (queue, sshare, sprio: before sacct, so that every job they show is
/// in the day's dump), the tree, sacct for each day with `columns`, then events, reservations
/// and the transaction log.
pub fn plan(
    cluster: Option<&str>,
    (since, until): (NaiveDate, NaiveDate),
    columns: &[&str],
    slurm_conf: Option<&Path>,
) -> Vec<Fetch> {
    let day = |d: NaiveDate| d.format("%Y-%m-%dT00:00:00").to_string();
    let mut out = vec![Fetch::new(
        "config.txt".into(),
        Kind::Conf,
        "scontrol",
        &["show", "config"],
    )];
    match slurm_conf {
        Some(path) => out.push(Fetch {
            file: "slurm.conf".into(),
            kind: Kind::Layout,
            source: Source::File {
                path: path.to_path_buf(),
            },
        }),
        // -a: hidden partitions too.
        None => out.extend([
            Fetch::new(
                "partitions.txt".into(),
                Kind::Partitions,
                "scontrol",
                &["-a", "show", "partition"],
            ),
            Fetch::new(
                "nodes.txt".into(),
                Kind::Nodes,
                "scontrol",
                &["-a", "show", "node"],
            ),
        ]),
    }
    out.push(Fetch::new(
        "qos.psv".into(),
        Kind::Qos,
        "sacctmgr",
        // sacctmgr's default columns (those every release from 22.05 knows) and the ids
        // slurmdbd orders QOS by in sreport.
        &[
            "-P",
            "show",
            "qos",
            "format=ID,Name,Priority,GraceTime,Preempt,PreemptExemptTime,PreemptMode,Flags,\
             UsageThres,UsageFactor,GrpTRES,GrpTRESMins,GrpTRESRunMins,GrpJobs,GrpSubmit,\
             GrpWall,MaxTRES,MaxTRESPerNode,MaxTRESMins,MaxWall,MaxTRESPU,MaxJobsPU,\
             MaxSubmitPU,MaxTRESPA,MaxJobsPA,MaxSubmitPA,MinTRES",
        ],
    ));
    // Owners and submissions too: sacct never lists a job without an eligible time.
    let observed: [(&str, Kind, &'static str, &[&str]); 3] = [
        (
            "squeue.psv",
            Kind::Queue,
            "squeue",
            &["-a", "-t", "all", "-o", "%i|%T|%Q|%y|%r|%u|%a|%P|%V"],
        ),
        ("sshare.psv", Kind::Sshare, "sshare", &["-a", "-l", "-P"]),
        ("sprio.txt", Kind::Sprio, "sprio", &["-l", "-h"]),
    ];
    for (file, kind, program, args) in observed {
        let mut args = args.to_vec();
        if let Some(c) = cluster {
            args.extend(["-M", c]);
        }
        out.push(Fetch::new(file.into(), kind, program, &args));
    }
    out.push(Fetch::new(
        "users.psv".into(),
        Kind::Users,
        "sacctmgr",
        &["-P", "show", "user", "withcoord"],
    ));
    out.push(Fetch::new(
        "dbd.txt".into(),
        Kind::Dbd,
        "sacctmgr",
        &["show", "configuration"],
    ));
    let mut assoc = vec!["-P", "show", "assoc"];
    let where_cluster = cluster.map(|c| format!("cluster={c}"));
    if let Some(w) = &where_cluster {
        assoc.extend(["where", w]);
    }
    assoc.push("format=Cluster,Account,User,Partition,ID,ParentID,ParentName,Share,Priority,QOS,DefaultQOS");
    out.push(Fetch::new(
        "assoc.psv".into(),
        Kind::Assoc,
        "sacctmgr",
        &assoc,
    ));
    out.push(Fetch::new(
        "tres.psv".into(),
        Kind::Tres,
        "sacctmgr",
        &["-P", "show", "tres"],
    ));
    let format = format!("--format={}", columns.join(","));
    let mut d = since;
    while d < until {
        let next = d + Days::new(1);
        let (from, to) = (day(d), day(next));
        let mut args = vec!["-a", "-D", "-P", "-S", &from, "-E", &to, &format];
        let m = cluster.map(|c| format!("--clusters={c}"));
        if let Some(m) = &m {
            args.push(m);
        }
        out.push(Fetch::new(
            format!("sacct-{d}.psv"),
            Kind::Sacct(d),
            "sacct",
            &args,
        ));
        d = next;
    }
    let (start, end) = (
        format!("start={}", day(since)),
        format!("end={}", day(until)),
    );
    let mut event = vec!["-P", "show", "event"];
    if let Some(w) = &where_cluster {
        event.push(w);
    }
    event.extend([
        start.as_str(),
        end.as_str(),
        "format=Cluster,NodeName,TimeStart,TimeEnd,State,StateRaw,TRES,Reason",
    ]);
    out.push(Fetch::new(
        "events.psv".into(),
        Kind::Events,
        "sacctmgr",
        &event,
    ));
    let mut resv = vec!["-P", "show", "reservation"];
    if let Some(w) = &where_cluster {
        resv.push(w);
    }
    resv.extend([
        start.as_str(),
        end.as_str(),
        "format=Cluster,Name,ID,TRES,Start,End,Flags,Associations",
    ]);
    out.push(Fetch::new(
        "reservations.psv".into(),
        Kind::Reservations,
        "sacctmgr",
        &resv,
    ));
    out.push(Fetch::new(
        "transactions.psv".into(),
        Kind::Transactions,
        "sacctmgr",
        &[
            "-P",
            "show",
            "transactions",
            &start,
            &end,
            "format=Time,Action,Actor,Cluster,Where,Info",
        ],
    ));
    out
}

/// Runs `program args` with `TZ=UTC`; its standard output, or an error naming the command,
/// its exit status and what it printed on standard error.
fn run(program: &str, args: &[String]) -> anyhow::Result<Vec<u8>> {
    let line = format!("{program} {}", args.join(" "));
    let out = Command::new(program)
        .args(args)
        .env("TZ", "UTC")
        .output()
        .with_context(|| format!("cannot run `{line}` (are Slurm's clients on PATH?)"))?;
    if !out.status.success() {
        bail!(
            "`{line}` failed ({}): {}",
            out.status,
            String::from_utf8_lossy(&out.stderr).trim()
        );
    }
    Ok(out.stdout)
}

/// The sacct columns to ask for: those of [`SACCT_COLUMNS`] this release's sacct knows (its
/// `sacct --helpformat`), all of them when it cannot be asked. An error when it lists none of
/// [`SACCT_REQUIRED`]'s of a group.
pub fn sacct_columns(ask: bool) -> anyhow::Result<Vec<&'static str>> {
    if !ask {
        return Ok(SACCT_COLUMNS.to_vec());
    }
    let help = String::from_utf8_lossy(&run("sacct", &["--helpformat".to_string()])?).to_string();
    let known: Vec<String> = help
        .split_whitespace()
        .map(str::to_ascii_lowercase)
        .collect();
    let columns: Vec<&str> = SACCT_COLUMNS
        .iter()
        .copied()
        .filter(|c| known.iter().any(|k| k == &c.to_ascii_lowercase()))
        .collect();
    let missing: Vec<String> = SACCT_REQUIRED
        .iter()
        .filter(|group| !group.iter().any(|c| columns.contains(c)))
        .map(|group| group.join(" or "))
        .collect();
    if !missing.is_empty() {
        bail!(
            "`sacct --helpformat` does not list {}, which collect needs to load jobs (it lists {} of the columns collect asks for: {}); is this Slurm's sacct? It printed: {:?}",
            missing.join(", "),
            columns.len(),
            SACCT_COLUMNS.join(","),
            help.chars().take(200).collect::<String>()
        );
    }
    Ok(columns)
}

/// What a run fetched: the files written, in the plan's order, the moment it fetched them at
/// (the controller's clock, from `scontrol show config`'s first line; else this host's), the
/// second the controller printed what it knows now in, and the release slurmrestd names.
pub struct Fetched {
    pub dir: PathBuf,
    /// None for what the controller prints now when it did not answer.
    pub files: Vec<Option<PathBuf>>,
    pub at: i64,
    /// The second of the queue, sshare and sprio (None: none was printed).
    pub observed_at: Option<i64>,
    pub release: Option<crate::model::version::SlurmVersion>,
    pub warnings: Vec<String>,
}

impl Fetched {
    /// Where the fetch of `kind` in `plan` (the plan fetched) was written, if it was.
    pub fn saved(&self, plan: &[Fetch], kind: Kind) -> Option<&Path> {
        plan.iter()
            .zip(&self.files)
            .find(|(f, _)| f.kind == kind)
            .and_then(|(_, p)| p.as_deref())
    }
}

/// `scontrol show config`'s first line: `Configuration data as of 2026-11-25T13:13:00`
/// (in UTC, the zone the clients run in).
const CONFIG_DATED: &str = "Configuration data as of ";

/// At most this many tries at printing what the controller knows now within one second.
const OBSERVATION_TRIES: usize = 3;

/// Runs the `fetches` of what the controller prints now back to back, again until they all
/// ran within one second of `clock` (at most [`OBSERVATION_TRIES`] times): each output, the
/// second, and a warning when they straddled a second every time (then the second they began
/// in).
fn observe(
    fetches: &[&Fetch],
    clock: &dyn Fn() -> f64,
) -> (Vec<anyhow::Result<Vec<u8>>>, i64, Option<String>) {
    let mut tries = 0;
    loop {
        tries += 1;
        let began = clock();
        let outs: Vec<anyhow::Result<Vec<u8>>> = fetches
            .iter()
            .map(|f| match &f.source {
                Source::Client { program, args } => run(program, args)
                    // With -M, the clients name the cluster on a line of its own first.
                    .map(|out| without_lines(&out, |l| l.starts_with("CLUSTER: "))),
                _ => Err(anyhow!("{}: not a client's output", f.file)),
            })
            .collect();
        let (second, ended) = (began.floor(), clock().floor());
        if second == ended || tries == OBSERVATION_TRIES {
            let straddled = (second != ended).then(|| {
                format!(
                    "warning: the queue, sshare and sprio took {tries} tries and still ran across a second's end: taken as printed at @{second}, the second they began in"
                )
            });
            return (outs, second as i64, straddled);
        }
    }
}

/// The warning when the controller did not print `kind` this run (`e`: why), and what is lost.
fn unobserved(kind: Kind, e: &anyhow::Error) -> String {
    let (what, lost) = match kind {
        Kind::Queue => (
            "saved queue",
            "holds and nice since the last one stay unknown",
        ),
        Kind::Sshare => ("sshare", "the run is neither checked nor phased by it"),
        _ => ("sprio", "the run's priorities are not checked"),
    };
    format!("warning: no {what} this run ({e:#}): {lost}")
}

/// Runs every fetch of `plan` into `dir`, reporting each as it starts; `rest` answers the
/// slurmrestd ones, `clock` (epoch seconds) dates what the controller prints now. The first
/// fetch that fails stops it with its error, but for what the controller prints now: the
/// accounting history does not need the controller up, so their failures are warnings.
pub fn fetch_all(
    plan: &[Fetch],
    dir: &Path,
    rest: Option<&rest::Rest>,
    clock: &dyn Fn() -> f64,
    each: impl Fn(&Fetch),
) -> anyhow::Result<Fetched> {
    std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    let (mut files, mut warnings) = (Vec::new(), Vec::new());
    let (mut at, mut release, mut observed_at) = (None, None, None);
    let observed: Vec<&Fetch> = plan.iter().filter(|f| f.kind.observed()).collect();
    let mut printed = None;
    for f in plan {
        each(f);
        let out = match &f.source {
            _ if f.kind.observed() => {
                let outs = printed.get_or_insert_with(|| {
                    let (outs, second, straddled) = observe(&observed, clock);
                    warnings.extend(straddled);
                    observed_at = Some(second);
                    outs.into_iter()
                });
                match outs.next().expect("an output per observed fetch") {
                    Ok(out) => out,
                    Err(e) => {
                        warnings.push(unobserved(f.kind, &e));
                        files.push(None);
                        continue;
                    }
                }
            }
            // Only PrivateData's answers need them: a failure is a warning.
            Source::Client { program, args } if matches!(f.kind, Kind::Users | Kind::Dbd) => {
                match run(program, args) {
                    Ok(out) => out,
                    Err(e) => {
                        let what = match f.kind {
                            Kind::Users => "users",
                            _ => "slurmdbd settings",
                        };
                        warnings.push(format!(
                        "warning: no {what} this run ({e:#}): `--as` and `serve` keep those last loaded"
                    ));
                        files.push(None);
                        continue;
                    }
                }
            }
            Source::Client { program, args } => run(program, args)?,
            Source::Rest { url } => {
                let rest = rest.ok_or_else(|| anyhow!("{url}: no slurmrestd to ask"))?;
                let body = rest.get(url)?;
                release = release.or_else(|| {
                    crate::ingest::json::document_release(&String::from_utf8_lossy(&body))
                });
                body
            }
            Source::File { path } => {
                files.push(Some(path.clone()));
                continue;
            }
        };
        if f.kind == Kind::Conf {
            // Its first line dates the run (kept whole: its reader leaves the date and the
            // controller's state out of the configuration).
            at = String::from_utf8_lossy(&out).lines().find_map(|l| {
                let t = l.strip_prefix(CONFIG_DATED)?;
                chrono::NaiveDateTime::parse_from_str(t.trim(), "%Y-%m-%dT%H:%M:%S").ok()
            });
        }
        let path = dir.join(&f.file);
        std::fs::write(&path, out).with_context(|| format!("writing {}", path.display()))?;
        files.push(Some(path));
    }
    let at = at.map_or_else(|| clock() as i64, |t| t.and_utc().timestamp());
    let observed_at = observed_at.filter(|_| {
        plan.iter()
            .zip(&files)
            .any(|(f, p)| f.kind.observed() && p.is_some())
    });
    Ok(Fetched {
        dir: dir.to_path_buf(),
        files,
        at,
        observed_at,
        release,
        warnings,
    })
}

/// A client's output without the lines `drop` picks.
fn without_lines(out: &[u8], drop: impl Fn(&str) -> bool) -> Vec<u8> {
    String::from_utf8_lossy(out)
        .lines()
        .filter(|l| !drop(l))
        .map(|l| format!("{l}\n"))
        .collect::<String>()
        .into_bytes()
}

/// `StateSaveLocation/priority_last_decay_ran` as `scontrol show config` (or slurm.conf)
/// names it, when it exists; a warning when this host cannot read it.
pub fn state_file(config: &Path) -> Result<Option<PathBuf>, String> {
    let Ok(text) = std::fs::read_to_string(config) else {
        return Ok(None);
    };
    let Some(dir) = text.lines().find_map(|l| {
        let (k, v) = l.split_once('=')?;
        (k.trim() == "StateSaveLocation").then(|| v.trim().to_string())
    }) else {
        return Ok(None);
    };
    let file = Path::new(&dir).join("priority_last_decay_ran");
    match std::fs::File::open(&file) {
        Ok(_) => Ok(Some(file)),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(format!(
            "warning: cannot read the controller's state file {} ({e}): the decay cycle's phase then comes from the controller's registrations and the priorities seen, not from the cycle it last ran (run collect as SlurmUser or root to read it)",
            file.display()
        )),
    }
}

/// The release `scontrol show config` names (`SLURM_VERSION = 24.11.5`).
fn release(config: &Path) -> Option<crate::model::version::SlurmVersion> {
    let text = std::fs::read_to_string(config).ok()?;
    text.lines().find_map(|l| {
        let (k, v) = l.split_once('=')?;
        (k.trim() == "SLURM_VERSION")
            .then(|| crate::model::version::SlurmVersion::parse(v.trim()).ok())
            .flatten()
    })
}

/// Whether a fetched list has a record: text with more than its header (its first lines are
/// enough to tell), or JSON whose `jobs` list is not empty. A quiet day has no jobs, node
/// events, reservations or transactions, which the readers refuse as an empty file, and an
/// idle cluster an empty queue.
fn has_records(path: &Path) -> std::io::Result<bool> {
    let mut lines = std::io::BufReader::new(std::fs::File::open(path)?)
        .lines()
        .map_while(Result::ok)
        .filter(|l| !l.trim().is_empty());
    if !lines
        .next()
        .is_some_and(|l| l.trim_start().starts_with('{'))
    {
        return Ok(lines.next().is_some());
    }
    #[derive(serde::Deserialize)]
    struct Jobs {
        jobs: Vec<serde::de::IgnoredAny>,
    }
    let doc: Result<Jobs, _> =
        serde_json::from_reader(std::io::BufReader::new(std::fs::File::open(path)?));
    // A document without a jobs list is for its reader to refuse, naming what it lacks.
    Ok(doc.map_or(true, |d| !d.jobs.is_empty()))
}

/// The raw ids of the jobs a day's sacct output lists (text: its JobIDRaw column; JSON: its
/// jobs' `job_id`).
fn listed_ids(path: &Path) -> anyhow::Result<std::collections::HashSet<i64>> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    if text.trim_start().starts_with('{') {
        #[derive(serde::Deserialize)]
        struct Job {
            job_id: i64,
        }
        #[derive(serde::Deserialize)]
        struct Jobs {
            jobs: Vec<Job>,
        }
        let doc: Jobs = serde_json::from_str(&text)
            .with_context(|| format!("{}: no jobs list", path.display()))?;
        return Ok(doc.jobs.iter().map(|j| j.job_id).collect());
    }
    let mut lines = text.lines();
    let header = lines.next().unwrap_or_default();
    let column = header.split('|').position(|c| c == "JobIDRaw");
    Ok(lines
        .filter_map(|l| l.split('|').nth(column?)?.parse().ok())
        .collect())
}

/// A warning naming the jobs the store holds as pending and eligible before `day`'s end that
/// this fetch of the day (`path`) no longer lists: since the fetch that listed them they were
/// held, or an array reached its task limit (sacct then lists them once eligible again).
/// sacct does not say when; they stay pending as last listed.
fn no_longer_listed(
    store: &Store,
    cluster: Option<&str>,
    (path, day): (&Path, NaiveDate),
) -> anyhow::Result<Option<String>> {
    let Ok(cluster) = crate::replay::cluster(store, cluster) else {
        return Ok(None);
    };
    let end = (day + Days::new(1))
        .and_time(chrono::NaiveTime::MIN)
        .and_utc()
        .timestamp();
    let listed = listed_ids(path)?;
    let gone: Vec<String> = store
        .pending_eligible_before(&cluster, end)?
        .into_iter()
        .filter(|(_, raw)| raw.is_some_and(|r| !listed.contains(&r)))
        .map(|(id, _)| id)
        .collect();
    if gone.is_empty() {
        return Ok(None);
    }
    let shown = gone.iter().take(20).cloned().collect::<Vec<_>>().join(", ");
    let more = if gone.len() > 20 { ", …" } else { "" };
    Ok(Some(format!(
        "warning: {}: sacct no longer lists {} jobs an earlier fetch listed as pending ({shown}{more}): held since, waiting on their array's task limit, or ended on a day not fetched, when sacct does not say; they stay pending as last listed (a saved squeue tells: `fairtrace load squeue FILE --at TIME`)",
        path.display(),
        gone.len()
    )))
}

/// What a run loaded: each fetched file, and slurmdbd's archive.
pub struct Loads {
    pub files: Vec<Collected>,
    pub archive: Option<Collected>,
}

/// One file's load: its name and what the load did.
pub struct Collected {
    pub file: String,
    pub outcome: Option<LoadOutcome>,
    pub warnings: Vec<String>,
}

/// slurmdbd's archive files: `named` (an error stops the run), else the ArchiveDir slurmdbd
/// reports when this host reads it (an error is a warning: the days still load).
fn load_archive(store: &Store, named: Option<&Path>) -> anyhow::Result<Option<Collected>> {
    let (dir, told) = match named {
        Some(dir) => (dir.to_path_buf(), true),
        None => match archive_dir(store)? {
            Some(dir) => (dir, false),
            None => return Ok(None),
        },
    };
    let file = dir.to_string_lossy().to_string();
    match load::archive(store, &[dir]) {
        Ok(loaded) => Ok(Some(Collected {
            file,
            outcome: Some(loaded.outcome),
            warnings: loaded.warnings,
        })),
        Err(e) if !told => Ok(Some(Collected {
            file: file.clone(),
            outcome: None,
            warnings: vec![format!(
                "warning: slurmdbd's archive in {file} was not loaded: {e:#}"
            )],
        })),
        Err(e) => Err(e),
    }
}

/// slurmdbd's ArchiveDir (`sacctmgr show configuration`), when it archives jobs and this
/// host can read the folder.
fn archive_dir(store: &Store) -> anyhow::Result<Option<PathBuf>> {
    let settings = store.dbd_settings()?.unwrap_or_default();
    let archives = settings
        .get("ArchiveJobs")
        .is_some_and(|v| v.eq_ignore_ascii_case("yes"));
    let dir = settings.get("ArchiveDir").map(PathBuf::from);
    Ok(dir.filter(|d| archives && std::fs::read_dir(d).is_ok()))
}

/// Loads the `fetched` files of `plan` (times in UTC), in the plan's order, then the
/// controller's state file when this host can read it (copied into the run's folder first; a
/// warning when it cannot); a list without records (a day without jobs or events) is skipped
/// (`outcome` None). The configuration is the settings `scontrol show config` prints, with
/// the nodes and partitions of slurm.conf or scontrol's (one load), and the controller's
/// BOOT_TIME a start of it. Each file is one load. The QOS and the configuration, when they
/// differ from the versions loaded before, are new versions from the fetch (the change
/// happened since the last run); the tree replaces the latest, its changes dated by the
/// transaction log.
pub fn load_all(
    store: &Store,
    (plan, fetched): (&[Fetch], &Fetched),
    cluster: Option<&str>,
    archive: Option<&Path>,
) -> anyhow::Result<Loads> {
    let mut out = Vec::new();
    let mut archived = None;
    let mut archive_done = false;
    let mut state = None;
    let file_of = |kind: Kind| fetched.saved(plan, kind);
    let layout = match (
        file_of(Kind::Layout),
        file_of(Kind::Partitions),
        file_of(Kind::Nodes),
    ) {
        (Some(conf), _, _) => Some(load::Layout::SlurmConf(conf)),
        (None, Some(partitions), Some(nodes)) => Some(load::Layout::Scontrol { partitions, nodes }),
        _ => None,
    };
    let changed = Version::IfChanged(fetched.at);
    let mut observed = Vec::new();
    for (f, path) in plan.iter().zip(&fetched.files) {
        // The archive after the tree, QOS and TRES table that name its ids, before the days.
        if matches!(f.kind, Kind::Sacct(_)) && !archive_done {
            archive_done = true;
            archived = load_archive(store, archive)?;
        }
        let Some(path) = path else {
            continue;
        };
        let name = path.to_string_lossy().to_string();
        let list = matches!(
            f.kind,
            Kind::Sacct(_) | Kind::Events | Kind::Reservations | Kind::Transactions | Kind::Queue
        );
        if list && !has_records(path).unwrap_or(true) {
            out.push(Collected {
                file: name,
                outcome: None,
                warnings: Vec::new(),
            });
            continue;
        }
        match f.kind {
            // Observed once the jobs they name are loaded.
            Kind::Queue | Kind::Sshare => {
                observed.push((f.kind, path));
                continue;
            }
            // What the run checks itself against, not loaded.
            Kind::Sprio => continue,
            _ => {}
        }
        let loaded = match f.kind {
            Kind::Conf => {
                let mut warnings = Vec::new();
                state = state_file(path).unwrap_or_else(|w| {
                    warnings.push(w);
                    None
                });
                let release = release(path).or(fetched.release).map(|v| v.to_string());
                let mut loaded =
                    load::slurm_conf(store, (path, layout), cluster, changed, release.as_deref())?;
                loaded.warnings.extend(warnings);
                if let Some(boot) = load::controller_boot(store, path, Zone::Utc, cluster)? {
                    out.push(Collected {
                        file: name.clone(),
                        outcome: Some(loaded.outcome),
                        warnings: loaded.warnings,
                    });
                    loaded = boot;
                }
                loaded
            }
            // Loaded with the configuration.
            Kind::Layout | Kind::Partitions | Kind::Nodes => continue,
            Kind::Qos => load::qos(store, path, changed)?,
            Kind::Tres => load::tres(store, path)?,
            Kind::Users => load::users(store, path, changed)?,
            Kind::Dbd => load::dbd(store, path, changed)?,
            Kind::Assoc => {
                let known = store.known_clusters()?;
                let sole = match known.as_slice() {
                    [one] => Some(one.as_str()),
                    _ => None,
                };
                load::assoc(store, path, (cluster, sole), Version::Latest)?
            }
            Kind::Sacct(day) => {
                let opts = SacctOptions {
                    zone: Zone::Utc,
                    ..SacctOptions::default()
                };
                let loaded = load::sacct(store, &name, (&opts, Zone::Utc), |r| r)?;
                let mut warnings: Vec<String> = loaded
                    .warnings
                    .iter()
                    .map(|w| format!("warning: {w}"))
                    .collect();
                if matches!(loaded.outcome, LoadOutcome::Loaded { .. }) {
                    warnings.extend(no_longer_listed(store, cluster, (path, day))?);
                }
                out.push(Collected {
                    file: name,
                    outcome: Some(loaded.outcome),
                    warnings,
                });
                continue;
            }
            Kind::Events => load::events(store, path, Zone::Utc, cluster)?,
            Kind::Queue | Kind::Sshare | Kind::Sprio => unreachable!("loaded after the jobs"),
            Kind::Reservations => load::reservations(store, path, Zone::Utc, cluster)?,
            Kind::Transactions => {
                let only = crate::replay::cluster(store, cluster).ok();
                load::transactions(store, path, Zone::Utc, only.as_deref())?
            }
        };
        out.push(Collected {
            file: name,
            outcome: Some(loaded.outcome),
            warnings: loaded.warnings,
        });
    }
    if let Some(at) = fetched.observed_at.filter(|_| !observed.is_empty()) {
        let cluster = crate::replay::cluster(store, cluster)?;
        for (kind, path) in observed {
            let loaded = match kind {
                Kind::Queue => {
                    load::observed_queue(store, (path, Zone::Utc), "squeue", (&cluster, at))?
                }
                _ => load::observed_sshare(store, (path, None), (&cluster, at))?,
            };
            out.push(Collected {
                file: loaded.name,
                outcome: Some(loaded.outcome),
                warnings: loaded.warnings,
            });
        }
    }
    if let Some(path) = state {
        // Kept with the other files, so that the run's folder holds all it loaded.
        let kept = fetched.dir.join("priority_last_decay_ran");
        std::fs::copy(&path, &kept)
            .with_context(|| format!("copying {} to {}", path.display(), kept.display()))?;
        let cluster = crate::replay::cluster(store, cluster)?;
        let loaded = load::controller_state(store, &kept, &cluster)?;
        out.push(Collected {
            file: loaded.name,
            outcome: Some(loaded.outcome),
            warnings: loaded.warnings,
        });
    }
    Ok(Loads {
        files: out,
        archive: archived,
    })
}

/// Keeps a run's check of itself (the saved sshare's and sprio's tallies at `at`, None when not
/// saved) in the store, and says whether it met the goal: the matrix's, `SSHARE_GOAL` of
/// sshare's rows equal as printed or explained, `SPRIO_GOAL` of sprio's within ±1 or explained.
pub fn keep_check(
    store: &Store,
    (cluster, at): (&str, i64),
    (sshare, sprio): (Option<&Tally>, Option<&Tally>),
) -> anyhow::Result<bool> {
    let goal_met = sshare.is_none_or(|t| t.meets(check::SSHARE_GOAL))
        && sprio.is_none_or(|t| t.meets(check::SPRIO_GOAL));
    let counts = |t: &Tally| [t.rows, t.agree, t.named];
    let named: std::collections::BTreeSet<&str> = sshare
        .into_iter()
        .chain(sprio)
        .flat_map(|t| t.kinds.iter().map(|k| k.words()))
        .collect();
    store.record_check(&RunCheck {
        cluster: cluster.to_string(),
        at_s: at,
        sshare: sshare.map(counts),
        sprio: sprio.map(counts),
        named: named.into_iter().collect::<Vec<_>>().join(", "),
        goal_met,
    })?;
    Ok(goal_met)
}

/// The first day to fetch when none is given: the day of the latest moment the store holds
/// for `cluster` (it may have been fetched before it ended).
pub fn resume_day(store: &Store, cluster: Option<&str>) -> anyhow::Result<NaiveDate> {
    let cluster = crate::replay::cluster(store, cluster)
        .context("no day to resume from: say where to start with --since DATE")?;
    let end = store.data_end(&cluster)?.ok_or_else(|| {
        anyhow!("no jobs of cluster {cluster} yet: say where to start with --since DATE")
    })?;
    Ok(chrono::DateTime::from_timestamp(end, 0)
        .ok_or_else(|| anyhow!("the store's latest moment ({end}) is out of range"))?
        .date_naive())
}
