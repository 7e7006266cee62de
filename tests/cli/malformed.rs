//! Bad input: a clear error naming file, line, column and value, and nothing loaded.

use std::io::Write;

use crate::common::Env;

const HEAD: &str = "JobID|JobIDRaw|Cluster|Partition|Account|User|Submit|Start|End|ElapsedRaw|State|ReqMem|AllocTRES|Timelimit|JobName";
const GOOD: &str = "10|10|c|batch|a|u|2026-01-01T00:00:00|2026-01-01T00:01:00|2026-01-01T00:02:00|60|COMPLETED|1000M|cpu=1,mem=1000M,node=1|01:00:00|ok";

/// Loads `content` as `name` (extra args appended), expects failure, checks that nothing was
/// stored, and returns the error message.
fn bad_as(name: &str, content: &[u8], extra: &[&str]) -> String {
    let env = Env::new();
    let path = env.write(name, content);
    let mut args = vec!["load", "sacct", path.as_str()];
    args.extend_from_slice(extra);
    let err = env.fails(&args);
    assert_eq!(env.total_rows(), "0", "a failed load left rows behind");
    err.trim_end()
        .replace(&format!("{}/", env.dir.path().display()), "")
}

fn bad(content: &str) -> String {
    bad_as("d.psv", content.as_bytes(), &[])
}

fn with_row(row: &str) -> String {
    format!("{HEAD}\n{GOOD}\n{row}\n")
}

#[test]
fn truncated_row() {
    let err = bad(&with_row("11|11|c|batch|a|u|2026-01-01T00:00:00|2026-01"));
    assert_eq!(err, "fairtrace: d.psv:3: row has 8 fields but the header has 15 columns (truncated row, or wrong --delimiter?)");
}

#[test]
fn bad_month() {
    let err = bad(&with_row(
        &GOOD.replace("2026-01-01T00:02:00", "2026-13-01T00:02:00"),
    ));
    assert_eq!(
        err,
        "fairtrace: d.psv:3: column End: value \"2026-13-01T00:02:00\": month out of range"
    );
}

#[test]
fn bad_day() {
    let err = bad(&with_row(
        &GOOD.replace("2026-01-01T00:00:00", "2026-02-30T00:00:00"),
    ));
    assert_eq!(err, "fairtrace: d.psv:3: column Submit: value \"2026-02-30T00:00:00\": day out of range for its month");
}

#[test]
fn epoch_where_a_time_belongs() {
    let err = bad(&with_row(
        &GOOD.replace("2026-01-01T00:01:00", "1767225660"),
    ));
    assert_eq!(err, "fairtrace: d.psv:3: column Start: value \"1767225660\": not a time: expected YYYY-MM-DDTHH:MM:SS, Unknown or None");
}

#[test]
fn bad_tres_count() {
    let err = bad(&with_row(&GOOD.replace("cpu=1,", "cpu=one,")));
    assert_eq!(err, "fairtrace: d.psv:3: column AllocTRES: value \"cpu=one,mem=1000M,node=1\": TRES cpu has count \"one\", not a number");
}

#[test]
fn bad_tres_item() {
    let err = bad(&with_row(&GOOD.replace("cpu=1,", "cpu,")));
    assert_eq!(err, "fairtrace: d.psv:3: column AllocTRES: value \"cpu,mem=1000M,node=1\": TRES item \"cpu\" is not NAME=COUNT");
}

#[test]
fn wrong_delimiter() {
    let err = bad(&format!(
        "{}\n{}\n",
        HEAD.replace('|', ","),
        GOOD.replace('|', ",")
    ));
    assert_eq!(err, "fairtrace: d.psv:1: no header line and no '|' in the first line: wrong --delimiter, or a file that is not an sacct dump");
}

#[test]
fn binary_garbage() {
    let garbage: Vec<u8> = (0..4096u32)
        .map(|i| (i.wrapping_mul(2654435761) >> 13) as u8)
        .collect();
    let err = bad_as("g.bin", &garbage, &[]);
    assert!(
        err.starts_with("fairtrace: g.bin:1: invalid UTF-8 at byte"),
        "{err}"
    );
}

#[test]
fn empty_file() {
    assert_eq!(
        bad(""),
        "fairtrace: d.psv: empty file: no header and no rows"
    );
}

#[test]
fn header_only() {
    assert_eq!(
        bad(&format!("{HEAD}\n")),
        "fairtrace: d.psv: no job records in the file (header only?)"
    );
}

#[test]
fn a_column_named_twice_whose_copies_differ() {
    let err = bad(&format!("{HEAD}|State\n{GOOD}|COMPLETED\n{GOOD}|FAILED\n"));
    assert_eq!(
        err,
        "fairtrace: d.psv:3: column State: value \"FAILED\": the header names State twice (columns 11 and 16) and the copies differ here (column 11 holds \"COMPLETED\")"
    );
}

#[test]
fn invalid_utf8_in_a_typed_field() {
    let mut content = format!("{HEAD}\n{GOOD}\n").into_bytes();
    content.extend_from_slice(
        b"11|11|c|batch|a|u|2026-01-01T00:00:00|2026-01-01T00:0\xff:00|||PENDING||||x\n",
    );
    let err = bad_as("d.psv", &content, &[]);
    assert_eq!(
        err,
        "fairtrace: d.psv:3: column Start: value \"2026-01-01T00:0\u{FFFD}:00\": bytes that are not UTF-8 in a typed field (binary file?)"
    );
}

#[test]
fn header_lacks_submit() {
    let err = bad("JobID|State\n1|COMPLETED\n");
    assert_eq!(
        err,
        "fairtrace: d.psv:1: the columns lack Submit, which every record needs"
    );
}

#[test]
fn headerless_without_columns() {
    let err = bad(&format!("{GOOD}\n"));
    assert_eq!(err, "fairtrace: d.psv:1: no header line (no JobID/JobIDRaw column name): pass --columns LIST or --columns xdmod");
}

#[test]
fn not_an_integer() {
    let err = bad(&with_row(&GOOD.replace("|60|", "|6O|")));
    assert_eq!(
        err,
        "fairtrace: d.psv:3: column ElapsedRaw: value \"6O\": not an integer"
    );
}

#[test]
fn bad_job_id() {
    let err = bad(&with_row(&GOOD.replacen("10|10|", "10x|10x|", 1)));
    assert_eq!(err, "fairtrace: d.psv:3: column JobID: value \"10x\": not a job id such as 123, 123_4, 123_[1-5], 77+1 or 123.batch");
}

#[test]
fn allocation_without_submit_time() {
    let err = bad(&with_row(&GOOD.replace("2026-01-01T00:00:00", "Unknown")));
    assert_eq!(err, "fairtrace: d.psv:3: column Submit: value \"Unknown\": a job allocation needs a submit time (it identifies the job across dumps)");
}

#[test]
fn cancelled_by_not_a_uid() {
    let err = bad(&with_row(&GOOD.replace("COMPLETED", "CANCELLED by root")));
    assert_eq!(
        err,
        "fairtrace: d.psv:3: column State: value \"CANCELLED by root\": expected CANCELLED by UID"
    );
}

#[test]
fn bad_time_limit() {
    let err = bad(&with_row(&GOOD.replace("01:00:00", "forever")));
    assert_eq!(err, "fairtrace: d.psv:3: column Timelimit: value \"forever\": not a duration: expected [D-]HH:MM:SS or MM:SS[.mmm]");
}

#[test]
fn bad_req_mem() {
    let err = bad(&with_row(&GOOD.replace("1000M|", "lots|")));
    assert_eq!(err, "fairtrace: d.psv:3: column ReqMem: value \"lots\": not a memory size such as 4000M, 31000Mn or 3000Mc");
}

#[test]
fn extra_delimiter_outside_free_text() {
    let err = bad(&with_row(&GOOD.replace("|batch|", "|ba|tch|")));
    assert_eq!(
        err,
        "fairtrace: d.psv:3: row has 16 fields but the header has 15 columns, and no reading of the extra delimiters as part of free-text fields fits the other columns"
    );
}

#[test]
fn parsable_row_without_trailing_delimiter() {
    let text = format!("{HEAD}|\n{GOOD}|\n{GOOD}\n");
    let err = bad(&text);
    assert_eq!(
        err,
        "fairtrace: d.psv:3: row does not end with the delimiter, as --parsable (-p) output does"
    );
}

#[test]
fn corrupt_gzip() {
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    gz.write_all(format!("{HEAD}\n{}", format!("{GOOD}\n").repeat(2000)).as_bytes())
        .unwrap();
    let mut bytes = gz.finish().unwrap();
    bytes.truncate(bytes.len() / 2);
    let err = bad_as("d.psv.gz", &bytes, &[]);
    assert!(
        err.starts_with("fairtrace: d.psv.gz:") && err.contains("read failed"),
        "{err}"
    );
}

#[test]
fn invalid_json() {
    let err = bad_as("d.json", b"{\"jobs\": [ {\"job_id\": 1,", &[]);
    assert!(
        err.starts_with("fairtrace: d.json:1: invalid JSON: EOF while parsing"),
        "{err}"
    );
}

#[test]
fn json_without_jobs() {
    let err = bad_as("d.json", b"{\"meta\": {}}", &[]);
    assert_eq!(
        err,
        "fairtrace: d.json: JSON without a \"jobs\" list: not sacct --json output"
    );
}

#[test]
fn bad_last_row_of_many_loads_nothing() {
    let mut text = format!("{HEAD}\n");
    for i in 0..5000 {
        text.push_str(&GOOD.replacen("10|10|", &format!("{i}|{i}|"), 1));
        text.push('\n');
    }
    text.push_str(&GOOD.replace("COMPLETED", ""));
    text.push('\n');
    let err = bad(&text);
    assert_eq!(
        err,
        "fairtrace: d.psv:5002: column State: value \"\": a record needs a state"
    );
}

#[test]
fn unknown_time_zone() {
    let env = Env::new();
    let out = env.cmd(&["--tz", "Mars/Olympus", "info"]).output().unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown time zone \"Mars/Olympus\""));
}

#[test]
fn bad_assoc_qos_and_conf_load_nothing() {
    let env = Env::new();
    let a = env.write(
        "a.psv",
        b"Cluster|Account|User|Share\nc|root||1\nc|a||many\n",
    );
    assert_eq!(
        env.fails(&["load", "assoc", &a]).trim(),
        format!(
            "fairtrace: {a}:3: column Share: value \"many\": expected a share count or \"parent\""
        )
    );
    let q = env.write(
        "q.psv",
        b"Name|Priority|UsageFactor\nnormal|0|1.0\nhigh|100|lots\n",
    );
    assert_eq!(
        env.fails(&["load", "qos", &q]).trim(),
        format!("fairtrace: {q}:3: column UsageFactor: value \"lots\": expected a number")
    );
    let c = env.write(
        "slurm.conf",
        b"ClusterName=c\nPriorityUsageResetPeriod=FORTNIGHTLY\n",
    );
    assert_eq!(
        env.fails(&["load", "conf", &c]).trim(),
        format!("fairtrace: {c}:2: column PriorityUsageResetPeriod: value \"FORTNIGHTLY\": expected NONE, NOW, DAILY, WEEKLY, MONTHLY, QUARTERLY or YEARLY")
    );
    assert_eq!(env.total_rows(), "0");
}
