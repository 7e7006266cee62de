//! An association's usage and fairshare over time: what sshare would have printed at each
//! moment of a span, and its rank among its siblings.

use anyhow::bail;

use crate::model::fairshare::{self, LevelFs};
use crate::model::shares::Tree;
use crate::store::Store;

use super::{access, inputs, moments, Context};

/// Whose timeline: a user (in every account, or in one), an account, or every user.
#[derive(Debug, Clone, Default)]
pub struct Who {
    pub user: Option<String>,
    pub account: Option<String>,
    pub all_users: bool,
}

/// One association at one moment, as sshare printed it then.
#[derive(Clone)]
pub struct Point {
    pub t: i64,
    pub raw_usage: f64,
    pub usage_efctv: Option<f64>,
    pub norm_shares: f64,
    pub level_fs: Option<LevelFs>,
    pub fairshare: Option<f64>,
    /// Among its siblings (users: among all users), and of how many; (0, 0) unranked.
    pub rank: usize,
    pub of: usize,
}

/// The associations asked for, each with its points in time order.
pub struct Timeline {
    pub tree: Tree,
    pub selected: Vec<usize>,
    pub series: Vec<Vec<Point>>,
    pub warnings: Vec<String>,
}

impl Timeline {
    /// An association as the timeline names it: `user (account)`, or the account.
    pub fn label(&self, i: usize) -> String {
        let n = &self.tree.nodes[i];
        if n.is_user() {
            format!("{} ({})", n.user, n.account)
        } else {
            n.account.clone()
        }
    }
}

/// `who`'s timeline from `from` to `to` every `step` (default: 50 steps).
pub fn timeline(
    ctx: &Context,
    store: &Store,
    cluster: Option<&str>,
    args: &Who,
    (from, to, step): (i64, i64, Option<&str>),
) -> anyhow::Result<Timeline> {
    let times = moments(from, to, step)?;
    // Usage from the last checkpoint before the window: a year of a decade reads a year's
    // charges (from the cycle before `from`, whose fairshare the first moment holds).
    let mut inp = inputs(ctx, store, cluster, to, Some(from))?;
    inp.reach_back(store, inp.params.cycles.at_or_before(from))?;
    let warnings = inp.warnings();
    let tree = &inp.tree;
    // Associations the caller may not see are answered as ones that do not exist.
    let scope = access::scope(ctx, store, Some(&inp.cluster))?;
    let selected: Vec<usize> = (0..tree.nodes.len())
        .filter(|&i| {
            let n = &tree.nodes[i];
            let allowed = scope
                .as_ref()
                .is_none_or(|s| s.sees_shares_row(&n.account, &n.user));
            allowed
                && match (&args.user, &args.account) {
                    _ if args.all_users => n.is_user(),
                    (Some(u), Some(a)) => n.user == *u && n.account == *a,
                    (Some(u), None) => n.user == *u,
                    (None, Some(a)) => n.account == *a && !n.is_user(),
                    (None, None) => false,
                }
        })
        .collect();
    if selected.is_empty() {
        bail!(
            "no association of {} in cluster {}'s tree (give --user or --account as in `sshare -a`)",
            match (&args.user, &args.account) {
                (Some(u), Some(a)) => format!("user {u} in account {a}"),
                (Some(u), None) => format!("user {u}"),
                (None, Some(a)) => format!("account {a}"),
                (None, None) => "anyone (give --user, --account or --all-users)".to_string(),
            },
            inp.cluster
        );
    }
    let mut series: Vec<Vec<Point>> = vec![Vec::new(); selected.len()];
    let first_cycle = inp.params.cycles.at_or_before(from);
    let events = inp.classic_events(store, first_cycle, to)?;
    for (&t, usage) in times.iter().zip(inp.usage_series(&times)) {
        let fs = inp.fairshare_at((&usage, None), t, &events);
        let ranks = fairshare::ranks(tree, &fs);
        for (k, &i) in selected.iter().enumerate() {
            let row = &fs[i];
            let (rank, of) = ranks[i].unwrap_or((0, 0));
            series[k].push(Point {
                t,
                raw_usage: usage.live[i],
                usage_efctv: row.usage_efctv,
                norm_shares: row.norm_shares,
                level_fs: row.level_fs,
                fairshare: row.fairshare,
                rank,
                of,
            });
        }
    }
    Ok(Timeline {
        tree: inp.tree,
        selected,
        series,
        warnings,
    })
}
