//! Decayed usage per TRES at a moment, as the association manager would hold it
//! (TRES-seconds, decayed like RawUsage).

use crate::model::shares::Tree;
use crate::store::Store;

use super::{inputs, Context};

/// Every association's decayed usage of each TRES shown.
pub struct TresUsage {
    pub tree: Tree,
    pub tres: Vec<String>,
    /// Per TRES shown, per association (an account's including its sub-tree).
    pub per_tres: Vec<Vec<f64>>,
    /// Per association, whether the caller may see it (sshare's rule, `Scope::sees_shares_row`).
    pub visible: Vec<bool>,
}

/// Decayed usage at `at` of `tres` (default: billing and every TRES the jobs were charged
/// for).
pub fn tres_usage(
    ctx: &Context,
    store: &Store,
    cluster: Option<&str>,
    at: i64,
    tres: &[String],
) -> anyhow::Result<TresUsage> {
    let explicit = !tres.is_empty();
    let inp = inputs(ctx, store, cluster, at, Some(at))?;
    for w in inp.warnings() {
        ctx.note(&w);
    }
    let asked: Vec<String> = if tres.is_empty() {
        inp.tres.clone()
    } else {
        tres.iter().map(|t| t.to_ascii_lowercase()).collect()
    };
    let root = inp.tree.root;
    // Unless asked for, billing and the TRES the jobs were charged for.
    let (shown, per_tres): (Vec<String>, Vec<Vec<f64>>) = asked
        .iter()
        .cloned()
        .zip(inp.tres_usage(store, at, &asked)?)
        .filter(|(t, v)| !explicit || t == "billing" || v[root] != 0.0)
        .unzip();
    let scope = super::access::scope(ctx, store, Some(&inp.cluster))?;
    let visible = inp
        .tree
        .nodes
        .iter()
        .map(|n| {
            scope
                .as_ref()
                .is_none_or(|s| s.sees_shares_row(&n.account, &n.user))
        })
        .collect();
    Ok(TresUsage {
        tree: inp.tree,
        tres: shown,
        per_tres,
        visible,
    })
}
