//! How well a job used what it was given, as Slurm's `seff` (contribs/seff/seff) computes and
//! prints it from the accounting database, per release: its CPU time against its cores ×
//! wall-clock time, and its memory peak against its memory.
//!
//! seff's rules changed twice (tests/data/seff/README.md): from 23.02 the memory it compares
//! with is AllocTRES's (before, what was asked); from 24.05.5 the memory used is the step's
//! TRESUsageInTot (the tasks' peaks summed) where before it was the largest task's peak
//! (TRESUsageInMax) times the step's tasks, printed as an estimate.

use super::version::SlurmVersion;

/// A job as seff reads it.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct SeffJob {
    pub job_id_raw: i64,
    /// (array job id, task id) of an array's task.
    pub array: Option<(i64, i64)>,
    pub cluster: String,
    pub user: String,
    /// The name of its group (empty when unknown, as seff prints an unnamed GID).
    pub group: String,
    /// Base state as seff names it (`COMPLETED`, `CANCELLED`, …).
    pub state: String,
    /// sacct's ExitCode (`3:0`).
    pub exit_code: Option<String>,
    pub alloc_cpus: Option<i64>,
    pub nnodes: Option<i64>,
    /// ReqTRES's and AllocTRES's mem=, in MB.
    pub req_mem_mb: Option<f64>,
    pub alloc_mem_mb: Option<f64>,
    /// Memory was asked per CPU (`--mem-per-cpu`, or DefMemPerCPU), not per node.
    pub mem_per_cpu: bool,
    pub elapsed_s: i64,
    pub steps: Vec<SeffStep>,
}

/// One step's CPU time and memory, as seff reads them (bytes).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct SeffStep {
    pub total_cpu_s: f64,
    pub ntasks: i64,
    /// TRESUsageInTot, TRESUsageInMax and TRESUsageInAve mem (None: not recorded).
    pub mem_tot: Option<f64>,
    pub mem_max: Option<f64>,
    pub mem_ave: Option<f64>,
}

/// Which of seff's rules a release's seff follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Rule {
    /// Before 23.02: memory compared with what was asked.
    Asked,
    /// 23.02 to 24.05.4: with what was allocated.
    Allocated,
    /// 24.05.5 on: the tasks' peaks summed, with what was allocated.
    Summed,
}

fn rule(v: SlurmVersion) -> Rule {
    if v < SlurmVersion::new(23, 2, 0) {
        Rule::Asked
    } else if v < SlurmVersion::new(24, 5, 5) {
        Rule::Allocated
    } else {
        Rule::Summed
    }
}

/// What seff computes of a job beside what it prints as read (sizes in KB, as seff keeps
/// them).
#[derive(Debug, Clone, PartialEq)]
pub struct Seff {
    /// The exit code's status (before `:`), printed for ended jobs.
    pub exit_status: i64,
    /// Cores (0 counts as 1) and nodes.
    pub ncpus: i64,
    pub nnodes: i64,
    /// None for a pending job: no efficiency.
    pub usage: Option<SeffUsage>,
}

/// A started job's CPU and memory figures.
#[derive(Debug, Clone, PartialEq)]
pub struct SeffUsage {
    pub cpu_s: i64,
    pub core_walltime_s: i64,
    pub cpu_eff: f64,
    pub walltime_s: i64,
    pub mem_kb: f64,
    /// Before 24.05.5, a peak of one task times several tasks: "(estimated maximum)"; with
    /// one task the memory line names no per-node or per-core share.
    pub estimated: bool,
    pub one_task: bool,
    pub mem_eff: f64,
    /// The memory compared with, and its share per core or per node.
    pub of_kb: f64,
    pub per_core: bool,
    pub per_kb: f64,
    /// From 24.05.5: the largest task's peak against the tasks' average, as a percentage,
    /// when larger.
    pub differs: Option<f64>,
    /// seff's warning for a running job: the text of 24.05.5 on, or the earlier one.
    pub running: Option<bool>,
}

/// What `seff` reports for `job` under release `v`.
pub fn seff(job: &SeffJob, v: SlurmVersion) -> Seff {
    let rule = rule(v);
    let ncpus = job.alloc_cpus.filter(|&c| c > 0).unwrap_or(1);
    let nnodes = job.nnodes.filter(|&n| n > 0).unwrap_or(1);
    let exit_status = job
        .exit_code
        .as_deref()
        .and_then(|e| e.split(':').next())
        .and_then(|c| c.parse::<i64>().ok())
        .unwrap_or(0);
    let usage = (job.state != "PENDING").then(|| usage(job, rule, (ncpus, nnodes)));
    Seff {
        exit_status,
        ncpus,
        nnodes,
        usage,
    }
}

fn usage(job: &SeffJob, rule: Rule, (ncpus, nnodes): (i64, i64)) -> SeffUsage {
    // Whole seconds summed, then the fractions summed and rounded half up: the total rounded.
    let cpu_s = (job.steps.iter().map(|s| s.total_cpu_s).sum::<f64>() + 0.5).floor() as i64;
    let walltime_s = job.elapsed_s;
    let core_walltime_s = walltime_s * ncpus;
    let cpu_eff = if core_walltime_s != 0 {
        cpu_s as f64 / core_walltime_s as f64 * 100.0
    } else {
        0.0
    };
    // The step with the most memory (the first of equals), in KB.
    let used = |s: &SeffStep| match rule {
        Rule::Summed => s.mem_tot,
        _ => s.mem_max,
    };
    let mut peak: Option<&SeffStep> = None;
    let mut mem_kb = 0.0;
    for s in &job.steps {
        let m = used(s).unwrap_or(0.0) / 1024.0;
        if mem_kb < m {
            mem_kb = m;
            peak = Some(s);
        }
    }
    let (one_task, estimated, differs) = if rule == Rule::Summed {
        let (max, ave) = peak.map_or((0.0, 0.0), |s| {
            (s.mem_max.unwrap_or(0.0), s.mem_ave.unwrap_or(0.0))
        });
        let differs = (max != 0.0 && max > ave).then(|| max / ave * 100.0);
        (false, false, differs)
    } else {
        let ntasks = peak.map_or(0, |s| s.ntasks);
        mem_kb *= ntasks as f64;
        (ntasks == 1, ntasks != 1, None)
    };
    let of_kb = match rule {
        Rule::Asked => job.req_mem_mb,
        _ => job.alloc_mem_mb,
    }
    .unwrap_or(0.0)
        * 1024.0;
    let mem_eff = if of_kb != 0.0 {
        mem_kb / of_kb * 100.0
    } else {
        0.0
    };
    let per_kb = of_kb / if job.mem_per_cpu { ncpus } else { nnodes } as f64;
    SeffUsage {
        cpu_s,
        core_walltime_s,
        cpu_eff,
        walltime_s,
        mem_kb,
        estimated,
        one_task,
        mem_eff,
        of_kb,
        per_core: job.mem_per_cpu,
        per_kb,
        differs,
        running: (job.state == "RUNNING").then_some(rule == Rule::Summed),
    }
}

/// What a job that ended was given and what it used, for the audit's efficiency.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct JobUse {
    /// Its association in the tree.
    pub node: usize,
    /// CPU-seconds allocated (cores × elapsed) and used (TotalCPU).
    pub cpu_alloc_s: f64,
    pub cpu_used_s: f64,
    /// Memory × elapsed allocated and at its peak (MB-seconds; the peak is the largest step's
    /// TRESUsageInTot: its tasks' peaks summed); None where no step recorded memory.
    pub mem_alloc_mb_s: f64,
    pub mem_used_mb_s: Option<f64>,
    /// GPU-seconds allocated, and used as the largest step's average utilisation
    /// (TRESUsageInAve gres/gpuutil, percent), else jobstats' (AdminComment), makes them;
    /// None where none is recorded.
    pub gpu_alloc_s: f64,
    pub gpu_used_s: Option<f64>,
}

/// One association's use of what it was given: its jobs' and its descendants'.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Efficiency {
    pub jobs: usize,
    /// Used / allocated, weighted by allocation (None: nothing allocated, or nothing of it
    /// recorded).
    pub cpu: Option<f64>,
    pub mem: Option<f64>,
    pub gpu: Option<f64>,
}

/// Every association's efficiency (indexed as the tree's nodes), each job counted in its
/// association and every ancestor. Memory and GPU are weighed over the jobs that recorded
/// them only.
pub fn efficiency_by_node(tree: &super::shares::Tree, jobs: &[JobUse]) -> Vec<Efficiency> {
    #[derive(Default, Clone)]
    struct Sums {
        jobs: usize,
        cpu: (f64, f64),
        mem: (f64, f64),
        gpu: (f64, f64),
    }
    let mut sums = vec![Sums::default(); tree.nodes.len()];
    for j in jobs {
        let mut k = Some(j.node);
        while let Some(i) = k {
            let s = &mut sums[i];
            s.jobs += 1;
            s.cpu.0 += j.cpu_used_s;
            s.cpu.1 += j.cpu_alloc_s;
            if let Some(m) = j.mem_used_mb_s {
                s.mem.0 += m;
                s.mem.1 += j.mem_alloc_mb_s;
            }
            if let Some(g) = j.gpu_used_s {
                s.gpu.0 += g;
                s.gpu.1 += j.gpu_alloc_s;
            }
            k = tree.nodes[i].parent;
        }
    }
    let ratio = |(used, given): (f64, f64)| (given > 0.0).then(|| used / given);
    sums.into_iter()
        .map(|s| Efficiency {
            jobs: s.jobs,
            cpu: ratio(s.cpu),
            mem: ratio(s.mem),
            gpu: ratio(s.gpu),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One step of 4 tasks whose largest peaked at 100 MiB, on average 62.5 MiB, 250 MiB
    /// summed; 500 MB asked, 1000 MB allocated. seff before 23.02: 4 × 100 MiB of the 500 MB
    /// asked, 80 %, an estimate; 23.02 to 24.05.4: of the 1000 MB allocated, 40 %; from
    /// 24.05.5: 250 MiB of them, 25 %, the largest task 160 % of the average.
    #[test]
    fn each_release_rule_on_a_worked_example() {
        let mib = 1024.0 * 1024.0;
        let job = SeffJob {
            state: "COMPLETED".into(),
            alloc_cpus: Some(4),
            nnodes: Some(1),
            req_mem_mb: Some(500.0),
            alloc_mem_mb: Some(1000.0),
            elapsed_s: 100,
            steps: vec![SeffStep {
                total_cpu_s: 200.4,
                ntasks: 4,
                mem_tot: Some(250.0 * mib),
                mem_max: Some(100.0 * mib),
                mem_ave: Some(62.5 * mib),
            }],
            ..Default::default()
        };
        let usage = |v| seff(&job, v).usage.unwrap();
        let old = usage(SlurmVersion::new(22, 5, 8));
        assert_eq!(
            (old.mem_kb, old.of_kb, old.mem_eff, old.estimated),
            (409600.0, 512000.0, 80.0, true)
        );
        let mid = usage(SlurmVersion::new(23, 11, 4));
        assert_eq!(
            (mid.of_kb, mid.mem_eff, mid.estimated),
            (1024000.0, 40.0, true)
        );
        let new = usage(SlurmVersion::new(24, 5, 5));
        assert_eq!(
            (new.mem_kb, new.mem_eff, new.estimated, new.differs),
            (256000.0, 25.0, false, Some(160.0))
        );
        assert_eq!(
            (new.cpu_s, new.core_walltime_s, new.cpu_eff),
            (200, 400, 50.0)
        );
    }
}
