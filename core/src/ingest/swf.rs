//! Reader for the Standard Workload Format of the Parallel Workloads Archive
//! (<https://www.cs.huji.ac.il/labs/parallel/workload/swf.html>): `;` header comments, then
//! one job per line in 18 whitespace-separated fields, -1 where unknown. Times count from the
//! header's `UnixStartTime`; users and groups are numbers (a user becomes its uid, as sacct
//! prints a user without a name, and the group becomes the account); queues are partitions,
//! named by the header's `Queue: N name` lines. The header is text (a site's name, notes):
//! bytes there that are not UTF-8 are read as U+FFFD with one warning; in a job's fields they
//! fail the file.

use std::collections::HashMap;

use chrono::NaiveDateTime;

use crate::error::InputError;
use crate::ingest::sacct::Record;
use crate::ingest::NotUtf8;
use crate::model::types::{JobRecord, MemPer};

/// The 18 fields, in order.
const FIELDS: [&str; 18] = [
    "Job Number",
    "Submit Time",
    "Wait Time",
    "Run Time",
    "Number of Allocated Processors",
    "Average CPU Time Used",
    "Used Memory",
    "Requested Number of Processors",
    "Requested Time",
    "Requested Memory",
    "Status",
    "User ID",
    "Group ID",
    "Executable Number",
    "Queue Number",
    "Partition Number",
    "Preceding Job Number",
    "Think Time",
];

/// A trace's jobs, what the reader had to assume, to tell the user, and its one warning of
/// header text read with U+FFFD.
#[derive(Debug)]
pub struct SwfTrace {
    pub records: Vec<Record<'static>>,
    pub notes: Vec<String>,
    pub not_utf8: Option<InputError>,
}

/// Reads a whole trace; the jobs belong to `cluster` (SWF names no cluster).
pub fn read(text: &str, path: &str, cluster: &str) -> Result<SwfTrace, InputError> {
    let mut start: Option<i64> = None;
    let mut queues: HashMap<i64, String> = HashMap::new();
    let mut records = Vec::new();
    let (mut no_wait, mut no_status) = (0usize, 0usize);
    let mut not_utf8 = NotUtf8::new(path);
    for (i, line) in text.lines().enumerate() {
        let no = i as u64 + 1;
        let line = line.trim();
        if let Some(comment) = line.strip_prefix(';') {
            not_utf8.check(no, "header", comment.trim(), false)?;
            let (key, value) = comment.split_once(':').unwrap_or((comment, ""));
            match key.trim() {
                "UnixStartTime" => {
                    start = Some(value.trim().parse().map_err(|_| {
                        InputError::field(path, no, "UnixStartTime", value.trim(), "not a number")
                    })?)
                }
                "Queue" => {
                    let mut words = value.split_whitespace();
                    if let (Some(n), Some(name)) = (words.next(), words.next()) {
                        if let Ok(n) = n.parse() {
                            queues.insert(n, name.to_string());
                        }
                    }
                }
                _ => {}
            }
            continue;
        }
        if line.is_empty() {
            continue;
        }
        let words: Vec<&str> = line.split_whitespace().collect();
        if words.len() != FIELDS.len() {
            return Err(InputError::new(
                path,
                no,
                format!("{} fields, SWF has {}", words.len(), FIELDS.len()),
            ));
        }
        // Some traces print averages with decimals: every field reads as a number, and the
        // ones used as counts or seconds are whole.
        let mut f = [0f64; 18];
        for (k, w) in words.iter().enumerate() {
            not_utf8.check(no, FIELDS[k], w, true)?;
            f[k] = w
                .parse()
                .map_err(|_| InputError::field(path, no, FIELDS[k], w, "not a number"))?;
        }
        let int = |k: usize| (f[k] >= 0.0).then_some(f[k].round() as i64);
        let Some(origin) = start else {
            return Err(InputError::new(
                path,
                no,
                "no `; UnixStartTime:` header line before the first job (SWF times count from it)",
            ));
        };
        let job = int(0)
            .ok_or_else(|| InputError::field(path, no, FIELDS[0], words[0], "no job number"))?;
        let submit_s =
            origin.saturating_add(int(1).ok_or_else(|| {
                InputError::field(path, no, FIELDS[1], words[1], "no submit time")
            })?);
        let run = int(3);
        let wait = int(2);
        if wait.is_none() && run.is_some() {
            no_wait += 1;
        }
        let start_s = run.map(|_| submit_s.saturating_add(wait.unwrap_or(0)));
        let end_s = start_s.zip(run).map(|(s, r)| s.saturating_add(r));
        let epoch = |s: i64| -> Result<NaiveDateTime, InputError> {
            chrono::DateTime::from_timestamp(s, 0)
                .map(|t| t.naive_utc())
                .ok_or_else(|| InputError::new(path, no, "a time beyond the years a date holds"))
        };
        let (state, known) = match int(10) {
            Some(1) => ("COMPLETED", true),
            Some(0) => ("FAILED", true),
            Some(5) => ("CANCELLED", true),
            _ => {
                no_status += 1;
                ("UNKNOWN", false)
            }
        };
        let cpus = int(4).or(int(7));
        let user = int(11);
        records.push(Record::Job(Box::new(JobRecord {
            cluster: cluster.to_string().into(),
            job_key: job.to_string().into(),
            job_id: job.to_string().into(),
            job_id_raw: Some(job),
            user: user.map(|u| u.to_string().into()),
            uid: user,
            gid: int(12),
            account: int(12).map(|g| g.to_string().into()),
            partition: int(14).map(|q| queues.get(&q).cloned().unwrap_or(q.to_string()).into()),
            submit: epoch(submit_s)?,
            start: start_s.map(epoch).transpose()?,
            end: end_s.map(epoch).transpose()?,
            state: state.into(),
            state_known: known,
            timelimit_s: int(8),
            req_cpus: int(7),
            alloc_cpus: cpus,
            // Requested memory is in KB per processor.
            req_mem_mb: (f[9] >= 0.0).then_some(f[9] / 1024.0),
            req_mem_per: (f[9] >= 0.0).then_some(MemPer::Cpu),
            alloc_tres_text: cpus.map(|c| format!("cpu={c}").into()),
            elapsed_s: run,
            total_cpu_s: (f[5] >= 0.0).then(|| f[5] * cpus.unwrap_or(1) as f64),
            ..JobRecord::default()
        })));
    }
    let mut notes = Vec::new();
    if no_wait > 0 {
        notes.push(format!(
            "{no_wait} jobs have no wait time (-1): taken as started when submitted"
        ));
    }
    if no_status > 0 {
        notes.push(format!(
            "{no_status} jobs have no completion status (-1, or a partial run 2-4): state UNKNOWN"
        ));
    }
    Ok(SwfTrace {
        records,
        notes,
        not_utf8: not_utf8.warning(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first lines of the NASA Ames iPSC/860 trace (PWA, cleaned 3.1:
    /// tests/data/realdata/cloudsimplus-examples/NASA-iPSC-1993-3.1-cln.swf.gz).
    const NASA: &str = "; UnixStartTime: 749458803\n; Queue:  1  batch\n;\n    1        0     -1   1451  128     -1    -1   -1     -1    -1 -1   1   1  -1 -1 -1 -1 -1\n   57    25574     -1     10    1     -1    -1   -1     -1    -1 -1   4   1   2 -1 -1 -1 -1\n";

    fn job<'a>(r: &'a Record<'static>) -> &'a JobRecord<'static> {
        match r {
            Record::Job(j) => j,
            _ => panic!("a job"),
        }
    }

    #[test]
    fn reads_a_pwa_trace() {
        let t = read(NASA, "nasa.swf", "ipsc").unwrap();
        assert_eq!(t.records.len(), 2);
        let j = job(&t.records[1]);
        assert_eq!(j.job_id, "57");
        // The header's StartTime is 1993-10-01 00:00:03 PDT (07:00:03Z), job 57 came
        // 25574 s (7 h 06 min 14 s) later and ran 10 s on 1 processor.
        assert_eq!(j.submit.to_string(), "1993-10-01 14:06:17");
        assert_eq!(j.start, Some(j.submit));
        assert_eq!(j.end.unwrap().to_string(), "1993-10-01 14:06:27");
        assert_eq!(
            (j.user.as_deref(), j.uid, j.account.as_deref()),
            (Some("4"), Some(4), Some("1"))
        );
        assert_eq!(
            (j.alloc_cpus, j.alloc_tres_text.as_deref()),
            (Some(1), Some("cpu=1"))
        );
        assert_eq!((j.state.as_ref(), j.state_known), ("UNKNOWN", false));
        assert_eq!(j.partition, None);
        assert_eq!(t.notes.len(), 2, "{:?}", t.notes);
        let queued = NASA.replace("-1 -1 -1 -1\n   57", " 1 -1 -1 -1\n   57");
        let t = read(&queued, "nasa.swf", "ipsc").unwrap();
        assert_eq!(job(&t.records[0]).partition.as_deref(), Some("batch"));
    }

    #[test]
    fn bad_traces_name_line_and_field() {
        let e = read("1 0 -1 5\n", "t.swf", "c").unwrap_err();
        assert_eq!(e.to_string(), "t.swf:1: 4 fields, SWF has 18");
        let e = read(&NASA.replace("1451", "x"), "t.swf", "c").unwrap_err();
        assert_eq!(
            e.to_string(),
            "t.swf:4: column Run Time: value \"x\": not a number"
        );
        let e = read(
            &NASA.replace("; UnixStartTime: 749458803\n", ""),
            "t.swf",
            "c",
        )
        .unwrap_err();
        assert!(
            e.to_string().starts_with("t.swf:3: no `; UnixStartTime:`"),
            "{e}"
        );
    }

    /// Issue 35: a trace's header is text; a job's fields are numbers.
    #[test]
    fn issue_35_a_header_that_is_not_utf8() {
        use crate::ingest::with_byte;
        let noted = with_byte(&format!("; Note: Universit\n{NASA}"), "Universit", 0xE9);
        let t = read(&noted, "t.swf", "c").unwrap();
        assert_eq!(t.records.len(), 2);
        assert_eq!(
            t.not_utf8.unwrap().to_string(),
            "t.swf:1: column header: value \"Note: Universit\u{FFFD}\": bytes that are not UTF-8, read as U+FFFD"
        );
        let e = read(&with_byte(NASA, "1451", 0xFF), "t.swf", "c").unwrap_err();
        assert_eq!(
            e.to_string(),
            "t.swf:4: column Run Time: value \"1451\u{FFFD}\": bytes that are not UTF-8 in a typed field (binary file?)"
        );
    }
}
