//! Reader for sacct's delimited output (`-P`/`--parsable2`, `-p`/`--parsable`), with or without
//! a header, any column order and any superset of the columns we use.
//!
//! Free-text fields (JobName, SubmitLine, Constraints, …) may contain the delimiter or span
//! several lines. Such records are repaired against the header's column count: every way of
//! giving the surplus fields to free-text columns is tried and the typed columns (times,
//! numbers, states, TRES) must validate; exactly one alignment must remain, never a guess.
//!
//! Bytes that are not UTF-8 are read as U+FFFD in text fields (one warning per file); in a
//! typed field they fail the record. A column the header names twice (`--format=all,End`) is
//! read when its copies agree on every row.

use std::borrow::Cow;
use std::io::BufRead;

use crate::error::InputError;
use crate::ingest::slurm_time::{
    parse_duration, parse_time_limit, parse_timestamp, TimeLimit, Zone,
};
use crate::ingest::tres::{check_tres, parse_alloc_totals, parse_req_mem, parse_tres};
use crate::ingest::{NotUtf8, TextLine};
use crate::model::types::{AllocTotals, JobRecord, StepRecord};

/// XDMoD's documented column set (`--columns xdmod`), headerless, 26 fields.
pub const XDMOD_COLUMNS: &str = "jobid,jobidraw,cluster,partition,qos,account,group,gid,user,uid,submit,eligible,start,end,elapsed,exitcode,state,nnodes,ncpus,reqcpus,reqmem,reqtres,alloctres,timelimit,nodelist,jobname";

/// Base job states sacct prints (`CANCELLED by N` is CANCELLED), text or JSON. EXPEDITING
/// (25.11): a `sbatch --requeue=expedite` job whose run failed, on its way back to the
/// queue ahead of every other job (`SlurmctldParameters=enable_expedited_requeue`).
pub const KNOWN_STATES: &[&str] = &[
    "BOOT_FAIL",
    "CANCELLED",
    "COMPLETED",
    "COMPLETING",
    "CONFIGURING",
    "DEADLINE",
    "EXPEDITING",
    "FAILED",
    "NODE_FAIL",
    "OUT_OF_MEMORY",
    "PENDING",
    "PREEMPTED",
    "RESIZING",
    "REQUEUED",
    "REQUEUE_FED",
    "REQUEUE_HOLD",
    "RESV_DEL_HOLD",
    "REVOKED",
    "RUNNING",
    "SIGNALING",
    "SPECIAL_EXIT",
    "STAGE_OUT",
    "STOPPED",
    "SUSPENDED",
    "TIMEOUT",
];

#[derive(Debug, Clone, Copy, PartialEq)]
enum Kind {
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

fn column_kind(lower: &str) -> Kind {
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

fn is_int(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())
}

/// Cheap plausibility check used to choose between alignments of a damaged record.
fn plausible(kind: Kind, s: &str) -> bool {
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

/// How the input is laid out; everything else is detected from the data.
#[derive(Debug, Clone)]
pub struct SacctOptions {
    /// Column names of a headerless file (`--columns`), in order.
    pub columns: Option<Vec<String>>,
    pub delimiter: String,
    /// `--parsable`: every record ends with the delimiter. Detected from the header otherwise.
    pub trailing_delimiter: bool,
    /// Cluster for dumps without a Cluster column.
    pub cluster: Option<String>,
    pub zone: Zone,
    /// Skip records that cannot be read instead of failing the load (each is reported).
    pub skip_bad_rows: bool,
}

impl Default for SacctOptions {
    fn default() -> Self {
        SacctOptions {
            columns: None,
            delimiter: "|".into(),
            trailing_delimiter: false,
            cluster: None,
            zone: Zone::Utc,
            skip_bad_rows: false,
        }
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

/// One record of the dump.
#[derive(Debug, Clone, PartialEq)]
pub enum Record<'a> {
    Job(Box<JobRecord<'a>>),
    Step(Box<StepRecord<'a>>),
}

/// A parsed printed job id (`123`, `123_4`, `123_[1-5%2]`, `77+1`, with optional `.step`).
#[derive(Debug, Clone, PartialEq, Default)]
struct JobId<'a> {
    /// The allocation part as printed, without the step.
    alloc: &'a str,
    base: i64,
    array_task: Option<i64>,
    array_pending: Option<&'a str>,
    het_offset: Option<i64>,
    step: Option<&'a str>,
}

fn parse_job_id(s: &str) -> Result<JobId<'_>, String> {
    let bad = || "not a job id such as 123, 123_4, 123_[1-5], 77+1 or 123.batch".to_string();
    let (alloc, step) = match s.split_once('.') {
        Some((a, st))
            if !st.is_empty()
                && st
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'+') =>
        {
            (a, Some(st))
        }
        Some(_) => return Err(bad()),
        None => (s, None),
    };
    let num = |t: &str| t.parse::<i64>().ok().filter(|_| is_int(t));
    let mut id = JobId {
        alloc,
        step,
        ..JobId::default()
    };
    if let Some((base, task)) = alloc.split_once('_') {
        id.base = num(base).ok_or_else(bad)?;
        if task.starts_with('[') && task.ends_with(']') && task.len() > 2 {
            id.array_pending = Some(task);
        } else {
            id.array_task = Some(num(task).ok_or_else(bad)?);
        }
    } else if let Some((base, offset)) = alloc.split_once('+') {
        id.base = num(base).ok_or_else(bad)?;
        id.het_offset = Some(num(offset).ok_or_else(bad)?);
    } else {
        id.base = num(alloc).ok_or_else(bad)?;
    }
    Ok(id)
}

/// Indexes of the columns we read, resolved once from the header.
#[derive(Debug, Default)]
struct Cols {
    jobid: Option<usize>,
    jobidraw: Option<usize>,
    cluster: Option<usize>,
    partition: Option<usize>,
    account: Option<usize>,
    user: Option<usize>,
    uid: Option<usize>,
    qos: Option<usize>,
    qosreq: Option<usize>,
    submit: Option<usize>,
    eligible: Option<usize>,
    start: Option<usize>,
    end: Option<usize>,
    state: Option<usize>,
    exitcode: Option<usize>,
    timelimit: Option<usize>,
    priority: Option<usize>,
    reservation: Option<usize>,
    reservationid: Option<usize>,
    flags: Option<usize>,
    reason: Option<usize>,
    reqcpus: Option<usize>,
    alloccpus: Option<usize>,
    ncpus: Option<usize>,
    nnodes: Option<usize>,
    allocnodes: Option<usize>,
    reqmem: Option<usize>,
    reqtres: Option<usize>,
    alloctres: Option<usize>,
    elapsedraw: Option<usize>,
    elapsed: Option<usize>,
    totalcpu: Option<usize>,
    nodelist: Option<usize>,
    jobname: Option<usize>,
    submitline: Option<usize>,
}

impl Cols {
    /// Positions of every column we store.
    fn positions(&self) -> Vec<usize> {
        [
            self.jobid,
            self.jobidraw,
            self.cluster,
            self.partition,
            self.account,
            self.user,
            self.uid,
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
            self.nodelist,
            self.jobname,
            self.submitline,
        ]
        .into_iter()
        .flatten()
        .collect()
    }

    fn resolve(lower: &[String]) -> Cols {
        let at = |name: &str| lower.iter().position(|c| c == name);
        Cols {
            jobid: at("jobid"),
            jobidraw: at("jobidraw"),
            cluster: at("cluster"),
            partition: at("partition"),
            account: at("account"),
            user: at("user"),
            uid: at("uid"),
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
            nodelist: at("nodelist"),
            jobname: at("jobname"),
            submitline: at("submitline"),
        }
    }
}

/// What a finished read saw besides its records.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct ReadSummary {
    pub lines: u64,
    /// Records skipped with `skip_bad_rows`, with the reason for each.
    pub skipped: Vec<InputError>,
    /// Records whose delimiters or line breaks inside free text were repaired.
    pub repaired: u64,
}

/// One record's fields: its text (lines a free-text field broke joined by `\n`) and each
/// field's byte range in it, so that splitting a record allocates nothing per field.
#[derive(Debug, Default)]
struct Fields {
    text: String,
    spans: Vec<(usize, usize)>,
    /// Some line of the record had bytes that are not UTF-8 (read as U+FFFD).
    lossy: bool,
}

impl Fields {
    fn len(&self) -> usize {
        self.spans.len()
    }

    fn get(&self, i: usize) -> &str {
        let (from, to) = self.spans[i];
        &self.text[from..to]
    }

    /// Splits `text[from..]` into fields appended after the others.
    fn split_from(&mut self, from: usize, delim: &str) {
        let mut start = from;
        let mut push = |at: usize| {
            self.spans.push((start, from + at));
            start = from + at + delim.len();
        };
        let rest = &self.text[from..];
        // A one-byte delimiter (sacct's `|`) by a plain scan: fields are short, and a
        // substring or memchr search costs more to start than to run.
        match *delim.as_bytes() {
            [d] => rest
                .bytes()
                .enumerate()
                .filter(|&(_, b)| b == d)
                .for_each(|(at, _)| push(at)),
            _ => rest.match_indices(delim).for_each(|(at, _)| push(at)),
        }
        self.spans.push((start, self.text.len()));
    }

    /// The record `line`, split.
    fn set_line(&mut self, line: TextLine, delim: &str) {
        self.lossy = line.invalid_at.is_some();
        self.text = line.text;
        self.spans.clear();
        self.split_from(0, delim);
    }

    /// Continues the last field with `\n` and `line`, whose further fields follow it.
    fn join_line(&mut self, line: &TextLine, delim: &str) {
        let (last_start, _) = self.spans.pop().expect("a record has a field");
        let continued = self.spans.len();
        self.lossy |= line.invalid_at.is_some();
        self.text.push('\n');
        let from = self.text.len();
        self.text.push_str(&line.text);
        self.split_from(from, delim);
        self.spans[continued].0 = last_start;
    }

    fn to_strings(&self) -> Vec<String> {
        (0..self.len()).map(|i| self.get(i).to_string()).collect()
    }

    fn from_strings(fields: &[String], lossy: bool) -> Fields {
        let mut out = Fields {
            lossy,
            ..Fields::default()
        };
        for f in fields {
            let from = out.text.len();
            out.text.push_str(f);
            out.spans.push((from, out.text.len()));
        }
        out
    }
}

/// Streams records out of an sacct dump.
pub struct SacctReader<R> {
    input: R,
    path: String,
    opts: SacctOptions,
    names: Vec<String>,
    kinds: Vec<Kind>,
    cols: Cols,
    trailing: bool,
    line_no: u64,
    buf: Vec<u8>,
    /// A first line that turned out to be data (headerless with `--columns`).
    pending_line: Option<TextLine>,
    /// The record being read (its buffers reused from record to record).
    fields: Fields,
    /// The header's line (0: the columns were given).
    header_line: u64,
    /// Columns the header names twice: (first, repeated) positions, whose values must agree.
    repeated: Vec<(usize, usize)>,
    /// Text fields read with U+FFFD for bytes that are not UTF-8.
    not_utf8: NotUtf8,
    pub summary: ReadSummary,
}

fn header_like(fields: &[&str]) -> bool {
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

impl<R: BufRead> SacctReader<R> {
    /// The release whose sacct prints this dump's columns, at least (None: 22.05's columns).
    pub fn written_by_at_least(&self) -> Option<crate::model::version::SlurmVersion> {
        crate::model::version::SlurmVersion::at_least_from_sacct_columns(
            self.names.iter().map(String::as_str),
        )
    }

    /// Whether the dump has a Cluster column (else its records are `opts.cluster`'s).
    pub fn names_cluster(&self) -> bool {
        self.cols.cluster.is_some()
    }

    /// Reads the header (or takes `opts.columns`) and checks the columns we need.
    pub fn new(mut input: R, path: &str, opts: SacctOptions) -> Result<Self, InputError> {
        let mut buf = Vec::new();
        let mut line_no = 0;
        let first = loop {
            line_no += 1;
            match crate::ingest::read_line(&mut input, &mut buf, path, line_no)? {
                None => {
                    return Err(InputError::new(
                        path,
                        0,
                        "empty file: no header and no rows",
                    ))
                }
                Some(l) if l.text.trim().is_empty() => continue,
                Some(l) => break l,
            }
        };
        // A header is text: bytes that are not UTF-8 there are a binary file's.
        if let (Some(at), None) = (first.invalid_at, &opts.columns) {
            return Err(InputError::new(
                path,
                line_no,
                format!("invalid UTF-8 at byte {at} of the line (binary file?)"),
            ));
        }
        let delim = opts.delimiter.as_str();
        if delim.is_empty() {
            return Err(InputError::new(path, 0, "the delimiter is empty"));
        }
        let first_fields: Vec<&str> = first.text.split(delim).collect();
        let (names, pending_line, mut trailing) = if header_like(&first_fields) {
            let mut names: Vec<String> = first_fields.iter().map(|s| s.to_string()).collect();
            let trailing = names.len() > 1 && names.last().is_some_and(|n| n.is_empty());
            if trailing {
                names.pop();
            }
            if let Some(cols) = &opts.columns {
                let lower =
                    |v: &[String]| v.iter().map(|s| s.to_ascii_lowercase()).collect::<Vec<_>>();
                if lower(cols) != lower(&names) {
                    return Err(InputError::new(
                        path,
                        line_no,
                        "the file has a header that differs from --columns; drop --columns to use the header",
                    ));
                }
            }
            (names, None, trailing)
        } else if let Some(cols) = &opts.columns {
            (cols.clone(), Some(first.clone()), false)
        } else {
            let reason = if first_fields.len() == 1 && opts.delimiter == "|" {
                "no header line and no '|' in the first line: wrong --delimiter, or a file that is not an sacct dump"
            } else {
                "no header line (no JobID/JobIDRaw column name): pass --columns LIST or --columns xdmod"
            };
            return Err(InputError::new(path, line_no, reason));
        };
        trailing |= opts.trailing_delimiter;
        let lower: Vec<String> = names
            .iter()
            .map(|n| n.trim().to_ascii_lowercase())
            .collect();
        let mut repeated = Vec::new();
        for (i, name) in lower.iter().enumerate() {
            if name.is_empty() {
                return Err(InputError::new(
                    path,
                    line_no,
                    format!("column {} of the header is empty", i + 1),
                ));
            }
            if let Some(j) = lower[..i].iter().position(|n| n == name) {
                repeated.push((j, i));
            }
        }
        let cols = Cols::resolve(&lower);
        let missing = if cols.jobid.is_none() && cols.jobidraw.is_none() {
            Some("JobID or JobIDRaw")
        } else if cols.submit.is_none() {
            Some("Submit")
        } else if cols.state.is_none() {
            Some("State")
        } else {
            None
        };
        if let Some(m) = missing {
            return Err(InputError::new(
                path,
                line_no,
                format!("the columns lack {m}, which every record needs"),
            ));
        }
        if cols.cluster.is_none() && opts.cluster.is_none() {
            return Err(InputError::new(
                path,
                line_no,
                "the dump has no Cluster column: pass --cluster NAME",
            ));
        }
        let kinds = lower.iter().map(|n| column_kind(n)).collect();
        let (line_no, header_line) = if pending_line.is_some() {
            (line_no - 1, 0)
        } else {
            (line_no, line_no)
        };
        Ok(SacctReader {
            input,
            path: path.to_string(),
            opts,
            names,
            kinds,
            cols,
            trailing,
            line_no,
            buf,
            pending_line,
            fields: Fields::default(),
            header_line,
            repeated,
            not_utf8: NotUtf8::new(path),
            summary: ReadSummary::default(),
        })
    }

    /// What the read so far warns of: text fields that had bytes that are not UTF-8 (one
    /// warning for the file), columns named twice whose copies agreed.
    pub fn warnings(&self) -> Vec<InputError> {
        let repeated = self.repeated.iter().map(|&(first, again)| {
            InputError::new(
                &self.path,
                self.header_line,
                format!(
                    "the header names {} twice (columns {} and {}); the copies agree on every row",
                    self.names[again],
                    first + 1,
                    again + 1
                ),
            )
        });
        self.not_utf8
            .warning()
            .into_iter()
            .chain(repeated)
            .collect()
    }

    fn next_line(&mut self) -> Result<Option<TextLine>, InputError> {
        self.line_no += 1;
        if let Some(l) = self.pending_line.take() {
            return Ok(Some(l));
        }
        let line =
            crate::ingest::read_line(&mut self.input, &mut self.buf, &self.path, self.line_no)?;
        self.summary.lines = self.line_no;
        Ok(line)
    }

    /// Gathers one record's fields into `self.fields`, joining lines that a free-text field
    /// broke; returns the record's first line number.
    fn next_fields(&mut self) -> Result<Option<u64>, InputError> {
        let line = loop {
            match self.next_line()? {
                None => return Ok(None),
                Some(l) if l.text.trim().is_empty() => continue,
                Some(l) => break l,
            }
        };
        let start = self.line_no;
        let delim = self.opts.delimiter.clone();
        let expected = self.names.len() + usize::from(self.trailing);
        let mut fields = std::mem::take(&mut self.fields);
        fields.set_line(line, &delim);
        if self.trailing && fields.len() == self.names.len() {
            return Err(InputError::new(
                &self.path,
                start,
                "row does not end with the delimiter, as --parsable (-p) output does",
            ));
        }
        let mut joined = false;
        while fields.len() < expected {
            let free_before =
                self.kinds[..fields.len().min(self.kinds.len())].contains(&Kind::FreeText);
            if !free_before {
                return Err(InputError::new(
                    &self.path,
                    start,
                    format!(
                        "row has {} fields but the header has {} columns (truncated row, or wrong --delimiter?)",
                        fields.len(),
                        self.names.len()
                    ),
                ));
            }
            let Some(next) = self.next_line()? else {
                return Err(InputError::new(
                    &self.path,
                    start,
                    format!(
                        "row has {} fields but the header has {} columns, and the file ends (truncated row)",
                        fields.len(),
                        self.names.len()
                    ),
                ));
            };
            fields.join_line(&next, &delim);
            joined = true;
        }
        if self.trailing {
            if fields.get(fields.len() - 1).is_empty() {
                fields.spans.pop();
            } else {
                return Err(InputError::new(
                    &self.path,
                    start,
                    "row does not end with the delimiter, as --parsable (-p) output does",
                ));
            }
        }
        if fields.len() > self.names.len() {
            let lossy = fields.lossy;
            fields = Fields::from_strings(&self.realign(start, fields.to_strings())?, lossy);
            self.summary.repaired += 1;
        } else if joined {
            self.summary.repaired += 1;
        }
        if fields.lossy {
            self.note_not_utf8(start, &fields)?;
        }
        if let Some(&(first, again)) = self
            .repeated
            .iter()
            .find(|&&(first, again)| fields.get(first) != fields.get(again))
        {
            return Err(InputError::field(
                &self.path,
                start,
                &self.names[again],
                fields.get(again),
                format!(
                    "the header names {} twice (columns {} and {}) and the copies differ here (column {} holds \"{}\")",
                    self.names[again],
                    first + 1,
                    again + 1,
                    first + 1,
                    fields.get(first)
                ),
            ));
        }
        self.fields = fields;
        Ok(Some(start))
    }

    /// A record with bytes that are not UTF-8: read as U+FFFD in text fields (counted for the
    /// file's warning); in a typed field it cannot be read.
    fn note_not_utf8(&mut self, line: u64, fields: &Fields) -> Result<(), InputError> {
        for c in 0..fields.len() {
            let typed = !matches!(self.kinds[c], Kind::FreeText | Kind::Other);
            self.not_utf8
                .check(line, &self.names[c], fields.get(c), typed)?;
        }
        Ok(())
    }

    /// Gives surplus fields to free-text columns so that every typed column validates. Several
    /// readings are accepted only when they agree on every column we store (e.g. two adjacent
    /// comment columns we never read); otherwise the record is ambiguous.
    fn realign(&self, line: u64, raw: Vec<String>) -> Result<Vec<String>, InputError> {
        const MAX_READINGS: usize = 64;
        let ncols = self.names.len();
        let n = raw.len();
        // reachable[c][r]: columns c.. can be laid onto raw fields r.. (all of them).
        let mut reachable = vec![vec![false; n + 1]; ncols + 1];
        reachable[ncols][n] = true;
        for c in (0..ncols).rev() {
            for r in 0..n {
                reachable[c][r] = if self.kinds[c] == Kind::FreeText {
                    (1..=n - r).any(|len| reachable[c + 1][r + len])
                } else {
                    plausible(self.kinds[c], &raw[r]) && reachable[c + 1][r + 1]
                };
            }
        }
        let err = |reason: String| InputError::new(&self.path, line, reason);
        if !reachable[0][0] {
            return Err(err(format!(
                "row has {n} fields but the header has {ncols} columns, and no reading of the extra delimiters as part of free-text fields fits the other columns"
            )));
        }
        // Enumerate readings as field lengths per column (depth-first, bounded).
        let mut readings: Vec<Vec<usize>> = Vec::new();
        let mut stack: Vec<(usize, usize, Vec<usize>)> = vec![(0, 0, Vec::new())];
        while let Some((c, r, lens)) = stack.pop() {
            if c == ncols {
                readings.push(lens);
                if readings.len() > MAX_READINGS {
                    break;
                }
                continue;
            }
            let max_len = if self.kinds[c] == Kind::FreeText {
                n - r
            } else {
                1
            };
            for len in (1..=max_len).rev().filter(|len| reachable[c + 1][r + len]) {
                let mut next = lens.clone();
                next.push(len);
                stack.push((c + 1, r + len, next));
            }
        }
        let delim = self.opts.delimiter.as_str();
        let build = |lens: &[usize]| -> Vec<String> {
            let mut r = 0;
            lens.iter()
                .map(|len| {
                    let v = raw[r..r + len].join(delim);
                    r += len;
                    v
                })
                .collect()
        };
        let mut candidates: Vec<Vec<String>> = readings.iter().map(|l| build(l)).collect();
        // A column named twice holds the same text twice: the readings where its copies agree.
        let agree = |c: &Vec<String>| self.repeated.iter().all(|&(a, b)| c[a] == c[b]);
        if candidates.iter().any(agree) {
            candidates.retain(agree);
        }
        let stored = self.cols.positions();
        if readings.len() > MAX_READINGS {
            return Err(err(format!(
                "row has {n} fields but the header has {ncols} columns, and the extra delimiters fit too many free-text columns: ambiguous"
            )));
        }
        let differing = candidates.iter().find_map(|c| {
            stored
                .iter()
                .find(|&&i| c[i] != candidates[0][i])
                .map(|&i| (i, c[i].clone()))
        });
        if let Some((i, other)) = differing {
            return Err(err(format!(
                "row has {n} fields but the header has {ncols} columns, and the extra delimiters fit more than one free-text column: ambiguous ({} could be \"{}\" or \"{}\")",
                self.names[i], candidates[0][i], other
            )));
        }
        Ok(candidates.into_iter().next().unwrap_or_default())
    }

    /// Hands the next record to `each` (its texts borrowed from the line: nothing is copied
    /// per field) and returns what `each` returns; None at the end of the input.
    pub fn next_record<T>(
        &mut self,
        each: impl FnOnce(Record<'_>) -> T,
    ) -> Result<Option<T>, InputError> {
        loop {
            let record = match self.next_fields() {
                Ok(None) => return Ok(None),
                Ok(Some(line)) => self.to_record(line, &self.fields),
                Err(e) => Err(e),
            };
            match record {
                Ok(record) => return Ok(Some(each(record))),
                Err(e) if self.opts.skip_bad_rows && e.line > 0 => self.summary.skipped.push(e),
                Err(e) => return Err(e),
            }
        }
    }

    fn to_record<'a>(&'a self, line: u64, f: &'a Fields) -> Result<Record<'a>, InputError> {
        let get = |c: Option<usize>| c.map(|i| f.get(i)).filter(|s| !s.is_empty());
        let err = |c: usize, reason: String| {
            InputError::field(&self.path, line, &self.names[c], f.get(c), reason)
        };
        let text = |c: Option<usize>| get(c).map(Cow::Borrowed);
        let int = |c: Option<usize>| -> Result<Option<i64>, InputError> {
            match (c, get(c)) {
                (Some(i), Some(v)) => v
                    .parse::<i64>()
                    .map(Some)
                    .map_err(|_| err(i, "not an integer".into())),
                _ => Ok(None),
            }
        };
        let time = |c: Option<usize>| -> Result<_, InputError> {
            match (c, get(c)) {
                (Some(i), Some(v)) => parse_timestamp(v)
                    .map(|t| t.map(|t| self.opts.zone.to_utc(t)))
                    .map_err(|e| err(i, e)),
                _ => Ok(None),
            }
        };
        let duration = |c: Option<usize>| -> Result<Option<f64>, InputError> {
            match (c, get(c)) {
                (Some(i), Some(v)) => parse_duration(v).map(Some).map_err(|e| err(i, e)),
                _ => Ok(None),
            }
        };
        // ElapsedRaw, else the printed Elapsed.
        let elapsed = || -> Result<Option<i64>, InputError> {
            match int(self.cols.elapsedraw)? {
                Some(s) => Ok(Some(s)),
                None => Ok(duration(self.cols.elapsed)?.map(|d| d as i64)),
            }
        };

        let id_col = self.cols.jobid.or(self.cols.jobidraw).unwrap_or(0);
        let id_text = f.get(id_col);
        if id_text.is_empty() {
            return Err(err(id_col, "a record needs a job id".into()));
        }
        let id = parse_job_id(id_text).map_err(|e| err(id_col, e))?;
        let raw = match self.cols.jobidraw {
            Some(c) if !f.get(c).is_empty() => Some(parse_job_id(f.get(c)).map_err(|e| err(c, e))?),
            _ => None,
        };
        // Without JobIDRaw, only a plain job's printed id is its raw id.
        let plain =
            id.array_task.is_none() && id.array_pending.is_none() && id.het_offset.is_none();
        let job_id_raw = raw.as_ref().map(|r| r.base).or(plain.then_some(id.base));
        let job_key = match job_id_raw {
            Some(r) => Cow::Owned(r.to_string()),
            None => Cow::Borrowed(id.alloc),
        };
        let cluster = match get(self.cols.cluster) {
            Some(c) => Cow::Borrowed(c),
            None => match &self.opts.cluster {
                Some(c) => Cow::Borrowed(c.as_str()),
                None => {
                    return Err(InputError::new(
                        &self.path,
                        line,
                        "record has an empty Cluster: pass --cluster NAME",
                    ))
                }
            },
        };
        let state_col = self.cols.state.unwrap_or(0);
        let state_text = f.get(state_col);
        if state_text.is_empty() {
            return Err(err(state_col, "a record needs a state".into()));
        }
        let (state, cancelled_by) = match state_text.split_once(" by ") {
            Some((s, by)) => (
                Cow::Borrowed(s),
                Some(
                    by.parse::<i64>()
                        .map_err(|_| err(state_col, "expected CANCELLED by UID".into()))?,
                ),
            ),
            None => (Cow::Borrowed(state_text), None),
        };
        let state_known = KNOWN_STATES.contains(&&*state);

        if let Some(step) = id.step {
            return Ok(Record::Step(Box::new(StepRecord {
                cluster,
                job_key,
                step: Cow::Borrowed(step),
                job_id: Cow::Borrowed(id_text),
                start: time(self.cols.start)?,
                end: time(self.cols.end)?,
                state,
                alloc_tres_text: text(self.cols.alloctres),
                elapsed_s: elapsed()?,
                total_cpu_s: duration(self.cols.totalcpu)?,
            })));
        }

        let submit_col = self.cols.submit.unwrap_or(0);
        let submit = time(self.cols.submit)?.ok_or_else(|| {
            err(
                submit_col,
                "a job allocation needs a submit time (it identifies the job across dumps)".into(),
            )
        })?;
        let (timelimit_s, timelimit) = match (self.cols.timelimit, get(self.cols.timelimit)) {
            (Some(c), Some(v)) => match parse_time_limit(v).map_err(|e| err(c, e))? {
                Some(TimeLimit::Seconds(s)) => (Some(s), Some(Cow::Borrowed(v))),
                _ => (None, Some(Cow::Borrowed(v))),
            },
            _ => (None, None),
        };
        let (req_mem_mb, req_mem_per) = match (self.cols.reqmem, get(self.cols.reqmem)) {
            (Some(c), Some(v)) => {
                let (mb, per) = parse_req_mem(v).map_err(|e| err(c, e))?;
                (Some(mb), per)
            }
            _ => (None, None),
        };
        let alloc = match (self.cols.alloctres, get(self.cols.alloctres)) {
            (Some(c), Some(v)) => parse_alloc_totals(v).map_err(|e| err(c, e))?,
            _ => AllocTotals::default(),
        };
        // A dump without ReqCPUS: the cpu= of ReqTRES (slurmdbd keeps the same count).
        let mut req_tres_cpus = None;
        if let (Some(c), Some(v)) = (self.cols.reqtres, get(self.cols.reqtres)) {
            check_tres(v).map_err(|e| err(c, e))?;
            req_tres_cpus = parse_tres(v)
                .ok()
                .and_then(|t| t.into_iter().find(|(n, _)| n == "cpu"))
                .map(|(_, c)| c.round() as i64);
        }
        let alloc_cpus = int(self.cols.alloccpus)?.or(int(self.cols.ncpus)?);
        let exit_code = match (self.cols.exitcode, get(self.cols.exitcode)) {
            (Some(c), Some(v)) if !plausible(Kind::ExitCode, v) => {
                return Err(err(c, "expected an exit code such as 0:0".into()))
            }
            (_, v) => v.map(Cow::Borrowed),
        };
        Ok(Record::Job(Box::new(JobRecord {
            cluster,
            job_key,
            job_id: Cow::Borrowed(id.alloc),
            job_id_raw,
            array_job_id: (id.array_task.is_some() || id.array_pending.is_some())
                .then_some(id.base),
            array_task_id: id.array_task,
            array_tasks_pending: id.array_pending.map(Cow::Borrowed),
            het_job_id: id.het_offset.map(|_| id.base),
            het_job_offset: id.het_offset,
            user: text(self.cols.user),
            uid: int(self.cols.uid)?,
            account: text(self.cols.account),
            partition: text(self.cols.partition),
            qos: text(self.cols.qos),
            qos_req: text(self.cols.qosreq),
            submit,
            eligible: time(self.cols.eligible)?,
            start: time(self.cols.start)?,
            end: time(self.cols.end)?,
            state,
            state_known,
            cancelled_by,
            exit_code,
            timelimit_s,
            timelimit,
            priority: int(self.cols.priority)?,
            nice: None,
            reservation: text(self.cols.reservation),
            reservation_id: int(self.cols.reservationid)?.filter(|&i| i > 0),
            flags: text(self.cols.flags),
            reason: text(self.cols.reason),
            req_cpus: int(self.cols.reqcpus)?.or(req_tres_cpus),
            alloc_cpus,
            nnodes: int(self.cols.nnodes)?.or(int(self.cols.allocnodes)?),
            req_mem_mb,
            req_mem_per,
            alloc_tres_text: text(self.cols.alloctres),
            req_tres_text: text(self.cols.reqtres),
            alloc,
            elapsed_s: elapsed()?,
            total_cpu_s: duration(self.cols.totalcpu)?,
            node_list: text(self.cols.nodelist),
            job_name: text(self.cols.jobname),
            submit_line: text(self.cols.submitline),
        })))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Cursor;

    fn owned(c: Cow<'_, str>) -> Cow<'static, str> {
        Cow::Owned(c.into_owned())
    }

    /// The record with its texts copied out of the line.
    fn to_owned(rec: Record<'_>) -> Record<'static> {
        let some = |c: Option<Cow<'_, str>>| c.map(owned);
        match rec {
            Record::Job(j) => {
                let j = *j;
                Record::Job(Box::new(JobRecord {
                    cluster: owned(j.cluster),
                    job_key: owned(j.job_key),
                    job_id: owned(j.job_id),
                    job_id_raw: j.job_id_raw,
                    array_job_id: j.array_job_id,
                    array_task_id: j.array_task_id,
                    array_tasks_pending: some(j.array_tasks_pending),
                    het_job_id: j.het_job_id,
                    het_job_offset: j.het_job_offset,
                    user: some(j.user),
                    uid: j.uid,
                    account: some(j.account),
                    partition: some(j.partition),
                    qos: some(j.qos),
                    qos_req: some(j.qos_req),
                    submit: j.submit,
                    eligible: j.eligible,
                    start: j.start,
                    end: j.end,
                    state: owned(j.state),
                    state_known: j.state_known,
                    cancelled_by: j.cancelled_by,
                    exit_code: some(j.exit_code),
                    timelimit_s: j.timelimit_s,
                    timelimit: some(j.timelimit),
                    priority: j.priority,
                    nice: j.nice,
                    reservation: some(j.reservation),
                    reservation_id: j.reservation_id,
                    flags: some(j.flags),
                    reason: some(j.reason),
                    req_cpus: j.req_cpus,
                    alloc_cpus: j.alloc_cpus,
                    nnodes: j.nnodes,
                    req_mem_mb: j.req_mem_mb,
                    req_mem_per: j.req_mem_per,
                    alloc_tres_text: some(j.alloc_tres_text),
                    req_tres_text: some(j.req_tres_text),
                    alloc: j.alloc,
                    elapsed_s: j.elapsed_s,
                    total_cpu_s: j.total_cpu_s,
                    node_list: some(j.node_list),
                    job_name: some(j.job_name),
                    submit_line: some(j.submit_line),
                }))
            }
            Record::Step(st) => {
                let st = *st;
                Record::Step(Box::new(StepRecord {
                    cluster: owned(st.cluster),
                    job_key: owned(st.job_key),
                    step: owned(st.step),
                    job_id: owned(st.job_id),
                    state: owned(st.state),
                    alloc_tres_text: some(st.alloc_tres_text),
                    start: st.start,
                    end: st.end,
                    elapsed_s: st.elapsed_s,
                    total_cpu_s: st.total_cpu_s,
                }))
            }
        }
    }

    fn read_all(text: &str, opts: SacctOptions) -> Result<Vec<Record<'static>>, InputError> {
        let mut r = SacctReader::new(Cursor::new(text.as_bytes().to_vec()), "t.psv", opts)?;
        let mut out = Vec::new();
        while let Some(rec) = r.next_record(to_owned)? {
            out.push(rec);
        }
        Ok(out)
    }

    /// Reads `bytes` whole: its records and the reader's warnings.
    fn read_bytes(bytes: &[u8]) -> Result<(Vec<Record<'static>>, Vec<String>), InputError> {
        let opts = SacctOptions::default();
        let mut r = SacctReader::new(Cursor::new(bytes.to_vec()), "t.psv", opts)?;
        let mut out = Vec::new();
        while let Some(rec) = r.next_record(to_owned)? {
            out.push(rec);
        }
        let warnings = r.warnings().iter().map(ToString::to_string).collect();
        Ok((out, warnings))
    }

    fn jobs<'r>(recs: &'r [Record<'_>]) -> Vec<&'r JobRecord<'r>> {
        recs.iter()
            .filter_map(|r| match r {
                Record::Job(j) => Some(j.as_ref()),
                _ => None,
            })
            .collect()
    }

    const HEAD: &str = "JobID|JobIDRaw|Cluster|Partition|Account|User|Submit|Start|End|State|AllocTRES|JobName|Timelimit";

    #[test]
    fn job_ids() {
        assert_eq!(parse_job_id("123").unwrap().base, 123);
        let a = parse_job_id("123_4").unwrap();
        assert_eq!((a.base, a.array_task), (123, Some(4)));
        let p = parse_job_id("123_[1-5%2]").unwrap();
        assert_eq!(p.array_pending, Some("[1-5%2]"));
        let h = parse_job_id("77+1").unwrap();
        assert_eq!((h.base, h.het_offset), (77, Some(1)));
        let s = parse_job_id("123_4.batch").unwrap();
        assert_eq!((s.alloc, s.step), ("123_4", Some("batch")));
        assert_eq!(parse_job_id("77+1.0").unwrap().step, Some("0"));
        for bad in ["", "abc", "12x", "1_", "1_[", "1+x", "1."] {
            assert!(parse_job_id(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn steps_kept_apart_and_states_parsed() {
        let text = format!(
            "{HEAD}\n\
             7|7|c|batch|a|u|2026-01-01T00:00:00|2026-01-01T00:01:00|2026-01-01T00:02:00|CANCELLED by 1001|cpu=2,mem=2G,node=1|j|01:00:00\n\
             7.batch|7.batch|c||a||2026-01-01T00:01:00|2026-01-01T00:01:00|2026-01-01T00:02:00|CANCELLED|cpu=2|batch|\n\
             8|8|c|batch|a|u|2026-01-01T00:00:00|Unknown|Unknown|FOO|||UNLIMITED\n"
        );
        let recs = read_all(&text, SacctOptions::default()).unwrap();
        assert_eq!(recs.len(), 3);
        let j = jobs(&recs);
        assert_eq!(j.len(), 2);
        assert_eq!(
            (&*j[0].state, j[0].cancelled_by, j[0].state_known),
            ("CANCELLED", Some(1001), true)
        );
        assert_eq!(j[0].alloc.mem_mb, Some(2048.0));
        assert_eq!(j[0].timelimit_s, Some(3600));
        assert_eq!((&*j[1].state, j[1].state_known), ("FOO", false));
        assert_eq!(
            (j[1].start, j[1].timelimit_s, j[1].timelimit.as_deref()),
            (None, None, Some("UNLIMITED"))
        );
        match &recs[1] {
            Record::Step(s) => assert_eq!((&*s.job_key, &*s.step), ("7", "batch")),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn pipe_in_job_name_is_repaired() {
        let text = format!(
            "{HEAD}\n1|1|c|p|a|u|2026-01-01T00:00:00|2026-01-01T00:00:00|2026-01-01T00:00:05|COMPLETED|cpu=1|a|b||c|00:10:00\n"
        );
        let recs = read_all(&text, SacctOptions::default()).unwrap();
        assert_eq!(jobs(&recs)[0].job_name.as_deref(), Some("a|b||c"));
        assert_eq!(jobs(&recs)[0].timelimit_s, Some(600));
    }

    #[test]
    fn adjacent_free_text_columns() {
        // The surplus '|' can belong to Comment or Constraints: we store neither, so either
        // reading gives the same record.
        let head = "JobID|Cluster|Comment|Constraints|Submit|State|JobName";
        let text = format!("{head}\n1|c||cpu-a|cpu-b|2026-01-01T00:00:00|PENDING|name\n");
        assert_eq!(
            jobs(&read_all(&text, SacctOptions::default()).unwrap())[0]
                .job_name
                .as_deref(),
            Some("name")
        );
        // Here it can belong to Constraints or JobName, which we store: ambiguous.
        let head = "JobID|Cluster|Submit|State|Constraints|JobName";
        let text = format!("{head}\n1|c|2026-01-01T00:00:00|PENDING|x|y|z\n");
        let e = read_all(&text, SacctOptions::default()).unwrap_err();
        assert!(
            e.to_string()
                .ends_with("ambiguous (JobName could be \"y|z\" or \"z\")"),
            "{e}"
        );
    }

    #[test]
    fn newline_in_job_name_is_joined() {
        let text = format!(
            "{HEAD}\n1|1|c|p|a|u|2026-01-01T00:00:00|2026-01-01T00:00:00|2026-01-01T00:00:05|COMPLETED|cpu=1|line one\nline two|00:10:00\n2|2|c|p|a|u|2026-01-01T00:00:00|||PENDING|||00:10:00\n"
        );
        let recs = read_all(&text, SacctOptions::default()).unwrap();
        let j = jobs(&recs);
        assert_eq!(j[0].job_name.as_deref(), Some("line one\nline two"));
        assert_eq!(j[1].job_id, "2");
    }

    #[test]
    fn broken_lines_join_into_the_field_they_broke() {
        let line = |text: &str| TextLine {
            text: text.into(),
            invalid_at: None,
        };
        let mut f = Fields::default();
        f.set_line(line("a☃b"), "☃");
        f.join_line(&line("c☃☃d"), "☃");
        f.join_line(&line("e"), "☃");
        assert_eq!(f.to_strings(), ["a", "b\nc", "", "d\ne"]);
    }

    #[test]
    fn headerless_with_columns_trailing_delimiter_and_snowman() {
        let opts = SacctOptions {
            columns: Some(column_list("JobID,User,Partition,State,Submit")),
            delimiter: "☃".into(),
            trailing_delimiter: true,
            cluster: Some("hab".into()),
            ..SacctOptions::default()
        };
        let text = "5908801_3☃u1☃gpu☃RUNNING☃2024-01-01T00:00:00☃\n";
        let recs = read_all(text, opts).unwrap();
        let j = jobs(&recs);
        assert_eq!(
            (j[0].array_job_id, j[0].array_task_id, &*j[0].job_key),
            (Some(5908801), Some(3), "5908801_3")
        );
        assert_eq!(j[0].cluster, "hab");
    }

    #[test]
    fn time_zone_applies_to_every_time() {
        let opts = SacctOptions {
            zone: Zone::parse("Europe/Berlin").unwrap(),
            ..SacctOptions::default()
        };
        let text = format!("{HEAD}\n1|1|c|p|a|u|2026-07-01T12:00:00|||PENDING|||\n");
        let recs = read_all(&text, opts).unwrap();
        assert_eq!(jobs(&recs)[0].submit.to_string(), "2026-07-01 10:00:00");
    }

    /// Issue 35: a byte 0xFF in a JobName (0xFE in a Comment) no longer fails the file.
    #[test]
    fn issue_35_bytes_that_are_not_utf8_read_as_replacement_characters_in_text_fields() {
        let head = b"JobID|Cluster|Submit|State|JobName|Comment|Partition\n";
        let rows = b"1|c|2026-01-01T00:00:00|PENDING|a\xffb|x\xfe|p\n\
                     2|c|2026-01-01T00:00:00|PENDING|plain||p\n";
        let (recs, warnings) = read_bytes(&[&head[..], rows].concat()).unwrap();
        let j = jobs(&recs);
        assert_eq!(j[0].job_name.as_deref(), Some("a\u{FFFD}b"));
        assert_eq!(j[1].job_name.as_deref(), Some("plain"));
        assert_eq!(
            warnings,
            ["t.psv:2: column JobName: value \"a\u{FFFD}b\": bytes that are not UTF-8, read as U+FFFD (2 fields of the file in all)"]
        );
        // In a typed field the record cannot be read.
        let bad = b"3|c|2026-01-0\xff:00:00:00|PENDING|j||p\n";
        let e = read_bytes(&[&head[..], bad].concat()).unwrap_err();
        assert_eq!(
            e.to_string(),
            "t.psv:2: column Submit: value \"2026-01-0\u{FFFD}:00:00:00\": bytes that are not UTF-8 in a typed field (binary file?)"
        );
        // A binary file is still refused at its first line.
        let e = read_bytes(b"\x7fELF\x02\x01\x01\x00\xff\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "t.psv:1: invalid UTF-8 at byte 8 of the line (binary file?)"
        );
    }

    /// Issue 35: `sacct --format=all,End` names End twice.
    #[test]
    fn issue_35_a_column_named_twice_reads_when_its_copies_agree() {
        let head = "JobID|Cluster|Submit|State|End|JobName|End";
        let row =
            |end: &str, again: &str| format!("1|c|2026-01-01T00:00:00|COMPLETED|{end}|j|{again}\n");
        let t = "2026-01-01T01:00:00";
        let text = format!("{head}\n{}{}", row(t, t), row("Unknown", "Unknown"));
        let (recs, warnings) = read_bytes(text.as_bytes()).unwrap();
        let end = jobs(&recs)[0].end.map(|e| e.to_string());
        assert_eq!(end.as_deref(), Some("2026-01-01 01:00:00"));
        assert_eq!(
            warnings,
            ["t.psv:1: the header names End twice (columns 5 and 7); the copies agree on every row"]
        );
        let text = format!("{head}\n{}{}", row(t, t), row(t, "2026-01-01T01:00:01"));
        let e = read_bytes(text.as_bytes()).unwrap_err();
        assert_eq!(
            e.to_string(),
            "t.psv:3: column End: value \"2026-01-01T01:00:01\": the header names End twice (columns 5 and 7) and the copies differ here (column 5 holds \"2026-01-01T01:00:00\")"
        );
        // A `|` inside a free-text column named twice: of the readings, the one where both
        // copies hold the same text.
        let text = "JobID|Cluster|Submit|State|JobName|JobName\n\
                    1|c|2026-01-01T00:00:00|PENDING|a|b|a|b\n";
        let (recs, _) = read_bytes(text.as_bytes()).unwrap();
        assert_eq!(jobs(&recs)[0].job_name.as_deref(), Some("a|b"));
    }

    /// Issue 35, real 26.05.5 output (tests/data/lambda): job 29's JobName and SubmitLine hold
    /// a byte 0xFF, job 30's SubmitLine (and Comment) a 0xFE; `--format=all,End` names End twice.
    #[test]
    fn issue_35_real_dumps_with_odd_bytes_and_end_named_twice() {
        let read = |name: &str, gz: &'static [u8]| {
            let input = crate::ingest::Input::from_reader(name, Box::new(Cursor::new(gz))).unwrap();
            let mut r = SacctReader::new(input.reader, name, SacctOptions::default()).unwrap();
            let mut jobs = Vec::new();
            while let Some(rec) = r.next_record(to_owned).unwrap() {
                if let Record::Job(j) = rec {
                    jobs.push(*j);
                }
            }
            let warnings: Vec<String> = r.warnings().iter().map(ToString::to_string).collect();
            (jobs, warnings)
        };
        let (core, warnings) = read(
            "sacct_core.psv",
            include_bytes!("../../../tests/data/lambda/sacct_core.psv.gz"),
        );
        let job = |id: &str| core.iter().find(|j| j.job_id == id).unwrap();
        assert_eq!(job("29").job_name.as_deref(), Some("name\u{FFFD}byte"));
        assert!(job("30")
            .submit_line
            .as_deref()
            .unwrap()
            .contains("comment\u{FFFD}byte"));
        assert_eq!(
            warnings,
            ["sacct_core.psv:56: column JobName: value \"name\u{FFFD}byte\": bytes that are not UTF-8, read as U+FFFD (5 fields of the file in all)"]
        );
        let (all, warnings) = read(
            "sacct_all_end.psv",
            include_bytes!("../../../tests/data/lambda/sacct_all_end.psv.gz"),
        );
        assert_eq!(
            warnings,
            [
                "sacct_all_end.psv:56: column JobName: value \"name\u{FFFD}byte\": bytes that are not UTF-8, read as U+FFFD (6 fields of the file in all)",
                "sacct_all_end.psv:1: the header names End twice (columns 28 and 124); the copies agree on every row"
            ]
        );
        let ends = |jobs: &[JobRecord<'_>]| -> Vec<_> {
            jobs.iter()
                .map(|j| (j.job_key.to_string(), j.submit, j.end))
                .collect()
        };
        assert_eq!(ends(&all), ends(&core));
    }

    #[test]
    fn header_problems() {
        let e = read_all("JobID|Submit\n", SacctOptions::default()).unwrap_err();
        assert_eq!(
            e.to_string(),
            "t.psv:1: the columns lack State, which every record needs"
        );
        let e = read_all("", SacctOptions::default()).unwrap_err();
        assert_eq!(e.to_string(), "t.psv: empty file: no header and no rows");
    }
}
