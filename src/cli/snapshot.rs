//! Wiring shared by the computing commands: pick the cluster, read settings (slurm.conf plus
//! `--set`), the tree and the jobs from the store, and hand plain inputs to the model.

use std::collections::{BTreeMap, HashMap};

use anyhow::{anyhow, bail, Context};

use super::Cli;
use crate::ingest::settings::partition_overrides;
use crate::ingest::slurm_time::{parse_at, reset_instants, Zone};
use crate::ingest::tres::parse_weights;
use crate::model::billing::{billing, BillingMode, BillingWeights};
use crate::model::decay::{
    charged_since_cycle, decay_factor, usage_at_cycle, usage_closed_form, Cycles, DecayParams,
    Powers, Run,
};
use crate::model::fairshare::{self, list_order, Algorithm, ClassicEvents, FsRow, ListedJob};
use crate::model::priority::{weighted_sum, ClusterSize, Request, Weights};
use crate::model::settings::{DecayMode, ResetPeriod, Settings};
use crate::model::shares::Tree;
use crate::model::types::TresCounts;
use crate::model::usage::{
    add_up, assoc_usage, assoc_usage_closed, fit_phase, fit_phase_by_priority,
    for_each_assoc_usage, order_same_second_ends, AssocUsage, Charge, Checkpoints, Observed,
    SameSecondEnd, SubmitPriority, UsageBase,
};
use crate::store::charges::{ChargeCacheWriter, KeptPhase};
use crate::store::read::{version_at, AsOf, PartitionSize, UsageJob, UsageJobs, Versions};
use crate::store::Store;

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
    basis: ChargeBasis,
    /// When `charges` came from the store's charge cache: each cached key's association.
    cached_nodes: Option<Vec<Option<usize>>>,
    /// When the charges done by a usage checkpoint are summed there, not in `charges`.
    base: Option<CheckpointBase>,
    /// `charges` are those of the jobs started by then.
    until: i64,
    /// The earliest start of every charge (summed ones included).
    first_start: Option<i64>,
}

impl Inputs {
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
        let source = ChargeSource {
            store,
            cluster: &self.cluster,
            tree: &self.tree,
            basis: &self.basis,
        };
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
        let source = ChargeSource {
            store,
            cluster: &self.cluster,
            tree: &self.tree,
            basis: &self.basis,
        };
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
        if !self.timed_fairshare() {
            return fairshare::compute(&self.tree, &u.at_cycle, self.settings.algorithm);
        }
        let (tree, params, algorithm) = (&self.tree, &self.params, self.settings.algorithm);
        // Not before a checkpoint's base: none then.
        let before = u.cycle - params.cycles.period_s;
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
        fairshare::held_at(tree, params, algorithm, usage, (u.cycle, at), events)
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
            true => first_cycle - self.params.cycles.period_s,
            false => first_cycle,
        };
        let source = ChargeSource {
            store,
            cluster: &self.cluster,
            tree: &self.tree,
            basis: &self.basis,
        };
        source.classic_events(self.settings.billing_mode, (first_cycle, at))
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
    /// Slurm's usage_tres_raw). One pass over the jobs.
    pub fn tres_usage(
        &self,
        store: &Store,
        at: i64,
        tres: &[String],
    ) -> anyhow::Result<Vec<Vec<f64>>> {
        let n = self.tree.nodes.len();
        let mut own = vec![vec![0.0; n]; tres.len()];
        let cycle = self.params.cycles.at_or_before(at);
        let pw = Powers::tabled(&self.params, cycle - self.first_start.unwrap_or(cycle));
        self.for_each_job(store, at, UsageJobs::All, |job| {
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
        let source = ChargeSource {
            store,
            cluster: &self.cluster,
            tree: &self.tree,
            basis: &self.basis,
        };
        let mut ends = Vec::new();
        source.for_each_same_second_end(
            self.settings.billing_mode,
            self.params.cycles,
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
                    told: self.basis.end_orders.contains_key(&job.row),
                    timeout: job.state == "TIMEOUT",
                    association: format!("{}/{}", job.account, job.user),
                    other_order_shift: raw_at_until(&other) - raw_at_until(&run),
                });
            },
        )?;
        ends.sort_by_key(|e| e.end);
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

/// One started job, charged to an association.
pub struct JobUse {
    pub charge: Charge,
    pub usage_factor: f64,
    /// Billing as Slurm computes it (untruncated).
    pub billing: f64,
    pub alloc: TresCounts,
    pub timelimit_s: Option<i64>,
    /// sacct's TotalCPU, when the dump had it.
    pub total_cpu_s: Option<f64>,
}

impl JobUse {
    /// How many of one TRES the job held (the `billing` TRES counts the truncated billing,
    /// as Slurm's TRES array holds it).
    pub fn tres_count(&self, tres: &str) -> f64 {
        if tres == "billing" {
            self.billing.trunc()
        } else {
            self.alloc
                .iter()
                .find(|(n, _)| n == tres)
                .map_or(0.0, |(_, c)| *c)
        }
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
    /// Told by a loaded sshare snapshot (else assumed from the job's state).
    pub told: bool,
    pub timeout: bool,
    /// Its association (`account/user`), and how much the other order would change that
    /// association's RawUsage (and its accounts') at the moment asked for.
    pub association: String,
    pub other_order_shift: f64,
}

/// How the decay cycle's phase was obtained.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PhaseSource {
    /// PriorityCalcPhase (slurm.conf or `--set`).
    Set,
    /// The controller's state file (`load state`): its last cycle ran at `last_ran`.
    State { last_ran: i64 },
    /// Fitted to this many of the latest loaded sshare snapshots; the snapshots told the
    /// order of `ordered` job ends in a cycle's second.
    Fitted { snapshots: usize, ordered: usize },
    /// Fitted to the priorities jobs were given at submission (`hits` of `jobs` explained).
    FromPriorities { hits: usize, jobs: usize },
    /// Nothing to go by: cycles at multiples of the period since the epoch.
    Assumed,
}

impl PhaseSource {
    /// As the store keeps it, with the phase; None when set rather than found.
    fn kept(&self, phase_s: i64) -> Option<KeptPhase> {
        let (source, found, of) = match *self {
            PhaseSource::Set | PhaseSource::State { .. } => return None,
            PhaseSource::Fitted { snapshots, ordered } => ("snapshots", snapshots, ordered),
            PhaseSource::FromPriorities { hits, jobs } => ("priorities", hits, jobs),
            PhaseSource::Assumed => ("assumed", 0, 0),
        };
        Some(KeptPhase {
            phase_s,
            source: source.to_string(),
            found: found as i64,
            of: of as i64,
        })
    }

    fn from_kept(k: &KeptPhase) -> Option<PhaseSource> {
        let (found, of) = (k.found as usize, k.of as usize);
        match k.source.as_str() {
            "snapshots" => Some(PhaseSource::Fitted {
                snapshots: found,
                ordered: of,
            }),
            "priorities" => Some(PhaseSource::FromPriorities {
                hits: found,
                jobs: of,
            }),
            "assumed" => Some(PhaseSource::Assumed),
            _ => None,
        }
    }

    /// What to tell the user about the phase (stderr), unless it was set.
    pub fn warning(&self, cycles: Cycles) -> Option<String> {
        let (p, ph) = (cycles.period_s, cycles.phase_s);
        match self {
            PhaseSource::Set => None,
            PhaseSource::State { last_ran } => Some(format!("note: decay cycles at {ph} s past each {p} s, from the controller's state file (its last cycle ran at @{last_ran})")),
            PhaseSource::Fitted { snapshots, ordered } => Some(format!("note: decay cycles at {ph} s past each {p} s, fitted to the latest {snapshots} loaded sshare snapshot(s); the snapshots ordered {ordered} job end(s) in a cycle's second")),
            // A fit that explains few priorities may be a cycle off, and every usage with it.
            PhaseSource::FromPriorities { hits, jobs } if 2 * hits <= *jobs => Some(format!(
                "warning: decay cycles at {ph} s past each {p} s, fitted to jobs' submit priorities, but only {hits} of {jobs} are explained: usage may be taken at the wrong cycle. Load the controller's `StateSaveLocation/priority_last_decay_ran` (`fairtrace load state FILE`) or a saved sshare (`fairtrace load sshare FILE --at TIME`), or set PriorityCalcPhase"
            )),
            PhaseSource::FromPriorities { hits, jobs } => Some(format!(
                "note: decay cycles at {ph} s past each {p} s, fitted to jobs' submit priorities ({hits} of {jobs} explained); load the controller's state file (`fairtrace load state FILE`) or an sshare snapshot to be sure"
            )),
            PhaseSource::Assumed => Some(format!(
                "warning: the decay cycle's phase is unknown; assuming cycles at multiples of {p} s since the epoch (set it with --set PriorityCalcPhase=TIME, or load an sshare snapshot with `fairtrace load sshare FILE --at TIME`)"
            )),
        }
    }
}

/// The clock, read once per run (the model never reads it).
pub fn now() -> i64 {
    chrono::Utc::now().timestamp()
}

pub fn zone(cli: &Cli) -> Zone {
    cli.tz.unwrap_or_else(Zone::local)
}

pub fn parse_time(cli: &Cli, s: &str) -> anyhow::Result<i64> {
    parse_at(s, zone(cli), now()).map_err(|e| anyhow!(e))
}

/// The cluster asked for, or the only one with a tree.
pub fn cluster(store: &Store, asked: Option<&str>) -> anyhow::Result<String> {
    let clusters = store.clusters()?;
    match asked {
        Some(c) if clusters.iter().any(|x| x == c) => Ok(c.to_string()),
        Some(c) => bail!(
            "no association tree loaded for cluster {c} (loaded: {})",
            clusters.join(", ")
        ),
        None => match clusters.as_slice() {
            [one] => Ok(one.clone()),
            [] => bail!("no association tree loaded: run `fairtrace load assoc FILE` first"),
            many => bail!(
                "several clusters loaded ({}): pick one with --cluster",
                many.join(", ")
            ),
        },
    }
}

/// Reads what a computation at `at` needs: the jobs' charges (from the store's charge cache,
/// which is what fits in memory, and reads fast, at 10M jobs). With `from`, usage is asked
/// for only at moments from then on (and `Inputs::reach_back` for earlier ones): the charges
/// done by a kept usage checkpoint before it may come summed (`Inputs::base`).
pub fn inputs(
    cli: &Cli,
    store: &Store,
    cluster_arg: Option<&str>,
    at: i64,
    from: Option<i64>,
) -> anyhow::Result<Inputs> {
    let cluster = cluster(store, cluster_arg)?;
    let config = store.config(&cluster, AsOf::At(at))?;
    if config.is_empty() {
        eprintln!("warning: no slurm.conf loaded for cluster {cluster}: Slurm's defaults assumed (load it with `fairtrace load conf FILE`)");
    }
    let phase = |v: &str| parse_at(v, zone(cli), now());
    let mut settings = crate::ingest::settings::settings(&config, &cli.set, &phase)
        .map_err(|e| anyhow!("settings of cluster {cluster}: {e}"))?;
    // The controller's own record of its last cycle fixes the phase, unless it is set.
    let state = match settings.calc_phase {
        None => store.controller_state(&cluster)?,
        Some(_) => None,
    };
    if let Some(st) = state {
        settings.calc_phase = Some(st.last_ran);
    }
    let tree = Tree::build(&store.assoc_rows(&cluster, AsOf::At(at))?)
        .map_err(|e| anyhow!("association tree of cluster {cluster}: {e}"))?;
    // The settings as slurm.conf has them, without --set.
    let real = crate::ingest::settings::settings(&config, &[], &phase)
        .map_err(|e| anyhow!("settings of cluster {cluster}: {e}"))?;
    let mut basis = ChargeBasis::load(store, &cluster, &cli.set, real.billing_mode)?;
    let period = settings.calc_period_s as i64;
    let mut params = DecayParams {
        df: decay_factor(settings.half_life_s),
        df_changes: Vec::new(),
        cycles: Cycles {
            period_s: period,
            phase_s: settings.calc_phase.unwrap_or(0).rem_euclid(period),
        },
        limits_enforced: settings.limits_enforced,
        resets: Vec::new(),
    };
    (params.df, params.df_changes) =
        half_life_history(store, &cluster, &cli.set, &phase, params.cycles, params.df)?;
    // What a fitted phase depends on beside the loads (the store adds those); none is fitted
    // when it is set.
    let fitted_from = settings.calc_phase.is_none().then(|| {
        format!(
            "phase: billing {:?}, period {period}; slurm.conf's {:?}, half-life {}, period {}, \
         limits {}, {:?}; {}; {}; tree {:?}",
            settings.billing_mode,
            real.billing_mode,
            real.half_life_s,
            real.calc_period_s,
            real.limits_enforced,
            real.algorithm,
            basis.billing_fingerprint(real.billing_mode),
            basis.billing_fingerprint(settings.billing_mode),
            tree.nodes
        )
    });
    let kept = match &fitted_from {
        Some(from) => store.kept_phase(&cluster, from)?,
        None => None,
    };
    let plan = if fitted_from.is_none() {
        PhasePlan::Set
    } else if let Some((phase_s, source)) =
        kept.and_then(|k| Some((k.phase_s, PhaseSource::from_kept(&k)?)))
    {
        params.cycles.phase_s = phase_s;
        PhasePlan::Kept(source)
    } else {
        phase_plan(store, &cluster, &config, &tree, &real, &phase, at)?
    };
    let fits = matches!(
        plan,
        PhasePlan::Assumed | PhasePlan::Snapshots(..) | PhasePlan::Priorities(..)
    );
    let source = ChargeSource {
        store,
        cluster: &cluster,
        tree: &tree,
        basis: &basis,
    };
    // Checkpoints hold usage under one decay factor, with the phase known before any charge
    // is read, and no reset.
    let checkpoints = from
        .filter(|_| {
            matches!(
                plan,
                PhasePlan::Set | PhasePlan::Kept(_) | PhasePlan::Assumed
            ) && settings.decay_mode == DecayMode::Exact
                && matches!(settings.reset, ResetPeriod::None | ResetPeriod::Now)
                && params.df_changes.is_empty()
        })
        .map(|from| (&params, from));
    let mut read = source.jobs_until(settings.billing_mode, at, checkpoints)?;
    let first_start = match &read.base {
        Some(b) => b.first_start,
        None => read.charges.iter().map(|c| c.run().start).min(),
    };
    if let Some(first) = first_start {
        params.resets = reset_instants(settings.reset, zone(cli), first, at);
    }
    // The phase fit reads the history under slurm.conf's own billing: the charges above
    // when that is the same and they reach far enough, else read again.
    let charges_until = |mode: BillingMode, until: i64| -> anyhow::Result<Vec<Charge>> {
        if mode == settings.billing_mode && until <= at {
            Ok(read
                .charges
                .iter()
                .filter(|c| c.run().start <= until)
                .copied()
                .collect())
        } else {
            Ok(source.jobs_until(mode, until, None)?.charges)
        }
    };
    // The phases that best explain jobs' recorded submit priorities, and how many they do.
    let by_priorities = |jobs: &[SubmitPriority], real_params: &DecayParams| {
        let latest = jobs.iter().map(|j| j.submit).max().unwrap_or(at);
        let charges = charges_until(real.billing_mode, latest)?;
        // Classic's timing reads the jobs around each submission.
        let listed = match (real.algorithm, jobs.iter().map(|j| j.submit).min()) {
            (Algorithm::FairTree, _) | (_, None) => ClassicEvents::default(),
            (_, Some(first)) => {
                let from = first - real_params.cycles.period_s;
                source.classic_events(real.billing_mode, (from, latest))?
            }
        };
        anyhow::Ok(fit_phase_by_priority(
            &tree,
            &charges,
            real_params,
            real.algorithm,
            (jobs, &listed),
        ))
    };
    // Every timeout in the history counts for `pick_phase`, not only those before `at`.
    let every_charge = || charges_until(settings.billing_mode, i64::MAX);
    // The end orders a fit to sshare snapshots told; other fits tell none.
    let mut end_orders = HashMap::new();
    let phase = match plan {
        PhasePlan::Set => match state {
            Some(st) => PhaseSource::State {
                last_ran: st.last_ran,
            },
            None => PhaseSource::Set,
        },
        PhasePlan::Kept(source) => source,
        PhasePlan::Assumed => PhaseSource::Assumed,
        PhasePlan::Priorities(jobs, real_params) => {
            let (candidates, hits) = by_priorities(&jobs, &real_params)?;
            if hits == 0 {
                PhaseSource::Assumed
            } else {
                params.cycles.phase_s =
                    pick_phase(&candidates, &every_charge()?).rem_euclid(period);
                PhaseSource::FromPriorities {
                    hits,
                    jobs: jobs.len(),
                }
            }
        }
        PhasePlan::Snapshots(observed, real_params) => {
            let latest = observed.iter().map(|o| o.at).max().unwrap_or(at);
            let all = charges_until(real.billing_mode, latest)?;
            let fitted_to = latest_snapshots(&observed);
            let mut candidates = fit_phase(&tree, &all, &real_params, &fitted_to);
            if candidates.len() > 1 {
                // Snapshots with little usage in them leave several phases: those the jobs'
                // submit priorities also explain, if any.
                let jobs = recorded_priorities(store, &cluster, &config, &tree, at)?;
                let (by_priority, hits) = by_priorities(&jobs, &real_params)?;
                if hits > 0 && candidates.iter().any(|c| by_priority.contains(c)) {
                    candidates.retain(|c| by_priority.contains(c));
                }
            }
            let fitted = match candidates[..] {
                [one] => one,
                _ => pick_phase(&candidates, &every_charge()?),
            };
            params.cycles.phase_s = fitted.rem_euclid(period);
            let real_params = DecayParams {
                cycles: Cycles {
                    phase_s: fitted,
                    ..real_params.cycles
                },
                ..real_params
            };
            let mut ends = Vec::new();
            source.for_each_same_second_end(
                real.billing_mode,
                real_params.cycles,
                (i64::MIN, latest),
                |job, charge| {
                    ends.push(SameSecondEnd {
                        id: job.row,
                        charge,
                    })
                },
            )?;
            end_orders = order_same_second_ends(&tree, &all, &real_params, &observed, &ends)
                .told
                .into_iter()
                .collect();
            let mut moments: Vec<i64> = fitted_to.iter().map(|o| o.at).collect();
            moments.sort_unstable();
            moments.dedup();
            PhaseSource::Fitted {
                snapshots: moments.len(),
                ordered: end_orders.len(),
            }
        }
    };
    if let (Some(from), Some(kept)) = (&fitted_from, phase.kept(params.cycles.phase_s)) {
        if fits {
            // Not kept (a read-only store, a concurrent writer): fitted again next time.
            let _ = store.keep_phase(&cluster, from, &kept, &end_orders);
        }
    }
    // Orders told now that the charges were not read with: read them again.
    if fits && end_orders != basis.end_orders {
        basis.end_orders = end_orders;
        let source = ChargeSource {
            store,
            cluster: &cluster,
            tree: &tree,
            basis: &basis,
        };
        read = source.jobs_until(settings.billing_mode, at, None)?;
    }
    let tres = crate::ingest::settings::cluster_tres(&config);
    Ok(Inputs {
        cluster,
        settings,
        tres,
        tree,
        charges: read.charges,
        params,
        unmatched_jobs: read.unmatched,
        phase,
        basis,
        cached_nodes: read.cached_nodes,
        base: read.base,
        until: at,
        first_start,
    })
}

/// Where the decay cycle's phase will come from: known before the charges are read (set, or
/// nothing to fit it to), or fitted to them.
enum PhasePlan {
    Set,
    /// As fitted before, from the same loads and settings.
    Kept(PhaseSource),
    Assumed,
    /// Loaded sshare snapshots' RawUsage, under slurm.conf's own decay settings.
    Snapshots(Vec<Observed>, DecayParams),
    /// Jobs' recorded submit-time priorities, likewise.
    Priorities(Vec<SubmitPriority>, DecayParams),
}

/// The plan when the phase is not set (`config`: slurm.conf as of `at`).
fn phase_plan(
    store: &Store,
    cluster: &str,
    config: &BTreeMap<String, String>,
    tree: &Tree,
    real: &Settings,
    phase: &dyn Fn(&str) -> Result<i64, String>,
    at: i64,
) -> anyhow::Result<PhasePlan> {
    // The phase is a fact of the recorded history: fit it under slurm.conf as it was,
    // whatever this run's --set overrides say.
    let mut real_params = DecayParams {
        df: decay_factor(real.half_life_s),
        df_changes: Vec::new(),
        // (Its cycles are phase 0 here; a half-life change lands within a period of it.)
        cycles: Cycles {
            period_s: real.calc_period_s as i64,
            phase_s: 0,
        },
        limits_enforced: real.limits_enforced,
        resets: Vec::new(),
    };
    (real_params.df, real_params.df_changes) = half_life_history(
        store,
        cluster,
        &[],
        phase,
        real_params.cycles,
        real_params.df,
    )?;
    let observed: Vec<Observed> = store
        .observed_raw_usage(cluster)?
        .into_iter()
        .filter_map(|o| {
            Some(Observed {
                at: o.at,
                node: tree.find(&o.account, &o.user, &o.partition)?,
                raw: o.raw?,
            })
        })
        .collect();
    if !observed.is_empty() {
        return Ok(PhasePlan::Snapshots(observed, real_params));
    }
    let jobs = recorded_priorities(store, cluster, config, tree, at)?;
    Ok(if jobs.iter().all(|j| j.fairshare_weight == 0.0) {
        PhasePlan::Assumed
    } else {
        PhasePlan::Priorities(jobs, real_params)
    })
}

/// The phase is fitted to at most this many of the latest snapshot moments, those within a
/// day of the latest.
const FIT_SNAPSHOTS: usize = 5;
const FIT_SPAN_S: i64 = 86_400;

/// The observations the phase is fitted to: the phase is the running controller's (a
/// restart moves it), and each candidate phase evaluates the usage of every job since the
/// first moment fitted to — six snapshots over a year of 10M jobs took five minutes.
fn latest_snapshots(observed: &[Observed]) -> Vec<Observed> {
    let mut moments: Vec<i64> = observed.iter().map(|o| o.at).collect();
    moments.sort_unstable();
    moments.dedup();
    let Some(&last) = moments.last() else {
        return Vec::new();
    };
    let from = moments[moments.len().saturating_sub(FIT_SNAPSHOTS)..]
        .iter()
        .copied()
        .find(|&m| m >= last - FIT_SPAN_S)
        .unwrap_or(last);
    observed.iter().filter(|o| o.at >= from).copied().collect()
}

/// Jobs' recorded submit-time priorities, each with the settings in force then
/// (`config`: slurm.conf as of `at`, when no versions are kept).
fn recorded_priorities(
    store: &Store,
    cluster: &str,
    config: &BTreeMap<String, String>,
    tree: &Tree,
    at: i64,
) -> anyhow::Result<Vec<SubmitPriority>> {
    let mut ctxs: Versions<PriorityContext> = Vec::new();
    for (from, conf) in store.config_versions(cluster)? {
        let as_of = AsOf::At(from.unwrap_or(i64::MIN));
        ctxs.push((
            from,
            PriorityContext::load(store, cluster, &conf, &[], tree, as_of)?,
        ));
    }
    if ctxs.is_empty() {
        ctxs.push((
            None,
            PriorityContext::load(store, cluster, config, &[], tree, AsOf::At(at))?,
        ));
    }
    submit_priorities(store, cluster, tree, &ctxs)
}

/// Among equally good phases, the one on slurmctld's 30 s time-limit grid: the decay thread
/// and the time-limit checks both start with the controller, so timed-out jobs end at the
/// same second (mod 30) as cycles run. Without timeouts, the middle candidate.
fn pick_phase(candidates: &[i64], charges: &[Charge]) -> i64 {
    let mut counts = [0usize; 30];
    for c in charges.iter().filter(|c| c.run().end_first) {
        if let Some(e) = c.run().end {
            counts[e.rem_euclid(30) as usize] += 1;
        }
    }
    let grid = counts
        .iter()
        .enumerate()
        .max_by_key(|(_, n)| **n)
        .filter(|(_, n)| **n > 0)
        .map(|(s, _)| s as i64);
    grid.and_then(|g| candidates.iter().copied().find(|c| c.rem_euclid(30) == g))
        .unwrap_or_else(|| candidates.get(candidates.len() / 2).copied().unwrap_or(0))
}

/// Jobs' recorded submit-time priorities with the parts that do not depend on the cycle.
fn submit_priorities(
    store: &Store,
    cluster: &str,
    tree: &Tree,
    ctxs: &Versions<PriorityContext>,
) -> anyhow::Result<Vec<SubmitPriority>> {
    let mut out = Vec::new();
    for j in store.submit_priorities(cluster)? {
        let Some(node) = tree.find(&j.account, &j.user, &j.partition) else {
            continue;
        };
        let Some(ctx) = version_at(ctxs, j.submit_s) else {
            continue;
        };
        let Some(req) = ctx.request(
            node,
            j.req_cpus,
            j.nodes,
            &j.qos,
            &j.req_tres,
            &j.partition,
            j.timelimit_s,
        ) else {
            continue;
        };
        out.push(SubmitPriority {
            submit: j.submit_s,
            node,
            fixed: weighted_sum(&ctx.weights, &req, ctx.size, 0.0, 0.0),
            fairshare_weight: ctx.weights.fairshare,
            recorded: j.priority,
        });
    }
    Ok(out)
}

/// What turning a job's request into priority factors needs: weights and flags, partition
/// sizes and factors, QOS priorities, the cluster's size, association priorities.
pub struct PriorityContext {
    pub weights: Weights,
    /// MinJobAge: how long slurmctld keeps an ended job (CALCULATE_RUNNING's sprio lists it).
    pub min_job_age_s: i64,
    pub size: ClusterSize,
    pub tiers: HashMap<String, i64>,
    /// PriorityWeightTRES as configured (sprio -w prints it as is).
    pub tres_text: String,
    parts: HashMap<String, PartitionSize>,
    max_part_factor: f64,
    qos: HashMap<String, i64>,
    max_qos: f64,
    assoc_priority: Vec<f64>,
    max_assoc_priority: f64,
}

impl PriorityContext {
    pub fn load(
        store: &Store,
        cluster: &str,
        config: &std::collections::BTreeMap<String, String>,
        overrides: &[(String, String)],
        tree: &Tree,
        as_of: AsOf,
    ) -> anyhow::Result<PriorityContext> {
        let weights = crate::ingest::settings::priority_weights(config, overrides)
            .map_err(anyhow::Error::msg)?;
        let mut parts = store.partition_sizes(cluster, as_of)?;
        let mut tiers = store.partition_tiers(cluster, as_of)?;
        for (part, key, value) in partition_overrides(overrides) {
            let number = |v: &str| {
                v.parse::<f64>()
                    .map_err(|_| anyhow!("--set PartitionName={part}:{key}={v}: expected a number"))
            };
            match key.as_str() {
                "PriorityJobFactor" => match parts.get_mut(&part) {
                    Some(p) => p.job_factor = number(&value)?,
                    None => {
                        bail!("--set PartitionName={part}:…: no partition {part} in slurm.conf")
                    }
                },
                "PriorityTier" => {
                    tiers.insert(part.clone(), number(&value)? as i64);
                }
                _ => {}
            }
        }
        let qos = store.qos_priorities(as_of)?;
        let (cpus, nodes) = store.cluster_size(cluster, as_of)?;
        let assoc_priority: Vec<f64> = tree
            .nodes
            .iter()
            .map(|n| n.priority.unwrap_or(0).max(0) as f64)
            .collect();
        let min_job_age_s = match config.get("MinJobAge") {
            Some(v) => v
                .parse()
                .map_err(|_| anyhow!("MinJobAge={v}: expected a number of seconds"))?,
            None => 300,
        };
        Ok(PriorityContext {
            weights,
            min_job_age_s,
            size: ClusterSize { cpus, nodes },
            tiers,
            tres_text: config
                .get("PriorityWeightTRES")
                .cloned()
                .unwrap_or_default(),
            max_part_factor: parts.values().map(|p| p.job_factor).fold(1.0, f64::max),
            parts,
            max_qos: qos.values().copied().max().unwrap_or(0) as f64,
            qos,
            max_assoc_priority: assoc_priority.iter().copied().fold(0.0, f64::max),
            assoc_priority,
        })
    }

    /// Whether slurm.conf defines partition `part`.
    pub fn has_partition(&self, part: &str) -> bool {
        self.parts.contains_key(part)
    }

    /// A job's request in partition `part`, with its normalized factors (raw ones under the
    /// NO_NORMAL_* flags); None if the partition is unknown.
    #[allow(clippy::too_many_arguments)]
    pub fn request(
        &self,
        node: usize,
        cpus: Option<f64>,
        nodes: Option<f64>,
        qos: &str,
        req_tres: &[(String, f64)],
        part: &str,
        time_limit_s: Option<i64>,
    ) -> Option<Request> {
        let p = self.parts.get(part)?;
        let flags = self.weights.flags;
        let total = |t: &str| match t {
            "cpu" => p.cpus,
            "mem" => p.mem_mb,
            "node" => p.nodes,
            "gres/gpu" => p.gpus,
            _ => 0.0,
        };
        let norm = |v: f64, max: f64, raw: bool| {
            if raw {
                v
            } else if max > 0.0 {
                v / max
            } else {
                0.0
            }
        };
        let qos_priority = self.qos.get(qos).copied().unwrap_or(0) as f64;
        Some(Request {
            cpus: cpus.unwrap_or(0.0),
            nodes: nodes.unwrap_or(1.0),
            partition_factor: norm(p.job_factor, self.max_part_factor, flags.no_normal_part),
            qos_factor: norm(qos_priority, self.max_qos, flags.no_normal_qos),
            assoc_factor: norm(
                self.assoc_priority[node],
                self.max_assoc_priority,
                flags.no_normal_assoc,
            ),
            tres_factors: self
                .weights
                .tres
                .iter()
                .map(|(t, _)| {
                    let c = req_tres
                        .iter()
                        .find(|(n, _)| n == t)
                        .map_or(0.0, |(_, c)| *c);
                    if flags.no_normal_tres {
                        c
                    } else if c > 0.0 && total(t) > 0.0 {
                        c / total(t)
                    } else {
                        0.0
                    }
                })
                .collect(),
            time_limit_min: time_limit_s.map(|s| s as f64 / 60.0),
        })
    }
}

/// The decay factor and its later changes across slurm.conf versions (with `overrides`): each
/// change applies from the first cycle at or after its version's start. `current` when there
/// is no history.
fn half_life_history(
    store: &Store,
    cluster: &str,
    overrides: &[(String, String)],
    phase: &dyn Fn(&str) -> Result<i64, String>,
    cycles: Cycles,
    current: f64,
) -> anyhow::Result<(f64, Vec<(i64, f64)>)> {
    let mut half_lives: Vec<(Option<i64>, f64)> = Vec::new();
    for (from, conf) in store.config_versions(cluster)? {
        let s = crate::ingest::settings::settings(&conf, overrides, phase)
            .map_err(|e| anyhow!("settings of cluster {cluster} (a version): {e}"))?;
        let df = decay_factor(s.half_life_s);
        if half_lives.last().is_none_or(|l| l.1 != df) {
            half_lives.push((from, df));
        }
    }
    if half_lives.len() < 2 {
        return Ok((current, Vec::new()));
    }
    let changes = half_lives[1..]
        .iter()
        .filter_map(|(from, df)| Some((cycles.after((*from)? - 1), *df)))
        .collect();
    Ok((half_lives[0].1, changes))
}

/// Billing weights per partition, by slurm.conf version.
pub type WeightVersions = Versions<HashMap<String, Option<BillingWeights>>>;

/// Partition TRESBillingWeights per slurm.conf version (oldest first, with the moment each is
/// in force from), `--set PartitionName=…:TRESBillingWeights=…` applied to every version.
pub fn billing_weight_versions(
    store: &Store,
    cluster: &str,
    overrides: &[(String, String)],
) -> anyhow::Result<WeightVersions> {
    let overridden: Vec<(String, Option<String>)> = partition_overrides(overrides)
        .into_iter()
        .filter(|(_, key, _)| key == "TRESBillingWeights")
        .map(|(part, _, value)| (part, Some(value)))
        .collect();
    let mut versions = store.partition_weight_versions(cluster)?;
    if versions.is_empty() {
        versions.push((None, HashMap::new()));
    }
    versions
        .into_iter()
        .map(|(from, texts)| {
            let mut weights = HashMap::new();
            for (name, text) in texts.into_iter().chain(overridden.iter().cloned()) {
                let parsed = text
                    .map(|t| parse_weights(&t))
                    .transpose()
                    .map_err(|e| anyhow!("partition {name}: TRESBillingWeights: {e}"))?;
                weights.insert(name, parsed);
            }
            Ok((from, weights))
        })
        .collect()
}

/// What jobs' charges depend on besides the jobs: partition weights and QOS UsageFactors by
/// version, and whether they are the store's own (then the store's charge cache can serve).
pub struct ChargeBasis {
    weights: WeightVersions,
    usage_factors: Versions<HashMap<String, f64>>,
    /// slurm.conf's billing mode, when no `--set` changes the weights: the charges under it
    /// may be cached.
    cacheable_mode: Option<BillingMode>,
    /// Ends in a cycle's second whose order loaded sshare snapshots told (by job row).
    end_orders: HashMap<i64, bool>,
}

impl ChargeBasis {
    pub fn load(
        store: &Store,
        cluster: &str,
        overrides: &[(String, String)],
        stored_mode: BillingMode,
    ) -> anyhow::Result<ChargeBasis> {
        let weights_as_stored = !partition_overrides(overrides)
            .iter()
            .any(|(_, key, _)| key == "TRESBillingWeights");
        Ok(ChargeBasis {
            weights: billing_weight_versions(store, cluster, overrides)?,
            usage_factors: store.qos_usage_factor_versions()?,
            cacheable_mode: weights_as_stored.then_some(stored_mode),
            end_orders: store.end_orders(cluster)?,
        })
    }

    /// A job's run as usage charges it, its UsageFactor and its (untruncated) billing. The
    /// billing uses the partition weights and QOS UsageFactor in force when the job started.
    fn charge(&self, job: &UsageJob<'_>, mode: BillingMode) -> (Run, f64, f64) {
        let b = billing(
            &job.alloc,
            version_at(&self.weights, job.start_s)
                .and_then(|w| w.get(job.partition))
                .and_then(Option::as_ref),
            mode,
        );
        let uf = version_at(&self.usage_factors, job.start_s)
            .and_then(|f| f.get(job.qos))
            .copied()
            .filter(|f| *f >= 0.0)
            .unwrap_or(1.0);
        let run = Run {
            start: job.start_s,
            end: job.end_s,
            weight: b * uf,
            end_first: self
                .end_orders
                .get(&job.row)
                .copied()
                .unwrap_or(job.state == "TIMEOUT"),
        };
        (run, uf, b)
    }

    /// What usage needs of a job charged to `node`.
    fn job_use(&self, node: usize, job: UsageJob<'_>, mode: BillingMode) -> JobUse {
        let (run, usage_factor, billing) = self.charge(&job, mode);
        JobUse {
            charge: Charge::new(node, run),
            usage_factor,
            billing,
            alloc: job.alloc,
            timelimit_s: job.timelimit_s,
            total_cpu_s: job.total_cpu_s,
        }
    }

    /// What the charges under `mode` were computed from, for the cache.
    fn fingerprint(&self, mode: BillingMode) -> String {
        let mut orders: Vec<(&i64, &bool)> = self.end_orders.iter().collect();
        orders.sort_unstable();
        format!("{}; end orders {orders:?}", self.billing_fingerprint(mode))
    }

    /// What jobs' billing under `mode` comes from.
    fn billing_fingerprint(&self, mode: BillingMode) -> String {
        // Each version's map in key order, so that equal settings print alike.
        fn sorted<T>(
            versions: &Versions<HashMap<String, T>>,
        ) -> Vec<(&Option<i64>, BTreeMap<&String, &T>)> {
            versions
                .iter()
                .map(|(from, m)| (from, m.iter().collect()))
                .collect()
        }
        let (weights, factors) = (sorted(&self.weights), sorted(&self.usage_factors));
        format!("billing {mode:?}; weights {weights:?}; usage factors {factors:?}")
    }
}

/// Where a command's charges come from: `cluster`'s jobs in the store, charged to `tree`'s
/// associations under `basis`.
struct ChargeSource<'a> {
    store: &'a Store,
    cluster: &'a str,
    tree: &'a Tree,
    basis: &'a ChargeBasis,
}

/// How many of an account's jobs with the most usage `why` lists (and checkpoints keep).
pub const TOP_JOBS: usize = 5;

/// Usage checkpoints a week apart: a moment reads the charges of at most a week before it
/// beyond those it needs.
const CHECKPOINT_SPACING_S: i64 = 7 * 86_400;

/// What tells usage checkpoints kept under decay settings `p` apart.
fn checkpoint_key(p: &DecayParams) -> String {
    format!(
        "every {CHECKPOINT_SPACING_S} s, top {TOP_JOBS} jobs; df {:016x}; period {}; phase {}; limits {}",
        p.df.to_bits(),
        p.cycles.period_s,
        p.cycles.phase_s,
        p.limits_enforced
    )
}

/// Usage from a kept checkpoint: the charges done by its cycle, summed there.
struct CheckpointBase {
    usage: UsageBase,
    /// Each key's usage there, and its `TOP_JOBS` largest jobs (key, job row, usage).
    key_usage: Vec<(usize, f64)>,
    /// Jobs summed there whose association is not in the tree.
    unmatched: usize,
    top_jobs: Vec<(usize, i64, f64)>,
    /// The earliest start of all the cached charges, summed ones included.
    first_start: Option<i64>,
}

/// The jobs started by a moment, as `ChargeSource::jobs_until` reads them.
struct JobsUntil {
    charges: Vec<Charge>,
    /// Jobs without an association in the tree.
    unmatched: usize,
    /// When the charges came from the store's charge cache: each cached key's association.
    cached_nodes: Option<Vec<Option<usize>>>,
    /// When the charges done by a usage checkpoint are summed there (not in `charges`).
    base: Option<CheckpointBase>,
}

impl ChargeSource<'_> {
    /// The charges of the jobs started by `at`; with `checkpoints` (decay settings, and the
    /// first moment usage will be asked for), those done by the last kept checkpoint before
    /// that moment are summed in `base`.
    fn jobs_until(
        &self,
        mode: BillingMode,
        at: i64,
        checkpoints: Option<(&DecayParams, i64)>,
    ) -> anyhow::Result<JobsUntil> {
        if self.basis.cacheable_mode == Some(mode) {
            if let Some(cached) = self.cached_charges(mode, at, checkpoints)? {
                return Ok(cached);
            }
        }
        let mut charges = Vec::new();
        let mut unmatched = 0;
        self.store
            .for_each_usage_job(self.cluster, at, UsageJobs::All, |job| {
                let Some(node) = self.tree.find(job.account, job.user, job.partition) else {
                    unmatched += 1;
                    return Ok(());
                };
                let (run, _, _) = self.basis.charge(&job, mode);
                charges.push(Charge::new(node, run));
                Ok(())
            })
            .context("reading jobs")?;
        Ok(JobsUntil {
            charges,
            unmatched,
            cached_nodes: None,
            base: None,
        })
    }

    /// What classic fairshare's timing reads for moments from the cycle at `first_cycle` to
    /// `at`: the jobs waiting or running then, in job-list order (`ListedJob::order`), and
    /// the moments loaded sshare snapshots were taken.
    fn classic_events(
        &self,
        mode: BillingMode,
        (first_cycle, at): (i64, i64),
    ) -> anyhow::Result<ClassicEvents> {
        let splits = self.store.array_splits(self.cluster, (first_cycle, at))?;
        // JobIDRaw (a dump without it: the printed id's number), placed by `list_order`.
        let order = |raw: Option<i64>, printed: &str, as_of: i64| -> u64 {
            let number = |s: &str| s.parse::<u64>().ok();
            let base = printed.split(['_', '+', '.']).next().unwrap_or("");
            let raw = raw
                .and_then(|r| u64::try_from(r).ok())
                .or_else(|| number(base))
                .unwrap_or(u64::MAX);
            let array = printed.contains('_').then(|| number(base)).flatten();
            let tasks: Vec<(u64, i64)> = array
                .and_then(|a| splits.get(&(a as i64)))
                .map(|t| t.iter().map(|&(r, s)| (r as u64, s)).collect())
                .unwrap_or_default();
            list_order(raw, array, &tasks, as_of)
        };
        let mut by_row: HashMap<i64, ListedJob> = HashMap::new();
        for j in self
            .store
            .pending_jobs(self.cluster, (first_cycle, at), None, None)?
        {
            let partition = j.partition.split(',').next().unwrap_or("");
            let Some(node) = self.tree.find(&j.account, &j.user, partition) else {
                continue;
            };
            let listed = ListedJob {
                order: order(j.id_raw, &j.job_id, j.start_s.unwrap_or(at)),
                node,
                submit: j.submit_s,
                run: None,
                gone: j.end_s.filter(|_| j.start_s.is_none()),
                // sacct keeps a held submission's release as its eligible time.
                held_until: j.submitted_held.then_some(j.eligible_s.unwrap_or(i64::MAX)),
            };
            by_row.insert(j.row, listed);
        }
        // Those accrued at `first_cycle` or later (an end in its second may come after it).
        let running = UsageJobs::RunningAt(first_cycle - 1);
        self.store
            .for_each_usage_job(self.cluster, at, running, |job| {
                let Some(node) = self.tree.find(job.account, job.user, job.partition) else {
                    return Ok(());
                };
                let (row, key) = (job.row, order(job.id_raw, job.job_id, job.start_s));
                let run = self.basis.job_use(node, job, mode).charge.run();
                by_row
                    .entry(row)
                    .or_insert(ListedJob {
                        order: key,
                        node,
                        submit: run.start,
                        run: None,
                        gone: None,
                        held_until: None,
                    })
                    .run = Some(run);
                Ok(())
            })
            .context("reading jobs")?;
        let mut jobs: Vec<ListedJob> = by_row.into_values().collect();
        jobs.sort_by_key(|j| (j.order, j.submit));
        let mut requests: Vec<i64> = self
            .store
            .observed_raw_usage(self.cluster)?
            .iter()
            .map(|o| o.at)
            .filter(|t| (first_cycle..=at).contains(t))
            .collect();
        requests.sort_unstable();
        requests.dedup();
        Ok(ClassicEvents { jobs, requests })
    }

    /// Hands `each` the jobs that ended in (`from`, `until`] in the second of one of
    /// `cycles`, with their charge under `mode`.
    fn for_each_same_second_end(
        &self,
        mode: BillingMode,
        cycles: Cycles,
        (from, until): (i64, i64),
        mut each: impl FnMut(&UsageJob<'_>, Charge),
    ) -> anyhow::Result<()> {
        self.store
            .for_each_usage_job(
                self.cluster,
                until,
                UsageJobs::EndedOnCycle(cycles),
                |job| {
                    let within = job.end_s.is_some_and(|e| e > from && e <= until);
                    if let Some(node) = self
                        .tree
                        .find(job.account, job.user, job.partition)
                        .filter(|_| within)
                    {
                        let (run, _, _) = self.basis.charge(&job, mode);
                        each(&job, Charge::new(node, run));
                    }
                    Ok(())
                },
            )
            .context("reading jobs")
    }

    /// The charges of the jobs started by `at`, from the store's charge cache, computing
    /// every started job's charge into it first when it is not current (and the usage
    /// checkpoints, when asked for and not kept). None when writing the cache failed: the
    /// caller computes them.
    fn cached_charges(
        &self,
        mode: BillingMode,
        at: i64,
        checkpoints: Option<(&DecayParams, i64)>,
    ) -> anyhow::Result<Option<JobsUntil>> {
        let (store, cluster) = (self.store, self.cluster);
        let fingerprint = self.basis.fingerprint(mode);
        if !store.charge_cache_current(cluster, &fingerprint)? {
            let mut cache = ChargeCacheWriter::new(cluster);
            store
                .for_each_usage_job(cluster, i64::MAX, UsageJobs::All, |job| {
                    let (run, _, _) = self.basis.charge(&job, mode);
                    cache.push((job.account, job.user, job.partition), job.row, run);
                    Ok(())
                })
                .context("reading jobs")?;
            if let Err(e) = store.write_charge_cache(cache, &fingerprint) {
                eprintln!("note: could not keep the jobs' charges for later runs ({e})");
                return Ok(None);
            }
        }
        let nodes: Vec<Option<usize>> = store
            .charge_keys(cluster)?
            .iter()
            .map(|(account, user, partition)| self.tree.find(account, user, partition))
            .collect();
        let base = match checkpoints {
            Some((params, from)) => self.checkpoint_base(&fingerprint, params, from, &nodes)?,
            None => None,
        };
        let ended_from = base.as_ref().map_or(i64::MIN, |b| b.usage.cycle);
        // Sized first: at 10M jobs, growing the vector costs more than reading it.
        let mut charges = Vec::with_capacity(store.cached_charge_count(cluster, at, ended_from)?);
        let mut unmatched = base.as_ref().map_or(0, |b| b.unmatched);
        store.for_each_cached_charge(cluster, at, None, ended_from, |key, _, run| {
            if base.as_ref().is_some_and(|b| b.usage.holds(&run)) {
                return;
            }
            match nodes.get(key).copied().flatten() {
                Some(node) => charges.push(Charge::new(node, run)),
                None => unmatched += 1,
            }
        })?;
        Ok(Some(JobsUntil {
            charges,
            unmatched,
            cached_nodes: Some(nodes),
            base,
        }))
    }

    /// The last kept usage checkpoint at or before `from` under `params`, its keys' usage
    /// given to their associations (`nodes`); the checkpoints are computed from every cached
    /// charge and kept first when they are not. None before the first checkpoint, or when
    /// they could not be kept.
    fn checkpoint_base(
        &self,
        fingerprint: &str,
        params: &DecayParams,
        from: i64,
        nodes: &[Option<usize>],
    ) -> anyhow::Result<Option<CheckpointBase>> {
        let (store, cluster) = (self.store, self.cluster);
        let key = checkpoint_key(params);
        let first_start = match store.usage_checkpoints_kept(cluster, &key)? {
            Some(first_start) => first_start,
            None => {
                let span = store.cached_charges_span(cluster)?;
                let sums = match span {
                    Some(span) => {
                        let mut cp = Checkpoints::new(params, CHECKPOINT_SPACING_S, span, TOP_JOBS);
                        store.for_each_cached_charge(
                            cluster,
                            i64::MAX,
                            None,
                            i64::MIN,
                            |key, row, run| cp.add(key, row, &run),
                        )?;
                        cp.sums()
                    }
                    None => Vec::new(),
                };
                let first_start = span.map(|(first, _)| first);
                if let Err(e) =
                    store.write_usage_checkpoints(cluster, fingerprint, &key, first_start, &sums)
                {
                    eprintln!("note: could not keep usage checkpoints for later runs ({e})");
                    return Ok(None);
                }
                first_start
            }
        };
        let Some(kept) = store.usage_checkpoint(cluster, &key, from)? else {
            return Ok(None);
        };
        let (mut own, mut unmatched) = (vec![0.0; self.tree.nodes.len()], 0);
        for &(k, u, jobs) in &kept.usage {
            match nodes.get(k).copied().flatten() {
                Some(node) => own[node] += u,
                None => unmatched += jobs as usize,
            }
        }
        Ok(Some(CheckpointBase {
            usage: UsageBase::new(self.tree, kept.cycle, own),
            key_usage: kept.usage.iter().map(|&(k, u, _)| (k, u)).collect(),
            unmatched,
            top_jobs: kept.top,
            first_start,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The phase is fitted to the latest five snapshot moments within a day of the last.
    #[test]
    fn the_phase_is_fitted_to_the_latest_snapshots() {
        let at = |moments: &[i64]| -> Vec<i64> {
            let observed: Vec<Observed> = moments
                .iter()
                .flat_map(|&at| (0..2).map(move |node| Observed { at, node, raw: 1.0 }))
                .collect();
            let mut kept: Vec<i64> = latest_snapshots(&observed).iter().map(|o| o.at).collect();
            kept.dedup();
            kept
        };
        let hourly: Vec<i64> = (0..10).map(|h| h * 3_600).collect();
        assert_eq!(at(&hourly), [18_000, 21_600, 25_200, 28_800, 32_400]);
        let monthly = [0, 30 * 86_400, 60 * 86_400];
        assert_eq!(at(&monthly), [60 * 86_400]);
        assert_eq!(at(&[]), Vec::<i64>::new());
    }
}
