//! Reading a moment's inputs from the store: settings with the run's overrides, tree,
//! charges, the phase, checkpoints.

use std::collections::HashMap;

use anyhow::anyhow;

use crate::ingest::slurm_time::{parse_at, reset_instants};
use crate::model::billing::BillingMode;
use crate::model::decay::{decay_factor, Cycles, DecayParams};
use crate::model::fairshare::{Algorithm, ClassicEvents};
use crate::model::recorded::{fit_phase_by_priority, order_ends_by_priority, SubmitPriority};
use crate::model::settings::{DecayMode, ResetPeriod};
use crate::model::shares::Tree;
use crate::model::types::AssocRecord;
use crate::model::usage::{fit_phase, order_same_second_ends, Charge, SameSecondEnd};
use crate::model::version::SlurmVersion;
use crate::store::read::{AsOf, Created};
use crate::store::Store;

use super::{
    charges::half_life_history, charges::ChargeSource, cluster, now, phase::latest_snapshots,
    phase::phase_plan, phase::pick_phase, phase::recorded_priorities, phase::PhasePlan,
    ChargeBasis, Context, Inputs, PhaseSource,
};

/// Reads what a computation at `at` needs: the jobs' charges (from the store's charge cache,
/// which is what fits in memory, and reads fast, at 10M jobs). With `from`, usage is asked
/// for only at moments from then on (and `Inputs::reach_back` for earlier ones): the charges
/// done by a kept usage checkpoint before it may come summed (`Inputs::base`).
pub fn inputs(
    ctx: &Context,
    store: &Store,
    cluster_arg: Option<&str>,
    at: i64,
    from: Option<i64>,
) -> anyhow::Result<Inputs> {
    let cluster = cluster(store, cluster_arg)?;
    let config = store.config(&cluster, AsOf::At(at))?;
    if config.is_empty() {
        ctx.note(&format!("warning: no slurm.conf loaded for cluster {cluster}: Slurm's defaults assumed (load it with `fairtrace load conf FILE`)"));
    }
    let phase = |v: &str| parse_at(v, ctx.zone, now());
    let mut settings = crate::ingest::settings::settings(&config, &ctx.set, &phase)
        .map_err(|e| anyhow!("settings of cluster {cluster}: {e}"))?;
    // The controller's own record of its last cycle fixes the phase, unless it is set.
    let state = match settings.calc_phase {
        None => store.controller_state(&cluster)?,
        Some(_) => None,
    };
    if let Some(st) = state {
        settings.calc_phase = Some(st.last_ran);
    }
    // Associations slurmdbd's transaction log says were created after `at` did not exist yet;
    // the same log dates their shares: the tree holds those in force at `at`.
    let created_at = store.assoc_created(&cluster)?;
    let created = |r: &AssocRecord| r.assoc_id.and_then(|id| created_at.get(&id).copied());
    let mut history: HashMap<i64, Vec<(i64, Option<u32>)>> = HashMap::new();
    for (id, from, shares) in store.assoc_shares(&cluster)? {
        history.entry(id).or_default().push((from, shares));
    }
    let rows: Vec<AssocRecord> = store
        .assoc_rows(&cluster, AsOf::At(at))?
        .into_iter()
        .filter(|r| created(r).is_none_or(|c| c.at_s <= at))
        .map(|mut r| {
            let set = r.assoc_id.and_then(|id| history.get(&id));
            if let Some(&(_, shares)) = set.and_then(|h| h.iter().rev().find(|s| s.0 <= at)) {
                r.raw_shares = shares.map(i64::from);
            }
            r
        })
        .collect();
    let tree =
        Tree::build(&rows).map_err(|e| anyhow!("association tree of cluster {cluster}: {e}"))?;
    let created: Vec<Option<Created>> = rows.iter().map(created).collect();
    let shares_history: Vec<Vec<(i64, Option<u32>)>> = rows
        .iter()
        .map(|r| {
            r.assoc_id
                .and_then(|id| history.remove(&id))
                .unwrap_or_default()
        })
        .collect();
    // The settings as slurm.conf has them, without --set.
    let real = crate::ingest::settings::settings(&config, &[], &phase)
        .map_err(|e| anyhow!("settings of cluster {cluster}: {e}"))?;
    let mut basis = ChargeBasis::load(store, &cluster, &ctx.set, real.billing_mode)?;
    let period = settings.calc_period_s as i64;
    let mut params = DecayParams {
        df: decay_factor(settings.half_life_s),
        df_changes: Vec::new(),
        cycles: Cycles {
            starts: store.controller_registered(&cluster)?.into(),
            start_delay_s: SlurmVersion::first_cycle_delay_s(settings.version),
            ..Cycles::regular(period, settings.calc_phase.unwrap_or(0).rem_euclid(period))
        },
        limits_enforced: settings.limits_enforced,
        resets: Vec::new(),
    };
    (params.df, params.df_changes) =
        half_life_history(store, &cluster, &ctx.set, &phase, &params.cycles, params.df)?;
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
        match phase_plan(store, &cluster, &config, &tree, &real, &phase, at)? {
            PhasePlan::Registered {
                at,
                phase_s,
                jobs,
                real_params,
            } => {
                params.cycles.phase_s = phase_s.rem_euclid(period);
                PhasePlan::Registered {
                    at,
                    phase_s,
                    jobs,
                    real_params,
                }
            }
            plan => plan,
        }
    };
    // Found (and kept) now rather than set or kept before.
    let fits = matches!(
        plan,
        PhasePlan::Assumed
            | PhasePlan::Snapshots(..)
            | PhasePlan::Priorities(..)
            | PhasePlan::Registered { .. }
    );
    let source = ChargeSource {
        store,
        cluster: &cluster,
        tree: &tree,
        basis: &basis,
        notify: ctx.notify,
    };
    // Checkpoints hold usage under one decay factor, with the phase known before any charge
    // is read, and no reset.
    let checkpoints = from
        .filter(|_| {
            matches!(
                plan,
                PhasePlan::Set
                    | PhasePlan::Kept(_)
                    | PhasePlan::Assumed
                    | PhasePlan::Registered { .. }
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
        params.resets = reset_instants(settings.reset, ctx.zone, first, at);
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
    // What jobs' recorded submit priorities are weighed against: the charges by the last
    // submission and, under classic, the jobs listed around each.
    let priority_evidence = |jobs: &[SubmitPriority], real_params: &DecayParams| {
        let latest = jobs.iter().map(|j| j.submit).max().unwrap_or(at);
        let charges = charges_until(real.billing_mode, latest)?;
        // Classic's timing reads the jobs around each submission.
        let listed = match (real.algorithm, jobs.iter().map(|j| j.submit).min()) {
            (Algorithm::FairTree, _) | (_, None) => ClassicEvents::default(),
            (_, Some(first)) => {
                let from = real_params
                    .cycles
                    .before(real_params.cycles.at_or_before(first));
                source.classic_events(real.billing_mode, (from, latest), (&[], &[]))?
            }
        };
        anyhow::Ok((charges, listed))
    };
    // The orders of job ends in a cycle's second that jobs' recorded submit priorities tell,
    // the cycles being `real_params`'.
    let told_by_priorities = |jobs: &[SubmitPriority],
                              real_params: &DecayParams,
                              (charges, listed): (&[Charge], &ClassicEvents)|
     -> anyhow::Result<HashMap<i64, bool>> {
        let submits = jobs.iter().map(|j| j.submit);
        let (Some(first), Some(latest)) = (submits.clone().min(), submits.max()) else {
            return Ok(HashMap::new());
        };
        let mut ends = Vec::new();
        source.for_each_same_second_end(
            real.billing_mode,
            &real_params.cycles,
            (first - real_params.cycles.period_s, latest),
            |job, charge| {
                ends.push(SameSecondEnd {
                    id: job.row,
                    charge,
                })
            },
        )?;
        let evidence = (jobs, listed);
        let orders =
            order_ends_by_priority(&tree, charges, real_params, real.algorithm, evidence, &ends);
        Ok(orders.told.into_iter().collect())
    };
    // Every timeout in the history counts for `pick_phase`, not only those before `at`.
    let every_charge = || charges_until(settings.billing_mode, i64::MAX);
    // Timeouts tell the running controller's grid only since it started.
    let latest_start = params.cycles.latest_start().unwrap_or(i64::MIN);
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
        PhasePlan::Registered {
            at,
            jobs,
            real_params,
            ..
        } => {
            if jobs.iter().any(|j| j.fairshare_weight > 0.0) {
                let (charges, listed) = priority_evidence(&jobs, &real_params)?;
                end_orders = told_by_priorities(&jobs, &real_params, (&charges, &listed))?;
            }
            PhaseSource::Registered { at }
        }
        PhasePlan::Assumed => PhaseSource::Assumed,
        PhasePlan::Priorities(jobs, real_params) => {
            let (charges, listed) = priority_evidence(&jobs, &real_params)?;
            let evidence = (&jobs[..], &listed);
            let fit =
                fit_phase_by_priority(&tree, &charges, &real_params, real.algorithm, evidence);
            if fit.hits == 0 {
                PhaseSource::Assumed
            } else {
                let first = jobs.iter().map(|j| j.submit).min().unwrap_or(i64::MIN);
                let since = first.max(latest_start);
                let fitted = pick_phase(&fit.best, &every_charge()?, since);
                params.cycles.phase_s = fitted.rem_euclid(period);
                // The same priorities tell how the job ends in a cycle's second were ordered.
                let real_params = DecayParams {
                    cycles: real_params.cycles.with_phase(fitted),
                    ..real_params
                };
                end_orders = told_by_priorities(&jobs, &real_params, (&charges, &listed))?;
                PhaseSource::FromPriorities {
                    hits: fit.hits,
                    jobs: jobs.len(),
                    near: fit.near_run(fitted, period),
                }
            }
        }
        PhasePlan::Snapshots(observed, real_params) => {
            let latest = observed.iter().map(|o| o.at).max().unwrap_or(at);
            let all = charges_until(real.billing_mode, latest)?;
            let fitted_to = latest_snapshots(&observed);
            let mut candidates = fit_phase(&tree, &all, &real_params, &fitted_to);
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
                let jobs = recorded_priorities(store, &cluster, &config, &tree, at)?;
                let (charges, listed) = priority_evidence(&jobs, &real_params)?;
                let fit = fit_phase_by_priority(
                    &tree,
                    &charges,
                    &real_params,
                    real.algorithm,
                    (&jobs, &listed),
                );
                if candidates.iter().any(|c| fit.best.contains(c)) {
                    candidates.retain(|c| fit.best.contains(c));
                }
            }
            let fitted = match candidates[..] {
                [one] => one,
                _ => pick_phase(&candidates, &every_charge()?, latest_start),
            };
            params.cycles.phase_s = fitted.rem_euclid(period);
            let real_params = DecayParams {
                cycles: real_params.cycles.with_phase(fitted),
                ..real_params
            };
            let mut ends = Vec::new();
            source.for_each_same_second_end(
                real.billing_mode,
                &real_params.cycles,
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
            notify: ctx.notify,
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
        created,
        shares_history,
        notify: ctx.notify,
        assumed_requests: Vec::new(),
        assumed_early_starts: Vec::new(),
        assumed_held: Vec::new(),
    })
}
