//! A moment's inputs (`Inputs`): the tree, settings, jobs' charges and decay cycles a
//! usage or fairshare computation at one moment needs, and what they give.

use std::collections::HashMap;

use anyhow::Context as _;

use crate::model::decay::{
    charged_since_cycle, usage_at_cycle, usage_closed_form, DecayParams, Powers, Run,
};
use crate::model::fairshare::{self, Algorithm, ClassicEvents, FsRow};
use crate::model::settings::{DecayMode, Settings};
use crate::model::shares::Tree;

use crate::model::usage::{
    add_up, assoc_usage, assoc_usage_closed, for_each_assoc_usage, AssocUsage, Charge,
};
use crate::store::read::{Created, UsageJobs};
use crate::store::Store;

use super::{
    charges::ChargeSource, charges::CheckpointBase, charges::JobUse, charges::JobsUntil,
    ChargeBasis, Notes, PhaseSource, TOP_JOBS,
};

/// Everything a usage/fairshare computation at one moment needs.
pub struct Inputs {
    pub cluster: String,
    pub settings: Settings,
    /// The cluster's TRES, in Slurm's order.
    pub tres: Vec<String>,
    pub tree: Tree,
    /// The billing charges of the jobs started by the moment (`for_each_job` reads the
    /// jobs themselves).
    pub charges: Vec<Charge>,
    pub params: DecayParams,
    /// Jobs whose association is not in the tree (their usage is lost, as in Slurm).
    pub unmatched_jobs: usize,
    /// Where the decay cycle's phase came from.
    pub phase: PhaseSource,
    /// What the jobs' charges were computed from.
    pub(super) basis: ChargeBasis,
    /// When `charges` came from the store's charge cache: each cached key's association.
    pub(super) cached_nodes: Option<Vec<Option<usize>>>,
    /// When the charges done by a usage checkpoint are summed there, not in `charges`.
    pub(super) base: Option<CheckpointBase>,
    /// `charges` are those of the jobs started by then.
    pub(super) until: i64,
    /// The earliest start of every charge (summed ones included).
    pub(super) first_start: Option<i64>,
    /// Per association, when it was created, and the shares it had from each moment on, where
    /// a loaded transaction log says.
    pub(super) created: Vec<Option<Created>>,
    pub(super) shares_history: Vec<Vec<(i64, Option<u32>)>>,
    /// Where notes go (`Context::notify`).
    pub(super) notify: Notes,
    /// sshare requests taken as answered beside the loaded snapshots' (classic evaluates the
    /// users not evaluated yet in a cycle at each): what `check` tries, as none is recorded.
    pub(super) assumed_requests: Vec<i64>,
    /// Jobs (rows) starting in a cycle's second taken as started before it, where `check`
    /// tries that order.
    pub(super) assumed_early_starts: Vec<i64>,
    /// Jobs (rows) held after submission taken as held from it to their release (sacct
    /// dates only the release), where `check` tries that.
    pub(super) assumed_held: Vec<i64>,
}

impl Inputs {
    /// Where the jobs' charges are read from, as these inputs read them.
    fn charge_source<'a>(&'a self, store: &'a Store) -> ChargeSource<'a> {
        ChargeSource {
            store,
            cluster: &self.cluster,
            tree: &self.tree,
            basis: &self.basis,
            notify: self.notify.clone(),
        }
    }

    /// What a reader of results from these inputs must know: where the phase came from,
    /// usage not counted.
    pub fn warnings(&self) -> Vec<String> {
        let mut out: Vec<String> = self
            .phase
            .warning(&self.params.cycles)
            .into_iter()
            .collect();
        if !self.settings.multifactor {
            let release = self
                .settings
                .version
                .map_or(String::new(), |v| format!(" under Slurm {v}"));
            out.push(format!("warning: priority/basic ran{release} (PriorityType says so, or is unset: its default until 23.11): slurmctld kept no fairshare and computed no multifactor priority; shown is what priority/multifactor would give (--set PriorityType=priority/multifactor if it ran)"));
        }
        if self.unmatched_jobs > 0 {
            out.push(format!("warning: {} jobs belong to associations missing from the tree; their usage is not counted", self.unmatched_jobs));
        }
        out
    }

    /// Raw usage of every association at `at`, from the jobs' charges (and a checkpoint's
    /// base, when they came with one).
    pub fn usage_at(&self, at: i64) -> AssocUsage {
        let (tree, charges, params) = (&self.tree, &self.charges, &self.params);
        let u = match self.settings.decay_mode {
            DecayMode::Exact => assoc_usage(tree, charges, params, at),
            DecayMode::Closed => assoc_usage_closed(tree, charges, params, at),
        };
        match &self.base {
            Some(b) => b.usage.add_to(u, params),
            None => u,
        }
    }

    /// Raw usage at each of `moments` (ascending), in one sweep over the jobs.
    pub fn usage_series(&self, moments: &[i64]) -> Vec<AssocUsage> {
        let mut out = Vec::with_capacity(moments.len());
        self.for_each_usage(moments, |u| out.push(u));
        out
    }

    /// As `usage_series`, each moment's usage handed to `each` in turn, not kept. With a
    /// checkpoint's base, no moment may come before it (`reach_back` first).
    pub fn for_each_usage(&self, moments: &[i64], mut each: impl FnMut(AssocUsage)) {
        let closed = self.settings.decay_mode == DecayMode::Closed;
        for_each_assoc_usage(
            &self.tree,
            &self.charges,
            &self.params,
            moments,
            closed,
            |u| match &self.base {
                Some(b) => each(b.usage.add_to(u, &self.params)),
                None => each(u),
            },
        )
    }

    /// Makes usage at `moment` computable: when the charges came with a checkpoint's base
    /// after it, reads them again from an earlier checkpoint (or all of them).
    pub fn reach_back(&mut self, store: &Store, moment: i64) -> anyhow::Result<()> {
        let Some(base) = &self.base else {
            return Ok(());
        };
        if base.usage.cycle <= self.params.cycles.at_or_before(moment) {
            return Ok(());
        }
        let source = self.charge_source(store);
        let JobsUntil {
            charges,
            unmatched,
            base,
            ..
        } = source.jobs_until(
            self.settings.billing_mode,
            self.until,
            Some((&self.params, moment)),
        )?;
        (self.charges, self.unmatched_jobs, self.base) = (charges, unmatched, base);
        Ok(())
    }

    /// Reads the charges again with these ends in a cycle's second (job row → handled
    /// before the cycle) ordered so, over what loaded snapshots told: how `check` tries the
    /// orders sacct cannot tell. Bypasses the store's charge cache and checkpoints, which
    /// hold the orders as loaded.
    pub fn order_ends(&mut self, store: &Store, orders: &HashMap<i64, bool>) -> anyhow::Result<()> {
        self.basis.end_orders.extend(orders);
        self.basis.cacheable_mode = None;
        let source = self.charge_source(store);
        let read = source.jobs_until(self.settings.billing_mode, self.until, None)?;
        (
            self.charges,
            self.unmatched_jobs,
            self.base,
            self.cached_nodes,
        ) = (read.charges, read.unmatched, read.base, read.cached_nodes);
        Ok(())
    }

    /// Whether fairshare at a moment depends on more than the last cycle's usage: classic
    /// evaluates accounts and users at their own moments (`model::fairshare::held_at`).
    pub fn timed_fairshare(&self) -> bool {
        self.settings.algorithm != Algorithm::FairTree
            && self.settings.decay_mode == DecayMode::Exact
    }

    /// Whether fairshare at a moment also reads values held from the cycle before
    /// (DEPTH_OBLIVIOUS's siblings).
    pub fn reads_previous_cycle(&self) -> bool {
        self.timed_fairshare()
            && matches!(
                self.settings.algorithm,
                Algorithm::Classic {
                    depth_oblivious: true,
                    ..
                }
            )
    }

    /// Every association's fairshare as slurmctld held it at `at`, from `u` (the usage at
    /// `at`) and `events` (`classic_events` over a span holding `at`). When it reads the
    /// previous cycle (`reads_previous_cycle`), `previous` is the usage then, computed here
    /// when not given.
    pub fn fairshare_at(
        &self,
        (u, previous): (&AssocUsage, Option<&AssocUsage>),
        at: i64,
        events: &ClassicEvents,
    ) -> Vec<FsRow> {
        let added: Vec<bool> = self
            .created
            .iter()
            .map(|c| c.is_some_and(|c| c.after_cycle(u.cycle)))
            .collect();
        if !self.timed_fairshare() {
            let algorithm = self.settings.algorithm;
            if algorithm != Algorithm::FairTree {
                return fairshare::compute(&self.tree, &u.at_cycle, algorithm);
            }
            // Likewise the shares the cycle computed with: those set before its second.
            let shares_then: Vec<Option<u32>> = (0..self.tree.nodes.len())
                .map(|i| {
                    let set = self.shares_history[i].iter().rev().find(|s| s.0 < u.cycle);
                    set.map_or(self.tree.nodes[i].raw_shares, |s| s.1)
                })
                .collect();
            let then = (&added[..], &shares_then[..]);
            return fairshare::compute_held(&self.tree, &u.at_cycle, algorithm, then);
        }
        let (tree, params, algorithm) = (&self.tree, &self.params, self.settings.algorithm);
        // Not before a checkpoint's base: none then.
        let before = params.cycles.before(u.cycle);
        let computed;
        let previous = match previous {
            Some(p) => Some(p),
            None if self.reads_previous_cycle()
                && self.base.as_ref().is_none_or(|b| b.usage.cycle <= before) =>
            {
                computed = self.usage_at(before);
                Some(&computed)
            }
            None => None,
        };
        let usage = (&u.at_cycle[..], previous.map(|p| &p.at_cycle[..]));
        let mut rows = fairshare::held_at(tree, params, algorithm, usage, (u.cycle, at), events);
        // Classic: the others keep what the cycle computed on the whole tree (an association
        // added beside one that existed would have changed its siblings' share sums).
        fairshare::mark_added(tree, &mut rows, &added);
        rows
    }

    /// What classic fairshare's timing reads for moments from the cycle at `first_cycle` to
    /// `at` (`ChargeSource::classic_events`); nothing when fairshare needs only the cycle's
    /// usage.
    pub fn classic_events(
        &self,
        store: &Store,
        first_cycle: i64,
        at: i64,
    ) -> anyhow::Result<ClassicEvents> {
        if !self.timed_fairshare() {
            return Ok(ClassicEvents::default());
        }
        let first_cycle = match self.reads_previous_cycle() {
            true => self.params.cycles.before(first_cycle),
            false => first_cycle,
        };
        let source = self.charge_source(store);
        let mut events = source.classic_events(
            self.settings.billing_mode,
            (first_cycle, at),
            (&self.assumed_early_starts, &self.assumed_held),
        )?;
        if !self.assumed_requests.is_empty() {
            events.requests.extend(&self.assumed_requests);
            events.requests.sort_unstable();
            events.requests.dedup();
        }
        Ok(events)
    }

    /// Hands `each` the jobs `which` names among those started by `at` whose association is
    /// in the tree, read one at a time from the store and not kept (at 10M jobs they would
    /// not fit in memory).
    pub fn for_each_job(
        &self,
        store: &Store,
        at: i64,
        which: UsageJobs<'_>,
        mut each: impl FnMut(JobUse),
    ) -> anyhow::Result<()> {
        store
            .for_each_usage_job(&self.cluster, at, which, |job| {
                if let Some(node) = self.tree.find(job.account, job.user, job.partition) {
                    each(self.basis.job_use(node, job, self.settings.billing_mode));
                }
                Ok(())
            })
            .context("reading jobs")
    }

    /// Per TRES of `tres`, every association's usage at `at` (added up the tree): each job's
    /// count of it × UsageFactor per second, decayed as RawUsage is (with limits enforced,
    /// Slurm's usage_tres_raw). One pass over the jobs: those not done by the checkpoint
    /// the charges came with, when they did (its usage per TRES stands for the others).
    pub fn tres_usage(
        &self,
        store: &Store,
        at: i64,
        tres: &[String],
    ) -> anyhow::Result<Vec<Vec<f64>>> {
        let n = self.tree.nodes.len();
        let mut own = vec![vec![0.0; n]; tres.len()];
        let cycle = self.params.cycles.at_or_before(at);
        // The checkpoint's usage per TRES, decayed to the moment's cycle (its keys are the
        // cache's).
        let base = match (&self.base, &self.cached_nodes) {
            (Some(b), Some(nodes)) if b.usage.cycle <= cycle => {
                let f = self.params.decay(b.usage.cycle, cycle);
                let kept = store.usage_checkpoint_tres(&self.cluster, &b.decay, b.usage.cycle)?;
                for (key, name, u) in kept {
                    let k = tres.iter().position(|t| *t == name);
                    if let (Some(k), Some(node)) = (k, nodes.get(key).copied().flatten()) {
                        own[k][node] += u * f;
                    }
                }
                Some(&b.usage)
            }
            _ => None,
        };
        let which = base.map_or(UsageJobs::All, |b| UsageJobs::RunningAt(b.cycle - 1));
        let pw = Powers::tabled(&self.params, cycle - self.first_start.unwrap_or(cycle));
        self.for_each_job(store, at, which, |job| {
            if base.is_some_and(|b| b.holds(&job.charge.run())) {
                return;
            }
            let unit = Run {
                weight: job.usage_factor,
                ..job.charge.run()
            };
            let usage = match self.settings.decay_mode {
                DecayMode::Exact => {
                    usage_at_cycle(&unit, &self.params, cycle, &pw)
                        + charged_since_cycle(&unit, &self.params, cycle, at)
                }
                DecayMode::Closed => usage_closed_form(&unit, &self.params, at),
            };
            for (k, t) in tres.iter().enumerate() {
                own[k][job.charge.node()] += job.tres_count(t) * usage;
            }
        })?;
        Ok(own.into_iter().map(|v| add_up(&self.tree, v)).collect())
    }

    /// The jobs that ended in the second of a decay cycle in (`from`, `until`], in end
    /// order, with the order against the cycle their usage was computed with and what the
    /// other order would change at `until`.
    pub fn same_second_ends(
        &self,
        store: &Store,
        (from, until): (i64, i64),
    ) -> anyhow::Result<Vec<EndOrder>> {
        let source = self.charge_source(store);
        let mut ends = Vec::new();
        source.for_each_same_second_end(
            self.settings.billing_mode,
            &self.params.cycles,
            (from, until),
            |job, charge| {
                let run = charge.run();
                // RawUsage at `until` as slurmctld accrued it (Slurm-exact).
                let raw_at_until = |run: &Run| {
                    let cycle = self.params.cycles.at_or_before(until);
                    let pw = Powers::computed(&self.params);
                    usage_at_cycle(run, &self.params, cycle, &pw)
                        + charged_since_cycle(run, &self.params, cycle, until)
                };
                let other = Run {
                    end_first: !run.end_first,
                    ..run
                };
                ends.push(EndOrder {
                    job_id: job.job_id.to_string(),
                    row: job.row,
                    charge,
                    end: run.end.unwrap_or(until),
                    end_first: run.end_first,
                    order: match (self.basis.end_orders.contains_key(&job.row), &self.phase) {
                        (
                            true,
                            PhaseSource::FromPriorities { .. }
                            | PhaseSource::Registered { .. }
                            | PhaseSource::State { snapshots: 0, .. },
                        ) => OrderSource::Priorities,
                        (true, _) => OrderSource::Snapshot,
                        (false, _) if job.state == "TIMEOUT" => OrderSource::AssumedTimeout,
                        (false, _) => OrderSource::Assumed,
                    },
                    association: format!("{}/{}", job.account, job.user),
                    other_order_shift: raw_at_until(&other) - raw_at_until(&run),
                });
            },
        )?;
        ends.sort_by_key(|e| e.end);
        Ok(ends)
    }

    /// The jobs that ended in the second `at` (sacct's whole seconds cannot tell whether
    /// slurmctld handled them before something printed in that second), with their charges.
    pub fn ends_at(&self, store: &Store, at: i64) -> anyhow::Result<Vec<(String, Charge)>> {
        let mut ends = Vec::new();
        self.charge_source(store).for_each_end_at(
            self.settings.billing_mode,
            at,
            |job, charge| ends.push((job.job_id.to_string(), charge)),
        )?;
        Ok(ends)
    }

    /// One job's decayed usage as of the last cycle at or before `at` (what fairshare saw),
    /// with the decay factor's powers `pw` (tabled up to `at`).
    fn job_usage(&self, charge: &Charge, at: i64, pw: &Powers) -> f64 {
        match self.settings.decay_mode {
            DecayMode::Exact => usage_at_cycle(
                &charge.run(),
                &self.params,
                self.params.cycles.at_or_before(at),
                pw,
            ),
            DecayMode::Closed => usage_closed_form(&charge.run(), &self.params, at),
        }
    }

    /// The `TOP_JOBS` jobs of `account` (its own associations, not sub-accounts') with the
    /// most decayed usage at `t` (as `job_usage`), largest first, and the usage of all of
    /// them. Reads only that account's jobs (their kept charges, when the command's came from
    /// the charge cache; those not done by a checkpoint's base, whose largest it keeps).
    pub fn top_jobs(
        &self,
        store: &Store,
        account: &str,
        t: i64,
    ) -> anyhow::Result<(Vec<TopJob>, f64)> {
        // (job row, association, usage), largest usage first.
        let (mut top, mut total) = (Vec::<(i64, usize, f64)>::new(), 0.0);
        let mut keep = |row: i64, node: usize, usage: f64| {
            if usage > 0.0 && (top.len() < TOP_JOBS || usage > top[TOP_JOBS - 1].2) {
                let at = top.partition_point(|x| x.2 >= usage);
                top.insert(at, (row, node, usage));
                top.truncate(TOP_JOBS);
            }
        };
        // Powers from tables: a million jobs' usage with `powf` each took a good part of it.
        let pw = Powers::tabled(&self.params, t - self.first_start.unwrap_or(t));
        let usage = |node: usize, run: Run| self.job_usage(&Charge::new(node, run), t, &pw);
        match &self.cached_nodes {
            Some(nodes) => {
                let node_of = |key: usize| nodes.get(key).copied().flatten();
                let ended_from = match &self.base {
                    Some(b) => {
                        // Its jobs only decay from there, keeping their order.
                        let cycle = self.params.cycles.at_or_before(t);
                        let d = self.params.decay(b.usage.cycle, cycle);
                        let mine = |key: usize| {
                            node_of(key).filter(|&n| self.tree.nodes[n].account == account)
                        };
                        for &(key, u) in &b.key_usage {
                            if mine(key).is_some() {
                                total += u * d;
                            }
                        }
                        for &(key, row, u) in &b.top_jobs {
                            if let Some(node) = mine(key) {
                                keep(row, node, u * d);
                            }
                        }
                        b.usage.cycle
                    }
                    None => i64::MIN,
                };
                store.for_each_cached_charge(
                    &self.cluster,
                    t - 1,
                    Some(account),
                    ended_from,
                    |key, row, run| match node_of(key) {
                        Some(node) if !self.base.as_ref().is_some_and(|b| b.usage.holds(&run)) => {
                            let u = usage(node, run);
                            total += u;
                            keep(row, node, u);
                        }
                        _ => {}
                    },
                )
            }
            None => store.for_each_usage_job(
                &self.cluster,
                t - 1,
                UsageJobs::OfAccount(account),
                |job| {
                    if let Some(node) = self.tree.find(job.account, job.user, job.partition) {
                        let (run, _, _) = self.basis.charge(&job, self.settings.billing_mode);
                        let u = usage(node, run);
                        total += u;
                        keep(job.row, node, u);
                    }
                    Ok(())
                },
            ),
        }
        .context("reading the account's jobs")?;
        let top = top
            .into_iter()
            .map(|(row, node, usage)| {
                Ok(TopJob {
                    job_id: store.job_id_at_row(row)?,
                    node,
                    usage,
                })
            })
            .collect::<anyhow::Result<_>>()?;
        Ok((top, total))
    }
}

/// A job among those with the most decayed usage (`Inputs::top_jobs`).
pub struct TopJob {
    pub job_id: String,
    /// Its association.
    pub node: usize,
    pub usage: f64,
}

/// Where the order of a job end in a cycle's second came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OrderSource {
    /// A loaded sshare snapshot taken after it.
    Snapshot,
    /// The priorities recorded for jobs submitted after it.
    Priorities,
    /// Not told: a timeout, taken as handled before the cycle (the time-limit checks run
    /// on the cycles' 30 s grid).
    AssumedTimeout,
    /// Not told: another end, taken as handled after the cycle.
    Assumed,
}

impl OrderSource {
    pub fn told(self) -> bool {
        matches!(self, OrderSource::Snapshot | OrderSource::Priorities)
    }
}

/// A job that ended in the second of a decay cycle, and the order against the cycle its
/// usage was computed with.
#[derive(Debug, Clone, PartialEq)]
pub struct EndOrder {
    pub job_id: String,
    /// The job's row in the store, and its charge as computed.
    pub row: i64,
    pub charge: Charge,
    pub end: i64,
    /// Handled before the cycle.
    pub end_first: bool,
    /// What told the order, or what it was assumed from.
    pub order: OrderSource,
    /// Its association (`account/user`), and how much the other order would change that
    /// association's RawUsage (and its accounts') at the moment asked for.
    pub association: String,
    pub other_order_shift: f64,
}
