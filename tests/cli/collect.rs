//! Issue 37: `fairtrace collect` against stand-in `sacct`, `sacctmgr` and `scontrol` put first
//! on PATH, which replay the real outputs of the zeta capture (tests/golden/zeta/final/) and
//! record the arguments and time zone they got.

use std::os::unix::fs::PermissionsExt;
use std::path::Path;

use crate::common::{release_env, Env};

fn zeta(file: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden/zeta/final")
        .join(file)
        .to_string_lossy()
        .into_owned()
}

/// What the stand-in cluster prints: its QOS (a file), the moment `scontrol show config`
/// dates itself at, whether `sacctmgr show event` fails as slurmdbd being down does, and
/// whether sacct for 2026-11-25 blocks while `env`'s file `block` exists.
struct Cluster {
    qos: String,
    dated: &'static str,
    failing: bool,
    blocking: bool,
}

impl Default for Cluster {
    fn default() -> Cluster {
        Cluster {
            qos: zeta("sacctmgr_qos.psv"),
            dated: "2026-11-25T13:13:00",
            failing: false,
            blocking: false,
        }
    }
}

/// Writes the stand-in clients into `env`'s folder `bin/`: each appends `NAME TZ=… ARGS` to
/// `calls.log` and prints the capture's file for what it was asked; sacct prints the jobs for
/// 2026-11-25 (the capture's day) and a header alone for other days.
fn stand_ins(env: &Env, cluster: &Cluster) -> String {
    let bin = env.path("bin");
    std::fs::create_dir_all(&bin).unwrap();
    let log = env.path("calls.log");
    let header = std::fs::read_to_string(zeta("sacct_core.psv"))
        .unwrap()
        .lines()
        .find(|l| l.starts_with("JobID"))
        .unwrap()
        .to_string();
    let block = if cluster.blocking {
        format!(
            "while [ -e '{}' ]; do sleep 0.05; done; ",
            env.path("block")
        )
    } else {
        String::new()
    };
    let scripts = [
        (
            "sacct",
            format!(
                r#"echo "sacct TZ=$TZ $*" >> '{log}'
case "$*" in
  *--helpformat*) echo "JobID JobIDRaw Cluster Partition Account User UID QOS Submit Eligible Start End Elapsed ElapsedRaw State ExitCode Timelimit Priority Reservation ReservationId Flags Reason ReqCPUS AllocCPUS NCPUS NNodes AllocNodes ReqMem ReqTRES AllocTRES TotalCPU NodeList JobName SubmitLine" ;;
  *"-S 2026-11-25T00:00:00"*) {block}cat '{core}' ;;
  *) echo '{header}' ;;
esac"#,
                core = zeta("sacct_core.psv"),
            ),
        ),
        (
            "sacctmgr",
            format!(
                r#"echo "sacctmgr TZ=$TZ $*" >> '{log}'
case "$*" in
  *"show qos"*) cat '{qos}' ;;
  *"show assoc"*) cat '{assoc}' ;;
  *"show event"*) {event} ;;
  *"show reservation"*) echo 'Cluster|Name|ID|TRES|TimeStart|TimeEnd|Flags|Assocs' ;;
  *"show transactions"*) cat '{transactions}' ;;
  *) echo "sacctmgr: unknown $*" >&2; exit 1 ;;
esac"#,
                qos = cluster.qos,
                assoc = zeta("sacctmgr_assoc_full.psv"),
                event = if cluster.failing {
                    "echo 'sacctmgr: error: Problem talking to the database: Connection refused' >&2; exit 1".to_string()
                } else {
                    format!("cat '{}'", zeta("sacctmgr_events.psv"))
                },
                transactions = zeta("sacctmgr_transactions_cluster.psv"),
            ),
        ),
        (
            "scontrol",
            format!(
                r#"echo "scontrol TZ=$TZ $*" >> '{log}'
echo 'Configuration data as of {dated}'
tail -n +2 '{config}'"#,
                dated = cluster.dated,
                config = zeta("scontrol_config.txt"),
            ),
        ),
    ];
    for (name, body) in scripts {
        let path = Path::new(&bin).join(name);
        std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    bin
}

/// The command `fairtrace collect ARGS` with the stand-ins first on PATH and zeta's
/// slurm.conf as SLURM_CONF.
fn collect_command(env: &Env, bin: &str, args: &[&str]) -> std::process::Command {
    let path = format!("{bin}:{}", std::env::var("PATH").unwrap_or_default());
    let mut all = vec!["collect"];
    all.extend(args);
    let mut cmd = env.process(&all);
    cmd.env("PATH", path).env("SLURM_CONF", zeta("slurm.conf"));
    cmd
}

fn collect(env: &Env, bin: &str, args: &[&str]) -> std::process::Output {
    collect_command(env, bin, args).output().expect("runs")
}

/// What a store answers: sshare at two moments and sreport over the capture.
fn answers(env: &Env) -> Vec<String> {
    [
        vec!["sshare", "--at", "2026-11-25T12:50:00", "-a", "-P"],
        vec!["sshare", "--at", "2026-11-25T13:11:30", "-a", "-l", "-P"],
        vec![
            "sreport",
            "-P",
            "cluster",
            "AccountUtilizationByUser",
            "start=2026-11-25T12:00:00",
            "end=2026-11-25T14:00:00",
        ],
        vec!["sql", "SELECT count(*) FROM jobs"],
        vec!["sql", "SELECT count(*) FROM events"],
    ]
    .iter()
    .map(|a| env.ok(a))
    .collect()
}

/// A store holding the capture's files loaded by hand, as the stand-ins print them.
fn by_hand() -> Env {
    release_env(
        "22.05.8",
        &[
            ("qos", zeta("sacctmgr_qos.psv")),
            ("assoc", zeta("sacctmgr_assoc_full.psv")),
            ("sacct", zeta("sacct_core.psv")),
            ("events", zeta("sacctmgr_events.psv")),
            ("transactions", zeta("sacctmgr_transactions_cluster.psv")),
        ],
        &zeta("slurm.conf"),
    )
}

#[test]
fn issue_37_collect_equals_loading_the_same_files_by_hand() {
    let env = Env::new();
    let bin = stand_ins(&env, &Cluster::default());
    let window = [
        "--since",
        "2026-11-24",
        "--until",
        "2026-11-27",
        "-M",
        "zeta",
    ];
    let out = collect(&env, &bin, &window);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("2 days without jobs"), "{stdout}");

    // Every client ran with TZ=UTC; sacct once a day, each day its own window.
    let calls = std::fs::read_to_string(env.path("calls.log")).unwrap();
    assert!(calls.lines().all(|l| l.contains(" TZ=UTC ")), "{calls}");
    for (from, to) in [
        ("2026-11-24T00:00:00", "2026-11-25T00:00:00"),
        ("2026-11-25T00:00:00", "2026-11-26T00:00:00"),
        ("2026-11-26T00:00:00", "2026-11-27T00:00:00"),
    ] {
        let day = format!("-a -D -P -S {from} -E {to} --format=JobID,JobIDRaw,Cluster,");
        assert!(calls.contains(&day), "no sacct for {from}:\n{calls}");
    }
    assert!(calls.contains("--clusters=zeta"), "{calls}");
    assert!(
        calls.contains("sacctmgr TZ=UTC -P show assoc where cluster=zeta"),
        "{calls}"
    );
    // QOSREQ is not in this sacct's --helpformat: not asked for.
    assert!(!calls.contains("QOSREQ"), "{calls}");

    // The same files loaded by hand give the same answers.
    let by_hand = by_hand();
    assert_eq!(answers(&env), answers(&by_hand));

    // Again: nothing new.
    let again = collect(&env, &bin, &window);
    assert!(again.status.success());
    let stdout = String::from_utf8_lossy(&again.stdout);
    assert!(stdout.contains(": 0 files loaded"), "{stdout}");
    assert_eq!(answers(&env), answers(&by_hand));

    // Without --since it resumes from the day of the latest moment loaded.
    std::fs::remove_file(env.path("calls.log")).unwrap();
    let resumed = collect(&env, &bin, &["--until", "2026-11-26", "-M", "zeta"]);
    assert!(
        resumed.status.success(),
        "{}",
        String::from_utf8_lossy(&resumed.stderr)
    );
    let calls = std::fs::read_to_string(env.path("calls.log")).unwrap();
    let days: Vec<&str> = calls.lines().filter(|l| l.contains(" -S ")).collect();
    assert_eq!(days.len(), 1, "{calls}");
    assert!(days[0].contains("-S 2026-11-25T00:00:00"), "{calls}");
}

/// A client that fails (slurmdbd down) stops the run before anything is loaded, naming the
/// command and what it printed; run again once it works, the store ends as if it never had.
#[test]
fn issue_37_a_failing_client_loads_nothing_and_a_rerun_finishes() {
    let env = Env::new();
    let window = [
        "--since",
        "2026-11-24",
        "--until",
        "2026-11-27",
        "-M",
        "zeta",
    ];
    let failing = stand_ins(
        &env,
        &Cluster {
            failing: true,
            ..Cluster::default()
        },
    );
    let out = collect(&env, &failing, &window);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("`sacctmgr -P show event cluster=zeta"),
        "{err}"
    );
    assert!(
        err.contains("Problem talking to the database: Connection refused"),
        "{err}"
    );
    assert!(!env.db().exists() || env.scalar("SELECT count(*) FROM jobs") == "0");

    let working = stand_ins(&env, &Cluster::default());
    let out = collect(&env, &working, &window);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(answers(&env), answers(&by_hand()));
}

#[test]
fn issue_37_dry_run_prints_the_commands() {
    let env = Env::new();
    let out = env.ok(&[
        "collect",
        "--since",
        "2026-11-01",
        "--until",
        "2026-11-03",
        "--dry-run",
    ]);
    let sacct: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("TZ=UTC sacct "))
        .collect();
    assert_eq!(sacct.len(), 2, "{out}");
    assert!(
        sacct[0].contains("-S 2026-11-01T00:00:00 -E 2026-11-02T00:00:00"),
        "{out}"
    );
    assert!(sacct[1].ends_with("> sacct-2026-11-02.psv"), "{out}");
    for client in ["TZ=UTC scontrol show config", "TZ=UTC sacctmgr -P show qos"] {
        assert!(out.contains(client), "{out}");
    }
    // No database is opened.
    assert!(!env.db().exists());
}

/// The QOS versions a store holds: from when, each QOS and its priority.
fn qos_versions(env: &Env) -> String {
    env.ok(&[
        "sql",
        "SELECT v.valid_from, q.name, q.priority FROM setting_versions v JOIN qos q USING (load_id) \
         WHERE v.kind = 'qos' ORDER BY ALL",
    ])
}

/// Nightly runs: the same settings load nothing; a QOS changed between two runs becomes a new
/// version from the second fetch's moment (the controller's clock), as `load qos --valid-from`
/// would make it, and the earlier one stays in force before it.
#[test]
fn issue_37_nightly_runs_make_a_changed_qos_a_new_version() {
    let env = Env::new();
    let first = stand_ins(&env, &Cluster::default());
    let out = collect(
        &env,
        &first,
        &["--since", "2026-11-25", "--until", "2026-11-26"],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );

    // The next night: QOS high's priority went from 100 to 250.
    let qos = std::fs::read_to_string(zeta("sacctmgr_qos.psv"))
        .unwrap()
        .replace("\nhigh|100|", "\nhigh|250|");
    let changed = env.path("qos-changed.psv");
    std::fs::write(&changed, qos).unwrap();
    let next = Cluster {
        qos: changed.clone(),
        dated: "2026-11-26T03:00:00",
        ..Cluster::default()
    };
    let bin = stand_ins(&env, &next);
    let out = collect(&env, &bin, &["--until", "2026-11-27"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("qos.psv: the QOS differs from the version loaded before: a new version in force from 2026-11-26T03:00:00 UTC"),
        "{stderr}"
    );
    // Nothing else changed: the configuration is the same (no new version, no note).
    assert!(!stderr.contains("the configuration differs"), "{stderr}");
    assert_eq!(
        env.scalar("SELECT count(*) FROM setting_versions WHERE kind = 'conf'"),
        "1"
    );

    let by_hand = by_hand();
    by_hand.ok(&[
        "load",
        "qos",
        &changed,
        "--valid-from",
        "2026-11-26T03:00:00",
    ]);
    assert_eq!(qos_versions(&env), qos_versions(&by_hand));
    assert!(qos_versions(&env).contains("250"), "{}", qos_versions(&env));

    // A third night with nothing changed loads nothing and keeps both versions.
    let later = Cluster {
        dated: "2026-11-27T03:00:00",
        ..next
    };
    let bin = stand_ins(&env, &later);
    let out = collect(&env, &bin, &["--until", "2026-11-28"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains(": 0 files loaded"), "{stdout}");
    assert_eq!(qos_versions(&env), qos_versions(&by_hand));
}

/// A run killed midway (while sacct fetches a day, and again just as the loads begin) leaves
/// a store the next run finishes: it ends equal to loading the same files by hand.
#[test]
fn issue_37_a_run_killed_midway_is_finished_by_the_next() {
    let window = [
        "--since",
        "2026-11-24",
        "--until",
        "2026-11-27",
        "-M",
        "zeta",
    ];
    let expected = answers(&by_hand());
    // Killed while sacct fetches 2026-11-25, then while loading (after the last client ran).
    for last_call in ["-S 2026-11-25T00:00:00", "show transactions"] {
        let env = Env::new();
        let blocking = last_call.starts_with("-S");
        if blocking {
            std::fs::write(env.path("block"), "").unwrap();
        }
        let bin = stand_ins(
            &env,
            &Cluster {
                blocking,
                ..Cluster::default()
            },
        );
        let mut run = collect_command(&env, &bin, &window)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        let started = std::time::Instant::now();
        while !std::fs::read_to_string(env.path("calls.log"))
            .unwrap_or_default()
            .contains(last_call)
        {
            assert!(started.elapsed().as_secs() < 60, "no call {last_call}");
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        run.kill().unwrap();
        run.wait().unwrap();
        let _ = std::fs::remove_file(env.path("block"));

        let out = collect(&env, &bin, &window);
        assert!(
            out.status.success(),
            "after a kill at {last_call}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(answers(&env), expected, "after a kill at {last_call}");
    }
}
