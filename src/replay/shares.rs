//! sshare's rows at a moment: every association's usage, shares and fairshare as slurmctld
//! held them, with the per-TRES lists asked for.

use crate::model::fairshare::{Algorithm, ClassicEvents, LevelFs};
use crate::model::usage::{reserved_seconds, AssocUsage, Reservation};
use crate::store::read::UsageJobs;
use crate::store::Store;

use super::Inputs;

/// One sshare row, values as computed (None prints blank).
#[derive(Debug, Clone, PartialEq)]
pub struct SshareLine {
    pub cluster: String,
    pub assoc_id: Option<i64>,
    pub account: String,
    pub user: String,
    pub partition: String,
    /// Depth of the association in the tree (root 0).
    pub depth: usize,
    /// None for root; Some(None) for `parent`.
    pub raw_shares: Option<Option<u32>>,
    pub norm_shares: f64,
    pub raw_usage: f64,
    pub norm_usage: Option<f64>,
    pub effectv_usage: Option<f64>,
    pub fairshare: Option<f64>,
    pub level_fs: Option<LevelFs>,
    /// `name=value` lists (GrpTRESRaw, TRESRunMins); None when not computed.
    pub grp_tres_raw: Option<String>,
    pub tres_run_mins: Option<String>,
}

/// Which per-TRES lists sshare is asked to print.
#[derive(Debug, Clone, Copy, Default)]
pub struct TresLists {
    /// GrpTRESRaw: decayed TRES usage (reads every job).
    pub raw: bool,
    /// TRESRunMins: TRES-minutes running jobs still hold (reads only those).
    pub run: bool,
}

/// Per association, the `name=value` lists asked for: decayed TRES usage in minutes
/// (GrpTRESRaw; only accumulated with limits enforced) and TRES-minutes still reserved by
/// running jobs (TRESRunMins).
fn tres_lists(
    inp: &Inputs,
    store: &Store,
    asked: TresLists,
    usage_cycle: i64,
    at: i64,
) -> anyhow::Result<(Vec<String>, Vec<String>)> {
    let n = inp.tree.nodes.len();
    let used = if asked.raw && inp.settings.limits_enforced {
        inp.tres_usage(store, at, &inp.tres)?
    } else {
        vec![vec![0.0; n]; inp.tres.len()]
    };
    let mut reservations = vec![Vec::new(); inp.tres.len()];
    if asked.run {
        inp.for_each_job(store, at, UsageJobs::RunningAt(at), |job| {
            let Some(limit_s) = job.timelimit_s else {
                return;
            };
            for (k, tres) in inp.tres.iter().enumerate() {
                reservations[k].push(Reservation {
                    node: job.charge.node(),
                    start: job.charge.run().start,
                    end: job.charge.run().end,
                    limit_s,
                    weight: job.tres_count(tres) * job.usage_factor,
                });
            }
        })?;
    }
    let (mut raw, mut run) = (vec![Vec::new(); n], vec![Vec::new(); n]);
    for (k, tres) in inp.tres.iter().enumerate() {
        let reserved = reserved_seconds(&inp.tree, &reservations[k], usage_cycle, at);
        for i in 0..n {
            raw[i].push(format!("{tres}={}", (used[k][i] / 60.0).floor() as u64));
            run[i].push(format!("{tres}={}", (reserved[i] / 60.0).floor() as u64));
        }
    }
    let joined = |lists: Vec<Vec<String>>| lists.into_iter().map(|v| v.join(",")).collect();
    Ok((joined(raw), joined(run)))
}

/// Every sshare row at `at`, in sshare's order, and whether Fair Tree produced them, with
/// the per-TRES lists asked for.
/// (`inp`: read for usage from `at` on.)
pub fn lines_at(
    inp: &Inputs,
    store: &Store,
    at: i64,
    tres: TresLists,
) -> anyhow::Result<(Vec<SshareLine>, bool)> {
    lines_with_usage(inp, store, at, tres, inp.usage_at(at))
}

/// As `lines_at`, with every association's usage given (`lake::usage_given`) rather than
/// computed from the jobs.
pub fn lines_with_usage(
    inp: &Inputs,
    store: &Store,
    at: i64,
    tres: TresLists,
    usage: AssocUsage,
) -> anyhow::Result<(Vec<SshareLine>, bool)> {
    let events = inp.classic_events(store, usage.cycle, at)?;
    let lists = if tres.raw || tres.run {
        tres_lists(inp, store, tres, usage.cycle, at)?
    } else {
        Default::default()
    };
    Ok(lines_from(inp, at, &usage, &events, lists))
}

/// Every sshare row at `at` from the usage then and the window's classic events (none under
/// Fair Tree), with the per-TRES lists given (empty: none printed).
pub fn lines_from(
    inp: &Inputs,
    at: i64,
    usage: &AssocUsage,
    events: &ClassicEvents,
    (mut grp_tres_raw, mut tres_run_mins): (Vec<String>, Vec<String>),
) -> (Vec<SshareLine>, bool) {
    let fs = inp.fairshare_at((usage, None), at, events);
    let tree = &inp.tree;
    let fair_tree = inp.settings.algorithm == Algorithm::FairTree;
    // From 25.11 sshare prints no FairShare on account rows under any algorithm; before, under
    // classic, it computes every row's from its EffectvUsage and NormShares itself
    // (sshare/process.c), so an association created since the cycle prints 1, not 0.
    let blank_accounts = inp
        .settings
        .version
        .is_some_and(|v| v.blank_classic_account_fairshare());
    let computed_by_sshare = inp
        .settings
        .algorithm
        .classic_formula()
        .filter(|_| !blank_accounts);
    let lines = tree
        .sshare_order()
        .into_iter()
        .map(|i| {
            let n = &tree.nodes[i];
            let row = &fs[i];
            SshareLine {
                cluster: inp.cluster.clone(),
                assoc_id: n.assoc_id,
                account: n.account.clone(),
                user: n.user.clone(),
                partition: n.partition.clone(),
                depth: n.depth,
                raw_shares: (i != tree.root).then_some(n.raw_shares),
                norm_shares: row.norm_shares,
                raw_usage: usage.live[i],
                norm_usage: row.usage_norm,
                effectv_usage: row.usage_efctv,
                fairshare: if (i == tree.root && fair_tree) || (blank_accounts && n.user.is_empty())
                {
                    None
                } else if let Some(formula) = computed_by_sshare {
                    Some(formula.factor(row.usage_efctv.unwrap_or(0.0), row.norm_shares))
                } else {
                    row.fairshare
                },
                // Classic never sets LevelFS: sshare prints its 0, blank for a parent's share.
                level_fs: if fair_tree {
                    row.level_fs
                } else {
                    (i == tree.root || !n.use_parent()).then_some(LevelFs::Value(0.0))
                },
                grp_tres_raw: grp_tres_raw.get_mut(i).map(std::mem::take),
                tres_run_mins: tres_run_mins.get_mut(i).map(std::mem::take),
            }
        })
        .collect();
    (lines, fair_tree)
}
