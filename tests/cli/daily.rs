//! Issue 36: a day's sacct load into a kept store adds its jobs' charges to those kept and
//! continues the usage checkpoints from the last one its jobs leave alone, instead of computing
//! the whole history's again; what the commands print is what a store loaded at once prints.

use std::io::Read;

use crate::common::{sample, Env};

/// sample_data's sacct dump.
fn sample_dump() -> String {
    let mut text = String::new();
    flate2::read::GzDecoder::new(std::fs::File::open(sample("sacct.psv.gz")).unwrap())
        .read_to_string(&mut text)
        .unwrap();
    text
}

/// The records of sample_data's dump that `sacct -S t` prints: the jobs not ended by `t`
/// (steps with their job).
fn since(t: &str) -> String {
    let text = sample_dump();
    let mut lines = text.lines();
    let header = lines.next().unwrap();
    let end = header.split('|').position(|c| c == "End").unwrap();
    let mut out = vec![header.to_string()];
    let mut job_kept = false;
    for line in lines {
        let f: Vec<&str> = line.split('|').collect();
        if !f[0].contains('.') {
            job_kept = f[end] == "Unknown" || f[end] > t;
        }
        if job_kept {
            out.push(line.to_string());
        }
    }
    out.join("\n") + "\n"
}

/// sample_data's dump as sacct would have printed it at `t` (allocations only): jobs not yet
/// submitted left out, jobs not started yet pending, jobs started but not ended running.
fn as_of(t: &str) -> String {
    let text = sample_dump();
    let mut lines = text.lines();
    let header = lines.next().unwrap();
    let names: Vec<&str> = header.split('|').collect();
    let col = |n: &str| names.iter().position(|c| *c == n).unwrap();
    let (submit, start, end, state) = (col("Submit"), col("Start"), col("End"), col("State"));
    let (elapsed, raw, alloc, nodes) = (
        col("Elapsed"),
        col("ElapsedRaw"),
        col("AllocTRES"),
        col("NodeList"),
    );
    let mut out = vec![header.to_string()];
    for line in lines {
        let mut f: Vec<String> = line.split('|').map(String::from).collect();
        if f[0].contains('.') || f[submit].as_str() > t {
            continue;
        }
        if f[start] == "Unknown" || f[start].as_str() > t {
            f[state] = "PENDING".into();
            f[start] = "Unknown".into();
            f[end] = "Unknown".into();
            (f[elapsed], f[raw]) = ("00:00:00".into(), "0".into());
            f[alloc] = String::new();
            f[nodes] = "None assigned".into();
        } else if f[end] == "Unknown" || f[end].as_str() > t {
            f[state] = "RUNNING".into();
            f[end] = "Unknown".into();
        }
        out.push(f.join("|"));
    }
    out.join("\n") + "\n"
}

fn loaded(env: &Env) {
    env.ok(&["load", "conf", &sample("slurm.conf")]);
    env.ok(&["load", "assoc", &sample("assoc.psv")]);
    env.ok(&["load", "qos", &sample("qos.psv")]);
}

#[test]
fn a_days_load_adds_to_the_kept_charges_and_prints_as_a_store_loaded_at_once() {
    let (day, later) = ("2026-09-20T12:00:00", "2026-09-29T23:00:00");
    let asked: [&[&str]; 3] = [
        &["sshare", "--at", later, "-a", "-l"],
        &["sshare", "--at", "2026-09-24T06:00:00", "-a", "-P"],
        &["sprio", "--at", later, "-l"],
    ];
    // Kept: the store as of the day, its charges and checkpoints kept by its load, then the
    // next dump (`sacct -S day`: the jobs not ended by then, whose pending and running
    // records it replaces, and those submitted later).
    let kept = Env::new();
    loaded(&kept);
    let first = kept.write("as-of-day.psv", as_of(day).as_bytes());
    kept.ok(&["load", "sacct", &first]);
    kept.ok(&["sshare", "--at", day, "-a", "-P"]);
    let built = kept.scalar("SELECT max(load_id) FROM loads");
    let checkpoints_then = kept.scalar("SELECT count(*) FROM usage_checkpoints");
    let next = kept.write("since-day.psv", since(day).as_bytes());
    kept.ok(&["load", "sacct", &next]);
    // Only the checkpoints from the first replaced record's start on are dropped.
    let left = kept.scalar("SELECT count(*) FROM usage_checkpoints");
    assert!(
        left.parse::<u64>().unwrap() > 0,
        "{left} of {checkpoints_then} left"
    );
    let kept_out: Vec<String> = asked.iter().map(|a| kept.ok(a)).collect();
    // Charges computed at the first load, the second's jobs added; checkpoints continued.
    let last = kept.scalar("SELECT max(load_id) FROM loads");
    assert_eq!(
        kept.scalar("SELECT built_through FROM charge_cache_state"),
        built
    );
    assert_eq!(
        kept.scalar("SELECT through_load FROM charge_cache_state"),
        last
    );
    assert_eq!(
        kept.scalar("SELECT count(*) FROM usage_checkpoint_state WHERE NOT complete"),
        "0"
    );
    assert!(checkpoints_then.parse::<u64>().unwrap() > 0);
    let info = kept.ok(&["info", "--format", "csv"]);
    assert!(info.contains("Kept charges"), "{info}");
    // At once: both dumps loaded before any command.
    let once = Env::new();
    loaded(&once);
    once.ok(&[
        "load",
        "sacct",
        &once.write("as-of-day.psv", as_of(day).as_bytes()),
    ]);
    once.ok(&[
        "load",
        "sacct",
        &once.write("since-day.psv", since(day).as_bytes()),
    ]);
    for (a, out) in asked.iter().zip(&kept_out) {
        assert_eq!(&once.ok(a), out, "{a:?}");
    }
    // Its charges computed at once from every job (SQL that may change the jobs recomputes them).
    once.ok(&["sql", "UPDATE jobs SET nice = nice WHERE false"]);
    assert_eq!(
        once.scalar("SELECT built_through FROM charge_cache_state"),
        once.scalar("SELECT max(load_id) FROM loads")
    );
    // The same cached charges, row for row.
    let charges = "SELECT count(*) || ' ' || sum(CAST(round(weight * 1000) AS BIGINT)) \
                   || ' ' || sum(job_row % 1000003) || ' ' || count(end_s) FROM charge_cache";
    assert_eq!(kept.scalar(charges), once.scalar(charges));
}
