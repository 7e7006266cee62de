//! What sites chart, at every moment of a span: each association's sshare row (what an
//! exporter scraping `sshare -a` would have seen then), and per partition and per QOS the
//! jobs pending and how long the jobs that started waited.

use anyhow::bail;

use crate::ingest::submit_line;
use crate::model::audit::percentile;
use crate::store::Store;

use super::rollups::pending_tasks;
use super::shares::{lines_from, SshareLine};
use super::{inputs, Context};

/// One partition's or QOS's queue, at each moment of the span.
#[derive(Debug, Clone, PartialEq)]
pub struct QueueSeries {
    pub name: String,
    /// Jobs pending (submitted, neither started nor cancelled; held ones too, as squeue
    /// lists them), a pending array record counting each of its tasks.
    pub pending: Vec<u64>,
    /// The median wait (start − eligible) of the jobs that started since the moment before
    /// (within a step before the first); None when none did.
    pub wait_median_s: Vec<Option<f64>>,
}

/// The queue over the span: by partition (a job pending in several, as its submission line
/// names them, counts in each, as squeue shows it in each) and by QOS, names in order.
#[derive(Debug, Clone, PartialEq)]
pub struct QueueHistory {
    pub partitions: Vec<QueueSeries>,
    pub qos: Vec<QueueSeries>,
    /// Jobs started in the span without an eligible time in the dump (their wait counts as 0).
    pub eligible_unknown: usize,
}

/// The moments from `from` to `to` every `step_s` seconds that the cluster's dumps know:
/// none before its first submission or after the last moment they tell.
pub fn known_moments(
    store: &Store,
    cluster: &str,
    (from, to, step_s): (i64, i64, i64),
) -> anyhow::Result<Vec<i64>> {
    if to < from {
        bail!("--to is before --from");
    }
    let (Some(first), Some(last)) = (store.data_start(cluster)?, store.data_end(cluster)?) else {
        return Ok(Vec::new());
    };
    let n = (to - from) / step_s + 1;
    Ok((0..n)
        .map(|k| from + k * step_s)
        .filter(|t| (first..=last).contains(t))
        .collect())
}

/// Every association's sshare row at each of `times` (ascending), handed to `each` with the
/// moment's index, in sshare's order (the tree in force at the last moment).
pub fn for_each_moment(
    ctx: &Context,
    store: &Store,
    cluster: &str,
    times: &[i64],
    mut each: impl FnMut(usize, &[SshareLine]) -> anyhow::Result<()>,
) -> anyhow::Result<()> {
    let (Some(&from), Some(&to)) = (times.first(), times.last()) else {
        return Ok(());
    };
    let mut inp = inputs(ctx, store, Some(cluster), to, Some(from))?;
    inp.reach_back(store, inp.params.cycles.at_or_before(from))?;
    for w in inp.warnings() {
        ctx.note(&w);
    }
    let events = inp.classic_events(store, inp.params.cycles.at_or_before(from), to)?;
    let (mut k, mut failed) = (0, None);
    inp.for_each_usage(times, |usage| {
        if failed.is_none() {
            let (lines, _) = lines_from(&inp, times[k], &usage, &events, Default::default());
            failed = each(k, &lines).err();
        }
        k += 1;
    });
    failed.map_or(Ok(()), Err)
}

/// The queue at each of `times` (ascending, one `step_s` apart or more).
pub fn queue_history(
    store: &Store,
    cluster: &str,
    times: &[i64],
    step_s: i64,
) -> anyhow::Result<QueueHistory> {
    let n = times.len();
    let (mut partitions, mut qos) = (Groups::new(n), Groups::new(n));
    let (Some(&from), Some(&to)) = (times.first(), times.last()) else {
        return Ok(QueueHistory {
            partitions: Vec::new(),
            qos: Vec::new(),
            eligible_unknown: 0,
        });
    };
    // The first moment at or after `t`.
    let index = |t: i64| times.partition_point(|&m| m < t);
    store.for_each_waiting_job(cluster, (from, to), |j| {
        let leaves = j.start_s.or(j.end_s).map_or(n, index);
        let (first, tasks) = (index(j.submit_s), j.array_pending.map_or(1, pending_tasks));
        if first >= leaves {
            return;
        }
        // Only a line naming partitions is worth reading.
        let asked = match j.submit_line {
            Some(line) if line.contains("-p") => submit_line::parse(line),
            _ => Default::default(),
        };
        for p in asked.partitions_or(j.partition) {
            partitions.pending(p, (first, leaves), tasks);
        }
        qos.pending(j.qos, (first, leaves), tasks);
    })?;
    // The waits a block of moments at a time, so that only one block's are held.
    let mut eligible_unknown = 0;
    for first in (0..n).step_by(WAIT_BLOCK) {
        let last = (first + WAIT_BLOCK).min(n) - 1;
        let since = if first == 0 {
            times[0] - step_s
        } else {
            times[first - 1]
        };
        store.for_each_job_started_in(cluster, (since + 1, times[last] + 1), |j| {
            eligible_unknown += usize::from(j.eligible_unknown);
            let (k, wait) = (index(j.start_s), (j.start_s - j.eligible_s).max(0) as f64);
            partitions.waited(j.partition, k, wait);
            qos.waited(j.qos, k, wait);
        })?;
        partitions.medians();
        qos.medians();
    }
    Ok(QueueHistory {
        partitions: partitions.series(),
        qos: qos.series(),
        eligible_unknown,
    })
}

/// Moments whose waits are read at once (a month of hourly ones).
const WAIT_BLOCK: usize = 744;

/// One name's pending jobs as differences between moments (n + 1 of them), the waits of the
/// block being read with their moment's index, and each moment's median wait.
struct Group {
    diff: Vec<i64>,
    waits: Vec<(usize, f64)>,
    medians: Vec<Option<f64>>,
}

/// The groups by name, over `n` moments.
struct Groups {
    n: usize,
    by_name: std::collections::BTreeMap<String, Group>,
}

impl Groups {
    fn new(n: usize) -> Groups {
        Groups {
            n,
            by_name: Default::default(),
        }
    }

    fn group(&mut self, name: &str) -> &mut Group {
        if !self.by_name.contains_key(name) {
            let group = Group {
                diff: vec![0; self.n + 1],
                waits: Vec::new(),
                medians: vec![None; self.n],
            };
            self.by_name.insert(name.to_string(), group);
        }
        self.by_name.get_mut(name).expect("inserted")
    }

    fn pending(&mut self, name: &str, (first, leaves): (usize, usize), tasks: u64) {
        let diff = &mut self.group(name).diff;
        diff[first] += tasks as i64;
        diff[leaves] -= tasks as i64;
    }

    fn waited(&mut self, name: &str, k: usize, wait_s: f64) {
        self.group(name).waits.push((k, wait_s));
    }

    /// The medians of the waits read, which are then let go.
    fn medians(&mut self) {
        for g in self.by_name.values_mut() {
            g.waits.sort_by_key(|&(k, _)| k);
            for run in g.waits.chunk_by(|a, b| a.0 == b.0) {
                let values: Vec<f64> = run.iter().map(|&(_, w)| w).collect();
                g.medians[run[0].0] = percentile(&values, 50.0);
            }
            g.waits.clear();
        }
    }

    fn series(self) -> Vec<QueueSeries> {
        self.by_name
            .into_iter()
            .map(|(name, g)| {
                let mut now = 0i64;
                let pending = g.diff[..self.n]
                    .iter()
                    .map(|d| {
                        now += d;
                        now as u64
                    })
                    .collect();
                QueueSeries {
                    name,
                    pending,
                    wait_median_s: g.medians,
                }
            })
            .collect()
    }
}
