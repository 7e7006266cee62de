//! LSF's `bqueues -l` SHARE_INFO blocks, from the usage LSF's fairshare would have counted.

use std::io::Write;

use crate::model::lsf::{dynamic_priority, LsfParams, LsfUsage};
use crate::model::shares::Tree;

/// One block per share group, top down, as LSF's hierarchical fairshare prints them.
pub fn write(
    cluster: &str,
    tree: &Tree,
    (used, p): (&[LsfUsage], &LsfParams),
    out: &mut (impl Write + ?Sized),
) -> anyhow::Result<()> {
    writeln!(out, "QUEUE: {}", cluster)?;
    writeln!(
        out,
        "  -- the history of cluster {} under LSF's fairshare (CPU_TIME_FACTOR {}, RUN_TIME_FACTOR {}, RUN_JOB_FACTOR {}, HIST_HOURS {})\n",
        cluster, p.cpu_time_factor, p.run_time_factor, p.run_job_factor, p.hist_hours
    )?;
    writeln!(out, "SCHEDULING POLICIES:  FAIRSHARE\n")?;
    let mut stack = vec![(tree.root, format!("{}/", cluster))];
    while let Some((group, path)) = stack.pop() {
        let kids = &tree.nodes[group].children;
        if kids.is_empty() {
            continue;
        }
        writeln!(out, "SHARE_INFO_FOR: {path}")?;
        writeln!(
            out,
            " USER/GROUP   SHARES  PRIORITY  STARTED  RESERVED  CPU_TIME  RUN_TIME   ADJUST"
        )?;
        let mut rows: Vec<(usize, f64)> = kids
            .iter()
            .map(|&k| {
                let shares = f64::from(tree.nodes[k].raw_shares.unwrap_or(0));
                (k, dynamic_priority(shares, &used[k], p))
            })
            .collect();
        rows.sort_by(|a, b| b.1.total_cmp(&a.1));
        for (k, prio) in &rows {
            let n = &tree.nodes[*k];
            let name = if n.is_user() {
                n.user.clone()
            } else {
                format!("{}/", n.account)
            };
            let u: &LsfUsage = &used[*k];
            writeln!(
                out,
                " {:<12} {:>6} {:>9.3} {:>8} {:>9} {:>9.1} {:>9} {:>8.3}",
                name,
                n.raw_shares.unwrap_or(0),
                prio,
                u.started,
                0,
                u.cpu_time_h * 3600.0,
                (u.run_time_h * 3600.0).round() as i64,
                u.adjustment
            )?;
        }
        writeln!(out)?;
        for (k, _) in rows.iter().rev() {
            if !tree.nodes[*k].is_user() {
                stack.push((*k, format!("{path}{}/", tree.nodes[*k].account)));
            }
        }
    }
    Ok(())
}
