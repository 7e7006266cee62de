//! The pending rows at a moment, as sprio prints them, and what orders them in the queue.

use std::sync::Arc;

use crate::model::queue::{Entry, Queue};
use crate::model::version::SlurmVersion;

/// One sprio row: the job's factors for one partition and one QOS (a job asking for several
/// QOS has a row for each, 24.11 on), normalized and weighted.
#[derive(Debug, Clone, PartialEq)]
pub struct SprioLine {
    pub job_id: String,
    pub partition: String,
    pub qos: Arc<str>,
    pub account: Arc<str>,
    pub user: String,
    /// The job priority (uint32) sprio re-sums from the weighted factors.
    pub priority: u32,
    pub site: i64,
    pub nice: i64,
    /// Normalized factors: age, assoc, fairshare, job size, partition, QOS.
    pub norm: [f64; 6],
    /// The same, times their weights.
    pub weighted: [f64; 6],
    /// The weighted TRES' names (PriorityWeightTRES), shared by every line.
    pub tres_names: Arc<[String]>,
    /// Per name, normalized and weighted.
    pub norm_tres: Vec<f64>,
    pub weighted_tres: Vec<f64>,
}

/// What orders a pending job in the queue (spec §7).
pub struct QueueKey {
    /// The priority Slurm stored for the row (with INCR_ONLY, the highest it reached).
    pub priority: u32,
    /// The one priority squeue (`%Q`) and scontrol show for the row's job: the lowest of its
    /// lowest-tier rows, the last a scheduling pass pops and writes back (job_scheduler.c
    /// `schedule`; the decay thread recomputes it on the partition and QOS the pass left,
    /// the lowest-priority QOS).
    pub job_priority: u32,
    /// Running, listed with CALCULATE_RUNNING: not in the queue.
    pub running: bool,
    pub has_reservation: bool,
    pub tier: i64,
    pub submit: i64,
}

/// Where a job's nice came from, best first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NiceSource {
    SavedQueue,
    SubmitLine,
    SubmitPriority,
    Assumed,
}

/// What a queue's reconstruction filled in, counted: said in words only when asked
/// (`lines`), as `why` rebuilds the queue once for each of a million rivals.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct QueueNotes {
    /// Jobs pending when none is in a partition of the loaded slurm.conf.
    pub outside_partitions: usize,
    /// Jobs by where their nice came from (`NiceSource`).
    pub nice_sources: [usize; 4],
    /// Pending jobs asking for several QOS (24.11).
    pub multi_qos: usize,
    /// Jobs whose factors a saved sprio shows recomputed after their last cycle.
    pub recalculated: usize,
    /// Jobs held after submission taken as waiting because no saved queue told otherwise.
    pub hold_assumed: usize,
}

impl QueueNotes {
    /// What sacct did not hold and how it was filled in, for the user.
    pub fn lines(&self) -> Vec<String> {
        let QueueNotes {
            outside_partitions,
            nice_sources,
            multi_qos,
            recalculated,
            hold_assumed,
        } = *self;
        let [queue, line, submit, assumed] = nice_sources;
        [
            (outside_partitions > 0, format!(
                "warning: {outside_partitions} jobs were pending but none is in a partition of the loaded slurm.conf"
            )),
            (queue < nice_sources.iter().sum(), format!(
                "note: nice (not in sacct) from a saved squeue for {queue} jobs, the submission line for {line}, the priority recorded at submission for {submit}, assumed 0 for {assumed} (load a saved squeue with `fairtrace load squeue FILE --at TIME`)"
            )),
            (multi_qos > 0, format!(
                "note: {multi_qos} jobs asked for several QOS: a row for each (partition, QOS), as sprio prints them and the scheduler ranks them; squeue and scontrol show such a job's priority under its lowest-priority QOS, where the scheduler's last pass left it (job_scheduler.c): the queue's SQUEUE_PRIORITY"
            )),
            (recalculated > 0, format!(
                "note: {recalculated} jobs' factors were recomputed after their last cycle (an `scontrol update` of the job, which sacct does not record): their AGE is as of the moment a saved sprio shows"
            )),
            (hold_assumed > 0, format!(
                "note: {hold_assumed} jobs were held after submission and released later; sacct does not say when the hold began, so they are shown as waiting until their release (a saved squeue tells)"
            )),
        ]
        .into_iter()
        .filter_map(|(said, note)| said.then_some(note))
        .collect()
    }
}

/// What sacct did not tell of a row's job, and how the row was filled in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Unknowns {
    pub nice: NiceSource,
    /// Held after submission (not with --hold): sacct dates only the release.
    pub held_later: bool,
    /// When a saved queue last showed the job waiting, at or before the moment.
    pub sighted_at: Option<i64>,
    /// (eligible, cycle) when the cycle that computed the row's factors came sooner after
    /// the job became eligible than the longest gap between scheduling passes: no pass may
    /// have set its accrue time yet, and Slurm's AGE was then 0 (`Weights::accrue_lag_s`).
    pub before_first_pass: Option<(i64, i64)>,
}

impl Unknowns {
    /// Whether the job may have been held, or its nice changed, since anything dated what
    /// the row shows: sacct keeps neither, and a saved queue only up to its moment.
    pub fn undated_since(&self, at: i64) -> bool {
        self.sighted_at.is_none_or(|t| t < at)
    }
}

/// The pending jobs' rows at one moment, with what ordering them needs.
pub struct Pending {
    pub lines: Vec<SprioLine>,
    /// Per line: what orders the queue.
    pub meta: Vec<QueueKey>,
    /// Per line: what sacct did not tell of its job.
    pub unknowns: Vec<Unknowns>,
    /// Weights of age, assoc, fairshare, job size, partition, QOS.
    pub weights: [f64; 6],
    pub tres_weighted: bool,
    /// PriorityWeightTRES as configured (sprio -w prints it as is).
    pub tres_text: String,
    /// What sacct did not hold and how it was filled in, for the user.
    pub notes: QueueNotes,
    /// The Slurm release in force (its sprio's layout), when known.
    pub version: Option<SlurmVersion>,
}

impl Pending {
    /// The lines of the queue's rows in the scheduler's order (spec §7).
    pub fn order(&self) -> Vec<usize> {
        let (entries, rows) = self.queue();
        Queue::new(entries)
            .order()
            .iter()
            .map(|&k| rows[k])
            .collect()
    }

    /// The queue's rows (running jobs left out) for ordering and ranking; `rows[k]` is the
    /// line each entry came from.
    pub fn queue(&self) -> (Vec<Entry>, Vec<usize>) {
        let rows: Vec<usize> = (0..self.lines.len())
            .filter(|&i| !self.meta[i].running)
            .collect();
        let entries = rows
            .iter()
            .map(|&i| {
                let (l, m) = (&self.lines[i], &self.meta[i]);
                let w = &l.weighted;
                Entry {
                    job_id: l.job_id.clone(),
                    partition: l.partition.clone(),
                    has_reservation: m.has_reservation,
                    tier: m.tier,
                    priority: f64::from(m.priority),
                    submit: m.submit,
                    terms: [
                        w[0],
                        w[1],
                        w[2],
                        w[3],
                        w[4],
                        w[5],
                        l.weighted_tres.iter().sum(),
                        l.nice as f64,
                    ],
                }
            })
            .collect();
        (entries, rows)
    }
}
