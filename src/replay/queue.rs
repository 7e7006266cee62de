//! The queue at a moment: every pending (job, partition) with its priority factors as
//! sprio printed them, and what orders it; `QueueModel` replays it over a span of time,
//! history and settings read once, fairshare once per decay cycle.

use std::cell::OnceCell;
use std::collections::HashMap;
use std::sync::Arc;

use anyhow::bail;

use crate::model::fairshare::FsRow;
use crate::model::priority::{
    accrue_start, age_factor, infer_nice, job_priority, Factors, Request,
};
use crate::model::queue::sprio_id;
use crate::model::shares::Tree;
use crate::model::types::{FastMap, FastSet};
use crate::store::read::{PendingJob, QueueSighting, RivalJob, Sightings};
use crate::store::Store;

use super::SprioLine;
use super::{
    fairshares::fairshare_key, fairshares::Fairshares, inputs, Context, NiceSource, Pending,
    PriorityContext, QueueKey, QueueNotes, Unknowns,
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
    /// Saved squeue/sprio sightings of pending jobs, oldest first, and every moment a saved
    /// queue shows (read once).
    observations: Option<Sightings>,
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
    /// Every job's (id, submission): a requeued job's earlier instance (`pending_among`);
    /// only CALCULATE_RUNNING asks, so made at its first use.
    instances: OnceCell<FastSet<(String, i64)>>,
    /// Each job's (submission, end of its wait): whether it waits at a moment without
    /// reading the job (an array's id names thousands of tasks, most of them started).
    waiting: Vec<(i64, i64)>,
    by_time: ByTime,
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

/// A window's jobs by the stretch in which each may be listed: from its submission until it
/// started (or ended unstarted), or until MinJobAge after its end, whichever is later. A
/// moment's queue then reads the jobs of its stretch rather than every job of a long wait.
struct ByTime {
    from: i64,
    width: i64,
    /// The MinJobAge the stretches were drawn with.
    min_job_age_s: i64,
    /// Per stretch, the jobs (indices, ascending) that may be listed in it.
    buckets: Vec<Vec<u32>>,
}

impl ByTime {
    const STRETCHES: i64 = 2048;
    /// A stretch lists its jobs once however many moments it holds: finer ones listed a
    /// long-waiting job in thousands.
    const SHORTEST: i64 = 3600;

    fn new(jobs: &[PendingJob], (from, to): (i64, i64), min_job_age_s: i64) -> ByTime {
        let width = ((to - from) / Self::STRETCHES + 1).max(Self::SHORTEST);
        let mut buckets = vec![Vec::new(); ((to - from) / width + 1) as usize];
        for (i, j) in jobs.iter().enumerate() {
            let waiting_until = j.start_s.or(j.end_s).unwrap_or(i64::MAX);
            let held_until = j
                .end_s
                .map_or(i64::MAX, |e| e.saturating_add(min_job_age_s));
            let until = waiting_until.max(held_until).min(to + 1);
            let since = j.submit_s.max(from);
            if until <= since {
                continue;
            }
            let (first, last) = ((since - from) / width, (until - 1 - from) / width);
            for bucket in &mut buckets[first as usize..=last as usize] {
                bucket.push(i as u32);
            }
        }
        ByTime {
            from,
            width,
            min_job_age_s,
            buckets,
        }
    }

    /// The jobs that may be listed at `at` (within the window).
    fn at(&self, at: i64) -> &[u32] {
        let k = ((at - self.from) / self.width) as usize;
        self.buckets.get(k).map_or(&[], Vec::as_slice)
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
    /// later calls in that span for those partitions need no query.
    pub fn load_window(
        &mut self,
        store: &Store,
        (from, to): (i64, i64),
        partitions: &[String],
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
            instances: OnceCell::new(),
            waiting: jobs
                .iter()
                .map(|j| (j.submit_s, j.start_s.or(j.end_s).unwrap_or(i64::MAX)))
                .collect(),
            by_time: ByTime::new(&jobs, (from, to), self.ctx.min_job_age_s),
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
    /// in one of its partitions, in start order (then as loaded): a waiting job's rivals.
    pub fn started(
        &self,
        (from, to): (i64, i64),
        except: &str,
    ) -> anyhow::Result<impl Iterator<Item = RivalJob> + '_> {
        let Some(w) = self
            .window
            .as_ref()
            .filter(|w| w.from <= from && to <= w.to + 1)
        else {
            bail!("no jobs read for [{from}, {to}): load the window first");
        };
        let mut started: Vec<(i64, i64, &PendingJob)> = w
            .jobs
            .iter()
            .filter(|j| j.job_id != except && w.partitions.iter().any(|p| **p == *j.partition))
            .filter_map(|j| Some((j.start_s.filter(|s| (from..to).contains(s))?, j.row, j)))
            .collect();
        started.sort_unstable_by_key(|&(start, row, _)| (start, row));
        Ok(started
            .into_iter()
            .map(|(start, _, j)| RivalJob::of(j, start)))
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
        self.pending_among(store, at, None, None)
    }

    /// As `pending_at`, for only the jobs with these sprio ids and the rows in these
    /// partitions (each when given): what two jobs' priorities were at a moment, or the queue
    /// one job competed in, without the whole queue.
    pub fn pending_among(
        &mut self,
        store: &Store,
        at: i64,
        only: Option<&[&str]>,
        in_partitions: Option<&[String]>,
    ) -> anyhow::Result<Pending> {
        // Weights, partitions and QOS as they were at `at` (settings history).
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
            self.observations = Some(store.observed_queue(&self.inp.cluster)?);
        }
        let running = self.ctx.weights.flags.calculate_running;
        let (kept, min_age) = (self.kept_from(at), self.ctx.min_job_age_s);
        // A requeued job's earlier instance is the same job record: it is gone once the job
        // is queued again (each instance's submit time is the previous one's end).
        let instances = |jobs: &[PendingJob]| -> FastSet<(String, i64)> {
            match running {
                true => all_instances(jobs),
                false => FastSet::default(),
            }
        };
        let listed = |j: &PendingJob, instances: &FastSet<(String, i64)>| {
            let requeued = || {
                j.end_s
                    .is_some_and(|e| e <= at && instances.contains(&(j.job_id.clone(), e)))
            };
            j.waiting_at(at) || (running && j.remembered_at(at, min_age) && !requeued())
        };
        let QueueModel {
            inp,
            ctx,
            fs_at,
            window,
            observations,
            ..
        } = self;
        let fetched;
        let no_instances = FastSet::default();
        // Each job with its association (None: not in the tree).
        let jobs: Vec<(&PendingJob, Option<usize>)> = match window {
            Some(w)
                if (w.from..=w.to).contains(&at)
                    && in_partitions
                        .is_some_and(|ps| ps.iter().all(|p| w.partitions.contains(p))) =>
            {
                let job = |i: usize| (&w.jobs[i], w.nodes[i]);
                let instances = match running {
                    true => w.instances.get_or_init(|| all_instances(&w.jobs)),
                    false => &no_instances,
                };
                // Without CALCULATE_RUNNING only a waiting job is listed (`waiting_at`).
                let may_list = |i: usize| running || (w.waiting[i].0..w.waiting[i].1).contains(&at);
                match only {
                    // The first job listed as each id at `at` (the queue keeps the first of
                    // an id): an array's id names all its tasks, most of them split off by
                    // then, and a long wait asks this for a million rivals.
                    Some(ids) => ids
                        .iter()
                        .filter_map(|id| {
                            let named = (*id, id.parse::<i64>().ok());
                            let ids = w.by_id.get(id).iter().filter(|&&i| may_list(i as usize));
                            let mut jobs = ids.map(|&i| job(i as usize));
                            jobs.find(|(j, _)| j.is_sprio_id_at(named, at) && listed(j, instances))
                        })
                        .collect(),
                    None if w.by_time.min_job_age_s == min_age => w
                        .by_time
                        .at(at)
                        .iter()
                        .map(|&i| job(i as usize))
                        .filter(|(j, _)| listed(j, instances))
                        .collect(),
                    None => (0..w.jobs.len())
                        .map(job)
                        .filter(|(j, _)| listed(j, instances))
                        .collect(),
                }
            }
            _ => {
                fetched = store.pending_jobs(&inp.cluster, (at, at), kept, None)?;
                let instances = instances(&fetched);
                let mut jobs: Vec<&PendingJob> = fetched
                    .iter()
                    .filter(|j| listed(j, &instances))
                    .filter(|j| only.is_none_or(|ids| ids.contains(&&*j.sprio_id_at(at))))
                    .collect();
                sort_by_job_id(&mut jobs);
                jobs.into_iter()
                    .map(|j| (j, association(&inp.tree, j)))
                    .collect()
            }
        };
        let w = &ctx.weights;
        // Every cycle whose fairshare this needs (now, the submissions whose priority tells
        // a nice; with INCR_ONLY every submission and every cycle since the earliest), in one
        // sweep.
        let cycles = &inp.params.cycles;
        let cycle = cycles.at_or_before(at);
        // A job requeued with `scontrol requeue` since the cycle keeps the factors last
        // computed for its previous run until the next one (before 24.05.5: `SlurmVersion::
        // requeue_sets_priority`): at the last cycle before it started, or its submission
        // (CALCULATE_RUNNING: the last cycle, while it ran); aged from that run's eligibility.
        let requeue_recomputes = inp
            .settings
            .version
            .is_some_and(|v| v.requeue_sets_priority());
        let calculate_running = w.flags.calculate_running;
        let run_cycles = cycles.clone();
        let kept_from_run = move |job: &PendingJob| -> Option<(i64, i64)> {
            let run = job.requeued_from.filter(|_| !requeue_recomputes)?;
            if cycle >= job.submit_s {
                return None;
            }
            let last = match calculate_running {
                true => cycle,
                false => run_cycles.at_or_before(run.start_s - 1),
            };
            Some((
                last.max(run.submit_s),
                run.eligible_s.unwrap_or(run.submit_s),
            ))
        };
        // When each job's factors were last computed: at the cycle, or at its submission
        // since (CALCULATE_RUNNING recomputes every job slurmctld holds, ended ones too).
        let calc_at = |job: &PendingJob| -> i64 {
            kept_from_run(job).map_or(cycle.max(job.submit_s), |(calc, _)| calc)
        };
        let mut needed: Vec<i64> = jobs
            .iter()
            .filter(|(j, _)| needs_submit_fairshare(j, w.flags.incr_only))
            .map(|(j, _)| j.submit_s)
            .chain(jobs.iter().map(|(j, _)| calc_at(j)))
            .chain([cycle])
            .collect();
        if w.flags.incr_only {
            if let Some(first) = jobs.iter().map(|(j, _)| j.submit_s).min() {
                needed.extend(cycles.between(first, cycle - 1));
            }
        }
        fs_at.prefetch(inp, store, &needed, &[])?;
        let (inp, fs_at) = (&*inp, &*fs_at);
        let (size, tiers) = (ctx.size, &ctx.tiers);
        let nice_limit = w.fairshare / (2.0 * ctx.users.max(1) as f64);
        // What the job asked for, or held once running, at `t`.
        let request =
            |job: &PendingJob, node: usize, (part, qos): (&str, &str), t: i64| -> Option<Request> {
                ctx.request(
                    node,
                    job.cpus_at(t),
                    job.nodes,
                    qos,
                    job.tres_at(t),
                    part,
                    job.timelimit_s,
                )
            };
        let mut nice_sources = [0usize; 4];
        // Jobs held after submission taken as waiting because no saved queue told otherwise.
        let mut hold_assumed = 0usize;
        // Pending jobs asking for several QOS (24.11).
        let mut multi_qos = 0usize;
        // Jobs whose factors a saved sprio shows recomputed after their last cycle.
        let mut recalculated = 0usize;
        let mut seen = FastSet::with_capacity_and_hasher(jobs.len(), Default::default());
        let mut lines = Vec::new();
        let mut meta = Vec::new();
        let mut unknowns = Vec::new();
        // Each pending job's latest sighting at or before `at`, and whether it was waiting
        // eligible in the latest saved queue: not held, not waiting for a dependency or a
        // begin time, and listed in that queue — a job missing from it was held or not
        // pending then.
        let (sightings, moments) = observations.as_ref().expect("read above");
        let latest = moments.iter().copied().take_while(|&m| m <= at).last();
        let mut observed: FastMap<&str, (&QueueSighting, bool)> = FastMap::default();
        for (id, seen) in sightings.iter().take_while(|(_, s)| s.at <= at) {
            let r = seen.reason.as_deref().unwrap_or_default();
            let eligible = Some(seen.at) == latest
                && !(r.starts_with("JobHeld") || r.starts_with("Dependency") || r == "BeginTime");
            observed.insert(sprio_id(id), (seen, eligible));
        }
        for &(job, node) in &jobs {
            let id = job.sprio_id_at(at);
            // Pending array tasks are one record (the array's) until they start.
            if !seen.insert(id.clone()) {
                continue;
            }
            // A job started keeps every partition it asked for (CALCULATE_RUNNING lists each).
            let mut partitions = job.asked.to_vec();
            partitions.retain(|p| {
                ctx.has_partition(p) && in_partitions.is_none_or(|o| o.iter().any(|w| **w == **p))
            });
            if partitions.is_empty() {
                continue;
            }
            // Eligible and not held at `at`: sacct keeps a held job's release as its eligible
            // time; a saved squeue before `at` tells a job that was still waiting unheld then.
            // A sighting is of this instance only if made after its submission (a requeued job
            // keeps its id), and it can only stand for a wait sacct hid behind a hold's release.
            let sighting = observed
                .get(&*id)
                .filter(|(seen, _)| seen.at >= job.submit_s);
            // Held after submission (not with --hold): the hold's start is not in sacct, so
            // without a sighting the job is taken as waiting from submission to its release.
            let held_later = !job.submitted_held
                && job
                    .reason
                    .as_deref()
                    .is_some_and(|r| r.starts_with("JobHeld"));
            // Never sighted: a saved queue taken after its submission second that does not
            // list it saw it held (or not pending).
            let waiting_before_release = match sighting {
                Some((_, eligible)) => held_later && *eligible,
                None => held_later && latest.is_none_or(|l| l <= job.submit_s),
            };
            let Some(accrue) = accrue_start(
                job.submit_s,
                job.eligible_s,
                at,
                w.flags.accrue_always,
                waiting_before_release,
            ) else {
                continue;
            };
            // Taken as waiting before a release sacct dates: with a dependency, it became
            // eligible (and aged) only once that was met (job_independent, at the next pass:
            // 0–3 s after the job it waited for ended, in the captures; the hold then cleared
            // its accrue time, and sacct keeps the release as its eligible time).
            let met = match &job.dependency {
                Some(d) if waiting_before_release && job.eligible_s.is_none_or(|e| e > at) => {
                    dependency_met(store, &inp.cluster, d)?
                }
                _ => None,
            };
            if met.is_some_and(|m| m > at) {
                continue;
            }
            let accrue = met.map_or(accrue, |m| accrue.max(m));
            if sighting.is_none() && held_later && job.eligible_s.is_some_and(|e| e > at) {
                hold_assumed += 1;
            }
            // An array's tasks held back by its task limit still age from the array's
            // eligibility (`PendingJob::array_eligible_s`); a requeued job's kept factors from
            // its previous run's.
            let accrue = job
                .array_eligible_s
                .map_or(accrue, |first| accrue.min(first));
            let accrue = kept_from_run(job).map_or(accrue, |(_, from)| from);
            let Some(node) = node else {
                continue;
            };
            ctx.sort_by_tier(&mut partitions);
            // Nice is not in sacct. Sources, best first: a saved squeue; the submission line;
            // the priority recorded at submission (age 0, fairshare of the last cycle before;
            // `submit_priority`); half a Fair Tree rank step or more is a mismatch. A later
            // `scontrol update nice` is lost: sacct then keeps the priority from before the
            // change, not the new nice.
            let inferred = || -> Option<f64> {
                let recorded = submit_priority(job)?;
                let req = request(job, node, (partitions.first()?, &job.qos), job.submit_s)?;
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
            nice_sources[source as usize] += 1;
            let calc = calc_at(job);
            let fs_now = fs_at.factor(inp, calc, node);
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
                            recalculated += 1;
                            at_t(t)
                        }
                        _ => age,
                    }
                }
                _ => age,
            };
            // Each QOS asked for, highest priority first (as slurmctld sorts them).
            let mut qos_asked = job.qos_asked.to_vec();
            ctx.sort_by_priority(&mut qos_asked);
            multi_qos += usize::from(qos_asked.len() > 1 && !job.running_at(at));
            // A row under a QOS of priority 0 carries the QOS factor of the job's own QOS as
            // the calculation at `moment` found it (`_priority_each_qos`): the highest asked
            // for at submission, the last in the list once a scheduling pass has walked it.
            let factor_qos = |qos: &Arc<str>, moment: i64| -> Arc<str> {
                match (ctx.qos_priority(qos), qos_asked.first(), qos_asked.last()) {
                    (0, Some(first), _) if moment == job.submit_s => first.clone(),
                    (0, _, Some(last)) => last.clone(),
                    _ => qos.clone(),
                }
            };
            let first_row = meta.len();
            let rows = partitions
                .iter()
                .flat_map(|p| qos_asked.iter().map(move |q| (p, q)));
            for (part, qos) in rows {
                let Some(req) = request(job, node, (part, &factor_qos(qos, calc)), calc) else {
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
                    if let Some(req) = request(job, node, (part, &at_submit), calc) {
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
                unknowns.push(Unknowns {
                    nice: source,
                    held_later,
                    sighted_at: sighting.map(|(seen, _)| seen.at),
                    before_first_pass: (accrue <= calc && calc - accrue < w.accrue_lag_s)
                        .then_some((accrue, calc)),
                });
                meta.push(QueueKey {
                    priority: stored,
                    job_priority: stored,
                    running: job.running_at(at),
                    has_reservation: job.reservation.is_some(),
                    tier: tiers.get(&**part).copied().unwrap_or(1),
                    submit: job.submit_s,
                });
                lines.push(SprioLine {
                    job_id: id.to_string(),
                    partition: part.to_string(),
                    qos: qos.clone(),
                    account: job.account.clone(),
                    user: job.user.to_string(),
                    priority: job_priority(sum, 0.0, nice),
                    site: 0,
                    nice: nice as i64,
                    norm: [
                        factors.age,
                        factors.assoc,
                        factors.fairshare,
                        factors.job_size,
                        factors.partition,
                        factors.qos,
                    ],
                    weighted: [
                        weighted.age,
                        weighted.assoc,
                        weighted.fairshare,
                        weighted.job_size,
                        weighted.partition,
                        weighted.qos,
                    ],
                    tres_names: ctx.tres_names.clone(),
                    norm_tres: factors.tres,
                    weighted_tres: weighted.tres,
                });
            }
            // What squeue shows: the last row each scheduling pass pops for the job (the
            // queue runs by tier, then priority, highest first), whose priority it writes
            // back — the lowest of its lowest-tier rows.
            let rows = &mut meta[first_row..];
            let tier = rows.iter().map(|m| m.tier).min();
            let shown = rows
                .iter()
                .filter(|m| Some(m.tier) == tier)
                .map(|m| m.priority)
                .min();
            if let Some(shown) = shown {
                rows.iter_mut().for_each(|m| m.job_priority = shown);
            }
        }
        let weights = [w.age, w.assoc, w.fairshare, w.job_size, w.partition, w.qos];
        let notes = QueueNotes {
            outside_partitions: if lines.is_empty() { jobs.len() } else { 0 },
            nice_sources,
            multi_qos,
            recalculated,
            hold_assumed,
        };
        Ok(Pending {
            lines,
            meta,
            unknowns,
            notes,
            weights,
            tres_weighted: !w.tres.is_empty(),
            tres_text: ctx.tres_text.clone(),
            version: inp.settings.version,
        })
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
