//! The same moment under other settings (`--set`, or LSF's fairshare) against the configured
//! ones: each user's fairshare and rank, each pending job's priority and queue position.

use std::collections::HashMap;

use crate::ingest::settings::lsf_params;
use crate::model::queue::Queue;
use crate::model::shares::Tree;
use crate::model::{fairshare, lsf};
use crate::store::Store;

use super::{inputs, Context, QueueModel};

/// Per user association: (node, value now, rank now, value changed, rank changed).
pub type UserRow = (usize, Option<f64>, usize, Option<f64>, usize);

/// A pending job's place: (priority, position in the scheduler's order, user).
pub type Place = (f64, usize, String);

/// A pending (job, partition): its place now, and under the changes (if still pending).
pub type JobMove = ((String, String), Place, Option<Place>);

/// The configured settings against `ctx`'s.
pub struct Comparison {
    pub tree: Tree,
    /// Users by rank now; with LSF's fairshare, the changed value is LSF's dynamic priority.
    pub users: Vec<UserRow>,
    pub lsf: bool,
    /// Jobs by position now (only where both sides are Slurm's multifactor priority).
    pub jobs: Option<Vec<JobMove>>,
}

/// Fairshare factor and rank of every user association under `ctx`'s settings.
fn slurm_users(
    ctx: &Context,
    store: &Store,
    cluster: Option<&str>,
    at: i64,
) -> anyhow::Result<HashMap<usize, (Option<f64>, usize)>> {
    let inp = inputs(ctx, store, cluster, at, Some(at))?;
    let usage = inp.usage_at(at);
    let fs = inp.fairshare_at(
        (&usage, None),
        at,
        &inp.classic_events(store, usage.cycle, at)?,
    );
    let ranks = fairshare::ranks(&inp.tree, &fs);
    Ok((0..inp.tree.nodes.len())
        .filter(|&i| inp.tree.nodes[i].is_user())
        .map(|i| (i, (fs[i].fairshare, ranks[i].map_or(0, |r| r.0))))
        .collect())
}

/// Each pending (job, partition) → (priority, position in the scheduler's order).
fn queue_positions(
    ctx: &Context,
    store: &Store,
    cluster: Option<&str>,
    at: i64,
) -> anyhow::Result<HashMap<(String, String), Place>> {
    let pending = QueueModel::load(ctx, store, cluster, at, at)?.pending_at(store, at)?;
    let (entries, rows) = pending.queue();
    let queue = Queue::new(entries);
    Ok(queue
        .order()
        .iter()
        .enumerate()
        .map(|(pos, &k)| {
            let e = &queue.entries[k];
            let user = pending.lines[rows[k]].user.clone();
            (
                (e.job_id.clone(), e.partition.clone()),
                (e.priority, pos + 1, user),
            )
        })
        .collect())
}

/// The moment `at` under the configured settings and under `ctx`'s changes.
pub fn compare(
    ctx: &Context,
    store: &Store,
    cluster: Option<&str>,
    at: i64,
) -> anyhow::Result<Comparison> {
    let configured = Context {
        set: Vec::new(),
        ..ctx.clone()
    };
    let lsf = lsf_params(&ctx.set).map_err(anyhow::Error::msg)?;
    let now = slurm_users(&configured, store, cluster, at)?;
    let changed: HashMap<usize, (Option<f64>, usize)> = match &lsf {
        None => slurm_users(ctx, store, cluster, at)?,
        Some(p) => {
            let inp = inputs(ctx, store, cluster, at, Some(at))?;
            let used = super::lsf::lsf_usage(&inp, store, at, p)?;
            lsf::user_order(&inp.tree, &used, p)
                .into_iter()
                .enumerate()
                .map(|(pos, i)| {
                    let shares = f64::from(inp.tree.nodes[i].raw_shares.unwrap_or(0));
                    (
                        i,
                        (Some(lsf::dynamic_priority(shares, &used[i], p)), pos + 1),
                    )
                })
                .collect()
        }
    };
    let tree = inputs(&configured, store, cluster, at, Some(at))?.tree;
    let mut users: Vec<UserRow> = now
        .iter()
        .map(|(&i, &(v, r))| {
            let (cv, cr) = changed.get(&i).copied().unwrap_or((None, 0));
            (i, v, r, cv, cr)
        })
        .collect();
    users.sort_by_key(|u| (u.2, u.0));
    let jobs = if lsf.is_none() {
        let before = queue_positions(&configured, store, cluster, at)?;
        let mut after = queue_positions(ctx, store, cluster, at)?;
        let mut rows: Vec<_> = before
            .into_iter()
            .map(|(k, b)| {
                let a = after.remove(&k);
                (k, b, a)
            })
            .collect();
        rows.sort_by_key(|r| r.1 .1);
        Some(rows)
    } else {
        None
    };
    Ok(Comparison {
        tree,
        users,
        lsf: lsf.is_some(),
        jobs,
    })
}
