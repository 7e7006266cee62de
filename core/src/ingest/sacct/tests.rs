//! The reader on real and crafted dumps.

use super::*;
use std::borrow::Cow;
use std::io::Cursor;

use crate::model::types::{JobRecord, StepRecord};

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
                gid: j.gid,
                group: some(j.group),
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
                wckey: some(j.wckey),
                submit_line: some(j.submit_line),
                gpu_util: j.gpu_util,
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
                ntasks: st.ntasks,
                usage_in_tot: some(st.usage_in_tot),
                usage_in_max: some(st.usage_in_max),
                usage_in_ave: some(st.usage_in_ave),
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
    let mut f = Fields::default();
    f.set_line("a☃b".as_bytes(), "☃");
    f.join_line("c☃☃d".as_bytes(), "☃");
    f.join_line(b"e", "☃");
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
        include_bytes!("../../../../tests/data/lambda/sacct_core.psv.gz"),
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
        include_bytes!("../../../../tests/data/lambda/sacct_all_end.psv.gz"),
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

/// What a read gave: its records, or its first error; then its warnings and skipped records
/// (when it read to the end).
type Read = (Result<Vec<Record<'static>>, InputError>, Vec<String>);

/// `bytes` read by one reader.
fn read_whole(bytes: &[u8], opts: SacctOptions) -> Read {
    let mut r = SacctReader::new(Cursor::new(bytes.to_vec()), "t.psv", opts).unwrap();
    let mut out = Vec::new();
    let records = loop {
        match r.next_record(to_owned) {
            Ok(Some(rec)) => out.push(rec),
            Ok(None) => break Ok(out),
            Err(e) => break Err(e),
        }
    };
    (records, seen(&r))
}

/// `bytes` read as `load` reads them: cut into blocks of about `size` bytes, each read by a
/// reader of its own, in file order.
fn read_in_blocks(bytes: &[u8], opts: SacctOptions, size: usize) -> Read {
    let mut r = SacctReader::new(Cursor::new(bytes.to_vec()), "t.psv", opts).unwrap();
    let mut tally = r.layout();
    let mut out = Vec::new();
    let records = 'read: loop {
        let block = match r.next_block(size) {
            Ok(Some(block)) => block,
            Ok(None) => break Ok(out),
            Err(e) => break Err(e),
        };
        let mut reader = tally.block_reader(&block);
        loop {
            match reader.next_record(to_owned) {
                Ok(Some(rec)) => out.push(rec),
                Ok(None) => break,
                Err(e) => break 'read Err(e),
            }
        }
        tally.absorb(reader.seen());
    };
    (records, seen(&tally))
}

fn seen<R: std::io::BufRead>(r: &SacctReader<R>) -> Vec<String> {
    let skipped = r.summary.skipped.iter();
    r.warnings()
        .iter()
        .chain(skipped)
        .map(ToString::to_string)
        .collect()
}

#[test]
fn blocks_read_what_one_reader_reads() {
    let row = |id: u32, name: &str, end: &str| {
        format!("{id}|{id}|c|p|a|u|2026-01-01T00:00:00|2026-01-01T00:00:00|{end}|COMPLETED|cpu=1|{name}|00:10:00\n")
            .into_bytes()
    };
    let end = "2026-01-01T00:00:05";
    let mut rows = Vec::new();
    for id in 1..=12 {
        // Names that break lines (a blank line inside one) or hold the delimiter.
        let name = ["a|b", "x", "three\n\nlines", "two\nlines"][id as usize % 4];
        rows.extend(row(id, name, end));
        if id == 5 {
            rows.extend(b"\n \t\n");
        }
        if id == 7 {
            rows.pop();
            rows.extend(b"\r\n");
        }
    }
    // Late in the dump: a name that is not UTF-8, a bad time (line 26), a name over two lines.
    rows.extend(
        row(13, "caf\u{0}", end)
            .iter()
            .map(|&b| if b == 0 { 0xe9 } else { b }),
    );
    rows.extend(row(14, "y", "yesterday"));
    rows.extend(row(15, "last\nrow", end));
    let headed = [format!("{HEAD}\n").as_bytes(), &rows].concat();
    let columns = Some(HEAD.split('|').map(String::from).collect());
    for skip_bad_rows in [false, true] {
        for (text, columns) in [(&headed, None), (&rows, columns.clone())] {
            let opts = SacctOptions {
                skip_bad_rows,
                columns,
                ..SacctOptions::default()
            };
            let whole = read_whole(text, opts.clone());
            match &whole.0 {
                Ok(recs) => assert_eq!(recs.len(), 14),
                Err(e) => assert_eq!(e.line, 26 - u64::from(opts.columns.is_some()), "{e}"),
            }
            for size in 1..=text.len() + 1 {
                let blocks = read_in_blocks(text, opts.clone(), size);
                assert_eq!(blocks.0, whole.0, "blocks of {size} bytes");
                // A load that fails warns of nothing.
                if whole.0.is_ok() {
                    assert_eq!(blocks.1, whole.1, "blocks of {size} bytes");
                }
            }
        }
    }
    let (_, seen) = read_whole(
        &headed,
        SacctOptions {
            skip_bad_rows: true,
            ..Default::default()
        },
    );
    assert_eq!(seen.len(), 2, "{seen:?}");
    assert!(seen[0].starts_with("t.psv:25: column JobName"), "{seen:?}");
    assert!(seen[1].starts_with("t.psv:26: column End"), "{seen:?}");
}
