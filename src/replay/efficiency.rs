//! A job's efficiency as Slurm's `seff` reports it, from its stored record and steps; and
//! what the jobs that ended in a window were given and used (the audit's efficiency).

use std::collections::HashMap;

use crate::ingest::submit_line;
use crate::ingest::tres::{parse_tres, usage_bytes};
use crate::model::efficiency::{JobUse, SeffJob, SeffStep};
use crate::model::shares::Tree;
use crate::model::version::SlurmVersion;
use crate::store::read::AsOf;
use crate::store::Store;

use super::rollups::release;
use super::{access, cluster, Context};

/// The release whose seff is followed where the store names none.
const NEWEST: SlurmVersion = SlurmVersion::new(26, 5, 0);

/// The job `id` names (`123`, `9_1`, a raw id; `123.1` for one step only) as seff reads it,
/// and the release whose seff prints it (`--slurm-version`, else the cluster's latest); None
/// when no such job is stored, or the caller may not see it.
pub fn seff_job(
    ctx: &Context,
    store: &Store,
    cluster_arg: Option<&str>,
    id: &str,
) -> anyhow::Result<Option<(SeffJob, SlurmVersion)>> {
    let cluster = cluster(store, cluster_arg)?;
    let (job_id, step) = match id.split_once('.') {
        Some((j, s)) => (j, Some(s)),
        None => (id, None),
    };
    let Some((row, steps)) = store.seff_job(&cluster, job_id)? else {
        return Ok(None);
    };
    let scope = access::scope(ctx, store, Some(&cluster))?;
    if scope.is_some_and(|s| !s.sees_job(&row.user, &row.account)) {
        return Ok(None);
    }
    let conf = store.config(&cluster, AsOf::Latest)?;
    let version = match release(ctx, store, &cluster, ctx.now)? {
        Some(v) => v,
        None => {
            ctx.note(&format!(
                "note: cluster {cluster}'s Slurm release is unknown: seff {NEWEST} printed (give --slurm-version)"
            ));
            NEWEST
        }
    };
    // Per CPU when asked so (a legacy ReqMem suffix, --mem-per-cpu), or by DefMemPerCPU when
    // no memory was asked for.
    let line = row.submit_line.as_deref().map(submit_line::parse);
    let mem_per_cpu = match (row.req_mem_per.as_deref(), line.and_then(|l| l.mem_per_cpu)) {
        (Some(per), _) => per == "cpu",
        (None, Some(per_cpu)) => per_cpu,
        (None, None) => conf.contains_key("DefMemPerCPU"),
    };
    let mem_mb = |tres: &Option<String>| {
        let counts = parse_tres(tres.as_deref()?).ok()?;
        counts.into_iter().find(|(n, _)| n == "mem").map(|(_, c)| c)
    };
    let steps: Vec<SeffStep> = steps
        .iter()
        .filter(|s| step.is_none_or(|want| s.step == want))
        .map(|s| {
            let mem = |list: &Option<String>| usage_bytes(list.as_deref()?, "mem");
            SeffStep {
                total_cpu_s: s.total_cpu_s.unwrap_or(0.0),
                ntasks: s.ntasks.unwrap_or(0),
                mem_tot: mem(&s.usage_in_tot),
                mem_max: mem(&s.usage_in_max),
                mem_ave: mem(&s.usage_in_ave),
            }
        })
        .collect();
    if steps.is_empty() && row.state != "PENDING" {
        ctx.note(&format!(
            "note: no step of job {id} is stored (a dump of allocations only?): its CPU time and memory count as none"
        ));
    }
    // sacct's name for the group, else this host's, as seff names it.
    let group = row
        .group
        .clone()
        .or_else(|| {
            let gid = nix::unistd::Gid::from_raw(u32::try_from(row.gid?).ok()?);
            Some(nix::unistd::Group::from_gid(gid).ok()??.name)
        })
        .unwrap_or_default();
    let job = SeffJob {
        job_id_raw: row.job_id_raw.unwrap_or_default(),
        array: row.array_job_id.zip(row.array_task_id),
        cluster: row.cluster.clone(),
        user: row.user.clone(),
        group,
        state: row.state.clone(),
        exit_code: row.exit_code.clone(),
        alloc_cpus: row.alloc_cpus,
        nnodes: row.nnodes,
        req_mem_mb: mem_mb(&row.req_tres),
        alloc_mem_mb: mem_mb(&row.alloc_tres),
        mem_per_cpu,
        elapsed_s: row.elapsed_s.unwrap_or(0),
        steps,
    };
    Ok(Some((job, version)))
}

/// What each job that ran and ended in [`from`, `to`) was given and used, by association
/// (jobs of associations not in `tree` left out).
pub fn job_uses(
    tree: &Tree,
    store: &Store,
    cluster: &str,
    (from, to): (i64, i64),
) -> anyhow::Result<Vec<JobUse>> {
    let mut uses = Vec::new();
    // (memory MB, GPUs) per AllocTRES text: jobs repeat a few.
    let mut allocated: HashMap<String, (f64, f64)> = HashMap::new();
    store.for_each_ended_job(cluster, (from, to), |j| {
        let Some(node) = tree.find(j.account, j.user, j.partition) else {
            return;
        };
        let elapsed = j.elapsed_s.unwrap_or(0).max(0) as f64;
        let tres = j.alloc_tres.unwrap_or("");
        if !allocated.contains_key(tres) {
            let alloc = parse_tres(tres).unwrap_or_default();
            let count = |name: &str| alloc.iter().find(|(n, _)| n == name).map_or(0.0, |c| c.1);
            allocated.insert(tres.to_string(), (count("mem"), count("gres/gpu")));
        }
        let (mem_mb, gpus) = allocated[tres];
        // The largest of the steps' figures.
        let largest = |lists: Option<&str>, name: &str| {
            lists?
                .split(';')
                .filter_map(|l| usage_bytes(l, name))
                .reduce(f64::max)
        };
        uses.push(JobUse {
            node,
            cpu_alloc_s: j.cpus.unwrap_or(1).max(1) as f64 * elapsed,
            cpu_used_s: j.total_cpu_s.unwrap_or(0.0),
            mem_alloc_mb_s: mem_mb * elapsed,
            mem_used_mb_s: largest(j.usage_tot, "mem").map(|b| b / 1048576.0 * elapsed),
            gpu_alloc_s: gpus * elapsed,
            // Slurm's own gauge where it gathers one, else jobstats'.
            gpu_used_s: largest(j.usage_ave, "gres/gpuutil")
                .or(j.gpu_util)
                .map(|u| gpus * elapsed * u / 100.0),
        });
    })?;
    Ok(uses)
}
