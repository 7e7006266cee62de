//! Issue 35: real files as sites keep them (tests/data/lambda, from the 26.05.5 capture
//! tests/golden/lambda) — slurm.conf copied with its host's Include path, sacct dumps with
//! bytes that are not UTF-8 and End named twice, sshare saved as printed, local times printed
//! in POSIX TZ zones.

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
