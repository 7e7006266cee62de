//! The history under LSF's fairshare: every association's usage as LSF accounts it.

use anyhow::Context as _;

use crate::ingest::settings::lsf_params;
use crate::model::lsf::{LsfJob, LsfParams, LsfTally, LsfUsage};
use crate::store::Store;

use super::{Context, Inputs};

/// Every association's usage under LSF's accounting at `at`, the stored jobs read one at a
/// time: slots = allocated CPUs, CPU time from TotalCPU. Jobs ended beyond the decay's
/// memory (`LsfParams::memory_s`) add nothing and are not read.
pub fn lsf_usage(
    inp: &Inputs,
    store: &Store,
    at: i64,
    p: &LsfParams,
) -> anyhow::Result<Vec<LsfUsage>> {
    let mut tally = LsfTally::new(&inp.tree, at, p);
    // Without decay every job counts: the earliest second a stored time can hold.
    let since = p
        .memory_s()
        .map_or(i64::MIN / 1_000_000, |memory| at.saturating_sub(memory));
    store
        .for_each_lsf_job(&inp.cluster, at, since, |j| {
            if let Some(node) = inp.tree.find(j.account, j.user, j.partition) {
                tally.add(&LsfJob {
                    node,
                    start: j.start_s,
                    end: j.end_s,
                    slots: j
                        .alloc
                        .iter()
                        .find(|(n, _)| n == "cpu")
                        .map_or(1.0, |(_, c)| *c),
                    gpus: j
                        .alloc
                        .iter()
                        .filter(|(n, _)| n == "gres/gpu")
                        .map(|(_, c)| *c)
                        .sum(),
                    cpu_s: j.total_cpu_s.filter(|c| *c > 0.0),
                    time_limit_s: j.timelimit_s,
                });
            }
        })
        .context("reading jobs")?;
    Ok(tally.usage(&inp.tree))
}

/// LSF's parameters from `--set` (FairshareModel=lsf is implied here).
pub fn params(ctx: &Context) -> anyhow::Result<LsfParams> {
    let mut set = ctx.set.clone();
    set.push(("FairshareModel".into(), "lsf".into()));
    Ok(lsf_params(&set)
        .map_err(anyhow::Error::msg)?
        .unwrap_or_default())
}
