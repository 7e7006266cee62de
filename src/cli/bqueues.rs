//! `fairtrace bqueues -l --at TIME --set FairshareModel=lsf`: the history under LSF's
//! fairshare, printed as LSF's `bqueues -l` prints its SHARE_INFO blocks.

use std::io::Write;
use std::process::ExitCode;

use clap::Args;

use super::{open_store, Cli};
use crate::ingest::settings::lsf_params;
use crate::model::lsf::{dynamic_priority, LsfJob, LsfParams, LsfTally, LsfUsage};
use crate::replay::{inputs, Inputs};
use crate::store::read::UsageJobs;
use crate::store::Store;

#[derive(Debug, Clone, Args)]
pub struct BqueuesArgs {
    /// Long listing (the SHARE_INFO blocks); the only listing there is.
    #[arg(short = 'l')]
    pub long: bool,
    /// The moment: @EPOCH, now, 2026-10-01T12:00, …
    #[arg(long)]
    pub at: String,
    #[arg(long, short = 'M')]
    pub cluster: Option<String>,
}

/// Every association's usage under LSF's accounting at `at`, the stored jobs read one at a
/// time: slots = allocated CPUs, CPU time from TotalCPU.
pub fn lsf_usage(
    inp: &Inputs,
    store: &Store,
    at: i64,
    p: &LsfParams,
) -> anyhow::Result<Vec<LsfUsage>> {
    let mut tally = LsfTally::new(&inp.tree, at, p);
    inp.for_each_job(store, at, UsageJobs::All, |j| {
        tally.add(&LsfJob {
            node: j.charge.node(),
            start: j.charge.run().start,
            end: j.charge.run().end,
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
        })
    })?;
    Ok(tally.usage(&inp.tree))
}

/// LSF's parameters from `--set` (FairshareModel=lsf is implied here).
pub fn params(cli: &Cli) -> anyhow::Result<LsfParams> {
    let mut set = cli.set.clone();
    set.push(("FairshareModel".into(), "lsf".into()));
    Ok(lsf_params(&set)
        .map_err(anyhow::Error::msg)?
        .unwrap_or_default())
}

pub fn run(cli: &Cli, args: &BqueuesArgs) -> anyhow::Result<ExitCode> {
    let store = open_store(cli)?;
    let at = cli.context().parse_time(&args.at)?;
    let inp = inputs(
        &cli.context(),
        &store,
        args.cluster.as_deref(),
        at,
        Some(at),
    )?;
    let p = params(cli)?;
    let used = lsf_usage(&inp, &store, at, &p)?;
    let tree = &inp.tree;
    let mut out = std::io::stdout().lock();
    writeln!(out, "QUEUE: {}", inp.cluster)?;
    writeln!(
        out,
        "  -- the history of cluster {} under LSF's fairshare (CPU_TIME_FACTOR {}, RUN_TIME_FACTOR {}, RUN_JOB_FACTOR {}, HIST_HOURS {})\n",
        inp.cluster, p.cpu_time_factor, p.run_time_factor, p.run_job_factor, p.hist_hours
    )?;
    writeln!(out, "SCHEDULING POLICIES:  FAIRSHARE\n")?;
    // One block per share group, top down, as LSF's hierarchical fairshare prints them.
    let mut stack = vec![(tree.root, format!("{}/", inp.cluster))];
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
                (k, dynamic_priority(shares, &used[k], &p))
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
    Ok(ExitCode::SUCCESS)
}
