//! Issue 8: a load killed halfway leaves the store as it was; meanwhile a second load is told
//! the database is busy, and a query answers from the snapshot the previous load published
//! (issue 50).

use std::process::{Command, Stdio};
use std::time::Duration;

use crate::common::Env;

#[test]
fn a_killed_load_leaves_nothing_and_can_be_redone() {
    let env = Env::new();
    let dir = env.path("gen");
    env.ok(&["gen", "--jobs", "60000", "--seed", "5", "--out", &dir]);
    let dump = format!("{dir}/sacct.psv");
    env.ok(&["--tz", "UTC", "load", "conf", &format!("{dir}/slurm.conf")]);
    let mut load = Command::new(env!("CARGO_BIN_EXE_fairtrace"))
        .args([
            "--db",
            &env.db().to_string_lossy(),
            "--tz",
            "UTC",
            "load",
            "sacct",
            &dump,
        ])
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(env.path("load.err")).unwrap())
        .spawn()
        .unwrap();
    // Give the load time to open the database, then a second load is told it is busy, and a
    // query answers from what the configuration's load published: no jobs yet.
    std::thread::sleep(Duration::from_millis(1000));
    assert_eq!(
        load.try_wait().unwrap(),
        None,
        "{}",
        std::fs::read_to_string(env.path("load.err")).unwrap_or_default()
    );
    let busy = env.fails(&["--tz", "UTC", "load", "sacct", &dump]);
    assert!(busy.contains("is busy"), "{busy}");
    assert!(busy.contains("fairtrace (PID"), "{busy}");
    let info = env.ok(&["info"]);
    assert!(
        info.contains("Job states\n  (none loaded)") && info.contains("CPU=1.0,Mem=0.25G"),
        "{info}"
    );
    load.kill().unwrap(); // SIGKILL
    let status = load.wait().unwrap();
    assert!(
        !status.success(),
        "the load finished before it was killed: make the dump larger"
    );
    // Nothing of the killed load: no jobs, no record of it.
    let count = |table: &str| {
        env.ok(&[
            "sql",
            &format!("SELECT count(*) AS n FROM {table}"),
            "--format",
            "csv",
        ])
    };
    assert_eq!(count("jobs"), "n\n0\n");
    assert_eq!(count("loads"), "n\n1\n");
    // Redone, it loads everything (60000 submissions: about as many job records).
    let out = env.ok(&["--tz", "UTC", "load", "sacct", &dump]);
    assert!(
        out.contains("loaded") && out.contains("as load #2"),
        "{out}"
    );
    let jobs: u64 = count("jobs").lines().nth(1).unwrap().parse().unwrap();
    assert!(jobs > 50_000, "{jobs}");
}
