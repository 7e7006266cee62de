//! Plain records shared by the readers, the store and the model. Times are UTC.

use std::borrow::Cow;
use std::collections::{HashMap, HashSet};

use chrono::NaiveDateTime;

/// Parsed TRES counts, `(name, count)`: lower-case names as sacct prints them
/// (`cpu`, `mem`, `node`, `billing`, `gres/gpu`, `gres/gpu:a100`, `license/x`); memory in MB.
pub type TresCounts = Vec<(String, f64)>;

/// A map (or set) looked up once per job read (millions for a month or a queue's window), by keys that
/// are the store's own names, not a caller's: hashed with foldhash, not SipHash (whose hashes
/// were 7 % of a month's audit, and as much of sreport's, at 10M jobs).
pub type FastMap<K, V> = HashMap<K, V, foldhash::fast::RandomState>;
pub type FastSet<T> = HashSet<T, foldhash::fast::RandomState>;

/// Names numbered in the order first seen (TRES kept by number where a name would be looked
/// up for every job).
#[derive(Debug, Default)]
pub struct Numbered {
    pub names: Vec<String>,
    numbers: FastMap<String, usize>,
}

impl Numbered {
    /// The number of `name`, given it when new.
    pub fn number(&mut self, name: &str) -> usize {
        if let Some(&n) = self.numbers.get(name) {
            return n;
        }
        self.names.push(name.to_string());
        self.numbers.insert(name.to_string(), self.names.len() - 1);
        self.names.len() - 1
    }
}

/// What the store keeps of an allocation's TRES besides the text: memory (MB), GPUs and
/// the billing Slurm recorded (first of each name; GPUs from `gres/gpu`, else the sum of its
/// typed `gres/gpu:TYPE` counts).
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct AllocTotals {
    pub mem_mb: Option<f64>,
    pub billing: Option<f64>,
    gpu: Option<f64>,
    typed_gpus: Option<f64>,
}

impl AllocTotals {
    /// Counts one TRES, `name` as sacct prints it (its type in any case).
    pub fn add(&mut self, name: &str, count: f64) {
        let (kind, rest) = name.split_once('/').unwrap_or((name, ""));
        let first = |slot: &mut Option<f64>| {
            slot.get_or_insert(count);
        };
        if kind.eq_ignore_ascii_case("mem") && rest.is_empty() {
            first(&mut self.mem_mb);
        } else if kind.eq_ignore_ascii_case("billing") && rest.is_empty() {
            first(&mut self.billing);
        } else if kind.eq_ignore_ascii_case("gres") && rest == "gpu" {
            first(&mut self.gpu);
        } else if kind.eq_ignore_ascii_case("gres") && rest.starts_with("gpu:") {
            *self.typed_gpus.get_or_insert(0.0) += count;
        }
    }

    /// The GPUs: `gres/gpu` when given, else the typed counts summed.
    pub fn gpus(&self) -> Option<f64> {
        self.gpu.or(self.typed_gpus)
    }
}

/// Whether ReqMem was per node (`n` suffix) or per CPU (`c` suffix, legacy).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MemPer {
    Node,
    Cpu,
}

impl MemPer {
    pub fn as_str(self) -> &'static str {
        match self {
            MemPer::Node => "node",
            MemPer::Cpu => "cpu",
        }
    }
}

/// One job allocation (not a step): a job, an array task, a pending array record or one
/// component of a heterogeneous job. Texts are borrowed from the line read when they can be.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct JobRecord<'a> {
    pub cluster: Cow<'a, str>,
    /// Identity used to merge dumps: JobIDRaw when known, else the printed JobID.
    pub job_key: Cow<'a, str>,
    /// JobID as sacct prints it: `123`, `123_4`, `123_[1-5%2]`, `77+1`.
    pub job_id: Cow<'a, str>,
    pub job_id_raw: Option<i64>,
    pub array_job_id: Option<i64>,
    pub array_task_id: Option<i64>,
    /// Task set of a pending array record, e.g. `[1-5%2]`.
    pub array_tasks_pending: Option<Cow<'a, str>>,
    pub het_job_id: Option<i64>,
    pub het_job_offset: Option<i64>,
    pub user: Option<Cow<'a, str>>,
    pub uid: Option<i64>,
    /// The job's group id (sacct's GID), which sreport's job reports select by (`GID=`).
    pub gid: Option<i64>,
    /// Its group's name as sacct printed it (Group: the host's name for the GID).
    pub group: Option<Cow<'a, str>>,
    pub account: Option<Cow<'a, str>>,
    /// One partition, or a comma list for a pending job submitted to several.
    pub partition: Option<Cow<'a, str>>,
    pub qos: Option<Cow<'a, str>>,
    /// The QOS list a job asked for (sacct's QOSREQ, 24.11 on): several, comma-separated,
    /// when it may run under any of them.
    pub qos_req: Option<Cow<'a, str>>,
    pub submit: NaiveDateTime,
    pub eligible: Option<NaiveDateTime>,
    pub start: Option<NaiveDateTime>,
    pub end: Option<NaiveDateTime>,
    /// Base state (`COMPLETED`, `CANCELLED`, …) or the text as printed when not a known state.
    pub state: Cow<'a, str>,
    pub state_known: bool,
    pub cancelled_by: Option<i64>,
    pub exit_code: Option<Cow<'a, str>>,
    /// None for UNLIMITED, Partition_Limit or when absent; `timelimit` keeps the text.
    pub timelimit_s: Option<i64>,
    pub timelimit: Option<Cow<'a, str>>,
    pub priority: Option<i64>,
    pub nice: Option<i64>,
    pub reservation: Option<Cow<'a, str>>,
    /// The reservation's id (ReservationId; 0 and absent alike are none).
    pub reservation_id: Option<i64>,
    pub flags: Option<Cow<'a, str>>,
    pub reason: Option<Cow<'a, str>>,
    pub req_cpus: Option<i64>,
    pub alloc_cpus: Option<i64>,
    pub nnodes: Option<i64>,
    pub req_mem_mb: Option<f64>,
    pub req_mem_per: Option<MemPer>,
    pub alloc_tres_text: Option<Cow<'a, str>>,
    pub req_tres_text: Option<Cow<'a, str>>,
    /// What the store keeps of AllocTRES besides its text.
    pub alloc: AllocTotals,
    pub elapsed_s: Option<i64>,
    pub total_cpu_s: Option<f64>,
    pub node_list: Option<Cow<'a, str>>,
    pub job_name: Option<Cow<'a, str>>,
    /// The WCKey as slurmdbd keeps it (`*name`: the user's default, given when none was asked).
    pub wckey: Option<Cow<'a, str>>,
    /// The submission command (SubmitLine): the only record of all partitions asked for.
    pub submit_line: Option<Cow<'a, str>>,
    /// Its GPUs' mean utilisation (percent) as jobstats left it in the AdminComment.
    pub gpu_util: Option<f64>,
}

/// One job step (`.batch`, `.extern`, `.0`); never counted as an allocation.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct StepRecord<'a> {
    pub cluster: Cow<'a, str>,
    /// `job_key` of the allocation the step belongs to.
    pub job_key: Cow<'a, str>,
    /// Step name: `batch`, `extern`, `interactive`, `0`, `1`, …
    pub step: Cow<'a, str>,
    pub job_id: Cow<'a, str>,
    pub start: Option<NaiveDateTime>,
    pub end: Option<NaiveDateTime>,
    pub state: Cow<'a, str>,
    pub alloc_tres_text: Option<Cow<'a, str>>,
    pub elapsed_s: Option<i64>,
    pub total_cpu_s: Option<f64>,
    /// Tasks the step ran (NTasks).
    pub ntasks: Option<i64>,
    /// What its tasks used, as sacct prints TRES lists (`cpu=00:01:02,mem=3500K,…`): the
    /// tasks' total (TRESUsageInTot: memory is the sum of their peaks), the largest task's
    /// (TRESUsageInMax: MaxRSS) and their average (TRESUsageInAve).
    pub usage_in_tot: Option<Cow<'a, str>>,
    pub usage_in_max: Option<Cow<'a, str>>,
    pub usage_in_ave: Option<Cow<'a, str>>,
}

/// One association row of the account tree.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct AssocRecord {
    pub cluster: String,
    pub account: String,
    /// Empty for account associations.
    pub user: String,
    pub partition: String,
    /// Parent account of an account association (for a user association: its own account).
    /// None when the dump did not say (e.g. `sacctmgr show assoc` without ParentName).
    pub parent_account: Option<String>,
    /// None means `Fairshare=parent`.
    pub raw_shares: Option<i64>,
    pub priority: Option<i64>,
    pub assoc_id: Option<i64>,
    pub lft: Option<i64>,
    pub rgt: Option<i64>,
    pub qos: Option<String>,
    pub default_qos: Option<String>,
}

/// One cluster or node event (`sacctmgr show event`).
#[derive(Debug, Clone, PartialEq)]
pub struct EventRecord {
    pub cluster: String,
    /// Empty for a cluster registration (its TRES are the cluster's from then on).
    pub node_name: String,
    pub start: NaiveDateTime,
    /// None while the event lasts.
    pub end: Option<NaiveDateTime>,
    /// Node state and flag bits (StateRaw).
    pub state: u64,
    pub reason: Option<String>,
    /// As printed: `cpu=64,mem=250G,gres/gpu=4`.
    pub tres: String,
}

/// One reservation record (`sacctmgr show reservation`): slurmdbd keeps a new record, with
/// the same id, each time a reservation's times, nodes or TRES change.
#[derive(Debug, Clone, PartialEq)]
pub struct ReservationRecord {
    pub cluster: String,
    pub name: String,
    /// Its id (the `ID` column; jobs name it by `ReservationId`), when dumped.
    pub id: Option<u64>,
    pub start: NaiveDateTime,
    pub end: NaiveDateTime,
    /// As printed (`MAINT,IGNORE_JOBS,…`), when dumped.
    pub flags: Option<String>,
    /// As printed: `cpu=16`.
    pub tres: String,
    /// The association ids allowed in it, as printed (`Assocs`: `12,14`), when dumped.
    pub assocs: Option<String>,
    /// Its nodes as a hostlist (`NodeName`: `a-n[1-4]`), when dumped.
    pub nodes: Option<String>,
}

/// One QOS.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct QosRecord {
    pub name: String,
    /// slurmdbd's id (`sacctmgr show qos format=ID,…`; the default columns have none):
    /// sreport lists QOS in its order.
    pub id: Option<u64>,
    pub priority: i64,
    pub usage_factor: f64,
    pub usage_threshold: Option<f64>,
    pub flags: Option<String>,
    pub preempt: Option<String>,
    pub preempt_mode: Option<String>,
    pub max_wall_s: Option<i64>,
}

/// One value of a result table.
#[derive(Debug, Clone, PartialEq)]
pub enum Cell {
    Null,
    Bool(bool),
    Int(i64),
    Float(f64),
    Text(String),
}

/// A result table: named columns and rows of cells.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Table {
    pub columns: Vec<String>,
    pub rows: Vec<Vec<Cell>>,
}
