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

/// The golden dump loaded again as another file (two records swapped: the same records, a
/// new content), as a nightly re-fetch does: every record replaces its twin.
fn reload(env: &Env, swap: usize) {
    let dump = std::fs::read_to_string(crate::common::data("golden-alpha/sacct_core.psv")).unwrap();
    let mut lines: Vec<&str> = dump.lines().collect();
    lines.swap(swap, swap + 1);
    let file = env.write(&format!("again-{swap}.psv"), lines.join("\n").as_bytes());
    env.ok(&["load", "sacct", &file]);
}

/// (device, inode) of `path`: which file it names.
fn file_id(path: &Path) -> (u64, u64) {
    use std::os::unix::fs::MetadataExt;
    let m = std::fs::metadata(path).unwrap();
    (m.dev(), m.ino())
}

/// `path` opened read-only, as queries open a snapshot (DuckDB locks it for reading).
fn read_only(path: &Path) -> duckdb::Connection {
    let config = duckdb::Config::default()
        .access_mode(duckdb::AccessMode::ReadOnly)
        .unwrap();
    duckdb::Connection::open_with_flags(path, config).unwrap()
}

/// The loads the store and the snapshot queries read hold.
fn loads(env: &Env) -> (String, String) {
    let count: i64 = read_only(&env.db())
        .query_row("SELECT count(*) FROM loads", [], |r| r.get(0))
        .unwrap();
    (count.to_string(), env.scalar("SELECT count(*) FROM loads"))
}

/// Whether `env`'s folder is on a file system that clones files (XFS, btrfs): the store's
/// next file is then a clone, not the superseded snapshot.
fn clones(env: &Env) -> bool {
    let probe = env.write("probe", b"x");
    reflink_copy::reflink(&probe, env.path("probe.clone")).is_ok()
}

/// Issue 52: publishing copies no store. A load gives the store's file the snapshot's name
/// and takes the snapshot it superseded, brought up to date, for the store's next file: then
/// the store and the snapshot are two files of the same bytes, and where the file system
/// cannot clone, the superseded snapshot is the store's file now.
#[test]
fn issue_52_a_load_publishes_the_store_without_copying_it() {
    let env = golden_env();
    let before = env.published();
    let superseded = file_id(&before);
    let store = file_id(&env.db());
    reload(&env, 1);
    let after = env.published();
    assert_ne!(after, before);
    assert_eq!(file_id(&after), store, "the snapshot is the store's file");
    assert_ne!(file_id(&env.db()), file_id(&after));
    assert!(std::fs::read(env.db()).unwrap() == std::fs::read(&after).unwrap());
    if !clones(&env) {
        assert_eq!(
            file_id(&env.db()),
            superseded,
            "the superseded snapshot was copied"
        );
        assert!(!before.exists());
    }
    assert_eq!(loads(&env), ("5".to_string(), "5".to_string()));
}

/// Issue 52: a snapshot a reader holds is not taken: it stays as it was, and its reader reads
/// on; the next load takes the snapshot superseded since, which no one holds.
#[test]
fn issue_52_a_load_leaves_the_snapshot_a_reader_holds() {
    let env = golden_env();
    let held = env.published();
    let bytes = std::fs::read(&held).unwrap();
    let reader = read_only(&held);
    let read = |reader: &duckdb::Connection| -> i64 {
        reader
            .query_row("SELECT count(*) FROM loads", [], |r| r.get(0))
            .unwrap()
    };
    reload(&env, 1);
    assert!(
        std::fs::read(&held).unwrap() == bytes,
        "a held snapshot changed"
    );
    assert_eq!(read(&reader), 4);
    assert!(std::fs::read(env.db()).unwrap() == std::fs::read(env.published()).unwrap());
    assert_eq!(loads(&env), ("5".to_string(), "5".to_string()));
    let free = env.published();
    reload(&env, 3);
    assert!(
        std::fs::read(&held).unwrap() == bytes,
        "a held snapshot changed"
    );
    assert_eq!(read(&reader), 4);
    assert_eq!(loads(&env), ("6".to_string(), "6".to_string()));
    if !clones(&env) {
        assert!(!free.exists(), "the snapshot no one held was not taken");
    }
}

/// Issue 52: a publish stopped after naming the store's file a snapshot, before giving the
/// store a file of its own, leaves one file under both names: the next load writes a file of
/// its own, not the snapshot its readers read.
#[test]
fn issue_52_a_load_after_a_stopped_publish_writes_no_snapshot() {
    let env = golden_env();
    let snapshot = env.published();
    std::fs::remove_file(env.db()).unwrap();
    std::fs::hard_link(&snapshot, env.db()).unwrap();
    reload(&env, 1);
    assert_ne!(file_id(&env.db()), file_id(&env.published()));
    assert!(std::fs::read(env.db()).unwrap() == std::fs::read(env.published()).unwrap());
    assert_eq!(loads(&env), ("5".to_string(), "5".to_string()));
}
