//! Loading semantics: idempotency, merging of overlapping dumps, requeues, compression, stdin,
//! time zones, several clusters.

use std::io::Write;

use crate::common::{data, Env};

const HEAD: &str = "JobID|JobIDRaw|Cluster|Partition|Account|User|Submit|Start|End|State|AllocTRES";

#[test]
fn loading_the_same_file_twice_changes_nothing() {
    let env = Env::new();
    let f = data("golden-alpha/sacct_core.psv");
    let first = env.ok(&["load", "sacct", &f]);
    assert!(
        first.contains("loaded 327 records as load #1 (327 kept"),
        "{first}"
    );
    let before = env.ok(&[
        "sql",
        "--format",
        "csv",
        "SELECT count(*), sum(hash(job_row, state, end_time)) FROM jobs",
    ]);
    let hash = env.scalar("SELECT content_sha256 FROM loads");
    let second = env.ok(&["load", "sacct", &f]);
    assert!(second.contains("already loaded as load #1"), "{second}");
    assert_eq!(
        env.ok(&[
            "sql",
            "--format",
            "csv",
            "SELECT count(*), sum(hash(job_row, state, end_time)) FROM jobs"
        ]),
        before
    );
    assert_eq!(
        env.scalar("SELECT count(*) || ' ' || min(content_sha256) FROM loads"),
        format!("1 {hash}")
    );
    // the golden capture: 176 allocations, 151 steps
    assert_eq!(env.scalar("SELECT count(*) FROM jobs"), "176");
    assert_eq!(env.scalar("SELECT count(*) FROM steps"), "151");
}

#[test]
fn gzip_zstd_and_stdin_are_the_same_content() {
    let env = Env::new();
    let text = std::fs::read(data("golden-alpha/sacct_alloc_only.psv")).unwrap();
    let zst = env.write("a.psv.zst", &zstd::encode_all(&text[..], 3).unwrap());
    env.ok(&["load", "sacct", &zst, "--cluster", "alpha"]);
    assert_eq!(env.scalar("SELECT count(*) FROM jobs"), "176");
    let gz = {
        let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
        e.write_all(&text).unwrap();
        env.write("a.psv.gz", &e.finish().unwrap())
    };
    assert!(env
        .ok(&["load", "sacct", &gz, "--cluster", "alpha"])
        .contains("already loaded as load #1"));
    let out = env
        .cmd(&["load", "sacct", "-", "--cluster", "alpha"])
        .write_stdin(text)
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&out.stdout).contains("<stdin>: already loaded as load #1"));
}

#[test]
fn newer_dump_replaces_running_record_and_older_dump_does_not_regress() {
    let env = Env::new();
    let old = env.write(
        "old.psv",
        format!("{HEAD}\n5|5|c|p|a|u|2026-01-01T00:00:00|2026-01-01T00:01:00|Unknown|RUNNING|cpu=1\n6|6|c|p|a|u|2026-01-01T00:00:00|Unknown|Unknown|PENDING|\n").as_bytes(),
    );
    let new = env.write(
        "new.psv",
        format!("{HEAD}\n5|5|c|p|a|u|2026-01-01T00:00:00|2026-01-01T00:01:00|2026-01-01T01:00:00|COMPLETED|cpu=1\n7|7|c|p|a|u|2026-01-01T00:05:00|Unknown|Unknown|PENDING|\n").as_bytes(),
    );
    env.ok(&["load", "sacct", &old]);
    env.ok(&["load", "sacct", &new]);
    let state = "SELECT string_agg(job_id || ':' || state, ',' ORDER BY job_id) FROM jobs";
    assert_eq!(env.scalar(state), "5:COMPLETED,6:PENDING,7:PENDING");
    // loading in the other order gives the same result
    let env2 = Env::new();
    env2.ok(&["load", "sacct", &new]);
    env2.ok(&["load", "sacct", &old]);
    assert_eq!(env2.scalar(state), "5:COMPLETED,6:PENDING,7:PENDING");
}

/// One dump listing a record twice (two sacct runs concatenated): the one further along
/// stays, and between equals the later line; other records of the same allocation key are
/// not touched.
#[test]
fn repeats_within_one_dump_keep_one_record() {
    let env = Env::new();
    let f = env.write(
        "twice.psv",
        format!(
            "{HEAD}\n\
             5|5|c|p|a|u|2026-01-01T00:00:00|2026-01-01T00:01:00|2026-01-01T01:00:00|COMPLETED|cpu=1\n\
             5.batch|5.batch|c||a||2026-01-01T00:01:00|2026-01-01T00:01:00|Unknown|RUNNING|cpu=1\n\
             6|6|c|p|a|u|2026-01-01T00:00:00|Unknown|Unknown|PENDING|\n\
             5|5|c|p|a|u|2026-01-01T00:00:00|2026-01-01T00:01:00|Unknown|RUNNING|cpu=1\n\
             5.batch|5.batch|c||a||2026-01-01T00:01:00|2026-01-01T00:01:00|2026-01-01T01:00:00|COMPLETED|cpu=1\n\
             6|6|c|q|a|u|2026-01-01T00:00:00|Unknown|Unknown|PENDING|\n"
        )
        .as_bytes(),
    );
    let out = env.ok(&["load", "sacct", &f]);
    assert!(out.contains("loaded 6 records as load #1 (3 kept"), "{out}");
    assert_eq!(
        env.scalar("SELECT string_agg(job_id || ':' || state, ',' ORDER BY job_id) FROM jobs"),
        "5:COMPLETED,6:PENDING"
    );
    assert_eq!(env.scalar("SELECT state FROM steps"), "COMPLETED");
    // Of two equally far records, the later line.
    assert_eq!(
        env.scalar("SELECT partition FROM jobs WHERE job_id = '6'"),
        "q"
    );
}

#[test]
fn requeued_allocations_stay_distinct() {
    let env = Env::new();
    env.ok(&["load", "sacct", &data("golden-alpha/sacct_core.psv")]);
    assert_eq!(
        env.scalar(
            "SELECT string_agg(state, ',' ORDER BY submit_time) FROM jobs WHERE job_id = '49'"
        ),
        "REQUEUED,COMPLETED"
    );
    assert_eq!(
        env.scalar("SELECT count(*) FROM steps WHERE job_key = '49' AND step = 'batch'"),
        "2"
    );
}

#[test]
fn json_and_text_dumps_of_the_same_run_agree() {
    let env = Env::new();
    env.ok(&["load", "sacct", &data("golden-alpha/sacct.json.gz")]);
    assert_eq!(env.scalar("SELECT count(*) FROM jobs"), "176");
    let text = Env::new();
    text.ok(&[
        "load",
        "sacct",
        &data("golden-alpha/sacct_alloc_only.psv"),
        "--cluster",
        "alpha",
    ]);
    let jobs = "SELECT string_agg(job_id || ' ' || state || ' ' || COALESCE(CAST(start_time AS VARCHAR), '-'), ';' ORDER BY job_id, submit_time) FROM jobs";
    assert_eq!(env.scalar(jobs), text.scalar(jobs));
    // both record the same allocated billing for every started job
    let billing = "SELECT string_agg(job_id || '=' || recorded_billing, ',' ORDER BY job_id, submit_time) FROM jobs WHERE start_time IS NOT NULL";
    assert_eq!(env.scalar(billing), text.scalar(billing));
}

#[test]
fn time_zone_converts_local_times_to_utc() {
    let env = Env::new();
    let f = env.write(
        "tz.psv",
        format!("{HEAD}\n1|1|c|p|a|u|2026-03-08T02:30:00|Unknown|Unknown|PENDING|\n").as_bytes(),
    );
    env.ok(&["--tz", "America/New_York", "load", "sacct", &f]);
    assert_eq!(
        env.scalar("SELECT submit_time FROM jobs"),
        "2026-03-08T07:30:00"
    );
    assert_eq!(
        env.scalar("SELECT time_zone FROM loads"),
        "America/New_York"
    );
}

#[test]
fn several_clusters_in_one_store() {
    let env = Env::new();
    env.ok(&[
        "load",
        "sacct",
        &data("realdata/slurm_sim_tools/micro_cluster/slurm_acct.out"),
    ]);
    env.ok(&[
        "load",
        "sacct",
        &data("realdata/xdmod/slurm/accounting-logs.log"),
        "--columns",
        "xdmod",
    ]);
    assert_eq!(
        env.scalar("SELECT string_agg(DISTINCT cluster, ',' ORDER BY cluster) FROM jobs"),
        "micro,ub-hpc"
    );
    env.ok(&[
        "load",
        "conf",
        &data("realdata/slurm_sim_tools/micro_cluster/slurm.conf"),
    ]);
    env.ok(&["load", "conf", &data("golden-alpha/slurm.conf")]);
    assert_eq!(
        env.scalar("SELECT count(DISTINCT cluster) FROM partitions"),
        "2"
    );
}

#[test]
fn golden_tree_in_three_forms() {
    let env = Env::new();
    env.ok(&[
        "load",
        "assoc",
        &data("golden-alpha/sacctmgr_assoc_full.psv"),
    ]);
    let tree = "SELECT string_agg(account || '/' || \"user\" || '<' || COALESCE(parent_account, '-') || ':' || COALESCE(CAST(raw_shares AS VARCHAR), 'parent'), ' ' ORDER BY account, \"user\") FROM assoc";
    let full = env.scalar(tree);
    assert!(
        full.contains("genomics/u6<genomics:parent") && full.contains("astro/<physics:30"),
        "{full}"
    );
    let dump = Env::new();
    dump.ok(&[
        "load",
        "assoc",
        &data("golden-alpha/sacctmgr_dump_alpha.cfg"),
    ]);
    assert_eq!(dump.scalar(tree), full);
    let plain = Env::new();
    let out = plain
        .cmd(&[
            "load",
            "assoc",
            &data("golden-alpha/sacctmgr_assoc_default.psv"),
        ])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("7 accounts have no parent in this file"));
    assert_eq!(plain.scalar("SELECT count(*) FROM assoc"), "20");
    env.ok(&["load", "qos", &data("golden-alpha/sacctmgr_qos.psv")]);
    assert_eq!(
        env.scalar("SELECT string_agg(name || '=' || priority, ',' ORDER BY name) FROM qos"),
        "high=100,low=10,normal=0"
    );
}

#[test]
fn golden_conf_partitions() {
    let env = Env::new();
    env.ok(&["load", "conf", &data("golden-alpha/slurm.conf")]);
    assert_eq!(
        env.ok(&["sql", "--format", "csv", "SELECT name, total_cpus, total_mem_mb, total_gpus, priority_job_factor, priority_tier, tres_billing_weights FROM partitions ORDER BY name"]),
        "name,total_cpus,total_mem_mb,total_gpus,priority_job_factor,priority_tier,tres_billing_weights\n\
         batch,64,256000,4,1,1,\"CPU=1.0,Mem=0.25G,GRES/gpu=2.0\"\n\
         debug,64,256000,4,10,2,\n\
         prio,64,256000,4,5,1,\"CPU=2.0,Mem=0.5G\"\n"
    );
    assert_eq!(
        env.scalar("SELECT value FROM config WHERE key = 'PriorityDecayHalfLife'"),
        "0-0:10"
    );
}

#[test]
fn arrays_het_jobs_and_steps_of_each() {
    let env = Env::new();
    let f = env.write(
        "kinds.psv",
        format!(
            "{HEAD}\n\
             123_4|125|c|p|a|u|2026-01-01T00:00:00|2026-01-01T00:01:00|2026-01-01T00:02:00|COMPLETED|cpu=1\n\
             123_4.batch|125.batch|c||a||2026-01-01T00:01:00|2026-01-01T00:01:00|2026-01-01T00:02:00|COMPLETED|cpu=1\n\
             123_[5-9%2]|123|c|p|a|u|2026-01-01T00:00:00|Unknown|Unknown|PENDING|\n\
             77+0|77|c|p|a|u|2026-01-01T00:00:00|2026-01-01T00:01:00|2026-01-01T00:02:00|COMPLETED|cpu=4,gres/gpu:a100=2\n\
             77+1|78|c|q|a|u|2026-01-01T00:00:00|2026-01-01T00:01:00|2026-01-01T00:02:00|COMPLETED|cpu=2\n\
             77+1.0|78.0|c||a||2026-01-01T00:00:00|2026-01-01T00:01:00|2026-01-01T00:02:00|COMPLETED|cpu=2\n"
        )
        .as_bytes(),
    );
    env.ok(&["load", "sacct", &f]);
    let rows = env.ok(&[
        "sql",
        "--format",
        "csv",
        "SELECT job_id, job_key, array_job_id, array_task_id, array_tasks_pending, het_job_id, het_job_offset, alloc_gpus FROM jobs ORDER BY job_id",
    ]);
    assert_eq!(
        rows,
        "job_id,job_key,array_job_id,array_task_id,array_tasks_pending,het_job_id,het_job_offset,alloc_gpus\n\
         123_4,125,123,4,,,,\n\
         123_[5-9%2],123,123,,[5-9%2],,,\n\
         77+0,77,,,,77,0,2\n\
         77+1,78,,,,77,1,\n"
    );
    assert_eq!(
        env.scalar("SELECT string_agg(job_key || '.' || step, ',' ORDER BY job_key) FROM steps"),
        "125.batch,78.0"
    );
}

/// A dump or tree without a Cluster column belongs to the one cluster the store knows (here
/// from slurm.conf's ClusterName), said in a note; with several known, the error lists them.
#[test]
fn a_file_without_cluster_takes_the_one_cluster_loaded() {
    let env = Env::new();
    let dump = env.write(
        "nocluster.psv",
        b"JobID|JobIDRaw|Partition|Account|User|Submit|Start|End|State|AllocTRES\n\
          7|7|batch|bio|u1|2026-11-01T10:00:00|2026-11-01T10:00:05|2026-11-01T10:10:05|COMPLETED|cpu=2,node=1\n",
    );
    let e = env.fails(&["load", "sacct", &dump]);
    assert!(e.contains("no Cluster column: pass --cluster NAME"), "{e}");
    env.ok(&["load", "conf", &data("golden-alpha/slurm.conf")]);
    let run = env.cmd(&["load", "sacct", &dump]).output().unwrap();
    assert!(run.status.success());
    let err = String::from_utf8_lossy(&run.stderr);
    assert!(
        err.contains("nocluster.psv has no Cluster column: its jobs are taken as alpha's"),
        "{err}"
    );
    assert_eq!(env.scalar("SELECT cluster FROM jobs"), "alpha");
    // A tree without Cluster: the same.
    let tree = env.write(
        "tree.psv",
        b"Account|User|Share|ParentName\nroot||1|\nbio||1|root\nbio|u1|1|\n",
    );
    let run = env.cmd(&["load", "assoc", &tree]).output().unwrap();
    assert!(run.status.success());
    assert!(String::from_utf8_lossy(&run.stderr).contains("its associations are taken as alpha's"));
    // Two clusters known: the choice is the user's.
    env.ok(&["load", "sacct", &dump, "--cluster", "beta"]);
    let e = env.fails(&["load", "sacct", &dump]);
    assert!(
        e.contains("clusters loaded: alpha, beta (pick one with --cluster)"),
        "{e}"
    );
}

#[test]
fn a_dump_of_several_blocks_loads_in_file_order_and_names_its_bad_line() {
    // Past 4 of the 1 MB blocks (load.rs BLOCK_BYTES) that the reader's threads share. Names
    // that hold the delimiter and break their line: every 997th, and the record whose first
    // line holds each 1 MB mark, where a cut at a line's end would split it.
    let head = format!("{HEAD}|JobName|Timelimit");
    let pad = "n".repeat(300);
    let broken_name = format!("{}two\nli|nes", "n".repeat(290));
    let mut text = format!("{head}\n");
    let (mut line, mut bad_line, mut broken, mut marks) = (1, 0, Vec::new(), 0);
    for id in 1..=12_000 {
        let row = |name: &str| {
            let end = if id == 11_000 {
                "yesterday"
            } else {
                "2026-01-01T00:00:05"
            };
            format!("{id}|{id}|c|p|a|u|2026-01-01T00:00:00|2026-01-01T00:00:00|{end}|COMPLETED|cpu=1|{name}|01:00:00\n")
        };
        let records = text.len() - head.len() - 1;
        let first_line = row(&broken_name).find('\n').expect("a line break") + 1;
        let at_mark = records >> 20 != (records + first_line) >> 20;
        marks += usize::from(at_mark);
        let name = if id % 997 == 0 || at_mark {
            broken.push(id.to_string());
            &broken_name
        } else {
            &pad
        };
        text.push_str(&row(name));
        line += 1;
        if id == 11_000 {
            bad_line = line;
        }
        line += usize::from(*name != pad);
    }
    assert!(text.len() > 4 << 20 && marks >= 3, "{marks}");
    let env = Env::new();
    let f = env.write("big.psv", text.as_bytes());
    let e = env.fails(&["load", "sacct", &f]);
    assert!(
        e.contains(&format!(
            "big.psv:{bad_line}: column End: value \"yesterday\""
        )),
        "{e}"
    );
    assert_eq!(env.total_rows(), "0");
    let out = env.ok(&["load", "sacct", &f, "--skip-bad-rows"]);
    assert!(out.contains("loaded 11999 records"), "{out}");
    // Row ids count on from block to block in file order, the skipped record taking none.
    let out_of_order = "SELECT count(*) FROM (SELECT job_id_raw AS id, job_name, \
        (job_row & 4294967295) + 1 AS n FROM jobs) \
        WHERE n <> id - (id > 11000)::INT \
        OR job_name <> if(id IN ({}), repeat('n', 290) || e'two\\nli|nes', repeat('n', 300))";
    assert_eq!(
        env.scalar(&out_of_order.replace("{}", &broken.join(","))),
        "0"
    );
    assert_eq!(env.scalar("SELECT count(*) FROM jobs"), "11999");
}
