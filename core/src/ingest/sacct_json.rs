//! Reader for `sacct --json`: the openapi v0.0.38 schema of Slurm 22.05 (plain numbers) and the
//! v0.0.41 schema of 24.11 (`{set, infinite, number}` wrappers, state lists). Times are epoch
//! seconds, so no time zone applies. sacct prints a job's name, comment or submit line as it
//! has them, bytes that are not UTF-8 too: read as U+FFFD with one warning, in a state they
//! fail the file.

use chrono::NaiveDateTime;
use serde_json::Value;

use crate::error::InputError;
use crate::ingest::jobstats::gpu_utilization;
use crate::ingest::json::{self, document_list, int, meta_release, number as num};
use crate::ingest::sacct::{Record, KNOWN_STATES};
use crate::model::types::{AllocTotals, JobRecord, MemPer, StepRecord, TresCounts};
use crate::model::version::SlurmVersion;

fn is_infinite(v: &Value) -> bool {
    v.get("infinite").and_then(Value::as_bool).unwrap_or(false)
}

/// A job's WCKey as sacct's text prints it: `{"wckey": "w1", "flags": ["ASSIGNED_DEFAULT"]}`
/// (data_parser v0.0.39 on) is `*w1`, the user's default given when none was asked; older
/// documents give the text itself.
fn wckey(v: &Value) -> Option<String> {
    if let Some(name) = v.as_str() {
        return Some(name.to_string());
    }
    let name = v["wckey"].as_str()?;
    let default = v["flags"]
        .as_array()
        .is_some_and(|f| f.iter().any(|x| x.as_str() == Some("ASSIGNED_DEFAULT")));
    Some(if default {
        format!("*{name}")
    } else {
        name.to_string()
    })
}

fn text(v: &Value) -> Option<String> {
    match v {
        Value::String(s) if !s.is_empty() => Some(s.clone()),
        Value::Array(items) => items.first().and_then(text),
        _ => None,
    }
}

/// The state sacct's text prints for a JSON state list (`["PENDING", "REQUEUED"]` from
/// v0.0.40 on, a string before): a flag it names first wins over the base state, in the order
/// of Slurm's `job_state_string`.
fn state_as_printed(v: &Value) -> String {
    const FLAGS_FIRST: [&str; 13] = [
        "COMPLETING",
        "STAGE_OUT",
        "CONFIGURING",
        "EXPEDITING",
        "RESIZING",
        "REQUEUED",
        "REQUEUE_FED",
        "REQUEUE_HOLD",
        "SPECIAL_EXIT",
        "STOPPED",
        "REVOKED",
        "RESV_DEL_HOLD",
        "SIGNALING",
    ];
    let listed: Vec<&str> = match v {
        Value::Array(items) => items.iter().filter_map(Value::as_str).collect(),
        Value::String(s) => vec![s.as_str()],
        _ => Vec::new(),
    };
    FLAGS_FIRST
        .iter()
        .find(|f| listed.contains(f))
        .or(listed.first())
        .map_or(String::new(), |s| s.to_string())
}

/// The states of a job record that has not ended (pending, or running in some way).
const NOT_ENDED: [&str; 9] = [
    "PENDING",
    "RUNNING",
    "SUSPENDED",
    "COMPLETING",
    "CONFIGURING",
    "RESIZING",
    "SIGNALING",
    "STAGE_OUT",
    "STOPPED",
];

/// An epoch time; 0 and Slurm's 32-bit NO_VAL/INFINITE (4294967294/5: a job cancelled while
/// pending has that start) are unknown, as sacct's text prints them.
fn epoch(v: &Value) -> Option<NaiveDateTime> {
    int(v)
        .filter(|&e| e > 0 && e < 0xffff_fffe)
        .and_then(|e| chrono::DateTime::from_timestamp(e, 0))
        .map(|t| t.naive_utc())
}

fn tres_list(v: &Value) -> TresCounts {
    let Some(items) = v.as_array() else {
        return Vec::new();
    };
    items
        .iter()
        .filter_map(|t| {
            let ty = t.get("type").and_then(Value::as_str)?.to_ascii_lowercase();
            let count = num(t.get("count")?)?;
            if count < 0.0 {
                return None; // energy reported as NO_VAL
            }
            let name = match t.get("name").and_then(Value::as_str) {
                Some(n) if !n.is_empty() => format!("{ty}/{n}"),
                _ => ty,
            };
            Some((name, count))
        })
        .collect()
}

fn alloc_totals(t: &TresCounts) -> AllocTotals {
    let mut totals = AllocTotals::default();
    for (name, count) in t {
        totals.add(name, *count);
    }
    totals
}

fn tres_text(t: &TresCounts) -> Option<String> {
    (!t.is_empty()).then(|| {
        t.iter()
            .map(|(n, c)| format!("{n}={c}"))
            .collect::<Vec<_>>()
            .join(",")
    })
}

fn seconds(v: &Value) -> Option<f64> {
    let s = v.get("seconds").and_then(num)?;
    Some(s + v.get("microseconds").and_then(num).unwrap_or(0.0) / 1e6)
}

fn exit_code(v: &Value) -> Option<String> {
    let rc = int(v.get("return_code")?)?;
    let sig = v
        .get("signal")
        .and_then(|s| s.get("id").or(Some(s)))
        .and_then(int)
        .unwrap_or(0);
    Some(format!("{rc}:{sig}"))
}

/// The task set of a pending array record as sacct prints it (`[2-3%3]`). JSON gives it as
/// a range list (`2-3`) or, in 22.05, as a hex bitmap of task ids (`0xC` = tasks 2 and 3).
fn pending_tasks(task: &str, max_running: i64) -> String {
    let list = match task.strip_prefix("0x") {
        Some(hex) => {
            let ids: Vec<u32> = hex
                .chars()
                .rev()
                .enumerate()
                .flat_map(|(i, c)| {
                    let nibble = c.to_digit(16).unwrap_or(0);
                    (0..4)
                        .filter(move |b| nibble & (1 << b) != 0)
                        .map(move |b| i as u32 * 4 + b)
                })
                .collect();
            crate::ingest::hostlist::ranges(&ids)
        }
        None => task.trim_matches(|c| c == '[' || c == ']').to_string(),
    };
    let limit = if max_running > 0 && !list.contains('%') {
        format!("%{max_running}")
    } else {
        String::new()
    };
    format!("[{list}{limit}]")
}

/// A `sacct --json` document: its jobs, the release that wrote it, and its one warning of
/// strings read with U+FFFD.
#[derive(Debug)]
pub struct SacctJson {
    pub records: Vec<Record<'static>>,
    pub writer: Option<SlurmVersion>,
    pub not_utf8: Option<InputError>,
}

/// Reads a whole `sacct --json` document (bytes that are not UTF-8 read as U+FFFD) into
/// records.
pub fn read(content: &str, path: &str) -> Result<SacctJson, InputError> {
    let (jobs, meta) = document_list(content, path, "jobs", "sacct --json")?;
    // A job's or step's state is a word Slurm knows; every other string is text.
    let not_utf8 = json::not_utf8(content, path, ("jobs", &jobs), |at| {
        at.contains(".state.current") || at.ends_with(".state")
    })?;
    // squeue/scontrol --json also list "jobs", with the controller's fields (`job_state`).
    if jobs
        .first()
        .is_some_and(|j| j.get("job_state").is_some() && j.get("state").is_none())
    {
        return Err(InputError::new(
            path,
            0,
            "squeue or scontrol --json output (jobs have job_state), not sacct --json",
        ));
    }
    let mut out = Vec::new();
    for (i, job) in jobs.iter().enumerate() {
        let field = |name: &str, value: &Value, reason: &str| {
            InputError::field(
                path,
                0,
                &format!("jobs[{i}].{name}"),
                &value.to_string(),
                reason.to_string(),
            )
        };
        let job_id = job
            .get("job_id")
            .and_then(int)
            .ok_or_else(|| field("job_id", &job["job_id"], "a job needs a numeric job_id"))?;
        let cluster = text(&job["cluster"])
            .ok_or_else(|| field("cluster", &job["cluster"], "a job needs a cluster"))?;
        let time = &job["time"];
        let submit = epoch(&time["submission"]).ok_or_else(|| {
            field(
                "time.submission",
                &time["submission"],
                "a job needs a submit time",
            )
        })?;
        let array_job = int(&job["array"]["job_id"]).filter(|&a| a > 0);
        let array_task = int(&job["array"]["task_id"]).filter(|_| array_job.is_some());
        let max_running = int(&job["array"]["limits"]["max"]["running"]["tasks"]).unwrap_or(0);
        let array_pending = text(&job["array"]["task"])
            .filter(|_| array_task.is_none() && array_job.is_some())
            .map(|t| pending_tasks(&t, max_running));
        let het_job = int(&job["het"]["job_id"]).filter(|&h| h > 0);
        let het_offset = int(&job["het"]["job_offset"]).filter(|_| het_job.is_some());
        let printed = match (array_job, array_task, &array_pending, het_job, het_offset) {
            (Some(a), Some(t), _, _, _) => format!("{a}_{t}"),
            (Some(a), None, Some(p), _, _) => format!("{a}_{p}"),
            (_, _, _, Some(h), Some(o)) => format!("{h}+{o}"),
            _ => job_id.to_string(),
        };
        let state_text = state_as_printed(&job["state"]["current"]);
        if state_text.is_empty() {
            return Err(field(
                "state.current",
                &job["state"]["current"],
                "a job needs a state",
            ));
        }
        let alloc_tres = tres_list(&job["tres"]["allocated"]);
        let req_tres = tres_list(&job["tres"]["requested"]);
        let limit = &time["limit"];
        let (timelimit_s, timelimit) = if is_infinite(limit) {
            (None, Some("UNLIMITED".to_string()))
        } else {
            match int(limit) {
                Some(m) => {
                    let seconds = m.checked_mul(60).ok_or_else(|| {
                        field(
                            "time.limit",
                            limit,
                            "a time limit in minutes this large overflows",
                        )
                    })?;
                    (Some(seconds), Some(format!("{m}")))
                }
                None => (None, None),
            }
        };
        let required = &job["required"];
        let (req_mem_mb, req_mem_per) = match (
            num(&required["memory_per_node"]),
            num(&required["memory_per_cpu"]),
            num(&required["memory"]),
        ) {
            (Some(n), _, _) => (Some(n), Some(MemPer::Node)),
            (None, Some(c), _) => (Some(c), Some(MemPer::Cpu)),
            (None, None, m) => (m, None),
        };
        let never_ran =
            alloc_tres.is_empty() && text(&job["nodes"]).is_none_or(|n| n == "None assigned");
        // Nothing allocated yet is 0 CPUs, as sacct's text AllocCPUS prints it.
        let alloc_cpus = alloc_tres
            .iter()
            .find(|(n, _)| n == "cpu")
            .map_or(0, |(_, c)| *c as i64);
        let flags = job["flags"].as_array().map(|f| {
            f.iter()
                .filter_map(Value::as_str)
                .collect::<Vec<_>>()
                .join(",")
        });
        out.push(Record::Job(Box::new(JobRecord {
            cluster: cluster.clone().into(),
            job_key: job_id.to_string().into(),
            job_id: printed.into(),
            job_id_raw: Some(job_id),
            array_job_id: array_job,
            array_task_id: array_task,
            array_tasks_pending: array_pending.map(Into::into),
            het_job_id: het_job,
            het_job_offset: het_offset,
            user: text(&job["user"]).map(Into::into),
            // sacct's JSON names the group (`group`), not its id.
            uid: None,
            gid: None,
            group: text(&job["group"]).map(Into::into),
            gpu_util: job["comment"]["administrator"]
                .as_str()
                .and_then(gpu_utilization),
            account: text(&job["account"]).map(Into::into),
            partition: text(&job["partition"]).map(Into::into),
            qos: text(&job["qos"]).map(Into::into),
            qos_req: text(&job["qosreq"]).map(Into::into),
            submit,
            eligible: epoch(&time["eligible"]),
            // A job that has not started or not ended: slurmrestd prints the moment it was
            // asked as its start and end (sacct --json 0, sacct's text `Unknown`), and the end
            // as the start of one that never ran (cancelled while pending: no nodes, nothing
            // allocated; sacct --json NO_VAL, sacct's text `None`).
            start: epoch(&time["start"]).filter(|_| state_text != "PENDING" && !never_ran),
            end: epoch(&time["end"]).filter(|_| !NOT_ENDED.contains(&state_text.as_str())),
            state_known: KNOWN_STATES.contains(&state_text.as_str()),
            state: state_text.into(),
            cancelled_by: None,
            exit_code: exit_code(&job["exit_code"]).map(Into::into),
            timelimit_s,
            timelimit: timelimit.map(Into::into),
            priority: int(&job["priority"]),
            nice: None,
            reservation: text(&job["reservation"]["name"]).map(Into::into),
            reservation_id: job["reservation"]["id"].as_i64().filter(|&i| i > 0),
            flags: flags.filter(|f| !f.is_empty()).map(Into::into),
            reason: text(&job["state"]["reason"]).map(Into::into),
            req_cpus: int(&required["CPUs"]),
            alloc_cpus: Some(alloc_cpus),
            // Until it runs, the nodes it asked for (sacct's text NNodes), not 0 allocated.
            nnodes: int(&job["allocation_nodes"])
                .filter(|&n| n > 0)
                .or_else(|| {
                    req_tres
                        .iter()
                        .find(|(n, _)| n == "node")
                        .map(|(_, c)| *c as i64)
                }),
            req_mem_mb,
            req_mem_per,
            alloc_tres_text: tres_text(&alloc_tres).map(Into::into),
            req_tres_text: tres_text(&req_tres).map(Into::into),
            alloc: alloc_totals(&alloc_tres),
            elapsed_s: int(&time["elapsed"]),
            total_cpu_s: seconds(&time["total"]),
            node_list: text(&job["nodes"])
                .filter(|n| n != "None assigned")
                .map(Into::into),
            job_name: text(&job["name"]).map(Into::into),
            wckey: wckey(&job["wckey"]).map(Into::into),
            submit_line: text(&job["submit_line"]).map(Into::into),
        })));
        for step in job["steps"]
            .as_array()
            .map(Vec::as_slice)
            .unwrap_or_default()
        {
            let id = text(&step["step"]["id"]).unwrap_or_default();
            let name = id
                .split_once('.')
                .map(|(_, s)| s.to_string())
                .or_else(|| text(&step["step"]["name"]))
                .unwrap_or_default();
            let alloc = tres_list(&step["tres"]["allocated"]);
            out.push(Record::Step(Box::new(StepRecord {
                cluster: cluster.clone().into(),
                job_key: job_id.to_string().into(),
                step: name.into(),
                job_id: id.into(),
                start: epoch(&step["time"]["start"]),
                end: epoch(&step["time"]["end"]),
                state: text(&step["state"]).unwrap_or_default().into(),
                alloc_tres_text: tres_text(&alloc).map(Into::into),
                elapsed_s: int(&step["time"]["elapsed"]),
                total_cpu_s: seconds(&step["time"]["total"]),
                ntasks: int(&step["tasks"]["count"]),
                // What the tasks used in (TRESUsageIn*), counts as slurmdbd keeps them.
                usage_in_tot: tres_text(&tres_list(&step["tres"]["requested"]["total"]))
                    .map(Into::into),
                usage_in_max: tres_text(&tres_list(&step["tres"]["requested"]["max"]))
                    .map(Into::into),
                usage_in_ave: tres_text(&tres_list(&step["tres"]["requested"]["average"]))
                    .map(Into::into),
            })));
        }
    }
    Ok(SacctJson {
        records: out,
        writer: meta_release(&meta),
        not_utf8,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pending_array_tasks() {
        assert_eq!(pending_tasks("0xC", 3), "[2-3%3]");
        assert_eq!(pending_tasks("0x2F", 0), "[0-3,5]");
        assert_eq!(pending_tasks("1-5", 2), "[1-5%2]");
    }

    #[test]
    fn rejects_json_that_is_not_sacct() {
        let e = read("{\"nodes\": []}", "x.json").unwrap_err();
        assert_eq!(
            e.to_string(),
            "x.json: JSON without a \"jobs\" list: not sacct --json output"
        );
        let e = read("{\"jobs\": [ {\"job_id\": 1} ]}", "x.json").unwrap_err();
        assert!(
            e.to_string()
                .starts_with("x.json: column jobs[0].cluster: value \"null\""),
            "{e}"
        );
        assert!(read("{\"jobs\": [", "x.json")
            .unwrap_err()
            .to_string()
            .contains("invalid JSON"));
    }

    /// Found by fuzzing (sacct_json): a time limit whose seconds overflow i64 panicked.
    #[test]
    fn rejects_a_time_limit_too_large() {
        let job = r#"{"jobs": [{"job_id": 1, "cluster": "c", "state": {"current": "COMPLETED"},
            "time": {"submission": 1700000000, "limit": 922337203685477580}}]}"#;
        let e = read(job, "x.json").unwrap_err().to_string();
        assert!(
            e.starts_with("x.json: column jobs[0].time.limit: value \"922337203685477580\""),
            "{e}"
        );
        let ok = job.replace("922337203685477580", "60");
        assert!(read(&ok, "x.json").is_ok());
    }

    /// Issue 35, real 26.05.5 output (tests/data/lambda): sacct --json prints job 29's name
    /// (a byte 0xFF; the job ran twice) and job 30's comment (0xFE) raw inside JSON strings.
    #[test]
    fn issue_35_strings_with_bytes_that_are_not_utf8() {
        let text =
            crate::ingest::test_text(include_bytes!("../../../tests/data/lambda/sacct.json.gz"));
        let doc = read(&text, "sacct.json").unwrap();
        let names: Vec<(&str, Option<&str>)> = doc
            .records
            .iter()
            .filter_map(|r| match r {
                Record::Job(j) if j.job_id == "29" => {
                    Some((j.job_name.as_deref()?, j.submit_line.as_deref()))
                }
                _ => None,
            })
            .collect();
        let submit = "sbatch --uid=u2 --gid=u2 --chdir=/tmp -o /dev/null -J name\u{FFFD}byte -A ops -p batch -c 2 --mem=2G -t 6 --wrap sleep 240";
        assert_eq!(names, [("name\u{FFFD}byte", Some(submit)); 2]);
        assert_eq!(
            doc.not_utf8.unwrap().to_string(),
            "sacct.json:10693: column jobs[31].name: value \"name\u{FFFD}byte\": bytes that are not UTF-8, read as U+FFFD (6 fields of the file in all)"
        );
        // A state is a word Slurm knows: there, such bytes fail the file.
        let job = |state: &str| {
            format!(
                "{{\"jobs\": [{{\"job_id\": 1, \"cluster\": \"c\", \"name\": \"a\",\n\"state\": {{\"current\": [\"{state}\"]}}, \"time\": {{\"submission\": 1700000000}}}}]}}"
            )
        };
        assert_eq!(
            read(&job("COMPL\u{FFFD}TED"), "x.json").unwrap_err().to_string(),
            "x.json:2: column jobs[0].state.current[0]: value \"COMPL\u{FFFD}TED\": bytes that are not UTF-8 in a typed field (binary file?)"
        );
        // U+FFFD written as an escape is what the file says, not bytes that are not UTF-8.
        assert_eq!(
            read(&job("COMPLETED").replace("\"a\"", "\"\\ufffd\""), "x.json")
                .unwrap()
                .not_utf8,
            None
        );
    }
}
