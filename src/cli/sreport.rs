//! `fairtrace sreport`: Slurm's sreport from the stored history, with no slurmdbd. The usage
//! reports sum the hourly rollup slurmdbd would have made (model::rollup); the job-size
//! report works on the jobs.

use std::collections::BTreeMap;
use std::process::ExitCode;

use anyhow::{anyhow, bail};
use chrono::{Duration, Timelike};
use clap::Args;

use super::{open_store, Cli};
use crate::ingest::events::{event_kind, EventKind as StateKind};
use crate::ingest::slurm_time::Zone;
use crate::ingest::tres::parse_tres;
use crate::model::rollup::{self, Event, EventKind, Job, Rollup, SizedJob};
use crate::model::shares::Tree;
use crate::replay::cluster;
use crate::report::sreport::{write, Column, Layout, TimeFormat};
use crate::store::read::AsOf;
use crate::store::Store;

#[derive(Debug, Clone, Args)]
pub struct SreportArgs {
    /// Parsable: `|` between fields.
    #[arg(short = 'P', long = "parsable2")]
    pub parsable2: bool,
    /// Parsable: `|` after every field.
    #[arg(short = 'p', long = "parsable")]
    pub parsable: bool,
    /// No header.
    #[arg(short = 'n', long = "noheader")]
    pub noheader: bool,
    /// Time format: Seconds, Minutes, Hours, Percent, SecPer, MinPer, HourPer.
    #[arg(short = 't', default_value = "Minutes")]
    pub time: String,
    /// TRES to report (comma-separated, e.g. cpu,mem,gres/gpu,billing; ALL for every one).
    #[arg(short = 'T', long = "tres")]
    pub tres: Option<String>,
    /// The report and its options, as sreport takes them:
    /// `cluster Utilization|AccountUtilizationByUser|UserUtilizationByAccount`,
    /// `user TopUsage [TopCount=N] [Group]`, `job SizesByAccount [Grouping=N,N,…]
    /// [PrintJobCount]`; each with `start=TIME end=TIME [clusters=C] [accounts=A,…]
    /// [users=U,…]`.
    #[arg(required = true, num_args = 1.., allow_hyphen_values = true)]
    pub words: Vec<String>,
}

/// Which report.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Report {
    Utilization,
    AccountByUser,
    UserByAccount,
    TopUsage,
    SizesByAccount,
}

/// The parsed `key=value` options and flags.
#[derive(Debug, Default)]
struct Options {
    start: Option<String>,
    end: Option<String>,
    cluster: Option<String>,
    accounts: Vec<String>,
    users: Vec<String>,
    top_count: Option<usize>,
    grouping: Vec<u64>,
    group_accounts: bool,
    print_job_count: bool,
}

/// `word` abbreviates `full` (case-insensitive, at least `min` letters), as sreport reads
/// its keywords.
fn abbreviates(word: &str, full: &str, min: usize) -> bool {
    word.len() >= min.min(full.len())
        && word.len() <= full.len()
        && full[..word.len()].eq_ignore_ascii_case(word)
}

fn parse_words(words: &[String]) -> anyhow::Result<(Report, Options)> {
    let (Some(kind), Some(name)) = (words.first(), words.get(1)) else {
        bail!("which report? e.g. `cluster Utilization start=2026-11-01 end=2026-12-01`");
    };
    let report = if abbreviates(kind, "cluster", 1) {
        if abbreviates(name, "Utilization", 2) {
            Report::Utilization
        } else if abbreviates(name, "AccountUtilizationByUser", 2) {
            Report::AccountByUser
        } else if abbreviates(name, "UserUtilizationByAccount", 2) {
            Report::UserByAccount
        } else {
            bail!("unknown cluster report \"{name}\": Utilization, AccountUtilizationByUser or UserUtilizationByAccount");
        }
    } else if abbreviates(kind, "user", 1) && abbreviates(name, "TopUsage", 1) {
        Report::TopUsage
    } else if abbreviates(kind, "job", 1) && abbreviates(name, "SizesByAccount", 1) {
        Report::SizesByAccount
    } else {
        bail!("unknown report \"{kind} {name}\": cluster Utilization, cluster AccountUtilizationByUser, cluster UserUtilizationByAccount, user TopUsage or job SizesByAccount");
    };
    let mut o = Options::default();
    let list = |v: &str| -> Vec<String> {
        v.split(',')
            .filter(|s| !s.is_empty())
            .map(str::to_string)
            .collect()
    };
    for w in &words[2..] {
        let (k, v) = w.split_once('=').unwrap_or((w.as_str(), ""));
        let k = k.to_ascii_lowercase();
        match k.as_str() {
            "start" => o.start = Some(v.to_string()),
            "end" => o.end = Some(v.to_string()),
            "cluster" | "clusters" => o.cluster = Some(v.to_string()),
            "account" | "accounts" | "acct" | "accts" => o.accounts = list(v),
            "user" | "users" => o.users = list(v),
            "topcount" => {
                o.top_count = Some(
                    v.parse()
                        .map_err(|_| anyhow!("TopCount={v}: expected a number"))?,
                )
            }
            "grouping" => {
                o.grouping = v
                    .split(',')
                    .map(|g| {
                        g.parse()
                            .map_err(|_| anyhow!("Grouping={v}: expected numbers"))
                    })
                    .collect::<anyhow::Result<_>>()?
            }
            "group" if v.is_empty() => o.group_accounts = true,
            "printjobcount" if v.is_empty() => o.print_job_count = true,
            _ => bail!("unknown option \"{w}\" for this report"),
        }
    }
    Ok((report, o))
}

/// The report window as sreport makes it: both ends rounded to the nearest hour in local
/// time (slurmdb_report_set_start_end_time), at least an hour long. Without start or end: the
/// day before the end of the data.
fn window(cli: &Cli, zone: Zone, o: &Options, data_end: i64) -> anyhow::Result<(i64, i64)> {
    let round = |t: i64| -> i64 {
        let Some(local) = zone.to_local(t) else {
            return t;
        };
        let mut hour = local
            .with_minute(0)
            .and_then(|l| l.with_second(0))
            .unwrap_or(local);
        let (m, s) = (local.minute(), local.second());
        if m + u32::from(s >= 30) >= 30 {
            hour += Duration::hours(1);
        }
        zone.to_utc(hour).and_utc().timestamp()
    };
    let midnight = |t: i64, days_back: i64| -> i64 {
        let local = zone.to_local(t).unwrap_or_default();
        let day = local.date() - Duration::days(days_back);
        zone.to_utc(day.and_hms_opt(0, 0, 0).unwrap_or_default())
            .and_utc()
            .timestamp()
    };
    let end = match &o.end {
        Some(e) => round(cli.context().parse_time(e)?),
        None => midnight(data_end, 0),
    };
    let start = match &o.start {
        Some(s) => round(cli.context().parse_time(s)?),
        None => midnight(data_end, 1),
    };
    Ok((start, end.max(start + 3600)))
}

/// Tasks in a pending array record's list: `[2-3%3]` → 2, `[1,4-6]` → 4.
fn pending_tasks(list: &str) -> u64 {
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

fn counts(tres: &str) -> Vec<(String, u64)> {
    parse_tres(tres)
        .unwrap_or_default()
        .into_iter()
        .map(|(n, c)| (n, c.round().max(0.0) as u64))
        .collect()
}

/// The TRES the report is about: `-T`, else cpu.
fn tres_list(args: &SreportArgs, rollup: &Rollup) -> Vec<String> {
    match args.tres.as_deref() {
        None => vec!["cpu".to_string()],
        Some(t) if t.eq_ignore_ascii_case("all") => rollup.cluster.keys().cloned().collect(),
        Some(t) => t
            .split(',')
            .filter(|s| !s.is_empty())
            .map(str::to_ascii_lowercase)
            .collect(),
    }
}

pub fn run(cli: &Cli, args: &SreportArgs) -> anyhow::Result<ExitCode> {
    let (report, o) = parse_words(&args.words)?;
    let fmt = TimeFormat::parse(&args.time).map_err(anyhow::Error::msg)?;
    let store = open_store(cli)?;
    let cluster = cluster(&store, o.cluster.as_deref())?;
    let zone = cli.context().zone;
    let data_end = store
        .data_end(&cluster)?
        .ok_or_else(|| anyhow!("no jobs loaded for cluster {cluster}"))?;
    let (start, end) = window(cli, zone, &o, data_end)?;
    let tree = Tree::build(&store.assoc_rows(&cluster, AsOf::At(end - 1))?)
        .map_err(|e| anyhow!("association tree of cluster {cluster}: {e}"))?;
    let layout = if args.parsable2 {
        Layout::ParsableNoEnding
    } else if args.parsable {
        Layout::Parsable
    } else {
        Layout::Aligned
    };
    let period = format!("{} - {}", zone.format(start), zone.format(end - 1));
    let mut out = std::io::stdout().lock();
    if report == Report::SizesByAccount {
        let (title, columns, rows) =
            sizes_report(&store, &cluster, &tree, &o, args, fmt, start, end, &period)?;
        write(&title, &columns, &rows, layout, !args.noheader, &mut out)?;
        return Ok(ExitCode::SUCCESS);
    }
    let (rollup, notes) = rollup_of(&store, &cluster, &tree, start, end)?;
    for n in &notes {
        eprintln!("{n}");
    }
    let tres = tres_list(args, &rollup);
    let usage_in = match (fmt, &args.tres) {
        (TimeFormat::Percent, _) => fmt.label().to_string(),
        (_, None) => format!("CPU {}", fmt.label()),
        (_, Some(_)) => format!("TRES {}", fmt.label()),
    };
    let with_tres_name = args.tres.is_some();
    if rollup.cluster.is_empty() && (report == Report::Utilization || is_percent(fmt)) {
        bail!("no registration of cluster {cluster} covers {period} and slurm.conf defines no nodes: its capacity is unknown (load `sacctmgr show event -P format=Cluster,NodeName,TimeStart,TimeEnd,State,StateRaw,TRES,Reason` with `fairtrace load events FILE`, or load slurm.conf)");
    }
    let (title, columns, rows) = match report {
        Report::Utilization => utilization(
            &cluster,
            &rollup,
            &tres,
            fmt,
            with_tres_name,
            &period,
            &usage_in,
            end - start,
        ),
        Report::AccountByUser => account_by_user(
            &cluster,
            &tree,
            &rollup,
            &tres,
            fmt,
            with_tres_name,
            &o,
            &period,
            &usage_in,
            end - start,
        ),
        Report::UserByAccount | Report::TopUsage => user_by_account(
            &cluster,
            &tree,
            &rollup,
            &tres,
            fmt,
            with_tres_name,
            &o,
            report,
            &period,
            &usage_in,
            end - start,
        ),
        Report::SizesByAccount => unreachable!("handled above"),
    };
    write(&title, &columns, &rows, layout, !args.noheader, &mut out)?;
    Ok(ExitCode::SUCCESS)
}

fn is_percent(fmt: TimeFormat) -> bool {
    matches!(
        fmt,
        TimeFormat::Percent
            | TimeFormat::SecondsPer
            | TimeFormat::MinutesPer
            | TimeFormat::HoursPer
    )
}

/// The rollup of [`start`, `end`) from the stored jobs and events, and what the user should
/// know about inputs that were missing.
fn rollup_of(
    store: &Store,
    cluster: &str,
    tree: &Tree,
    start: i64,
    end: i64,
) -> anyhow::Result<(Rollup, Vec<String>)> {
    let events: Vec<Event> = store
        .events(cluster, start, end)?
        .into_iter()
        .map(|e| Event {
            kind: match (e.node_name.is_empty(), e.state) {
                (true, 0) => EventKind::Registration,
                (true, _) => EventKind::ControllerDown,
                (false, s) => match event_kind(s as u64) {
                    StateKind::Down => EventKind::NodeDown,
                    StateKind::PlannedDown => EventKind::NodePlannedDown,
                    StateKind::Maintenance => EventKind::NodeMaintenance,
                },
            },
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
    let (mut lost, mut no_eligible) = (0usize, 0usize);
    let jobs: Vec<Job> = store
        .rollup_jobs(cluster, start, end)?
        .into_iter()
        .map(|j| {
            let assoc = tree
                .find(&j.account, &j.user, &j.partition)
                .unwrap_or_else(|| {
                    lost += 1;
                    unmatched
                });
            no_eligible += usize::from(j.eligible_unknown);
            Job {
                assoc,
                eligible: Some(j.eligible_s),
                start: j.start_s,
                end: j.end_s,
                req_cpus: j.req_cpus.unwrap_or(0).max(0) as u64,
                array_pending: j.array_pending.as_deref().map_or(0, pending_tasks),
                alloc: j
                    .alloc
                    .iter()
                    .map(|(n, c)| (n.clone(), c.round().max(0.0) as u64))
                    .collect(),
            }
        })
        .collect();
    if lost > 0 {
        notes.push(format!("note: {lost} jobs belong to associations missing from the loaded tree: they count for the cluster, not for any account"));
    }
    if no_eligible > 0 {
        notes.push(format!("note: {no_eligible} jobs have no eligible time in the dump: taken as eligible when they started, so Planned misses their wait"));
    }
    if events.iter().any(|e| e.kind == EventKind::NodeMaintenance) {
        notes.push(
            "note: nodes in maintenance reservations are not counted: reservations are not loaded"
                .to_string(),
        );
    }
    Ok((rollup::rollup(&events, &jobs, start, end), notes))
}

type Output = (Vec<String>, Vec<Column>, Vec<Vec<String>>);

fn col(name: &str, width: i32) -> Column {
    Column {
        name: name.to_string(),
        width,
    }
}

#[allow(clippy::too_many_arguments)]
fn utilization(
    cluster: &str,
    r: &Rollup,
    tres: &[String],
    fmt: TimeFormat,
    with_tres_name: bool,
    period: &str,
    usage_in: &str,
    secs: i64,
) -> Output {
    let title = vec![
        format!("Cluster Utilization {period}"),
        format!("Usage reported in {usage_in}"),
    ];
    let present: Vec<(&String, &rollup::TresTime)> = tres
        .iter()
        .filter_map(|t| Some((t, r.cluster.get(t)?)))
        .collect();
    let max =
        |f: &dyn Fn(&rollup::TresTime) -> u64| present.iter().map(|(_, t)| f(t)).max().unwrap_or(0);
    let mut columns = vec![col("Cluster", 9)];
    if with_tres_name {
        columns.push(col("TRES Name", 14));
    }
    columns.extend([
        col("Allocated", fmt.width(max(&|t| t.alloc))),
        col("Down", fmt.width(max(&|t| t.down))),
        col("PLND Down", fmt.width(max(&|t| t.planned_down))),
        col("Idle", fmt.width(max(&|t| t.idle))),
        col("Planned", fmt.width(max(&|t| t.planned))),
        col("Reported", fmt.width(max(&|t| t.reported()))),
    ]);
    let rows = present
        .iter()
        .map(|(name, t)| {
            let reported = t.reported();
            let mut row = vec![cluster.to_string()];
            if with_tres_name {
                row.push(name.to_string());
            }
            row.extend([
                fmt.value(t.alloc, reported),
                fmt.value(t.down, reported),
                fmt.value(t.planned_down, reported),
                fmt.value(t.idle, reported),
                fmt.value(t.planned, reported),
                fmt.value(reported, secs.max(0) as u64 * t.count()),
            ]);
            row
        })
        .collect();
    (title, columns, rows)
}

/// Allocated TRES-seconds per association (an account's including its sub-tree).
fn subtree_usage(tree: &Tree, r: &Rollup, tres: &str) -> Vec<u64> {
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

/// The TRES any association used in the window.
fn used_tres(r: &Rollup) -> std::collections::BTreeSet<&String> {
    r.assoc.keys().map(|(_, t)| t).collect()
}

/// Whether an association is one the report's accounts= and users= select.
fn selected(tree: &Tree, i: usize, o: &Options) -> bool {
    let node = &tree.nodes[i];
    let account_ok = o.accounts.is_empty() || {
        let mut n = Some(i);
        let mut hit = false;
        while let Some(k) = n {
            hit |= o.accounts.contains(&tree.nodes[k].account);
            n = tree.nodes[k].parent;
        }
        hit
    };
    let user_ok = o.users.is_empty() || !node.is_user() || o.users.contains(&node.user);
    account_ok && user_ok
}

#[allow(clippy::too_many_arguments)]
fn account_by_user(
    cluster: &str,
    tree: &Tree,
    r: &Rollup,
    tres: &[String],
    fmt: TimeFormat,
    with_tres_name: bool,
    o: &Options,
    period: &str,
    usage_in: &str,
    secs: i64,
) -> Output {
    let title = vec![
        format!("Cluster/Account/User Utilization {period} ({secs} secs)"),
        format!("Usage reported in {usage_in}"),
    ];
    let per_tres: BTreeMap<&String, Vec<u64>> = tres
        .iter()
        .map(|t| (t, subtree_usage(tree, r, t)))
        .collect();
    let all: Vec<Vec<u64>> = used_tres(r)
        .iter()
        .map(|t| subtree_usage(tree, r, t))
        .collect();
    let energy = subtree_usage(tree, r, "energy");
    // Rows: associations with any usage in the window, in the tree's order.
    let shown: Vec<usize> = tree
        .sshare_order()
        .into_iter()
        .filter(|&i| all.iter().any(|u| u[i] > 0) && selected(tree, i, o))
        .collect();
    let max_used = shown
        .iter()
        .flat_map(|&i| per_tres.values().map(move |u| u[i]))
        .max()
        .unwrap_or(0);
    let mut columns = vec![
        col("Cluster", 9),
        col("Account", 15),
        col("Login", 9),
        col("Proper Name", 15),
    ];
    if with_tres_name {
        columns.extend([col("TRES Name", 14), col("Used", fmt.width(max_used))]);
    } else {
        let max_energy = shown.iter().map(|&i| energy[i]).max().unwrap_or(0);
        columns.extend([
            col("Used", fmt.width(max_used)),
            col("Energy", fmt.width(max_energy)),
        ]);
    }
    let mut rows = Vec::new();
    for &i in &shown {
        let n = &tree.nodes[i];
        for t in tres {
            let total = r.cluster.get(t).map_or(0, |c| c.reported());
            let mut row = vec![
                cluster.to_string(),
                n.account.clone(),
                n.user.clone(),
                String::new(),
            ];
            if with_tres_name {
                row.extend([t.clone(), fmt.value(per_tres[t][i], total)]);
            } else {
                let cluster_energy = r.cluster.get("energy").map_or(0, |c| c.alloc);
                row.extend([
                    fmt.value(per_tres[t][i], total),
                    fmt.value(energy[i], cluster_energy),
                ]);
            }
            rows.push(row);
        }
    }
    (title, columns, rows)
}

#[allow(clippy::too_many_arguments)]
fn user_by_account(
    cluster: &str,
    tree: &Tree,
    r: &Rollup,
    tres: &[String],
    fmt: TimeFormat,
    with_tres_name: bool,
    o: &Options,
    report: Report,
    period: &str,
    usage_in: &str,
    secs: i64,
) -> Output {
    let top = o.top_count.unwrap_or(10);
    let title = vec![
        if report == Report::TopUsage {
            format!("Top {top} Users {period} ({secs} secs)")
        } else {
            format!("Cluster/User/Account Utilization {period} ({secs} secs)")
        },
        format!("Usage reported in {usage_in}"),
    ];
    let usage = |i: usize, t: &str| r.assoc.get(&(i, t.to_string())).copied().unwrap_or(0);
    // One entry per user association with usage (per user across accounts with Group).
    let mut entries: Vec<(String, Vec<String>, Vec<usize>)> = Vec::new();
    for i in 0..tree.nodes.len() {
        let n = &tree.nodes[i];
        let used = used_tres(r).iter().any(|t| usage(i, t) > 0);
        if !n.is_user() || !used || !selected(tree, i, o) {
            continue;
        }
        match entries
            .iter_mut()
            .find(|e| e.0 == n.user && o.group_accounts)
        {
            Some(e) => {
                if !e.1.contains(&n.account) {
                    e.1.push(n.account.clone());
                }
                e.2.push(i);
            }
            None => entries.push((n.user.clone(), vec![n.account.clone()], vec![i])),
        }
    }
    let sum = |e: &(String, Vec<String>, Vec<usize>), t: &str| -> u64 {
        e.2.iter().map(|&i| usage(i, t)).sum()
    };
    // Largest use of the first TRES first, then by name (sort_user_dec).
    let first = tres.first().cloned().unwrap_or_else(|| "cpu".into());
    entries.sort_by(|a, b| sum(b, &first).cmp(&sum(a, &first)).then(a.0.cmp(&b.0)));
    if report == Report::TopUsage {
        entries.truncate(top);
    }
    let max_used = entries
        .iter()
        .flat_map(|e| tres.iter().map(move |t| sum(e, t)))
        .max()
        .unwrap_or(0);
    let mut columns = vec![
        col("Cluster", 9),
        col("Login", 9),
        col("Proper Name", 15),
        col("Account", 15),
    ];
    if with_tres_name {
        columns.extend([col("TRES Name", 14), col("Used", fmt.width(max_used))]);
    } else {
        let max_energy = entries.iter().map(|e| sum(e, "energy")).max().unwrap_or(0);
        columns.extend([
            col("Used", fmt.width(max_used)),
            col("Energy", fmt.width(max_energy)),
        ]);
    }
    let mut rows = Vec::new();
    for e in &entries {
        for t in tres {
            let total = r.cluster.get(t).map_or(0, |c| c.reported());
            let mut row = vec![
                cluster.to_string(),
                e.0.clone(),
                String::new(),
                e.1.join(","),
            ];
            if with_tres_name {
                row.extend([t.clone(), fmt.value(sum(e, t), total)]);
            } else {
                let cluster_energy = r.cluster.get("energy").map_or(0, |c| c.alloc);
                row.extend([
                    fmt.value(sum(e, t), total),
                    fmt.value(sum(e, "energy"), cluster_energy),
                ]);
            }
            rows.push(row);
        }
    }
    (title, columns, rows)
}

/// `job SizesByAccount`: time of the jobs that ran in the window by their size, under the
/// first of the given accounts (root by default) that holds each job's association.
#[allow(clippy::too_many_arguments)]
fn sizes_report(
    store: &Store,
    cluster: &str,
    tree: &Tree,
    o: &Options,
    args: &SreportArgs,
    fmt: TimeFormat,
    start: i64,
    end: i64,
    period: &str,
) -> anyhow::Result<Output> {
    let tres = args.tres.as_deref().unwrap_or("cpu").to_ascii_lowercase();
    let bounds = if o.grouping.is_empty() {
        vec![50, 250, 500, 1000]
    } else {
        o.grouping.clone()
    };
    let jobs: Vec<SizedJob> = store
        .rollup_jobs(cluster, start, end)?
        .into_iter()
        .filter_map(|j| {
            let s = j.start_s?.max(start);
            let e = j.end_s.unwrap_or(end).min(end);
            let size = j.alloc.iter().find(|(n, _)| *n == tres)?.1.round() as u64;
            (e > s).then(|| SizedJob {
                assoc: tree
                    .find(&j.account, &j.user, &j.partition)
                    .unwrap_or(usize::MAX),
                size,
                time: size * (e - s) as u64,
            })
        })
        .collect();
    let accounts = if o.accounts.is_empty() {
        vec!["root".to_string()]
    } else {
        o.accounts.clone()
    };
    let groups: Vec<usize> = tree
        .sshare_order()
        .into_iter()
        .filter(|&i| !tree.nodes[i].is_user() && accounts.contains(&tree.nodes[i].account))
        .collect();
    let within = |job: usize, group: usize| -> bool {
        let mut n = (job < tree.nodes.len()).then_some(job);
        while let Some(k) = n {
            if k == group {
                return true;
            }
            n = tree.nodes[k].parent;
        }
        false
    };
    let mut per_group: Vec<(usize, Vec<&SizedJob>)> =
        groups.iter().map(|&g| (g, Vec::new())).collect();
    for j in &jobs {
        if let Some(slot) = per_group.iter_mut().find(|(g, _)| within(j.assoc, *g)) {
            slot.1.push(j);
        }
    }
    per_group.retain(|(_, js)| !js.is_empty());
    let cluster_total: u64 = per_group
        .iter()
        .flat_map(|(_, js)| js.iter().map(|j| j.time))
        .sum();
    let cluster_jobs: usize = per_group.iter().map(|(_, js)| js.len()).sum();
    let unit = if tres == "cpu" { "CPUs" } else { "TRES" };
    let mut columns = vec![col("Cluster", 9), col("Account", 15)];
    let mut last = 0;
    for b in &bounds {
        columns.push(col(&format!("{last}-{} {unit}", b - 1), 13));
        last = *b;
    }
    columns.push(col(&format!(">= {last} {unit}"), 13));
    columns.push(col("% of cluster", 12));
    let mut title = vec![format!("Job Sizes {period} ({} secs)", end - start)];
    if args.tres.is_some() {
        title.push(format!("TRES type is {tres}"));
    }
    title.push(if o.print_job_count {
        "Units are in number of jobs ran".to_string()
    } else {
        format!("Time reported in {}", fmt.label())
    });
    let rows = per_group
        .iter()
        .map(|(g, js)| {
            let total: u64 = js.iter().map(|j| j.time).sum();
            let mut row = vec![cluster.to_string(), tree.nodes[*g].account.clone()];
            if o.print_job_count {
                let mut counts = vec![0usize; bounds.len() + 1];
                for j in js {
                    counts[bounds.iter().take_while(|&&b| j.size >= b).count()] += 1;
                }
                row.extend(counts.iter().map(|c| c.to_string()));
                row.push(TimeFormat::Percent.value(js.len() as u64, cluster_jobs as u64));
            } else {
                row.extend(
                    rollup::size_buckets(js, &bounds)
                        .into_iter()
                        .map(|t| fmt.value(t, total)),
                );
                row.push(TimeFormat::Percent.value(total, cluster_total));
            }
            row
        })
        .collect();
    Ok((title, columns, rows))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keywords_and_array_lists() {
        let words: Vec<String> = [
            "cluster",
            "AccountUtilizationByUser",
            "start=2026-11-22T10:00:00",
            "Accounts=bio",
        ]
        .map(String::from)
        .to_vec();
        let (r, o) = parse_words(&words).unwrap();
        assert_eq!(r, Report::AccountByUser);
        assert_eq!(o.accounts, vec!["bio"]);
        let (r, o) = parse_words(&[
            "job".into(),
            "SizesByAccount".into(),
            "Grouping=4,16,32".into(),
        ])
        .unwrap();
        assert_eq!((r, o.grouping), (Report::SizesByAccount, vec![4, 16, 32]));
        assert!(parse_words(&["cluster".into(), "Nonsense".into()]).is_err());
        assert!(parse_words(&["user".into(), "TopUsage".into(), "bogus=1".into()]).is_err());
        assert_eq!(pending_tasks("[2-3%3]"), 2);
        assert_eq!(pending_tasks("[1,4-6]"), 4);
    }
}
