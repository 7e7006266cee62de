//! Against real files: slurmdbd 22.05.8's archive of tests/data/archive/22.05, and what
//! sacct printed for the same jobs before the purge.

use std::collections::HashMap;
use std::io::BufReader;

use super::*;
use crate::ingest::sacct::{Record, SacctOptions, SacctReader};
use crate::ingest::slurm_time::Zone;
use crate::ingest::transactions::Transactions;

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/data/archive/22.05");
const STAMP: &str = "2026-11-29T03:00:00_2026-11-29T03:59:59";

fn file(table: &str) -> (Vec<u8>, String) {
    let path = format!("{DIR}/archive/arch_{table}_archive_{STAMP}");
    (std::fs::read(&path).unwrap(), path)
}

fn archive(table: &str) -> Archive {
    let (bytes, path) = file(table);
    read(&bytes, &path).unwrap()
}

/// A `sacctmgr -P` output's rows by column name.
fn rows(name: &str) -> Vec<HashMap<String, String>> {
    let text = std::fs::read_to_string(format!("{DIR}/truth/{name}")).unwrap();
    let mut lines = text.lines();
    let header: Vec<String> = lines.next().unwrap().split('|').map(String::from).collect();
    lines
        .map(|l| {
            header
                .iter()
                .cloned()
                .zip(l.split('|').map(String::from))
                .collect()
        })
        .collect()
}

#[test]
fn every_file_reads_to_its_header_count() {
    let expect = [
        ("job_table", Kind::Jobs, 90, 53),
        ("step_table", Kind::Steps, 83, 44),
        ("event_table", Kind::Events, 2, 8),
        ("resv_table", Kind::Reservations, 1, 11),
        ("suspend_table", Kind::Suspend, 1, 4),
        ("txn_table", Kind::Transactions, 30, 7),
        ("assoc_usage_hour_table", Kind::AssocUsage, 45, 7),
        ("usage_hour_table", Kind::ClusterUsage, 9, 12),
    ];
    for (table, kind, count, fields) in expect {
        let a = archive(table);
        assert_eq!(a.header.kind, kind, "{table}");
        assert_eq!((a.header.protocol, a.header.release), (38, "22.05"));
        assert_eq!(a.header.written, 1795924912);
        assert_eq!(a.header.cluster, "arch");
        assert_eq!(a.records.len(), count, "{table}");
        assert!(a.records.iter().all(|r| r.len() == fields), "{table}");
        assert_eq!(a.header.period.is_some(), table.contains("usage"));
    }
    let jobs = archive("job_table");
    let first = &jobs.records[0];
    assert_eq!(first[jobs.index("jobid").unwrap()].as_deref(), Some("1"));
    assert_eq!(
        first[jobs.index("work_dir").unwrap()].as_deref(),
        Some("/tmp")
    );
}

#[test]
fn bad_files_are_named_with_the_byte_at_fault() {
    let (bytes, path) = file("job_table");
    for cut in [1, 10, 24, 25, 26, 1000, bytes.len() - 1] {
        let e = read(&bytes[..cut], &path).unwrap_err().to_string();
        assert!(e.starts_with(&format!("{path}: byte ")), "{cut}: {e}");
        assert!(e.contains("truncated"), "{cut}: {e}");
    }
    let mut longer = bytes.clone();
    longer.push(0);
    let e = read(&longer, &path).unwrap_err().to_string();
    assert!(e.contains("1 bytes after the 90 records"), "{e}");
    let mut older = bytes.clone();
    older[0] = 0x25; // 21.08's protocol
    let e = read(&older, &path).unwrap_err().to_string();
    assert!(
        e.contains("protocol version 9472 (0x2500)") && e.contains("22.05 to 26.05"),
        "{e}"
    );
    let mut other = bytes.clone();
    other[11] = 0x00; // type 1280
    let e = read(&other, &path).unwrap_err().to_string();
    assert!(e.contains("byte 10: record type 1280"), "{e}");
    let mut none = bytes[..25].to_vec();
    none[24] = 0;
    let e = read(&none, &path).unwrap_err().to_string();
    assert!(e.contains("0 records"), "{e}");
}

/// The names the archive's ids need, from what sacctmgr printed before the purge.
fn names() -> Names {
    let mut names = Names::default();
    for a in rows("sacctmgr_assoc_full.txt") {
        if !a["User"].is_empty() {
            names
                .users
                .insert(a["ID"].parse().unwrap(), a["User"].clone());
        }
    }
    for q in rows("sacctmgr_qos.txt") {
        names
            .qos
            .insert(q["ID"].parse().unwrap(), q["Name"].clone());
    }
    for t in rows("sacctmgr_tres.txt") {
        let name = match t["Name"].as_str() {
            "" => t["Type"].clone(),
            n => format!("{}/{n}", t["Type"]),
        };
        names.tres.insert(t["ID"].parse().unwrap(), name);
    }
    let resv = archive("resv_table");
    let (id, name) = (resv.index("id").unwrap(), resv.index("name").unwrap());
    for r in &resv.records {
        let id = r[id].as_deref().unwrap().parse().unwrap();
        names.reservations.insert(id, r[name].clone().unwrap());
    }
    names
}

/// Every record of `sacct -a -D -P --format=ALL`, as the sacct reader reads it, by JobID (a
/// requeued job is printed once per run).
fn printed() -> HashMap<String, Vec<String>> {
    let path = format!("{DIR}/truth/sacct_all.txt");
    let opts = SacctOptions {
        columns: None,
        delimiter: "|".into(),
        trailing_delimiter: false,
        cluster: None,
        zone: Zone::Utc,
        skip_bad_rows: false,
    };
    let file = BufReader::new(std::fs::File::open(&path).unwrap());
    let mut reader = SacctReader::new(file, &path, opts).unwrap();
    let mut out: HashMap<String, Vec<String>> = HashMap::new();
    while let Some((id, text)) = reader
        .next_record(|r| match r {
            // The archive keeps the GID; sacct names its group from its host's database.
            Record::Job(mut j) => {
                j.group = None;
                (j.job_id.to_string(), format!("{j:#?}"))
            }
            Record::Step(s) => (s.job_id.to_string(), format!("{s:#?}")),
        })
        .unwrap()
    {
        out.entry(id).or_default().push(text);
    }
    out.values_mut().for_each(|v| v.sort());
    out
}

#[test]
fn archived_jobs_and_steps_are_what_sacct_printed() {
    let names = names();
    let (jobs, steps) = (archive("job_table"), archive("step_table"));
    let mut cpu = StepCpu::new();
    step_cpu(&steps, "steps", &mut cpu).unwrap();
    let mut index = JobIndex::new();
    let (job_records, notes) =
        job_records(&jobs, "jobs", &names, (&cpu, Some(&mut index))).unwrap();
    let (step_records, orphans) = step_records(&steps, "steps", &names, &index).unwrap();
    assert_eq!(orphans, 0);
    assert_eq!(notes.len(), 2, "{notes:?}");
    assert!(notes[0].starts_with("job 25: never eligible"), "{notes:?}");
    let printed = printed();
    let mut mine: HashMap<String, Vec<String>> = HashMap::new();
    for (id, text) in job_records
        .iter()
        .map(|j| (j.job_id.to_string(), format!("{j:#?}")))
        .chain(
            step_records
                .iter()
                .map(|s| (s.job_id.to_string(), format!("{s:#?}"))),
        )
    {
        mine.entry(id).or_default().push(text);
    }
    mine.values_mut().for_each(|v| v.sort());
    let mut ids: Vec<&String> = printed.keys().chain(mine.keys()).collect();
    ids.sort();
    ids.dedup();
    for id in ids {
        assert_eq!(mine.get(id), printed.get(id), "{id}");
    }
}

#[test]
fn archived_events_reservations_and_transactions_are_what_sacctmgr_printed() {
    let names = names();
    let read = |name: &str| std::fs::read_to_string(format!("{DIR}/truth/{name}")).unwrap();
    // The open cluster event stays in the database: only ended events are archived.
    let printed = crate::ingest::events::parse(&read("sacctmgr_event.txt"), "e", Zone::Utc, None)
        .unwrap()
        .rows;
    let ended: Vec<_> = printed.into_iter().filter(|e| e.end.is_some()).collect();
    assert_eq!(events(&archive("event_table"), "e", &names).unwrap(), ended);
    let printed = crate::ingest::reservations::parse(
        &read("sacctmgr_reservation_window.txt"),
        "r",
        Zone::Utc,
        None,
    )
    .unwrap()
    .rows;
    assert_eq!(
        reservations(&archive("resv_table"), "r", &names).unwrap(),
        printed
    );
    // The cluster-less rows (controller registrations among them) are never archived.
    let printed =
        crate::ingest::transactions::parse(&read("sacctmgr_transactions_full.txt"), "t", Zone::Utc)
            .unwrap();
    let archived = transactions(&archive("txn_table"), "t").unwrap();
    let created = |t: &Transactions| -> Vec<(i64, i64)> {
        t.created
            .iter()
            .map(|c| (c.assoc_id, c.created_s))
            .collect()
    };
    let shares = |t: &Transactions| -> Vec<(i64, i64, Option<u32>)> {
        t.shares
            .iter()
            .map(|s| (s.assoc_id, s.from_s, s.shares))
            .collect()
    };
    assert_eq!(created(&archived), created(&printed));
    assert_eq!(shares(&archived), shares(&printed));
    assert!(archived
        .created
        .iter()
        .all(|c| c.cluster.as_deref() == Some("arch")));
    assert!(archived.registered.is_empty() && !printed.registered.is_empty());
}

/// Slurm 2.1's job archive of the same jobs, as its `_archive_write_file` printed one: the
/// insert of its job_table columns, each value `'%s'`, the duplicate-key clause.
fn as_old_sql(jobs: &Archive) -> String {
    const COLUMNS: &str = "id, jobid, associd, wckey, wckeyid, uid, gid, resvid, partition, blockid, cluster, account, eligible, submit, start, end, suspended, name, track_steps, state, comp_code, priority, req_cpus, alloc_cpus, alloc_nodes, nodelist, node_inx, kill_requid, timelimit, qos, deleted";
    let field = |r: &Vec<Option<String>>, name: &str| {
        r[jobs.index(name).unwrap()]
            .clone()
            .unwrap_or("(null)".into())
    };
    let rows: Vec<String> = jobs
        .records
        .iter()
        .map(|r| {
            let cpus = r[jobs.index("tres_alloc_str").unwrap()]
                .as_deref()
                .and_then(|t| t.split(',').find_map(|i| i.strip_prefix("1=")))
                .unwrap_or("0")
                .to_string();
            let values = [
                field(r, "job_db_inx"),
                field(r, "jobid"),
                field(r, "associd"),
                field(r, "wckey"),
                field(r, "wckey_id"),
                field(r, "uid"),
                field(r, "gid"),
                field(r, "resvid"),
                field(r, "partition"),
                field(r, "blockid"),
                "arch".into(),
                field(r, "account"),
                field(r, "eligible"),
                field(r, "submit"),
                field(r, "start"),
                field(r, "end"),
                field(r, "suspended"),
                field(r, "name"),
                "0".into(),
                field(r, "state"),
                field(r, "exit_code"),
                field(r, "priority"),
                field(r, "req_cpus"),
                cpus,
                field(r, "alloc_nodes"),
                field(r, "nodelist"),
                field(r, "node_inx"),
                field(r, "kill_requid"),
                field(r, "timelimit"),
                field(r, "qos"),
                "1".into(),
            ];
            let quoted: Vec<String> = values.iter().map(|v| format!("'{v}'")).collect();
            format!("({})", quoted.join(", "))
        })
        .collect();
    format!(
        "insert into job_table ({COLUMNS}) \nvalues\n{} on duplicate key update deleted=1;",
        rows.join(",\n")
    )
}

#[test]
fn plain_sql_archives_read_as_slurm_2_1_wrote_them() {
    let names = names();
    let jobs = archive("job_table");
    let text = as_old_sql(&jobs);
    let old = read_all(
        text.as_bytes(),
        "job_archive_2026-11-01T00:00:00_2026-11-29T03:59:59.sql",
    )
    .unwrap();
    assert_eq!(old.len(), 1);
    assert_eq!(
        (old[0].header.kind, old[0].header.release),
        (Kind::Jobs, "2.1")
    );
    assert_eq!(old[0].header.cluster, "arch");
    let records = |a: &Archive| {
        let mut index = JobIndex::new();
        job_records(a, "a", &names, (&StepCpu::new(), Some(&mut index)))
            .unwrap()
            .0
    };
    // What 2.1 kept of a job, the same; what it did not (TRES but CPUs, flags, reasons,
    // arrays, requests) is not there.
    let kept = |j: &crate::model::types::JobRecord| {
        format!(
            "{} {:?} {:?} {:?} {:?} {} {:?} {:?} {:?} {} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?}",
            j.job_key, j.user, j.account, j.partition, j.qos, j.submit, j.eligible, j.start,
            j.end, j.state, j.cancelled_by, j.exit_code, j.timelimit, j.priority, j.req_cpus,
            // A job that never started: sacct counts the request's CPUs, which 2.1 kept none of.
            j.alloc_cpus.filter(|_| j.start.is_some()),
            j.node_list, j.job_name, j.elapsed_s
        )
    };
    let new: Vec<String> = records(&jobs).iter().map(kept).collect();
    let from_sql: Vec<String> = records(&old[0]).iter().map(kept).collect();
    assert_eq!(from_sql, new);
    // Steps and suspend rows name no cluster: the one a job statement before them named.
    let steps = "insert into step_table (id, stepid, start, end, suspended, name, nodelist, node_inx, state, kill_requid, comp_code, nodes, cpus, tasks, task_dist, user_sec, user_usec, sys_sec, sys_usec, deleted) \nvalues\n('1', '0', '1795922600', '1795922700', '0', 'sleep', 'arch-n1', '0', '3', '-1', '0', '1', '16', '1', '0', '1', '500000', '0', '0', '1') on duplicate key update deleted=1;";
    let both = format!("{text}\n{steps}");
    let read = read_all(both.as_bytes(), "old.sql").unwrap();
    assert_eq!(read[1].header.kind, Kind::Steps);
    assert_eq!(read[1].header.cluster, "arch");
    let e = read_all(steps.as_bytes(), "steps.sql")
        .unwrap_err()
        .to_string();
    assert!(e.contains("steps.sql:3: a row of no cluster"), "{e}");
    let e = read_all(&both.as_bytes()[..both.len() - 200], "cut.sql").unwrap_err();
    assert!(e.to_string().starts_with("cut.sql:"), "{e}");
    let e = read_all(b"insert into txn_table (id) values ('1');", "t.sql").unwrap_err();
    assert!(e.to_string().contains("an insert into txn_table"), "{e}");
}
