//! Shared helpers: a fresh temp database per test and a runner for the binary.

use std::path::{Path, PathBuf};

use assert_cmd::Command;
use tempfile::TempDir;

pub struct Env {
    pub dir: TempDir,
}

pub fn data(rel: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(rel)
        .to_string_lossy()
        .into_owned()
}

pub fn sample(rel: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("sample_data")
        .join(rel)
        .to_string_lossy()
        .into_owned()
}

impl Env {
    pub fn new() -> Env {
        Env {
            dir: tempfile::tempdir().expect("temp dir"),
        }
    }

    pub fn db(&self) -> PathBuf {
        self.dir.path().join("t.duckdb")
    }

    /// The snapshot the last load published, which queries read (to change what they find).
    pub fn published(&self) -> PathBuf {
        let link = self.dir.path().join("t.duckdb.current");
        self.dir
            .path()
            .join(std::fs::read_link(link).expect("a published snapshot"))
    }

    pub fn path(&self, name: &str) -> String {
        self.dir.path().join(name).to_string_lossy().into_owned()
    }

    /// `fairtrace --db <fresh db> --tz UTC ARGS…`
    pub fn cmd(&self, args: &[&str]) -> Command {
        Command::from_std(self.process(args))
    }

    /// The same as [`Env::cmd`], as a process to spawn (and kill).
    pub fn process(&self, args: &[&str]) -> std::process::Command {
        let mut c = std::process::Command::new(assert_cmd::cargo::cargo_bin("fairtrace"));
        c.env_remove("FAIRTRACE_DB")
            .env("TZ", "UTC")
            .arg("--db")
            .arg(self.db());
        if !args.contains(&"--tz") {
            c.arg("--tz").arg("UTC");
        }
        c.args(args);
        c
    }

    /// Runs and returns stdout; panics with stderr on failure.
    pub fn ok(&self, args: &[&str]) -> String {
        let out = self.cmd(args).output().expect("runs");
        assert!(
            out.status.success(),
            "fairtrace {args:?} failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).expect("utf-8 stdout")
    }

    /// Runs, expects failure, returns stderr.
    pub fn fails(&self, args: &[&str]) -> String {
        let out = self.cmd(args).output().expect("runs");
        assert!(
            !out.status.success(),
            "fairtrace {args:?} should have failed; stdout:\n{}",
            String::from_utf8_lossy(&out.stdout)
        );
        String::from_utf8(out.stderr).expect("utf-8 stderr")
    }

    /// The first value of a SQL query, as text (NULL is empty).
    pub fn scalar(&self, sql: &str) -> String {
        let out: serde_json::Value =
            serde_json::from_str(&self.ok(&["sql", "--format", "json", sql])).expect("json");
        let first = out[0]
            .as_object()
            .and_then(|row| row.values().next().cloned())
            .unwrap_or_default();
        match first {
            serde_json::Value::String(s) => s,
            serde_json::Value::Null => String::new(),
            other => other.to_string(),
        }
    }

    /// Rows in every table a load writes: nothing may be left by a failed load.
    pub fn total_rows(&self) -> String {
        self.scalar(
            "SELECT (SELECT count(*) FROM loads) + (SELECT count(*) FROM jobs) \
             + (SELECT count(*) FROM steps) + (SELECT count(*) FROM assoc) + (SELECT count(*) FROM qos) \
             + (SELECT count(*) FROM config) + (SELECT count(*) FROM partitions) + (SELECT count(*) FROM nodes)",
        )
    }

    pub fn write(&self, name: &str, content: &[u8]) -> String {
        let p = self.path(name);
        std::fs::write(&p, content).expect("write test input");
        p
    }
}

/// A store holding a history `fairtrace gen ARGS` wrote (slurm.conf, tree, QOS, jobs), and
/// where the generated files are.
pub fn generated_env(args: &[&str]) -> (Env, String) {
    let env = Env::new();
    let out = env.path("gen");
    let mut gen = vec!["gen", "--out", &out];
    gen.extend_from_slice(args);
    env.ok(&gen);
    for (kind, file) in [
        ("conf", "slurm.conf"),
        ("assoc", "assoc.psv"),
        ("qos", "qos.psv"),
        ("sacct", "sacct.psv"),
    ] {
        env.ok(&["load", kind, &format!("{out}/{file}")]);
    }
    (env, out)
}

/// A database with a release's slurm.conf and these dumps (kind, file) loaded.
pub fn release_env(release: &str, dumps: &[(&str, String)], conf: &str) -> Env {
    let env = Env::new();
    env.ok(&["load", "conf", conf, "--slurm-version", release]);
    for (kind, file) in dumps {
        env.ok(&["load", kind, file]);
    }
    env
}

/// The reservation capture of one release (tests/data/reservations/DIR: 22.05, 24.11 or
/// 26.05, README there) loaded as that release: its slurm.conf, QOS, tree, sacct dump, events
/// and reservations. 26.05's reservation dump has sacctmgr's Duration field, which prints
/// nothing, not even its `|`.
pub fn reservations_env(dir: &str, release: &str) -> Env {
    let path = |f: &str| data(&format!("reservations/{dir}/{f}"));
    let env = release_env(
        release,
        &[
            ("qos", path("sacctmgr_qos.psv")),
            ("assoc", path("sacctmgr_assoc.psv")),
            ("sacct", path("sacct_X_core.psv")),
            ("events", path("sacctmgr_event.psv")),
        ],
        &path("slurm.conf"),
    );
    let resv = match dir {
        "26.05" => "sacctmgr_resv_wide_allfields.psv",
        _ => "sacctmgr_resv_wide_manfields.psv",
    };
    env.ok(&["load", "reservations", &path(resv)]);
    env
}

/// A store holding the golden capture's slurm.conf and association tree, no job.
pub fn golden_tree_env() -> Env {
    let env = Env::new();
    env.ok(&["load", "conf", &data("golden-alpha/slurm.conf")]);
    env.ok(&[
        "load",
        "assoc",
        &data("golden-alpha/sacctmgr_assoc_full.psv"),
    ]);
    env
}

/// A store holding the golden capture's final dump, as golden-check loads it.
pub fn golden_env() -> Env {
    let env = Env::new();
    env.ok(&["load", "conf", &data("golden-alpha/slurm.conf")]);
    env.ok(&["load", "qos", &data("golden-alpha/sacctmgr_qos.psv")]);
    env.ok(&[
        "load",
        "assoc",
        &data("golden-alpha/sacctmgr_assoc_full.psv"),
    ]);
    env.ok(&["load", "sacct", &data("golden-alpha/sacct_core.psv")]);
    env
}

/// Headless Chromium with every host unresolvable: a page that fetched anything would log a
/// failed load on its console.
pub fn chromium_command() -> std::process::Command {
    let mut c = std::process::Command::new("chromium");
    c.args([
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--hide-scrollbars",
        "--host-resolver-rules=MAP * ~NOTFOUND",
        "--enable-logging=stderr",
        "--v=0",
    ]);
    c
}

/// Renders `file` in headless Chromium; returns (DOM, console lines).
pub fn chromium(file: &str) -> (String, Vec<String>) {
    let out = chromium_command()
        .arg("--dump-dom")
        .arg(format!("file://{file}"))
        .output()
        .expect("chromium runs (install it with `make browser`)");
    let console = String::from_utf8_lossy(&out.stderr)
        .lines()
        .filter(|l| l.contains(":CONSOLE") || l.contains("Uncaught"))
        .map(str::to_string)
        .collect();
    (String::from_utf8_lossy(&out.stdout).into_owned(), console)
}

/// The golden capture's tree and slurm.conf with seven jobs of user u1 (account astro) in
/// partition debug on 2026-12-01, a worked example of waits: jobs 1–3 wait 10, 20 and 30 s
/// (started 00:10:10, 00:20:20, 00:30:30), job 4 2400 s (eligible 00:50, started 01:30), job
/// 5 (QOS high) 3600 s (eligible 01:10, started 02:10, ended 03:30), job 6 cancelled while
/// pending (submitted 01:20, ended 02:30), job 7 600 s (eligible 01:35, started 01:45).
pub fn queue_example_env() -> Env {
    let env = golden_tree_env();
    let dump = env.write(
        "sacct.psv",
        b"JobID|JobIDRaw|Cluster|Partition|Account|User|QOS|Submit|Eligible|Start|End|State|AllocTRES\n\
1|1|alpha|debug|astro|u1|normal|2026-12-01T00:10:00|2026-12-01T00:10:00|2026-12-01T00:10:10|2026-12-01T00:20:00|COMPLETED|cpu=1,node=1\n\
2|2|alpha|debug|astro|u1|normal|2026-12-01T00:20:00|2026-12-01T00:20:00|2026-12-01T00:20:20|2026-12-01T00:30:00|COMPLETED|cpu=1,node=1\n\
3|3|alpha|debug|astro|u1|normal|2026-12-01T00:30:00|2026-12-01T00:30:00|2026-12-01T00:30:30|2026-12-01T00:40:00|COMPLETED|cpu=1,node=1\n\
4|4|alpha|debug|astro|u1|normal|2026-12-01T00:50:00|2026-12-01T00:50:00|2026-12-01T01:30:00|2026-12-01T01:40:00|COMPLETED|cpu=1,node=1\n\
5|5|alpha|debug|astro|u1|high|2026-12-01T01:00:00|2026-12-01T01:10:00|2026-12-01T02:10:00|2026-12-01T03:30:00|COMPLETED|cpu=1,node=1\n\
6|6|alpha|debug|astro|u1|normal|2026-12-01T01:20:00|2026-12-01T01:20:00|None|2026-12-01T02:30:00|CANCELLED by 0|\n\
7|7|alpha|debug|astro|u1|normal|2026-12-01T01:35:00|2026-12-01T01:35:00|2026-12-01T01:45:00|2026-12-01T01:50:00|COMPLETED|cpu=1,node=1\n",
    );
    env.ok(&["load", "sacct", &dump]);
    env
}
