//! Reader for squeue output saved from a live system (`squeue -a -t all -o "…"` with `|`
//! between fields and a header): what sacct does not keep, nice and holds, at that moment,
//! and, where printed, whose each job is and when it was submitted: sacct's time window
//! never lists a job that has no eligible time yet (held, or waiting on a dependency).
//! Bytes that are not UTF-8 (a job's name, comment or folder) are read as U+FFFD with one
//! warning; in JOBID, STATE, PRIORITY or NICE they fail the file.

use crate::error::InputError;
use crate::ingest::slurm_time::{parse_timestamp, Zone};
use crate::ingest::{Delimited, Rows};

/// One observed queue entry.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ObservedQueue {
    /// JOBID as squeue prints it (`123`, `123_[1-5]`, `123_4`).
    pub job_id: String,
    pub state: String,
    pub priority: Option<i64>,
    pub nice: Option<i64>,
    pub reason: Option<String>,
    /// The weighted AGE factor: only a saved sprio prints it.
    pub age: Option<i64>,
    /// Whose job it is (USER, ACCOUNT, PARTITION) and when it was submitted (SUBMIT_TIME,
    /// epoch seconds), when squeue printed them.
    pub owner: Option<QueuedBy>,
}

/// A queued job's owner and submission, as squeue prints them (`%u|%a|%P|%V`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QueuedBy {
    pub user: String,
    pub account: String,
    pub partition: String,
    pub submit_s: i64,
}

/// The columns read as ids, states, numbers and times.
const TYPED: [&str; 6] = ["jobid", "state", "st", "priority", "nice", "submit_time"];

/// `zone`: the one squeue printed times in.
pub fn parse(text: &str, path: &str, zone: Zone) -> Result<Rows<ObservedQueue>, InputError> {
    if text.lines().all(|l| l.trim().is_empty()) {
        return Err(InputError::new(path, 0, "empty file: no squeue header"));
    }
    let table = Delimited::parse(text, path, "# epoch")?;
    let (Some(id), Some(state)) = (table.col("jobid"), table.col("state").or(table.col("st")))
    else {
        return Err(InputError::new(path, 1, "not squeue output with a header naming JOBID and STATE (use -o with '|' between fields)"));
    };
    let not_utf8 = table.not_utf8(path, &TYPED)?;
    let int = |f: &[&str], name: &str, no: u64| -> Result<Option<i64>, InputError> {
        match table
            .col(name)
            .map(|c| f[c].trim())
            .filter(|v| !v.is_empty() && *v != "N/A")
        {
            None => Ok(None),
            Some(v) => v.parse().map(Some).map_err(|_| {
                InputError::field(
                    path,
                    no,
                    &name.to_ascii_uppercase(),
                    v,
                    "expected a whole number",
                )
            }),
        }
    };
    let text_of = |f: &[&str], name: &str| {
        table
            .col(name)
            .map(|c| f[c].trim().to_string())
            .filter(|v| !v.is_empty())
    };
    let owner = |f: &[&str], no: u64| -> Result<Option<QueuedBy>, InputError> {
        let (Some(user), Some(account), Some(partition), Some(submit)) = (
            text_of(f, "user"),
            text_of(f, "account"),
            text_of(f, "partition"),
            text_of(f, "submit_time"),
        ) else {
            return Ok(None);
        };
        let local = parse_timestamp(&submit)
            .map_err(|e| InputError::field(path, no, "SUBMIT_TIME", &submit, e))?;
        Ok(local.map(|t| QueuedBy {
            user,
            account,
            partition,
            submit_s: zone.to_utc(t).and_utc().timestamp(),
        }))
    };
    let mut out = Vec::new();
    for (no, f) in &table.rows {
        out.push(ObservedQueue {
            job_id: f[id].trim().to_string(),
            state: f[state].trim().to_string(),
            priority: int(f, "priority", *no)?,
            nice: int(f, "nice", *no)?,
            reason: table
                .col("reason")
                .map(|c| f[c].trim().to_string())
                .filter(|r| !r.is_empty()),
            age: None,
            owner: owner(f, *no)?,
        });
    }
    Ok(Rows {
        rows: out,
        not_utf8,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_golden_squeue_layout() {
        let text = "JOBID|ARRAY_JOB_ID|STATE|PRIORITY|PRIORITY|NICE|REASON\n47|47|PENDING|14280|0.00000332482159|300|Priority\n8_[2-3%3]|8|PENDING|0|0.0|0|JobHeldAdmin\n";
        let rows = parse(text, "q.psv", Zone::Utc).unwrap().rows;
        assert_eq!(
            rows[0],
            ObservedQueue {
                job_id: "47".into(),
                state: "PENDING".into(),
                priority: Some(14280),
                nice: Some(300),
                reason: Some("Priority".into()),
                age: None,
                owner: None,
            }
        );
        assert_eq!(rows[1].reason.as_deref(), Some("JobHeldAdmin"));
        assert!(parse("JOBID|NAME\n1|x\n", "q.psv", Zone::Utc)
            .unwrap_err()
            .to_string()
            .contains("STATE"));
    }

    /// Issue 35, real 26.05.5 output (tests/data/lambda): job 29's NAME holds a byte 0xFF.
    #[test]
    fn issue_35_a_job_name_that_is_not_utf8() {
        let text = crate::ingest::test_text(include_bytes!(
            "../../../tests/data/lambda/snap-1795726444/squeue.psv.gz"
        ));
        let read = parse(&text, "squeue.psv", Zone::Utc).unwrap();
        assert_eq!(read.rows.len(), 111);
        let job = read.rows.iter().find(|r| r.job_id == "29").unwrap();
        assert_eq!(
            (job.state.as_str(), job.priority, job.nice),
            ("RUNNING", Some(21548), Some(0))
        );
        assert_eq!(
            read.not_utf8.unwrap().to_string(),
            "squeue.psv:47: column NAME: value \"name\u{FFFD}byte\": bytes that are not UTF-8, read as U+FFFD"
        );
        // In a column read as a state, the file cannot be read.
        let line = text.lines().nth(46).unwrap();
        let bad = text.replace(line, &line.replace("RUNNING", "RUNN\u{FFFD}NG"));
        assert_eq!(
            parse(&bad, "squeue.psv", Zone::Utc).unwrap_err().to_string(),
            "squeue.psv:47: column STATE: value \"RUNN\u{FFFD}NG\": bytes that are not UTF-8 in a typed field (binary file?)"
        );
    }

    /// mu (26.05.5) at its end: job 19 waited on a dependency, so sacct never listed it; its
    /// owner and submission are the queue's.
    #[test]
    fn reads_who_queued_a_job_and_when() {
        let text = crate::ingest::test_text(include_bytes!(
            "../../../tests/golden/mu/final/snap-1795721432-20261126T193032Z/squeue.psv.gz"
        ));
        let read = parse(&text, "squeue.psv", Zone::parse("UTC").unwrap()).unwrap();
        let job = read.rows.iter().find(|r| r.job_id == "19").unwrap();
        assert_eq!(
            job.owner,
            Some(QueuedBy {
                user: "u4".into(),
                account: "bio".into(),
                partition: "batch".into(),
                submit_s: 1_795_719_261,
            })
        );
        assert_eq!(job.reason.as_deref(), Some("Dependency"));
        let bad = text.replace("2026-11-26T18:54:21", "2026-11-26 18:54");
        let e = parse(&bad, "squeue.psv", Zone::Utc)
            .unwrap_err()
            .to_string();
        assert!(e.contains("SUBMIT_TIME"), "{e}");
    }
}
