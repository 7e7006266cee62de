//! Issue 8: a load killed halfway leaves the store as it was; meanwhile a second load is told
//! the database is busy, and a query answers from the snapshot the previous load published
//! (issue 50).

use std::io::Write;
use std::process::{Command, Stdio};

use crate::common::Env;

#[test]
fn a_killed_load_leaves_nothing_and_can_be_redone() {
    let env = Env::new();
    let dir = env.path("gen");
    env.ok(&["gen", "--jobs", "60000", "--seed", "5", "--out", &dir]);
    let dump = format!("{dir}/sacct.psv");
    env.ok(&["--tz", "UTC", "load", "conf", &format!("{dir}/slurm.conf")]);
    // The dump through a pipe, of which only half is written: the load reads it with the
    // database open and cannot finish, however fast it is (a load timed to be still running
    // after a second was not, in release builds).
    let mut load = Command::new(env!("CARGO_BIN_EXE_fairtrace"))
        .args([
            "--db",
            &env.db().to_string_lossy(),
            "--tz",
            "UTC",
            "load",
            "sacct",
            "-",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(env.path("load.err")).unwrap())
        .spawn()
        .unwrap();
    let text = std::fs::read(&dump).unwrap();
    let mut input = load.stdin.take().unwrap();
    let load_err = || std::fs::read_to_string(env.path("load.err")).unwrap_or_default();
    // Written once the load has read all but a pipe's buffer of it.
    input
        .write_all(&text[..text.len() / 2])
        .unwrap_or_else(|e| panic!("{e}: {}", load_err()));
    // Then a second load is told the database is busy, and a query answers from what the
    // configuration's load published: no jobs yet.
    assert_eq!(load.try_wait().unwrap(), None, "{}", load_err());
    let busy = env.fails(&["--tz", "UTC", "load", "sacct", &dump]);
    assert!(busy.contains("is busy"), "{busy}");
    assert!(busy.contains("fairtrace (PID"), "{busy}");
    let info = env.ok(&["info"]);
    assert!(
        info.contains("Job states\n  (none loaded)") && info.contains("CPU=1.0,Mem=0.25G"),
        "{info}"
    );
    load.kill().unwrap(); // SIGKILL
    drop(input);
    let status = load.wait().unwrap();
    assert!(!status.success(), "the load finished before it was killed");
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
