//! slurmdbd's hourly usage rollup, rebuilt from jobs and events (spec §9): per hour, the
//! cluster's capacity per TRES (from its registrations), allocated, down and planned-down time,
//! planned time (eligible jobs waiting, CPUs only), idle and over-committed time; and each
//! association's allocated TRES time, also per QOS (slurmdbd's QOS usage tables, from 24.11).
//! A reservation's time is the cluster's allocated time (planned down if MAINT) whoever runs
//! in it, and the part its jobs leave unused is shared out among the associations allowed in
//! it (22.05–26.05 `_setup_resv_usage`, `_add_resv_usage_to_cluster`, `_process_…_usage`).
//! sreport's cluster and account reports sum these hours;
//! its job-size report works on jobs directly (`job_sizes`).

use std::collections::BTreeMap;
use std::sync::Arc;

use crate::model::types::{FastMap, Numbered};

/// How an event counts in the rollup.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EventKind {
    /// A cluster registration: its TRES are the cluster's capacity while it lasts.
    Registration,
    /// A registration with a state: the controller was down; not counted as capacity.
    ControllerDown,
    NodeDown,
    NodePlannedDown,
    /// A node in a maintenance reservation (handled with reservations, not as down time).
    NodeMaintenance,
}

/// One event, times in epoch seconds; TRES counts as whole numbers (memory in MB).
#[derive(Debug, Clone, PartialEq)]
pub struct Event {
    pub kind: EventKind,
    /// The node of a node event (empty for a registration).
    pub node: String,
    pub start: i64,
    pub end: Option<i64>,
    pub tres: Vec<(String, u64)>,
}

/// One job record as slurmdbd keeps it.
#[derive(Debug, Clone, PartialEq)]
pub struct Job {
    /// The association it ran under (an index chosen by the caller).
    pub assoc: usize,
    pub qos: Arc<str>,
    pub eligible: Option<i64>,
    pub start: Option<i64>,
    /// None while running or pending.
    pub end: Option<i64>,
    pub req_cpus: u64,
    /// Tasks of a pending array record (0 for anything else).
    pub array_pending: u64,
    /// Shared by the jobs that hold the same TRES.
    pub alloc: Arc<[(String, u64)]>,
    /// The id of the reservation it ran in.
    pub resv: Option<u64>,
}

/// One reservation record as slurmdbd keeps it (an update that changes a reservation's
/// times, nodes or TRES starts a new record with the same id).
#[derive(Debug, Clone, PartialEq)]
pub struct Reservation {
    pub id: u64,
    pub start: i64,
    pub end: i64,
    /// Flags=MAINT: its time is planned down, not allocated.
    pub maint: bool,
    /// Flags=IGNORE_JOBS: its time is not the cluster's; its jobs count as any job does.
    pub ignore_jobs: bool,
    /// Its TRES in the record's order (node left out, as everywhere in the rollup).
    pub tres: Vec<(String, u64)>,
    /// The associations allowed in it, each once, with the QOS their share of its unused
    /// time is kept under; an association missing from the tree still takes its share.
    pub assocs: Vec<(usize, Arc<str>)>,
    /// Its nodes: one of them down takes its TRES out of the reservation's time.
    pub nodes: Vec<String>,
}

/// The reservation records and how the slurmdbd release counts them.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Reservations {
    pub records: Vec<Reservation>,
    /// A job in an IGNORE_JOBS reservation adds planned time for its wait inside the
    /// reservation's hours (23.02 on; before, a job in any reservation added none).
    pub ignore_jobs_planned: bool,
}

/// A TRES's time over the window, summed over its hours (TRES-seconds).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct TresTime {
    /// Σ of the hourly counts and the number of hours (sreport prints their integer mean).
    pub count_sum: u64,
    pub hours: u64,
    pub alloc: u64,
    pub down: u64,
    pub planned_down: u64,
    pub idle: u64,
    pub planned: u64,
    pub over: u64,
}

impl TresTime {
    /// What sreport calls Reported: everything but over-committed time.
    pub fn reported(&self) -> u64 {
        self.alloc + self.down + self.planned_down + self.idle + self.planned
    }

    /// The mean count over the hours the cluster was registered.
    pub fn count(&self) -> u64 {
        self.count_sum.checked_div(self.hours).unwrap_or(0)
    }
}

/// The rollup of a window: the cluster's time per TRES and each association's allocation.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Rollup {
    pub cluster: BTreeMap<String, TresTime>,
    /// (association, TRES) → allocated TRES-seconds.
    pub assoc: BTreeMap<(usize, String), u64>,
    /// (association, QOS, TRES) → allocated TRES-seconds.
    pub assoc_qos: BTreeMap<(usize, Arc<str>, String), u64>,
    /// (association, QOS) → the start of the first hour it has usage in (slurmdbd reads its
    /// QOS usage rows in time order: sreport lists QOS in that order).
    pub assoc_qos_first: BTreeMap<(usize, Arc<str>), i64>,
}

/// One hour's cluster accounting for one TRES before the caps.
#[derive(Default)]
struct HourTres {
    count: u64,
    total: u64,
    alloc: u64,
    down: u64,
    pdown: u64,
    plan: u64,
}

/// The registered part of one hour.
struct HourCluster {
    start: i64,
    end: i64,
    /// By TRES number (`Numbered`).
    tres: Vec<Option<HourTres>>,
    /// The number of `cpu`.
    cpu: usize,
}

impl HourCluster {
    fn entry(&mut self, id: usize) -> &mut HourTres {
        self.entry_with(id, HourTres::default)
    }

    /// TRES `id`'s figures, made by `new` when the hour has none yet.
    fn entry_with(&mut self, id: usize, new: impl FnOnce() -> HourTres) -> &mut HourTres {
        if self.tres.len() <= id {
            self.tres.resize_with(id + 1, || None);
        }
        self.tres[id].get_or_insert_with(new)
    }

    fn get_mut(&mut self, id: usize) -> Option<&mut HourTres> {
        self.tres.get_mut(id).and_then(Option::as_mut)
    }

    /// Planned time of a job eligible at `eligible` and started at `start` (`None`: not
    /// started), within the registered part (`_add_planned_time`; CPUs only).
    fn add_planned(&mut self, start: Option<i64>, eligible: i64, job: &Job) {
        if start.is_some_and(|s| s < self.start) {
            return;
        }
        let from = eligible.max(self.start);
        let until = start.map_or(self.end, |s| s.min(self.end));
        let mut waited = until - from;
        if waited <= 0 {
            return;
        }
        if job.array_pending > 0 {
            waited *= job.array_pending as i64;
        }
        let cpu = self.cpu;
        self.entry(cpu).plan += waited as u64 * job.req_cpus;
    }
}

/// A reservation record within one hour: its clipped times and, per TRES, its time (less
/// what its nodes were down) and the time its jobs used.
struct HourResv<'a> {
    resv: &'a Reservation,
    start: i64,
    end: i64,
    total: Vec<u64>,
    used: Vec<i64>,
}

/// A TRES's time for `secs` seconds: energy is a total, not a rate.
fn tres_time(name: &str, count: u64, secs: i64) -> u64 {
    if name == "energy" {
        count
    } else {
        count * secs.max(0) as u64
    }
}

/// The sum of `tres_time` over `hours` hours of `secs` seconds in all.
fn tres_time_over(name: &str, count: u64, secs: i64, hours: i64) -> u64 {
    if name == "energy" {
        count * hours as u64
    } else {
        tres_time(name, count, secs)
    }
}

/// Rolls up the hours starting at `from` up to `to` (both on the hour). `jobs` in slurmdbd's
/// order (by association id, then eligible time): a job in an IGNORE_JOBS reservation adds
/// TRES the cluster has no capacity of, which the jobs after it then count.
pub fn rollup(events: &[Event], jobs: &[Job], resvs: &Reservations, from: i64, to: i64) -> Rollup {
    rollup_hours(events, jobs, resvs, (from, to), false)
}

/// The hours a job spans whole, running or waiting.
struct Spans {
    /// Hour indexes [first, end) it runs through whole, outside any reservation.
    running: (usize, usize),
    /// Hour indexes [first, end) it waits through whole, outside any reservation.
    waiting: (usize, usize),
}

/// `rollup`, hour by hour. A job outside reservations that runs or waits through a whole
/// hour adds the same to it as to the next, so those hours are summed per hour from
/// difference arrays and the job is looked at only in the hours it starts, ends or becomes
/// eligible in; an hour whose registration does not cover it whole, or with an IGNORE_JOBS
/// reservation (where the jobs' order matters), looks at every job it holds — as every hour
/// does with `every_job_every_hour` (the tests' reference).
fn rollup_hours(
    events: &[Event],
    jobs: &[Job],
    resvs: &Reservations,
    (from, to): (i64, i64),
    every_job_every_hour: bool,
) -> Rollup {
    let mut out = Rollup::default();
    let n_hours = usize::try_from((to - from + 3599).div_euclid(3600)).unwrap_or(0);
    if n_hours == 0 {
        return out;
    }
    // The hour index of `t` (before the window: negative), and of the first hour starting at
    // or after it; both kept within [0, n_hours].
    let floor = |t: i64| (t - from).div_euclid(3600).clamp(0, n_hours as i64) as usize;
    let ceil = |t: i64| (t - from + 3599).div_euclid(3600).clamp(0, n_hours as i64) as usize;
    // Each job's TRES by number (job j's `&tres_of[held[j].0..held[j].1]`, in the order of
    // `job.alloc`), numbered once per list: a month's jobs share a few thousand lists.
    let mut ids = Numbered::default();
    let cpu = ids.number("cpu");
    let mut lists: FastMap<*const (String, u64), (usize, usize)> = FastMap::default();
    let mut tres_of = Vec::new();
    let held: Vec<(usize, usize)> = jobs
        .iter()
        .map(|job| {
            *lists.entry(job.alloc.as_ptr()).or_insert_with(|| {
                let first = tres_of.len();
                tres_of.extend(job.alloc.iter().map(|(name, _)| ids.number(name)));
                (first, tres_of.len())
            })
        })
        .collect();
    // Each hour looks only at the jobs it may count (eligible before its end, not ended
    // before its start), kept in the callers' order: `joining` (by the hour a job joins in)
    // and `active` for the hours that look at every such job, `looked_at` for the others.
    let mut joining: Vec<Vec<usize>> = vec![Vec::new(); n_hours];
    let mut joined_until = 0;
    let mut active: Vec<usize> = Vec::new();
    let mut looked_at: Vec<Vec<usize>> = vec![Vec::new(); n_hours];
    // Per hour, by TRES number, what the jobs running through it whole add, and what the
    // jobs waiting through it whole plan (CPU-seconds, and how many jobs): difference
    // arrays (wrapping, as the sums they make are exact modulo 2^64).
    let mut running_diff: Vec<Vec<u64>> = vec![vec![0; n_hours + 1]; ids.names.len()];
    let mut waiting_diff: Vec<(u64, i64)> = vec![(0, 0); n_hours + 1];
    let mut ran = vec![(0i64, 0i64); jobs.len()];
    // Each job's first hour with time in the window.
    let mut first_hour: Vec<Option<i64>> = vec![None; jobs.len()];
    for (j, job) in jobs.iter().enumerate() {
        let Some(eligible) = job.eligible.filter(|&e| e > 0 && e < to) else {
            continue;
        };
        let joins = from + (eligible - from).max(0) / 3600 * 3600;
        joining[floor(joins)].push(j);
        // Its seconds in the window: from the hour it joins, while it runs.
        if let Some(start) = job.start {
            let (lo, hi) = (start.max(joins), job.end.map_or(to, |e| e.min(to)));
            if hi - lo >= 1 {
                ran[j] = (hi - lo, (floor(hi - 1) - floor(lo) + 1) as i64);
                first_hour[j] = Some(from + floor(lo) as i64 * 3600);
            }
        }
        // The hours it is in: from the one it joins in to the one it ends in.
        let (first, last) = (
            floor(joins),
            job.end.map_or(n_hours, |e| (floor(e) + 1).min(n_hours)),
        );
        // Reservation jobs, and records out of order (started before eligible, ended
        // before started), are looked at in every hour they are in.
        let spans = match (job.resv, job.start, job.end) {
            (Some(_), ..) => None,
            (None, Some(s), _) if s < eligible => None,
            (None, Some(s), Some(e)) if e < s => None,
            (None, None, Some(e)) if e < eligible => None,
            (None, start, end) => {
                let waits_until = start.or(end).map_or(n_hours, floor);
                Some(Spans {
                    running: match start {
                        Some(s) => (ceil(s), end.map_or(n_hours, floor)),
                        None => (0, 0),
                    },
                    waiting: (ceil(eligible), waits_until),
                })
            }
        };
        let Some(spans) = spans else {
            for hour in looked_at.iter_mut().take(last).skip(first) {
                hour.push(j);
            }
            continue;
        };
        // The hour it joins in, unless it waits through it whole; the hour it starts in,
        // unless it starts on the hour; the hour it ends in.
        let mut partial = [
            (first < ceil(eligible)).then_some(first),
            job.start
                .map(floor)
                .filter(|&h| Some(h) != job.start.map(ceil)),
            job.end.map(floor),
        ];
        partial.sort_unstable();
        let mut previous = None;
        for h in partial.into_iter().flatten().filter(|&h| h < last) {
            if previous != Some(h) {
                looked_at[h].push(j);
                previous = Some(h);
            }
        }
        let (a, b) = spans.running;
        if a < b {
            for ((name, count), &id) in job.alloc.iter().zip(&tres_of[held[j].0..held[j].1]) {
                let time = tres_time(name, *count, 3600);
                running_diff[id][a] = running_diff[id][a].wrapping_add(time);
                running_diff[id][b] = running_diff[id][b].wrapping_sub(time);
            }
        }
        let (a, b) = spans.waiting;
        if a < b {
            let planned = 3600 * job.array_pending.max(1) * job.req_cpus;
            waiting_diff[a].0 = waiting_diff[a].0.wrapping_add(planned);
            waiting_diff[a].1 += 1;
            waiting_diff[b].0 = waiting_diff[b].0.wrapping_sub(planned);
            waiting_diff[b].1 -= 1;
        }
    }
    let mut running_now = vec![0u64; ids.names.len()];
    let mut waiting_now = (0u64, 0i64);
    for hour in 0..n_hours {
        let hs = from + hour as i64 * 3600;
        let he = hs + 3600;
        for (now, diff) in running_now.iter_mut().zip(&running_diff) {
            *now = now.wrapping_add(diff[hour]);
        }
        waiting_now = (
            waiting_now.0.wrapping_add(waiting_diff[hour].0),
            waiting_now.1 + waiting_diff[hour].1,
        );
        let clip = |start: i64, end: Option<i64>| -> Option<(i64, i64)> {
            if start >= he || end.is_some_and(|e| e < hs) {
                return None;
            }
            let (s, e) = (start.max(hs), end.map_or(he, |e| e.min(he)));
            (e - s >= 1).then_some((s, e))
        };
        // Capacity: the registrations overlapping the hour (node TRES left out: nodes are
        // shared, so Slurm does not roll them up).
        let mut cluster: Option<HourCluster> = None;
        for ev in events.iter().filter(|e| e.kind == EventKind::Registration) {
            let Some((s, e)) = clip(ev.start, ev.end) else {
                continue;
            };
            let c = cluster.get_or_insert_with(|| HourCluster {
                start: s,
                end: e,
                tres: Vec::new(),
                cpu,
            });
            c.end = e;
            for (name, count) in ev.tres.iter().filter(|(n, _)| n != "node") {
                let t = c.entry(ids.number(name));
                t.count = *count;
                t.total += count * (e - s) as u64;
            }
        }
        let mut in_hour: Vec<HourResv> = resvs
            .records
            .iter()
            .filter(|r| r.start < he && r.end >= hs)
            .map(|r| HourResv {
                resv: r,
                start: r.start.max(hs),
                end: r.end.min(he),
                total: r
                    .tres
                    .iter()
                    .map(|(_, count)| count * (r.end.min(he) - r.start.max(hs)).max(0) as u64)
                    .collect(),
                used: vec![0; r.tres.len()],
            })
            .filter(|h| h.end - h.start >= 1)
            .collect();
        if let Some(c) = cluster.as_mut() {
            for ev in events {
                let planned = match ev.kind {
                    EventKind::NodeDown => false,
                    EventKind::NodePlannedDown => true,
                    _ => continue,
                };
                let Some((s, e)) = clip(ev.start, ev.end) else {
                    continue;
                };
                // A node down in a reservation: that time is down (planned down in a MAINT
                // one) and leaves the reservation, TRES by TRES at the node's counts, never
                // below nothing. The rest of the event is reduced by the last such
                // reservation's overlap, as `_setup_cluster_usage` does.
                let mut in_resv = 0;
                for h in in_hour
                    .iter_mut()
                    .filter(|h| h.resv.nodes.contains(&ev.node))
                {
                    in_resv = e.min(h.end) - s.max(h.start);
                    if in_resv < 1 {
                        continue;
                    }
                    for (name, count) in &ev.tres {
                        let t = c.entry(ids.number(name));
                        let time = tres_time(name, *count, in_resv);
                        if h.resv.maint {
                            t.pdown += time;
                        } else {
                            t.down += time;
                        }
                    }
                    for (k, (name, _)) in h.resv.tres.iter().enumerate() {
                        if let Some((_, count)) = ev.tres.iter().find(|(n, _)| n == name) {
                            let time = count * in_resv as u64;
                            h.total[k] = h.total[k].saturating_sub(time);
                        }
                    }
                }
                let secs = e.min(c.end) - s.max(c.start);
                if secs < 1 {
                    continue;
                }
                let secs = secs - in_resv;
                if secs < 1 {
                    continue;
                }
                for (name, count) in &ev.tres {
                    let t = c.entry(ids.number(name));
                    let time = tres_time(name, *count, secs);
                    if planned {
                        t.pdown += time;
                    } else {
                        t.down += time;
                    }
                }
            }
            for h in in_hour.iter().filter(|h| !h.resv.ignore_jobs) {
                for ((name, _), total) in h.resv.tres.iter().zip(&h.total) {
                    let t = c.entry(ids.number(name));
                    if h.resv.maint {
                        t.pdown += total;
                    } else {
                        t.alloc += total;
                    }
                }
            }
        }
        let whole_hour = cluster
            .as_ref()
            .is_none_or(|c| c.start == hs && c.end == he);
        let every_job =
            every_job_every_hour || !whole_hour || in_hour.iter().any(|h| h.resv.ignore_jobs);
        // What one job adds to the hour.
        let mut account = |j: usize, cluster: &mut Option<HourCluster>| {
            let job = &jobs[j];
            let Some(eligible) = job.eligible.filter(|&e| e > 0 && e < he) else {
                return;
            };
            if job.end.is_some_and(|e| e < hs) {
                return;
            }
            // A job that never started counts from its end (cancelled while pending).
            let row_start = job.start.map(|s| s.max(hs)).or(job.end);
            let row_end = job.end.map_or(he, |e| e.min(he));
            let secs = row_start.map_or(0, |s| row_end - s);
            let job_tres = &tres_of[held[j].0..held[j].1];
            if let Some(id) = job.resv {
                // The reservation's time is already the cluster's: the job only uses it up.
                for h in in_hour.iter_mut().filter(|h| h.resv.id == id) {
                    let ignore_jobs = h.resv.ignore_jobs;
                    if let Some(c) = cluster.as_mut() {
                        if ignore_jobs && resvs.ignore_jobs_planned {
                            let start = row_start.map(|s| s.min(h.end));
                            c.add_planned(start, eligible.max(h.start), job);
                        }
                    }
                    let Some(s) = row_start.filter(|_| secs >= 1) else {
                        continue;
                    };
                    let overlap = row_end.min(h.end) - s.max(h.start);
                    if overlap <= 0 {
                        continue;
                    }
                    if let Some(c) = cluster.as_mut().filter(|_| ignore_jobs) {
                        // A TRES the cluster has no capacity of (node) is added here, with
                        // this job's count, and every job after it in the hour counts it too.
                        for ((name, count), &id) in job.alloc.iter().zip(job_tres) {
                            let time = tres_time(name, *count, overlap);
                            if time == 0 {
                                continue;
                            }
                            let t = c.entry_with(id, || HourTres {
                                count: *count,
                                ..HourTres::default()
                            });
                            t.alloc += time;
                        }
                    }
                    // slurmdbd counts the reservation's whole count for each TRES the job
                    // holds (`_add_time_tres` multiplies by the reservation's count).
                    for (k, (name, count)) in h.resv.tres.iter().enumerate() {
                        if job.alloc.iter().any(|(n, c)| n == name && *c > 0) {
                            h.used[k] += *count as i64 * overlap;
                        }
                    }
                }
                return;
            }
            if let Some(c) = cluster.as_mut() {
                if secs >= 1 {
                    for ((name, count), &id) in job.alloc.iter().zip(job_tres) {
                        if let Some(t) = c.get_mut(id) {
                            t.alloc += tres_time(name, *count, secs);
                        }
                    }
                }
                c.add_planned(row_start, eligible, job);
            }
        };
        if every_job {
            active.retain(|&j| jobs[j].end.is_none_or(|e| e >= hs));
            if joined_until <= hour {
                for joined in &mut joining[joined_until..=hour] {
                    active.append(joined);
                }
                joined_until = hour + 1;
                active.sort_unstable();
            }
            for &j in &active {
                account(j, &mut cluster);
            }
        } else {
            for &j in &looked_at[hour] {
                account(j, &mut cluster);
            }
            if let Some(c) = cluster.as_mut() {
                for (id, &time) in running_now.iter().enumerate() {
                    if let Some(t) = c.get_mut(id).filter(|_| time > 0) {
                        t.alloc += time;
                    }
                }
                if waiting_now.1 > 0 {
                    c.entry(cpu).plan += waiting_now.0;
                }
            }
        }
        // What the jobs left unused of each reservation, shared evenly among the
        // associations allowed in it, TRES by TRES up to the first with none left.
        for h in &in_hour {
            for (k, (name, _)) in h.resv.tres.iter().enumerate() {
                let idle = h.total[k] as i64 - h.used[k];
                if idle <= 0 {
                    break;
                }
                // slurmdbd keeps the share in an int: it wraps past 2^31 TRES-seconds.
                let mut share = idle as i32;
                if !h.resv.assocs.is_empty() {
                    share /= h.resv.assocs.len() as i32;
                }
                if share == 0 {
                    continue;
                }
                for (assoc, qos) in &h.resv.assocs {
                    *out.assoc_qos
                        .entry((*assoc, qos.clone(), name.clone()))
                        .or_default() += share as i64 as u64;
                    out.assoc_qos_first
                        .entry((*assoc, qos.clone()))
                        .or_insert(hs);
                }
            }
        }
        if let Some(c) = cluster {
            let tres = c.tres.into_iter().enumerate();
            for (id, t) in tres.filter_map(|(id, t)| Some((id, t?))) {
                let sum = out.cluster.entry(ids.names[id].clone()).or_default();
                let (alloc, down, pdown, idle, plan, over) = cap(&t);
                sum.count_sum += t.count;
                sum.hours += 1;
                sum.alloc += alloc;
                sum.down += down;
                sum.planned_down += pdown;
                sum.idle += idle;
                sum.planned += plan;
                sum.over += over;
            }
        }
    }
    // Summed by TRES number first: a month's jobs would each clone their TRES names.
    let mut by_assoc_qos: FastMap<(usize, &Arc<str>, usize), u64> = FastMap::default();
    let mut first_by_assoc_qos: FastMap<(usize, &Arc<str>), i64> = FastMap::default();
    for (j, job) in jobs.iter().enumerate() {
        let (secs, hours) = ran[j];
        let mut used = false;
        for ((name, count), &id) in job.alloc.iter().zip(&tres_of[held[j].0..held[j].1]) {
            let time = tres_time_over(name, *count, secs, hours);
            if time > 0 {
                *by_assoc_qos.entry((job.assoc, &job.qos, id)).or_default() += time;
                used = true;
            }
        }
        if let Some(h) = first_hour[j].filter(|_| used) {
            let first = first_by_assoc_qos.entry((job.assoc, &job.qos)).or_insert(h);
            *first = (*first).min(h);
        }
    }
    for ((assoc, qos, id), time) in by_assoc_qos {
        *out.assoc_qos
            .entry((assoc, qos.clone(), ids.names[id].clone()))
            .or_default() += time;
    }
    for ((assoc, qos), h) in first_by_assoc_qos {
        let first = out.assoc_qos_first.entry((assoc, qos.clone())).or_insert(h);
        *first = (*first).min(h);
    }
    for ((assoc, _, name), time) in &out.assoc_qos {
        *out.assoc.entry((*assoc, name.clone())).or_default() += time;
    }
    out
}

/// One hour's figures made to fit its capacity, as slurmdbd does before storing them:
/// allocation first, then down, then planned down; planned time takes what is left and the
/// excess is over-committed. (alloc, down, planned down, idle, planned, over).
fn cap(t: &HourTres) -> (u64, u64, u64, u64, u64, u64) {
    let total = t.total as i64;
    let mut alloc = t.alloc as i64;
    let (mut down, mut pdown, mut plan) = (t.down as i64, t.pdown as i64, t.plan as i64);
    if total > 0 && alloc > total {
        alloc = total;
    }
    if total > 0 && alloc + down + pdown > total {
        down = down.min(total - alloc).max(0);
        pdown = pdown.min(total - alloc - down).max(0);
    }
    let mut idle = total - alloc - down - pdown - plan;
    let mut over = 0;
    if idle < 0 {
        plan = (plan + idle).max(0);
        over = -idle;
        idle = 0;
    }
    (
        alloc as u64,
        down as u64,
        pdown as u64,
        idle as u64,
        plan as u64,
        over as u64,
    )
}

/// `sreport reservation utilization`'s allocated time of one reservation record: each job
/// in it adds its allocated TRES for its time within the record (slurmdbd's
/// `_add_usage_to_resv`, from the jobs, not the rollup). TRES-seconds per TRES name. `end`
/// is the record's end, or the report's moment if earlier: a running job counts up to it.
pub fn reservation_used(start: i64, end: i64, jobs: &[&Job]) -> BTreeMap<String, u64> {
    let mut used = BTreeMap::new();
    for job in jobs {
        let from = job.start.unwrap_or(0).max(start);
        let until = job.end.map_or(end, |e| e.min(end));
        if until - from < 1 {
            continue;
        }
        for (name, count) in job.alloc.iter() {
            *used.entry(name.clone()).or_default() += tres_time(name, *count, until - from);
        }
    }
    used
}

/// One job for the job-size report: its TRES count and its allocated time in the window.
#[derive(Debug, Clone, PartialEq)]
pub struct SizedJob {
    /// The association it ran under.
    pub assoc: usize,
    /// The count it is grouped by: its CPUs.
    pub size: u64,
    /// TRES-seconds of the report's TRES in the window (count × elapsed within it).
    pub time: u64,
}

/// Time and job count per size range (`[min, max]`, both included): a job counts in every
/// range it fits, as slurmdbd's `_process_grouped_report` adds it (ranges from sreport's
/// Grouping= never overlap unless given out of order).
pub fn size_buckets(jobs: &[SizedJob], ranges: &[(u64, u64)]) -> Vec<(u64, u64)> {
    let mut out = vec![(0, 0); ranges.len()];
    for j in jobs {
        for (k, (min, max)) in ranges.iter().enumerate() {
            if (*min..=*max).contains(&j.size) {
                out[k].0 += j.time;
                out[k].1 += 1;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reg(start: i64, cpus: u64) -> Event {
        Event {
            kind: EventKind::Registration,
            node: String::new(),
            start,
            end: None,
            tres: vec![("cpu".into(), cpus), ("node".into(), 1)],
        }
    }

    fn job(eligible: i64, start: Option<i64>, end: Option<i64>, cpus: u64) -> Job {
        Job {
            assoc: 0,
            qos: "normal".into(),
            eligible: Some(eligible),
            start,
            end,
            req_cpus: cpus,
            array_pending: 0,
            alloc: vec![("cpu".into(), cpus)].into(),
            resv: None,
        }
    }

    /// A worked example by hand: 10 CPUs registered at 0:15 of a two-hour window; a node
    /// down 0:20–0:30 (10 CPUs); job A eligible at 0:01, started 0:30, ended 1:30 on 4 CPUs;
    /// job B eligible 0:45, never started, 8 CPUs.
    #[test]
    fn two_hours_by_hand() {
        let events = vec![
            reg(900, 10),
            Event {
                kind: EventKind::NodeDown,
                node: "n1".into(),
                start: 1200,
                end: Some(1800),
                tres: vec![("cpu".into(), 10)],
            },
        ];
        let jobs = vec![job(60, Some(1800), Some(5400), 4), job(2700, None, None, 8)];
        let r = rollup(&events, &jobs, &Reservations::default(), 0, 7200);
        let cpu = &r.cluster["cpu"];
        // Hour 1: capacity 2700 s × 10 = 27000; down 600 × 10 = 6000; A allocated
        // 1800 × 4 = 7200; planned: A waited 900→1800 (900 × 4 = 3600), B 2700→3600
        // (900 × 8 = 7200); idle 27000 − 7200 − 6000 − 10800 = 3000.
        // Hour 2: capacity 36000; A 1800 × 4 = 7200; B waits the hour: 3600 × 8 = 28800;
        // 36000 − 7200 − 28800 = 0 idle.
        assert_eq!(cpu.alloc, 14400);
        assert_eq!(cpu.down, 6000);
        assert_eq!(cpu.planned, 10800 + 28800);
        assert_eq!(cpu.idle, 3000);
        assert_eq!(cpu.over, 0);
        assert_eq!(cpu.reported(), 27000 + 36000);
        assert_eq!((cpu.count(), cpu.hours), (10, 2));
        assert!(!r.cluster.contains_key("node"));
        assert_eq!(r.assoc[&(0, "cpu".to_string())], 14400);
        assert_eq!(r.assoc_qos[&(0, "normal".into(), "cpu".to_string())], 14400);
        // A ran from 1800: its QOS usage starts in the first hour; B never ran.
        assert_eq!(r.assoc_qos_first[&(0, "normal".into())], 0);
        let late = Job {
            qos: "late".into(),
            ..job(3600, Some(4000), Some(4100), 1)
        };
        let r = rollup(&events, &[late], &Reservations::default(), 0, 7200);
        assert_eq!(r.assoc_qos_first[&(0, "late".into())], 3600);
        // More waiting than room: planned is cut to what is left, the rest is over-committed.
        let crowd: Vec<Job> = (0..10).map(|_| job(3600, None, None, 8)).collect();
        let r = rollup(&[reg(0, 10)], &crowd, &Reservations::default(), 3600, 7200);
        let cpu = &r.cluster["cpu"];
        assert_eq!(
            (cpu.planned, cpu.idle, cpu.over),
            (36000, 0, 288000 - 36000)
        );
    }

    /// Worked by hand from slurmdbd's rollup (22.05–26.05): 10 CPUs, the hour from H. R1 reserves
    /// 4 CPUs 0:10–0:30 for associations 0 and 1; job J1 (association 0, 2 CPUs) runs in it
    /// 0:15–0:25. R2, MAINT, holds all 10 CPUs from 0:50 past the hour. J2 (association 1,
    /// 2 CPUs) runs the whole hour outside any reservation.
    #[test]
    fn reservations_by_hand() {
        const H: i64 = 3600;
        let resv = |id, (start, end), cpus, assocs: &[usize]| Reservation {
            id,
            start,
            end,
            maint: false,
            ignore_jobs: false,
            tres: vec![("cpu".into(), cpus)],
            assocs: assocs.iter().map(|&a| (a, "normal".into())).collect(),
            nodes: vec!["n1".into()],
        };
        let r1 = resv(1, (H + 600, H + 1800), 4, &[0, 1]);
        let r2 = Reservation {
            maint: true,
            ..resv(2, (H + 3000, H + 4200), 10, &[])
        };
        let j1 = Job {
            resv: Some(1),
            ..job(H + 900, Some(H + 900), Some(H + 1500), 2)
        };
        let j2 = Job {
            assoc: 1,
            ..job(H, Some(H), None, 2)
        };
        let resvs = Reservations {
            records: vec![r1, r2],
            ignore_jobs_planned: true,
        };
        let r = rollup(&[reg(0, 10)], &[j1, j2], &resvs, H, 2 * H);
        let cpu = &r.cluster["cpu"];
        // R1's 4 × 1200 and J2's 2 × 3600 are allocated; J1 only uses R1 up. R2's last
        // 600 s × 10 are planned down.
        assert_eq!((cpu.alloc, cpu.planned_down), (4800 + 7200, 6000));
        assert_eq!(cpu.idle, 36000 - 12000 - 6000);
        // J1 counts R1's 4 CPUs for its 600 s: 2400 of R1's 4800 left, 1200 to each.
        assert_eq!(r.assoc[&(0, "cpu".to_string())], 2 * 600 + 1200);
        assert_eq!(r.assoc[&(1, "cpu".to_string())], 7200 + 1200);

        // IGNORE_JOBS: the reservation is not the cluster's time, its job is; from 23.02
        // the job's wait inside it (eligible 0:20, started 0:30) is planned.
        let r3 = Reservation {
            ignore_jobs: true,
            ..resv(3, (H, 2 * H), 10, &[0])
        };
        let j3 = Job {
            resv: Some(3),
            ..job(H + 1200, Some(H + 1800), None, 1)
        };
        for (planned_rule, planned) in [(true, 600), (false, 0)] {
            let resvs = Reservations {
                records: vec![r3.clone()],
                ignore_jobs_planned: planned_rule,
            };
            let r = rollup(&[reg(0, 10)], std::slice::from_ref(&j3), &resvs, H, 2 * H);
            let cpu = &r.cluster["cpu"];
            assert_eq!((cpu.alloc, cpu.planned), (1800, planned));
            assert_eq!(r.assoc[&(0, "cpu".to_string())], 1800 + (36000 - 10 * 1800));
        }
    }

    /// A node down inside a reservation, as cluster a of tests/data/sreport-all (26.05.5)
    /// had it: 64 CPUs; `resa` reserves 16 of them 13:20–14:20; the node is down 13:51:27–
    /// 14:10:00. In the hour 13:00–14:00 the reservation's 16 × 2400 s lose the node's
    /// 64 × 513 s down (`_remove_job_tres_time_from_cluster`): 5568 CPU-s allocated, all of
    /// the 64 × 513 down; after 14:00 the node takes more than the reservation has left, so
    /// nothing of it is allocated and none of its time unused.
    #[test]
    fn a_node_down_in_a_reservation_takes_its_time() {
        const H: i64 = 13 * 3600;
        let down = Event {
            kind: EventKind::NodeDown,
            node: "a-n1".into(),
            start: H + 51 * 60 + 27,
            end: Some(H + 3600 + 600),
            tres: vec![("cpu".into(), 64)],
        };
        let resa = Reservation {
            id: 1,
            start: H + 1200,
            end: H + 4800,
            maint: false,
            ignore_jobs: false,
            tres: vec![("cpu".into(), 16)],
            assocs: vec![(0, "normal".into())],
            nodes: vec!["a-n1".into()],
        };
        let resvs = Reservations {
            records: vec![resa.clone()],
            ignore_jobs_planned: true,
        };
        let r = rollup(&[reg(0, 64), down.clone()], &[], &resvs, H, H + 3600);
        let cpu = &r.cluster["cpu"];
        assert_eq!((cpu.alloc, cpu.down), (16 * 2400 - 64 * 513, 64 * 513));
        assert_eq!(r.assoc[&(0, "cpu".to_string())], 16 * 2400 - 64 * 513);
        let r = rollup(&[reg(0, 64), down.clone()], &[], &resvs, H + 3600, H + 7200);
        let cpu = &r.cluster["cpu"];
        assert_eq!((cpu.alloc, cpu.down), (0, 64 * 600));
        assert!(!r.assoc.contains_key(&(0, "cpu".to_string())));
        // A reservation on other nodes loses nothing.
        let elsewhere = Reservations {
            records: vec![Reservation {
                nodes: vec!["a-n2".into()],
                ..resa
            }],
            ignore_jobs_planned: true,
        };
        let r = rollup(&[reg(0, 64), down], &[], &elsewhere, H, H + 3600);
        assert_eq!(r.cluster["cpu"].alloc, 16 * 2400);
    }

    /// Random histories rolled up as the hours are summed (whole hours from difference
    /// arrays) and with every job looked at in every hour: the same figures. Registrations
    /// start and stop within hours, nodes go down, reservations (MAINT, IGNORE_JOBS) come
    /// and go, and some records are out of order.
    #[test]
    fn whole_hours_summed_as_looked_at_one_by_one() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_pcg::Pcg64::seed_from_u64(52);
        const H: i64 = 3600;
        for round in 0..300 {
            let (from, to) = (10 * H, 10 * H + rng.random_range(1..30) * H);
            let mut events = vec![Event {
                kind: EventKind::Registration,
                node: String::new(),
                start: from + rng.random_range(-2 * H..H),
                end: Some(from + rng.random_range(5 * H..40 * H)),
                tres: vec![("cpu".into(), 64), ("mem".into(), 1000), ("node".into(), 4)],
            }];
            if round % 2 == 0 {
                events.push(Event {
                    end: None,
                    start: events[0].end.unwrap() + rng.random_range(0..H),
                    ..events[0].clone()
                });
            }
            for n in 0..rng.random_range(0..4) {
                let start = from + rng.random_range(-H..30 * H);
                events.push(Event {
                    kind: if n % 2 == 0 {
                        EventKind::NodeDown
                    } else {
                        EventKind::NodePlannedDown
                    },
                    node: format!("n{n}"),
                    start,
                    end: Some(start + rng.random_range(1..5 * H)),
                    tres: vec![("cpu".into(), 16)],
                });
            }
            let records = (0..rng.random_range(0..3u64))
                .map(|id| {
                    let start = from + rng.random_range(-H..20 * H);
                    Reservation {
                        id,
                        start,
                        end: start + rng.random_range(1..6 * H),
                        maint: rng.random_bool(0.2),
                        ignore_jobs: round % 3 == 0 && rng.random_bool(0.5),
                        tres: vec![("cpu".into(), 8), ("gres/gpu".into(), 1)],
                        assocs: vec![(0, "normal".into()), (2, "high".into())],
                        nodes: vec![format!("n{id}")],
                    }
                })
                .collect::<Vec<_>>();
            let n_resv = records.len() as u64;
            let resvs = Reservations {
                records,
                ignore_jobs_planned: round % 4 != 0,
            };
            let time = |rng: &mut rand_pcg::Pcg64| {
                let t = from + rng.random_range(-5 * H..35 * H);
                // A third on the hour.
                if rng.random_bool(0.3) {
                    t - t.rem_euclid(H)
                } else {
                    t
                }
            };
            let jobs: Vec<Job> = (0..rng.random_range(1..60))
                .map(|_| {
                    let eligible = time(&mut rng);
                    let start = rng.random_bool(0.8).then(|| {
                        if rng.random_bool(0.9) {
                            eligible + rng.random_range(0..10 * H)
                        } else {
                            time(&mut rng)
                        }
                    });
                    let end = rng.random_bool(0.7).then(|| {
                        if rng.random_bool(0.9) {
                            start.unwrap_or(eligible) + rng.random_range(0..10 * H)
                        } else {
                            time(&mut rng)
                        }
                    });
                    let cpus = rng.random_range(0..8);
                    let mut alloc = vec![("cpu".to_string(), cpus), ("mem".into(), 100 * cpus)];
                    if rng.random_bool(0.3) {
                        alloc.push(("energy".into(), rng.random_range(0..5000)));
                    }
                    if rng.random_bool(0.3) {
                        alloc.push(("node".into(), 1));
                    }
                    Job {
                        assoc: rng.random_range(0..3),
                        qos: if rng.random_bool(0.5) {
                            "normal"
                        } else {
                            "high"
                        }
                        .into(),
                        eligible: rng.random_bool(0.97).then_some(eligible),
                        start,
                        end,
                        req_cpus: cpus,
                        array_pending: if rng.random_bool(0.1) {
                            rng.random_range(0..5)
                        } else {
                            0
                        },
                        alloc: alloc.into(),
                        resv: (n_resv > 0 && rng.random_bool(0.2))
                            .then(|| rng.random_range(0..n_resv)),
                    }
                })
                .collect();
            let summed = rollup_hours(&events, &jobs, &resvs, (from, to), false);
            let one_by_one = rollup_hours(&events, &jobs, &resvs, (from, to), true);
            assert_eq!(summed, one_by_one, "round {round}");
        }
    }

    #[test]
    fn buckets_by_size() {
        let jobs = [
            SizedJob {
                assoc: 0,
                size: 3,
                time: 10,
            },
            SizedJob {
                assoc: 0,
                size: 4,
                time: 20,
            },
            SizedJob {
                assoc: 0,
                size: 40,
                time: 30,
            },
        ];
        let ranges = [(0, 3), (4, 15), (16, 31), (32, u64::MAX)];
        assert_eq!(
            size_buckets(&jobs, &ranges),
            vec![(10, 1), (20, 1), (0, 0), (30, 1)]
        );
        // Out of order, ranges overlap and a job counts in each.
        assert_eq!(
            size_buckets(&jobs, &[(0, 15), (0, 3)]),
            vec![(30, 2), (10, 1)]
        );
    }
}
