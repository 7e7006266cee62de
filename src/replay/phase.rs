//! Where the decay cycles fall: the phase set, read from the controller's state, or fitted
//! to loaded sshare snapshots or to jobs' recorded submit priorities.

use std::collections::{BTreeMap, HashMap};

use crate::ingest::state::LastDecayRan;
use crate::ingest::submit_line;
use crate::model::billing::BillingMode;
use crate::model::decay::{decay_factor, Cycles, DecayParams};
use crate::model::fairshare::{Algorithm, ClassicEvents};
use crate::model::priority::weighted_sum;
use crate::model::recorded::{fit_phase_by_priority, order_ends_by_priority, SubmitPriority};
use crate::model::settings::Settings;
use crate::model::shares::Tree;
use crate::model::usage::{fit_phase, order_same_second_ends, Charge, Observed, SameSecondEnd};
use crate::store::charges::KeptPhase;
use crate::store::read::{version_at, AsOf, Versions};
use crate::store::Store;

use super::charges::{half_life_history, ChargeSource, JobsUntil};
use super::inputs::start_delay_s;
use super::PriorityContext;

/// How the decay cycle's phase was obtained.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PhaseSource {
    /// PriorityCalcPhase (slurm.conf or `--set`).
    Set,
    /// The controller's state file (`load state`): its last cycle ran at `last_ran`. The
    /// orders of job ends in a cycle's second told by this many loaded sshare snapshots, or
    /// (none) by jobs' recorded submit priorities.
    State { last_ran: i64, snapshots: usize },
    /// The latest controller start known (its registration with slurmdbd at `at`, in a loaded
    /// transaction log): its first cycle a second later, the others every period from there.
    Registered { at: i64 },
    /// Fitted to this many of the latest loaded sshare snapshots; the snapshots told the
    /// order of `ordered` job ends in a cycle's second.
    Fitted { snapshots: usize, ordered: usize },
    /// Fitted to the priorities jobs were given at submission (`hits` of `jobs` explained);
    /// `near`: the run of phases around it explaining as many or nearly, when there is one.
    FromPriorities {
        hits: usize,
        jobs: usize,
        near: Option<(i64, i64)>,
    },
    /// Nothing to go by: cycles at multiples of the period since the epoch.
    Assumed,
}

impl PhaseSource {
    /// As the store keeps it, with the phase; None when set rather than found.
    pub(super) fn kept(&self, phase_s: i64) -> Option<KeptPhase> {
        let (source, found, of, near) = match *self {
            PhaseSource::Set => return None,
            PhaseSource::State {
                last_ran,
                snapshots,
            } => ("state", last_ran as usize, snapshots, None),
            // (The registration's time in `found`.)
            PhaseSource::Registered { at } => ("registered", at as usize, 0, None),
            PhaseSource::Fitted { snapshots, ordered } => ("snapshots", snapshots, ordered, None),
            PhaseSource::FromPriorities { hits, jobs, near } => ("priorities", hits, jobs, near),
            PhaseSource::Assumed => ("assumed", 0, 0, None),
        };
        Some(KeptPhase {
            phase_s,
            source: source.to_string(),
            found: found as i64,
            of: of as i64,
            near,
        })
    }

    pub(super) fn from_kept(k: &KeptPhase) -> Option<PhaseSource> {
        let (found, of) = (k.found as usize, k.of as usize);
        match k.source.as_str() {
            "snapshots" => Some(PhaseSource::Fitted {
                snapshots: found,
                ordered: of,
            }),
            "priorities" => Some(PhaseSource::FromPriorities {
                hits: found,
                jobs: of,
                near: k.near,
            }),
            "assumed" => Some(PhaseSource::Assumed),
            "registered" => Some(PhaseSource::Registered { at: k.found }),
            "state" => Some(PhaseSource::State {
                last_ran: k.found,
                snapshots: of,
            }),
            _ => None,
        }
    }

    /// What to tell the user about the phase (stderr), unless it was set.
    pub fn warning(&self, cycles: &Cycles) -> Option<String> {
        let (p, ph) = (cycles.period_s, cycles.phase_s);
        match self {
            PhaseSource::Set => None,
            PhaseSource::State { last_ran, .. } => Some(format!("note: decay cycles at {ph} s past each {p} s, from the controller's state file (its last cycle ran at @{last_ran})")),
            // slurmdbd asks running controllers to register again when it restarts.
            PhaseSource::Registered { at } => Some(format!("note: decay cycles at {ph} s past each {p} s, from the controller's registration with slurmdbd at @{at} (taken as a start: its first cycle {} s later, as the release did); a slurmdbd restart also makes controllers register: load a saved sshare (`fairtrace load sshare FILE --at TIME`) or the controller's state file to be sure", cycles.start_delay_s)),
            PhaseSource::Fitted { snapshots, ordered } => Some(format!("note: decay cycles at {ph} s past each {p} s, fitted to the latest {snapshots} loaded sshare snapshot(s); the snapshots ordered {ordered} job end(s) in a cycle's second")),
            // A fit that explains few priorities may be a cycle off, and every usage with it.
            PhaseSource::FromPriorities { hits, jobs, near } if 2 * hits <= *jobs => Some(format!(
                "warning: decay cycles at {ph} s past each {p} s, fitted to jobs' submit priorities, but only {hits} of {jobs} are explained{}: usage may be taken at the wrong cycle. Load the controller's `StateSaveLocation/priority_last_decay_ran` (`fairtrace load state FILE`) or a saved sshare (`fairtrace load sshare FILE --at TIME`), or set PriorityCalcPhase",
                near_phases(*near)
            )),
            PhaseSource::FromPriorities { hits, jobs, near } => Some(format!(
                "note: decay cycles at {ph} s past each {p} s, fitted to jobs' submit priorities ({hits} of {jobs} explained{}); load the controller's state file (`fairtrace load state FILE`) or an sshare snapshot to be sure",
                near_phases(*near)
            )),
            PhaseSource::Assumed => Some(format!(
                "warning: the decay cycle's phase is unknown; assuming cycles at multiples of {p} s since the epoch (set it with --set PriorityCalcPhase=TIME, or load an sshare snapshot with `fairtrace load sshare FILE --at TIME`)"
            )),
        }
    }
}

/// The note's words for phases that explain as many submit priorities, or nearly: few jobs
/// were submitted in the seconds that would tell them apart.
fn near_phases(near: Option<(i64, i64)>) -> String {
    near.map_or(String::new(), |(from, to)| {
        format!("; the phases from {from} to {to} s explain as many or nearly: the submit priorities do not tell them apart, and the one taken is a guess")
    })
}

/// Where the decay cycle's phase will come from: known before the charges are read (set, or
/// nothing to fit it to), or fitted to them.
pub(super) enum PhasePlan {
    Set,
    /// As fitted before, from the same loads and settings.
    Kept(PhaseSource),
    /// From the latest controller registration known (at `at`): cycles at `phase_s`; jobs'
    /// recorded submit priorities (under slurm.conf's own decay settings) tell the orders of
    /// job ends in a cycle's second.
    Registered {
        at: i64,
        phase_s: i64,
        jobs: Vec<SubmitPriority>,
        real_params: DecayParams,
    },
    /// From the controller's state file (its last cycle at `last_ran`): the orders of job ends
    /// in a cycle's second told by the loaded sshare snapshots the running controller printed
    /// when there are any, else by jobs' recorded submit priorities.
    State {
        last_ran: i64,
        observed: Vec<Observed>,
        jobs: Vec<SubmitPriority>,
        real_params: DecayParams,
    },
    Assumed,
    /// Loaded sshare snapshots' RawUsage, under slurm.conf's own decay settings.
    Snapshots(Vec<Observed>, DecayParams),
    /// Jobs' recorded submit-time priorities, likewise.
    Priorities(Vec<SubmitPriority>, DecayParams),
}

impl PhasePlan {
    /// Whether the phase is found now (and kept) rather than set or kept before.
    pub(super) fn fits(&self) -> bool {
        matches!(
            self,
            PhasePlan::Assumed
                | PhasePlan::Snapshots(..)
                | PhasePlan::Priorities(..)
                | PhasePlan::Registered { .. }
                | PhasePlan::State { .. }
        )
    }

    /// Whether the phase is known before any charge is read (a usage checkpoint, which
    /// holds usage on one phase's cycles, can then serve).
    pub(super) fn known_before_charges(&self) -> bool {
        matches!(
            self,
            PhasePlan::Set
                | PhasePlan::Kept(_)
                | PhasePlan::Assumed
                | PhasePlan::Registered { .. }
                | PhasePlan::State { .. }
        )
    }
}

/// What the phase is found from once the charges are read: the history's jobs (`read`, read
/// under `mode` by `at`; read again under slurm.conf's own billing, `real`, where that
/// differs), loaded sshare snapshots and jobs' recorded submit priorities.
pub(super) struct PhaseEvidence<'a> {
    pub(super) source: &'a ChargeSource<'a>,
    /// slurm.conf as of `at`.
    pub(super) config: &'a BTreeMap<String, String>,
    pub(super) real: &'a Settings,
    pub(super) mode: BillingMode,
    pub(super) read: &'a JobsUntil,
    pub(super) at: i64,
}

impl PhaseEvidence<'_> {
    /// The phase as `plan` says to find it (put in `params`), and the orders of job ends in
    /// a cycle's second the evidence told (job row → ended before the cycle).
    pub(super) fn resolve(
        &self,
        plan: PhasePlan,
        params: &mut DecayParams,
    ) -> anyhow::Result<(PhaseSource, HashMap<i64, bool>)> {
        Ok(match plan {
            PhasePlan::Set => (PhaseSource::Set, HashMap::new()),
            PhasePlan::State {
                last_ran,
                observed,
                jobs,
                real_params,
            } => {
                let (snapshots, orders) = if observed.is_empty() {
                    (0, self.priority_orders(&jobs, &real_params)?)
                } else {
                    let latest = observed.iter().map(|o| o.at).max().unwrap_or(self.at);
                    let all = self.charges_until(self.real.billing_mode, latest)?;
                    let orders = self.told_by_snapshots(&all, &observed, &real_params)?;
                    (moments(&observed).len(), orders)
                };
                (
                    PhaseSource::State {
                        last_ran,
                        snapshots,
                    },
                    orders,
                )
            }
            PhasePlan::Kept(source) => (source, HashMap::new()),
            PhasePlan::Assumed => (PhaseSource::Assumed, HashMap::new()),
            PhasePlan::Registered {
                at,
                jobs,
                real_params,
                ..
            } => (
                PhaseSource::Registered { at },
                self.priority_orders(&jobs, &real_params)?,
            ),
            PhasePlan::Priorities(jobs, real_params) => {
                self.fit_to_priorities(&jobs, real_params, params)?
            }
            PhasePlan::Snapshots(observed, real_params) => {
                self.fit_to_snapshots(&observed, real_params, params)?
            }
        })
    }

    /// The charges of the jobs started by `until` under billing `mode`: those read when they
    /// are the same and reach far enough, else read again.
    fn charges_until(&self, mode: BillingMode, until: i64) -> anyhow::Result<Vec<Charge>> {
        if mode == self.mode && until <= self.at {
            Ok(self
                .read
                .charges
                .iter()
                .filter(|c| c.run().start <= until)
                .copied()
                .collect())
        } else {
            Ok(self.source.jobs_until(mode, until, None)?.charges)
        }
    }

    /// What jobs' recorded submit priorities are weighed against: the charges by the last
    /// submission and, under classic, the jobs listed around each (classic's timing reads
    /// them).
    fn priority_evidence(
        &self,
        jobs: &[SubmitPriority],
        real_params: &DecayParams,
    ) -> anyhow::Result<(Vec<Charge>, ClassicEvents)> {
        let latest = jobs.iter().map(|j| j.submit).max().unwrap_or(self.at);
        let charges = self.charges_until(self.real.billing_mode, latest)?;
        let listed = match (self.real.algorithm, jobs.iter().map(|j| j.submit).min()) {
            (Algorithm::FairTree, _) | (_, None) => ClassicEvents::default(),
            (_, Some(first)) => {
                let from = real_params
                    .cycles
                    .before(real_params.cycles.at_or_before(first));
                let mode = self.real.billing_mode;
                self.source
                    .classic_events(mode, (from, latest), (&[], &[]))?
            }
        };
        Ok((charges, listed))
    }

    /// The job ends in a cycle's second (from `cycles`, over `span`) under slurm.conf's own
    /// billing.
    fn same_second_ends(
        &self,
        cycles: &Cycles,
        span: (i64, i64),
    ) -> anyhow::Result<Vec<SameSecondEnd>> {
        let mut ends = Vec::new();
        self.source.for_each_same_second_end(
            self.real.billing_mode,
            cycles,
            span,
            |job, charge| {
                ends.push(SameSecondEnd {
                    id: job.row,
                    charge,
                })
            },
        )?;
        Ok(ends)
    }

    /// The orders of job ends in a cycle's second that jobs' recorded submit priorities tell,
    /// the cycles being `real_params`'.
    fn told_by_priorities(
        &self,
        jobs: &[SubmitPriority],
        real_params: &DecayParams,
        (charges, listed): &(Vec<Charge>, ClassicEvents),
    ) -> anyhow::Result<HashMap<i64, bool>> {
        let submits = jobs.iter().map(|j| j.submit);
        let (Some(first), Some(latest)) = (submits.clone().min(), submits.max()) else {
            return Ok(HashMap::new());
        };
        let span = (first - real_params.cycles.period_s, latest);
        let ends = self.same_second_ends(&real_params.cycles, span)?;
        let tree = self.source.tree;
        let evidence = (jobs, listed);
        let orders = order_ends_by_priority(
            tree,
            charges,
            real_params,
            self.real.algorithm,
            evidence,
            &ends,
        );
        Ok(orders.told.into_iter().collect())
    }

    /// The orders of job ends in a cycle's second recorded submit priorities tell, under
    /// `real_params`' cycles (none when fairshare weighs nothing in them).
    fn priority_orders(
        &self,
        jobs: &[SubmitPriority],
        real_params: &DecayParams,
    ) -> anyhow::Result<HashMap<i64, bool>> {
        if !jobs.iter().any(|j| j.fairshare_weight > 0.0) {
            return Ok(HashMap::new());
        }
        let evidence = self.priority_evidence(jobs, real_params)?;
        self.told_by_priorities(jobs, real_params, &evidence)
    }

    /// The orders of job ends in a cycle's second that loaded sshare snapshots' RawUsage
    /// tell, under `real_params`' cycles (`all`: the charges up to the latest snapshot).
    fn told_by_snapshots(
        &self,
        all: &[Charge],
        observed: &[Observed],
        real_params: &DecayParams,
    ) -> anyhow::Result<HashMap<i64, bool>> {
        let latest = observed.iter().map(|o| o.at).max().unwrap_or(self.at);
        let ends = self.same_second_ends(&real_params.cycles, (i64::MIN, latest))?;
        let tree = self.source.tree;
        Ok(
            order_same_second_ends(tree, all, real_params, observed, &ends)
                .told
                .into_iter()
                .collect(),
        )
    }

    /// Every charge in the history: every timeout counts for `pick_phase`, not only those
    /// before `at`.
    fn every_charge(&self) -> anyhow::Result<Vec<Charge>> {
        self.charges_until(self.mode, i64::MAX)
    }

    /// The phase fitted to jobs' recorded submit priorities.
    fn fit_to_priorities(
        &self,
        jobs: &[SubmitPriority],
        real_params: DecayParams,
        params: &mut DecayParams,
    ) -> anyhow::Result<(PhaseSource, HashMap<i64, bool>)> {
        let evidence = self.priority_evidence(jobs, &real_params)?;
        let tree = self.source.tree;
        let fit = fit_phase_by_priority(
            tree,
            &evidence.0,
            &real_params,
            self.real.algorithm,
            (jobs, &evidence.1),
        );
        if fit.hits == 0 {
            return Ok((PhaseSource::Assumed, HashMap::new()));
        }
        let period = params.cycles.period_s;
        // Timeouts tell the running controller's grid only since it started.
        let latest_start = params.cycles.latest_start().unwrap_or(i64::MIN);
        let first = jobs.iter().map(|j| j.submit).min().unwrap_or(i64::MIN);
        let fitted = pick_phase(&fit.best, &self.every_charge()?, first.max(latest_start));
        params.cycles.phase_s = fitted.rem_euclid(period);
        // The same priorities tell how the job ends in a cycle's second were ordered.
        let real_params = DecayParams {
            cycles: real_params.cycles.with_phase(fitted),
            ..real_params
        };
        let orders = self.told_by_priorities(jobs, &real_params, &evidence)?;
        let source = PhaseSource::FromPriorities {
            hits: fit.hits,
            jobs: jobs.len(),
            near: fit.near_run(fitted, period),
        };
        Ok((source, orders))
    }

    /// The phase fitted to loaded sshare snapshots' RawUsage, with the orders of job ends in
    /// a cycle's second they tell.
    fn fit_to_snapshots(
        &self,
        observed: &[Observed],
        real_params: DecayParams,
        params: &mut DecayParams,
    ) -> anyhow::Result<(PhaseSource, HashMap<i64, bool>)> {
        let (store, cluster, tree) = (self.source.store, self.source.cluster, self.source.tree);
        let period = params.cycles.period_s;
        let latest = observed.iter().map(|o| o.at).max().unwrap_or(self.at);
        let all = self.charges_until(self.real.billing_mode, latest)?;
        let fitted_to = latest_snapshots(observed);
        let mut candidates = fit_phase(tree, &all, &real_params, &fitted_to);
        // Of several, the one the running controller's registration dates (eta's first
        // sshare, all zeros, fits every phase).
        let registered = real_params
            .cycles
            .latest_start()
            .map(|r| (r + real_params.cycles.start_delay_s).rem_euclid(period));
        if candidates.len() > 1 && registered.is_some_and(|r| candidates.contains(&r)) {
            candidates.retain(|c| Some(*c) == registered);
        }
        if candidates.len() > 1 {
            // Snapshots with little usage in them leave several phases: those the jobs'
            // submit priorities also explain, if any.
            let jobs = recorded_priorities(store, cluster, self.config, tree, self.at)?;
            let (charges, listed) = self.priority_evidence(&jobs, &real_params)?;
            let fit = fit_phase_by_priority(
                tree,
                &charges,
                &real_params,
                self.real.algorithm,
                (&jobs, &listed),
            );
            if candidates.iter().any(|c| fit.best.contains(c)) {
                candidates.retain(|c| fit.best.contains(c));
            }
        }
        let latest_start = params.cycles.latest_start().unwrap_or(i64::MIN);
        let fitted = match candidates[..] {
            [one] => one,
            _ => pick_phase(&candidates, &self.every_charge()?, latest_start),
        };
        params.cycles.phase_s = fitted.rem_euclid(period);
        let real_params = DecayParams {
            cycles: real_params.cycles.with_phase(fitted),
            ..real_params
        };
        let orders = self.told_by_snapshots(&all, observed, &real_params)?;
        let source = PhaseSource::Fitted {
            snapshots: moments(&fitted_to).len(),
            ordered: orders.len(),
        };
        Ok((source, orders))
    }
}

/// The plan when the phase is not set (`config`: slurm.conf as of `at`; `state`: the
/// controller's state file, when loaded).
pub(super) fn phase_plan(
    (store, cluster): (&Store, &str),
    (config, state): (&BTreeMap<String, String>, Option<LastDecayRan>),
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
            starts: store.controller_registered(cluster)?.into(),
            start_delay_s: start_delay_s(store, cluster, real.version)?,
            ..Cycles::regular(real.calc_period_s as i64, 0)
        },
        limits_enforced: real.limits_enforced,
        resets: Vec::new(),
    };
    (real_params.df, real_params.df_changes) = half_life_history(
        store,
        cluster,
        &[],
        phase,
        &real_params.cycles,
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
    // A state file older than the latest start known is an earlier controller's: the
    // registration tells the running one's phase.
    let latest_start = real_params.cycles.latest_start();
    if let Some(st) = state.filter(|st| latest_start.is_none_or(|r| st.last_ran >= r)) {
        let phase_s = st.last_ran.rem_euclid(real_params.cycles.period_s);
        let jobs = match observed.is_empty() {
            true => recorded_priorities(store, cluster, config, tree, at)?,
            false => Vec::new(),
        };
        return Ok(PhasePlan::State {
            last_ran: st.last_ran,
            observed,
            jobs,
            real_params: DecayParams {
                cycles: real_params.cycles.with_phase(phase_s),
                ..real_params
            },
        });
    }
    // Only what the latest controller printed tells its phase.
    if observed
        .iter()
        .any(|o| latest_start.is_none_or(|r| o.at > r))
    {
        return Ok(PhasePlan::Snapshots(observed, real_params));
    }
    if let Some(at) = latest_start {
        let cycles = &real_params.cycles;
        let phase_s = (at + cycles.start_delay_s).rem_euclid(cycles.period_s);
        return Ok(PhasePlan::Registered {
            at,
            phase_s,
            jobs: recorded_priorities(store, cluster, config, tree, at)?,
            real_params: DecayParams {
                cycles: real_params.cycles.with_phase(phase_s),
                ..real_params
            },
        });
    }
    let jobs = recorded_priorities(store, cluster, config, tree, at)?;
    Ok(if jobs.iter().all(|j| j.fairshare_weight == 0.0) {
        PhasePlan::Assumed
    } else {
        PhasePlan::Priorities(jobs, real_params)
    })
}

/// The moments of `observed`, ascending, each once.
fn moments(observed: &[Observed]) -> Vec<i64> {
    let mut moments: Vec<i64> = observed.iter().map(|o| o.at).collect();
    moments.sort_unstable();
    moments.dedup();
    moments
}

/// The phase is fitted to at most this many of the latest snapshot moments, those within a
/// day of the latest.
const FIT_SNAPSHOTS: usize = 5;
const FIT_SPAN_S: i64 = 86_400;

/// The observations the phase is fitted to: the phase is the running controller's (a
/// restart moves it), and each candidate phase evaluates the usage of every job since the
/// first moment fitted to — six snapshots over a year of 10M jobs took five minutes.
pub(super) fn latest_snapshots(observed: &[Observed]) -> Vec<Observed> {
    let moments = moments(observed);
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
pub(super) fn recorded_priorities(
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
/// same second (mod 30) as cycles run. From 23.11 the checks wait for whole-second wake-ups
/// and drift later (theta's: :39, :10, :41, :11 past cycles at :39), so the earliest timeout
/// tells the grid: the earliest since `since` (the running controller's start, or what the
/// phase was fitted to). Without timeouts, the middle candidate.
pub(super) fn pick_phase(candidates: &[i64], charges: &[Charge], since: i64) -> i64 {
    let grid = charges
        .iter()
        .filter(|c| c.run().end_first)
        .filter_map(|c| c.run().end)
        .filter(|&e| e >= since)
        .min()
        .map(|e| e.rem_euclid(30));
    grid.and_then(|g| candidates.iter().copied().find(|c| c.rem_euclid(30) == g))
        .unwrap_or_else(|| candidates.get(candidates.len() / 2).copied().unwrap_or(0))
}

/// Jobs' recorded submit-time priorities with the parts that do not depend on the cycle.
/// slurmctld prioritises a job asking for several partitions under the first of the highest
/// PriorityTier, and one asking for several QOS under the highest-priority one (sacct keeps
/// the partition it ran in, and whichever QOS a scheduling pass left; the submission line
/// names them all); it subtracts the nice the job was submitted with. An array task split
/// off later was recorded with the array's priority then, not at submission: left out.
fn submit_priorities(
    store: &Store,
    cluster: &str,
    tree: &Tree,
    ctxs: &Versions<PriorityContext>,
) -> anyhow::Result<Vec<SubmitPriority>> {
    let mut out = Vec::new();
    for j in store.submit_priorities(cluster)? {
        let split_task = j.job_id.contains('_') && !j.job_id.contains('[');
        let Some(ctx) = version_at(ctxs, j.submit_s).filter(|_| !split_task) else {
            continue;
        };
        let line = submit_line::parse(&j.submit_line);
        let mut qos: Vec<&str> = line.qos.as_deref().unwrap_or(&j.qos).split(',').collect();
        ctx.sort_by_priority(&mut qos);
        let mut partitions: Vec<&str> = line.partitions_or(&j.partition).collect();
        ctx.sort_by_tier(&mut partitions);
        let (Some(&qos), Some(&partition)) = (qos.first(), partitions.first()) else {
            continue;
        };
        let Some(node) = tree.find(&j.account, &j.user, partition) else {
            continue;
        };
        let Some(req) = ctx.request(
            node,
            j.req_cpus,
            j.nodes,
            qos,
            &j.req_tres,
            partition,
            j.timelimit_s,
        ) else {
            continue;
        };
        let nice = line.nice.unwrap_or(0) as f64;
        out.push(SubmitPriority {
            submit: j.submit_s,
            node,
            fixed: weighted_sum(&ctx.weights, &req, ctx.size, 0.0, 0.0) - nice,
            fairshare_weight: ctx.weights.fairshare,
            recorded: j.priority,
        });
    }
    Ok(out)
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
