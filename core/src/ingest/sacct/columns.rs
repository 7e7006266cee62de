//! Which column is which: each column's kind and what a plausible value of it looks like
//! (to repair records free text broke), the header's columns we read, and a header line told
//! from data.

use super::record::parse_job_id;
use crate::ingest::slurm_time::{parse_duration, parse_time_limit, parse_timestamp};
use crate::ingest::tres::{check_tres, parse_req_mem};

/// XDMoD's documented column set (`--columns xdmod`), headerless, 26 fields.
pub const XDMOD_COLUMNS: &str = "jobid,jobidraw,cluster,partition,qos,account,group,gid,user,uid,submit,eligible,start,end,elapsed,exitcode,state,nnodes,ncpus,reqcpus,reqmem,reqtres,alloctres,timelimit,nodelist,jobname";

#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Kind {
    FreeText,
    Time,
    Duration,
    TimeLimit,
    Int,
    State,
    ExitCode,
    Tres,
    JobId,
    /// A size such as `2.53M` or `0` (disk, RSS, energy, frequency statistics).
    Size,
    /// ReqMem: a size with an optional legacy `n`/`c` suffix.
    Mem,
    /// Layout: a task distribution such as `Block`, `Cyclic`, `Plane`, `Block:Cyclic`, `Unknown`.
    Word,
    Other,
}

pub(super) fn column_kind(lower: &str) -> Kind {
    match lower {
        "jobname" | "submitline" | "comment" | "admincomment" | "systemcomment" | "constraints"
        | "workdir" | "container" => Kind::FreeText,
        "submit" | "eligible" | "start" | "end" => Kind::Time,
        "elapsed" | "cputime" | "totalcpu" | "usercpu" | "systemcpu" | "suspended" | "reserved"
        | "resvcpu" | "planned" | "plannedcpu" => Kind::Duration,
        "timelimit" | "timelimitraw" => Kind::TimeLimit,
        "alloccpus" | "allocnodes" | "associd" | "cputimeraw" | "consumedenergyraw" | "dbindex"
        | "elapsedraw" | "gid" | "ncpus" | "nnodes" | "ntasks" | "priority" | "qosraw"
        | "reqcpus" | "resvcpuraw" | "uid" | "wckeyid" | "reservationid" | "plannedcpuraw" => {
            Kind::Int
        }
        "state" => Kind::State,
        "exitcode" | "derivedexitcode" => Kind::ExitCode,
        "alloctres" | "reqtres" => Kind::Tres,
        "jobid" | "jobidraw" => Kind::JobId,
        "avediskread" | "avediskwrite" | "avepages" | "averss" | "avevmsize" | "avecpufreq"
        | "maxdiskread" | "maxdiskwrite" | "maxpages" | "maxrss" | "maxvmsize"
        | "consumedenergy" | "reqnodes" => Kind::Size,
        "maxdiskreadtask" | "maxdiskwritetask" | "maxpagestask" | "maxrsstask"
        | "maxvmsizetask" | "mincputask" => Kind::Int,
        "avecpu" | "mincpu" => Kind::Duration,
        "reqmem" => Kind::Mem,
        "layout" => Kind::Word,
        _ => Kind::Other,
    }
}

pub(super) fn is_int(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())
}

/// Cheap plausibility check used to choose between alignments of a damaged record.
pub(super) fn plausible(kind: Kind, s: &str) -> bool {
    if s.is_empty() {
        return true;
    }
    match kind {
        Kind::FreeText | Kind::Other => true,
        Kind::Time => parse_timestamp(s).is_ok(),
        Kind::Duration => parse_duration(s).is_ok() || s == "INVALID",
        Kind::TimeLimit => parse_time_limit(s).is_ok() || is_int(s),
        Kind::Int => is_int(s) || (s.starts_with('-') && is_int(&s[1..])),
        Kind::State => {
            let (base, by) = s.split_once(" by ").unwrap_or((s, "0"));
            !base.is_empty()
                && base.bytes().all(|b| b.is_ascii_uppercase() || b == b'_')
                && is_int(by)
        }
        Kind::Size => {
            let body = s.strip_suffix(|c: char| "KMGTP".contains(c)).unwrap_or(s);
            !body.is_empty() && body.parse::<f64>().is_ok_and(|v| v >= 0.0)
        }
        Kind::Mem => parse_req_mem(s).is_ok(),
        Kind::Word => {
            s.starts_with(|c: char| c.is_ascii_uppercase())
                && s.bytes()
                    .all(|b| b.is_ascii_alphabetic() || b == b':' || b == b',')
        }
        Kind::ExitCode => s
            .split_once(':')
            .is_some_and(|(a, b)| is_int(a) && is_int(b)),
        Kind::Tres => check_tres(s).is_ok(),
        Kind::JobId => parse_job_id(s).is_ok(),
    }
}

/// Expands `--columns` (a comma list, or `xdmod`).
pub fn column_list(spec: &str) -> Vec<String> {
    let spec = if spec.eq_ignore_ascii_case("xdmod") {
        XDMOD_COLUMNS
    } else {
        spec
    };
    spec.split(',')
        .map(|c| c.trim().to_string())
        .filter(|c| !c.is_empty())
        .collect()
}

/// Indexes of the columns we read, resolved once from the header.
#[derive(Debug, Default, Clone)]
pub(super) struct Cols {
    pub(super) jobid: Option<usize>,
    pub(super) jobidraw: Option<usize>,
    pub(super) cluster: Option<usize>,
    pub(super) partition: Option<usize>,
    pub(super) account: Option<usize>,
    pub(super) user: Option<usize>,
    pub(super) uid: Option<usize>,
    pub(super) gid: Option<usize>,
    pub(super) qos: Option<usize>,
    pub(super) qosreq: Option<usize>,
    pub(super) submit: Option<usize>,
    pub(super) eligible: Option<usize>,
    pub(super) start: Option<usize>,
    pub(super) end: Option<usize>,
    pub(super) state: Option<usize>,
    pub(super) exitcode: Option<usize>,
    pub(super) timelimit: Option<usize>,
    pub(super) priority: Option<usize>,
    pub(super) reservation: Option<usize>,
    pub(super) reservationid: Option<usize>,
    pub(super) flags: Option<usize>,
    pub(super) reason: Option<usize>,
    pub(super) reqcpus: Option<usize>,
    pub(super) alloccpus: Option<usize>,
    pub(super) ncpus: Option<usize>,
    pub(super) nnodes: Option<usize>,
    pub(super) allocnodes: Option<usize>,
    pub(super) reqmem: Option<usize>,
    pub(super) reqtres: Option<usize>,
    pub(super) alloctres: Option<usize>,
    pub(super) elapsedraw: Option<usize>,
    pub(super) elapsed: Option<usize>,
    pub(super) totalcpu: Option<usize>,
    pub(super) group: Option<usize>,
    pub(super) admincomment: Option<usize>,
    pub(super) ntasks: Option<usize>,
    pub(super) tresusageintot: Option<usize>,
    pub(super) tresusageinmax: Option<usize>,
    pub(super) tresusageinave: Option<usize>,
    pub(super) nodelist: Option<usize>,
    pub(super) jobname: Option<usize>,
    pub(super) wckey: Option<usize>,
    pub(super) submitline: Option<usize>,
}

impl Cols {
    /// Positions of every column we store.
    pub(super) fn positions(&self) -> Vec<usize> {
        [
            self.jobid,
            self.jobidraw,
            self.cluster,
            self.partition,
            self.account,
            self.user,
            self.uid,
            self.gid,
            self.qos,
            self.qosreq,
            self.submit,
            self.eligible,
            self.start,
            self.end,
            self.state,
            self.exitcode,
            self.timelimit,
            self.priority,
            self.reservation,
            self.reservationid,
            self.flags,
            self.reason,
            self.reqcpus,
            self.alloccpus,
            self.ncpus,
            self.nnodes,
            self.allocnodes,
            self.reqmem,
            self.reqtres,
            self.alloctres,
            self.elapsedraw,
            self.elapsed,
            self.totalcpu,
            self.group,
            self.admincomment,
            self.ntasks,
            self.tresusageintot,
            self.tresusageinmax,
            self.tresusageinave,
            self.nodelist,
            self.jobname,
            self.wckey,
            self.submitline,
        ]
        .into_iter()
        .flatten()
        .collect()
    }

    pub(super) fn resolve(lower: &[String]) -> Cols {
        let at = |name: &str| lower.iter().position(|c| c == name);
        Cols {
            jobid: at("jobid"),
            jobidraw: at("jobidraw"),
            cluster: at("cluster"),
            partition: at("partition"),
            account: at("account"),
            user: at("user"),
            uid: at("uid"),
            gid: at("gid"),
            qos: at("qos"),
            qosreq: at("qosreq"),
            submit: at("submit"),
            eligible: at("eligible"),
            start: at("start"),
            end: at("end"),
            state: at("state"),
            exitcode: at("exitcode"),
            timelimit: at("timelimit"),
            priority: at("priority"),
            reservation: at("reservation"),
            reservationid: at("reservationid"),
            flags: at("flags"),
            reason: at("reason"),
            reqcpus: at("reqcpus"),
            alloccpus: at("alloccpus"),
            ncpus: at("ncpus"),
            nnodes: at("nnodes"),
            allocnodes: at("allocnodes"),
            reqmem: at("reqmem"),
            reqtres: at("reqtres"),
            alloctres: at("alloctres"),
            elapsedraw: at("elapsedraw"),
            elapsed: at("elapsed"),
            totalcpu: at("totalcpu"),
            group: at("group"),
            admincomment: at("admincomment"),
            ntasks: at("ntasks"),
            tresusageintot: at("tresusageintot"),
            tresusageinmax: at("tresusageinmax"),
            tresusageinave: at("tresusageinave"),
            nodelist: at("nodelist"),
            jobname: at("jobname"),
            wckey: at("wckey"),
            submitline: at("submitline"),
        }
    }
}

pub(super) fn header_like(fields: &[&str]) -> bool {
    let ident = |f: &&str| {
        !f.is_empty()
            && f.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
            && f.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == ' ' || c == '_')
    };
    fields
        .iter()
        .any(|f| f.eq_ignore_ascii_case("jobid") || f.eq_ignore_ascii_case("jobidraw"))
        && fields.iter().filter(|f| !f.is_empty()).all(ident)
}
