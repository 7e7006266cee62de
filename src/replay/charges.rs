//! Jobs' charges: billing weights and UsageFactors by version, the decay factor's history,
//! the store's charge cache and usage checkpoints.

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

use anyhow::{anyhow, Context as _};

use crate::ingest::settings::partition_overrides;
use crate::ingest::tres::parse_weights;
use crate::model::billing::{billing, BillingMode, BillingWeights};
use crate::model::decay::{decay_factor, Cycles, DecayParams, Run};
use crate::model::fairshare::{list_order, ClassicEvents, ListedJob};
use crate::model::shares::Tree;
use crate::model::types::{Numbered, TresCounts};
use crate::model::usage::{Charge, Checkpoint, Checkpoints, UsageBase};
use crate::store::charges::{CacheStatus, KeptCheckpoint};
use crate::store::read::{version_at, UsageJob, UsageJobs, Versions};
use crate::store::Store;

use super::Notes;

/// The decay factor and its later changes across slurm.conf versions (with `overrides`): each
/// change applies from the first cycle at or after its version's start. `current` when there
/// is no history.
pub(super) fn half_life_history(
    store: &Store,
    cluster: &str,
    overrides: &[(String, String)],
    phase: &dyn Fn(&str) -> Result<i64, String>,
    cycles: &Cycles,
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

/// One started job, charged to an association.
pub struct JobUse {
    pub charge: Charge,
    pub usage_factor: f64,
    /// Billing as Slurm computes it (untruncated).
    pub billing: f64,
    pub alloc: Arc<TresCounts>,
    pub timelimit_s: Option<i64>,
    /// sacct's TotalCPU, when the dump had it.
    pub total_cpu_s: Option<f64>,
    /// Its `jobs.job_row`.
    pub row: i64,
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

/// A job's TRES as checkpoints sum them (numbered by `tres`), into `out`: (TRES, count ×
/// UsageFactor) of each TRES it held, as `JobUse::tres_count` counts them (the first of a
/// name; `billing` its truncated billing).
fn tres_weights(
    tres: &mut Numbered,
    job: &UsageJob<'_>,
    (uf, billing): (f64, f64),
    out: &mut Vec<(usize, f64)>,
) {
    out.clear();
    let held = job.alloc.iter().filter(|(name, _)| name != "billing");
    let billing = [("billing", billing.trunc())];
    for (name, count) in held.map(|(n, c)| (n.as_str(), *c)).chain(billing) {
        let t = tres.number(name);
        if !out.iter().any(|&(u, _)| u == t) {
            out.push((t, count * uf));
        }
    }
    out.retain(|&(_, w)| w != 0.0);
}

/// What jobs' charges depend on besides the jobs: partition weights and QOS UsageFactors by
/// version, and whether they are the store's own (then the store's charge cache can serve).
pub struct ChargeBasis {
    weights: WeightVersions,
    usage_factors: Versions<HashMap<String, f64>>,
    /// slurm.conf's billing mode, when no `--set` changes the weights: the charges under it
    /// may be cached.
    pub(super) cacheable_mode: Option<BillingMode>,
    /// Ends in a cycle's second whose order loaded sshare snapshots told (by job row).
    pub(super) end_orders: HashMap<i64, bool>,
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
    pub(super) fn charge(&self, job: &UsageJob<'_>, mode: BillingMode) -> (Run, f64, f64) {
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
    pub(super) fn job_use(&self, node: usize, job: UsageJob<'_>, mode: BillingMode) -> JobUse {
        let (run, usage_factor, billing) = self.charge(&job, mode);
        JobUse {
            charge: Charge::new(node, run),
            usage_factor,
            billing,
            alloc: job.alloc,
            timelimit_s: job.timelimit_s,
            total_cpu_s: job.total_cpu_s,
            row: job.row,
        }
    }

    /// What the charges under `mode` were computed from, for the cache.
    fn fingerprint(&self, mode: BillingMode) -> String {
        let mut orders: Vec<(&i64, &bool)> = self.end_orders.iter().collect();
        orders.sort_unstable();
        format!("{}; end orders {orders:?}", self.billing_fingerprint(mode))
    }

    /// What jobs' billing under `mode` comes from.
    pub(super) fn billing_fingerprint(&self, mode: BillingMode) -> String {
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
pub(super) struct ChargeSource<'a> {
    pub(super) store: &'a Store,
    pub(super) cluster: &'a str,
    pub(super) tree: &'a Tree,
    pub(super) basis: &'a ChargeBasis,
    /// Where notes go (`Context::notify`).
    pub(super) notify: Notes,
}

/// How many of an account's jobs with the most usage `why` lists (and checkpoints keep).
pub const TOP_JOBS: usize = 5;

/// Usage checkpoints a week apart: a moment reads the charges of at most a week before it
/// beyond those it needs.
const CHECKPOINT_SPACING_S: i64 = 7 * 86_400;

/// What tells usage checkpoints kept under decay settings `p` apart.
fn checkpoint_key(p: &DecayParams) -> String {
    format!(
        "every {CHECKPOINT_SPACING_S} s, top {TOP_JOBS} jobs; df {:016x}; period {}; phase {}; starts {:?}; limits {}",
        p.df.to_bits(),
        p.cycles.period_s,
        p.cycles.phase_s,
        p.cycles.starts,
        p.limits_enforced
    )
}

/// Usage from a kept checkpoint: the charges done by its cycle, summed there.
pub(super) struct CheckpointBase {
    pub(super) usage: UsageBase,
    /// The decay settings it was kept under (`checkpoint_key`): its usage per TRES is read
    /// by them.
    pub(super) decay: String,
    /// Each key's usage there, and its `TOP_JOBS` largest jobs (key, job row, usage).
    pub(super) key_usage: Vec<(usize, f64)>,
    /// Jobs summed there whose association is not in the tree.
    unmatched: usize,
    pub(super) top_jobs: Vec<(usize, i64, f64)>,
    /// The earliest start of all the cached charges, summed ones included.
    pub(super) first_start: Option<i64>,
}

/// The jobs started by a moment, as `ChargeSource::jobs_until` reads them.
pub(super) struct JobsUntil {
    pub(super) charges: Vec<Charge>,
    /// Jobs without an association in the tree.
    pub(super) unmatched: usize,
    /// When the charges came from the store's charge cache: each cached key's association.
    pub(super) cached_nodes: Option<Vec<Option<usize>>>,
    /// When the charges done by a usage checkpoint are summed there (not in `charges`).
    pub(super) base: Option<CheckpointBase>,
}

impl ChargeSource<'_> {
    /// The charges of the jobs started by `at`; with `checkpoints` (decay settings, and the
    /// first moment usage will be asked for), those done by the last kept checkpoint before
    /// that moment are summed in `base`.
    pub(super) fn jobs_until(
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
    /// the moments loaded sshare snapshots were taken. `started_first`: jobs (rows) starting
    /// in a cycle's second taken as started before it; `held`: jobs (rows) held after
    /// submission taken as held from it until their release.
    pub(super) fn classic_events(
        &self,
        mode: BillingMode,
        (first_cycle, at): (i64, i64),
        (started_first, held): (&[i64], &[i64]),
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
                held_until: (j.submitted_held || held.contains(&j.row))
                    .then_some(j.eligible_s.unwrap_or(i64::MAX)),
                started_first: false,
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
                let listed = by_row.entry(row).or_insert(ListedJob {
                    order: key,
                    node,
                    submit: run.start,
                    run: None,
                    gone: None,
                    held_until: None,
                    started_first: false,
                });
                listed.run = Some(run);
                listed.started_first = started_first.contains(&row);
                Ok(())
            })
            .context("reading jobs")?;
        let mut jobs: Vec<ListedJob> = by_row.into_values().collect();
        // Jobs sacct never listed (waiting on a dependency, or held, since submission) are
        // in slurmctld's list too, where a saved queue showed them: re-prioritised while
        // waiting, so they too can be the first to need their user's usage in a cycle. Taken
        // as queued until the first saved queue that no longer shows them.
        for u in self.store.unlisted_jobs(self.cluster, at)? {
            let partition = u.partition.split(',').next().unwrap_or("");
            let Some(node) = self.tree.find(&u.account, &u.user, partition) else {
                continue;
            };
            jobs.push(ListedJob {
                order: u64::try_from(u.id_raw).unwrap_or(u64::MAX),
                node,
                submit: u.submit_s,
                run: None,
                gone: u.gone_by,
                held_until: (u.priority == Some(0)).then_some(i64::MAX),
                started_first: false,
            });
        }
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
    pub(super) fn for_each_same_second_end(
        &self,
        mode: BillingMode,
        cycles: &Cycles,
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

    /// Hands `each` the jobs that ended in the second `at`, with their charges.
    pub(super) fn for_each_end_at(
        &self,
        mode: BillingMode,
        at: i64,
        mut each: impl FnMut(&UsageJob<'_>, Charge),
    ) -> anyhow::Result<()> {
        self.store
            .for_each_usage_job(self.cluster, at, UsageJobs::RunningAt(at - 1), |job| {
                let node = self.tree.find(job.account, job.user, job.partition);
                if let Some(node) = node.filter(|_| job.end_s == Some(at)) {
                    let (run, _, _) = self.basis.charge(&job, mode);
                    each(&job, Charge::new(node, run));
                }
                Ok(())
            })
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
        // Each job's charge, or (the cache behind) those of jobs loaded since: a day's load
        // adds its jobs without computing a decade's again.
        let mut summed = None;
        let status = store.charge_cache_status(cluster, &fingerprint)?;
        if store.read_only() && status != CacheStatus::Current {
            // Nothing may be kept (a published snapshot): computed by the caller.
            return Ok(None);
        }
        let (writer, after_load) = match status {
            CacheStatus::Current => (None, None),
            CacheStatus::Behind { through_load } => {
                let keys = store.charge_keys(cluster)?;
                (
                    Some(store.charge_cache_extender(cluster, &keys)),
                    Some(through_load),
                )
            }
            CacheStatus::Stale => (Some(store.charge_cache_replacer(cluster)), None),
        };
        let cant_keep = |e: &dyn std::fmt::Display| {
            self.notify.say(&format!(
                "note: could not keep the jobs' charges for later runs ({e})"
            ));
        };
        match writer {
            None => {}
            Some(Err(e)) => {
                cant_keep(&e);
                return Ok(None);
            }
            Some(Ok(mut writer)) => {
                let which = after_load.map_or(UsageJobs::All, UsageJobs::LoadedAfter);
                // Every charge computed again: the checkpoints asked for are summed in the
                // same pass over the jobs (they are replaced with the charges).
                let mut fresh = match (after_load, checkpoints) {
                    (None, Some((params, _))) => store
                        .usage_jobs_span(cluster)?
                        .map(|span| CheckpointPass::new(params, span, None)),
                    _ => None,
                };
                store
                    .for_each_usage_job(cluster, i64::MAX, which, |job| {
                        let (run, uf, billing) = self.basis.charge(&job, mode);
                        let key = writer.push((job.account, job.user, job.partition), job.row, run);
                        if let Some(pass) = &mut fresh {
                            pass.add(key, &job, (run, uf, billing));
                        }
                        Ok(())
                    })
                    .context("reading jobs")?;
                summed = fresh;
                let kept = match after_load {
                    Some(through) => store.extend_charge_cache(writer, &fingerprint, through),
                    None => store.write_charge_cache(writer, &fingerprint),
                };
                if let Err(e) = kept {
                    cant_keep(&e);
                    return Ok(None);
                }
            }
        }
        let nodes: Vec<Option<usize>> = store
            .charge_keys(cluster)?
            .iter()
            .map(|(account, user, partition)| self.tree.find(account, user, partition))
            .collect();
        let base = match checkpoints {
            Some((params, from)) => {
                self.checkpoint_base((&fingerprint, mode), params, from, &nodes, summed)?
            }
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
    /// given to their associations (`nodes`); the checkpoints are kept first when they are
    /// not: those `summed` with the charges, or summed from every cached charge's job. None
    /// before the first checkpoint, or when they could not be kept.
    fn checkpoint_base(
        &self,
        (fingerprint, mode): (&str, BillingMode),
        params: &DecayParams,
        from: i64,
        nodes: &[Option<usize>],
        summed: Option<CheckpointPass>,
    ) -> anyhow::Result<Option<CheckpointBase>> {
        let (store, cluster) = (self.store, self.cluster);
        let key = checkpoint_key(params);
        let kept = store.usage_checkpoints_kept(cluster, &key)?;
        let first_start = match kept {
            Some((first_start, true)) => first_start,
            _ if store.read_only() => return Ok(None),
            _ => {
                let pass = match summed {
                    Some(pass) => Some(pass),
                    None => self.checkpoint_pass(mode, params, kept.is_some())?,
                };
                let first_start = pass.as_ref().map(|p| p.first_start);
                let continued = pass.as_ref().is_some_and(|p| p.continued_from().is_some());
                let (sums, names) = pass.map(CheckpointPass::finish).unwrap_or_default();
                let written = (fingerprint, key.as_str());
                if let Err(e) = store.write_usage_checkpoints(
                    cluster,
                    written,
                    first_start,
                    (&sums, &names),
                    continued,
                ) {
                    self.notify.say(&format!(
                        "note: could not keep usage checkpoints for later runs ({e})"
                    ));
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
            decay: key,
            key_usage: kept.usage.iter().map(|&(k, u, _)| (k, u)).collect(),
            unmatched,
            top_jobs: kept.top,
            first_start,
        }))
    }

    /// The usage checkpoints under `params` summed from the jobs the cache holds charges of
    /// (their charges computed again, their TRES read), continuing the last one kept when
    /// `continue_kept` and it is on the grid: then only the jobs not done by it are read. None
    /// without charges.
    fn checkpoint_pass(
        &self,
        mode: BillingMode,
        params: &DecayParams,
        continue_kept: bool,
    ) -> anyhow::Result<Option<CheckpointPass>> {
        let (store, cluster) = (self.store, self.cluster);
        let Some(span) = store.cached_charges_span(cluster)? else {
            return Ok(None);
        };
        let last = match continue_kept {
            true => store.usage_checkpoint(cluster, &checkpoint_key(params), i64::MAX)?,
            false => None,
        };
        let mut pass = CheckpointPass::new(params, span, last);
        let which = match pass.continued_from() {
            Some(cycle) => UsageJobs::RunningAt(cycle - 1),
            None => UsageJobs::All,
        };
        let mut keys = store.charge_key_index(cluster)?;
        store
            .for_each_usage_job(cluster, i64::MAX, which, |job| {
                // Every job's charge is cached under its key (the cache is current).
                if let Some(key) = keys.get((job.account, job.user, job.partition)) {
                    pass.add(key, &job, self.basis.charge(&job, mode));
                }
                Ok(())
            })
            .context("reading jobs")?;
        Ok(Some(pass))
    }
}

/// Usage checkpoints being summed job by job, with each job's TRES.
pub(super) struct CheckpointPass {
    checkpoints: Checkpoints,
    tres: Numbered,
    weights: Vec<(usize, f64)>,
    /// The earliest start of the charges.
    first_start: i64,
}

impl CheckpointPass {
    /// Checkpoints under `params` for charges over `span`, continuing `last` (the last one
    /// kept) when it is on the grid.
    fn new(params: &DecayParams, span: (i64, i64), last: Option<KeptCheckpoint>) -> CheckpointPass {
        let mut tres = Numbered::default();
        let resumed = last.and_then(|l| {
            let from = l.into_checkpoint(|name| tres.number(name));
            Checkpoints::resume(params, CHECKPOINT_SPACING_S, span, TOP_JOBS, from)
        });
        let checkpoints = resumed
            .unwrap_or_else(|| Checkpoints::new(params, CHECKPOINT_SPACING_S, span, TOP_JOBS));
        CheckpointPass {
            checkpoints,
            tres,
            weights: Vec::new(),
            first_start: span.0,
        }
    }

    /// The cycle of the checkpoint continued, if any.
    fn continued_from(&self) -> Option<i64> {
        self.checkpoints.continued_from()
    }

    /// Counts `job`, charged to `key`: its run, UsageFactor and billing.
    fn add(&mut self, key: usize, job: &UsageJob<'_>, (run, uf, billing): (Run, f64, f64)) {
        tres_weights(&mut self.tres, job, (uf, billing), &mut self.weights);
        self.checkpoints.add(key, job.row, &run, &self.weights);
    }

    /// The checkpoints, and the TRES their usage per TRES is numbered by.
    fn finish(self) -> (Vec<Checkpoint>, Vec<String>) {
        (self.checkpoints.sums(), self.tres.names)
    }
}
