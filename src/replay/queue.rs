//! The queue at a moment: every pending (job, partition) with its priority factors as
//! sprio printed them, and what orders it; `QueueModel` replays it over a span of time,
//! history and settings read once, fairshare once per decay cycle.

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

use anyhow::bail;

use crate::model::decay::Cycles;
use crate::model::fairshare::FsRow;
use crate::model::priority::{
    accrue_start, age_factor, infer_nice, job_priority, Factors, Request,
};
use crate::model::queue::sprio_id;
use crate::model::shares::Tree;
use crate::model::types::{FastMap, FastSet};
use crate::store::read::{PendingJob, QueueSighting, Sightings};
use crate::store::Store;

use super::SprioLine;
use super::{
    fairshares::fairshare_key, fairshares::Fairshares, inputs, Context, Inputs, NiceSource,
    Pending, PriorityContext, QueueKey, QueueNotes, Unknowns,
};

/// Every pending (job, partition) at `at` with its priority factors, sorted by job id;
/// notes on what sacct did not hold go to stderr.
pub fn pending_at(
    ctx: &Context,
    store: &Store,
    cluster: Option<&str>,
    at: i64,
) -> anyhow::Result<Pending> {
    let pending = QueueModel::load(ctx, store, cluster, at, at)?.pending_at(store, at)?;
    for note in pending.notes.lines() {
        ctx.note(&note);
    }
    Ok(pending)
}

/// The queue over a span of time: history and settings read once, fairshare computed once
/// per decay cycle.
/// Versions of one kind of settings: (load, in force from), oldest first.
type VersionList = Vec<(i64, Option<i64>)>;

pub struct QueueModel {
    pub inp: crate::replay::Inputs,
    pub ctx: PriorityContext,
    /// The slurm.conf and QOS versions `ctx` was read from, and the `--set` it applies.
    ctx_versions: (Option<i64>, Option<i64>),
    overrides: Vec<(String, String)>,
    /// Every slurm.conf version and every QOS version.
    versions: (VersionList, VersionList),
    /// The fairshare at the moments computed so far.
    fs_at: Fairshares,
    /// Jobs that may wait in a span of moments, read once (`load_window`).
    window: Option<Window>,
    /// Saved squeue/sprio sightings of pending jobs (read once).
    observations: Option<Observations>,
}

/// The jobs that may wait between `from` and `to`, in sprio's order (job id), with where
/// each sprio id's records are.
struct Window {
    from: i64,
    to: i64,
    /// The partitions whose jobs it holds.
    partitions: Vec<String>,
    jobs: Vec<PendingJob>,
    /// Each job's association (`association`).
    nodes: Vec<Option<usize>>,
    by_id: ById,
    /// Every job's (id, submission): a requeued job's earlier instance (`Listing::lists`);
    /// only CALCULATE_RUNNING asks, so made at its first use.
    instances: OnceLock<FastSet<(String, i64)>>,
    /// Each job's (submission, end of its wait): whether it waits at a moment without
    /// reading the job (an array's id names thousands of tasks, most of them started).
    waiting: Vec<(i64, i64)>,
    by_moment: ByMoment,
}

impl Window {
    /// Whether its jobs are those that may be listed at `at` in `partitions` (every one).
    fn covers(&self, at: i64, partitions: Option<&[String]>) -> bool {
        (self.from..=self.to).contains(&at)
            && partitions.is_some_and(|ps| ps.iter().all(|p| self.partitions.contains(p)))
    }

    /// Every job's (id, submission) with CALCULATE_RUNNING (`Listing::lists`), else none.
    fn instances(&self, running: bool) -> &FastSet<(String, i64)> {
        static NONE: OnceLock<FastSet<(String, i64)>> = OnceLock::new();
        match running {
            true => self.instances.get_or_init(|| all_instances(&self.jobs)),
            false => NONE.get_or_init(FastSet::default),
        }
    }
}

/// Saved squeue/sprio sightings of pending jobs, found by the id sprio prints: a long wait
/// asks for two jobs' at each of a million moments.
struct Observations {
    /// Job id as printed, oldest first.
    sightings: Vec<(String, QueueSighting)>,
    /// Every moment a saved queue shows, oldest first.
    moments: Vec<i64>,
    /// Each sprio id's sightings (places in `sightings`, oldest first).
    by_id: FastMap<String, Vec<u32>>,
}

impl Observations {
    fn new((sightings, moments): Sightings) -> Observations {
        let mut by_id: FastMap<String, Vec<u32>> = FastMap::default();
        for (k, (id, _)) in sightings.iter().enumerate() {
            by_id
                .entry(sprio_id(id).to_string())
                .or_default()
                .push(k as u32);
        }
        Observations {
            sightings,
            moments,
            by_id,
        }
    }

    /// The last moment a saved queue shows at or before `at`.
    fn latest(&self, at: i64) -> Option<i64> {
        let k = self.moments.partition_point(|&m| m <= at);
        k.checked_sub(1).map(|k| self.moments[k])
    }

    /// The latest sighting of the job sprio prints as `id`, at or before `at`.
    fn last_of(&self, id: &str, at: i64) -> Option<&QueueSighting> {
        let places = self.by_id.get(id)?;
        let k = places.partition_point(|&p| self.sightings[p as usize].1.at <= at);
        let p = places[k.checked_sub(1)?];
        Some(&self.sightings[p as usize].1)
    }
}

/// A window's jobs (indices, in its order) by the id sprio prints them as: the numbers apart,
/// so that a lookup reads no text (a long wait looks up a million rivals). Each id's jobs are
/// a stretch of one vector: a vector per id (two million of them) took longer to build than
/// the window's sort.
struct ById {
    /// Number → its stretch of `indices` (start, length).
    numbers: FastMap<u64, (u32, u32)>,
    others: FastMap<String, Vec<u32>>,
    indices: Vec<u32>,
}

impl ById {
    /// `id` as a number, when it is one written as numbers are (no sign, no leading zero).
    fn number(id: &str) -> Option<u64> {
        let plain = id.bytes().all(|b| b.is_ascii_digit()) && (id == "0" || !id.starts_with('0'));
        plain.then(|| id.parse().ok()).flatten()
    }

    /// From each job's sprio id and, for a task that split off its array, its own number
    /// (JobIDRaw), in the window's order.
    fn new<'a>(jobs: impl ExactSizeIterator<Item = (&'a str, Option<i64>)>) -> ById {
        let mut numbered = Vec::with_capacity(jobs.len());
        let mut others: FastMap<String, Vec<u32>> = FastMap::default();
        for (i, (id, raw)) in jobs.enumerate() {
            let i = i as u32;
            match ById::number(id) {
                Some(n) => numbered.push((n, i)),
                None => others.entry(id.to_string()).or_default().push(i),
            }
            if let Some(raw) = raw {
                match u64::try_from(raw) {
                    Ok(n) => numbered.push((n, i)),
                    Err(_) => others.entry(raw.to_string()).or_default().push(i),
                }
            }
        }
        // By number, each number's jobs in the window's order.
        numbered.sort_unstable();
        let mut numbers = FastMap::with_capacity_and_hasher(numbered.len(), Default::default());
        let mut start = 0;
        for run in numbered.chunk_by(|a, b| a.0 == b.0) {
            numbers.insert(run[0].0, (start, run.len() as u32));
            start += run.len() as u32;
        }
        ById {
            numbers,
            others,
            indices: numbered.into_iter().map(|(_, i)| i).collect(),
        }
    }

    fn get(&self, id: &str) -> &[u32] {
        match ById::number(id) {
            Some(n) => self.numbers.get(&n).map_or(&[], |&(start, len)| {
                &self.indices[start as usize..(start + len) as usize]
            }),
            None => self.others.get(id).map_or(&[], Vec::as_slice),
        }
    }
}

/// A window's jobs by the moments (those it was read for) at which each may be listed: from
/// its submission until it started (or ended unstarted), or until MinJobAge after its end,
/// whichever is later. A moment's queue then reads the jobs of its list rather than every job
/// of a long wait. Lists of the moments asked only: stretches covering the whole span listed
/// a job in every stretch it waited or ran through (39M entries, 0.5 s, for a long wait at
/// 100M jobs, against 240 moments' few million).
struct ByMoment {
    /// The MinJobAge the lists were drawn with.
    min_job_age_s: i64,
    /// Ascending, distinct.
    moments: Vec<i64>,
    /// Per moment, the jobs (indices, ascending) that may be listed then.
    jobs: Vec<Vec<u32>>,
}

impl ByMoment {
    fn new(jobs: &[PendingJob], moments: &[i64], min_job_age_s: i64) -> ByMoment {
        let mut moments = moments.to_vec();
        moments.sort_unstable();
        moments.dedup();
        let mut lists = vec![Vec::new(); moments.len()];
        for (i, j) in jobs.iter().enumerate() {
            let waiting_until = j.start_s.or(j.end_s).unwrap_or(i64::MAX);
            let held_until = j
                .end_s
                .map_or(i64::MAX, |e| e.saturating_add(min_job_age_s));
            let until = waiting_until.max(held_until);
            let first = moments.partition_point(|&t| t < j.submit_s);
            let end = moments.partition_point(|&t| t < until);
            for list in lists.iter_mut().take(end).skip(first) {
                list.push(i as u32);
            }
        }
        ByMoment {
            min_job_age_s,
            moments,
            jobs: lists,
        }
    }

    /// The jobs that may be listed at `at`, when it is one of the moments.
    fn at(&self, at: i64) -> Option<&[u32]> {
        let k = self.moments.binary_search(&at).ok()?;
        Some(&self.jobs[k])
    }
}

/// When a `--dependency` list (all of it to be met) was met: `after:ID` at the job's start,
/// `afterany`/`afterok`/`afternotok:ID` at its end (its latest record); None for other kinds,
/// `?` lists, or a job with no record of that moment.
fn dependency_met(store: &Store, cluster: &str, dependency: &str) -> anyhow::Result<Option<i64>> {
    if dependency.contains('?') {
        return Ok(None);
    }
    let mut met = i64::MIN;
    for item in dependency.split(',') {
        let mut parts = item.split(':');
        let kind = parts.next().unwrap_or_default();
        for id in parts {
            let id = id.split('+').next().unwrap_or(id);
            let Some(job) = store.job_facts(cluster, id)?.pop() else {
                return Ok(None);
            };
            let at = match kind {
                "after" => job.start_s,
                "afterany" | "afterok" | "afternotok" => job.end_s,
                _ => None,
            };
            let Some(at) = at else { return Ok(None) };
            met = met.max(at);
        }
    }
    Ok((met > i64::MIN).then_some(met))
}

/// A pending job's association: by the first partition sacct names.
fn association(tree: &Tree, job: &PendingJob) -> Option<usize> {
    let partition = job.partition.split(',').next().unwrap_or("");
    tree.find(&job.account, &job.user, partition)
}

/// Each job's association, looked up once per (account, user, partition) text: a window's
/// jobs share the texts they repeat (`PendingJob`), and a million lookups by name cost more.
fn associations(tree: &Tree, jobs: &[PendingJob]) -> Vec<Option<usize>> {
    let mut seen: FastMap<[*const u8; 3], Option<usize>> = FastMap::default();
    jobs.iter()
        .map(|j| {
            let texts = [&j.account, &j.user, &j.partition].map(|t| t.as_ptr());
            *seen.entry(texts).or_insert_with(|| association(tree, j))
        })
        .collect()
}

/// The priority sacct recorded for `job`, when it is the one given at submission and so can
/// tell the job's nice: array tasks record theirs when they split off, and 0 is a hold.
fn submit_priority(job: &PendingJob) -> Option<f64> {
    job.priority
        .filter(|&p| p > 0.0 && !job.job_id.contains('_'))
}

/// Whether `job`'s priority needs the fairshare at its submission: to infer its nice from the
/// priority recorded then, or with INCR_ONLY for the priority it got then.
fn needs_submit_fairshare(job: &PendingJob, incr_only: bool) -> bool {
    incr_only || submit_priority(job).is_some()
}

/// Every job's (id, submission).
fn all_instances(jobs: &[PendingJob]) -> FastSet<(String, i64)> {
    jobs.iter()
        .map(|j| (j.job_id.clone(), j.submit_s))
        .collect()
}

/// sprio's order: by numeric job id, then as printed, then as loaded. Sorted by the numbers
/// and put in place: keys holding each id's text copied a window's two million ids.
fn sort_by_job_id<J: std::borrow::Borrow<PendingJob>>(jobs: &mut [J]) {
    let job = |k: usize| -> &PendingJob { jobs[k].borrow() };
    let mut order: Vec<(u64, usize)> = (0..jobs.len())
        .map(|k| (sprio_id(&job(k).job_id).parse().unwrap_or(u64::MAX), k))
        .collect();
    order.sort_unstable_by(|(a, i), (b, k)| {
        let (x, y) = (job(*i), job(*k));
        a.cmp(b)
            .then_with(|| x.job_id.cmp(&y.job_id))
            .then_with(|| x.row.cmp(&y.row))
    });
    // Each place takes the job the order names there, following where earlier swaps moved it.
    let mut from: Vec<usize> = order.into_iter().map(|(_, k)| k).collect();
    for i in 0..from.len() {
        let mut k = from[i];
        while k < i {
            k = from[k];
        }
        from[i] = k;
        jobs.swap(i, k);
    }
}

impl QueueModel {
    /// For moments up to `until`, from `from` on (earlier ones read more of the history).
    pub fn load(
        ctx: &Context,
        store: &Store,
        cluster: Option<&str>,
        from: i64,
        until: i64,
    ) -> anyhow::Result<QueueModel> {
        let inp = inputs(ctx, store, cluster, until, Some(from))?;
        for w in inp.warnings() {
            ctx.note(&w);
        }
        let as_of = crate::store::read::AsOf::At(until);
        let config = store.config(&inp.cluster, as_of)?;
        let overrides = ctx.set.clone();
        let ctx =
            PriorityContext::load(store, &inp.cluster, &config, &overrides, &inp.tree, as_of)?;
        let versions = (
            store.setting_versions("conf", &inp.cluster)?,
            store.setting_versions("qos", "")?,
        );
        let mut model = QueueModel {
            ctx_versions: (None, None),
            inp,
            ctx,
            overrides,
            versions,
            fs_at: Fairshares::default(),
            window: None,
            observations: None,
        };
        model.ctx_versions = model.versions_at(until);
        Ok(model)
    }

    /// With CALCULATE_RUNNING, the moment from which the jobs slurmctld still held at `from`
    /// ended (MinJobAge before).
    fn kept_from(&self, from: i64) -> Option<i64> {
        let running = self.ctx.weights.flags.calculate_running;
        running.then(|| from - self.ctx.min_job_age_s)
    }

    /// The slurm.conf and QOS versions in force at `at` (their loads).
    fn versions_at(&self, at: i64) -> (Option<i64>, Option<i64>) {
        let at = crate::store::read::AsOf::At(at);
        (
            crate::store::read::in_force(&self.versions.0, at),
            crate::store::read::in_force(&self.versions.1, at),
        )
    }

    /// Reads once the jobs that may wait (or run, with CALCULATE_RUNNING) between `from` and
    /// `to` with a row in one of `partitions` (the one they ran in or any they asked for):
    /// later calls in that span for those partitions need no query. The queues at `moments`
    /// read only the jobs listed then; others in the span look at every job.
    pub fn load_window(
        &mut self,
        store: &Store,
        (from, to): (i64, i64),
        partitions: &[String],
        moments: &[i64],
    ) -> anyhow::Result<()> {
        // The previous window is not needed while this one is read.
        self.window = None;
        let kept = self.kept_from(from);
        let mut jobs = store.pending_jobs(&self.inp.cluster, (from, to), kept, Some(partitions))?;
        sort_by_job_id(&mut jobs);
        // A task that split off is also a job of its own (`sprio_id_at`).
        let by_id = ById::new(jobs.iter().map(|j| {
            let split = j.start_s.is_some() && j.job_id.contains('_');
            (j.sprio_id(), j.id_raw.filter(|_| split))
        }));
        self.window = Some(Window {
            from,
            to,
            partitions: partitions.to_vec(),
            nodes: associations(&self.inp.tree, &jobs),
            instances: OnceLock::new(),
            waiting: jobs
                .iter()
                .map(|j| (j.submit_s, j.start_s.or(j.end_s).unwrap_or(i64::MAX)))
                .collect(),
            by_moment: ByMoment::new(&jobs, moments, self.ctx.min_job_age_s),
            jobs,
            by_id,
        });
        Ok(())
    }

    /// Reads once, in one sweep, the fairshare that the queues at the moments `ts` need: at
    /// their cycles, and at the submissions of the window's jobs (`load_window`) whose
    /// recorded priority tells a nice (every submission with INCR_ONLY). The fairshare rows
    /// at the moments of `rows_for` are kept (`fairshare_at`).
    pub fn prefetch(&mut self, store: &Store, ts: &[i64], rows_for: &[i64]) -> anyhow::Result<()> {
        let cycles = &self.inp.params.cycles;
        let jobs = self.window.as_ref().map_or(&[][..], |w| &w.jobs[..]);
        let incr_only = self.ctx.weights.flags.incr_only;
        let needed: Vec<i64> = jobs
            .iter()
            .filter(|j| needs_submit_fairshare(j, incr_only))
            .map(|j| j.submit_s)
            .chain(ts.iter().map(|&t| cycles.at_or_before(t)))
            .collect();
        self.fs_at.prefetch(&mut self.inp, store, &needed, rows_for)
    }

    /// The jobs of the window (`load_window`) other than `except` that started in [`from`, `to`)
    /// in one of its partitions, in start order (then as loaded): a waiting job's rivals, as
    /// (their place in the window, `window_job`; their start).
    pub fn started(
        &self,
        (from, to): (i64, i64),
        except: &str,
    ) -> anyhow::Result<impl Iterator<Item = (u32, i64)>> {
        let Some(w) = self
            .window
            .as_ref()
            .filter(|w| w.from <= from && to <= w.to + 1)
        else {
            bail!("no jobs read for [{from}, {to}): load the window first");
        };
        let mut started: Vec<(i64, i64, u32)> = w
            .jobs
            .iter()
            .zip(0u32..)
            .filter(|(j, _)| j.job_id != except && w.partitions.iter().any(|p| **p == *j.partition))
            .filter_map(|(j, k)| Some((j.start_s.filter(|s| (from..to).contains(s))?, j.row, k)))
            .collect();
        started.sort_unstable_by_key(|&(start, row, _)| (start, row));
        Ok(started.into_iter().map(|(start, _, k)| (k, start)))
    }

    /// The job at place `k` of the window (`started`).
    pub fn window_job(&self, k: u32) -> &PendingJob {
        let w = self
            .window
            .as_ref()
            .expect("places given by `started`, in its window");
        &w.jobs[k as usize]
    }

    /// The fairshare (every association's row, as sshare's) at `t`.
    pub fn fairshare_at(&mut self, store: &Store, t: i64) -> anyhow::Result<&[FsRow]> {
        self.fs_at.prefetch(&mut self.inp, store, &[], &[t])?;
        Ok(&self.fs_at.rows[&fairshare_key(&self.inp, t)])
    }

    /// The same history with these job ends ordered against their cycles as given (how
    /// `check` tries the orders sacct cannot tell).
    pub fn order_ends(&mut self, store: &Store, orders: &HashMap<i64, bool>) -> anyhow::Result<()> {
        self.inp.order_ends(store, orders)?;
        self.fs_at = Fairshares::default();
        Ok(())
    }

    /// The same history had sshare requests also been answered at `requests` (how `check`
    /// tries the requests no dump records).
    pub fn assume_requests(&mut self, requests: &[i64]) {
        self.inp.assumed_requests = requests.to_vec();
        self.fs_at = Fairshares::default();
    }

    /// The same history had these jobs (rows), held after submission, been held from it (how
    /// `check` tries the holds sacct does not date).
    pub fn assume_held(&mut self, jobs: &[i64]) {
        self.inp.assumed_held = jobs.to_vec();
        self.fs_at = Fairshares::default();
    }

    /// Every pending (job, partition) at `at` with its priority factors, sorted by job id.
    pub fn pending_at(&mut self, store: &Store, at: i64) -> anyhow::Result<Pending> {
        self.pending_among(store, at, None)
    }

    /// Weights, partitions and QOS as they were at `at` (settings history); the saved
    /// queues, read once.
    fn settle_at(&mut self, store: &Store, at: i64) -> anyhow::Result<()> {
        let versions = self.versions_at(at);
        if versions != self.ctx_versions {
            let as_of = crate::store::read::AsOf::At(at);
            let config = store.config(&self.inp.cluster, as_of)?;
            self.ctx = PriorityContext::load(
                store,
                &self.inp.cluster,
                &config,
                &self.overrides,
                &self.inp.tree,
                as_of,
            )?;
            self.ctx_versions = versions;
        }
        if self.observations.is_none() {
            self.observations = Some(Observations::new(store.observed_queue(&self.inp.cluster)?));
        }
        Ok(())
    }

    /// As `pending_at`, for only the rows in `in_partitions` (when given): the queue one job
    /// competed in, without the whole queue.
    pub fn pending_among(
        &mut self,
        store: &Store,
        at: i64,
        in_partitions: Option<&[String]>,
    ) -> anyhow::Result<Pending> {
        self.settle_at(store, at)?;
        let fetched = match self
            .window
            .as_ref()
            .is_some_and(|w| w.covers(at, in_partitions))
        {
            true => None,
            false => {
                let kept = self.kept_from(at);
                Some(store.pending_jobs(&self.inp.cluster, (at, at), kept, None)?)
            }
        };
        let jobs = self.listed_at(at, in_partitions, fetched.as_deref());
        let needed =
            Calc::new(&self.inp, &self.ctx, at).fairshare_needed(jobs.iter().map(|(j, _)| *j));
        drop(jobs);
        self.fs_at.prefetch(&mut self.inp, store, &needed, &[])?;
        let jobs = self.listed_at(at, in_partitions, fetched.as_deref());
        let calc = Calc::new(&self.inp, &self.ctx, at);
        self.pending_of(calc, in_partitions, &jobs, Some(store))
    }

    /// `pending_among` when the moment needs nothing more read: its settings those in force
    /// (`settle_at`), its jobs in the window, their fairshare computed, no dependency's jobs
    /// to read. None otherwise. Reads nothing, so that moments are computed on every core.
    pub fn pending_ready(
        &self,
        at: i64,
        in_partitions: Option<&[String]>,
    ) -> anyhow::Result<Option<Pending>> {
        let covered = self
            .window
            .as_ref()
            .is_some_and(|w| w.covers(at, in_partitions));
        if !covered {
            return Ok(None);
        }
        let calc = Calc::new(&self.inp, &self.ctx, at);
        let jobs = self.listed_at(at, in_partitions, None);
        if !self.ready_for(&calc, jobs.iter().map(|(j, _)| *j)) {
            return Ok(None);
        }
        unless_unready(self.pending_of(calc, in_partitions, &jobs, None))
    }

    /// Whether the moment (`calc`) of `jobs`' rows needs nothing more read: its settings
    /// those in force (`settle_at`), the saved queues read, its fairshare computed.
    fn ready_for<'j>(
        &self,
        calc: &Calc<'_>,
        jobs: impl Iterator<Item = &'j PendingJob> + Clone,
    ) -> bool {
        let settled = self.observations.is_some() && self.versions_at(calc.at) == self.ctx_versions;
        settled
            && calc
                .fairshare_needed(jobs)
                .iter()
                .all(|&t| self.fs_at.has(&self.inp, t))
    }

    /// The jobs slurmctld lists at `at`, sorted by job id, each with its association: the
    /// window's (when it covers `at` and `in_partitions`), else those `fetched`.
    fn listed_at<'w>(
        &'w self,
        at: i64,
        in_partitions: Option<&[String]>,
        fetched: Option<&'w [PendingJob]>,
    ) -> Vec<Listed<'w>> {
        let listing = self.listing(at);
        if let Some(fetched) = fetched {
            let instances = match listing.running {
                true => all_instances(fetched),
                false => FastSet::default(),
            };
            let mut jobs: Vec<&PendingJob> = fetched
                .iter()
                .filter(|j| listing.lists(j, &instances))
                .collect();
            sort_by_job_id(&mut jobs);
            return jobs
                .into_iter()
                .map(|j| (j, association(&self.inp.tree, j)))
                .collect();
        }
        let w = self
            .window
            .as_ref()
            .filter(|w| w.covers(at, in_partitions))
            .expect("the window covers the moment, or its jobs are fetched");
        let instances = w.instances(listing.running);
        let job = |i: usize| (&w.jobs[i], w.nodes[i]);
        let listed = |(j, _): &Listed| listing.lists(j, instances);
        let by_moment = &w.by_moment;
        match by_moment.at(at) {
            Some(list) if by_moment.min_job_age_s == listing.min_job_age_s => list
                .iter()
                .map(|&i| job(i as usize))
                .filter(listed)
                .collect(),
            _ => (0..w.jobs.len()).map(job).filter(listed).collect(),
        }
    }

    /// `pending_among` of the jobs listed (`listed_at`) once what the moment needs is read.
    fn pending_of(
        &self,
        calc: Calc<'_>,
        in_partitions: Option<&[String]>,
        jobs: &[Listed],
        store: Option<&Store>,
    ) -> anyhow::Result<Pending> {
        let at = calc.at;
        let observed = self.observations.as_ref().expect("read by settle_at");
        let (inp, ctx) = (&self.inp, &self.ctx);
        let rows_at = RowsAt::new(calc, (inp, ctx, &self.fs_at), observed, in_partitions);
        let mut notes = QueueNotes::default();
        let mut seen = FastSet::with_capacity_and_hasher(jobs.len(), Default::default());
        let mut lines = Vec::new();
        let mut meta = Vec::new();
        let mut unknowns = Vec::new();
        for &(job, node) in jobs {
            let id = job.sprio_id_at(at);
            // Pending array tasks are one record (the array's) until they start.
            if !seen.insert(id.clone()) {
                continue;
            }
            let Some(rows) = rows_at.rows(job, node, store)? else {
                continue;
            };
            notes.hold_assumed += usize::from(rows.hold_assumed);
            let Some(priced) = rows.priced else {
                continue;
            };
            notes.nice_sources[priced.source as usize] += 1;
            notes.multi_qos += usize::from(priced.multi_qos);
            notes.recalculated += usize::from(priced.recalculated);
            for row in priced.rows {
                let (f, w) = (&row.factors, &row.weighted);
                lines.push(SprioLine {
                    job_id: id.to_string(),
                    partition: row.partition.to_string(),
                    qos: row.qos.clone(),
                    account: job.account.clone(),
                    user: job.user.to_string(),
                    priority: job_priority(row.sum, 0.0, priced.nice),
                    site: 0,
                    nice: priced.nice as i64,
                    norm: [f.age, f.assoc, f.fairshare, f.job_size, f.partition, f.qos],
                    weighted: [w.age, w.assoc, w.fairshare, w.job_size, w.partition, w.qos],
                    tres_names: ctx.tres_names.clone(),
                    norm_tres: row.factors.tres,
                    weighted_tres: row.weighted.tres,
                });
                meta.push(row.key);
                unknowns.push(row.unknowns);
            }
        }
        let w = &ctx.weights;
        notes.outside_partitions = if lines.is_empty() { jobs.len() } else { 0 };
        Ok(Pending {
            lines,
            meta,
            unknowns,
            notes,
            weights: [w.age, w.assoc, w.fairshare, w.job_size, w.partition, w.qos],
            tres_weighted: !w.tres.is_empty(),
            tres_text: ctx.tres_text.clone(),
            version: inp.settings.version,
        })
    }

    /// Who slurmctld lists at `at` (`Listing::lists`).
    fn listing(&self, at: i64) -> Listing {
        Listing {
            at,
            running: self.ctx.weights.flags.calculate_running,
            min_job_age_s: self.ctx.min_job_age_s,
        }
    }

    /// For each of `ids`, the window's job sprio printed as that id at `at` with its
    /// association: the first listed then (the queue keeps the first of an id: an array's id
    /// names all its tasks, most of them split off by then).
    fn listed_as<'w>(
        &'w self,
        at: i64,
        ids: &[&str],
        partitions: &[String],
    ) -> anyhow::Result<Vec<Option<Listed<'w>>>> {
        let Some(w) = self
            .window
            .as_ref()
            .filter(|w| w.covers(at, Some(partitions)))
        else {
            bail!("no jobs read for {at} in {partitions:?}: load the window first");
        };
        let listing = self.listing(at);
        let instances = w.instances(listing.running);
        // Without CALCULATE_RUNNING only a waiting job is listed (`waiting_at`).
        let may_list = |i: usize| listing.running || (w.waiting[i].0..w.waiting[i].1).contains(&at);
        Ok(ids
            .iter()
            .map(|id| {
                let named = (*id, id.parse::<i64>().ok());
                let mut listed = w
                    .by_id
                    .get(id)
                    .iter()
                    .map(|&i| i as usize)
                    .filter(|&i| may_list(i));
                listed
                    .find(|&i| {
                        w.jobs[i].is_sprio_id_at(named, at) && listing.lists(&w.jobs[i], instances)
                    })
                    .map(|i| (&w.jobs[i], w.nodes[i]))
            })
            .collect())
    }

    /// The queue rows (partition and what orders it; running rows left out) at `at`, in
    /// `partitions`, of the job sprio printed as each of `ids` then (`listed_as`), without
    /// what sprio prints or the rest of the queue: what orders a waiting job and a rival in
    /// the second the rival started, for each of a million rivals. Reads what the moment
    /// needs (its settings, its fairshare, a dependency's jobs).
    pub fn keys_among(
        &mut self,
        store: &Store,
        at: i64,
        ids: &[&str],
        partitions: &[String],
    ) -> anyhow::Result<Vec<RowKeys<'_>>> {
        self.settle_at(store, at)?;
        let jobs = self.listed_as(at, ids, partitions)?;
        let needed = Calc::new(&self.inp, &self.ctx, at)
            .fairshare_needed(jobs.iter().flatten().map(|(j, _)| *j));
        self.fs_at.prefetch(&mut self.inp, store, &needed, &[])?;
        let jobs = self.listed_as(at, ids, partitions)?;
        let calc = Calc::new(&self.inp, &self.ctx, at);
        self.keys_of(calc, &jobs, partitions, Some(store))
    }

    /// `keys_among` when the moment needs nothing more read: its settings those in force
    /// (`settle_at`), its fairshare computed, no dependency's jobs to read. None otherwise.
    /// Reads nothing, so that rivals are classified on every core.
    pub fn keys_ready(
        &self,
        at: i64,
        ids: &[&str],
        partitions: &[String],
    ) -> anyhow::Result<Option<Vec<RowKeys<'_>>>> {
        let calc = Calc::new(&self.inp, &self.ctx, at);
        let jobs = self.listed_as(at, ids, partitions)?;
        if !self.ready_for(&calc, jobs.iter().flatten().map(|(j, _)| *j)) {
            return Ok(None);
        }
        unless_unready(self.keys_of(calc, &jobs, partitions, None))
    }

    /// `keys_among` of the jobs listed as its ids (`listed_as`) once what the moment needs
    /// is read.
    fn keys_of<'w>(
        &self,
        calc: Calc<'_>,
        jobs: &[Option<Listed<'w>>],
        partitions: &[String],
        store: Option<&Store>,
    ) -> anyhow::Result<Vec<RowKeys<'w>>> {
        let observed = self.observations.as_ref().expect("read by settle_at");
        let rows_at = RowsAt::new(
            calc,
            (&self.inp, &self.ctx, &self.fs_at),
            observed,
            Some(partitions),
        );
        let mut keys = Vec::with_capacity(jobs.len());
        for job in jobs {
            let rows = match *job {
                Some((job, node)) => rows_at.rows(job, node, store)?,
                None => None,
            };
            let priced = rows
                .and_then(|r| r.priced)
                .map_or_else(Vec::new, |p| p.rows);
            keys.push(
                priced
                    .into_iter()
                    .filter(|r| !r.key.running)
                    .map(|r| (r.partition, r.key))
                    .collect(),
            );
        }
        Ok(keys)
    }
}

/// A listed job with its association (None: not in the tree).
type Listed<'w> = (&'w PendingJob, Option<usize>);

/// A job's queue rows at a moment: each partition with what orders it there.
pub type RowKeys<'j> = Vec<(&'j str, QueueKey)>;

/// A job's rows needed a dependency's jobs read from the store (`QueueModel::keys_ready`).
#[derive(Debug)]
struct Unready;

impl std::fmt::Display for Unready {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a dependency's jobs are to be read")
    }
}

impl std::error::Error for Unready {}

/// What was computed without the store, or None where it needed the store (`Unready`).
fn unless_unready<T>(computed: anyhow::Result<T>) -> anyhow::Result<Option<T>> {
    match computed {
        Err(e) if e.is::<Unready>() => Ok(None),
        computed => computed.map(Some),
    }
}

/// Who slurmctld lists at a moment.
#[derive(Clone, Copy)]
struct Listing {
    at: i64,
    /// CALCULATE_RUNNING: every job it still holds (MinJobAge after its end).
    running: bool,
    min_job_age_s: i64,
}

impl Listing {
    /// Whether `job` is listed: waiting, or held still with CALCULATE_RUNNING. A requeued
    /// job's earlier instance is the same job record: it is gone once the job is queued again
    /// (each instance's submit time is the previous one's end; `instances`).
    fn lists(&self, job: &PendingJob, instances: &FastSet<(String, i64)>) -> bool {
        let at = self.at;
        let requeued = || {
            job.end_s
                .is_some_and(|e| e <= at && instances.contains(&(job.job_id.clone(), e)))
        };
        job.waiting_at(at)
            || (self.running && job.remembered_at(at, self.min_job_age_s) && !requeued())
    }
}

/// When the factors a moment shows were computed: its decay cycle, and what a requeued job
/// keeps from its previous run.
/// Borrows the cycles: threads cloning their shared list contend for its count.
struct Calc<'c> {
    at: i64,
    cycle: i64,
    cycles: &'c Cycles,
    /// A job requeued with `scontrol requeue` since the cycle keeps the factors last computed
    /// for its previous run until the next one (before 24.05.5: `SlurmVersion::
    /// requeue_sets_priority`).
    keeps_run: bool,
    calculate_running: bool,
    incr_only: bool,
}

impl<'c> Calc<'c> {
    fn new(inp: &'c Inputs, ctx: &PriorityContext, at: i64) -> Calc<'c> {
        let cycles = &inp.params.cycles;
        let flags = &ctx.weights.flags;
        Calc {
            at,
            cycle: cycles.at_or_before(at),
            cycles,
            keeps_run: !inp
                .settings
                .version
                .is_some_and(|v| v.requeue_sets_priority()),
            calculate_running: flags.calculate_running,
            incr_only: flags.incr_only,
        }
    }

    /// A requeued job's kept factors: computed at the last cycle before it started, or its
    /// submission (CALCULATE_RUNNING: the last cycle, while it ran); aged from that run's
    /// eligibility. (computed at, accruing from)
    fn kept_from_run(&self, job: &PendingJob) -> Option<(i64, i64)> {
        let run = job.requeued_from.filter(|_| self.keeps_run)?;
        if self.cycle >= job.submit_s {
            return None;
        }
        let last = match self.calculate_running {
            true => self.cycle,
            false => self.cycles.at_or_before(run.start_s - 1),
        };
        Some((
            last.max(run.submit_s),
            run.eligible_s.unwrap_or(run.submit_s),
        ))
    }

    /// When `job`'s factors were last computed: at the cycle, or at its submission since
    /// (CALCULATE_RUNNING recomputes every job slurmctld holds, ended ones too).
    fn calc_at(&self, job: &PendingJob) -> i64 {
        self.kept_from_run(job)
            .map_or(self.cycle.max(job.submit_s), |(calc, _)| calc)
    }

    /// Every moment whose fairshare the rows of `jobs` read (now, the submissions whose
    /// priority tells a nice; with INCR_ONLY every submission and every cycle since the
    /// earliest), for one sweep.
    fn fairshare_needed<'j>(&self, jobs: impl Iterator<Item = &'j PendingJob> + Clone) -> Vec<i64> {
        let mut needed: Vec<i64> = jobs
            .clone()
            .filter(|j| needs_submit_fairshare(j, self.incr_only))
            .map(|j| j.submit_s)
            .chain(jobs.clone().map(|j| self.calc_at(j)))
            .chain([self.cycle])
            .collect();
        if self.incr_only {
            if let Some(first) = jobs.map(|j| j.submit_s).min() {
                needed.extend(self.cycles.between(first, self.cycle - 1));
            }
        }
        needed
    }
}

/// One (partition, QOS) row of a pending job at a moment.
struct JobRow<'j> {
    partition: &'j str,
    qos: &'j Arc<str>,
    factors: Factors,
    weighted: Factors,
    /// The weighted factors' sum.
    sum: f64,
    key: QueueKey,
    unknowns: Unknowns,
}

/// A listed job at a moment.
struct JobRows<'j> {
    /// Held after submission and taken as waiting: no saved queue told otherwise.
    hold_assumed: bool,
    /// None when it is in no association of the tree.
    priced: Option<Priced<'j>>,
}

/// A listed job's rows, and how they were filled in.
struct Priced<'j> {
    nice: f64,
    source: NiceSource,
    /// Pending and asking for several QOS (24.11).
    multi_qos: bool,
    /// Its factors a saved sprio shows recomputed after their last cycle.
    recalculated: bool,
    rows: Vec<JobRow<'j>>,
}

/// What every job's rows at one moment read.
struct RowsAt<'a> {
    calc: Calc<'a>,
    inp: &'a Inputs,
    ctx: &'a PriorityContext,
    fs_at: &'a Fairshares,
    observed: &'a Observations,
    /// The last moment a saved queue shows, at or before `at`.
    latest: Option<i64>,
    in_partitions: Option<&'a [String]>,
}

impl<'a> RowsAt<'a> {
    fn new(
        calc: Calc<'a>,
        (inp, ctx, fs_at): (&'a Inputs, &'a PriorityContext, &'a Fairshares),
        observed: &'a Observations,
        in_partitions: Option<&'a [String]>,
    ) -> RowsAt<'a> {
        RowsAt {
            latest: observed.latest(calc.at),
            calc,
            inp,
            ctx,
            fs_at,
            observed,
            in_partitions,
        }
    }

    /// What the job asked for, or held once running, at `t`.
    fn request(
        &self,
        job: &PendingJob,
        node: usize,
        (part, qos): (&str, &str),
        t: i64,
    ) -> Option<Request> {
        self.ctx.request(
            node,
            job.cpus_at(t),
            job.nodes,
            qos,
            job.tres_at(t),
            part,
            job.timelimit_s,
        )
    }

    /// `job`'s rows (its association `node`), or None when it is not in the queue then: in
    /// none of the partitions asked about, not eligible, its dependency not met. A
    /// dependency's jobs are read from `store` (without it, `Unready`).
    fn rows<'j>(
        &self,
        job: &'j PendingJob,
        node: Option<usize>,
        store: Option<&Store>,
    ) -> anyhow::Result<Option<JobRows<'j>>> {
        let RowsAt {
            ref calc,
            inp,
            ctx,
            fs_at,
            observed,
            latest,
            in_partitions,
        } = *self;
        let (at, cycle, w) = (calc.at, calc.cycle, &ctx.weights);
        let (size, tiers) = (ctx.size, &ctx.tiers);
        let nice_limit = w.fairshare / (2.0 * ctx.users.max(1) as f64);
        let id = job.sprio_id_at(at);
        // A job started keeps every partition it asked for (CALCULATE_RUNNING lists each).
        // Borrowed, not cloned: threads cloning the same shared texts contend for their counts.
        let mut partitions: Vec<&'j Arc<str>> = job
            .asked
            .iter()
            .filter(|p| {
                ctx.has_partition(p) && in_partitions.is_none_or(|o| o.iter().any(|w| **w == ***p))
            })
            .collect();
        if partitions.is_empty() {
            return Ok(None);
        }
        // Eligible and not held at `at`: sacct keeps a held job's release as its eligible
        // time; a saved squeue before `at` tells a job that was still waiting unheld then.
        // A sighting is of this instance only if made after its submission (a requeued job
        // keeps its id), and it can only stand for a wait sacct hid behind a hold's release.
        // It is the job's latest at or before `at`; it saw the job waiting eligible if that
        // queue is the latest saved: not held, not waiting for a dependency or a begin time.
        let sighting = observed
            .last_of(&id, at)
            .filter(|seen| seen.at >= job.submit_s)
            .map(|seen| {
                let r = seen.reason.as_deref().unwrap_or_default();
                let held =
                    r.starts_with("JobHeld") || r.starts_with("Dependency") || r == "BeginTime";
                (seen, Some(seen.at) == latest && !held)
            });
        let held_later = !job.submitted_held
            && job
                .reason
                .as_deref()
                .is_some_and(|r| r.starts_with("JobHeld"));
        // Never sighted: a saved queue taken after its submission second that does not
        // list it saw it held (or not pending).
        let waiting_before_release = match sighting {
            Some((_, eligible)) => held_later && eligible,
            None => held_later && latest.is_none_or(|l| l <= job.submit_s),
        };
        let Some(accrue) = accrue_start(
            job.submit_s,
            job.eligible_s,
            at,
            w.flags.accrue_always,
            waiting_before_release,
        ) else {
            return Ok(None);
        };
        // Taken as waiting before a release sacct dates: with a dependency, it became
        // eligible (and aged) only once that was met (job_independent, at the next pass:
        // 0–3 s after the job it waited for ended, in the captures; the hold then cleared
        // its accrue time, and sacct keeps the release as its eligible time).
        let met = match &job.dependency {
            Some(d) if waiting_before_release && job.eligible_s.is_none_or(|e| e > at) => {
                match store {
                    Some(store) => dependency_met(store, &inp.cluster, d)?,
                    None => return Err(Unready.into()),
                }
            }
            _ => None,
        };
        if met.is_some_and(|m| m > at) {
            return Ok(None);
        }
        let accrue = met.map_or(accrue, |m| accrue.max(m));
        let hold_assumed =
            sighting.is_none() && held_later && job.eligible_s.is_some_and(|e| e > at);
        // An array's tasks held back by its task limit still age from the array's
        // eligibility (`PendingJob::array_eligible_s`); a requeued job's kept factors from
        // its previous run's.
        let accrue = job
            .array_eligible_s
            .map_or(accrue, |first| accrue.min(first));
        let accrue = calc.kept_from_run(job).map_or(accrue, |(_, from)| from);
        let Some(node) = node else {
            return Ok(Some(JobRows {
                hold_assumed,
                priced: None,
            }));
        };
        ctx.sort_by_tier(&mut partitions);
        // Nice is not in sacct. Sources, best first: a saved squeue; the submission line;
        // the priority recorded at submission (age 0, fairshare of the last cycle before;
        // `submit_priority`); half a Fair Tree rank step or more is a mismatch. A later
        // `scontrol update nice` is lost: sacct then keeps the priority from before the
        // change, not the new nice.
        let inferred = || -> Option<f64> {
            let recorded = submit_priority(job)?;
            let req = self.request(job, node, (partitions.first()?, &job.qos), job.submit_s)?;
            let fs = fs_at.factor(inp, job.submit_s, node);
            let sum = Factors::new(&req, size, w, 0.0, fs).weighted(w).1;
            infer_nice(sum, recorded, nice_limit)
        };
        let (source, nice) = if let Some(n) = sighting.and_then(|(seen, _)| seen.nice) {
            (NiceSource::SavedQueue, n as f64)
        } else if let Some(n) = job.nice {
            (NiceSource::SubmitLine, n as f64)
        } else if let Some(n) = inferred() {
            (NiceSource::SubmitPriority, n)
        } else {
            (NiceSource::Assumed, 0.0)
        };
        let calc = self.calc.calc_at(job);
        let fs_now = fs_at.factor(inp, calc, node);
        let mut recalculated = false;
        let age = if accrue > calc {
            0.0
        } else {
            age_factor(accrue, calc, w.max_age_s)
        };
        // slurmctld also recomputes a pending job's factors at any `scontrol update` of it
        // (update_job's set_job_prio: a nice change, say), which sacct does not record. A
        // saved sprio printed since `calc` shows the AGE that left, and so its moment.
        let printed_age = sighting.and_then(|(seen, _)| Some((seen.at, seen.age?)));
        let age = match printed_age {
            Some((seen_at, printed)) if seen_at > calc && w.age > 0.0 => {
                let at_t = |t: i64| age_factor(accrue, t, w.max_age_s);
                let off = |t: i64| (at_t(t) * w.age - printed as f64).abs();
                match (calc + 1..=seen_at).min_by(|a, b| off(*a).total_cmp(&off(*b))) {
                    Some(t) if off(calc) > 1.0 && off(t) < 1.0 => {
                        recalculated = true;
                        at_t(t)
                    }
                    _ => age,
                }
            }
            _ => age,
        };
        // Each QOS asked for, highest priority first (as slurmctld sorts them).
        let mut qos_asked: Vec<&'j Arc<str>> = job.qos_asked.iter().collect();
        ctx.sort_by_priority(&mut qos_asked);
        let multi_qos = qos_asked.len() > 1 && !job.running_at(at);
        // A row under a QOS of priority 0 carries the QOS factor of the job's own QOS as
        // the calculation at `moment` found it (`_priority_each_qos`): the highest asked
        // for at submission, the last in the list once a scheduling pass has walked it.
        let factor_qos = |qos: &'j Arc<str>, moment: i64| -> &'j Arc<str> {
            match (ctx.qos_priority(qos), qos_asked.first(), qos_asked.last()) {
                (0, Some(first), _) if moment == job.submit_s => first,
                (0, _, Some(last)) => last,
                _ => qos,
            }
        };
        let mut rows = Vec::with_capacity(partitions.len() * qos_asked.len());
        let pairs = partitions
            .iter()
            .flat_map(|&p| qos_asked.iter().map(move |&q| (p, q)));
        for (part, qos) in pairs {
            let Some(req) = self.request(job, node, (part, factor_qos(qos, calc)), calc) else {
                continue;
            };
            let factors = Factors::new(&req, size, w, age, fs_now);
            let (weighted, sum) = factors.weighted(w);
            let mut stored = job_priority(sum, 0.0, nice);
            if w.flags.incr_only {
                // Every recalculation since submission: at submission (age 0), then at each
                // cycle (none while held); the stored value is the highest.
                let held = job
                    .reason
                    .as_deref()
                    .is_some_and(|r| r.starts_with("JobHeld"));
                let at_moment = |req: &Request, moment: i64, age: f64| {
                    let fs = fs_at.factor(inp, moment, node);
                    job_priority(Factors::new(req, size, w, age, fs).weighted(w).1, 0.0, nice)
                };
                let at_submit = factor_qos(qos, job.submit_s);
                if let Some(req) = self.request(job, node, (part, at_submit), calc) {
                    stored = stored.max(at_moment(&req, job.submit_s, 0.0));
                }
                // Every cycle since found the job's QOS where a scheduling pass left it,
                // as `req` has it.
                let mut c = inp.params.cycles.after(job.submit_s);
                while c < cycle {
                    if accrue <= c {
                        let age = age_factor(accrue, c, w.max_age_s);
                        stored = stored.max(at_moment(&req, c, age));
                    } else if !held {
                        stored = stored.max(at_moment(&req, c, 0.0));
                    }
                    c = inp.params.cycles.after(c);
                }
            }
            rows.push(JobRow {
                partition: part,
                qos,
                factors,
                weighted,
                sum,
                key: QueueKey {
                    priority: stored,
                    job_priority: stored,
                    running: job.running_at(at),
                    has_reservation: job.reservation.is_some(),
                    tier: tiers.get(&**part).copied().unwrap_or(1),
                    submit: job.submit_s,
                },
                unknowns: Unknowns {
                    nice: source,
                    held_later,
                    sighted_at: sighting.map(|(seen, _)| seen.at),
                    before_first_pass: (accrue <= calc && calc - accrue < w.accrue_lag_s)
                        .then_some((accrue, calc)),
                },
            });
        }
        // What squeue shows: the last row each scheduling pass pops for the job (the
        // queue runs by tier, then priority, highest first), whose priority it writes
        // back — the lowest of its lowest-tier rows.
        let tier = rows.iter().map(|r| r.key.tier).min();
        let shown = rows
            .iter()
            .filter(|r| Some(r.key.tier) == tier)
            .map(|r| r.key.priority)
            .min();
        if let Some(shown) = shown {
            rows.iter_mut().for_each(|r| r.key.job_priority = shown);
        }
        Ok(Some(JobRows {
            hold_assumed,
            priced: Some(Priced {
                nice,
                source,
                multi_qos,
                recalculated,
                rows,
            }),
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::types::TresCounts;
    use rand::{Rng, SeedableRng};

    fn job(job_id: &str, row: i64) -> PendingJob {
        let text: Arc<str> = Arc::from("");
        PendingJob {
            row,
            job_id: job_id.to_string(),
            account: text.clone(),
            user: text.clone(),
            partition: text.clone(),
            qos: text.clone(),
            qos_asked: Arc::from([]),
            submit_s: 0,
            eligible_s: None,
            start_s: None,
            end_s: None,
            priority: None,
            req_cpus: None,
            alloc_cpus: None,
            nodes: None,
            asked: Arc::from([]),
            nice: None,
            submitted_held: false,
            dependency: None,
            timelimit_s: None,
            reason: None,
            array_eligible_s: None,
            requeued_from: None,
            reservation: None,
            req_tres: Arc::new(TresCounts::new()),
            alloc_tres: Arc::new(TresCounts::new()),
            id_raw: None,
            flags: None,
        }
    }

    /// Numbers first (an array's tasks under its id's), then as printed, then as loaded: the
    /// same order as sorting by those keys copied out, whatever order the jobs came in.
    #[test]
    fn jobs_sort_as_sprio_prints_them() {
        let ids = [
            "7", "12", "12_3", "12_10", "12_[4-9]", "9+0", "x1", "007", "12",
        ];
        let mut rng = rand_pcg::Pcg64::seed_from_u64(7);
        for _ in 0..200 {
            let mut jobs: Vec<PendingJob> = (0..rng.random_range(0..40))
                .map(|row| {
                    job(
                        ids[rng.random_range(0..ids.len())],
                        rng.random_range(0..5) * 100 + row,
                    )
                })
                .collect();
            let mut expected = jobs.clone();
            expected.sort_by_key(|j| {
                let number = sprio_id(&j.job_id).parse::<u64>().unwrap_or(u64::MAX);
                (number, j.job_id.clone(), j.row)
            });
            sort_by_job_id(&mut jobs);
            assert_eq!(jobs, expected);
        }
        let mut jobs = vec![
            job("12_10", 1),
            job("x1", 2),
            job("7", 3),
            job("12", 4),
            job("12_3", 5),
        ];
        sort_by_job_id(&mut jobs);
        let order: Vec<&str> = jobs.iter().map(|j| j.job_id.as_str()).collect();
        assert_eq!(order, ["7", "12", "12_10", "12_3", "x1"]);
    }

    /// A job's latest sighting at or before a moment, and the latest saved queue then: as
    /// the sightings read in order up to the moment, the last of each sprio id kept.
    #[test]
    fn sightings_are_the_latest_at_or_before_the_moment() {
        let ids = ["7", "7_2", "9", "12_[1-3]", "12_4"];
        let mut rng = rand_pcg::Pcg64::seed_from_u64(11);
        let mut at = 0;
        let sightings: Vec<(String, QueueSighting)> = (0..300)
            .map(|_| {
                at += rng.random_range(0..3) * 60;
                let seen = QueueSighting {
                    at,
                    nice: Some(rng.random_range(0..5)),
                    reason: None,
                    age: None,
                };
                (ids[rng.random_range(0..ids.len())].to_string(), seen)
            })
            .collect();
        let mut moments: Vec<i64> = sightings.iter().map(|(_, s)| s.at).collect();
        moments.dedup();
        let observed = Observations::new((sightings.clone(), moments.clone()));
        for t in -60..at + 120 {
            let mut last: HashMap<&str, &QueueSighting> = HashMap::new();
            for (id, seen) in sightings.iter().take_while(|(_, s)| s.at <= t) {
                last.insert(sprio_id(id), seen);
            }
            for id in ["7", "9", "12", "13"] {
                assert_eq!(
                    observed.last_of(id, t),
                    last.get(id).copied(),
                    "{id} at {t}"
                );
            }
            let latest = moments.iter().copied().take_while(|&m| m <= t).last();
            assert_eq!(observed.latest(t), latest, "at {t}");
        }
    }

    /// Each id finds its jobs, in the window's order: sprio ids (numbers or not) and the
    /// numbers of tasks that split off.
    #[test]
    fn jobs_are_found_by_the_ids_sprio_prints() {
        let jobs = [
            ("12", Some(15)),
            ("12", None),
            ("7", None),
            ("x1", None),
            ("12", Some(-3)),
        ];
        let by_id = ById::new(jobs.iter().copied());
        assert_eq!(by_id.get("12"), [0, 1, 4]);
        assert_eq!(by_id.get("15"), [0]);
        assert_eq!(by_id.get("7"), [2]);
        assert_eq!(by_id.get("x1"), [3]);
        assert_eq!(by_id.get("-3"), [4]);
        assert_eq!(by_id.get("07"), [] as [u32; 0]);
        assert_eq!(by_id.get("8"), [] as [u32; 0]);
    }
}
