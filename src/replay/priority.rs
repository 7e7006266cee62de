//! What turning a job's request into priority factors needs (`PriorityContext`).

use std::sync::Arc;

use anyhow::{anyhow, bail};

use crate::ingest::settings::partition_overrides;
use crate::ingest::tres::parse_tres;
use crate::model::priority::{ClusterSize, Request, Weights};
use crate::model::shares::Tree;
use crate::model::types::FastMap;
use crate::model::version::SlurmVersion;
use crate::store::read::{AsOf, PartitionSize};
use crate::store::Store;

/// What turning a job's request into priority factors needs: weights and flags, partition
/// sizes and factors, QOS priorities, the cluster's size, association priorities.
pub struct PriorityContext {
    pub weights: Weights,
    /// MinJobAge: how long slurmctld keeps an ended job (CALCULATE_RUNNING's sprio lists it).
    pub min_job_age_s: i64,
    pub size: ClusterSize,
    pub tiers: FastMap<String, i64>,
    /// PriorityWeightTRES as configured (sprio -w prints it as is).
    pub tres_text: String,
    /// The weighted TRES' names, in the weights' order (shared by every sprio line).
    pub tres_names: Arc<[String]>,
    /// Users in the association tree (nice is inferred within half a fairshare step of them).
    pub users: usize,
    // Looked up for every job's every row: a long wait's classification asks millions.
    parts: FastMap<String, PartitionSize>,
    max_part_factor: f64,
    qos: FastMap<String, i64>,
    max_qos: f64,
    assoc_priority: Vec<f64>,
    max_assoc_priority: f64,
}

impl PriorityContext {
    pub fn load(
        store: &Store,
        cluster: &str,
        config: &std::collections::BTreeMap<String, String>,
        overrides: &[(String, String)],
        tree: &Tree,
        as_of: AsOf,
    ) -> anyhow::Result<PriorityContext> {
        let weights = crate::ingest::settings::priority_weights(config, overrides)
            .map_err(anyhow::Error::msg)?;
        let mut parts: FastMap<_, _> = store.partition_sizes(cluster, as_of)?.into_iter().collect();
        let mut tiers: FastMap<_, _> = store.partition_tiers(cluster, as_of)?.into_iter().collect();
        for (part, key, value) in partition_overrides(overrides) {
            let number = |v: &str| {
                v.parse::<f64>()
                    .map_err(|_| anyhow!("--set PartitionName={part}:{key}={v}: expected a number"))
            };
            match key.as_str() {
                "PriorityJobFactor" => match parts.get_mut(&part) {
                    Some(p) => p.job_factor = number(&value)?,
                    None => {
                        bail!("--set PartitionName={part}:…: no partition {part} in slurm.conf")
                    }
                },
                "PriorityTier" => {
                    tiers.insert(part.clone(), number(&value)? as i64);
                }
                _ => {}
            }
        }
        let qos: FastMap<_, _> = store.qos_priorities(as_of)?.into_iter().collect();
        let (cpus, nodes) = store.cluster_size(cluster, as_of)?;
        let registered = store.registration_at(cluster, as_of)?.map(|tres| {
            let count = |name: &str| {
                parse_tres(&tres)
                    .unwrap_or_default()
                    .into_iter()
                    .find(|(n, _)| n == name)
                    .map_or(0.0, |(_, c)| c)
            };
            ClusterSize {
                cpus: count("cpu"),
                nodes: count("node"),
            }
        });
        let version = config
            .get("SlurmVersion")
            .and_then(|v| SlurmVersion::parse(v).ok());
        let max_node_count = match config.get("MaxNodeCount") {
            Some(v) => v
                .parse()
                .map_err(|_| anyhow!("MaxNodeCount={v}: expected a number"))?,
            None => 0.0,
        };
        let size = ClusterSize::as_slurmctld_counts(
            ClusterSize { cpus, nodes },
            registered,
            max_node_count,
            version.is_none_or(SlurmVersion::job_size_counts_existing_nodes),
        );
        let assoc_priority: Vec<f64> = tree
            .nodes
            .iter()
            .map(|n| n.priority.unwrap_or(0).max(0) as f64)
            .collect();
        let min_job_age_s = match config.get("MinJobAge") {
            Some(v) => v
                .parse()
                .map_err(|_| anyhow!("MinJobAge={v}: expected a number of seconds"))?,
            None => 300,
        };
        Ok(PriorityContext {
            tres_names: weights.tres.iter().map(|(n, _)| n.clone()).collect(),
            users: tree.user_count(),
            weights,
            min_job_age_s,
            size,
            tiers,
            tres_text: config
                .get("PriorityWeightTRES")
                .cloned()
                .unwrap_or_default(),
            max_part_factor: parts.values().map(|p| p.job_factor).fold(1.0, f64::max),
            parts,
            max_qos: qos.values().copied().max().unwrap_or(0) as f64,
            qos,
            max_assoc_priority: assoc_priority.iter().copied().fold(0.0, f64::max),
            assoc_priority,
        })
    }

    /// Whether slurm.conf defines partition `part`.
    pub fn has_partition(&self, part: &str) -> bool {
        self.parts.contains_key(part)
    }

    /// A QOS's Priority (0 when unknown).
    pub fn qos_priority(&self, qos: &str) -> i64 {
        self.qos.get(qos).copied().unwrap_or(0)
    }

    /// The partitions a job asked for as slurmctld orders them: highest PriorityTier first,
    /// in the order asked within a tier (the first is the one its priority is computed in).
    pub fn sort_by_tier<S: AsRef<str>>(&self, partitions: &mut [S]) {
        partitions
            .sort_by_key(|p| std::cmp::Reverse(self.tiers.get(p.as_ref()).copied().unwrap_or(1)));
    }

    /// The QOS a job asked for as slurmctld orders them: highest Priority first (the first is
    /// the one its priority is computed with at submission).
    pub fn sort_by_priority<S: AsRef<str>>(&self, qos: &mut [S]) {
        qos.sort_by_key(|q| std::cmp::Reverse(self.qos_priority(q.as_ref())));
    }

    /// A job's request in partition `part`, with its normalized factors (raw ones under the
    /// NO_NORMAL_* flags); None if the partition is unknown.
    #[allow(clippy::too_many_arguments)]
    pub fn request(
        &self,
        node: usize,
        cpus: Option<f64>,
        nodes: Option<f64>,
        qos: &str,
        req_tres: &[(String, f64)],
        part: &str,
        time_limit_s: Option<i64>,
    ) -> Option<Request> {
        let p = self.parts.get(part)?;
        let flags = self.weights.flags;
        let total = |t: &str| match t {
            "cpu" => p.cpus,
            "mem" => p.mem_mb,
            "node" => p.nodes,
            "gres/gpu" => p.gpus,
            _ => 0.0,
        };
        let norm = |v: f64, max: f64, raw: bool| {
            if raw {
                v
            } else if max > 0.0 {
                v / max
            } else {
                0.0
            }
        };
        let qos_priority = self.qos_priority(qos) as f64;
        Some(Request {
            cpus: cpus.unwrap_or(0.0),
            nodes: nodes.unwrap_or(1.0),
            partition_factor: norm(p.job_factor, self.max_part_factor, flags.no_normal_part),
            qos_factor: norm(qos_priority, self.max_qos, flags.no_normal_qos),
            assoc_factor: norm(
                self.assoc_priority[node],
                self.max_assoc_priority,
                flags.no_normal_assoc,
            ),
            tres_factors: self
                .weights
                .tres
                .iter()
                .map(|(t, _)| {
                    let c = req_tres
                        .iter()
                        .find(|(n, _)| n == t)
                        .map_or(0.0, |(_, c)| *c);
                    if flags.no_normal_tres {
                        c
                    } else if c > 0.0 && total(t) > 0.0 {
                        c / total(t)
                    } else {
                        0.0
                    }
                })
                .collect(),
            time_limit_min: time_limit_s.map(|s| s as f64 / 60.0),
        })
    }
}
