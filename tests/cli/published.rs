//! Issue 50: a load ends by publishing a snapshot of the store, which every query command
//! opens read-only: a caller who may only read the store gets every answer, and nothing is
//! written.

use std::os::unix::fs::PermissionsExt;
use std::path::Path;

use crate::common::{golden_env, Env};

/// Every file under `dir` (but `skip`), with its bytes.
fn files(dir: &Path, skip: &Path) -> Vec<(String, Vec<u8>)> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path == skip {
            continue;
        }
        if path.is_dir() {
            out.extend(files(&path, skip));
        } else {
            out.push((path.display().to_string(), std::fs::read(&path).unwrap()));
        }
    }
    out.sort();
    out
}

/// `fairtrace ARGS` on `env`'s store as a caller who may only read it: as root, the user
/// nobody (root writes whatever the modes say); else its owner with the folder and files made
/// read-only.
fn as_reader(env: &Env, args: &[&str]) -> std::process::Output {
    let mut cmd = env.process(args);
    if runs_as_root() {
        let program = cmd.get_program().to_owned();
        let all: Vec<_> = cmd.get_args().map(|a| a.to_owned()).collect();
        let mut nobody = std::process::Command::new("setpriv");
        nobody
            .args(["--reuid=65534", "--regid=65534", "--clear-groups", "--"])
            .arg(program)
            .args(all)
            .env("TZ", "UTC")
            .env_remove("FAIRTRACE_DB");
        cmd = nobody;
    }
    cmd.output().unwrap()
}

/// Whether this process runs as root (what /proc/self belongs to).
fn runs_as_root() -> bool {
    std::fs::metadata("/proc/self")
        .map(|m| std::os::unix::fs::MetadataExt::uid(&m) == 0)
        .unwrap_or(false)
}

#[test]
fn issue_50_every_query_command_answers_a_caller_who_may_only_read_the_store() {
    let env = golden_env();
    let dir = env.dir.path();
    let out = env.path("out");
    std::fs::create_dir(&out).unwrap();
    // The caller may read everything and write nothing but the export's folder.
    std::fs::set_permissions(&out, std::fs::Permissions::from_mode(0o777)).unwrap();
    let before = files(dir, Path::new(&out));
    assert!(
        before.iter().any(|(p, _)| p.ends_with(".duckdb.current")),
        "no snapshot published: {:?}",
        before.iter().map(|f| &f.0).collect::<Vec<_>>()
    );
    // Everything in the files: no write-ahead log beside them.
    assert!(
        before.iter().all(|(p, _)| !p.ends_with(".wal")),
        "a .wal left"
    );
    for (path, _) in &before {
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o444)).unwrap();
    }
    let snapshots = format!("{}.published", env.db().display());
    for folder in [snapshots.as_str(), &dir.to_string_lossy()] {
        std::fs::set_permissions(folder, std::fs::Permissions::from_mode(0o555)).unwrap();
    }
    let export = format!("{out}/parquet");
    let plot = format!("{out}/why.svg");
    let commands: &[&[&str]] = &[
        &["info"],
        &["sql", "SELECT count(*) FROM jobs"],
        &["sshare", "--at", "@1795345000", "-a", "-l"],
        &["sprio", "--at", "@1795345000", "-l"],
        &["squeue", "--at", "@1795345000"],
        &["usage", "--at", "@1795345000"],
        &["bqueues", "--at", "@1795345000"],
        &[
            "whatif",
            "--at",
            "@1795345000",
            "--set",
            "PriorityDecayHalfLife=1-0",
        ],
        &["why", "47", "--plot", &plot],
        &[
            "timeline",
            "--user",
            "u5",
            "--from",
            "@1795342734",
            "--to",
            "@1795346219",
            "--step",
            "5min",
        ],
        &[
            "sreport",
            "cluster",
            "AccountUtilizationByUser",
            "start=@1795341600",
            "end=@1795348800",
        ],
        &[
            "audit",
            "--from",
            "@1795341600",
            "--to",
            "@1795348800",
            "--step",
            "1h",
        ],
        &["check", "billing"],
        &["export", "parquet", &export],
    ];
    for args in commands {
        let run = as_reader(&env, args);
        assert!(
            run.status.success() && !run.stdout.is_empty() || args[0] == "export",
            "{args:?}: {}",
            String::from_utf8_lossy(&run.stderr)
        );
    }
    // The caller indeed may not write: SQL that would is refused.
    let write = as_reader(&env, &["sql", "UPDATE jobs SET nice = nice WHERE false"]);
    assert!(!write.status.success());
    // Put back for the temporary folder's removal.
    for folder in [snapshots.as_str(), &dir.to_string_lossy()] {
        std::fs::set_permissions(folder, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    assert!(Path::new(&export).join("jobs.parquet").exists());
    assert_eq!(files(dir, Path::new(&out)), before, "a query wrote");
}
