//! Issue 36: the lake's SQL (`queries/lake/`) run by Apache Spark in local mode over
//! `export parquet --partition-by cluster,month`, against fairtrace's own replay of the same
//! history: sreport's rows identical, decayed usage and the audit's delivered shares within
//! 1e-9 relative, and sshare printed from Spark's usage (`sshare --usage`) byte for byte; and
//! DuckDB running the very same files to the same answers.
//! `make spark` installs the Java runtime and PySpark this needs (`make test` runs it first).

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::common::{release_env, reservations_env, sample, Env};

/// The moment usage is asked at (between two cycles), the decay cycles' phase set for it,
/// and the sreport and audit window.
const AT: &str = "2026-09-29T13:37:11";
const PHASE: &str = "2026-09-01T00:00:17";
const FROM: &str = "2026-09-01";
const TO: &str = "2026-09-08";

/// The Python with PySpark that `make spark` installs beside the build.
fn spark_python() -> PathBuf {
    let bin = assert_cmd::cargo::cargo_bin("fairtrace");
    let target = bin
        .parent()
        .and_then(Path::parent)
        .expect("the binary sits in TARGET/debug");
    let python = target.join("spark-venv/bin/python");
    let has_pyspark = Command::new(&python)
        .args(["-c", "import pyspark"])
        .output()
        .is_ok_and(|o| o.status.success());
    assert!(
        has_pyspark,
        "no PySpark at {}: run `make spark` (installs openjdk-17-jre-headless and PySpark)",
        python.display()
    );
    let java = Command::new("java").arg("-version").output();
    assert!(
        java.is_ok_and(|o| o.status.success()),
        "no Java runtime: run `make spark` (installs openjdk-17-jre-headless and PySpark)"
    );
    python
}

fn epoch(env: &Env, time: &str) -> i64 {
    env.scalar(&format!("SELECT epoch(TIMESTAMP '{time}')"))
        .parse::<f64>()
        .expect("epoch") as i64
}

/// The store exported as the lake (`export parquet --partition-by cluster,month`): its path.
fn export_lake(env: &Env) -> String {
    let lake = env.path("lake");
    env.ok(&[
        "export",
        "parquet",
        &lake,
        "--partition-by",
        "cluster,month",
    ]);
    lake
}

/// `|a − b| ≤ 1e-9 · max(|a|, |b|)` (both 0 passes).
fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-9 * a.abs().max(b.abs())
}

/// Runs `queries/lake/NAME.sql` on DuckDB over the lake with `params` (NAME=VALUE) replaced:
/// the same text Spark ran. Each row's `columns` as text (SQL's NULL as "").
fn duckdb_rows(lake: &str, name: &str, params: &[String], columns: &[&str]) -> Vec<Vec<String>> {
    let file =
        |name: &str| Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("queries/lake/{name}.sql"));
    let text = |name: &str| {
        let mut text = std::fs::read_to_string(file(name)).expect("query file");
        for p in params {
            let (k, v) = p.split_once('=').unwrap();
            text = text.replace(&format!("${{{k}}}"), v);
        }
        text
    };
    let conn = duckdb::Connection::open_in_memory().expect("duckdb");
    conn.execute_batch(&format!(
        "CREATE VIEW jobs AS SELECT * FROM read_parquet('{lake}/jobs/*/*/*.parquet', hive_partitioning = true);
         CREATE VIEW charges AS SELECT * FROM read_parquet('{lake}/charges.parquet');
         CREATE VIEW associations AS SELECT * FROM read_parquet('{lake}/associations.parquet');
         CREATE VIEW nodes AS SELECT * FROM read_parquet('{lake}/nodes.parquet');
         CREATE VIEW events AS SELECT * FROM read_parquet('{lake}/events.parquet');
         CREATE VIEW reservations AS SELECT * FROM read_parquet('{lake}/reservations.parquet');
         CREATE VIEW controller_registered AS
             SELECT * FROM read_parquet('{lake}/controller_registered.parquet');"
    ))
    .expect("views");
    // The views the sreport queries read, as the Spark runner makes them.
    for view in ["hours", "job_hours", "resv_hours", "resv_shares"] {
        conn.execute_batch(&text(view)).expect(view);
    }
    let (query, file) = (text(name), file(name));
    let select: Vec<String> = columns
        .iter()
        .map(|c| format!("coalesce(CAST(q.{c} AS VARCHAR), '')"))
        .collect();
    let mut stmt = conn
        .prepare(&format!("SELECT {} FROM ({query}) q", select.join(", ")))
        .unwrap_or_else(|e| panic!("DuckDB cannot run {}: {e}", file.display()));
    let n = columns.len();
    let rows = stmt
        .query_map([], |r| (0..n).map(|k| r.get::<_, String>(k)).collect())
        .expect("runs")
        .map(|r| r.expect("row"))
        .collect();
    rows
}

/// The row of `rows` (account, user, value) for an association, its value.
fn value_of(rows: &[Vec<String>], account: &str, user: &str) -> Option<f64> {
    rows.iter()
        .find(|r| r[0] == account && r[1] == user)
        .map(|r| r[2].parse().expect("a number"))
}

/// Rows of `sreport -P -n` (the title lines have no `|`).
fn sreport_rows(text: &str) -> Vec<&str> {
    text.lines().filter(|l| l.contains('|')).collect()
}

#[test]
fn issue_36_spark_runs_the_lake_queries_as_fairtrace_answers() {
    let python = spark_python();
    let env = Env::new();
    env.ok(&["load", "conf", &sample("slurm.conf")]);
    env.ok(&["load", "assoc", &sample("assoc.psv")]);
    env.ok(&["load", "qos", &sample("qos.psv")]);
    env.ok(&["load", "sacct", &sample("sacct.psv.gz")]);
    let lake_data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/lake");
    env.ok(&[
        "load",
        "events",
        &lake_data.join("events.psv").to_string_lossy(),
    ]);
    let reservations = lake_data.join("reservations.psv");
    env.ok(&["load", "reservations", &reservations.to_string_lossy()]);
    let lake = export_lake(&env);

    let (at, phase) = (epoch(&env, AT), epoch(&env, PHASE));
    let (from, to) = (epoch(&env, FROM), epoch(&env, TO));
    let out = env.path("spark");
    // sample_data/slurm.conf: PriorityCalcPeriod=5 (minutes), PriorityDecayHalfLife=7-0,
    // AccountingStorageEnforce with limits, no PriorityUsageResetPeriod.
    let params = [
        "cluster=hpc1".to_string(),
        format!("at_s={at}"),
        "period_s=300".into(),
        format!("phase_s={}", phase % 300),
        "half_lives=(0, 604800)".into(),
        // The sample names no release: an earlier start's first cycle a second after it.
        "start_delay_s=1".into(),
        "limits_enforced=1".into(),
        "reset_s=0".into(),
        format!("start_s={from}"),
        format!("end_s={to}"),
        // The sample names no release: a powered-down node that is no cloud node is down,
        // and a job in an IGNORE_JOBS reservation adds no planned time.
        "any_powered_down=0".into(),
        "ignore_jobs_planned=0".into(),
    ];
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/spark/run_queries.py");
    let run = Command::new(&python)
        .arg(&script)
        .args([&lake, &out])
        .args(&params)
        .output()
        .expect("runs python");
    assert!(
        run.status.success(),
        "{} failed:\n{}",
        script.display(),
        String::from_utf8_lossy(&run.stderr)
    );
    let read = |name: &str| std::fs::read_to_string(Path::new(&out).join(name)).expect(name);

    // DuckDB runs the very files Spark ran, to the same answers.
    for (name, file, column) in [
        (
            "sreport_cluster_utilization",
            "utilization.txt",
            "allocated_s",
        ),
        (
            "sreport_account_utilization_by_user",
            "account_by_user.txt",
            "used_s",
        ),
        (
            "sreport_user_utilization_by_account",
            "user_by_account.txt",
            "used_s",
        ),
    ] {
        let (duck, spark) = (duckdb_rows(&lake, name, &params, &[column]), read(file));
        let used: Vec<String> = duck
            .iter()
            .map(|r| format!("{:.0}", r[0].parse::<f64>().unwrap() / 60.0))
            .collect();
        let at = if column == "allocated_s" { 1 } else { 4 };
        let from_spark: Vec<String> = spark
            .lines()
            .map(|l| l.split('|').nth(at).unwrap().to_string())
            .collect();
        assert_eq!(used, from_spark, "{name}: DuckDB's and Spark's figures");
    }
    let duck_usage = duckdb_rows(&lake, "usage", &params, &["account", "user", "raw_usage"]);
    let duck_delivered = duckdb_rows(
        &lake,
        "audit_delivered",
        &params,
        &["account", "user", "delivered"],
    );

    // sreport: the same rows.
    for (report, file) in [
        ("Utilization", "utilization.txt"),
        ("AccountUtilizationByUser", "account_by_user.txt"),
        ("UserUtilizationByAccount", "user_by_account.txt"),
    ] {
        let (start, end) = (format!("start={FROM}"), format!("end={TO}"));
        let ours = env.ok(&["sreport", "-P", "-n", "cluster", report, &start, &end]);
        let spark = read(file);
        assert_eq!(
            sreport_rows(&ours),
            sreport_rows(&spark),
            "sreport cluster {report}"
        );
        assert!(sreport_rows(&ours).len() > 1 || report == "Utilization");
        if report == "Utilization" {
            // The events and reservations count: down and planned down time
            // (tests/data/lake/README.md).
            let row: Vec<&str> = sreport_rows(&ours)[0].split('|').collect();
            assert!(row[2] != "0" && row[3] != "0", "{row:?}");
        }
    }

    // Decayed usage: every association's, within 1e-9 relative.
    let set_phase = format!("PriorityCalcPhase={PHASE}");
    let ours: serde_json::Value = serde_json::from_str(&env.ok(&[
        "--set", &set_phase, "sshare", "--at", AT, "-a", "--format", "json",
    ]))
    .expect("json");
    let spark: serde_json::Value = serde_json::from_str(&read("usage.json")).expect("json");
    let ours = ours.as_array().expect("rows");
    assert_eq!(ours.len(), spark.as_array().expect("rows").len());
    let mut nonzero = 0;
    for row in ours {
        let (account, user) = (
            row["Account"].as_str().unwrap(),
            row["User"].as_str().unwrap_or(""),
        );
        let theirs = spark
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["account"] == account && r["user"] == user)
            .unwrap_or_else(|| panic!("Spark has no usage of {account}/{user}"));
        let (a, b) = (
            row["RawUsage"].as_f64().unwrap(),
            theirs["raw_usage"].as_f64().unwrap(),
        );
        assert!(
            close(a, b),
            "RawUsage of {account}/{user}: fairtrace {a}, Spark {b}"
        );
        let duck = value_of(&duck_usage, account, user);
        assert!(
            duck.is_some_and(|d| close(a, d)),
            "RawUsage of {account}/{user}: fairtrace {a}, DuckDB {duck:?}"
        );
        nonzero += usize::from(a > 0.0);
    }
    assert!(nonzero > 20, "only {nonzero} associations with usage");

    // sshare from Spark's usage prints as sshare from fairtrace's own.
    let usage = format!("{out}/usage/*.parquet");
    let own = env.ok(&["--set", &set_phase, "sshare", "--at", AT, "-a", "-l"]);
    let given = env.ok(&[
        "--set", &set_phase, "sshare", "--at", AT, "-a", "-l", "--usage", &usage,
    ]);
    assert_eq!(own, given);

    // The audit's delivered usage per association.
    let ours: serde_json::Value =
        serde_json::from_str(&env.ok(&["audit", "--from", FROM, "--to", TO, "--format", "json"]))
            .expect("json");
    let spark: serde_json::Value = serde_json::from_str(&read("delivered.json")).expect("json");
    let rows = ours["rows"].as_array().expect("rows");
    assert_eq!(rows.len(), spark.as_array().expect("rows").len());
    for row in rows {
        let (account, user) = (
            row["account"].as_str().unwrap(),
            row["user"].as_str().unwrap(),
        );
        let theirs = spark
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["account"] == account && r["user"] == user)
            .unwrap_or_else(|| panic!("Spark has no delivered usage of {account}/{user}"));
        let (a, b) = (
            row["delivered"].as_f64().unwrap(),
            theirs["delivered"].as_f64().unwrap(),
        );
        assert!(
            close(a, b),
            "delivered of {account}/{user}: fairtrace {a}, Spark {b}"
        );
        let duck = value_of(&duck_delivered, account, user);
        assert!(
            duck.is_some_and(|d| close(a, d)),
            "delivered of {account}/{user}: fairtrace {a}, DuckDB {duck:?}"
        );
    }
}

/// `sshare --usage` names what is wrong with the file: a missing column, an association
/// the tree does not have (no Spark needed).
#[test]
fn issue_36_sshare_usage_names_a_bad_file() {
    let env = Env::new();
    env.ok(&["load", "conf", &sample("slurm.conf")]);
    env.ok(&["load", "assoc", &sample("assoc.psv")]);
    let (no_user, stranger) = (env.path("no_user.parquet"), env.path("stranger.parquet"));
    env.ok(&[
        "sql",
        &format!(
            "COPY (SELECT 'root' AS account, 1.5 AS raw_usage) TO '{no_user}' (FORMAT parquet)"
        ),
    ]);
    env.ok(&[
        "sql",
        &format!(
            "COPY (SELECT 'nobody' AS account, '' AS \"user\", 1.5 AS raw_usage) TO '{stranger}' (FORMAT parquet)"
        ),
    ]);
    let e = env.fails(&["sshare", "--at", AT, "--usage", &no_user]);
    assert!(e.contains("no column user"), "{e}");
    let e = env.fails(&["sshare", "--at", AT, "--usage", &stranger]);
    assert!(
        e.contains("usage row 1: no association account=nobody"),
        "{e}"
    );
}

/// The lake's cluster Utilization with the cluster's events (registrations part-way through
/// an hour, a node down for a second) equals real slurmdbd's (26.05.5 and 24.11.5, the
/// captures' `sreport -t seconds cluster Utilization`), run by DuckDB (no Spark needed: the
/// test above runs the same file with Spark).
#[test]
fn issue_36_lake_utilization_with_events_equals_slurmdbds() {
    for (case, release) in [("eta", "26.05.5"), ("theta", "24.11.5")] {
        let fin = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/golden")
            .join(case)
            .join("final");
        let path = |f: &str| fin.join(f).to_string_lossy().into_owned();
        let env = release_env(
            release,
            &[
                ("qos", path("sacctmgr_qos.psv")),
                ("assoc", path("sacctmgr_assoc_full.psv")),
                ("sacct", path("sacct_at_sreport.psv")),
                ("events", path("sacctmgr_events.psv")),
            ],
            &path("slurm.conf"),
        );
        let lake = export_lake(&env);
        // The window of the capture's command (CAPTURES.tsv): 14:00 to 16:00 UTC.
        let theirs = std::fs::read_to_string(path("sreport_cluster_util_seconds.psv")).unwrap();
        assert!(theirs.contains("Cluster Utilization 2026-11-25T14:00:00 - 2026-11-25T15:59:59"));
        let params = [
            format!("cluster={case}"),
            format!("start_s={}", epoch(&env, "2026-11-25T14:00:00")),
            format!("end_s={}", epoch(&env, "2026-11-25T16:00:00")),
            "any_powered_down=1".into(),
            "ignore_jobs_planned=1".into(),
        ];
        let columns = [
            "allocated_s",
            "down_s",
            "planned_down_s",
            "idle_s",
            "planned_s",
            "reported_s",
        ];
        let ours = duckdb_rows(&lake, "sreport_cluster_utilization", &params, &columns);
        let row: Vec<&str> = theirs.lines().last().unwrap().split('|').collect();
        // Allocated, Down, Idle, Planned, Reported (24.11 prints Planned in PLND Down's place).
        for (k, at) in [(0, 1), (1, 2), (3, 4), (4, 5), (5, 6)] {
            assert_eq!(ours[0][k], row[at], "{case}: {}", columns[k]);
        }
        if case == "eta" {
            assert_eq!(ours[0][2], row[3], "{case}: planned_down_s");
            assert_ne!(row[2], "0", "{case}: the capture has down time");
        }
    }
}

/// Runs the lake's three sreport queries over `env`'s export for `cluster` in the window
/// [`from`, `to`) with the release's rules (`any_powered_down`, `ignore_jobs_planned`: 1 or 0)
/// and asserts each row equals real slurmdbd's `sreport -P -t seconds` output: the files
/// `util` (cluster Utilization), `by_user` (AccountUtilizationByUser) and `by_account`
/// (UserUtilizationByAccount). `planned_in_plnd_down`: the release prints Planned where
/// PLND Down belongs (24.05 to 25.05).
fn assert_lake_sreport_equals(
    env: &Env,
    (cluster, from, to): (&str, &str, &str),
    (any_powered_down, ignore_jobs_planned, planned_in_plnd_down): (u8, u8, bool),
    [util, by_user, by_account]: [&Path; 3],
) {
    let lake = export_lake(env);
    let params = [
        format!("cluster={cluster}"),
        format!("start_s={}", epoch(env, from)),
        format!("end_s={}", epoch(env, to)),
        format!("any_powered_down={any_powered_down}"),
        format!("ignore_jobs_planned={ignore_jobs_planned}"),
    ];
    let rows = |file: &Path, columns: &[usize]| -> Vec<Vec<String>> {
        let text = std::fs::read_to_string(file).unwrap();
        let rows: Vec<Vec<String>> = sreport_rows(&text)
            .iter()
            .skip(1)
            .map(|l| {
                let fields: Vec<&str> = l.split('|').collect();
                columns.iter().map(|&k| fields[k].to_string()).collect()
            })
            .collect();
        assert!(!rows.is_empty(), "{}", file.display());
        rows
    };
    let columns = [
        "allocated_s",
        "down_s",
        "planned_down_s",
        "idle_s",
        "planned_s",
        "reported_s",
    ];
    let mut ours = duckdb_rows(&lake, "sreport_cluster_utilization", &params, &columns);
    if planned_in_plnd_down {
        ours[0][2] = ours[0][4].clone();
    }
    let theirs = rows(util, &[1, 2, 3, 4, 5, 6]);
    assert_eq!(ours, theirs, "{cluster}: cluster Utilization");
    let columns = ["account", "user", "used_s", "energy"];
    let ours = duckdb_rows(
        &lake,
        "sreport_account_utilization_by_user",
        &params,
        &columns,
    );
    let theirs = rows(by_user, &[1, 2, 4, 5]);
    assert_eq!(ours, theirs, "{cluster}: AccountUtilizationByUser");
    let columns = ["user", "account", "used_s", "energy"];
    let ours = duckdb_rows(
        &lake,
        "sreport_user_utilization_by_account",
        &params,
        &columns,
    );
    let theirs = rows(by_account, &[1, 3, 4, 5]);
    assert_eq!(ours, theirs, "{cluster}: UserUtilizationByAccount");
}

/// The lake's sreport with reservations (tests/data/reservations, README there: an hour with
/// a user's, an account's, a MAINT, an IGNORE_JOBS, a deleted, an updated and an hour-crossing
/// reservation, jobs in and out of them) equals real slurmdbd's cluster Utilization,
/// AccountUtilizationByUser (the time jobs left unused shared among the associations allowed
/// in each reservation) and UserUtilizationByAccount on 22.05.8, 24.11.5 and 26.05.5; and so
/// does it over the golden capture alpha (22.05.8: events, a node down, a pending array
/// record), run by DuckDB (no Spark needed: the Spark test runs the same files).
#[test]
fn issue_36_lake_sreport_with_reservations_equals_slurmdbds() {
    for (dir, release, planned) in [
        ("22.05", "22.05.8", 0),
        ("24.11", "24.11.5", 1),
        ("26.05", "26.05.5", 1),
    ] {
        let dir_path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data/reservations")
            .join(dir);
        let env = reservations_env(dir, release);
        assert_lake_sreport_equals(
            &env,
            (
                &format!("resv{}", &dir[..2]),
                "2026-11-26T08:00:00",
                "2026-11-26T09:00:00",
            ),
            (1, planned, dir == "24.11"),
            [
                &dir_path.join("sreport_cluster_util_seconds.psv"),
                &dir_path.join("sreport_acct_util_by_user_seconds.psv"),
                &dir_path.join("sreport_user_util_by_acct_seconds.psv"),
            ],
        );
    }
    let alpha = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/golden-alpha");
    let path = |f: &str| alpha.join(f).to_string_lossy().into_owned();
    let env = release_env(
        "22.05.8",
        &[
            ("qos", path("sacctmgr_qos.psv")),
            ("assoc", path("sacctmgr_assoc_full.psv")),
            ("sacct", path("sacct_core.psv")),
            ("events", path("sreport/sacctmgr_events.psv")),
        ],
        &path("slurm.conf"),
    );
    // Its pending array record's tasks, as the export counts them (planned time takes each).
    let lake = export_lake(&env);
    let conn = duckdb::Connection::open_in_memory().expect("duckdb");
    let tasks: i64 = conn
        .query_row(
            &format!("SELECT pending_tasks FROM read_parquet('{lake}/jobs/*/*/*.parquet') WHERE job_id = '8_[2-3%3]'"),
            [],
            |r| r.get(0),
        )
        .expect("the pending array record");
    assert_eq!(tasks, 2);
    assert_lake_sreport_equals(
        &env,
        ("alpha", "2026-11-22T10:00:00", "2026-11-22T12:00:00"),
        (0, 0, false),
        [
            &alpha.join("sreport/sreport_cluster_util_seconds.psv"),
            &alpha.join("sreport/sreport_acct_user.psv"),
            &alpha.join("sreport/sreport_user_acct_seconds.psv"),
        ],
    );
}

/// fairtrace's `sshare --at AT -a --format json` with the decay cycles' phase set.
fn sshare_json(env: &Env, set_phase: &str, at: &str) -> serde_json::Value {
    serde_json::from_str(&env.ok(&[
        "--set", set_phase, "sshare", "--at", at, "-a", "--format", "json",
    ]))
    .expect("json")
}

/// Asserts each association's RawUsage in `ours` (`sshare_json`) equals the lake's `lake`
/// rows (account, user, raw_usage) within 1e-9; returns how many have usage and how many
/// `other` rows differ from it.
fn lake_raw_usage_equals(
    ours: &serde_json::Value,
    lake: &[Vec<String>],
    other: &[Vec<String>],
    when: &str,
) -> (usize, usize) {
    let (mut nonzero, mut differ) = (0, 0);
    for row in ours.as_array().expect("rows") {
        let (account, user) = (
            row["Account"].as_str().unwrap(),
            row["User"].as_str().unwrap_or(""),
        );
        let a = row["RawUsage"].as_f64().unwrap();
        let b = value_of(lake, account, user);
        assert!(
            b.is_some_and(|b| close(a, b)),
            "{when}: RawUsage of {account}/{user}: fairtrace {a}, the lake {b:?}"
        );
        nonzero += usize::from(a > 0.0);
        let c = value_of(other, account, user).unwrap();
        differ += usize::from(!close(a, c));
    }
    (nonzero, differ)
}

/// Loads slurm.conf at `conf` with its PriorityDecayHalfLife `old` set to `new`, as the
/// version in force from `from` (with `extra` arguments).
fn load_half_life(env: &Env, conf: &str, (old, new): (&str, &str), from: &str, extra: &[&str]) {
    let changed = env.path(&format!("slurm-{new}.conf"));
    let text = std::fs::read_to_string(conf).unwrap().replace(
        &format!("PriorityDecayHalfLife={old}"),
        &format!("PriorityDecayHalfLife={new}"),
    );
    std::fs::write(&changed, text).unwrap();
    let mut args = vec!["load", "conf", &changed, "--valid-from", from];
    args.extend(extra);
    env.ok(&args);
}

/// A half-life changed part-way (a second slurm.conf, PriorityDecayHalfLife=14-0, in force
/// from 2026-09-15T06:02:03, then a third, 2-0, from 2026-09-22): the lake's usage (DuckDB over
/// the export, the half-lives as `${half_lives}`) equals fairtrace's own sshare RawUsage for
/// every association within 1e-9, at a moment under each half-life; with the first half-life
/// only it does not (the changes are what it takes into account).
#[test]
fn issue_36_lake_usage_follows_half_life_changes() {
    let env = Env::new();
    env.ok(&["load", "conf", &sample("slurm.conf")]);
    env.ok(&["load", "assoc", &sample("assoc.psv")]);
    env.ok(&["load", "qos", &sample("qos.psv")]);
    env.ok(&["load", "sacct", &sample("sacct.psv.gz")]);
    for (half_life, from) in [
        ("14-0", "2026-09-15T06:02:03"),
        ("2-0", "2026-09-22T00:00:00"),
    ] {
        load_half_life(&env, &sample("slurm.conf"), ("7-0", half_life), from, &[]);
    }
    let lake = export_lake(&env);
    let phase = epoch(&env, PHASE);
    let set_phase = format!("PriorityCalcPhase={PHASE}");
    let (first, second) = (
        epoch(&env, "2026-09-15T06:02:03"),
        epoch(&env, "2026-09-22T00:00:00"),
    );
    for at in ["2026-09-20T11:12:13", AT] {
        let ours = sshare_json(&env, &set_phase, at);
        let usage = |half_lives: String| {
            let params = [
                "cluster=hpc1".to_string(),
                format!("at_s={}", epoch(&env, at)),
                "period_s=300".into(),
                format!("phase_s={}", phase % 300),
                format!("half_lives={half_lives}"),
                "start_delay_s=1".into(),
                "limits_enforced=1".into(),
                "reset_s=0".into(),
                // The window the sreport views (made first) take.
                format!("start_s={}", epoch(&env, FROM)),
                format!("end_s={}", epoch(&env, TO)),
            ];
            duckdb_rows(&lake, "usage", &params, &["account", "user", "raw_usage"])
        };
        let all = usage(format!(
            "(0, 604800), ({first}, 1209600), ({second}, 172800)"
        ));
        let first_only = usage("(0, 604800)".into());
        let (nonzero, differ) = lake_raw_usage_equals(&ours, &all, &first_only, at);
        assert!(nonzero > 20, "{at}: only {nonzero} associations with usage");
        assert!(
            differ > 20,
            "{at}: only {differ} differ under one half-life"
        );
    }
}

/// Controller restarts (zeta: slurmctld restarted mid-capture, dated by slurmdbd's transaction
/// log; 22.05.8, 4-minute cycles, a 10-minute half-life): the lake's usage, each start running
/// its own cycles, equals fairtrace's sshare RawUsage for every association within 1e-9 at
/// moments before and after the restart, and so it does with the half-life changed at the
/// restart (a slurm.conf of 0-0:20 in force from its registration). The lake of the same
/// history without the log (one grid throughout) does not, after the restart. (Exporting that
/// one, its phase fitted under a half-life change, panicked before the fit's shared usage
/// began a period before the first submission.)
#[test]
fn issue_36_lake_usage_follows_controller_restarts() {
    let fin = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/zeta/final");
    let path = |f: &str| fin.join(f).to_string_lossy().into_owned();
    let env = release_env(
        "22.05.8",
        &[
            ("qos", path("sacctmgr_qos.psv")),
            ("assoc", path("sacctmgr_assoc_full.psv")),
            ("sacct", path("sacct_core.psv")),
            ("transactions", path("sacctmgr_transactions_cluster.psv")),
        ],
        &path("slurm.conf"),
    );
    let starts: serde_json::Value = serde_json::from_str(&env.ok(&[
        "sql",
        "--format",
        "json",
        "SELECT DISTINCT at_s FROM controller_registered ORDER BY at_s",
    ]))
    .expect("json");
    let starts: Vec<i64> = starts
        .as_array()
        .expect("rows")
        .iter()
        .map(|r| r["at_s"].as_i64().expect("at_s"))
        .collect();
    assert!(starts.len() >= 2, "zeta's log dates a restart: {starts:?}");
    let restart = *starts.last().unwrap();
    // The same dumps without the log: no controller start known, one grid throughout.
    let one_grid_env = release_env(
        "22.05.8",
        &[
            ("qos", path("sacctmgr_qos.psv")),
            ("assoc", path("sacctmgr_assoc_full.psv")),
            ("sacct", path("sacct_core.psv")),
        ],
        &path("slurm.conf"),
    );
    let state = std::fs::read(fin.join("priority_last_decay_ran")).unwrap();
    let last_ran = i64::from_be_bytes(state[..8].try_into().unwrap());
    let set_phase = format!("PriorityCalcPhase=@{last_ran}");
    let lake_usage = |lake: &str, half_lives: &str, at: i64| {
        let params = [
            "cluster=zeta".to_string(),
            format!("at_s={at}"),
            "period_s=240".into(),
            format!("phase_s={}", last_ran % 240),
            format!("half_lives={half_lives}"),
            // 22.05: an earlier start's first cycle a second after its registration.
            "start_delay_s=1".into(),
            "limits_enforced=1".into(),
            "reset_s=0".into(),
            format!("start_s={}", at - at % 3600),
            format!("end_s={}", at - at % 3600 + 3600),
        ];
        duckdb_rows(lake, "usage", &params, &["account", "user", "raw_usage"])
    };
    let compare = |half_lives: &str, moments: &[i64]| {
        let (lake, one_grid) = (export_lake(&env), export_lake(&one_grid_env));
        for &at in moments {
            let ours = sshare_json(&env, &set_phase, &format!("@{at}"));
            let (with_starts, without) = (
                lake_usage(&lake, half_lives, at),
                lake_usage(&one_grid, half_lives, at),
            );
            let when = format!("@{at} ({half_lives})");
            let (nonzero, differ) = lake_raw_usage_equals(&ours, &with_starts, &without, &when);
            assert!(nonzero > 3, "@{at}: only {nonzero} associations with usage");
            if at > restart {
                assert!(differ > 0, "@{at}: one grid gives the same usage");
            }
        }
    };
    compare(
        "(0, 600)",
        &[restart - 301, restart + 97, restart + 600, last_ran + 17],
    );
    for store in [&env, &one_grid_env] {
        let from = format!("@{restart}");
        let release = ["--slurm-version", "22.05.8"];
        load_half_life(
            store,
            &path("slurm.conf"),
            ("0-0:10", "0-0:20"),
            &from,
            &release,
        );
    }
    compare(
        &format!("(0, 600), ({restart}, 1200)"),
        &[restart + 97, restart + 600, last_ran + 17],
    );
}
