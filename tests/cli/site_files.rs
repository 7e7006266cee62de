//! Issue 35: real files as sites keep them (tests/data/lambda, from the 26.05.5 capture
//! tests/golden/lambda) — slurm.conf copied with its host's Include path, sacct dumps (text and
//! `--json`) and squeue output with bytes that are not UTF-8, End named twice, sshare saved as
//! printed, local times printed in POSIX TZ zones.

use std::io::Read;

use assert_cmd::Command;

use crate::common::{data, Env};

/// Runs `fairtrace ARGS` and returns (success, stdout, stderr).
fn run(env: &Env, args: &[&str]) -> (bool, String, String) {
    let out = env.cmd(args).output().expect("runs");
    let text = |b: Vec<u8>| String::from_utf8(b).expect("utf-8 output");
    (out.status.success(), text(out.stdout), text(out.stderr))
}

fn lambda(rel: &str) -> String {
    data(&format!("lambda/{rel}"))
}

/// The columns the headerless tz dumps were printed with (`sacct -n -o …`).
const TZ_COLUMNS: &str = "JobID,JobIDRaw,Cluster,Partition,Account,User,UID,Group,QOS,QOSRAW,AssocID,Submit,Eligible,Start,End,Elapsed,ElapsedRaw,State,ExitCode,AllocCPUS,ReqCPUS,AllocNodes,NodeList,ReqMem,ReqTRES,AllocTRES,Timelimit,TimelimitRaw,Priority,Reason,Flags,Reservation,NNodes,NCPUS,Suspended,CPUTimeRAW,JobName,SubmitLine";

/// Every job's times, as stored (UTC).
const JOB_TIMES: &str = "SELECT string_agg(job_key || ' ' || submit_time || ' ' || coalesce(eligible_time::VARCHAR, '-') || ' ' || coalesce(start_time::VARCHAR, '-') || ' ' || coalesce(end_time::VARCHAR, '-'), ',' ORDER BY job_key, submit_time) FROM jobs";

#[test]
fn issue_35_a_copied_slurm_conf_reads_its_include_beside_it() {
    let env = Env::new();
    let (conf, partitions) = (lambda("slurm.conf"), lambda("partitions.conf"));
    let (ok, _, stderr) = run(&env, &["load", "conf", &conf]);
    assert!(ok, "{stderr}");
    assert_eq!(
        stderr.trim(),
        format!("warning: {conf}:67: Include /etc/slurm/partitions.conf is not found there: read {partitions} instead, beside {conf}")
    );
    assert_eq!(
        env.scalar("SELECT string_agg(name || ' ' || tres_billing_weights, ', ' ORDER BY name) FROM partitions"),
        "batch CPU=1.0,Mem=0.25G,GRES/gpu=2.0, gpu CPU=0.5,Mem=0.25G,GRES/gpu=4.0, prio CPU=2.0,Mem=0.5G"
    );
    // Without the included file beside it: the error names both places, nothing is loaded.
    let alone = Env::new();
    let copy = alone.write("slurm.conf", &std::fs::read(&conf).unwrap());
    let (ok, _, stderr) = run(&alone, &["load", "conf", &copy]);
    assert!(!ok);
    assert_eq!(
        stderr.trim(),
        format!(
            "fairtrace: {copy}:67: column Include: value \"/etc/slurm/partitions.conf\": cannot read /etc/slurm/partitions.conf: No such file or directory (os error 2), nor {}: No such file or directory (os error 2)",
            alone.path("partitions.conf")
        )
    );
    assert_eq!(alone.total_rows(), "0");
}

#[test]
fn issue_35_sacct_dumps_with_odd_bytes_and_end_named_twice() {
    let core = Env::new();
    let file = lambda("sacct_core.psv.gz");
    let (ok, _, stderr) = run(&core, &["load", "sacct", &file]);
    assert!(ok, "{stderr}");
    assert_eq!(
        stderr.trim(),
        format!("warning: {file}:56: column JobName: value \"name\u{FFFD}byte\": bytes that are not UTF-8, read as U+FFFD (5 fields of the file in all)")
    );
    assert_eq!(
        core.scalar("SELECT job_name FROM jobs WHERE job_id = '29'"),
        "name\u{FFFD}byte"
    );

    let all = Env::new();
    let file = lambda("sacct_all_end.psv.gz");
    let (ok, _, stderr) = run(&all, &["load", "sacct", &file]);
    assert!(ok, "{stderr}");
    assert!(
        stderr.contains(&format!("warning: {file}:1: the header names End twice (columns 28 and 124); the copies agree on every row")),
        "{stderr}"
    );
    assert_eq!(all.scalar(JOB_TIMES), core.scalar(JOB_TIMES));

    // The same dump with the second End of line 3 changed: that line is the error.
    let mut text = Vec::new();
    flate2::read::GzDecoder::new(std::fs::File::open(&file).unwrap())
        .read_to_end(&mut text)
        .unwrap();
    let mut lines: Vec<Vec<u8>> = text.split(|&b| b == b'\n').map(<[u8]>::to_vec).collect();
    let cut = lines[2].iter().rposition(|&b| b == b'|').unwrap();
    lines[2].truncate(cut + 1);
    lines[2].extend_from_slice(b"2026-11-26T23:59:59");
    let changed = Env::new();
    let path = changed.write("all_end.psv", &lines.join(&b'\n'));
    let (ok, _, stderr) = run(&changed, &["load", "sacct", &path]);
    assert!(!ok);
    assert!(
        stderr.starts_with(&format!("fairtrace: {path}:3: column End: value \"2026-11-26T23:59:59\": the header names End twice (columns 28 and 124) and the copies differ here (column 28 holds \"")),
        "{stderr}"
    );
    assert_eq!(changed.total_rows(), "0");
}

/// `sshare -a` and `sshare -a -l` as printed (names cut with `+`) load and check as
/// `sshare -a -l -P` printed in the same second does.
#[test]
fn issue_35_sshare_saved_as_printed() {
    let env = Env::new();
    env.ok(&["load", "conf", &lambda("slurm.conf")]);
    env.ok(&["load", "qos", &lambda("sacctmgr_qos.psv")]);
    env.ok(&["load", "assoc", &lambda("sacctmgr_assoc_full.psv")]);
    env.ok(&["load", "sacct", &lambda("sacct_core.psv.gz")]);
    let at = "@1795726444";
    let rows = |file: &str| {
        env.ok(&[
            "load",
            "sshare",
            &lambda(&format!("snap-1795726444/{file}")),
            "--at",
            at,
        ]);
        env.scalar(
            "SELECT string_agg(account || '/' || \"user\" || ' ' || raw_usage || ' ' || norm_shares || ' ' || effectv_usage || ' ' || coalesce(fairshare::VARCHAR, '-'), ', ' ORDER BY account, \"user\") FROM observed_sshare WHERE load_id = (SELECT max(load_id) FROM loads)",
        )
    };
    let parsable = rows("sshare_long.psv");
    assert!(
        parsable.contains("computational_chemistry_lab/longusername01 4820.0 "),
        "{parsable}"
    );
    assert_eq!(rows("sshare_default.txt"), parsable);
    assert_eq!(rows("sshare_long.txt"), parsable);
    for file in ["sshare_default.txt", "sshare_long.txt"] {
        let out = env
            .cmd(&[
                "check",
                "sshare",
                &lambda(&format!("snap-1795726444/{file}")),
                "--at",
                at,
            ])
            .output()
            .unwrap();
        let stdout = String::from_utf8(out.stdout).unwrap();
        assert!(
            stdout.starts_with("compared 25 rows at 1795726444 (0 not in the reconstruction)"),
            "{stdout}"
        );
    }
}

/// The same jobs printed with `TZ=UTC`, `TZ='<+0455>-4:55'` and
/// `TZ='CET-1CEST,M3.5.0,M10.5.0/3'`, each read in its zone (`--tz`, or `TZ` itself).
#[test]
fn issue_35_local_times_in_posix_tz_zones() {
    let load = |tz: &str, file: &str, by_env: bool| {
        let env = Env::new();
        let file = lambda(file);
        let args = ["load", "sacct", &file, "--columns", TZ_COLUMNS];
        if by_env {
            // No --tz: the zone comes from TZ, as sacct's own did.
            Command::cargo_bin("fairtrace")
                .unwrap()
                .env("TZ", tz)
                .arg("--db")
                .arg(env.db())
                .args(args)
                .assert()
                .success();
        } else {
            let mut with_tz = vec!["--tz", tz];
            with_tz.extend(args);
            env.ok(&with_tz);
        }
        (
            env.scalar(JOB_TIMES),
            env.scalar("SELECT time_zone FROM loads"),
        )
    };
    let (utc, zone) = load("UTC", "sacct_core_tz_utc.psv.gz", false);
    assert_eq!(zone, "UTC");
    assert!(utc.starts_with("1 2026-11-26 20:35:05 "), "{utc}");
    for (tz, file) in [
        ("<+0455>-4:55", "sacct_core_tz_plus0455.psv.gz"),
        ("CET-1CEST,M3.5.0,M10.5.0/3", "sacct_core_tz_cet.psv.gz"),
    ] {
        for by_env in [false, true] {
            assert_eq!(
                load(tz, file, by_env),
                (utc.clone(), tz.to_string()),
                "{tz}"
            );
        }
    }
}

/// `file` (decompressed, if `.gz`) with a raw `byte` (not UTF-8) put after the first `after`
/// on line `line` (1-based), written into `env` as `name`.
fn with_byte(env: &Env, file: &str, (line, after, byte): (usize, &str, u8), name: &str) -> String {
    let mut text = std::fs::read(file).unwrap();
    if file.ends_with(".gz") {
        let mut plain = Vec::new();
        flate2::read::GzDecoder::new(text.as_slice())
            .read_to_end(&mut plain)
            .unwrap();
        text = plain;
    }
    let mut lines: Vec<Vec<u8>> = text.split(|&b| b == b'\n').map(<[u8]>::to_vec).collect();
    let l = &mut lines[line - 1];
    let at = l
        .windows(after.len())
        .position(|w| w == after.as_bytes())
        .expect("on the line")
        + after.len();
    l.insert(at, byte);
    env.write(name, &lines.join(&b'\n'))
}

/// squeue as saved in a snapshot: job 29's NAME holds a byte 0xFF. The queue loads, with one
/// warning; the same byte in STATE fails the file, and nothing is loaded.
#[test]
fn issue_35_squeue_with_a_job_name_that_is_not_utf8() {
    let env = Env::new();
    env.ok(&["load", "assoc", &lambda("sacctmgr_assoc_full.psv")]);
    let file = lambda("snap-1795726444/squeue.psv.gz");
    let (ok, _, stderr) = run(&env, &["load", "squeue", &file, "--at", "@1795726444"]);
    assert!(ok, "{stderr}");
    assert_eq!(
        stderr.trim(),
        format!("warning: {file}:47: column NAME: value \"name\u{FFFD}byte\": bytes that are not UTF-8, read as U+FFFD")
    );
    assert_eq!(
        env.scalar("SELECT count(*) || ' ' || count(*) FILTER (WHERE job_id = '29' AND state = 'RUNNING' AND priority = 21548) FROM observed_queue"),
        "111 1"
    );
    let bad = Env::new();
    bad.ok(&["load", "assoc", &lambda("sacctmgr_assoc_full.psv")]);
    let path = with_byte(&bad, &file, (47, "RUNN", 0xFF), "squeue.psv");
    let (ok, _, stderr) = run(&bad, &["load", "squeue", &path, "--at", "@1795726444"]);
    assert!(!ok);
    assert_eq!(
        stderr.trim(),
        format!("fairtrace: {path}:47: column STATE: value \"RUNN\u{FFFD}ING\": bytes that are not UTF-8 in a typed field (binary file?)")
    );
    assert_eq!(bad.scalar("SELECT count(*) FROM observed_queue"), "0");
}

/// `sacct --json` printed job 29's name (0xFF) and job 30's comment (0xFE) raw inside JSON
/// strings: it loads with one warning naming the line and the JSON field, and its jobs are
/// those of the same window's `sacct -P` text, names and submit lines included.
#[test]
fn issue_35_sacct_json_with_bytes_that_are_not_utf8_reads_as_the_text() {
    const FACTS: &str = "SELECT string_agg(concat_ws('|', job_id, state, submit_time, \
         eligible_time, start_time, end_time, coalesce(alloc_cpus, 0), account, \"user\", \
         partition, qos, timelimit_s, elapsed_s, alloc_mem_mb, alloc_gpus, recorded_billing, \
         exit_code, priority, req_cpus, reason, job_name, submit_line), chr(10) \
         ORDER BY job_id, submit_time) FROM jobs";
    let json = Env::new();
    let file = lambda("sacct.json.gz");
    let (ok, _, stderr) = run(&json, &["load", "sacct", &file]);
    assert!(ok, "{stderr}");
    assert_eq!(
        stderr.trim(),
        format!("warning: {file}:10693: column jobs[31].name: value \"name\u{FFFD}byte\": bytes that are not UTF-8, read as U+FFFD (6 fields of the file in all)")
    );
    let text = Env::new();
    text.ok(&["load", "sacct", &lambda("sacct_core.psv.gz")]);
    let facts = json.scalar(FACTS);
    assert_eq!(facts.lines().count(), 123);
    assert_eq!(facts, text.scalar(FACTS));
    assert_eq!(
        json.scalar("SELECT string_agg(DISTINCT job_name, ',') FROM jobs WHERE job_id = '29'"),
        "name\u{FFFD}byte"
    );
}

/// What an admin typed into sacctmgr's records (a node's down Reason, an account's
/// description in the transaction log) and slurm.conf comments: lambda's real files with a
/// byte 0xE9 put in load with one warning each; in a time the byte fails the file, and
/// nothing is loaded.
#[test]
fn issue_35_sacctmgr_output_and_slurm_conf_with_bytes_that_are_not_utf8() {
    let env = Env::new();
    let conf = with_byte(
        &env,
        &lambda("slurm.conf"),
        (3, "as seen", 0xE9),
        "slurm.conf",
    );
    std::fs::copy(lambda("partitions.conf"), env.path("partitions.conf")).unwrap();
    let (ok, _, stderr) = run(&env, &["load", "conf", &conf]);
    assert!(ok, "{stderr}");
    assert!(
        stderr.contains(&format!("warning: {conf}:3: column comment: value \"Paths are as seen\u{FFFD} inside the chroot.\": bytes that are not UTF-8, read as U+FFFD\n")),
        "{stderr}"
    );
    let events = with_byte(
        &env,
        &lambda("sacctmgr_events.psv"),
        (3, "cold-start", 0xE9),
        "events.psv",
    );
    let (ok, _, stderr) = run(&env, &["load", "events", &events]);
    assert!(ok, "{stderr}");
    assert_eq!(
        stderr.trim(),
        format!("warning: {events}:3: column Reason: value \"cold-start\u{FFFD}\": bytes that are not UTF-8, read as U+FFFD")
    );
    assert_eq!(
        env.scalar("SELECT reason FROM events WHERE node_name = 'lambda-n1'"),
        "cold-start\u{FFFD}"
    );
    let log = with_byte(
        &env,
        &lambda("sacctmgr_transactions_cluster.psv"),
        (15, "description='phys", 0xE9),
        "transactions.psv",
    );
    let (ok, _, stderr) = run(&env, &["load", "transactions", &log]);
    assert!(ok, "{stderr}");
    assert_eq!(
        stderr.trim(),
        format!("warning: {log}:15: column Info: value \"description=\\'phys\u{FFFD}ics\\', organization=\\'physics\\', flags=\\'0\\'\": bytes that are not UTF-8, read as U+FFFD")
    );
    let plain = Env::new();
    plain.ok(&["load", "conf", &lambda("slurm.conf")]);
    plain.ok(&[
        "load",
        "transactions",
        &lambda("sacctmgr_transactions_cluster.psv"),
    ]);
    let created =
        "SELECT string_agg(assoc_id || '@' || created_s, ',' ORDER BY assoc_id) FROM assoc_created";
    assert_eq!(env.scalar(created), plain.scalar(created));

    let bad = Env::new();
    let events = with_byte(
        &bad,
        &lambda("sacctmgr_events.psv"),
        (3, "|2026-11-26T20:34:5", 0xE9),
        "events.psv",
    );
    let (ok, _, stderr) = run(&bad, &["load", "events", &events]);
    assert!(!ok);
    assert_eq!(
        stderr.trim(),
        format!("fairtrace: {events}:3: column TimeEnd: value \"2026-11-26T20:34:5\u{FFFD}8\": bytes that are not UTF-8 in a typed field (binary file?)")
    );
    assert_eq!(
        bad.scalar("SELECT (SELECT count(*) FROM loads) + (SELECT count(*) FROM events)"),
        "0"
    );
}
