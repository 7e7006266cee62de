//! sreport's reports from the stored history, with no slurmdbd: the hourly rollup slurmdbd
//! would have made (`model::rollup`) over a window rounded as sreport rounds it, and the jobs
//! by size.

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

use chrono::{Duration, Timelike};

use crate::ingest::events::{event_kind, EventKind as StateKind};
use crate::ingest::tres::parse_tres;
use crate::model::privacy::{self, DatabaseView};
use crate::model::rollup::{
    self, Event, EventKind, Job, Reservation, Reservations, Rollup, SizedJob,
};
use crate::model::shares::Tree;
use crate::model::types::{AssocRecord, FastMap, TresCounts};
use crate::model::version::SlurmVersion;
use crate::store::read::{AsOf, ReservationRow, RollupJobRow};
use crate::store::Store;

use super::Context;

/// Which report.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Report {
    Utilization,
    AccountByUser,
    AccountByQos,
    UserByAccount,
    UserByWckey,
    WckeyByUser,
    TopUsage,
    SizesByAccount,
    SizesByWckey,
    SizesByAccountAndWckey,
    ReservationUtilization,
}

/// The parsed `key=value` options and flags.
#[derive(Debug, Default)]
pub struct Options {
    pub start: Option<String>,
    pub end: Option<String>,
    /// `clusters=` (and bare words, where the report takes them as clusters).
    pub clusters: Vec<String>,
    /// The `all_clusters` word.
    pub all_clusters: bool,
    pub accounts: Vec<String>,
    pub users: Vec<String>,
    pub top_count: Option<usize>,
    pub grouping: Vec<u64>,
    /// `Grouping=individual`: a column per size.
    pub individual: bool,
    pub group_accounts: bool,
    pub print_job_count: bool,
    /// `Tree`: accounts indented by depth.
    pub tree: bool,
    pub flat_view: bool,
    pub acct_as_parent: bool,
    pub wckeys: Vec<String>,
    pub partitions: Vec<String>,
    /// `Nodes=`: a hostlist.
    pub nodes: Option<String>,
    /// `Associations=`, `Gid=`, `Jobs=` (ids as given).
    pub associations: Vec<String>,
    pub gids: Vec<String>,
    pub jobs: Vec<String>,
    /// `QosLevel=`.
    pub qos: Vec<String>,
    /// reservation `Flags=` and `Ids=`.
    pub flags: Option<String>,
    pub ids: Vec<String>,
    /// `format=`: the columns to print, as sreport names them (abbreviated, `name%width`).
    pub format: Vec<String>,
    /// `names=`: the reservations to report on.
    pub names: Vec<String>,
    /// Who asks (`--as`): what slurmdbd's PrivateData lets them see; None for the store's
    /// holder.
    pub private: Option<privacy::Scope>,
}

impl Options {
    /// Whether `format=` asks for a field by (an abbreviation of) `name`.
    pub fn asks_for(&self, name: &str) -> bool {
        self.format.iter().any(|f| {
            let f = f.split('%').next().unwrap_or(f).to_ascii_lowercase();
            f.len() >= 2 && name.to_ascii_lowercase().starts_with(&f)
        })
    }
}

/// The Slurm release whose sreport prints the report: `--slurm-version`, else the one in
/// force at `at`.
pub fn release(
    ctx: &Context,
    store: &Store,
    cluster: &str,
    at: i64,
) -> anyhow::Result<Option<SlurmVersion>> {
    let config = store.config(cluster, AsOf::At(at))?;
    let phase = |v: &str| ctx.parse_time(v).map_err(|e| e.to_string());
    let settings =
        crate::ingest::settings::settings(&config, &ctx.set, &phase).map_err(anyhow::Error::msg)?;
    Ok(settings.version)
}

/// The release whose sreport reads the report's words: the one in force at the end of the
/// first cluster's data that has any (`--slurm-version` over all); `known`: the store's
/// clusters (`Store::known_clusters`).
pub fn store_release(
    ctx: &Context,
    store: &Store,
    known: &[String],
) -> anyhow::Result<Option<SlurmVersion>> {
    match first_data_end(store, known)? {
        Some((cluster, end)) => release(ctx, store, &cluster, end),
        None => Ok(None),
    }
}

/// The first of the `known` clusters whose data has any, and the end of its data.
fn first_data_end(store: &Store, known: &[String]) -> anyhow::Result<Option<(String, i64)>> {
    for cluster in known {
        if let Some(end) = store.data_end(cluster)? {
            return Ok(Some((cluster.clone(), end)));
        }
    }
    Ok(None)
}

/// The package name the release was told with (`slurm-wlm 26.05.5`: `slurm-wlm`), which
/// `sreport -V` prints: `--slurm-version`'s, else that of the slurm.conf in force at the end of
/// the first of the `known` clusters' data that has any. None when told as a bare number.
pub fn store_package(
    ctx: &Context,
    store: &Store,
    known: &[String],
) -> anyhow::Result<Option<String>> {
    let package = |told: &str| {
        told.trim()
            .rsplit_once(' ')
            .map(|(p, _)| p.trim().to_string())
    };
    if let Some((_, told)) = ctx.set.iter().rev().find(|(k, _)| k == "SlurmVersion") {
        return Ok(package(told));
    }
    let Some((cluster, end)) = first_data_end(store, known)? else {
        return Ok(None);
    };
    let config = store.config(&cluster, AsOf::At(end))?;
    Ok(config.get("SlurmVersion").and_then(|v| package(v)))
}

/// The end of the hours slurmdbd had rolled up when the dumps of `cluster` were taken, where
/// a job running then dates them: it rolls an hour up after the hour ends, and what ran after
/// the dumps is unknown. None when no job was running (the moment is unknown).
pub fn rolled_up_until(ctx: &Context, store: &Store, cluster: &str) -> anyhow::Result<Option<i64>> {
    let Some(moment) = store.dump_moment(cluster)? else {
        return Ok(None);
    };
    let zone = ctx.zone;
    let hour = zone
        .to_local(moment)
        .and_then(|l| l.with_minute(0)?.with_second(0))
        .map_or(moment, |l| zone.to_utc(l).and_utc().timestamp());
    Ok(Some(hour))
}

/// The report window as sreport makes it (slurmdb_report_set_start_end_time), in local time,
/// at least an hour long: both ends to the nearest hour, or from 25.05 on the start down and the
/// end up to whole hours. Without start or end: the day before the end of the data.
pub fn window(
    ctx: &Context,
    store: &Store,
    cluster: &str,
    o: &Options,
) -> anyhow::Result<(i64, i64)> {
    let data_end = store
        .data_end(cluster)?
        .ok_or_else(|| anyhow::anyhow!("no jobs loaded for cluster {cluster}"))?;
    let zone = ctx.zone;
    // The sreport that rounds is the newest the loads name (the client a site runs now).
    let outward =
        release(ctx, store, cluster, data_end)?.is_some_and(SlurmVersion::sreport_rounds_outward);
    // Whether a time (minutes, seconds past the hour) goes to the next hour.
    type RoundsUp = fn(u32, u32) -> bool;
    let round = |t: i64, up: RoundsUp| -> i64 {
        let Some(local) = zone.to_local(t) else {
            return t;
        };
        let mut hour = local
            .with_minute(0)
            .and_then(|l| l.with_second(0))
            .unwrap_or(local);
        if up(local.minute(), local.second()) {
            hour += Duration::hours(1);
        }
        zone.to_utc(hour).and_utc().timestamp()
    };
    let nearest: RoundsUp = |m, s| m + u32::from(s >= 30) >= 30;
    let (start_up, end_up): (RoundsUp, RoundsUp) = if outward {
        (|_, _| false, |m, s| m + s > 0)
    } else {
        (nearest, nearest)
    };
    let midnight = |t: i64, days_back: i64| -> i64 {
        let local = zone.to_local(t).unwrap_or_default();
        let day = local.date() - Duration::days(days_back);
        zone.to_utc(day.and_hms_opt(0, 0, 0).unwrap_or_default())
            .and_utc()
            .timestamp()
    };
    let end = match &o.end {
        Some(e) => round(ctx.parse_time(e)?, end_up),
        None => midnight(data_end, 0),
    };
    let start = match &o.start {
        Some(s) => round(ctx.parse_time(s)?, start_up),
        None => midnight(data_end, 1),
    };
    Ok((start, end.max(start + 3600)))
}

/// Tasks in a pending array record's list: `[2-3%3]` → 2, `[1,4-6]` → 4.
pub(super) fn pending_tasks(list: &str) -> u64 {
    let inner = list.trim_start_matches('[').trim_end_matches(']');
    let inner = inner.split('%').next().unwrap_or("");
    inner
        .split(',')
        .map(|part| {
            let range = part.split(':').next().unwrap_or(part);
            match range.split_once('-') {
                Some((a, b)) => match (a.parse::<u64>(), b.parse::<u64>()) {
                    (Ok(a), Ok(b)) if b >= a => b - a + 1,
                    _ => 1,
                },
                None => 1,
            }
        })
        .sum()
}

/// A job's TRES counts as the whole numbers slurmdbd keeps.
fn whole_counts(alloc: &[(String, f64)]) -> Vec<(String, u64)> {
    alloc
        .iter()
        .map(|(n, c)| (n.clone(), c.round().max(0.0) as u64))
        .collect()
}

/// Whole counts of each distinct TRES list the store shared among jobs, made once: by the
/// list's address, the list kept so that the address is not reused.
#[derive(Default)]
struct SharedWholeCounts(FastMap<*const TresCounts, (Arc<TresCounts>, WholeCounts)>);

/// A job's TRES counts as the rollup takes them (whole numbers).
type WholeCounts = Arc<[(String, u64)]>;

impl SharedWholeCounts {
    fn of(&mut self, alloc: &Arc<TresCounts>) -> WholeCounts {
        let (_, whole) = self
            .0
            .entry(Arc::as_ptr(alloc))
            .or_insert_with(|| (alloc.clone(), whole_counts(alloc).into()));
        whole.clone()
    }
}

fn counts(tres: &str) -> Vec<(String, u64)> {
    whole_counts(&parse_tres(tres).unwrap_or_default())
}

/// The TRES the report is about: `-T`'s list (lower case; `all`: every one the cluster has,
/// and node, which slurmdbd's TRES table always holds), else cpu.
pub fn rollup_tres(asked: Option<&[String]>, rollup: &Rollup) -> Vec<String> {
    match asked {
        None => vec!["cpu".to_string()],
        // In slurmdbd's TRES id order: the eight built-in ones, then the others as created
        // (taken alphabetically: gres/gpu, gres/gpumem, … in the captures).
        Some(t) if t.iter().any(|n| n == "all") => {
            const BUILT_IN: [&str; 8] = [
                "cpu", "mem", "energy", "node", "billing", "fs/disk", "vmem", "pages",
            ];
            let mut names: Vec<String> = rollup.cluster.keys().cloned().collect();
            if !names.iter().any(|n| n == "node") {
                names.push("node".to_string());
            }
            names.sort_by_key(|n| {
                let id = BUILT_IN
                    .iter()
                    .position(|b| b == n)
                    .unwrap_or(BUILT_IN.len());
                (id, n.clone())
            });
            names
        }
        Some(t) => t.to_vec(),
    }
}

/// The tree sreport groups by: the loaded one as it was at `t`, or, for a cluster known only
/// from its jobs (a dump or trace without its tree), root → account → user from the pairs
/// its jobs ran under, with a note saying so (sreport's figures need no shares).
pub fn report_tree(store: &Store, cluster: &str, t: i64) -> anyhow::Result<(Tree, Option<String>)> {
    if store.clusters()?.iter().any(|c| c == cluster) {
        let tree = Tree::build(&store.assoc_rows(cluster, AsOf::At(t))?)
            .map_err(|e| anyhow::anyhow!("association tree of cluster {cluster}: {e}"))?;
        return Ok((tree, None));
    }
    let pairs = store.job_associations(cluster)?;
    let record = |account: &str, user: &str, parent: Option<&str>| AssocRecord {
        cluster: cluster.to_string(),
        account: account.to_string(),
        user: user.to_string(),
        parent_account: parent.map(str::to_string),
        raw_shares: Some(1),
        ..AssocRecord::default()
    };
    let mut rows = vec![record("root", "", None)];
    let mut accounts: Vec<&str> = pairs.iter().map(|(a, _)| a.as_str()).collect();
    accounts.dedup();
    rows.extend(
        accounts
            .iter()
            .filter(|a| **a != "root")
            .map(|a| record(a, "", Some("root"))),
    );
    rows.extend(pairs.iter().map(|(a, u)| record(a, u, Some(a))));
    let tree = Tree::build(&rows)
        .map_err(|e| anyhow::anyhow!("accounts of cluster {cluster}'s jobs: {e}"))?;
    let note = format!(
        "note: no association tree loaded for {cluster}: accounts and users as its jobs name \
         them, each account under root"
    );
    Ok((tree, Some(note)))
}

/// Which clusters a report covers, as sreport's `_set_*_cond` gather them: the ones named
/// (`-M` and `clusters=`), else every one (`-a`, `all_clusters`), else the local one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Scope {
    Named(Vec<String>),
    All,
    Local,
}

/// The clusters a report covers.
pub struct ReportClusters {
    /// By name, each with whether the store holds anything of it (a named cluster it does
    /// not know stays: sreport prints no rows for it).
    pub clusters: Vec<(String, bool)>,
    /// The cluster the window and the release are read from: the first the store knows.
    pub reference: String,
}

/// The clusters a report covers: those named, every one, or the local one: the
/// `ClusterName` of `slurm_conf` (sreport's `SLURM_CONF`, else /etc/slurm/slurm.conf) when
/// the store knows it, else the store's only cluster; `known`: the store's clusters
/// (`Store::known_clusters`).
pub fn report_clusters(
    known: &[String],
    scope: &Scope,
    slurm_conf: &std::path::Path,
) -> anyhow::Result<ReportClusters> {
    if known.is_empty() {
        anyhow::bail!("nothing loaded: run `fairtrace load sacct FILE` first");
    }
    let mut names = match scope {
        Scope::Named(names) => names.clone(),
        Scope::All => known.to_vec(),
        Scope::Local => {
            let local = std::fs::read_to_string(slurm_conf)
                .ok()
                .and_then(|text| crate::ingest::conf::parse(slurm_conf, &text, None).ok())
                .map(|conf| conf.cluster)
                .filter(|c| known.contains(c));
            match (local, known) {
                (Some(c), _) => vec![c],
                (None, [one]) => vec![one.clone()],
                (None, many) => anyhow::bail!(
                    "several clusters loaded ({}) and {} names none of them: pick with -M NAME, \
                     -a for all, or point SLURM_CONF at the local cluster's slurm.conf",
                    many.join(", "),
                    slurm_conf.display()
                ),
            }
        }
    };
    names.sort();
    names.dedup();
    let reference = names
        .iter()
        .find(|n| known.contains(n))
        .unwrap_or(&known[0])
        .clone();
    let clusters = names
        .into_iter()
        .map(|n| {
            let k = known.contains(&n);
            (n, k)
        })
        .collect();
    Ok(ReportClusters {
        clusters,
        reference,
    })
}

/// The rollup of [`start`, `end`) from the stored jobs and events, and what the user should
/// know about inputs that were missing; `version` is the slurmdbd release whose rules it follows.
pub fn rollup_of(
    store: &Store,
    (cluster, tree): (&str, &Tree),
    (start, end): (i64, i64),
    version: Option<SlurmVersion>,
) -> anyhow::Result<(Rollup, Vec<String>)> {
    let any_powered_down = version.is_some_and(SlurmVersion::rollup_any_powered_down_planned);
    let events: Vec<Event> = store
        .events(cluster, start, end)?
        .into_iter()
        .map(|e| Event {
            kind: match (e.node_name.is_empty(), e.state) {
                (true, 0) => EventKind::Registration,
                (true, _) => EventKind::ControllerDown,
                (false, s) => match event_kind(s as u64, any_powered_down) {
                    StateKind::Down => EventKind::NodeDown,
                    StateKind::PlannedDown => EventKind::NodePlannedDown,
                    StateKind::Maintenance => EventKind::NodeMaintenance,
                },
            },
            node: e.node_name.clone(),
            start: e.start_s,
            end: e.end_s,
            tres: counts(&e.tres),
        })
        .collect();
    let mut events = events;
    let mut notes = Vec::new();
    if !events.iter().any(|e| e.kind == EventKind::Registration) {
        let (cpu, mem, gpu) = store.cluster_capacity(cluster, AsOf::At(start))?;
        if cpu > 0 {
            notes.push(format!("note: no registration events of cluster {cluster} loaded: capacity from slurm.conf ({cpu} CPUs), taken as up the whole window with no down time (load `sacctmgr show event -P` with `fairtrace load events FILE` for Slurm's figures)"));
            events.push(Event {
                kind: EventKind::Registration,
                node: String::new(),
                start,
                end: None,
                tres: [("cpu", cpu), ("mem", mem), ("gres/gpu", gpu)]
                    .into_iter()
                    .filter(|(_, c)| *c > 0)
                    .map(|(n, c)| (n.to_string(), c as u64))
                    .collect(),
            });
        }
    }
    let unmatched = tree.nodes.len();
    let resv_rows = store.reservations(cluster, start, end)?;
    let resvs = reservations(store, (cluster, tree), &resv_rows, (start, version))?;
    // Jobs name their reservation by id where the dump has ReservationId, else by name.
    let resv_key = |name: Option<&str>, id: Option<i64>| -> Option<u64> {
        let by_id = id.filter(|_| resv_rows.iter().any(|r| r.id.is_some()));
        match (by_id, name.filter(|n| !n.is_empty())) {
            (Some(id), _) => Some(id as u64),
            (None, Some(n)) => resv_rows
                .iter()
                .position(|r| r.name == n)
                .map(|k| resv_rows[k].id.map_or(k as u64 + NAMED_ONLY, |i| i as u64)),
            (None, None) => None,
        }
    };
    let (mut lost, mut no_eligible) = (0usize, 0usize);
    let mut unknown_resv: Vec<String> = Vec::new();
    let mut whole = SharedWholeCounts::default();
    // An association is found once per (account, user, partition), a QOS name kept once:
    // looked up by the names read, joined in one reused key.
    let mut assocs: FastMap<String, Option<usize>> = FastMap::default();
    let mut qos_names: FastMap<String, Arc<str>> = FastMap::default();
    let mut key = String::new();
    // slurmdbd's order: by association id, then eligible time (`_process_cluster_usage`'s
    // job query); the dumps' order among equals. The jobs are kept in chunks that never
    // move (a month at 100M is 850k of them: a growing vector copied them over and over) and
    // put in that order once, by a sort of their keys alone.
    let assoc_id = |a: usize| {
        tree.nodes
            .get(a)
            .and_then(|n| n.assoc_id)
            .unwrap_or(i64::MAX)
    };
    let mut order: Vec<(i64, i64, i64, usize)> = Vec::new();
    let mut chunks: Vec<Vec<Option<Job>>> = Vec::new();
    store.for_each_rollup_job(cluster, (start, end), |j| {
        key.clear();
        for name in [j.account, j.user, j.partition] {
            key.push_str(name);
            key.push('\0');
        }
        let found = match assocs.get(key.as_str()) {
            Some(&found) => found,
            None => {
                let found = tree.find(j.account, j.user, j.partition);
                assocs.insert(key.clone(), found);
                found
            }
        };
        let assoc = found.unwrap_or_else(|| {
            lost += 1;
            unmatched
        });
        no_eligible += usize::from(j.eligible_unknown);
        let resv = resv_key(j.reservation, j.reservation_id);
        if resv.is_none() {
            if let Some(name) = j.reservation.filter(|n| !n.is_empty()) {
                if !unknown_resv.iter().any(|u| u == name) {
                    unknown_resv.push(name.to_string());
                }
            }
        }
        let qos = match qos_names.get(j.qos) {
            Some(q) => q.clone(),
            None => {
                let q: Arc<str> = Arc::from(j.qos);
                qos_names.insert(j.qos.to_string(), q.clone());
                q
            }
        };
        let job = Job {
            resv,
            assoc,
            qos,
            eligible: Some(j.eligible_s),
            start: j.start_s,
            end: j.end_s,
            req_cpus: j.req_cpus.unwrap_or(0).max(0) as u64,
            array_pending: j.array_pending.map_or(0, pending_tasks),
            alloc: whole.of(&j.alloc),
        };
        order.push((assoc_id(assoc), j.eligible_s, j.job_row, order.len()));
        if chunks.last().is_none_or(|c| c.len() == CHUNK) {
            chunks.push(Vec::with_capacity(CHUNK));
        }
        chunks.last_mut().unwrap().push(Some(job));
    })?;
    order.sort_unstable();
    let jobs: Vec<Job> = order
        .iter()
        .map(|&(.., k)| {
            chunks[k / CHUNK][k % CHUNK]
                .take()
                .expect("each job is taken once")
        })
        .collect();
    if lost > 0 {
        notes.push(format!("note: {lost} jobs belong to associations missing from the loaded tree: they count for the cluster, not for any account"));
    }
    if no_eligible > 0 {
        notes.push(format!("note: {no_eligible} jobs have no eligible time in the dump: taken as eligible when they started, so Planned misses their wait"));
    }
    if !unknown_resv.is_empty() {
        notes.push(format!("note: jobs ran in reservations not loaded ({}): their reservations' time is not counted (load `{RESV_DUMP}` with `fairtrace load reservations FILE`)", unknown_resv.join(", ")));
    } else if resv_rows.is_empty() && events.iter().any(|e| e.kind == EventKind::NodeMaintenance) {
        notes.push(format!("note: nodes were in maintenance reservations, which are not loaded: their planned down time is not counted (load `{RESV_DUMP}` with `fairtrace load reservations FILE`)"));
    }
    if resv_rows.iter().any(|r| r.flags.is_none()) {
        notes.push("note: the reservation dump has no Flags: none taken as MAINT or IGNORE_JOBS (dump with format=…,Flags)".to_string());
    }
    if resv_rows.iter().any(|r| r.assocs.is_none()) {
        notes.push("note: the reservation dump has no Assocs: the time jobs left unused in a reservation is given to no account (dump with format=…,Associations)".to_string());
    }
    Ok((rollup::rollup(&events, &jobs, &resvs, start, end), notes))
}

/// Jobs per chunk as `rollup_of` reads them.
const CHUNK: usize = 1 << 16;

const RESV_DUMP: &str =
    "sacctmgr show reservation -P format=Cluster,Name,ID,TRES,Start,End,Flags,Associations";

/// Keys of reservations a dump gives no ids: above any id slurmdbd hands out.
const NAMED_ONLY: u64 = 1 << 40;

/// The reservation records of [`start`, …) as the rollup takes them: flags, TRES, and the
/// associations allowed in each (by id; one missing from the tree still takes its share of
/// the unused time) with the QOS slurmdbd keeps that share under.
fn reservations(
    store: &Store,
    (cluster, tree): (&str, &Tree),
    rows: &[crate::store::read::ReservationRow],
    (start, version): (i64, Option<SlurmVersion>),
) -> anyhow::Result<Reservations> {
    let assoc_rows = if rows.iter().any(|r| r.assocs.is_some()) {
        store.assoc_rows(cluster, AsOf::At(start))?
    } else {
        Vec::new()
    };
    let unmatched = tree.nodes.len();
    let mut unused_qos: HashMap<i64, (usize, Arc<str>)> = HashMap::new();
    for (i, n) in tree.nodes.iter().enumerate() {
        if let Some(id) = n.assoc_id {
            unused_qos.insert(id, (i, Arc::from(default_qos(tree, &assoc_rows, i))));
        }
    }
    let has_flag = |flags: &Option<String>, flag: &str| {
        flags
            .as_deref()
            .is_some_and(|f| f.split(',').any(|x| x.trim().eq_ignore_ascii_case(flag)))
    };
    let records = rows
        .iter()
        .enumerate()
        .map(|(k, r)| {
            let mut assocs: Vec<(usize, Arc<str>)> = Vec::new();
            let mut seen: Vec<&str> = Vec::new();
            for a in r.assocs.as_deref().unwrap_or("").split(',').map(str::trim) {
                if a.is_empty() || seen.contains(&a) {
                    continue;
                }
                seen.push(a);
                let known = a.parse::<i64>().ok().and_then(|id| unused_qos.get(&id));
                assocs.push(known.cloned().unwrap_or((unmatched, Arc::from("normal"))));
            }
            // A dump without ids: the records of one name are one reservation.
            let named = rows.iter().position(|o| o.name == r.name).unwrap_or(k);
            Reservation {
                id: r.id.map_or(named as u64 + NAMED_ONLY, |i| i as u64),
                start: r.start_s,
                end: r.end_s,
                maint: has_flag(&r.flags, "MAINT"),
                ignore_jobs: has_flag(&r.flags, "IGNORE_JOBS"),
                tres: counts(&r.tres)
                    .into_iter()
                    .filter(|(n, _)| n != "node")
                    .collect(),
                assocs,
                // A dump without nodes: no node of it is known to have been down.
                nodes: r
                    .nodes
                    .as_deref()
                    .and_then(|n| crate::ingest::hostlist::expand(n).ok())
                    .unwrap_or_default(),
            }
        })
        .collect();
    Ok(Reservations {
        records,
        ignore_jobs_planned: version.is_some_and(SlurmVersion::rollup_plans_ignore_jobs_waits),
    })
}

/// The QOS slurmdbd files an association's share of a reservation's unused time under: its
/// default QOS (inherited), else its only QOS, else `normal` (`assoc_mgr_get_default_qos_info`).
fn default_qos(tree: &Tree, rows: &[AssocRecord], node: usize) -> String {
    let row = |i: usize| {
        let n = &tree.nodes[i];
        rows.iter()
            .find(|r| r.account == n.account && r.user == n.user && r.partition == n.partition)
    };
    let non_empty = |v: &Option<String>| v.clone().filter(|q| !q.is_empty());
    let mut n = Some(node);
    let mut qos_list = None;
    while let Some(i) = n {
        let r = row(i);
        if let Some(d) = r.and_then(|r| non_empty(&r.default_qos)) {
            return d;
        }
        qos_list = qos_list.or_else(|| r.and_then(|r| non_empty(&r.qos)));
        n = tree.nodes[i].parent;
    }
    match qos_list {
        Some(list) if !list.contains(',') => list,
        _ => "normal".to_string(),
    }
}

/// Allocated TRES-seconds per association (an account's including its sub-tree).
pub fn subtree_usage(tree: &Tree, r: &Rollup, tres: &str) -> Vec<u64> {
    let mut used = vec![0u64; tree.nodes.len()];
    for ((assoc, name), secs) in &r.assoc {
        if name != tres || *assoc >= tree.nodes.len() {
            continue;
        }
        let mut n = Some(*assoc);
        while let Some(i) = n {
            used[i] += secs;
            n = tree.nodes[i].parent;
        }
    }
    used
}

/// How a release's sreport counts users' partition associations.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PartitionRows {
    /// A user's plain association reports its partition associations' usage too.
    pub grouped: bool,
    /// Partition associations get no rows of their own.
    pub hidden: bool,
}

impl PartitionRows {
    /// For `report` as `version`'s sreport prints it (unknown release: 22.05's).
    pub fn of(report: Report, version: Option<SlurmVersion>) -> PartitionRows {
        let includes = version.is_some_and(SlurmVersion::sreport_user_usage_includes_partitions);
        let splits = version.is_some_and(SlurmVersion::sreport_splits_partitions);
        match report {
            // 25.05's TopUsage reads each association's own usage.
            Report::TopUsage => PartitionRows {
                grouped: includes && !splits,
                hidden: false,
            },
            _ => PartitionRows {
                grouped: includes,
                hidden: splits,
            },
        }
    }

    /// Whether association `i` gets a row.
    pub fn shown(self, tree: &Tree, i: usize) -> bool {
        !(self.hidden && tree.nodes[i].is_user() && !tree.nodes[i].partition.is_empty())
    }

    /// Per association, its TRES-seconds of `tres` as the report counts them: an account's
    /// whole sub-tree; a user's own, with its partition associations' when grouped.
    pub fn usage(self, tree: &Tree, r: &Rollup, tres: &str) -> Vec<u64> {
        let mut used = subtree_usage(tree, r, tres);
        if self.grouped {
            for (i, n) in tree.nodes.iter().enumerate() {
                if n.is_user() && !n.partition.is_empty() {
                    if let Some(plain) = tree.find(&n.account, &n.user, "").filter(|&p| p != i) {
                        used[plain] += used[i];
                    }
                }
            }
        }
        used
    }
}

impl PartitionRows {
    /// `usage` of every TRES used in the window, of `tres` and of energy, each once.
    pub fn by_tres(self, tree: &Tree, r: &Rollup, tres: &[String]) -> BTreeMap<String, Vec<u64>> {
        let names: std::collections::BTreeSet<&str> = used_tres(r)
            .into_iter()
            .map(String::as_str)
            .chain(tres.iter().map(String::as_str))
            .chain(["energy"])
            .collect();
        names
            .into_iter()
            .map(|t| (t.to_string(), self.usage(tree, r, t)))
            .collect()
    }
}

/// The TRES any association used in the window.
pub fn used_tres(r: &Rollup) -> std::collections::BTreeSet<&String> {
    r.assoc.keys().map(|(_, t)| t).collect()
}

/// Whether association `i` is in the sub-tree of an account accounts= names (any, without).
pub fn in_accounts(tree: &Tree, i: usize, o: &Options) -> bool {
    o.accounts.is_empty() || {
        let mut n = Some(i);
        let mut hit = false;
        while let Some(k) = n {
            hit |= o.accounts.contains(&tree.nodes[k].account);
            n = tree.nodes[k].parent;
        }
        hit
    }
}

/// Per association of `tree`, whether slurmdbd returns it to the one asking (all for the
/// store's holder), by slurmdbd's release when known, else `version`.
pub fn visible_assocs(tree: &Tree, o: &Options, version: Option<SlurmVersion>) -> Vec<bool> {
    match &o.private {
        Some(scope) => DatabaseView {
            scope,
            version: scope
                .database_release
                .or(version)
                .unwrap_or(SlurmVersion::new(22, 5, 0)),
        }
        .assocs(tree),
        None => vec![true; tree.nodes.len()],
    }
}

/// Whether an association is one the report's accounts= (its sub-tree) and users= select.
/// With users=, slurmdbd returns only those users' associations: no account rows.
pub fn selected(tree: &Tree, i: usize, o: &Options) -> bool {
    let node = &tree.nodes[i];
    let user_ok = o.users.is_empty() || (node.is_user() && o.users.contains(&node.user));
    in_accounts(tree, i, o) && user_ok
}

/// One reservation record as `sreport reservation utilization` reports it: its TRES (count,
/// and TRES-seconds its jobs used) in the record's order.
pub struct ReservationUse {
    pub name: String,
    pub id: Option<i64>,
    pub start: i64,
    pub end: i64,
    pub flags: String,
    pub assocs: String,
    /// Its nodes as a hostlist.
    pub nodes: String,
    pub tres: Vec<(String, u64, u64)>,
}

/// The reservation records overlapping [`start`, `end`) (those `names=` lists, if given),
/// in start order, with what their jobs used (by ReservationId where the dump has it, else
/// by name) up to the record's end or the last moment the dump records, if earlier (slurmdbd
/// counts a running job up to the report's moment).
pub fn reservation_use(
    store: &Store,
    cluster: &str,
    o: &Options,
    (start, end): (i64, i64),
) -> anyhow::Result<Vec<ReservationUse>> {
    let now = store.data_end(cluster)?.unwrap_or(i64::MAX);
    let records: Vec<ReservationRow> = store
        .reservations(cluster, start, end)?
        .into_iter()
        .filter(|r| o.names.is_empty() || o.names.contains(&r.name))
        .collect();
    let (Some(from), Some(to)) = (
        records.iter().map(|r| r.start_s).min(),
        records.iter().map(|r| r.end_s).max(),
    ) else {
        return Ok(Vec::new());
    };
    // The jobs that ran in any of them, read once: a requeued job's last record only, as
    // slurmdbd lists jobs without duplicates (`_get_usage_for_resv`).
    let mut whole = SharedWholeCounts::default();
    let rows = store.rollup_jobs(cluster, from, to)?;
    let mut last: HashMap<Arc<str>, i64> = HashMap::new();
    for j in &rows {
        let e = last.entry(j.job_id.clone()).or_insert(j.eligible_s);
        *e = (*e).max(j.eligible_s);
    }
    let jobs: Vec<(RollupJobRow, Job)> = rows
        .into_iter()
        .filter(|j| last.get(&j.job_id) == Some(&j.eligible_s))
        .filter(|j| j.reservation.as_deref().is_some_and(|n| !n.is_empty()))
        .map(|j| {
            let job = Job {
                assoc: 0,
                qos: Arc::from(""),
                eligible: Some(j.eligible_s),
                start: j.start_s,
                end: j.end_s,
                req_cpus: 0,
                array_pending: 0,
                alloc: whole.of(&j.alloc),
                resv: None,
            };
            (j, job)
        })
        .collect();
    let mut out = Vec::new();
    for r in records {
        let its: Vec<&Job> = jobs
            .iter()
            .filter(|(j, _)| match (j.reservation_id, r.id) {
                (Some(a), Some(b)) => a == b,
                _ => j.reservation.as_deref() == Some(r.name.as_str()),
            })
            .map(|(_, job)| job)
            .collect();
        let used = rollup::reservation_used(r.start_s, r.end_s.min(now), &its);
        out.push(ReservationUse {
            tres: counts(&r.tres)
                .into_iter()
                .map(|(n, c)| {
                    let u = used.get(&n).copied().unwrap_or(0);
                    (n, c, u)
                })
                .collect(),
            name: r.name,
            id: r.id,
            start: r.start_s,
            end: r.end_s,
            flags: r.flags.unwrap_or_default(),
            assocs: r.assocs.unwrap_or_default(),
            nodes: r.nodes.unwrap_or_default(),
        });
    }
    Ok(out)
}

/// Each (user, WCKey)'s TRES-seconds in [`start`, `end`) (slurmdbd's wckey usage: its jobs'
/// allocation for their time in the window; what reservations leave unused goes to
/// associations, not WCKeys), of the WCKeys `wckeys=` names (from 25.05 a name also picks
/// its `*` default form, as slurmdbd's wckey query does) and the users `user=` names (energy
/// once an hour, as the rollup counts it). None when no job records a WCKey (a dump without
/// the column).
pub fn wckey_usage(
    store: &Store,
    cluster: &str,
    o: &Options,
    (start, end): (i64, i64),
    version: Option<SlurmVersion>,
) -> anyhow::Result<Option<WckeyUsage>> {
    let rows = store.rollup_jobs(cluster, start, end)?;
    if !rows.is_empty() && rows.iter().all(|j| j.wckey.is_none()) {
        return Ok(None);
    }
    let defaults_too = version.is_some_and(SlurmVersion::wckey_names_match_defaults);
    let named = |w: &str| {
        o.wckeys.is_empty()
            || o.wckeys
                .iter()
                .any(|n| w == n || (defaults_too && w.strip_prefix('*') == Some(n)))
    };
    let mut usage = WckeyUsage::new();
    for j in rows {
        let Some(wckey) = j.wckey.as_deref().filter(|w| named(w)) else {
            continue;
        };
        if !o.users.is_empty() && !o.users.iter().any(|u| **u == *j.user) {
            continue;
        }
        let Some(s) = j.start_s else { continue };
        let (from, to) = (s.max(start), j.end_s.unwrap_or(end).min(end));
        let secs = to - from;
        if secs < 1 {
            continue;
        }
        // Energy is a total, counted once in each hour the job ran (as the rollup does).
        let hours = (to - 1).div_euclid(3600) - from.div_euclid(3600) + 1;
        let used = usage
            .entry((j.user.to_string(), wckey.to_string()))
            .or_default();
        for (name, count) in j.alloc.iter() {
            let times = if name == "energy" { hours } else { secs };
            *used.entry(name.clone()).or_default() += count.round().max(0.0) as u64 * times as u64;
        }
    }
    Ok(Some(usage))
}

/// (user, WCKey) → TRES → TRES-seconds.
pub type WckeyUsage = BTreeMap<(String, String), BTreeMap<String, u64>>;

/// `job SizesByAccount`'s groups: the jobs that ran in [`start`, `end`) (every record of a
/// requeued job), with their size (CPUs) and time in `tres` within the window, as slurmdbd's
/// `_process_grouped_report` groups them, and the sizes of every job that ran.
pub struct SizedGroups {
    /// (account, its jobs) by account name; accounts without jobs left out.
    pub groups: Vec<(String, Vec<SizedJob>)>,
    /// The size of each job that ran, whether or not a group took it (`Grouping=individual`
    /// makes a column of each).
    pub sizes: Vec<u64>,
}

/// How the job reports group jobs: SizesByAccount, SizesByWckey, SizesByAccountAndWckey.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SizesBy {
    Account,
    Wckey,
    AccountAndWckey,
}

/// The jobs of the job reports, after the report's filters (users=, partitions=, wckeys=,
/// nodes=, jobs=, gid=, associations=), grouped: by WCKey (SizesByWckey); with `FlatView` by the
/// account each ran under (accounts= exactly those); else by the associations slurmdbd returns
/// for the report, each job under the first in slurmdbd's order whose sub-tree holds its
/// association: those of accounts= (all by default, so root's), or with `AcctAsParent` the
/// accounts directly under them (root's by default). SizesByAccountAndWckey splits each
/// account's group by WCKey.
pub fn sized_jobs(
    store: &Store,
    (cluster, tree, version): (&str, &Tree, Option<SlurmVersion>),
    (o, tres, by): (&Options, &str, SizesBy),
    (start, end): (i64, i64),
) -> anyhow::Result<SizedGroups> {
    let nodes_asked = o
        .nodes
        .as_deref()
        .map(crate::ingest::hostlist::expand)
        .transpose()
        .map_err(|e| anyhow::anyhow!("Nodes={}: {e}", o.nodes.as_deref().unwrap_or("")))?;
    // jobs=: sreport keeps only the ids a comma follows (job_reports.c's loop), atoi each.
    let job_ids: Vec<String> = match o.jobs.len() {
        0 => Vec::new(),
        n => o.jobs[..n - 1].to_vec(),
    };
    let gids: Vec<i64> = o
        .gids
        .iter()
        .map(|g| {
            g.trim()
                .parse()
                .map_err(|_| anyhow::anyhow!("GID={g}: a group id is a number"))
        })
        .collect::<anyhow::Result<_>>()?;
    let kept = |j: &RollupJobRow| -> bool {
        let within = |list: &[String], v: &str| list.is_empty() || list.iter().any(|x| x == v);
        (gids.is_empty() || j.gid.is_some_and(|g| gids.contains(&g)))
            && within(&o.users, &j.user)
            && o.private
                .as_ref()
                .is_none_or(|s| s.database_sees_job(&j.user, &j.account))
            && within(&o.partitions, &j.partition)
            && within(&o.wckeys, j.wckey.as_deref().unwrap_or(""))
            && (o.jobs.is_empty() || job_ids.iter().any(|id| id.trim() == &*j.job_id))
            && nodes_asked.as_ref().is_none_or(|asked| {
                let ran = j.node_list.as_deref().unwrap_or("");
                crate::ingest::hostlist::expand(ran)
                    .unwrap_or_default()
                    .iter()
                    .any(|n| asked.contains(n))
            })
    };
    let rows = store.rollup_jobs(cluster, start, end)?;
    if !gids.is_empty() && rows.iter().any(|j| j.gid.is_none()) {
        anyhow::bail!("GID=: the sacct dumps of cluster {cluster} have no GID column: dump with `sacct --format=…,GID` (or --format=ALL)");
    }
    // Groups come in the order of their first jobs in the dumps.
    let mut rows: Vec<RollupJobRow> = rows.into_iter().filter(|j| kept(j)).collect();
    rows.sort_by_key(|j| j.job_row);
    let mut sizes = Vec::new();
    let mut jobs: Vec<(&RollupJobRow, SizedJob)> = Vec::new();
    // A job's size is its CPUs whatever TRES the report is of (slurmdbd groups by TRES_CPU);
    // its time is in that TRES.
    let count = |j: &RollupJobRow, name: &str| {
        j.alloc
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, c)| c.round() as u64)
    };
    for j in &rows {
        let (Some(s), Some(size)) = (j.start_s, count(j, "cpu")) else {
            continue;
        };
        let (s, e) = (s.max(start), j.end_s.unwrap_or(end).min(end));
        if e <= s {
            continue;
        }
        sizes.push(size);
        let assoc = tree
            .find(&j.account, &j.user, &j.partition)
            .unwrap_or(usize::MAX);
        let by_id = o.associations.is_empty()
            || tree
                .nodes
                .get(assoc)
                .and_then(|n| n.assoc_id)
                .is_some_and(|id| o.associations.iter().any(|a| a.trim() == id.to_string()));
        if by_id {
            let time = count(j, tres).unwrap_or(0) * (e - s) as u64;
            jobs.push((j, SizedJob { assoc, size, time }));
        }
    }
    // A group's name: the account, the WCKey, or `account:wckey`.
    let wckey_of = |row: &RollupJobRow| row.wckey.as_deref().unwrap_or("").to_string();
    let named = |account: &str, row: &RollupJobRow| match by {
        SizesBy::Account => account.to_string(),
        SizesBy::Wckey => wckey_of(row),
        SizesBy::AccountAndWckey => format!("{account}:{}", wckey_of(row)),
    };
    let mut groups: Vec<(String, Vec<SizedJob>)> = Vec::new();
    let mut add = |name: String, job: SizedJob| match groups.iter_mut().find(|(g, _)| *g == name) {
        Some((_, js)) => js.push(job),
        None => groups.push((name, vec![job])),
    };
    // slurmdbd passes FlatView and AcctAsParent to neither WCKey grouping but the pair.
    if o.flat_view || by == SizesBy::Wckey {
        for (row, job) in jobs {
            if by != SizesBy::Wckey
                && !o.accounts.is_empty()
                && !o.accounts.contains(&row.account.to_string())
            {
                continue;
            }
            add(named(&row.account, row), job);
        }
    } else {
        let parents = if o.accounts.is_empty() {
            vec!["root".to_string()]
        } else {
            o.accounts.clone()
        };
        // `_process_grouped_report`: a group per account name, headed by the first of
        // slurmdbd's associations with that name (by lft, from 23.11 by lineage: the tree's
        // order), a job in the first group whose lineage its own holds. Under PrivateData
        // slurmdbd returns only what the caller may see: from 23.11.2 a plain user's own
        // associations head their groups, a coordinator's account its own (the 26.05
        // capture: u2's jobs under astro and ops, u4's under physics; 22.05 root for all).
        let visible = visible_assocs(tree, o, version);
        let mut heads: Vec<usize> = Vec::new();
        for i in tree.sshare_order().into_iter().filter(|&i| visible[i]) {
            let node = &tree.nodes[i];
            // A user's association has no parent account in slurmdbd (parent_acct='').
            let take = if o.acct_as_parent {
                !node.is_user()
                    && node
                        .parent
                        .is_some_and(|p| parents.contains(&tree.nodes[p].account))
            } else {
                o.accounts.is_empty() || o.accounts.contains(&node.account)
            };
            if take && !heads.iter().any(|&h| tree.nodes[h].account == node.account) {
                heads.push(i);
            }
        }
        let within = |job: usize, head: usize| -> bool {
            let mut n = (job < tree.nodes.len()).then_some(job);
            while let Some(k) = n {
                if k == head {
                    return true;
                }
                n = tree.nodes[k].parent;
            }
            false
        };
        for (row, job) in jobs {
            if let Some(&h) = heads.iter().find(|&&h| within(job.assoc, h)) {
                add(named(&tree.nodes[h].account, row), job);
            }
        }
    }
    groups.retain(|(_, js)| !js.is_empty());
    // sreport prints them by account, then WCKey (`_sort_acct_grouping_dec`).
    let key = |name: &str| -> (String, String) {
        match (by, name.split_once(':')) {
            (SizesBy::AccountAndWckey, Some((a, w))) => (a.to_string(), w.to_string()),
            _ => (name.to_string(), String::new()),
        }
    };
    groups.sort_by_key(|(name, _)| key(name));
    Ok(SizedGroups { groups, sizes })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn array_lists() {
        assert_eq!(pending_tasks("[2-3%3]"), 2);
        assert_eq!(pending_tasks("[1,4-6]"), 4);
    }
}
