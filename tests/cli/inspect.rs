//! `info`, `sql` and `export parquet`.

use crate::common::{data, golden_tree_env, Env};

fn loaded() -> Env {
    let env = golden_tree_env();
    env.ok(&["load", "qos", &data("golden-alpha/sacctmgr_qos.psv")]);
    env.ok(&["load", "sacct", &data("golden-alpha/sacct_core.psv")]);
    env
}

#[test]
fn info_summarizes_the_store() {
    let env = loaded();
    let out = env.ok(&["info"]);
    for expected in [
        "Clusters",
        "alpha",
        "2026-11-22T10:17:31",
        "Job states",
        "COMPLETED",
        "Associations",
        "Partitions",
        "PriorityDecayHalfLife",
        "0-0:10",
        "Loads",
    ] {
        assert!(out.contains(expected), "info lacks {expected}:\n{out}");
    }
    // Slurm's plain layout: the header's columns apart, a dashed rule under each, no frame.
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[1].split_whitespace().collect::<Vec<_>>()[..2],
        ["cluster", "jobs"]
    );
    let rule: Vec<&str> = lines[2].split_whitespace().collect();
    assert!(
        rule.len() >= 4 && rule.iter().all(|d| d.chars().all(|c| c == '-')),
        "{out}"
    );
    let framed = |l: &str| l.starts_with('+') || l.starts_with('|') || l.starts_with("==");
    assert!(!out.lines().any(framed), "{out}");
    let json: serde_json::Value =
        serde_json::from_str(&env.ok(&["info", "--format", "json"])).unwrap();
    assert_eq!(json["Clusters"][0]["jobs"], 176);
    assert_eq!(json["Associations"][0]["user_assocs"], 12);
    let states = &json["Job states"];
    let count = |s: &str| {
        states
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["state"] == s)
            .map(|r| r["jobs"].clone())
    };
    // MANIFEST counts: COMPLETED=120, PENDING=16, CANCELLED=14, FAILED=11, TIMEOUT=7, RUNNING=6, REQUEUED=2
    assert_eq!(count("COMPLETED"), Some(120.into()));
    assert_eq!(count("PENDING"), Some(16.into()));
    assert_eq!(count("CANCELLED"), Some(14.into()));
    assert_eq!(count("REQUEUED"), Some(2.into()));
}

#[test]
fn info_before_any_load() {
    let env = Env::new();
    let err = env.fails(&["info"]);
    assert!(
        err.contains(&format!("no database at {}", env.db().display())) && err.contains("load"),
        "{err}"
    );
    env.ok(&[
        "load",
        "conf",
        &crate::common::data("golden-alpha/slurm.conf"),
    ]);
    assert!(env.ok(&["info"]).contains("(none loaded)"));
}

#[test]
fn sql_formats() {
    let env = loaded();
    let q = "SELECT \"user\", count(*) AS jobs FROM jobs WHERE \"user\" IN ('u3', 'u8') GROUP BY 1 ORDER BY 1";
    assert_eq!(
        env.ok(&["sql", "--format", "csv", q]),
        "user,jobs\nu3,5\nu8,5\n"
    );
    let json: serde_json::Value =
        serde_json::from_str(&env.ok(&["sql", "--format", "json", q])).unwrap();
    assert_eq!(
        json,
        serde_json::json!([{"user": "u3", "jobs": 5}, {"user": "u8", "jobs": 5}])
    );
    assert!(env.ok(&["sql", q]).contains("u3"));
    // DuckDB's message once, without its bare status code.
    let err = env.fails(&["sql", "SELECT nope FROM jobs"]);
    assert_eq!(
        err.matches("Referenced column \"nope\" not found").count(),
        1,
        "{err}"
    );
    assert!(!err.contains("Unknown error code"), "{err}");
    assert!(
        err.starts_with("fairtrace: database: Binder Error"),
        "{err}"
    );
}

#[test]
fn export_parquet_round_trips() {
    let env = loaded();
    let dir = env.path("export");
    env.ok(&["export", "parquet", &dir]);
    let jobs = std::path::Path::new(&dir).join("jobs.parquet");
    assert!(jobs.exists(), "no jobs.parquet in {dir}");
    let q = format!("SELECT count(*) FROM read_parquet('{}')", jobs.display());
    assert_eq!(env.scalar(&q), "176");
}

/// Completions and man pages come from the command definitions (clap_complete, clap_mangen).
#[test]
fn completions_and_man_pages() {
    let env = Env::new();
    let bash = env.ok(&["completions", "bash"]);
    assert!(
        bash.contains("_fairtrace()") && bash.contains("sreport"),
        "{bash}"
    );
    assert!(env
        .ok(&["completions", "zsh"])
        .starts_with("#compdef fairtrace"));
    assert!(env
        .ok(&["completions", "fish"])
        .contains("complete -c fairtrace"));
    assert!(env.ok(&["manpage"]).contains(".TH fairtrace 1"));
    let dir = env.path("man1");
    env.ok(&["manpage", "--dir", &dir]);
    let swf = std::fs::read_to_string(std::path::Path::new(&dir).join("fairtrace-load-swf.1"))
        .expect("a page per command");
    assert!(swf.contains(".TH fairtrace-load-swf 1"), "{swf}");
    assert!(swf.contains("Standard Workload Format"), "{swf}");
}

/// `export parquet --partition-by cluster,month`: hive partitions DuckDB reads back with
/// `hive_partitioning`, and the README's query runs on them.
#[test]
fn export_parquet_partitioned_by_cluster_and_month() {
    let env = loaded();
    let dir = env.path("lake");
    env.ok(&["export", "parquet", &dir, "--partition-by", "cluster,month"]);
    let jobs = format!("{dir}/jobs/*/*/*.parquet");
    let back = env.scalar(&format!(
        "SELECT count(*) || ' ' || count(DISTINCT month) || ' ' || min(cluster) \
         FROM read_parquet('{jobs}', hive_partitioning = true)"
    ));
    let total = env.scalar("SELECT count(*) FROM jobs");
    let months = env.scalar("SELECT count(DISTINCT strftime(submit_time, '%Y-%m')) FROM jobs");
    let cluster = env.scalar("SELECT min(cluster) FROM jobs");
    assert_eq!(back, format!("{total} {months} {cluster}"));
    assert!(std::path::Path::new(&dir).join("assoc.parquet").exists());
    // The README's example, on this export and on a month it holds.
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let query = readme
        .split("```sql\n")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .expect("README has a sql example");
    let month = env.scalar("SELECT min(strftime(submit_time, '%Y-%m')) FROM jobs");
    let query = query
        .replace("lake/", &format!("{dir}/"))
        .replace("2026-09", &month);
    let out = env.ok(&["sql", "--format", "csv", &query]);
    assert!(out.starts_with("cluster,account,cpu_hours\n"), "{out}");
    assert!(out.lines().count() > 1, "{out}");
    let e = env.fails(&["export", "parquet", &dir, "--partition-by", "user"]);
    assert!(e.contains("the keys are cluster and month"), "{e}");
}
