//! slurmdbd's archive files (`sacctmgr archive dump`, `ArchiveDir`), as slurmdbd 22.05–26.05
//! writes them (`as_mysql_archive.c`): a header (protocol version, when written, record type,
//! cluster, record count, for usage the period), then each record as packed strings, one per
//! DB column, in the order of the writer's protocol version. Integers are big-endian; a string
//! is its length with the terminating NUL (0: NULL), then its bytes. The layouts are in
//! tests/data/archive/22.05/README.md. `jobs` turns job records into what sacct prints of them.

mod history;
mod jobs;
mod sql;

pub use history::{events, reservations, transactions};
pub use jobs::{
    job_records, reservation_names, step_cpu, step_records, unknown_tres, JobIndex, Names, StepCpu,
};

use crate::error::InputError;

/// The releases whose files are read, by protocol version (`SLURM_xx_yy_PROTOCOL_VERSION`).
const RELEASES: &[(u16, &str)] = &[
    (38, "22.05"),
    (39, "23.02"),
    (40, "23.11"),
    (41, "24.05"),
    (42, "24.11"),
    (43, "25.05"),
    (44, "25.11"),
    (45, "26.05"),
];

/// What an archive file holds (its header's `slurmdbd_msg_type_t`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Jobs,
    Steps,
    Events,
    Reservations,
    Suspend,
    Transactions,
    AssocUsage,
    WckeyUsage,
    ClusterUsage,
    QosUsage,
    JobEnv,
    JobScript,
}

impl Kind {
    /// The record type a file of this kind names in its header.
    pub fn record_type(self) -> u16 {
        match self {
            Kind::Jobs => 1421,
            Kind::Steps => 1442,
            Kind::Events => 1471,
            Kind::Reservations => 1465,
            Kind::Suspend => 1427,
            Kind::Transactions => 1446,
            Kind::AssocUsage => 1418,
            Kind::WckeyUsage => 1458,
            Kind::ClusterUsage => 1420,
            Kind::QosUsage => 1506,
            Kind::JobEnv => 1499,
            Kind::JobScript => 1500,
        }
    }

    fn from_type(t: u16) -> Option<Kind> {
        [
            Kind::Jobs,
            Kind::Steps,
            Kind::Events,
            Kind::Reservations,
            Kind::Suspend,
            Kind::Transactions,
            Kind::AssocUsage,
            Kind::WckeyUsage,
            Kind::ClusterUsage,
            Kind::QosUsage,
            Kind::JobEnv,
            Kind::JobScript,
        ]
        .into_iter()
        .find(|k| k.record_type() == t)
    }

    /// The fields of its records in files of protocol version `protocol`, in their order.
    pub fn layout(self, protocol: u16) -> Vec<&'static str> {
        self.fields()
            .iter()
            .filter(|(_, since)| *since <= protocol)
            .map(|(name, _)| *name)
            .collect()
    }

    pub fn words(self) -> &'static str {
        match self {
            Kind::Jobs => "jobs",
            Kind::Steps => "steps",
            Kind::Events => "events",
            Kind::Reservations => "reservations",
            Kind::Suspend => "suspend times",
            Kind::Transactions => "transactions",
            Kind::AssocUsage => "association usage",
            Kind::WckeyUsage => "wckey usage",
            Kind::ClusterUsage => "cluster usage",
            Kind::QosUsage => "QOS usage",
            Kind::JobEnv => "job environments",
            Kind::JobScript => "batch scripts",
        }
    }

    fn has_period(self) -> bool {
        matches!(
            self,
            Kind::AssocUsage | Kind::WckeyUsage | Kind::ClusterUsage | Kind::QosUsage
        )
    }

    /// The record's fields in the newest order, each with the first protocol version whose
    /// files carry it (fields are only ever inserted).
    fn fields(self) -> &'static [(&'static str, u16)] {
        match self {
            Kind::Jobs => JOB_FIELDS,
            Kind::Steps => STEP_FIELDS,
            Kind::Events => EVENT_FIELDS,
            Kind::Reservations => RESV_FIELDS,
            Kind::Suspend => &[
                ("associd", 0),
                ("job_db_inx", 0),
                ("period_end", 0),
                ("period_start", 0),
            ],
            Kind::Transactions => &[
                ("id", 0),
                ("timestamp", 0),
                ("action", 0),
                ("name", 0),
                ("actor", 0),
                ("info", 0),
                ("cluster", 0),
            ],
            Kind::AssocUsage | Kind::WckeyUsage | Kind::QosUsage => &[
                ("id", 0),
                ("id_alt", 42),
                ("tres_id", 0),
                ("time_start", 0),
                ("alloc_secs", 0),
                ("creation_time", 0),
                ("mod_time", 0),
                ("deleted", 0),
            ],
            Kind::ClusterUsage => &[
                ("tres_id", 0),
                ("time_start", 0),
                ("tres_cnt", 0),
                ("alloc_secs", 0),
                ("down_secs", 0),
                ("pdown_secs", 0),
                ("idle_secs", 0),
                ("plan_secs", 0),
                ("over_secs", 0),
                ("creation_time", 0),
                ("mod_time", 0),
                ("deleted", 0),
            ],
            Kind::JobEnv => &[
                ("hash_inx", 0),
                ("last_used", 0),
                ("env_hash", 0),
                ("env_vars", 0),
            ],
            Kind::JobScript => &[
                ("hash_inx", 0),
                ("last_used", 0),
                ("script_hash", 0),
                ("batch_script", 0),
            ],
        }
    }
}

const JOB_FIELDS: &[(&str, u16)] = &[
    ("account", 0),
    ("admin_comment", 0),
    ("alloc_nodes", 0),
    ("associd", 0),
    ("array_jobid", 0),
    ("array_max_tasks", 0),
    ("array_taskid", 0),
    ("array_task_pending", 0),
    ("array_task_str", 0),
    ("script_hash_inx", 0),
    ("blockid", 0),
    ("constraints", 0),
    ("container", 0),
    ("deleted", 0),
    ("derived_ec", 0),
    ("derived_es", 0),
    ("env_hash_inx", 0),
    ("exclusive", 45),
    ("exit_code", 0),
    ("extra", 39),
    ("flags", 0),
    ("timelimit", 0),
    ("eligible", 0),
    ("end", 0),
    ("gid", 0),
    ("gres_used", 0),
    ("job_db_inx", 0),
    ("jobid", 0),
    ("kill_requid", 0),
    ("licenses", 39),
    ("mcs_label", 0),
    ("mod_time", 0),
    ("name", 0),
    ("nodelist", 0),
    ("node_inx", 0),
    ("het_job_id", 0),
    ("het_job_offset", 0),
    ("oversubscribe", 45),
    ("partition", 0),
    ("priority", 0),
    ("qos", 0),
    ("qos_req", 42),
    ("req_cpus", 0),
    ("req_mem", 0),
    ("restart_cnt", 42),
    ("resvid", 0),
    ("resv_req", 43),
    ("segment_size", 43),
    ("sluid", 45),
    ("start", 0),
    ("state", 0),
    ("state_reason_prev", 0),
    ("std_err", 41),
    ("std_in", 41),
    ("std_out", 41),
    ("submit", 0),
    ("suspended", 0),
    ("submit_line", 0),
    ("system_comment", 0),
    ("tres_alloc_str", 0),
    ("tres_req_str", 0),
    ("uid", 0),
    ("wckey", 0),
    ("wckey_id", 0),
    ("work_dir", 0),
];

const STEP_FIELDS: &[(&str, u16)] = &[
    ("act_cpufreq", 0),
    ("deleted", 0),
    ("exit_code", 0),
    ("consumed_energy", 0),
    ("container", 0),
    ("job_db_inx", 0),
    ("kill_requid", 0),
    ("name", 0),
    ("nodelist", 0),
    ("nodes", 0),
    ("node_inx", 0),
    ("period_end", 0),
    ("period_start", 0),
    ("period_suspended", 0),
    ("req_cpufreq_min", 0),
    ("req_cpufreq_max", 0),
    ("req_cpufreq_gov", 0),
    ("state", 0),
    ("stepid", 0),
    ("step_het_comp", 0),
    ("cwd", 43),
    ("std_err", 43),
    ("std_in", 43),
    ("std_out", 43),
    ("submit_line", 0),
    ("sys_sec", 0),
    ("sys_usec", 0),
    ("tasks", 0),
    ("task_dist", 0),
    ("timelimit", 43),
    ("tres_alloc_str", 0),
    ("tres_usage_in_ave", 0),
    ("tres_usage_in_max", 0),
    ("tres_usage_in_max_nodeid", 0),
    ("tres_usage_in_max_taskid", 0),
    ("tres_usage_in_min", 0),
    ("tres_usage_in_min_nodeid", 0),
    ("tres_usage_in_min_taskid", 0),
    ("tres_usage_in_tot", 0),
    ("tres_usage_out_ave", 0),
    ("tres_usage_out_max", 0),
    ("tres_usage_out_max_nodeid", 0),
    ("tres_usage_out_max_taskid", 0),
    ("tres_usage_out_min", 0),
    ("tres_usage_out_min_nodeid", 0),
    ("tres_usage_out_min_taskid", 0),
    ("tres_usage_out_tot", 0),
    ("user_sec", 0),
    ("user_usec", 0),
];

const EVENT_FIELDS: &[(&str, u16)] = &[
    ("cluster_nodes", 0),
    ("extra", 40),
    ("instance_id", 40),
    ("instance_type", 40),
    ("node_name", 0),
    ("period_end", 0),
    ("period_start", 0),
    ("reason", 0),
    ("reason_uid", 0),
    ("state", 0),
    ("tres_str", 0),
];

const RESV_FIELDS: &[(&str, u16)] = &[
    ("assocs", 0),
    ("comment", 39),
    ("deleted", 0),
    ("flags", 0),
    ("id", 0),
    ("name", 0),
    ("nodes", 0),
    ("node_inx", 0),
    ("time_end", 0),
    ("time_force", 43),
    ("time_start", 0),
    ("tres_str", 0),
    ("unused_wall", 0),
];

/// A file's header.
#[derive(Debug, Clone, PartialEq)]
pub struct Header {
    /// The writer's protocol version, e.g. 38 for 22.05 (the major of `(major << 8) | 0`;
    /// 0 for a plain-SQL file).
    pub protocol: u16,
    /// The release that wrote it, e.g. "22.05".
    pub release: &'static str,
    /// When the file was written (not the period it holds).
    pub written: i64,
    pub kind: Kind,
    pub cluster: String,
    /// Usage files: 0 hour, 1 day, 2 month.
    pub period: Option<u16>,
    /// The records it announces.
    pub count: u32,
}

/// A read file: its header and its records, each field the text of its DB column (None: NULL).
#[derive(Debug, Clone)]
pub struct Archive {
    pub header: Header,
    /// The field names of this file's layout.
    names: Vec<&'static str>,
    pub records: Vec<Vec<Option<String>>>,
}

impl Archive {
    /// The index of field `name` in this file's records (None: not in this release's layout).
    pub fn index(&self, name: &str) -> Option<usize> {
        self.names.iter().position(|n| *n == name)
    }
}

/// Reads the bytes ahead, naming the file and the byte offset of what is wrong.
struct Bytes<'a> {
    data: &'a [u8],
    at: usize,
    path: &'a str,
}

impl<'a> Bytes<'a> {
    /// `what` names what is read, for an error (made only then).
    fn take(&mut self, n: usize, what: &dyn Fn() -> String) -> Result<&'a [u8], InputError> {
        if self.data.len() - self.at < n {
            return Err(self.error(&format!(
                "truncated: {} needs {n} bytes, {} left",
                what(),
                self.data.len() - self.at
            )));
        }
        let out = &self.data[self.at..self.at + n];
        self.at += n;
        Ok(out)
    }

    fn u16(&mut self, what: &str) -> Result<u16, InputError> {
        let b = self.take(2, &|| what.to_string())?;
        Ok(u16::from_be_bytes([b[0], b[1]]))
    }

    fn u32(&mut self, what: &dyn Fn() -> String) -> Result<u32, InputError> {
        let b = self.take(4, what)?;
        Ok(u32::from_be_bytes([b[0], b[1], b[2], b[3]]))
    }

    fn time(&mut self, what: &str) -> Result<i64, InputError> {
        let b = self.take(8, &|| what.to_string())?;
        Ok(i64::from_be_bytes(b.try_into().expect("8 bytes")))
    }

    /// A packed string: u32 length with the NUL (0 = NULL), the bytes, the NUL.
    fn string(&mut self, what: &dyn Fn() -> String) -> Result<Option<String>, InputError> {
        let start = self.at;
        let n = self.u32(what)? as usize;
        if n == 0 {
            return Ok(None);
        }
        let bytes = self.take(n, what)?;
        match bytes.split_last() {
            Some((0, text)) => Ok(Some(String::from_utf8_lossy(text).into_owned())),
            _ => {
                self.at = start;
                Err(self.error(&format!(
                    "{}: a string of {n} bytes without its NUL",
                    what()
                )))
            }
        }
    }

    fn error(&self, reason: &str) -> InputError {
        InputError::new(self.path, 0, format!("byte {}: {reason}", self.at))
    }
}

/// The known protocol versions, for messages.
fn known_releases() -> String {
    let first = RELEASES.first().map_or("", |r| r.1);
    let last = RELEASES.last().map_or("", |r| r.1);
    format!("fairtrace reads the archives of Slurm {first} to {last} (protocol versions 38 to 45)")
}

/// What a file holds, from whom, without its records: one header, or one per statement and
/// cluster of a plain-SQL file.
pub fn read_headers(data: &[u8], path: &str) -> Result<Vec<Header>, InputError> {
    if plain_sql(data) {
        return Ok(read_all(data, path)?
            .into_iter()
            .map(|a| a.header)
            .collect());
    }
    Ok(vec![header(&mut Bytes { data, at: 0, path })?])
}

/// Every archive a file holds: the file's one, or a plain-SQL file's, one per statement and
/// cluster.
pub fn read_all(data: &[u8], path: &str) -> Result<Vec<Archive>, InputError> {
    if plain_sql(data) {
        return sql::read(&String::from_utf8_lossy(data), path);
    }
    Ok(vec![read(data, path)?])
}

fn header(b: &mut Bytes) -> Result<Header, InputError> {
    let path = b.path;
    let version = b.u16("the protocol version")?;
    let protocol = version >> 8;
    let release = match RELEASES
        .iter()
        .find(|r| r.0 == protocol && version & 0xff == 0)
    {
        Some(r) => r.1,
        None => {
            return Err(InputError::new(
                path,
                0,
                format!(
                "not an archive fairtrace reads: protocol version {version} ({version:#06x}); {}",
                known_releases()
            ),
            ))
        }
    };
    let written = b.time("the time written")?;
    let type_at = b.at;
    let record_type = b.u16("the record type")?;
    let kind = Kind::from_type(record_type).ok_or_else(|| {
        InputError::new(
            path,
            0,
            format!("byte {type_at}: record type {record_type} is not one slurmdbd archives"),
        )
    })?;
    let cluster = b.string(&|| "the cluster name".into())?.unwrap_or_default();
    let count = b.u32(&|| "the record count".into())?;
    let period = if kind.has_period() {
        Some(b.u16("the usage period")?)
    } else {
        None
    };
    if count == 0 {
        return Err(b.error("the header says 0 records (slurmdbd refuses such a file too)"));
    }
    Ok(Header {
        protocol,
        release,
        written,
        kind,
        cluster,
        period,
        count,
    })
}

/// Reads a whole binary archive file.
pub fn read(data: &[u8], path: &str) -> Result<Archive, InputError> {
    let mut b = Bytes { data, at: 0, path };
    let header = header(&mut b)?;
    let (kind, count) = (header.kind, header.count);
    let names = kind.layout(header.protocol);
    // Each record is at least 4 bytes a field: a count the file cannot hold is refused
    // before anything is allocated for it.
    let fits = (data.len() - b.at) / (4 * names.len());
    if count as usize > fits {
        return Err(b.error(&format!(
            "truncated: the header says {count} {} records, the file holds at most {fits}",
            kind.words()
        )));
    }
    let mut records = Vec::with_capacity(count as usize);
    for r in 0..count {
        let mut record = Vec::with_capacity(names.len());
        for name in &names {
            record.push(b.string(&|| format!("record {} field {name}", r + 1))?);
        }
        records.push(record);
    }
    if b.at != data.len() {
        return Err(b.error(&format!(
            "{} bytes after the {count} records the header announces",
            data.len() - b.at
        )));
    }
    Ok(Archive {
        header,
        names,
        records,
    })
}

/// The oldest archives are SQL text, as `_process_old_sql` recognizes them.
fn plain_sql(data: &[u8]) -> bool {
    [
        "insert into ",
        "delete from ",
        "drop table ",
        "truncate table ",
    ]
    .iter()
    .any(|p| data.len() >= p.len() && data[..p.len()].eq_ignore_ascii_case(p.as_bytes()))
}

#[cfg(test)]
mod tests;
