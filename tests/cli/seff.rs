//! Issue 53: `fairtrace seff JOBID` against real seff output of Slurm 22.05.8, 24.11.5 and
//! 26.05.5 for the same thirteen jobs (tests/data/seff: one core busy, four cores one busy,
//! memory asked per node and per CPU, several steps, tasks of unequal memory, an array, a
//! failure, a time-out, a cancellation, two nodes, a running and a held job), each loaded from
//! the sacct dump taken seconds before seff ran.

use crate::common::{data, Env};

const RELEASES: [&str; 3] = ["22.05.8", "24.11.5", "26.05.5"];

fn store(release: &str) -> Env {
    let dir = data(&format!("seff/{release}"));
    let env = Env::new();
    env.ok(&["load", "conf", &format!("{dir}/slurm.conf")]);
    env.ok(&["load", "assoc", &format!("{dir}/sacctmgr.txt")]);
    env.ok(&["load", "sacct", &format!("{dir}/sacct-by-id.txt")]);
    env
}

/// `[D-]HH:MM:SS` in seconds.
fn seconds(t: &str) -> i64 {
    let (d, hms) = t
        .split_once('-')
        .map_or((0, t), |(d, r)| (d.parse().unwrap(), r));
    let p: Vec<i64> = hms.split(':').map(|x| x.parse().unwrap()).collect();
    d * 86400 + p[0] * 3600 + p[1] * 60 + p[2]
}

/// Every id seff was asked about (JobID, JobIDRaw, an array's own id, a step, one not in the
/// database) prints what seff printed, and exits as it did. The one difference allowed: a
/// running job's wall-clock time, which seff takes from its own clock a few seconds after the
/// dump (captures.tsv), where the dump says how long it had run when taken.
#[test]
fn seff_prints_what_slurms_seff_printed() {
    for release in RELEASES {
        let env = store(release);
        let dir = data(&format!("seff/{release}/seff"));
        let mut compared = 0;
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().to_string();
            let Some(id) = name.strip_suffix(".txt").filter(|id| !id.ends_with("-d")) else {
                continue;
            };
            let expected = std::fs::read_to_string(&path).unwrap();
            let rc: i32 = std::fs::read_to_string(format!("{dir}/{name}.rc"))
                .map_or(0, |r| r.trim().parse().unwrap());
            let out = env
                .cmd(&["--slurm-version", release, "seff", id])
                .output()
                .unwrap();
            let got = String::from_utf8(out.stdout).unwrap();
            assert_eq!(out.status.code(), Some(rc), "{release} seff {id}");
            if rc == 2 {
                assert!(String::from_utf8_lossy(&out.stderr).contains("Job not found."));
            }
            if expected.contains("State: RUNNING") {
                let (mut mine, mut theirs) = (got.lines(), expected.lines());
                for (a, b) in (&mut mine).zip(&mut theirs) {
                    match (
                        a.strip_prefix("Job Wall-clock time: "),
                        b.strip_prefix("Job Wall-clock time: "),
                    ) {
                        (Some(x), Some(y)) => {
                            let late = seconds(y) - seconds(x);
                            assert!(
                                (0..=5).contains(&late),
                                "{release} seff {id}: {x} against {y}"
                            );
                        }
                        _ if a.starts_with("CPU Efficiency: 0.00% of ") => {
                            assert!(b.starts_with("CPU Efficiency: 0.00% of "), "{b}")
                        }
                        _ => assert_eq!(a, b, "{release} seff {id}"),
                    }
                }
                assert_eq!((mine.next(), theirs.next()), (None, None));
            } else {
                assert_eq!(got, expected, "{release} seff {id}");
            }
            compared += 1;
        }
        assert!(compared >= 18, "{release}: {compared} ids");
    }
}

/// The release decides the rules: 24.11.5's steps read under 22.05's seff give its estimate.
#[test]
fn the_release_picks_seffs_rules() {
    let env = store("24.11.5");
    let old = env.ok(&["--slurm-version", "22.05.8", "seff", "8"]);
    let new = env.ok(&["--slurm-version", "24.11.5", "seff", "8"]);
    assert!(old.contains("(estimated maximum)") && !new.contains("(estimated maximum)"));
    assert!(new.contains("The task which had the largest memory consumption differs by"));
}

/// The same jobs from `sacct --json` (taken minutes later: the running and held jobs had
/// been cancelled by then) give the same seff for every job that had ended: the steps'
/// usage is read from the JSON's lists of counts as from sacct's printed ones. (22.05.8's
/// `sacct --json` gives the job that exited 3 a `return_code` of 0 where its text says 3:0:
/// that release's JSON is left out.)
#[test]
fn seff_from_sacct_json_equals_seff_from_its_text() {
    for release in &RELEASES[1..] {
        let dir = data(&format!("seff/{release}"));
        let (text, json) = (store(release), Env::new());
        json.ok(&["load", "conf", &format!("{dir}/slurm.conf")]);
        json.ok(&["load", "assoc", &format!("{dir}/sacctmgr.txt")]);
        json.ok(&["load", "sacct", &format!("{dir}/sacct-by-id-after.json")]);
        let ids = text.ok(&[
            "sql",
            "--format",
            "csv",
            "SELECT job_id FROM jobs WHERE state NOT IN ('RUNNING', 'PENDING') ORDER BY 1",
        ]);
        let mut compared = 0;
        for id in ids.lines().skip(1) {
            let seff = ["--slurm-version", release, "seff", id];
            assert_eq!(json.ok(&seff), text.ok(&seff), "{release} seff {id}");
            compared += 1;
        }
        assert!(compared >= 11, "{release}: {compared}");
    }
}
