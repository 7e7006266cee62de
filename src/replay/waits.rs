//! How long jobs waited: each job that started in a window with its partition, QOS, size and
//! fairshare band, grouped (`fairtrace waits`, the audit's waits), and the jobs like one job
//! (`why`).

use std::collections::HashMap;

use anyhow::bail;

use crate::model::waits::{
    fairshare_band, size_band, size_order, wait_stats, By, WaitRow, WaitStats,
};
use crate::store::Store;

use super::{inputs, Context, Inputs};

/// The fairshare band is read hourly: the factor a job's association held at the start of the
/// hour it became eligible (at the window's start when it became eligible before).
const HOUR: i64 = 3600;

/// The first moment `waited` computes usage at for a window from `from`: what `Inputs` must
/// reach back to.
pub fn first_hour(from: i64) -> i64 {
    from.div_euclid(HOUR) * HOUR
}

/// A job that started in the window.
#[derive(Debug, Clone)]
pub struct WaitedJob {
    /// Its association in the tree (None: not in it; no fairshare band).
    pub node: Option<usize>,
    /// Partition and QOS, as indexes into `Waited::names`.
    partition: u32,
    qos: u32,
    pub cpus: Option<i64>,
    pub start_s: i64,
    /// start − eligible (0 where the dump has no eligible time).
    pub wait_s: f64,
    pub fairshare: Option<f64>,
}

/// The jobs that started in a window, with the names they share.
pub struct Waited {
    pub jobs: Vec<WaitedJob>,
    names: Vec<String>,
    /// Jobs without an eligible time in the dump (their wait counts as 0).
    pub eligible_unknown: usize,
}

impl Waited {
    /// The job's group under `by`.
    pub fn key(&self, job: &WaitedJob, by: By) -> String {
        match by {
            By::Partition => self.names[job.partition as usize].clone(),
            By::Qos => self.names[job.qos as usize].clone(),
            By::Size => size_band(job.cpus),
            By::Fairshare => fairshare_band(job.fairshare).to_string(),
        }
    }
}

/// Every job that started in [`from`, `to`) with the fairshare its association held at the
/// hour it became eligible. `inp` must compute usage from `first_hour(from)`
/// (`Inputs::reach_back`).
pub fn waited(inp: &Inputs, store: &Store, (from, to): (i64, i64)) -> anyhow::Result<Waited> {
    let mut names: Vec<String> = Vec::new();
    let mut ids: HashMap<String, u32> = HashMap::new();
    let mut id = |name: &str| -> u32 {
        if let Some(&i) = ids.get(name) {
            return i;
        }
        names.push(name.to_string());
        ids.insert(name.to_string(), names.len() as u32 - 1);
        names.len() as u32 - 1
    };
    let (mut jobs, mut eligible_at, mut eligible_unknown) = (Vec::new(), Vec::new(), 0);
    let first_hour = first_hour(from);
    store.for_each_job_started_in(&inp.cluster, (from, to), |j| {
        eligible_unknown += usize::from(j.eligible_unknown);
        eligible_at.push(j.eligible_s.max(first_hour).div_euclid(HOUR) * HOUR);
        jobs.push(WaitedJob {
            node: inp.tree.find(j.account, j.user, j.partition),
            partition: id(j.partition),
            qos: id(j.qos),
            cpus: j.cpus,
            start_s: j.start_s,
            wait_s: (j.start_s - j.eligible_s).max(0) as f64,
            fairshare: None,
        });
    })?;
    // Each hour a job became eligible in, once, in order.
    let mut hours = eligible_at.clone();
    hours.sort_unstable();
    hours.dedup();
    if let Some(&last) = hours.last() {
        let events = inp.classic_events(store, inp.params.cycles.at_or_before(hours[0]), last)?;
        let mut by_hour: Vec<usize> = (0..jobs.len()).collect();
        by_hour.sort_by_key(|&i| eligible_at[i]);
        let (mut k, mut next) = (0, 0);
        inp.for_each_usage(&hours, |usage| {
            let fs = inp.fairshare_at((&usage, None), hours[k], &events);
            while next < by_hour.len() && eligible_at[by_hour[next]] == hours[k] {
                let job = &mut jobs[by_hour[next]];
                job.fairshare = job.node.and_then(|n| fs[n].fairshare);
                next += 1;
            }
            k += 1;
        });
    }
    Ok(Waited {
        jobs,
        names,
        eligible_unknown,
    })
}

/// `waited`'s jobs grouped by `by` (none: all in one group), and by period of `every`
/// seconds from `from` by their start; rows in period and name order.
pub fn group(waited: &Waited, by: &[By], periods: Option<(i64, i64)>) -> Vec<WaitRow> {
    // Jobs gathered under numbers (the period, then a name's index per grouping), each group
    // named once after (a million jobs' names made one by one took a tenth of a second).
    let mut names = waited.names.clone();
    let mut ids: HashMap<String, u64> = (0..).zip(&names).map(|(i, n)| (n.clone(), i)).collect();
    let mut id = |name: &str| match ids.get(name) {
        Some(&i) => i,
        None => {
            names.push(name.to_string());
            ids.insert(name.to_string(), names.len() as u64 - 1);
            names.len() as u64 - 1
        }
    };
    let mut sizes: HashMap<Option<i64>, u64> = HashMap::new();
    let mut groups: HashMap<Box<[u64]>, Vec<f64>> = HashMap::new();
    let mut key: Vec<u64> = Vec::with_capacity(by.len() + 1);
    for j in &waited.jobs {
        key.clear();
        key.push(periods.map_or(0, |(from, every)| {
            (from + (j.start_s - from).div_euclid(every) * every) as u64
        }));
        for &b in by {
            key.push(match b {
                By::Partition => j.partition.into(),
                By::Qos => j.qos.into(),
                By::Size => *sizes
                    .entry(j.cpus)
                    .or_insert_with(|| id(&size_band(j.cpus))),
                By::Fairshare => id(fairshare_band(j.fairshare)),
            });
        }
        match groups.get_mut(key.as_slice()) {
            Some(waits) => waits.push(j.wait_s),
            None => {
                groups.insert(key.as_slice().into(), vec![j.wait_s]);
            }
        }
    }
    // Sizes sort by CPUs, the other names as text (bands of fairshare so in order).
    let order = |b: By, k: &str| if b == By::Size { size_order(k) } else { 0 };
    let mut rows: Vec<_> = groups
        .into_iter()
        .filter_map(|(key, waits)| {
            let keys: Vec<(u64, &str)> = by
                .iter()
                .zip(&key[1..])
                .map(|(&b, &k)| (order(b, &names[k as usize]), names[k as usize].as_str()))
                .collect();
            Some((periods.map(|_| key[0] as i64), keys, wait_stats(&waits)?))
        })
        .collect();
    rows.sort_unstable_by(|a, b| (a.0, &a.1).cmp(&(b.0, &b.1)));
    rows.into_iter()
        .map(|(period, keys, stats)| WaitRow {
            period,
            keys: keys.into_iter().map(|(_, k)| k.to_string()).collect(),
            stats,
        })
        .collect()
}

/// `fairtrace waits`: the window, its groups and their rows.
pub struct WaitsReport {
    pub cluster: String,
    pub from: i64,
    pub to: i64,
    pub by: Vec<By>,
    /// The periods' length (None: the whole window).
    pub every: Option<i64>,
    pub rows: Vec<WaitRow>,
}

/// The waits of the jobs that started in [`from`, `to`) grouped by `by`, per period of
/// `every` seconds if given.
pub fn waits_report(
    ctx: &Context,
    store: &Store,
    cluster: Option<&str>,
    (from, to): (i64, i64),
    by: &[By],
    every: Option<i64>,
) -> anyhow::Result<WaitsReport> {
    if to <= from {
        bail!("the window is empty: --to must be after --from");
    }
    if every.is_some_and(|e| e <= 0) {
        bail!("--every must be at least a second");
    }
    let mut inp = inputs(ctx, store, cluster, to, Some(from))?;
    inp.reach_back(
        store,
        inp.params.cycles.at_or_before(from.div_euclid(HOUR) * HOUR),
    )?;
    for w in inp.warnings() {
        ctx.note(&w);
    }
    let waited = waited(&inp, store, (from, to))?;
    if waited.eligible_unknown > 0 {
        ctx.note(&format!(
            "note: {} jobs have no eligible time in the dump: their wait counts as 0",
            waited.eligible_unknown
        ));
    }
    Ok(WaitsReport {
        cluster: inp.cluster.clone(),
        from,
        to,
        by: by.to_vec(),
        every,
        rows: group(&waited, by, every.map(|e| (from, e))),
    })
}

/// How long the jobs like one job waited: those that started in one of its partitions, under
/// its QOS, of its size band, whose association held a fairshare of its band, in the
/// `LIKE_DAYS` days before it became eligible. Counts and percentiles only: no job is named,
/// so a caller PrivateData limits sees no one else's.
#[derive(Debug, Clone, PartialEq)]
pub struct JobsLike {
    pub from: i64,
    pub to: i64,
    pub partitions: Vec<String>,
    pub qos: String,
    pub size: String,
    pub fairshare: &'static str,
    /// None: no job like it started then.
    pub stats: Option<WaitStats>,
}

/// The days before a job became eligible its like are looked for in (a week: at 10M jobs a
/// month of them cost `why` 3–5 s more).
pub const LIKE_DAYS: i64 = 7;

/// The jobs like the one whose association is `node` (its QOS, partitions and CPUs given),
/// eligible at `eligible` (`inp`: reaches back as far as it needs).
pub fn jobs_like(
    inp: &mut Inputs,
    store: &Store,
    node: Option<usize>,
    (partitions, qos, cpus): (&[String], &str, Option<i64>),
    eligible: i64,
) -> anyhow::Result<JobsLike> {
    let from = eligible - LIKE_DAYS * 86_400;
    inp.reach_back(store, inp.params.cycles.at_or_before(first_hour(from)))?;
    let hour = eligible.div_euclid(HOUR) * HOUR;
    let events = inp.classic_events(store, inp.params.cycles.at_or_before(hour), hour)?;
    let own = node
        .and_then(|n| inp.fairshare_at((&inp.usage_at(hour), None), hour, &events)[n].fairshare);
    let (size, fairshare) = (size_band(cpus), fairshare_band(own));
    let waited = waited(inp, store, (from, eligible))?;
    let waits: Vec<f64> = waited
        .jobs
        .iter()
        .filter(|j| {
            partitions.contains(&waited.key(j, By::Partition))
                && waited.key(j, By::Qos) == qos
                && waited.key(j, By::Size) == size
                && fairshare_band(j.fairshare) == fairshare
        })
        .map(|j| j.wait_s)
        .collect();
    Ok(JobsLike {
        from,
        to: eligible,
        partitions: partitions.to_vec(),
        qos: qos.to_string(),
        size,
        fairshare,
        stats: wait_stats(&waits),
    })
}
