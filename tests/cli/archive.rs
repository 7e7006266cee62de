//! `load archive`: slurmdbd's archive files of real runs (tests/data/archive/RELEASE), against
//! what sacct and sacctmgr printed for the same history before the purge.

use crate::common::{data, Env};

/// The releases whose archives were captured (tests/data/archive/README.md).
const RELEASES: &[&str] = &["22.05", "23.11", "24.11", "26.05"];

fn dir(release: &str) -> String {
    data(&format!("archive/{release}"))
}

/// A store with what every history needs: the configuration, tree, QOS (and TRES table).
fn base(release: &str, tres: bool) -> Env {
    let env = Env::new();
    let d = dir(release);
    env.ok(&["load", "conf", &format!("{d}/scenario/slurm.conf")]);
    env.ok(&[
        "load",
        "assoc",
        &format!("{d}/truth/sacctmgr_assoc_full.txt"),
    ]);
    env.ok(&["load", "qos", &format!("{d}/truth/sacctmgr_qos.txt")]);
    if tres {
        env.ok(&["load", "tres", &format!("{d}/truth/sacctmgr_tres.txt")]);
    }
    env
}

/// What slurmdbd printed before the purge.
fn from_sacct(release: &str) -> Env {
    let env = base(release, false);
    let d = dir(release);
    for (kind, file) in [
        ("sacct", "sacct_all.txt"),
        ("events", "sacctmgr_event.txt"),
        ("reservations", "sacctmgr_reservation_window.txt"),
        ("transactions", "sacctmgr_transactions_full.txt"),
    ] {
        env.ok(&["load", kind, &format!("{d}/truth/{file}")]);
    }
    env
}

/// The archive, with what slurmdbd still held after the purge (the open cluster event, the
/// transactions of no cluster: neither is ever archived).
fn from_archive(release: &str) -> Env {
    let env = base(release, true);
    let d = dir(release);
    env.ok(&["load", "archive", &format!("{d}/archive")]);
    env.ok(&[
        "load",
        "events",
        &format!("{d}/truth/after_purge/sacctmgr_event.txt"),
    ]);
    env.ok(&[
        "load",
        "transactions",
        &format!("{d}/truth/after_purge/sacctmgr_transactions.txt"),
    ]);
    env
}

/// The capture's release as `sacctmgr show configuration` printed it (`SLURM_VERSION`), as
/// `--slurm-version` (the archive's header names its release; a sacct dump does not).
fn release_args(release: &str) -> Vec<String> {
    let conf = format!("{}/truth/sacctmgr_show_configuration.txt", dir(release));
    let version = std::fs::read_to_string(conf).ok().and_then(|c| {
        c.lines().find_map(|l| {
            let (k, v) = l.split_once('=')?;
            (k.trim() == "SLURM_VERSION").then(|| v.trim().to_string())
        })
    });
    version.map_or_else(Vec::new, |v| vec!["--slurm-version".to_string(), v])
}

/// What the questions print of a store (under the capture's release): tables as kept, and
/// the answers at moments.
fn answers(env: &Env, release: &str, moments: &[i64]) -> Vec<(String, String)> {
    let given = release_args(release);
    let ask = |args: &[&str]| {
        let mut all: Vec<&str> = given.iter().map(String::as_str).collect();
        all.extend(args);
        env.ok(&all)
    };
    let mut out = Vec::new();
    for (name, sql) in [
        // The archive keeps the GID; sacct names its group from its host's database.
        (
            "jobs",
            "SELECT * EXCLUDE (job_row, load_id, group_name) FROM jobs ORDER BY ALL",
        ),
        (
            "steps",
            "SELECT * EXCLUDE (step_row, load_id) FROM steps ORDER BY ALL",
        ),
        (
            "events",
            "SELECT * EXCLUDE (load_id) FROM events ORDER BY ALL",
        ),
        (
            "reservations",
            "SELECT * EXCLUDE (load_id) FROM reservations ORDER BY ALL",
        ),
    ] {
        out.push((name.to_string(), ask(&["sql", "--format", "csv", sql])));
    }
    let day = [
        "start=2026-01-01T00:00:00",
        "end=2027-01-01T00:00:00",
        "-t",
        "Seconds",
    ];
    for report in ["Utilization", "AccountUtilizationByUser"] {
        let mut args = vec!["sreport", "cluster", report];
        args.extend(day);
        out.push((report.to_string(), ask(&args)));
    }
    for at in moments {
        let at = format!("@{at}");
        out.push((
            format!("sshare {at}"),
            ask(&["sshare", "--at", &at, "-a", "-l"]),
        ));
        out.push((format!("sprio {at}"), ask(&["sprio", "--at", &at, "-l"])));
    }
    out.push(("audit".to_string(), ask(&["audit", "--month", "2026-11"])));
    out
}

#[test]
fn issue_51_the_archive_loaded_store_answers_as_the_sacct_loaded_one() {
    for release in RELEASES {
        let (sacct, archive) = (from_sacct(release), from_archive(release));
        let span: Vec<i64> = sacct
            .scalar("SELECT epoch(min(submit_time))::BIGINT || ' ' || epoch(max(end_time))::BIGINT FROM jobs")
            .split(' ')
            .map(|t| t.parse().unwrap())
            .collect();
        let moments: Vec<i64> = (1..4)
            .map(|i| span[0] + (span[1] - span[0]) * i / 4)
            .collect();
        let (theirs, mine) = (
            answers(&sacct, release, &moments),
            answers(&archive, release, &moments),
        );
        for ((what, a), (_, b)) in theirs.iter().zip(&mine) {
            assert!(a.lines().count() >= 2, "{release} {what}: {a}");
            assert_eq!(b, a, "{release}: {what}");
        }
    }
}

#[test]
fn issue_51_an_archive_is_one_load_merged_with_sacct_and_loaded_once() {
    let release = RELEASES[0];
    let d = dir(release);
    let env = from_sacct(release);
    let jobs = env.scalar("SELECT count(*) FROM jobs");
    let rows = env.total_rows();
    let out = env.ok(&["load", "tres", &format!("{d}/truth/sacctmgr_tres.txt")]);
    assert!(out.contains("loaded 9 records"), "{out}");
    let out = env.ok(&["load", "archive", &format!("{d}/archive")]);
    assert!(out.contains("as load #"), "{out}");
    // Every job was in both: one job each, the archive's record kept.
    assert_eq!(env.scalar("SELECT count(*) FROM jobs"), jobs);
    assert_eq!(env.scalar("SELECT count(DISTINCT load_id) FROM jobs"), "1");
    let after = env.total_rows();
    assert_ne!(after, rows);
    let again = env.ok(&["load", "archive", &format!("{d}/archive")]);
    assert!(again.contains("already loaded as load #"), "{again}");
    assert_eq!(env.total_rows(), after);
    // Every file named one by one is the same content.
    let files: Vec<String> = std::fs::read_dir(format!("{d}/archive"))
        .unwrap()
        .map(|e| e.unwrap().path().to_string_lossy().into_owned())
        .collect();
    let mut args = vec!["load", "archive"];
    args.extend(files.iter().map(String::as_str));
    assert!(env.ok(&args).contains("already loaded as load #"));
}

#[test]
fn issue_51_bad_archives_are_named_and_load_nothing() {
    let release = RELEASES[0];
    let d = dir(release);
    let job_file = std::fs::read_dir(format!("{d}/archive"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.to_string_lossy().contains("_job_table_"))
        .unwrap();
    let bytes = std::fs::read(&job_file).unwrap();
    let env = base(release, true);
    let rows = env.total_rows();
    let cut = env.write("cut", &bytes[..bytes.len() / 2]);
    let e = env.fails(&["load", "archive", &format!("{d}/archive"), &cut]);
    assert!(
        e.contains(&format!("{cut}: byte ")) && e.contains("truncated"),
        "{e}"
    );
    let mut older = bytes.clone();
    older[0] = 0x25;
    let old = env.write("old", &older);
    let e = env.fails(&["load", "archive", &old]);
    assert!(
        e.contains("protocol version 9472") && e.contains("Slurm 22.05 to 26.05"),
        "{e}"
    );
    let text = env.write("text", b"JobID|State\n1|COMPLETED\n");
    let e = env.fails(&["load", "archive", &text]);
    assert!(
        e.contains(&format!("{text}: not an archive fairtrace reads")),
        "{e}"
    );
    assert_eq!(env.total_rows(), rows);
    // The ids need their names: without the TRES table, a GRES id has none.
    let no_tres = base(release, false);
    let e = no_tres.fails(&["load", "archive", &format!("{d}/archive")]);
    assert!(
        e.contains("TRES id 1001") && e.contains("fairtrace load tres"),
        "{e}"
    );
    let no_tree = Env::new();
    let e = no_tree.fails(&["load", "archive", &format!("{d}/archive")]);
    assert!(e.contains("load its tree with the ID column first"), "{e}");
}
