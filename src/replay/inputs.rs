//! Reading a moment's inputs from the store, in the steps they take: slurm.conf's settings
//! with the run's overrides, the association tree as it stood, the decay cycles, the phase's
//! plan, the charges (from a kept checkpoint where one serves), then the phase found
//! (`phase::PhaseEvidence`) and the charges read again if it told other orders of job ends.

use std::collections::{BTreeMap, HashMap};

use anyhow::anyhow;

use crate::ingest::slurm_time::{parse_at, reset_instants};
use crate::ingest::state::LastDecayRan;
use crate::model::decay::{decay_factor, Cycles, DecayParams};
use crate::model::settings::{DecayMode, ResetPeriod, Settings};
use crate::model::shares::Tree;
use crate::model::types::AssocRecord;
use crate::model::version::SlurmVersion;
use crate::store::read::{AsOf, Created};
use crate::store::Store;

use super::{
    charges::half_life_history, charges::ChargeSource, cluster, phase::phase_plan,
    phase::PhaseEvidence, phase::PhasePlan, ChargeBasis, Context, Inputs, PhaseSource,
};

/// Reads what a computation at `at` needs: the jobs' charges (from the store's charge cache,
/// which is what fits in memory, and reads fast, at 10M jobs). With `from`, usage is asked
/// for only at moments from then on (and `Inputs::reach_back` for earlier ones): the charges
/// done by a kept usage checkpoint before it may come summed (`Inputs::base`).
/// Builds what answers keep in the store (each job's charge, the usage checkpoints, the
/// decay cycle's phase) for every cluster, as a moment at its data's end asks for them: a
/// load ends with it, so that the published snapshot, which queries read without writing,
/// holds them. What cannot be built (a cluster without jobs) is computed by the answer that
/// needs it, which says why.
pub fn build_caches(ctx: &Context, store: &Store) {
    for cluster in store.clusters().unwrap_or_default() {
        if let Ok(Some(end)) = store.data_end(&cluster) {
            let _ = inputs(ctx, store, Some(&cluster), end, Some(end));
        }
    }
}

pub fn inputs(
    ctx: &Context,
    store: &Store,
    cluster_arg: Option<&str>,
    at: i64,
    from: Option<i64>,
) -> anyhow::Result<Inputs> {
    let cluster = cluster(store, cluster_arg)?;
    let conf = ConfAt::read(ctx, store, &cluster, at)?;
    let assocs = AssocsAt::read(store, &cluster, at)?;
    let tree = assocs.tree;
    let (settings, real) = (&conf.settings, &conf.real);
    let mut basis = ChargeBasis::load(store, &cluster, &ctx.set, real.billing_mode)?;
    let mut params = decay_params(ctx, store, &cluster, settings)?;
    // What a fitted phase depends on beside the loads (the store adds those); none is fitted
    // when it is set.
    let fitted_from = settings.calc_phase.is_none().then(|| {
        format!(
            "phase: billing {:?}, period {}; slurm.conf's {:?}, half-life {}, period {}, \
         limits {}, {:?}; {}; {}; tree {:?}",
            settings.billing_mode,
            params.cycles.period_s,
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
    let plan = plan_phase(
        (ctx, store, &cluster),
        &conf,
        &tree,
        fitted_from.as_deref(),
        &mut params,
        at,
    )?;
    let fits = plan.fits();
    let source = ChargeSource {
        store,
        cluster: &cluster,
        tree: &tree,
        basis: &basis,
        notify: ctx.notify.clone(),
    };
    // Checkpoints hold usage under one decay factor, with the phase known before any charge
    // is read, and no reset.
    let checkpoints = from
        .filter(|_| {
            plan.known_before_charges()
                && settings.decay_mode == DecayMode::Exact
                && matches!(settings.reset, ResetPeriod::None | ResetPeriod::Now)
                && params.df_changes.is_empty()
        })
        .map(|from| (&params, from));
    let read = source.jobs_until(settings.billing_mode, at, checkpoints)?;
    let first_start = match &read.base {
        Some(b) => b.first_start,
        None => read.charges.iter().map(|c| c.run().start).min(),
    };
    if let Some(first) = first_start {
        params.resets = reset_instants(settings.reset, ctx.zone, first, at);
    }
    let evidence = PhaseEvidence {
        source: &source,
        config: &conf.config,
        real,
        mode: settings.billing_mode,
        read: &read,
        at,
    };
    let (phase, end_orders) = evidence.resolve(plan, &mut params)?;
    if let (Some(from), Some(kept)) = (&fitted_from, phase.kept(params.cycles.phase_s)) {
        if fits && !store.read_only() {
            // Not kept (a concurrent writer): fitted again next time.
            let _ = store.keep_phase(&cluster, from, &kept, &end_orders);
        }
    }
    // Orders told now that the charges were not read with: read them again.
    let read = if fits && end_orders != basis.end_orders {
        basis.end_orders = end_orders;
        let source = ChargeSource {
            store,
            cluster: &cluster,
            tree: &tree,
            basis: &basis,
            notify: ctx.notify.clone(),
        };
        source.jobs_until(settings.billing_mode, at, None)?
    } else {
        read
    };
    let tres = crate::ingest::settings::cluster_tres(&conf.config);
    Ok(Inputs {
        cluster,
        settings: conf.settings,
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
        created: assocs.created,
        shares_history: assocs.shares_history,
        notify: ctx.notify.clone(),
        assumed_requests: Vec::new(),
        assumed_early_starts: Vec::new(),
        assumed_held: Vec::new(),
    })
}

/// slurm.conf as of a moment, read into settings.
struct ConfAt {
    config: BTreeMap<String, String>,
    /// With the run's overrides (`--set`).
    settings: Settings,
    /// As slurm.conf has them, without `--set`: what the recorded history ran under.
    real: Settings,
    /// The controller's own record of its last cycle, when loaded and the phase not set.
    state: Option<LastDecayRan>,
}

impl ConfAt {
    fn read(ctx: &Context, store: &Store, cluster: &str, at: i64) -> anyhow::Result<ConfAt> {
        let config = store.config(cluster, AsOf::At(at))?;
        if config.is_empty() {
            ctx.note(&format!("warning: no slurm.conf loaded for cluster {cluster}: Slurm's defaults assumed (load it with `fairtrace load conf FILE`)"));
        }
        let phase = |v: &str| parse_at(v, ctx.zone, ctx.now);
        let read = |set: &[(String, String)]| {
            crate::ingest::settings::settings(&config, set, &phase)
                .map_err(|e| anyhow!("settings of cluster {cluster}: {e}"))
        };
        let settings = read(&ctx.set)?;
        let real = read(&[])?;
        let state = match settings.calc_phase {
            None => store.controller_state(cluster)?,
            Some(_) => None,
        };
        Ok(ConfAt {
            config,
            settings,
            real,
            state,
        })
    }
}

/// The association tree at a moment: associations slurmdbd's transaction log says were
/// created after it did not exist yet; the same log dates their shares, and the tree holds
/// those in force then.
struct AssocsAt {
    tree: Tree,
    /// Per association, when it was created and its shares from each moment on.
    created: Vec<Option<Created>>,
    shares_history: Vec<Vec<(i64, Option<u32>)>>,
}

impl AssocsAt {
    fn read(store: &Store, cluster: &str, at: i64) -> anyhow::Result<AssocsAt> {
        let created_at = store.assoc_created(cluster)?;
        let created = |r: &AssocRecord| r.assoc_id.and_then(|id| created_at.get(&id).copied());
        let mut history: HashMap<i64, Vec<(i64, Option<u32>)>> = HashMap::new();
        for (id, from, shares) in store.assoc_shares(cluster)? {
            history.entry(id).or_default().push((from, shares));
        }
        let rows: Vec<AssocRecord> = store
            .assoc_rows(cluster, AsOf::At(at))?
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
        let tree = Tree::build(&rows)
            .map_err(|e| anyhow!("association tree of cluster {cluster}: {e}"))?;
        Ok(AssocsAt {
            tree,
            created: rows.iter().map(created).collect(),
            shares_history: rows
                .iter()
                .map(|r| {
                    r.assoc_id
                        .and_then(|id| history.remove(&id))
                        .unwrap_or_default()
                })
                .collect(),
        })
    }
}

/// The decay cycles under `settings` (the phase as set, else 0 until found), the controller's
/// starts and the half-life's history.
fn decay_params(
    ctx: &Context,
    store: &Store,
    cluster: &str,
    settings: &Settings,
) -> anyhow::Result<DecayParams> {
    let period = settings.calc_period_s as i64;
    let mut params = DecayParams {
        df: decay_factor(settings.half_life_s),
        df_changes: Vec::new(),
        cycles: Cycles {
            starts: store.controller_registered(cluster)?.into(),
            start_delay_s: start_delay_s(store, cluster, settings.version)?,
            ..Cycles::regular(period, settings.calc_phase.unwrap_or(0).rem_euclid(period))
        },
        limits_enforced: settings.limits_enforced,
        resets: Vec::new(),
    };
    let phase = |v: &str| parse_at(v, ctx.zone, ctx.now);
    (params.df, params.df_changes) =
        half_life_history(store, cluster, &ctx.set, &phase, &params.cycles, params.df)?;
    Ok(params)
}

/// From a controller's registration to its first cycle under the release in force: slurm.conf's
/// (or the dumps'), else the one the registration itself logged.
pub(super) fn start_delay_s(
    store: &Store,
    cluster: &str,
    version: Option<SlurmVersion>,
) -> anyhow::Result<i64> {
    let version = match version {
        Some(v) => Some(v),
        None => store.controller_release(cluster)?,
    };
    Ok(SlurmVersion::first_cycle_delay_s(version))
}

/// Where the phase will come from (`fitted_from`: what a fitted one depends on, None when
/// set): as kept from an earlier fit of the same loads, else planned afresh. A phase known
/// before the charges are read is put in `params` now.
fn plan_phase(
    (ctx, store, cluster): (&Context, &Store, &str),
    conf: &ConfAt,
    tree: &Tree,
    fitted_from: Option<&str>,
    params: &mut DecayParams,
    at: i64,
) -> anyhow::Result<PhasePlan> {
    let Some(from) = fitted_from else {
        return Ok(PhasePlan::Set);
    };
    let period = params.cycles.period_s;
    let kept = store.kept_phase(cluster, from)?;
    if let Some((phase_s, source)) =
        kept.and_then(|k| Some((k.phase_s, PhaseSource::from_kept(&k)?)))
    {
        params.cycles.phase_s = phase_s;
        return Ok(PhasePlan::Kept(source));
    }
    let phase = |v: &str| parse_at(v, ctx.zone, ctx.now);
    let plan = phase_plan(
        (store, cluster),
        (&conf.config, conf.state),
        tree,
        &conf.real,
        &phase,
        at,
    )?;
    match &plan {
        PhasePlan::Registered { phase_s, .. } => params.cycles.phase_s = phase_s.rem_euclid(period),
        PhasePlan::State { last_ran, .. } => params.cycles.phase_s = last_ran.rem_euclid(period),
        _ => {}
    }
    Ok(plan)
}
