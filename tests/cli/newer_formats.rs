//! Real output of Slurm 23.11.4, 24.11.5 and 26.05.5 (tests/data/newer, README there): `sacct
//! --json` at every data_parser version each release offers (v0.0.39–v0.0.45; v0.0.39 from
//! 23.11's slurmrestd, since its sacct prints nothing at v0.0.39) reads as the same jobs as
//! the release's own `sacct -P` text of them; `sacctmgr --json` trees and QOS at each version
//! read alike; requeues and jobs cancelled while pending read as sacct's text prints them.

use crate::common::{data, Env};

/// What the text and every JSON version must agree on, per job (and requeued run).
const JOB_FACTS: &str = "SELECT string_agg(concat_ws('|', job_id, state, submit_time, \
     eligible_time, start_time, end_time, coalesce(alloc_cpus, 0), account, \"user\", partition, \
     qos, timelimit_s, elapsed_s, alloc_mem_mb, alloc_gpus, recorded_billing, exit_code), \
     chr(10) ORDER BY job_id, submit_time) FROM jobs";

fn facts(files: &[String]) -> String {
    let env = Env::new();
    for f in files {
        env.ok(&["load", "sacct", f]);
    }
    env.scalar(JOB_FACTS)
}

fn newer(rel: &str) -> String {
    data(&format!("newer/{rel}"))
}

#[test]
fn sacct_json_of_every_data_parser_version_reads_as_the_text() {
    for (release, versions) in [
        ("23.11", &["40"][..]),
        ("24.11", &["40", "41", "42"][..]),
        ("26.05", &["42", "43", "44", "45"][..]),
    ] {
        let text = facts(&[newer(&format!("{release}/sacct-all.psv"))]);
        assert!(text.lines().count() >= 8, "{release}: {text}");
        for v in versions {
            let json = facts(&[newer(&format!("{release}/sacct-v0.0.{v}.json"))]);
            assert_eq!(json, text, "{release} v0.0.{v}");
        }
    }
}

/// data_parser v0.0.39 (slurmrestd 23.11.4, `/slurmdb/v0.0.39/jobs`): `priority` and
/// `time.limit` as `{set, infinite, number}`, `state.current` a string, meta under `Slurm`.
/// The same jobs as 23.11's sacct text but one fact: v0.0.39 prints the failed job 2's exit
/// code as SUCCESS 0 (the text and v0.0.40 say 1:0), and so it reads.
#[test]
fn data_parser_v0_0_39_reads_as_the_text() {
    let text = facts(&[newer("23.11/sacct-all.psv")]);
    let json = facts(&[newer("23.11/slurmrestd/sacct-v0.0.39.json")]);
    let failed = |facts: &str| {
        facts
            .lines()
            .find(|l| l.starts_with("2|FAILED|"))
            .map(str::to_string)
            .unwrap()
    };
    assert!(failed(&text).ends_with("|1:0"), "{text}");
    assert_eq!(failed(&json), failed(&text).replace("|1:0", "|0:0"));
    assert_eq!(
        json.lines()
            .filter(|l| !l.starts_with("2|FAILED|"))
            .collect::<Vec<_>>(),
        text.lines()
            .filter(|l| !l.starts_with("2|FAILED|"))
            .collect::<Vec<_>>()
    );
    let env = Env::new();
    env.ok(&[
        "load",
        "sacct",
        &newer("23.11/slurmrestd/sacct-v0.0.39.json"),
    ]);
    let info = env.ok(&["info", "--format", "csv"]);
    assert!(info.contains(",23.11.4,sacct --json meta:"), "{info}");
}

/// A job cancelled while pending: JSON prints its start as 4294967294 (NO_VAL), the text
/// `None`; both mean it never started.
#[test]
fn never_started_jobs_have_no_start() {
    let env = Env::new();
    env.ok(&["load", "sacct", &newer("24.11/sacct-v0.0.42.json")]);
    assert_eq!(
        env.scalar(
            "SELECT string_agg(job_id, ',' ORDER BY job_id) FROM jobs \
             WHERE state = 'CANCELLED' AND start_time IS NULL"
        ),
        "30,36_[0-6%2],37"
    );
    assert_eq!(
        env.scalar("SELECT max(start_time) < '2027-01-01' FROM jobs"),
        "true"
    );
}

/// `scontrol requeue`: JSON's state list `["PENDING", "REQUEUED"]` is the run sacct's text
/// prints as REQUEUED; the run after it is a record of its own.
#[test]
fn a_requeued_run_reads_as_requeued() {
    let json = facts(&[newer("26.05/expediting/plain-requeue-sacct-v0.0.45.json")]);
    let env = Env::new();
    let text = newer("26.05/expediting/plain-requeue-sacct-short.psv");
    env.ok(&["load", "sacct", &text, "--cluster", "eta"]);
    let states = env.scalar("SELECT string_agg(state, ',' ORDER BY submit_time) FROM jobs");
    assert_eq!(states, "REQUEUED,COMPLETED");
    assert!(json.starts_with("158|REQUEUED|"), "{json}");
    let e = env.fails(&[
        "load",
        "sacct",
        &newer("26.05/expediting/pending-squeue.json"),
    ]);
    assert!(e.contains("squeue or scontrol --json output"), "{e}");
}

/// The point release each folder's clients were (tests/data/newer/README.md).
fn micro(release: &str) -> &'static str {
    match release {
        "23.11" => "4",
        _ => "5",
    }
}

/// sacctmgr's JSON tree at each version: the same associations and shares as its `-P` text;
/// ids are nested in v0.0.40, printed as 0 by v0.0.41–42 and absent from v0.0.39 (read as
/// unknown); the document's meta names the release.
#[test]
fn sacctmgr_json_of_every_version_reads_as_the_text() {
    let tree = "SELECT string_agg(concat_ws('|', account, \"user\", parent_account, raw_shares), \
                ',' ORDER BY account, \"user\") FROM assoc";
    for (release, versions) in [
        ("23.11", &["40", "39"][..]),
        ("24.11", &["40", "41", "42"][..]),
        ("26.05", &["42", "43", "44", "45"][..]),
    ] {
        let env = Env::new();
        env.ok(&[
            "load",
            "assoc",
            &newer(&format!("{release}/assoc-lineage.psv")),
        ]);
        let text = env.scalar(tree);
        for v in versions {
            // 23.11's sacctmgr prints nothing at v0.0.39: its slurmrestd's documents.
            let dir = match (release, *v) {
                ("23.11", "39") => "23.11/slurmrestd",
                _ => release,
            };
            let env = Env::new();
            env.ok(&[
                "load",
                "assoc",
                &newer(&format!("{dir}/assoc-v0.0.{v}.json")),
            ]);
            assert_eq!(env.scalar(tree), text, "{release} v0.0.{v}");
            // The document's meta names its release.
            let info = env.ok(&["info", "--format", "csv"]);
            let full = format!(",{release}.{},sacctmgr --json meta:", micro(release));
            assert!(info.contains(&full), "{info}");
            let ids = env.scalar("SELECT count(DISTINCT assoc_id) FROM assoc");
            // v0.0.39 has no ids; v0.0.41–42 print 0.
            let expected = if matches!(*v, "39" | "41" | "42") {
                "0"
            } else {
                "10"
            };
            assert_eq!(ids, expected, "{release} v0.0.{v}");
            let env = Env::new();
            env.ok(&["load", "qos", &newer(&format!("{dir}/qos-v0.0.{v}.json"))]);
            // The oracle created QOS a (priority 10) and b (100) besides normal.
            assert_eq!(
                env.scalar(
                    "SELECT string_agg(name || '=' || priority, ' ' ORDER BY name) FROM qos"
                ),
                "a=10 b=100 normal=0",
                "{release} v0.0.{v}"
            );
        }
    }
}
