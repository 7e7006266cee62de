//! A job's wait taken apart from the stored history with the queue and fairshare replays (no
//! formula of their own): its rank and priority terms at each moment, what held it, the
//! jobs that started first and why, and the usage behind its fairshare.

use std::collections::HashMap;

use anyhow::{anyhow, bail};

use crate::ingest::submit_line;
use crate::model::fairshare::LevelFs;
use crate::model::privacy::Scope;
use crate::model::queue::{self, sprio_id, Entry, Queue, TermCost, TERMS};
use crate::model::types::FastMap;
use crate::store::read::{JobFacts, PendingJob};
use crate::store::Store;

use super::queue::RowKeys;
use super::waits::{jobs_like, JobsLike};
use super::{access, cluster, moments, Context, Pending, QueueModel, QueueNotes};

/// The job at one moment of its wait, among the jobs competing for its partitions.
pub struct Step {
    pub t: i64,
    /// The job's best row there.
    pub entry: Entry,
    pub rank: usize,
    pub of: usize,
    /// Median and highest priority of the rivals (other jobs in its partitions).
    pub rival_median: Option<f64>,
    pub rival_max: Option<f64>,
    /// Each priority term replaced by the rivals' median: the places it cost.
    pub costs: Vec<TermCost>,
}

/// A job that started while this one waited, in one of its partitions.
pub struct Rival {
    /// Its place in the wait's window (`JobWait::rival_job`): a long wait has two million
    /// rivals, whose ids and names copied here took a second and hundreds of MB.
    job: u32,
    pub start_s: i64,
    /// Why it went first: reservation, higher tier, higher priority, … (`classify`)
    pub class: &'static str,
    pub priority: Option<f64>,
    pub mine: Option<f64>,
}

impl Rival {
    /// Before `classify`.
    fn unclassified((job, start_s): (u32, i64)) -> Rival {
        Rival {
            job,
            start_s,
            class: "",
            priority: None,
            mine: None,
        }
    }
}

/// One stretch of the wait and what held the job then.
pub struct Segment {
    pub from: i64,
    pub to: i64,
    pub what: String,
}

/// The job's queue model over its wait, the job's facts and the partitions it asked for.
pub struct JobWait {
    pub model: QueueModel,
    pub facts: JobFacts,
    /// The id the queue knows it by (a pending array's tasks are one record).
    pub queue_id: String,
    pub partitions: Vec<String>,
    /// Until it started, or until the end of the data if it never did.
    pub until: i64,
    /// What the reconstruction had to assume at each moment computed (nice values, holds).
    pub(super) notes: HashMap<i64, QueueNotes>,
    /// What the caller may see (None: everything).
    pub scope: Option<Scope>,
}

impl JobWait {
    /// When it became eligible (its submission where the dump has no eligible time).
    pub fn eligible(&self) -> i64 {
        self.facts.eligible_s.unwrap_or(self.facts.submit_s)
    }

    pub fn load(
        ctx: &Context,
        store: &Store,
        cluster_arg: Option<&str>,
        job: &str,
    ) -> anyhow::Result<JobWait> {
        let cluster = cluster(store, cluster_arg)?;
        let data_end = store
            .data_end(&cluster)?
            .ok_or_else(|| anyhow!("no jobs loaded for cluster {cluster}"))?;
        // A requeued job has several records: the last one's wait is the one asked about.
        let scope = access::scope(ctx, store, Some(&cluster))?;
        // A job the caller may not see is answered as one that does not exist.
        let Some(facts) = store
            .job_facts(&cluster, job)?
            .into_iter()
            .max_by_key(|j| j.submit_s)
            .filter(|j| {
                scope
                    .as_ref()
                    .is_none_or(|s| s.sees_job(&j.user, &j.account))
            })
        else {
            bail!("job {job} is not in cluster {cluster}'s dumps");
        };
        let until = facts.start_s.unwrap_or(data_end);
        let opts = facts
            .submit_line
            .as_deref()
            .map(submit_line::parse)
            .unwrap_or_default();
        // Every partition it asked for (sacct keeps only the one it ran in once started).
        let partitions: Vec<String> = opts
            .partitions_or(&facts.partition)
            .map(str::to_string)
            .collect();
        let model = QueueModel::load(ctx, store, Some(&cluster), facts.submit_s, until)?;
        Ok(JobWait {
            model,
            queue_id: sprio_id(&facts.job_id).to_string(),
            facts,
            partitions,
            until,
            notes: HashMap::new(),
            scope,
        })
    }

    /// The job `rival` is.
    pub fn rival_job(&self, rival: &Rival) -> &PendingJob {
        self.model.window_job(rival.job)
    }

    /// What the reconstruction had to assume at `t` (nice values, holds).
    pub fn notes_at(&self, t: i64) -> Vec<String> {
        self.notes.get(&t).map_or_else(Vec::new, QueueNotes::lines)
    }

    /// The job in `pending` (the queue at `t`), if it was in the queue then.
    fn step_in(&self, t: i64, pending: &Pending) -> Option<Step> {
        let (id, parts) = (&self.queue_id, &self.partitions);
        let queue = Queue::new(pending.queue().0);
        let (rank, of) = queue.rank(id, parts)?;
        let entry = queue
            .best_row(id, parts)
            .cloned()
            .expect("ranked, so queued");
        // Rivals at their best row.
        let mut best: FastMap<&str, f64> =
            FastMap::with_capacity_and_hasher(queue.entries.len(), Default::default());
        for e in queue
            .entries
            .iter()
            .filter(|e| e.job_id != *id && parts.contains(&e.partition))
        {
            let p = best.entry(&e.job_id).or_insert(f64::MIN);
            *p = p.max(e.priority);
        }
        let mut rival: Vec<f64> = best.into_values().collect();
        let rival_max = rival.iter().copied().reduce(f64::max);
        let rival_median = (!rival.is_empty()).then(|| queue::median(&mut rival));
        Some(Step {
            t,
            rank,
            of,
            rival_median,
            rival_max,
            costs: queue.term_costs(id, parts),
            entry,
        })
    }

    /// The job at `t`, if it was in the queue then (only the rows of its partitions compete
    /// with it), keeping the reconstruction's notes (not the queue: at 10M jobs, hundreds of
    /// moments' queues took hundreds of MB).
    fn step(&mut self, store: &Store, t: i64) -> anyhow::Result<Option<Step>> {
        let pending = self.model.pending_among(store, t, Some(&self.partitions))?;
        self.notes.insert(t, pending.notes);
        Ok(self.step_in(t, &pending))
    }

    /// The job at each of `moments` it was in the queue. The first reads the settings in
    /// force then and the saved queues; then, on every core, the moments that need nothing
    /// more read; then the others one by one, in order, each reading what it needs (as one
    /// by one would).
    pub fn steps(&mut self, store: &Store, moments: Vec<i64>) -> anyhow::Result<Vec<Step>> {
        let Some((&first, rest)) = moments.split_first() else {
            return Ok(Vec::new());
        };
        let mut steps: Vec<Step> = self.step(store, first)?.into_iter().collect();
        let mut rest = rest.to_vec();
        let this = &*self;
        let ready = on_every_core(&mut rest, |&mut t| {
            let Some(pending) = this.model.pending_ready(t, Some(&this.partitions))? else {
                return Ok(None);
            };
            Ok(Some((this.step_in(t, &pending), pending.notes)))
        })?;
        for (t, ready) in rest.into_iter().zip(ready) {
            let step = match ready {
                Some((step, notes)) => {
                    self.notes.insert(t, notes);
                    step
                }
                None => self.step(store, t)?,
            };
            steps.extend(step);
        }
        Ok(steps)
    }

    /// Moments to look at: every decay cycle of the wait (at most about 240, evenly spaced).
    pub fn moments(&self, from: i64, step: Option<&str>) -> anyhow::Result<Vec<i64>> {
        let to = (self.until - 1).max(from);
        if let Some(s) = step {
            return moments(from, to, Some(s));
        }
        let cycles = &self.model.inp.params.cycles;
        let all: Vec<i64> = std::iter::once(from)
            .chain(cycles.between(from, to))
            .collect();
        let keep = all.len().div_ceil(240).max(1);
        Ok(all.into_iter().step_by(keep).collect())
    }
}

/// Everything `why` says of a job's wait.
pub struct WaitAnswer {
    pub wait: JobWait,
    pub segments: Vec<Segment>,
    pub steps: Vec<Step>,
    /// The rivals the caller may see; the others only counted.
    pub rivals: Vec<Rival>,
    pub hidden: HiddenRivals,
    /// At the moment it ranked worst: its association and ancestors, and the account's
    /// jobs with the most usage (job, user, usage, share of the account's).
    pub usage: Vec<Behind>,
    pub top: Vec<(String, String, f64, f64)>,
    /// How long the jobs like it waited before it became eligible.
    pub like: JobsLike,
}

/// The rivals PrivateData hides from the caller, in aggregate only: no id, user or account.
#[derive(Debug, Default)]
pub struct HiddenRivals {
    pub count: usize,
    /// Their lowest and highest priority when they started (those the queue showed).
    pub priority: Option<(f64, f64)>,
    /// Why they went first: (class, how many), in order of first appearance.
    pub classes: Vec<(&'static str, usize)>,
}

impl HiddenRivals {
    fn of<'a>(hidden: impl Iterator<Item = &'a Rival>) -> HiddenRivals {
        let mut out = HiddenRivals::default();
        for r in hidden {
            out.count += 1;
            if let Some(p) = r.priority {
                let (lo, hi) = out.priority.unwrap_or((p, p));
                out.priority = Some((lo.min(p), hi.max(p)));
            }
            match out.classes.iter_mut().find(|c| c.0 == r.class) {
                Some(c) => c.1 += 1,
                None => out.classes.push((r.class, 1)),
            }
        }
        out
    }
}

/// Why `job` waited: its wait at every decay cycle (at most about 240 moments), what held it,
/// the jobs that started first in its partitions, and the usage behind it where it ranked
/// worst.
pub fn explain(
    ctx: &Context,
    store: &Store,
    cluster_arg: Option<&str>,
    job: &str,
) -> anyhow::Result<WaitAnswer> {
    let mut wait = JobWait::load(ctx, store, cluster_arg, job)?;
    let facts = wait.facts.clone();
    let eligible = wait.eligible();
    let moments = wait.moments(facts.submit_s, None)?;
    let (cluster, partitions) = (wait.model.inp.cluster.clone(), wait.partitions.clone());
    let span = (eligible, wait.until);
    let rival_moments: Vec<i64> = store
        .start_moments(&cluster, &facts.job_id, span, &partitions)?
        .into_iter()
        .map(|s| s - 1)
        .collect();
    // One window and one sweep of the fairshare for every moment: the fairshare a sweep gives
    // at a cycle depends, in its last digits, on the cycles it starts from and passes.
    // The worst moment's fairshare rows are shown (`usage_behind`): keep the moments' rows.
    // The window reaches the wait's last second, so that it holds every rival (one that
    // started in the second it was submitted included).
    let ts = [moments.clone(), rival_moments].concat();
    let first = ts.iter().copied().min().unwrap_or(facts.submit_s);
    let last = ts
        .iter()
        .copied()
        .max()
        .unwrap_or(first)
        .max(wait.until - 1);
    wait.model
        .load_window(store, (first, last), &partitions, &moments)?;
    wait.model.prefetch(store, &ts, &moments)?;
    drop(ts);
    let steps = wait.steps(store, moments)?;
    let mut rivals_seen: Vec<Rival> = wait
        .model
        .started(span, &facts.job_id)?
        .map(Rival::unclassified)
        .collect();
    classify(&mut wait, store, &mut rivals_seen)?;
    let segments = segments(&facts, &steps, wait.until, eligible);
    // In place: a second vector of a million rivals took hundreds of MB.
    let sees = |r: &Rival| {
        let job = wait.rival_job(r);
        wait.scope
            .as_ref()
            .is_none_or(|s| s.sees_job(&job.user, &job.account))
    };
    let hidden = HiddenRivals::of(rivals_seen.iter().filter(|r| !sees(r)));
    let mut rivals = rivals_seen;
    rivals.retain(sees);
    let worst = steps.iter().max_by_key(|s| (s.rank, s.t));
    let usage = match worst {
        Some(s) => usage_behind(&mut wait, store, s.t)?,
        None => Vec::new(),
    };
    let top = match worst {
        Some(s) => top_jobs(&wait, store, s.t)?,
        None => Vec::new(),
    };
    // Last: it reaches the queue model's inputs back a week before the wait.
    let node = wait
        .model
        .inp
        .tree
        .find(&facts.account, &facts.user, &facts.partition);
    let asked = (&wait.partitions[..], &facts.qos[..], facts.cpus);
    let like = jobs_like(&mut wait.model.inp, store, node, asked, eligible)?;
    Ok(WaitAnswer {
        wait,
        segments,
        steps,
        rivals,
        hidden,
        usage,
        top,
        like,
    })
}

/// `job`'s steps from `from` (default: its submission) to `to` (default: until it started)
/// every `step` (default: every decay cycle, at most about 240).
pub fn job_steps(
    ctx: &Context,
    store: &Store,
    cluster_arg: Option<&str>,
    job: &str,
    (from, to, step): (Option<i64>, Option<i64>, Option<&str>),
) -> anyhow::Result<(JobWait, Vec<Step>)> {
    let mut wait = JobWait::load(ctx, store, cluster_arg, job)?;
    if let Some(to) = to {
        wait.until = wait.until.min(to + 1);
    }
    let from = from.unwrap_or(wait.facts.submit_s);
    let moments = wait.moments(from, step)?;
    let (Some(&first), Some(&last)) = (moments.first(), moments.last()) else {
        return Ok((wait, Vec::new()));
    };
    wait.model
        .load_window(store, (first, last), &wait.partitions, &moments)?;
    wait.model.prefetch(store, &moments, &[])?;
    let steps = wait.steps(store, moments)?;
    Ok((wait, steps))
}

/// The wait split into what held the job: before eligibility (begin time, dependency,
/// hold, limits: from the submission line and sacct's Reason), then in the queue behind
/// other jobs or first in line waiting for resources (from the steps).
pub fn segments(facts: &JobFacts, steps: &[Step], until: i64, eligible: i64) -> Vec<Segment> {
    let opts = facts
        .submit_line
        .as_deref()
        .map(submit_line::parse)
        .unwrap_or_default();
    let reason = facts.reason.clone().unwrap_or_default();
    let mut out = Vec::new();
    if eligible > facts.submit_s {
        let what = if opts.hold || reason == "JobHeldUser" {
            if opts.hold {
                "held by the user (submitted with --hold), until released".to_string()
            } else {
                "held by the user (scontrol hold), until released; sacct does not record when the hold began, so this stretch may include some waiting".to_string()
            }
        } else if reason == "JobHeldAdmin" {
            "held by an administrator, until released; sacct does not record when the hold began, so this stretch may include some waiting".to_string()
        } else if let Some(d) = &opts.dependency {
            format!("waiting for its dependency ({d})")
        } else if let Some(b) = &opts.begin {
            format!("waiting for its begin time (--begin={b})")
        } else if reason == "Dependency" {
            "waiting for a dependency".to_string()
        } else if reason == "BeginTime" {
            "waiting for its begin time".to_string()
        } else if reason.is_empty() || reason == "None" {
            "not yet eligible; its record names no begin time, dependency or hold".to_string()
        } else {
            format!("not yet eligible (sacct's last reason: {reason})")
        };
        out.push(Segment {
            from: facts.submit_s,
            to: eligible,
            what,
        });
    }
    // In the queue: behind other jobs, or first in line (resources); each step stands for the
    // time until the next.
    let mut queued: Vec<(i64, i64, bool)> = Vec::new();
    for (k, s) in steps.iter().enumerate() {
        // The first stretch in the queue starts at eligibility, not at the next cycle.
        let from = if k == 0 { eligible } else { s.t.max(eligible) };
        let to = steps.get(k + 1).map_or(until, |n| n.t).min(until);
        if to <= from {
            continue;
        }
        let first = s.rank == 1;
        match queued.last_mut() {
            Some(last) if last.2 == first && last.1 == from => last.1 = to,
            _ => queued.push((from, to, first)),
        }
    }
    for (from, to, first) in queued {
        out.push(Segment {
            from,
            to,
            what: if first {
                "first in line for its partitions: waiting for resources".to_string()
            } else {
                "in the queue behind higher-ranked jobs".to_string()
            },
        });
    }
    let limit = ["Assoc", "QOS", "MaxJobs", "MaxCpu", "MaxNode", "GrpTRES"];
    if limit.iter().any(|l| reason.starts_with(l)) {
        out.push(Segment {
            from: eligible,
            to: until,
            what: format!("a limit held it at some point: Slurm recorded {reason} (sacct keeps only the last reason)"),
        });
    }
    out
}

/// Classifies each rival (a job that started in the job's partitions while it was eligible)
/// at the moment before it started, in place: a second vector of a million rivals took
/// hundreds of MB. The first reads the settings in force then and the saved queues; then,
/// on every core, the rivals whose moments need nothing more read; then the others one by
/// one, in start order, each reading what it needs (as one by one would).
pub fn classify(wait: &mut JobWait, store: &Store, rivals: &mut [Rival]) -> anyhow::Result<()> {
    let (id, parts) = (wait.queue_id.clone(), wait.partitions.clone());
    let Some((first, rivals)) = rivals.split_first_mut() else {
        return Ok(());
    };
    // One by one, each reading what it needs: its job is copied out of the window, which
    // the model (reading) borrows meanwhile.
    let one = |wait: &mut JobWait, r: &mut Rival| -> anyhow::Result<()> {
        let job = wait.rival_job(r).clone();
        let keys = wait
            .model
            .keys_among(store, r.start_s - 1, &[&id, job.sprio_id()], &parts)?;
        r.classify(&keys, &job);
        Ok(())
    };
    // The first reads the settings in force then and the saved queues.
    one(wait, first)?;
    let ready = on_every_core(rivals, |r| {
        let job = wait.rival_job(r);
        let keys = wait
            .model
            .keys_ready(r.start_s - 1, &[&id, job.sprio_id()], &parts)?;
        Ok(keys.map(|keys| r.classify(&keys, job)))
    })?;
    for (r, ready) in rivals.iter_mut().zip(ready) {
        if ready.is_none() {
            one(wait, r)?;
        }
    }
    Ok(())
}

impl Rival {
    /// Why it went first, from its rows and the waiting job's at the second before it
    /// started (`keys`: the waiting job's, then its own; `QueueModel::keys_among`); `job`
    /// is its job.
    fn classify(&mut self, keys: &[RowKeys], job: &PendingJob) {
        let [mine, theirs] = keys else {
            unreachable!("two jobs' rows asked for");
        };
        let part = &*job.partition;
        let theirs = theirs.iter().find(|(p, _)| *p == part).map(|(_, k)| k);
        // Mine in the partition it started in, else my best row (the queue's first).
        let mine = mine.iter().find(|(p, _)| *p == part).or_else(|| {
            mine.iter().min_by_key(|(_, k)| {
                (
                    !k.has_reservation,
                    std::cmp::Reverse(k.tier),
                    std::cmp::Reverse(k.priority),
                )
            })
        });
        let mine = mine.map(|(_, k)| k);
        let backfill = job
            .flags
            .as_deref()
            .is_some_and(|f| f.contains("SchedBackfill"));
        // Started in the second it became eligible: it never waited in a queue that a
        // moment before its start could show (backfill or the scheduler took it at once).
        let at_once = job.eligible_s.unwrap_or(job.submit_s) >= self.start_s;
        self.class = match (theirs, mine) {
            _ if at_once && backfill => "waited 0 s: backfill started it in its eligible second",
            _ if at_once => "waited 0 s: started in its eligible second",
            (Some(t), Some(m)) if t.has_reservation && !m.has_reservation => "reservation",
            (Some(t), Some(m)) if t.tier > m.tier => "higher partition tier",
            (Some(t), Some(m)) if t.priority > m.priority => "higher priority",
            (Some(t), Some(m)) if t.priority == m.priority && t.submit <= m.submit => {
                "same priority, submitted earlier"
            }
            (Some(_), Some(_)) if backfill => "lower priority, started by backfill",
            (Some(_), Some(_)) => "lower priority, started anyway",
            _ if backfill => "not in the reconstructed queue; started by backfill",
            _ => "not in the reconstructed queue",
        };
        self.priority = theirs.map(|k| f64::from(k.priority));
        self.mine = mine.map(|k| f64::from(k.priority));
    }
}

/// One of the job's association and its ancestors: (who, effective usage, shares, LevelFS).
pub type Behind = (String, f64, f64, Option<f64>);

/// The job's association and its ancestors at `t`.
pub fn usage_behind(wait: &mut JobWait, store: &Store, t: i64) -> anyhow::Result<Vec<Behind>> {
    let fs = wait.model.fairshare_at(store, t)?.to_vec();
    let inp = &wait.model.inp;
    let first_part = wait.partitions.first().map_or("", String::as_str);
    let Some(node) = inp
        .tree
        .find(&wait.facts.account, &wait.facts.user, first_part)
    else {
        return Ok(Vec::new());
    };
    let mut out = Vec::new();
    let mut n = Some(node);
    while let Some(i) = n.filter(|&i| i != inp.tree.root) {
        let a = &inp.tree.nodes[i];
        n = inp.tree.fs_parent(i);
        if let Some(s) = &wait.scope {
            if !s.sees_shares_row(&a.account, &a.user) {
                continue;
            }
        }
        let who = if a.is_user() {
            format!("user {} in {}", a.user, a.account)
        } else {
            format!("account {}", a.account)
        };
        let level = match fs[i].level_fs {
            Some(LevelFs::Value(v)) => Some(v),
            _ => None,
        };
        out.push((
            who,
            fs[i].usage_efctv.unwrap_or(0.0),
            fs[i].norm_shares,
            level,
        ));
    }
    Ok(out)
}

/// The jobs with the most decayed usage in the job's account at `t`: (job, user, usage,
/// share of the account's).
pub fn top_jobs(
    wait: &JobWait,
    store: &Store,
    t: i64,
) -> anyhow::Result<Vec<(String, String, f64, f64)>> {
    let inp = &wait.model.inp;
    let (top, total) = inp.top_jobs(store, &wait.facts.account, t)?;
    let account = &wait.facts.account;
    Ok(top
        .into_iter()
        .map(|j| {
            let user = inp.tree.nodes[j.node].user.clone();
            let share = if total > 0.0 { j.usage / total } else { 0.0 };
            (j.job_id, user, j.usage, share)
        })
        .filter(|(_, user, _, _)| {
            wait.scope
                .as_ref()
                .is_none_or(|s| s.sees_job(user, account))
        })
        .collect())
}

/// Mean places each term cost over the wait's steps, most first.
pub fn mean_costs(steps: &[Step]) -> Vec<(&'static str, f64)> {
    let mut sums: Vec<(&'static str, f64)> = TERMS.iter().map(|t| (*t, 0.0)).collect();
    let with = steps.iter().filter(|s| !s.costs.is_empty()).count();
    for s in steps {
        for c in &s.costs {
            if let Some(e) = sums.iter_mut().find(|e| e.0 == c.term) {
                e.1 += c.places() as f64;
            }
        }
    }
    for e in &mut sums {
        e.1 /= with.max(1) as f64;
    }
    sums.sort_by(|a, b| b.1.total_cmp(&a.1));
    sums
}

/// `ready` on each of `items`, split across every core: each result in order, None where the
/// item needs something read first (its caller then does it, one by one).
fn on_every_core<T: Send, R: Send>(
    items: &mut [T],
    ready: impl Fn(&mut T) -> anyhow::Result<Option<R>> + Sync,
) -> anyhow::Result<Vec<Option<R>>> {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let (n, chunk) = (items.len(), items.len().div_ceil(cores).max(1));
    let ready = &ready;
    std::thread::scope(|s| {
        let threads: Vec<_> = items
            .chunks_mut(chunk)
            .map(|part| {
                s.spawn(move || {
                    part.iter_mut()
                        .map(ready)
                        .collect::<anyhow::Result<Vec<_>>>()
                })
            })
            .collect();
        let mut out = Vec::with_capacity(n);
        for t in threads {
            out.extend(t.join().expect("a thread panicked")?);
        }
        Ok(out)
    })
}
