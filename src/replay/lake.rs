//! The data lake's side of a replay: what `export parquet --partition-by` adds for the SQL in
//! `queries/lake/` (each started job's charge and association, the tree as paths), and the
//! association usage such SQL computed, read back for sshare (`sshare --usage FILE`).

use std::collections::HashMap;

use anyhow::{bail, Context as _};

use crate::model::shares::Tree;
use crate::model::usage::AssocUsage;
use crate::store::lake::{LakeAssoc, LakeCharge, LakeWriter, UsageRow};
use crate::store::read::UsageJobs;
use crate::store::Store;

use super::{inputs, Context, Inputs};

/// Each association's path: its ancestors' and its own position in sshare's order, six digits
/// each (`/000000/000003/`), so that paths sort in sshare's order and a descendant's path
/// begins with its ancestor's.
fn paths(tree: &Tree) -> Vec<String> {
    let order = tree.sshare_order();
    let mut rank = vec![0; tree.nodes.len()];
    for (k, &i) in order.iter().enumerate() {
        rank[i] = k;
    }
    let mut out = vec![String::new(); tree.nodes.len()];
    for &i in &order {
        let parent = tree.nodes[i].parent.map_or("/", |p| out[p].as_str());
        out[i] = format!("{parent}{:06}/", rank[i]);
    }
    out
}

/// Writes cluster `cluster`'s part of the lake to `lake`: the tree in force at the end of
/// its data and every job started by then charged as fairtrace charges it (jobs of
/// associations missing from the tree are left out, as their usage is), one at a time.
pub fn write_lake(
    ctx: &Context,
    store: &Store,
    cluster: &str,
    lake: &mut LakeWriter,
) -> anyhow::Result<()> {
    let at = store.data_end(cluster)?.unwrap_or(ctx.now);
    // The charges are computed job by job as the jobs stream past (`for_each_job`): the
    // inputs need none of them read, so they are read from the checkpoint before `at` (a
    // decade's 100M charges read whole took 3 GB).
    let inp = inputs(ctx, store, Some(cluster), at, Some(at))?;
    let paths = paths(&inp.tree);
    inp.for_each_job(store, at, UsageJobs::All, |job| {
        let run = job.charge.run();
        let charge = LakeCharge {
            job_row: job.row,
            assoc_path: &paths[job.charge.node()],
            start_s: run.start,
            end_s: run.end,
            billing: job.billing,
            usage_factor: job.usage_factor,
            weight: run.weight,
            end_first: run.end_first,
        };
        lake.charge(&inp.cluster, &charge);
    })?;
    let assocs: Vec<LakeAssoc> = inp
        .tree
        .nodes
        .iter()
        .zip(paths)
        .map(|(n, path)| LakeAssoc {
            account: n.account.clone(),
            user: n.user.clone(),
            partition: n.partition.clone(),
            path,
            depth: n.depth as i64,
            assoc_id: n.assoc_id,
        })
        .collect();
    lake.tree(&inp.cluster, &assocs)?;
    Ok(())
}

/// Usage at `at` from the Parquet file (or glob) at `path` (`Store::usage_file`), as
/// `usage_given` takes it.
pub fn usage_from_file(
    inp: &Inputs,
    store: &Store,
    path: &std::path::Path,
    at: i64,
) -> anyhow::Result<AssocUsage> {
    let rows = store
        .usage_file(&path.to_string_lossy())
        .with_context(|| format!("reading {}", path.display()))?;
    usage_given(inp, &rows, at)
}

/// Usage at `at` as `rows` give it (each association's own and its descendants', as
/// `queries/lake/usage.sql` computes it), in place of computing it from the jobs: rows of
/// other clusters are skipped, associations without a row have none, and without a
/// `cycle_usage` the usage after the last cycle is taken as the raw usage given.
pub fn usage_given(inp: &Inputs, rows: &[UsageRow], at: i64) -> anyhow::Result<AssocUsage> {
    let n = inp.tree.nodes.len();
    let (mut at_cycle, mut live) = (vec![0.0; n], vec![0.0; n]);
    let mut seen: HashMap<usize, usize> = HashMap::new();
    for (k, r) in rows.iter().enumerate() {
        if r.cluster.as_ref().is_some_and(|c| *c != inp.cluster) {
            continue;
        }
        let Some(i) = inp.tree.find(&r.account, &r.user, &r.partition) else {
            bail!(
                "usage row {}: no association account={} user={} partition={} in cluster {}'s tree",
                k + 1,
                r.account,
                r.user,
                r.partition,
                inp.cluster
            );
        };
        if let Some(first) = seen.insert(i, k) {
            bail!(
                "usage rows {} and {} name the same association (account={} user={})",
                first + 1,
                k + 1,
                r.account,
                r.user
            );
        }
        live[i] = r.raw_usage;
        at_cycle[i] = r.cycle_usage.unwrap_or(r.raw_usage);
    }
    Ok(AssocUsage {
        cycle: inp.params.cycles.at_or_before(at),
        at_cycle,
        live,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::types::AssocRecord;

    #[test]
    fn paths_sort_in_sshare_order_and_begin_with_their_ancestors() {
        let row = |account: &str, user: &str, parent: Option<&str>| AssocRecord {
            account: account.into(),
            user: user.into(),
            parent_account: parent.map(Into::into),
            raw_shares: Some(1),
            ..AssocRecord::default()
        };
        let tree = Tree::build(&[
            row("root", "", None),
            row("b", "", Some("root")),
            row("a", "", Some("root")),
            row("a", "zed", None),
            row("a", "amy", None),
        ])
        .unwrap();
        let p = paths(&tree);
        let mut sorted: Vec<usize> = (0..p.len()).collect();
        sorted.sort_by(|&x, &y| p[x].cmp(&p[y]));
        assert_eq!(sorted, tree.sshare_order());
        let a = tree.find("a", "", "").unwrap();
        let amy = tree.find("a", "amy", "").unwrap();
        assert!(p[amy].starts_with(&p[a]) && p[a].starts_with(&p[tree.root]));
    }
}
