//! Issue 53: `fairtrace seff JOBID` against real seff output of Slurm 22.05.8, 24.11.5 and
//! 26.05.5 for the same thirteen jobs (tests/data/seff: one core busy, four cores one busy,
//! memory asked per node and per CPU, several steps, tasks of unequal memory, an array, a
//! failure, a time-out, a cancellation, two nodes, a running and a held job), each loaded from
//! the sacct dump taken seconds before seff ran.

use crate::common::{data, golden_tree_env, Env};

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

/// A size as seff prints it (`305.30 MB`) in KB.
fn kb(text: &str) -> f64 {
    let (n, unit) = text.trim().split_once(' ').unwrap();
    let power = ["KB", "MB", "GB", "TB"]
        .iter()
        .position(|u| *u == unit)
        .unwrap();
    n.parse::<f64>().unwrap() * 1024f64.powi(power as i32)
}

/// The audit's memory efficiency against seff's, on 26.05.5's jobs: per user association,
/// its ended jobs' memory peaks (seff's Memory Utilized: the tasks' peaks summed) times
/// their wall-clock time, over their memory (seff's "of") times the same: within seff's
/// rounding to two decimals; and its CPU efficiency, seff's CPU time (rounded to whole
/// seconds) over cores × wall-clock, within that rounding.
#[test]
fn the_audits_efficiency_weighs_seffs() {
    let release = "26.05.5";
    let env = store(release);
    let window = ["--from", "2026-11-29T00:00", "--to", "2026-11-30T00:00"];
    let audit: serde_json::Value = serde_json::from_str(
        &env.ok(&[
            &["--slurm-version", release, "audit"][..],
            &window,
            &["--format", "json"],
        ]
        .concat()),
    )
    .unwrap();
    let mut compared = 0;
    for row in audit["efficiency"].as_array().unwrap() {
        let (account, user) = (
            row["account"].as_str().unwrap(),
            row["user"].as_str().unwrap(),
        );
        if user.is_empty() || row["jobs_ended"] == 0 {
            continue;
        }
        let ids = env.ok(&[
            "sql",
            "--format",
            "csv",
            &format!(
                "SELECT job_id FROM jobs WHERE account = '{account}' AND \"user\" = '{user}' \
                 AND end_time IS NOT NULL AND start_time IS NOT NULL"
            ),
        ]);
        let (mut used, mut given, mut cpu, mut cores, mut slack) = (0.0, 0.0, 0.0, 0.0, 0.0);
        for id in ids.lines().skip(1) {
            let seff =
                std::fs::read_to_string(data(&format!("seff/{release}/seff/{id}.txt"))).unwrap();
            let field = |prefix: &str| seff.lines().find_map(|l| l.strip_prefix(prefix)).unwrap();
            let wall = seconds(field("Job Wall-clock time: ")) as f64;
            used += kb(field("Memory Utilized: ")) * wall;
            let of = field("Memory Efficiency: ").split(" of ").nth(1).unwrap();
            given += kb(of.split(" (").next().unwrap()) * wall;
            cpu += seconds(field("CPU Utilized: ")) as f64;
            let core_walltime = field("CPU Efficiency: ").split(" of ").nth(1).unwrap();
            cores += seconds(core_walltime.strip_suffix(" core-walltime").unwrap()) as f64;
            slack += 0.5;
        }
        let mem = row["mem"].as_f64().unwrap();
        // seff prints sizes to two decimals of their unit: 0.1 percentage point covers that.
        assert!(
            (mem - used / given).abs() < 1e-3,
            "{account}/{user}: {mem} against {}",
            used / given
        );
        let cpu_eff = row["cpu"].as_f64().unwrap();
        assert!(
            (cpu_eff - cpu / cores).abs() <= slack / cores,
            "{account}/{user}: {cpu_eff} against {}",
            cpu / cores
        );
        compared += 1;
    }
    assert!(compared >= 5, "{compared} associations compared");
}

/// The audit's GPU utilisation from jobstats' AdminComment (`JS1:` and its gzipped JSON
/// summary, made here as jobstats' `report_job_json` makes it): a job of two GPUs at 90 %
/// and 30 % for its 1000 s used 60 % of its GPU time; a job whose comment is not jobstats'
/// adds nothing.
#[test]
fn the_audit_takes_gpu_utilisation_from_jobstats() {
    let env = golden_tree_env();
    let dump = format!(
        "JobID|JobIDRaw|Cluster|Partition|Account|User|Submit|Start|End|State|AllocCPUS|AllocTRES|AdminComment\n\
         1|1|alpha|batch|astro|u1|2026-12-01T00:00:00|2026-12-01T00:00:00|2026-12-01T00:16:40|COMPLETED|4|cpu=4,gres/gpu=2,mem=1G,node=1|{JS1}\n\
         2|2|alpha|batch|astro|u2|2026-12-01T00:00:00|2026-12-01T00:00:00|2026-12-01T00:16:40|COMPLETED|4|cpu=4,gres/gpu=2,mem=1G,node=1|please rerun\n"
    );
    env.ok(&["load", "sacct", &env.write("sacct.psv", dump.as_bytes())]);
    let audit: serde_json::Value = serde_json::from_str(&env.ok(&[
        "audit",
        "--from",
        "2026-12-01T00:00",
        "--to",
        "2026-12-02T00:00",
        "--format",
        "json",
    ]))
    .unwrap();
    let gpu = |user: &str| {
        audit["efficiency"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["user"] == user && r["account"] == "astro")
            .map(|r| r["gpu"].clone())
            .unwrap()
    };
    assert_eq!(gpu("u1"), serde_json::json!(0.6));
    assert_eq!(gpu("u2"), serde_json::Value::Null);
}

const JS1: &str = "JS1:H4sIAAAAAAACA32NQQqDMBBF7zLrUGaStFEvI1KDBIwRHRet5O6d2HYhhW6Gz39v+DsM87ZCoxVMqfeSdhio3PvRW1WElhN3Yxt9TMujQISGFIhH+S1sq+//cg5jeHYc0vThNV7wUIwEsc4ThM44S5W2X8Ih+tLL02nsam6Vw5p0zj8q5hdoeEK84AAAAA==";

/// A store an earlier fairtrace made (here: its steps' usage column dropped and the store
/// published so) lacks what seff and the audit's efficiency read: seff says so and what adds
/// it; the audit answers without the efficiency section, with a note.
#[test]
fn an_earlier_store_says_what_it_lacks() {
    let env = store("26.05.5");
    env.ok(&[
        "sql",
        "ALTER TABLE steps DROP COLUMN usage_in_tot; ALTER TABLE jobs DROP COLUMN gpu_util",
    ]);
    let err = env.fails(&["seff", "3"]);
    assert!(
        err.contains("no steps.usage_in_tot yet, which the next load adds"),
        "{err}"
    );
    let out = env
        .cmd(&["audit", "--from", "2026-11-29", "--to", "2026-11-30"])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("note: no efficiency section"));
}
