//! What a user reads when something is wrong, as snapshots (insta; `cargo insta review` after a
//! deliberate change): each said once, naming what to do, without DuckDB's noise.

use crate::common::{data, Env};

/// stderr of a failing run, with the test's scratch directory as `[TMP]`.
fn error_of(env: &Env, args: &[&str]) -> String {
    let err = env.fails(args);
    let tmp = env.path("");
    err.replace(tmp.trim_end_matches('/'), "[TMP]")
}

#[test]
fn a_wrong_column_in_sql() {
    let env = Env::new();
    env.ok(&["load", "sacct", &data("golden-alpha/sacct_core.psv")]);
    insta::assert_snapshot!(error_of(&env, &["sql", "SELECT nope FROM jobs"]));
}

#[test]
fn a_dump_without_cluster_among_several() {
    let env = Env::new();
    let dump = env.write(
        "nocluster.psv",
        b"JobID|JobIDRaw|Partition|Account|User|Submit|Start|End|State\n\
          7|7|batch|bio|u1|2026-11-01T10:00:00|2026-11-01T10:00:05|2026-11-01T10:10:05|COMPLETED\n",
    );
    insta::assert_snapshot!(
        "no_cluster_alone",
        error_of(&env, &["load", "sacct", &dump])
    );
    env.ok(&["load", "sacct", &dump, "--cluster", "alpha"]);
    env.ok(&["load", "sacct", &dump, "--cluster", "beta"]);
    insta::assert_snapshot!(
        "no_cluster_of_two",
        error_of(&env, &["load", "sacct", &dump])
    );
}

#[test]
fn a_bad_record_names_file_line_and_field() {
    let env = Env::new();
    let dump = env.write(
        "bad.psv",
        b"JobID|JobIDRaw|Cluster|Partition|Account|User|Submit|Start|End|State\n\
          7|7|c|batch|bio|u1|2026-11-01T10:00:00|yesterday|2026-11-01T10:10:05|COMPLETED\n",
    );
    insta::assert_snapshot!(error_of(&env, &["load", "sacct", &dump]));
}

#[test]
fn an_unknown_report() {
    let env = Env::new();
    env.ok(&[
        "load",
        "conf",
        &crate::common::data("golden-alpha/slurm.conf"),
    ]);
    insta::assert_snapshot!(error_of(&env, &["sreport", "cluster", "Nonsense"]));
}
