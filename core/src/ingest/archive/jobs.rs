//! Archived jobs and steps as sacct prints them (`sacct -a -D -P`, 22.05–26.05 `print.c`),
//! into the records a sacct dump gives: the DB's numbers turned into sacct's words (state,
//! reason, flags, exit code, time limit, TRES by name), the ids the archive holds named from
//! the association tree, QOS and TRES tables the caller knows.

use std::borrow::Cow;
use std::collections::HashMap;

use chrono::NaiveDateTime;

use super::{Archive, Kind};
use crate::error::InputError;
use crate::ingest::jobstats::gpu_utilization;
use crate::ingest::slurm_time::{parse_time_limit, TimeLimit};
use crate::ingest::tres::parse_alloc_totals;
use crate::model::types::{JobRecord, StepRecord};

/// Each job's CPU time summed over its steps, by the job's DB index: (seconds, microseconds).
pub type StepCpu = HashMap<i64, (u64, u64)>;

/// The archived jobs by DB index (what steps name them by): their key and printed id.
pub type JobIndex = HashMap<i64, (String, String)>;

/// What the archive refers to by id: association id → user, QOS id → name, TRES id → name
/// (`type` or `type/name` as sacct prints it), reservation id → name.
#[derive(Debug, Clone)]
pub struct Names {
    pub users: HashMap<i64, String>,
    pub qos: HashMap<i64, String>,
    pub tres: HashMap<i64, String>,
    pub reservations: HashMap<i64, String>,
}

impl Default for Names {
    /// The TRES every database has under the same ids (`as_mysql_tres.c`'s static TRES).
    fn default() -> Names {
        let tres = [
            "cpu", "mem", "energy", "node", "billing", "fs/disk", "vmem", "pages",
        ];
        Names {
            users: HashMap::new(),
            qos: HashMap::new(),
            tres: (1..).zip(tres.map(String::from)).collect(),
            reservations: HashMap::new(),
        }
    }
}

/// `NO_VAL` and `INFINITE` as the DB's unsigned 32-bit columns hold them.
const NO_VAL: i64 = 0xffff_fffe;
const INFINITE: i64 = 0xffff_ffff;
/// The state flags `job_state_string` names before the base state, in its order
/// (EXPEDITING, bit 24, from 25.11).
const STATE_FLAGS: &[(u32, &str)] = &[
    (1 << 15, "COMPLETING"),
    (1 << 23, "STAGE_OUT"),
    (1 << 14, "CONFIGURING"),
    (1 << 24, "EXPEDITING"),
    (1 << 13, "RESIZING"),
    (1 << 10, "REQUEUED"),
    (1 << 20, "REQUEUE_FED"),
    (1 << 11, "REQUEUE_HOLD"),
    (1 << 12, "SPECIAL_EXIT"),
    (1 << 16, "STOPPED"),
    (1 << 19, "REVOKED"),
    (1 << 21, "RESV_DEL_HOLD"),
    (1 << 22, "SIGNALING"),
];
const BASE_STATES: &[&str] = &[
    "PENDING",
    "RUNNING",
    "SUSPENDED",
    "COMPLETED",
    "CANCELLED",
    "FAILED",
    "TIMEOUT",
    "NODE_FAIL",
    "PREEMPTED",
    "BOOT_FAIL",
    "DEADLINE",
    "OUT_OF_MEMORY",
];

/// `job_state_string` of the release that wrote the file (`protocol`): a flag's word, else
/// the base state's.
fn state_text(state: u32, protocol: u16) -> &'static str {
    let known = |bit: u32| bit != 1 << 24 || protocol >= 44;
    if let Some((_, word)) = STATE_FLAGS
        .iter()
        .find(|(bit, _)| state & bit != 0 && known(*bit))
    {
        return word;
    }
    BASE_STATES
        .get((state & 0xff) as usize)
        .copied()
        .unwrap_or("?")
}

/// `job_state_reason_string` of the release that wrote the file (`protocol`): the enum's
/// slots that were renamed or retired print what that release printed.
fn reason_text(reason: usize, protocol: u16) -> Cow<'static, str> {
    let word = match (reason, protocol) {
        (17, ..=42) => Some("FrontEndDown"),
        (17, 43) => None,
        (33, ..=39) => Some("BlockMaxError"),
        (34, ..=39) => Some("BlockFreeAction"),
        (76, ..=41) => Some("PowerNotAvail"),
        (77, ..=41) => Some("PowerReserved"),
        (34 | 76 | 77, _) => None,
        // 22.05 and 23.11 knew fewer reasons (198, 201) and print a number past them.
        (n, ..=38) if n >= 198 => return Cow::Owned(n.to_string()),
        (n, 40) if n >= 201 => return Cow::Owned(n.to_string()),
        (n, _) => REASONS.get(n).copied(),
    };
    Cow::Borrowed(word.unwrap_or("InvaildReason"))
}

/// `slurmdb_job_flags_str`: how the job was started, and whether its start was received
/// (spelt `StartRecieved` until 23.02, `StartReceived` from 23.11); sacct prints nothing
/// for no flags.
fn flags_text(flags: u32, protocol: u16) -> Option<String> {
    let how = [
        (1, "SchedNotSet"),
        (2, "SchedSubmit"),
        (4, "SchedMain"),
        (8, "SchedBackfill"),
    ]
    .iter()
    .find(|(bit, _)| flags & bit != 0)
    .map(|(_, w)| *w);
    let received = match protocol {
        ..=39 => "StartRecieved",
        _ => "StartReceived",
    };
    let words: Vec<&str> = how
        .into_iter()
        .chain((flags & 16 != 0).then_some(received))
        .collect();
    (!words.is_empty()).then(|| words.join(","))
}

/// sacct's `exit:signal` of a wait status.
fn exit_code_text(raw: i64) -> String {
    let status = raw as u32;
    let (mut code, signal) = match status & 0x7f {
        0 => ((status >> 8) & 0xff, 0),
        0x7f => (0, 0),
        sig => (0, sig),
    };
    if code >= 128 {
        code -= 128;
    }
    format!("{code}:{signal}")
}

/// `mins2time_str`, and what sacct prints for no limit.
fn time_limit_text(minutes: i64) -> Option<String> {
    Some(match minutes {
        INFINITE => "UNLIMITED".to_string(),
        NO_VAL => "Partition_Limit".to_string(),
        0 => return None,
        m => {
            let s = m * 60;
            let (d, h, mi, se) = (s / 86400, s / 3600 % 24, s / 60 % 60, s % 60);
            match d {
                0 => format!("{h:02}:{mi:02}:{se:02}"),
                d => format!("{d}-{h:02}:{mi:02}:{se:02}"),
            }
        }
    })
}

/// `convert_num_unit` from megabytes with `CONVERT_NUM_UNIT_EXACT`: up a unit while the
/// count is a multiple of half of it (64000M is 62.50G), zero as `0`.
fn mega_text(count: u64) -> String {
    if count == 0 {
        return "0".to_string();
    }
    let units = ['M', 'G', 'T', 'P', '?'];
    let (mut n, mut unit) = (count as f64, 0);
    while n >= 1024.0 && (n as u64).is_multiple_of(512) {
        n /= 1024.0;
        unit += 1;
    }
    let unit = units[unit.min(units.len() - 1)];
    match n.fract() == 0.0 {
        true => format!("{}{unit}", n as u64),
        false => format!("{n:.2}{unit}"),
    }
}

/// `slurmdb_make_tres_string_from_simple` as sacct calls it: each TRES known by id named,
/// memory (and burst buffers) in units, the items sorted as text.
pub(super) fn tres_text(simple: &str, names: &Names) -> Option<String> {
    if !simple.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    let mut items: Vec<String> = simple
        .split(',')
        .filter_map(|item| {
            let (id, count) = item.split_once('=')?;
            let id: i64 = id.parse().ok()?;
            let name = names.tres.get(&id)?;
            let count: u64 = count.parse().ok()?;
            let value = match count {
                u64::MAX => "NONE".to_string(),
                c if c == u64::MAX - 1 => return None,
                c if id == 2 || name.starts_with("bb/") || name == "bb" => mega_text(c),
                c => c.to_string(),
            };
            Some(format!("{name}={value}"))
        })
        .collect();
    items.sort();
    (!items.is_empty()).then(|| items.join(","))
}

/// A TRES count in an `id=count` list.
fn tres_count(simple: &str, id: i64) -> Option<u64> {
    simple.split(',').find_map(|item| {
        let (i, c) = item.split_once('=')?;
        (i.parse::<i64>().ok()? == id).then(|| c.parse().ok())?
    })
}

/// The task set of a pending array record: its hex bitmap as ranges, with the `%` limit.
fn array_tasks_text(bitmap: &str, max_tasks: i64) -> Option<String> {
    let hex = bitmap.strip_prefix("0x")?;
    let mut set = Vec::new();
    for (i, c) in hex.chars().rev().enumerate() {
        let v = c.to_digit(16)?;
        for b in 0..4 {
            if v & (1 << b) != 0 {
                set.push(i * 4 + b);
            }
        }
    }
    let mut ranges: Vec<String> = Vec::new();
    let mut i = 0;
    while i < set.len() {
        let mut j = i;
        while j + 1 < set.len() && set[j + 1] == set[j] + 1 {
            j += 1;
        }
        ranges.push(match j > i {
            true => format!("{}-{}", set[i], set[j]),
            false => set[i].to_string(),
        });
        i = j + 1;
    }
    let limit = match max_tasks {
        0 => String::new(),
        m => format!("%{m}"),
    };
    Some(format!("[{}{limit}]", ranges.join(",")))
}

/// CPU time as sacct prints it (`_elapsed_time`: to the millisecond, truncated).
fn cpu_seconds(secs: u64, usecs: u64) -> f64 {
    let (s, us) = (secs + usecs / 1_000_000, usecs % 1_000_000);
    s as f64 + (us / 1000) as f64 / 1000.0
}

/// An epoch time as the store keeps it (UTC); 0 is none.
pub(super) fn time(epoch: i64) -> Option<NaiveDateTime> {
    (epoch > 0)
        .then(|| chrono::DateTime::from_timestamp(epoch, 0).map(|t| t.naive_utc()))
        .flatten()
}

/// A record's fields by name, with the file and record number for errors.
pub(super) struct Fields<'a> {
    archive: &'a Archive,
    index: HashMap<&'static str, usize>,
    path: &'a str,
}

impl<'a> Fields<'a> {
    pub(super) fn new(archive: &'a Archive, path: &'a str) -> Fields<'a> {
        let index = archive
            .names
            .iter()
            .enumerate()
            .map(|(i, n)| (*n, i))
            .collect();
        Fields {
            archive,
            index,
            path,
        }
    }

    pub(super) fn text(&self, r: usize, name: &str) -> Option<&'a str> {
        let i = *self.index.get(name)?;
        self.archive.records[r][i]
            .as_deref()
            .filter(|s| !s.is_empty())
    }

    fn int(&self, r: usize, name: &str) -> Result<Option<i64>, InputError> {
        match self.text(r, name) {
            None => Ok(None),
            // Unsigned 64-bit values (26.05's SLUIDs as `job_db_inx`) keep their bits.
            Some(v) => v
                .parse()
                .or_else(|_| v.parse::<u64>().map(|u| u as i64))
                .map(Some)
                .map_err(|_| {
                    InputError::field(
                        self.path,
                        0,
                        name,
                        v,
                        format!("record {}: not an integer", r + 1),
                    )
                }),
        }
    }

    pub(super) fn num(&self, r: usize, name: &str) -> Result<i64, InputError> {
        Ok(self.int(r, name)?.unwrap_or(0))
    }
}

/// sacct's JobID of an allocation, and the array it is part of.
struct PrintedId {
    text: String,
    array_job: Option<i64>,
    array_task: Option<i64>,
    /// A pending array record's task set.
    pending: Option<String>,
}

fn printed_id(f: &Fields, r: usize) -> Result<PrintedId, InputError> {
    let id = f.num(r, "jobid")?;
    let array_job = f.num(r, "array_jobid")?;
    let task = f.num(r, "array_taskid")?;
    let het = f.num(r, "het_job_id")?;
    let offset = f.num(r, "het_job_offset")?;
    if let Some(pending) = f
        .text(r, "array_task_str")
        .and_then(|s| array_tasks_text(s, f.num(r, "array_max_tasks").unwrap_or(0)))
    {
        return Ok(PrintedId {
            text: format!("{array_job}_{pending}"),
            array_job: Some(array_job),
            array_task: None,
            pending: Some(pending),
        });
    }
    let array = task != NO_VAL && array_job > 0;
    let text = if array {
        format!("{array_job}_{task}")
    } else if het > 0 && offset != NO_VAL {
        format!("{het}+{offset}")
    } else {
        id.to_string()
    };
    Ok(PrintedId {
        text,
        array_job: array.then_some(array_job),
        array_task: array.then_some(task),
        pending: None,
    })
}

/// The jobs of a job archive as sacct printed them: the jobs sacct selects (those with an
/// eligible time: a job held and cancelled while pending never was, and sacct never printed
/// it), each with its steps' CPU time (`steps`, from `step_cpu`). Also says which
/// jobs it left out and which ids it could not name, and adds every job to `index`.
pub fn job_records(
    archive: &Archive,
    path: &str,
    names: &Names,
    (steps, mut index): (&StepCpu, Option<&mut JobIndex>),
) -> Result<(Vec<JobRecord<'static>>, Vec<String>), InputError> {
    assert_eq!(archive.header.kind, Kind::Jobs);
    let f = Fields::new(archive, path);
    let protocol = archive.header.protocol;
    let cluster = archive.header.cluster.clone();
    let mut out = Vec::new();
    let mut notes = Vec::new();
    let owned = |s: Option<&str>| s.map(|s| Cow::Owned(s.to_string()));
    for r in 0..archive.records.len() {
        let id = f.num(r, "jobid")?;
        if let Some(index) = index.as_deref_mut() {
            index.insert(
                f.num(r, "job_db_inx")?,
                (id.to_string(), printed_id(&f, r)?.text),
            );
        }
        // sacct selects jobs by `time_eligible && time_eligible < END`: a job never eligible
        // (0, or INFINITE for an array's pending remainder) it never prints.
        if matches!(f.num(r, "eligible")?, 0 | INFINITE) {
            notes.push(format!("job {}: never eligible (held, or an array's tasks still pending, then cancelled): sacct does not print it, nor is it loaded", printed_id(&f, r)?.text));
            continue;
        }
        let printed = printed_id(&f, r)?;
        let het = f.num(r, "het_job_id")?;
        let offset = f.num(r, "het_job_offset")?;
        let state = f.num(r, "state")? as u32;
        let word = state_text(state, protocol);
        let killer = f.num(r, "kill_requid")?;
        let cancelled_by =
            (state & 0xff == 4 && killer != -1 && killer != INFINITE).then_some(killer);
        let alloc_simple = f.text(r, "tres_alloc_str").unwrap_or("");
        let req_simple = f.text(r, "tres_req_str").unwrap_or("");
        // What sacct counts CPUs and nodes in: the allocation, else the request.
        let held = match alloc_simple {
            "" => req_simple,
            a => a,
        };
        let alloc_tres_text = tres_text(alloc_simple, names);
        let alloc = match &alloc_tres_text {
            Some(t) => parse_alloc_totals(t)
                .map_err(|e| InputError::field(path, 0, "tres_alloc_str", alloc_simple, e))?,
            None => Default::default(),
        };
        let timelimit = time_limit_text(f.num(r, "timelimit")?);
        let timelimit_s = match timelimit.as_deref().map(parse_time_limit) {
            Some(Ok(Some(TimeLimit::Seconds(s)))) => Some(s),
            _ => None,
        };
        let (start, end, suspended) =
            (f.num(r, "start")?, f.num(r, "end")?, f.num(r, "suspended")?);
        let elapsed = match start > 0 && end > start {
            true => end - start - suspended,
            false => 0,
        };
        let user = match names.users.get(&f.num(r, "associd")?) {
            Some(u) => Some(Cow::Owned(u.clone())),
            None => {
                notes.push(format!(
                    "job {id}: association {} is not in the tree loaded: its user is unknown",
                    f.num(r, "associd")?
                ));
                None
            }
        };
        let qos = f.num(r, "qos")?;
        let qos_name = names.qos.get(&qos).cloned();
        if qos_name.is_none() && qos != 0 {
            notes.push(format!(
                "job {id}: QOS id {qos} is not among the QOS loaded"
            ));
        }
        let resv = f.num(r, "resvid")?;
        let (s, us) = steps
            .get(&f.num(r, "job_db_inx")?)
            .copied()
            .unwrap_or_default();
        let total_cpu = Some(cpu_seconds(s, us));
        out.push(JobRecord {
            cluster: Cow::Owned(cluster.clone()),
            job_key: Cow::Owned(id.to_string()),
            job_id: Cow::Owned(printed.text),
            job_id_raw: Some(id),
            array_job_id: printed.array_job,
            array_task_id: printed.array_task,
            array_tasks_pending: printed.pending.map(Cow::Owned),
            het_job_id: (het > 0 && offset != NO_VAL).then_some(het),
            het_job_offset: (het > 0 && offset != NO_VAL).then_some(offset),
            user,
            uid: f.int(r, "uid")?,
            gid: f.int(r, "gid")?,
            group: None,
            account: owned(f.text(r, "account")),
            partition: owned(f.text(r, "partition")),
            qos: qos_name.map(Cow::Owned),
            qos_req: owned(f.text(r, "qos_req")),
            submit: time(f.num(r, "submit")?).unwrap_or_default(),
            eligible: time(f.num(r, "eligible")?),
            start: time(start),
            end: time(end),
            state: Cow::Borrowed(word),
            state_known: word != "?",
            cancelled_by,
            exit_code: Some(Cow::Owned(exit_code_text(f.num(r, "exit_code")?))),
            timelimit_s,
            timelimit: timelimit.map(Cow::Owned),
            priority: f.int(r, "priority")?,
            nice: None,
            reservation: names.reservations.get(&resv).cloned().map(Cow::Owned),
            reservation_id: (resv > 0).then_some(resv),
            flags: flags_text(f.num(r, "flags")? as u32, protocol).map(Cow::Owned),
            reason: Some(reason_text(
                f.num(r, "state_reason_prev")? as usize,
                protocol,
            )),
            req_cpus: f.int(r, "req_cpus")?,
            // 22.05 and 23.02 count the request's CPUs when nothing was allocated.
            alloc_cpus: Some(
                match protocol {
                    ..=39 => tres_count(held, 1),
                    _ => tres_count(alloc_simple, 1),
                }
                .unwrap_or(0) as i64,
            ),
            nnodes: match f.num(r, "alloc_nodes")? {
                0 => tres_count(held, 4).map(|n| n as i64),
                n => Some(n),
            },
            req_mem_mb: tres_count(req_simple, 2).map(|m| m as f64),
            req_mem_per: None,
            alloc_tres_text: alloc_tres_text.map(Cow::Owned),
            req_tres_text: tres_text(req_simple, names).map(Cow::Owned),
            alloc,
            elapsed_s: Some(elapsed),
            total_cpu_s: total_cpu,
            node_list: owned(f.text(r, "nodelist").filter(|n| *n != "None assigned")),
            job_name: owned(f.text(r, "name")),
            wckey: owned(f.text(r, "wckey")),
            submit_line: owned(f.text(r, "submit_line")),
            gpu_util: f.text(r, "admin_comment").and_then(gpu_utilization),
        });
    }
    Ok((out, notes))
}

/// A step's CPU time, user and system: (seconds, microseconds).
fn step_cpu_time(f: &Fields, r: usize) -> Result<(u64, u64), InputError> {
    Ok((
        (f.num(r, "user_sec")? + f.num(r, "sys_sec")?) as u64,
        (f.num(r, "user_usec")? + f.num(r, "sys_usec")?) as u64,
    ))
}

/// Adds each step's CPU time to its job's (by `job_db_inx`).
pub fn step_cpu(archive: &Archive, path: &str, into: &mut StepCpu) -> Result<(), InputError> {
    assert_eq!(archive.header.kind, Kind::Steps);
    let f = Fields::new(archive, path);
    for r in 0..archive.records.len() {
        let total = into.entry(f.num(r, "job_db_inx")?).or_default();
        let (secs, usecs) = step_cpu_time(&f, r)?;
        total.0 += secs;
        total.1 += usecs;
    }
    Ok(())
}

/// The steps of a step archive, each under its job (`jobs`, from `job_records`); how many
/// steps name a job it does not hold (left out).
pub fn step_records(
    archive: &Archive,
    path: &str,
    names: &Names,
    jobs: &JobIndex,
) -> Result<(Vec<StepRecord<'static>>, usize), InputError> {
    assert_eq!(archive.header.kind, Kind::Steps);
    let f = Fields::new(archive, path);
    let mut out = Vec::new();
    let mut orphans = 0;
    for r in 0..archive.records.len() {
        let inx = f.num(r, "job_db_inx")?;
        let (secs, usecs) = step_cpu_time(&f, r)?;
        let Some((key, job_id)) = jobs.get(&inx) else {
            orphans += 1;
            continue;
        };
        let step = match f.num(r, "stepid")? {
            -5 => "batch".to_string(),
            -4 => "extern".to_string(),
            -6 => "interactive".to_string(),
            -3 => "TBD".to_string(),
            n => n.to_string(),
        };
        let step = match f.num(r, "step_het_comp")? {
            c if c != NO_VAL && c >= 0 => format!("{step}+{c}"),
            _ => step,
        };
        let (start, end, suspended) = (
            f.num(r, "period_start")?,
            f.num(r, "period_end")?,
            f.num(r, "period_suspended")?,
        );
        // What the tasks used, by TRES name (counts as slurmdbd keeps them: bytes of memory).
        let usage = |field: &str| tres_text(f.text(r, field).unwrap_or(""), names).map(Cow::Owned);
        out.push(StepRecord {
            cluster: Cow::Owned(archive.header.cluster.clone()),
            job_key: Cow::Owned(key.clone()),
            job_id: Cow::Owned(format!("{job_id}.{step}")),
            step: Cow::Owned(step),
            start: time(start),
            end: time(end),
            state: Cow::Borrowed(state_text(
                f.num(r, "state")? as u32,
                archive.header.protocol,
            )),
            alloc_tres_text: tres_text(f.text(r, "tres_alloc_str").unwrap_or(""), names)
                .map(Cow::Owned),
            elapsed_s: Some(match start > 0 && end > start {
                true => end - start - suspended,
                false => 0,
            }),
            total_cpu_s: Some(cpu_seconds(secs, usecs)),
            ntasks: Some(f.num(r, "tasks")?),
            usage_in_tot: usage("tres_usage_in_tot"),
            usage_in_max: usage("tres_usage_in_max"),
            usage_in_ave: usage("tres_usage_in_ave"),
        });
    }
    Ok((out, orphans))
}

/// `job_state_reason_string` of 25.11 and 26.05, by the enum's value (`slurm.h`).
const REASONS: [&str; 221] = [
    "None",
    "Priority",
    "Dependency",
    "Resources",
    "PartitionNodeLimit",
    "PartitionTimeLimit",
    "PartitionDown",
    "PartitionInactive",
    "JobHeldAdmin",
    "BeginTime",
    "Licenses",
    "AssociationJobLimit",
    "AssociationResourceLimit",
    "AssociationTimeLimit",
    "Reservation",
    "ReqNodeNotAvail",
    "JobHeldUser",
    "NvidiaImexChannels",
    "SchedDefer",
    "PartitionDown",
    "NodeDown",
    "BadConstraints",
    "SystemFailure",
    "JobLaunchFailure",
    "NonZeroExitCode",
    "TimeLimit",
    "InactiveLimit",
    "InvalidAccount",
    "InvalidQOS",
    "QOSUsageThreshold",
    "QOSJobLimit",
    "QOSResourceLimit",
    "QOSTimeLimit",
    "RaisedSignal",
    "None",
    "Cleaning",
    "Prolog",
    "QOSNotAllowed",
    "AccountNotAllowed",
    "DependencyNeverSatisfied",
    "QOSGrpCpuLimit",
    "QOSGrpCPUMinutesLimit",
    "QOSGrpCPURunMinutesLimit",
    "QOSGrpJobsLimit",
    "QOSGrpMemLimit",
    "QOSGrpNodeLimit",
    "QOSGrpSubmitJobsLimit",
    "QOSGrpWallLimit",
    "QOSMaxCpuPerJobLimit",
    "QOSMaxCpuMinutesPerJobLimit",
    "QOSMaxNodePerJobLimit",
    "QOSMaxWallDurationPerJobLimit",
    "QOSMaxCpuPerUserLimit",
    "QOSMaxJobsPerUserLimit",
    "QOSMaxNodePerUserLimit",
    "QOSMaxSubmitJobPerUserLimit",
    "QOSMinCpuNotSatisfied",
    "AssocGrpCpuLimit",
    "AssocGrpCPUMinutesLimit",
    "AssocGrpCPURunMinutesLimit",
    "AssocGrpJobsLimit",
    "AssocGrpMemLimit",
    "AssocGrpNodeLimit",
    "AssocGrpSubmitJobsLimit",
    "AssocGrpWallLimit",
    "AssocMaxJobsLimit",
    "AssocMaxCpuPerJobLimit",
    "AssocMaxCpuMinutesPerJobLimit",
    "AssocMaxNodePerJobLimit",
    "AssocMaxWallDurationPerJobLimit",
    "AssocMaxSubmitJobLimit",
    "JobHoldMaxRequeue",
    "JobArrayTaskLimit",
    "BurstBufferResources",
    "BurstBufferStageIn",
    "BurstBufferOperation",
    "None",
    "None",
    "AssocGrpUnknown",
    "AssocGrpUnknownMinutes",
    "AssocGrpUnknownRunMinutes",
    "AssocMaxUnknownPerJob",
    "AssocMaxUnknownPerNode",
    "AssocMaxUnknownMinutesPerJob",
    "AssocMaxCpuPerNode",
    "AssocGrpMemMinutes",
    "AssocGrpMemRunMinutes",
    "AssocMaxMemPerJob",
    "AssocMaxMemPerNode",
    "AssocMaxMemMinutesPerJob",
    "AssocGrpNodeMinutes",
    "AssocGrpNodeRunMinutes",
    "AssocMaxNodeMinutesPerJob",
    "AssocGrpEnergy",
    "AssocGrpEnergyMinutes",
    "AssocGrpEnergyRunMinutes",
    "AssocMaxEnergyPerJob",
    "AssocMaxEnergyPerNode",
    "AssocMaxEnergyMinutesPerJob",
    "AssocGrpGRES",
    "AssocGrpGRESMinutes",
    "AssocGrpGRESRunMinutes",
    "AssocMaxGRESPerJob",
    "AssocMaxGRESPerNode",
    "AssocMaxGRESMinutesPerJob",
    "AssocGrpLicense",
    "AssocGrpLicenseMinutes",
    "AssocGrpLicenseRunMinutes",
    "AssocMaxLicensePerJob",
    "AssocMaxLicenseMinutesPerJob",
    "AssocGrpBB",
    "AssocGrpBBMinutes",
    "AssocGrpBBRunMinutes",
    "AssocMaxBBPerJob",
    "AssocMaxBBPerNode",
    "AssocMaxBBMinutesPerJob",
    "QOSGrpUnknown",
    "QOSGrpUnknownMinutes",
    "QOSGrpUnknownRunMinutes",
    "QOSMaxUnknownPerJob",
    "QOSMaxUnknownPerNode",
    "QOSMaxUnknownPerUser",
    "QOSMaxUnknownMinutesPerJob",
    "QOSMinUnknown",
    "QOSMaxCpuPerNode",
    "QOSGrpMemoryMinutes",
    "QOSGrpMemoryRunMinutes",
    "QOSMaxMemoryMinutesPerJob",
    "QOSMaxMemoryPerJob",
    "QOSMaxMemoryPerNode",
    "QOSMaxMemoryPerUser",
    "QOSMinMemory",
    "QOSGrpEnergy",
    "QOSGrpEnergyMinutes",
    "QOSGrpEnergyRunMinutes",
    "QOSMaxEnergyPerJob",
    "QOSMaxEnergyPerNode",
    "QOSMaxEnergyPerUser",
    "QOSMaxEnergyMinutesPerJob",
    "QOSMinEnergy",
    "QOSGrpNodeMinutes",
    "QOSGrpNodeRunMinutes",
    "QOSMaxNodeMinutesPerJob",
    "QOSMinNode",
    "QOSGrpGRES",
    "QOSGrpGRESMinutes",
    "QOSGrpGRESRunMinutes",
    "QOSMaxGRESPerJob",
    "QOSMaxGRESPerNode",
    "QOSMaxGRESPerUser",
    "QOSMaxGRESMinutesPerJob",
    "QOSMinGRES",
    "QOSGrpLicense",
    "QOSGrpLicenseMinutes",
    "QOSGrpLicenseRunMinutes",
    "QOSMaxLicensePerJob",
    "QOSMaxLicensePerUser",
    "QOSMaxLicenseMinutesPerJob",
    "QOSMinLicense",
    "QOSGrpBB",
    "QOSGrpBBMinutes",
    "QOSGrpBBRunMinutes",
    "QOSMaxBBPerJob",
    "QOSMaxBBPerNode",
    "QOSMaxBBPerUser",
    "AssocMaxBBMinutesPerJob",
    "QOSMinBB",
    "DeadLine",
    "MaxBBPerAccount",
    "MaxCpuPerAccount",
    "MaxEnergyPerAccount",
    "MaxGRESPerAccount",
    "MaxNodePerAccount",
    "MaxLicensePerAccount",
    "MaxMemoryPerAccount",
    "MaxUnknownPerAccount",
    "MaxJobsPerAccount",
    "MaxSubmitJobsPerAccount",
    "PartitionConfig",
    "AccountingPolicy",
    "FedJobLock",
    "OutOfMemory",
    "MaxMemPerLimit",
    "AssocGrpBilling",
    "AssocGrpBillingMinutes",
    "AssocGrpBillingRunMinutes",
    "AssocMaxBillingPerJob",
    "AssocMaxBillingPerNode",
    "AssocMaxBillingMinutesPerJob",
    "QOSGrpBilling",
    "QOSGrpBillingMinutes",
    "QOSGrpBillingRunMinutes",
    "QOSMaxBillingPerJob",
    "QOSMaxBillingPerNode",
    "QOSMaxBillingPerUser",
    "QOSMaxBillingMinutesPerJob",
    "MaxBillingPerAccount",
    "QOSMinBilling",
    "ReservationDeleted",
    "ReservationInvalid",
    "Constraints",
    "MaxBBRunMinsPerAccount",
    "MaxBillingRunMinsPerAccount",
    "MaxCpuRunMinsPerAccount",
    "MaxEnergyRunMinsPerAccount",
    "MaxGRESRunMinsPerAccount",
    "MaxNodeRunMinsPerAccount",
    "MaxLicenseRunMinsPerAccount",
    "MaxMemoryRunMinsPerAccount",
    "MaxUnknownRunMinsPerAccount",
    "MaxBBRunMinsPerUser",
    "MaxBillingRunMinsPerUser",
    "MaxCpuRunMinsPerUser",
    "MaxEnergyRunMinsPerUser",
    "MaxGRESRunMinsPerUser",
    "MaxNodeRunMinsPerUser",
    "MaxLicenseRunMinsPerUser",
    "MaxMemoryRunMinsPerUser",
    "MaxUnknownRunMinsPerUser",
    "MaxPoweredUpNodes",
    "MpiPortsBusy",
];

/// A reservation archive's names by id.
pub fn reservation_names(archive: &Archive) -> Vec<(i64, String)> {
    let (Some(id), Some(name)) = (archive.index("id"), archive.index("name")) else {
        return Vec::new();
    };
    archive
        .records
        .iter()
        .filter_map(|r| Some((r[id].as_deref()?.parse().ok()?, r[name].clone()?)))
        .collect()
}

/// The first TRES id a job archive's TRES hold that `names` cannot name.
pub fn unknown_tres(archive: &Archive, names: &Names) -> Option<i64> {
    let fields: Vec<usize> = ["tres_alloc_str", "tres_req_str"]
        .iter()
        .filter_map(|f| archive.index(f))
        .collect();
    archive.records.iter().find_map(|r| {
        fields.iter().find_map(|&i| {
            r[i].as_deref()?.split(',').find_map(|item| {
                let id: i64 = item.split_once('=')?.0.parse().ok()?;
                (!names.tres.contains_key(&id)).then_some(id)
            })
        })
    })
}
