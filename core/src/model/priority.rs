//! Multifactor job priority (spec §7): the weighted factors and their sum. Only the pieces
//! that do not depend on the moment's queue live here so far: job size, partition, QOS, TRES
//! and the assembly with age and fairshare.

/// Priority weights and the flags that change the factors (slurm.conf).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Weights {
    pub age: f64,
    pub assoc: f64,
    pub fairshare: f64,
    pub job_size: f64,
    pub partition: f64,
    pub qos: f64,
    /// PriorityWeightTRES per TRES (base units, like billing weights).
    pub tres: Vec<(String, f64)>,
    pub max_age_s: f64,
    /// The longest a job can wait eligible before a scheduling pass sets its accrue time,
    /// from which age counts (`acct_policy_handle_accrue_time`, called as each pass builds
    /// its queue): the main scheduler's sched_interval or, with backfill, bf_interval.
    pub accrue_lag_s: i64,
    pub favor_small: bool,
    /// FavorSmall with more nodes asked for than the cluster has: before 23.02 the unsigned
    /// node difference wrapped, and the factor reached 1 (`SlurmVersion`).
    pub node_excess_wraps: bool,
    /// PriorityFlags that change the factors (spec §1, §7).
    pub flags: Flags,
}

/// The PriorityFlags the priority factors depend on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Flags {
    pub accrue_always: bool,
    /// Running jobs' priorities are recalculated too (and sprio lists them).
    pub calculate_running: bool,
    /// A job's stored priority only ever rises.
    pub incr_only: bool,
    pub small_relative_to_time: bool,
    pub no_normal_assoc: bool,
    pub no_normal_part: bool,
    pub no_normal_qos: bool,
    pub no_normal_tres: bool,
}

/// A pending job's request, with its normalized partition and QOS factors.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Request {
    pub cpus: f64,
    pub nodes: f64,
    pub partition_factor: f64,
    pub qos_factor: f64,
    /// Requested TRES counts over the partition's totals (spec §7, TRES factor), one per
    /// `Weights::tres`, in its order.
    pub tres_factors: Vec<f64>,
    /// The association's priority factor.
    pub assoc_factor: f64,
    /// Time limit in minutes (SMALL_RELATIVE_TO_TIME), if known.
    pub time_limit_min: Option<f64>,
}

/// The cluster's size for the job size factor: CPUs and node records.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ClusterSize {
    pub cpus: f64,
    pub nodes: f64,
}

impl ClusterSize {
    /// The counts slurmctld divides by: the CPUs of every node record (the cluster's
    /// registered `cpu=`, dynamic nodes included; slurm.conf's without a registration); the
    /// nodes as `existing_nodes` says (23.02 on: the registered `node=`; before: the node
    /// table's size, slurm.conf's records or `max_node_count` if larger).
    pub fn as_slurmctld_counts(
        conf: ClusterSize,
        registered: Option<ClusterSize>,
        max_node_count: f64,
        existing_nodes: bool,
    ) -> ClusterSize {
        match (registered, existing_nodes) {
            (Some(r), true) => r,
            (r, _) => ClusterSize {
                cpus: r.map_or(conf.cpus, |r| r.cpus),
                nodes: if existing_nodes {
                    conf.nodes
                } else {
                    conf.nodes.max(max_node_count)
                },
            },
        }
    }
}

/// Job size factor (spec §7). Slurm's counts are unsigned: with FavorSmall, more CPUs asked
/// for than the cluster has (and, with `node_excess_wraps`, more nodes) wrap the difference
/// to about 2^32, and the factor reaches its cap of 1.
pub fn job_size(req: &Request, size: ClusterSize, w: &Weights) -> f64 {
    let (favor_small, relative_to_time) = (w.favor_small, w.flags.small_relative_to_time);
    if size.nodes <= 0.0 || size.cpus <= 0.0 {
        return 0.0;
    }
    if relative_to_time {
        let Some(tl) = req.time_limit_min.filter(|t| *t > 0.0) else {
            return 0.0;
        };
        let js = (req.nodes * size.cpus / size.nodes).max(req.cpus) / tl / size.cpus;
        return (if favor_small { 1.0 - js } else { js }).clamp(0.0, 1.0);
    }
    let js = if favor_small {
        let wraps = req.cpus > size.cpus || (w.node_excess_wraps && req.nodes > size.nodes);
        let nodes = ((size.nodes - req.nodes) / size.nodes).max(0.0);
        if wraps {
            1.0
        } else if req.cpus > 0.0 {
            (nodes + (size.cpus - req.cpus) / size.cpus) / 2.0
        } else {
            nodes
        }
    } else {
        let nodes = req.nodes / size.nodes;
        if req.cpus > 0.0 {
            (nodes + req.cpus / size.cpus) / 2.0
        } else {
            nodes
        }
    };
    js.clamp(0.0, 1.0)
}

/// The untruncated priority before site factor and nice: Σ weight × factor (spec §7).
pub fn weighted_sum(
    w: &Weights,
    req: &Request,
    size: ClusterSize,
    age: f64,
    fairshare: f64,
) -> f64 {
    let tres: f64 = req
        .tres_factors
        .iter()
        .zip(&w.tres)
        .map(|(f, (_, weight))| weight * f)
        .sum();
    w.age * age
        + w.assoc * req.assoc_factor
        + w.fairshare * fairshare
        + w.job_size * job_size(req, size, w)
        + w.partition * req.partition_factor
        + w.qos * req.qos_factor
        + tres
}

/// A job's normalized factors at one calculation (each 0..1), sprio's `-n` view.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Factors {
    pub age: f64,
    pub assoc: f64,
    pub fairshare: f64,
    pub job_size: f64,
    pub partition: f64,
    pub qos: f64,
    /// One per `Weights::tres`, in its order.
    pub tres: Vec<f64>,
}

impl Factors {
    pub fn new(req: &Request, size: ClusterSize, w: &Weights, age: f64, fairshare: f64) -> Factors {
        Factors {
            age,
            assoc: req.assoc_factor,
            fairshare,
            job_size: job_size(req, size, w),
            partition: req.partition_factor,
            qos: req.qos_factor,
            tres: req.tres_factors.clone(),
        }
    }

    /// Each factor times its weight (sprio's default view).
    pub fn weighted(&self, w: &Weights) -> (Factors, f64) {
        let tres: Vec<f64> = self
            .tres
            .iter()
            .zip(&w.tres)
            .map(|(f, (_, x))| f * x)
            .collect();
        let weighted = Factors {
            age: self.age * w.age,
            assoc: self.assoc * w.assoc,
            fairshare: self.fairshare * w.fairshare,
            job_size: self.job_size * w.job_size,
            partition: self.partition * w.partition,
            qos: self.qos * w.qos,
            tres,
        };
        let sum = weighted.age
            + weighted.assoc
            + weighted.fairshare
            + weighted.job_size
            + weighted.partition
            + weighted.qos
            + weighted.tres.iter().sum::<f64>();
        (weighted, sum)
    }
}

/// The job priority Slurm stores: the weighted sum less nice, truncated, at least 1, at
/// most 2^32 − 1 (spec §7).
pub fn job_priority(weighted_sum: f64, site: f64, nice: f64) -> u32 {
    let p = weighted_sum + site - nice;
    if p < 1.0 {
        1
    } else if p >= f64::from(u32::MAX) {
        u32::MAX
    } else {
        p as u32
    }
}

/// When a job pending at `at` started accruing age (spec §7), or None if it was not eligible
/// then. `eligible` is sacct's (for a held job: its release); `seen_waiting` says a saved
/// squeue before `at` showed it waiting, eligible and unheld (so it was held only later).
pub fn accrue_start(
    submit: i64,
    eligible: Option<i64>,
    at: i64,
    accrue_always: bool,
    seen_waiting: bool,
) -> Option<i64> {
    match eligible {
        Some(_) if accrue_always => Some(submit),
        Some(e) if e <= at => Some(e),
        _ if seen_waiting => Some(submit),
        _ => None,
    }
}

/// The nice a job was submitted with: what separates the weighted factors at submission
/// from the priority Slurm recorded then (priority = trunc(sum − nice)). A gap of `limit` or
/// more is taken as a mismatch of the factors, not as nice.
pub fn infer_nice(weighted_at_submit: f64, recorded: f64, limit: f64) -> Option<f64> {
    let gap = (weighted_at_submit - recorded).trunc();
    (gap.abs() < limit).then_some(gap)
}

/// Age factor at `at` for a job accruing since `accrue` (spec §7).
pub fn age_factor(accrue: i64, at: i64, max_age_s: f64) -> f64 {
    let diff = (at - accrue).max(0) as f64;
    if max_age_s <= 0.0 || diff >= max_age_s {
        1.0
    } else {
        diff / max_age_s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accrue_and_nice() {
        assert_eq!(accrue_start(100, Some(130), 200, false, false), Some(130));
        assert_eq!(accrue_start(100, Some(300), 200, false, false), None);
        assert_eq!(accrue_start(100, Some(300), 200, false, true), Some(100));
        assert_eq!(accrue_start(100, Some(300), 200, true, false), Some(100));
        assert_eq!(accrue_start(100, None, 200, false, false), None);
        // priority = trunc(sum − nice): a sum of 45586.4 recorded as 45086 means nice 500
        assert_eq!(infer_nice(45586.4, 45086.0, 4166.7), Some(500.0));
        assert_eq!(infer_nice(1000.9, 1000.0, 4166.7), Some(0.0));
        assert_eq!(infer_nice(901.0, 1001.5, 4166.7), Some(-100.0));
        assert_eq!(infer_nice(20000.0, 11000.0, 4166.7), None);
    }

    /// Real sprio JOBSIZE (tests/data/newer/dynamic-nodes/CHECKS.txt): MaxNodeCount=8, four
    /// node records in slurm.conf (120 CPUs: one DOWN, one FUTURE, one powered-down CLOUD)
    /// and a dynamic node registered (the cluster's registration: node=5, cpu=124). 26.05.5
    /// divides by the five records that exist, 22.05.8 by the table's eight slots.
    #[test]
    fn job_size_divides_by_slurmctlds_counts() {
        let w = |favor_small| Weights {
            job_size: 1000.0,
            favor_small,
            ..Weights::default()
        };
        let size = |cpus, nodes| ClusterSize { cpus, nodes };
        let (conf, registered) = (size(120.0, 4.0), Some(size(124.0, 5.0)));
        let req = |nodes, cpus| Request {
            nodes,
            cpus,
            ..Request::default()
        };
        let printed =
            |r: &Request, s, favor_small| format!("{:.7}", job_size(r, s, &w(favor_small)));
        let newer = ClusterSize::as_slurmctld_counts(conf, registered, 8.0, true);
        assert_eq!(printed(&req(1.0, 1.0), newer, false), "0.1040323");
        assert_eq!(printed(&req(2.0, 96.0), newer, false), "0.5870968");
        // Six nodes of five leave FavorSmall no node share: (0 + 118/124)/2.
        assert_eq!(printed(&req(6.0, 6.0), newer, true), "0.4758065");
        let old = ClusterSize::as_slurmctld_counts(conf, registered, 8.0, false);
        assert_eq!(printed(&req(1.0, 1.0), old, false), "0.0665323");
        assert_eq!(printed(&req(1.0, 64.0), old, false), "0.3205645");
        let old = ClusterSize::as_slurmctld_counts(conf, Some(size(121.0, 5.0)), 8.0, false);
        assert_eq!(printed(&req(1.0, 1.0), old, true), "0.9333678");
        // No registration loaded: slurm.conf's records (the state before the dynamic node).
        let unregistered = ClusterSize::as_slurmctld_counts(conf, None, 8.0, true);
        assert_eq!(printed(&req(1.0, 1.0), unregistered, false), "0.1291667");
    }

    #[test]
    fn spec_tv8_assembly() {
        let w = Weights {
            age: 1000.0,
            fairshare: 10000.0,
            job_size: 1000.0,
            partition: 1000.0,
            max_age_s: 100.0,
            ..Weights::default()
        };
        // job size .25: one of two nodes, no CPU count
        let req = Request {
            cpus: 0.0,
            nodes: 0.5,
            partition_factor: 1.0,
            ..Request::default()
        };
        let p = weighted_sum(
            &w,
            &req,
            ClusterSize {
                cpus: 64.0,
                nodes: 2.0,
            },
            0.5,
            1.0 / 3.0,
        );
        assert!((p - 5_083.333_333).abs() < 1e-3, "{p}");
        assert_eq!(p as u32, 5083);
    }

    /// From the golden capture's slurmctld.log: job 3 (8 CPUs, 8000 MB, debug, normal QOS, fs
    /// 0.416667) = 0 + 41666.67 + 562.50 + 10000 + 0 + TRES 62.50 + 3.12 = 52294.79.
    #[test]
    fn golden_job_3_at_submit() {
        let w = Weights {
            age: 1000.0,
            fairshare: 100000.0,
            job_size: 1000.0,
            partition: 10000.0,
            qos: 10000.0,
            tres: vec![("cpu".into(), 500.0), ("mem".into(), 100.0)],
            max_age_s: 1200.0,
            ..Weights::default()
        };
        let req = Request {
            cpus: 8.0,
            nodes: 1.0,
            partition_factor: 1.0,
            qos_factor: 0.0,
            tres_factors: vec![8.0 / 64.0, 8000.0 / 256000.0],
            ..Request::default()
        };
        let p = weighted_sum(
            &w,
            &req,
            ClusterSize {
                cpus: 64.0,
                nodes: 1.0,
            },
            0.0,
            5.0 / 12.0,
        );
        assert_eq!(p as u32, 52294);
    }

    /// PriorityFavorSmall on a 4-node, 64-CPU cluster, from the job size code of
    /// priority_multifactor.c (22.05.8, 23.02.1): the node term is (4 - n) / 4, the CPU term
    /// (64 - c) / 64, averaged; their counts are unsigned 32-bit.
    #[test]
    fn favor_small_unsigned_differences() {
        let size = ClusterSize {
            cpus: 64.0,
            nodes: 4.0,
        };
        let w = |wraps| Weights {
            favor_small: true,
            node_excess_wraps: wraps,
            ..Weights::default()
        };
        let req = |nodes, cpus| Request {
            nodes,
            cpus,
            ..Request::default()
        };
        // 1 node, 16 CPUs: (3/4 + 48/64) / 2.
        assert_eq!(job_size(&req(1.0, 16.0), size, &w(false)), 0.75);
        // More CPUs than the cluster has: 64 - 80 wraps to 2^32 - 16, capped at 1.
        assert_eq!(job_size(&req(1.0, 80.0), size, &w(false)), 1.0);
        // 6 nodes of 4, 16 CPUs: from 23.02 the node term is 0, so (0 + 48/64) / 2 ...
        assert_eq!(job_size(&req(6.0, 16.0), size, &w(false)), 0.375);
        // ... before, 4 - 6 wrapped and the factor reached 1.
        assert_eq!(job_size(&req(6.0, 16.0), size, &w(true)), 1.0);
    }
}
