//! Every sacct-like file, association tree, QOS list and slurm.conf under ../shared/realdata
//! (copied to tests/data/realdata) loads. Expected counts were taken from the files themselves
//! (rows, steps by a '.' in JobID, SOURCES.md) and from reading the damaged rows by eye.

use crate::common::{data, Env};

/// Loads one dump into a fresh database and returns (jobs, steps) stored.
fn load(args: &[&str]) -> (Env, i64, i64) {
    let env = Env::new();
    let mut full = vec!["load", "sacct"];
    full.extend_from_slice(args);
    env.ok(&full);
    let jobs = env.scalar("SELECT count(*) FROM jobs").parse().unwrap();
    let steps = env.scalar("SELECT count(*) FROM steps").parse().unwrap();
    (env, jobs, steps)
}

fn xdmod(file: &str) -> (Env, i64, i64) {
    load(&[
        &data(&format!("realdata/xdmod/{file}")),
        "--columns",
        "xdmod",
    ])
}

#[test]
fn xdmod_phillips_4285_real_jobs() {
    let (env, jobs, steps) = xdmod("referencedata/phillips.log.gz");
    assert_eq!((jobs, steps), (4285, 0));
    assert_eq!(
        env.scalar("SELECT count(*) FROM jobs WHERE req_mem_per = 'node'"),
        "4285"
    );
    assert_eq!(
        env.scalar("SELECT alloc_gpus FROM jobs WHERE job_id = '163485'"),
        "2.0"
    );
    assert_eq!(
        env.scalar("SELECT cancelled_by FROM jobs WHERE job_id = '163485'"),
        "380693"
    );
}

#[test]
fn xdmod_pozidriv_11704_real_jobs_by_state() {
    let (env, jobs, _) = xdmod("referencedata/pozidriv.log.gz");
    assert_eq!(jobs, 11704);
    let states = env.ok(&[
        "sql",
        "--format",
        "csv",
        "SELECT state, count(*) FROM jobs GROUP BY state ORDER BY state",
    ]);
    assert_eq!(states, "state,count_star()\nCANCELLED,468\nCOMPLETED,10134\nFAILED,1007\nPREEMPTED,86\nTIMEOUT,9\n");
}

#[test]
fn xdmod_small_files() {
    assert_eq!(xdmod("slurm/accounting-logs.log").1, 4);
    let (env, jobs, _) = xdmod("slurm/accounting-logs-with-job-arrays.log");
    assert_eq!(jobs, 6);
    assert_eq!(
        env.scalar("SELECT string_agg(array_tasks_pending, ' ' ORDER BY job_id) FROM jobs WHERE array_tasks_pending IS NOT NULL"),
        "[1,5] [1-3] [9-11,13,16-20] [9-11,20] [91,100-102]"
    );
    assert_eq!(
        env.scalar("SELECT DISTINCT req_mem_mb || ' per ' || req_mem_per FROM jobs"),
        "3000.0 per cpu"
    );
    let (env, jobs, _) = xdmod("slurm/non-ended-job-state.log");
    assert_eq!(jobs, 2);
    assert_eq!(
        env.scalar("SELECT count(*) FROM jobs WHERE state = 'PENDING' AND start_time IS NULL"),
        "1"
    );
    let (env, jobs, _) = xdmod("slurm/unknown-job-state.log");
    assert_eq!(jobs, 2);
    assert_eq!(
        env.scalar("SELECT string_agg(state, ',' ORDER BY state) FROM jobs WHERE NOT state_known"),
        "BAR,FOO"
    );
    let (env, _, _) = xdmod("slurm/utf8-multibyte-chars.log");
    assert_eq!(env.scalar("SELECT job_name FROM jobs"), "aàb");
}

#[test]
fn hb_jobinfo_snowman_delimiter_trailing_no_header() {
    let columns = "JobID,JobName,User,Partition,NodeList,NNodes,NCPUs,NTasks,State,Submit,Start,End,Timelimit,Elapsed,TotalCPU,CPUTime,UserCPU,SystemCPU,ReqMem,MaxRSS,MaxVMSize,ReqTRES,AllocTRES,TRESUsageInMax,TRESUsageInTot,TRESUsageOutTot,MaxDiskRead,MaxDiskWrite,MaxRSSNode,MaxRSSTask,MaxVMSizeNode,MaxVMSizeTask,MaxDiskReadNode,MaxDiskReadTask,MaxDiskWriteNode,MaxDiskWriteTask,Comment";
    let (env, jobs, steps) = load(&[
        &data("realdata/hb-jobinfo/sacct.txt"),
        "--columns",
        columns,
        "--delimiter",
        "☃",
        "--parsable",
        "--cluster",
        "habrok",
    ]);
    assert_eq!((jobs, steps), (100, 142));
    assert_eq!(
        env.scalar("SELECT count(*) FROM jobs WHERE array_task_id IS NOT NULL"),
        "24"
    );
    assert_eq!(
        env.scalar("SELECT count(*) FROM jobs WHERE state = 'NODE_FAIL'"),
        "1"
    );
}

#[test]
fn slurm2sql_both_column_sets_are_the_same_jobs() {
    let env = Env::new();
    let (one, two) = (
        data("realdata/slurm2sql/test-data1.csv"),
        data("realdata/slurm2sql/test-data2.csv"),
    );
    env.ok(&["load", "sacct", &one, &two, "--cluster", "triton"]);
    // Same 2 jobs and 3 steps under 51 and 50 columns: the second dump replaces the first.
    assert_eq!(env.scalar("SELECT count(*) FROM jobs"), "2");
    assert_eq!(env.scalar("SELECT count(*) FROM steps"), "3");
    assert_eq!(env.scalar("SELECT count(*) FROM loads"), "2");
}

#[test]
fn micro_cluster_run_with_its_tree_and_config() {
    let (env, jobs, _) = load(&[&data(
        "realdata/slurm_sim_tools/micro_cluster/slurm_acct.out",
    )]);
    assert_eq!(jobs, 500);
    env.ok(&[
        "load",
        "conf",
        &data("realdata/slurm_sim_tools/micro_cluster/slurm.conf"),
    ]);
    env.ok(&[
        "load",
        "assoc",
        &data("realdata/slurm_sim_tools/micro_cluster/sacctmgr.script"),
    ]);
    env.ok(&[
        "load",
        "qos",
        &data("realdata/slurm_sim_tools/micro_cluster/sacctmgr.script"),
    ]);
    assert_eq!(
        env.scalar("SELECT value FROM config WHERE key = 'PriorityDecayHalfLife'"),
        "0-4"
    );
    assert_eq!(
        env.scalar("SELECT string_agg(name || '=' || priority, ',' ORDER BY name) FROM qos"),
        "normal=0,supporters=100"
    );
    // root + root user + 3 accounts + admin + 5 users
    assert_eq!(env.scalar("SELECT count(*) FROM assoc"), "11");
    // every job's account is in the tree
    assert_eq!(
        env.scalar("SELECT count(*) FROM jobs WHERE account NOT IN (SELECT account FROM assoc)"),
        "0"
    );
}

#[test]
fn ub_ccr_format_all_with_newlines_and_pipes_in_free_text() {
    let dir = "realdata/slurm_sim_tools/ub-ccr-sacct";
    let (env, jobs, steps) = load(&[&data(&format!("{dir}/sacct_dump2110.log"))]);
    // job 7957382 five times (same allocation, SubmitLine variants with '|'), .batch, .extern
    assert_eq!((jobs, steps), (1, 2));
    // the last of the five records wins; its name is the only reading that fits
    assert_eq!(env.scalar("SELECT job_name FROM jobs"), "qlo|gin|");
    let (_, jobs, steps) = load(&[&data(&format!("{dir}/sacct_submitline_multiline.log"))]);
    assert_eq!((jobs, steps), (2, 7));
    let (env, jobs, _) = load(&[&data(&format!("{dir}/sacct_simple.log")), "--cluster", "ub"]);
    assert_eq!(jobs, 4);
    assert_eq!(
        env.scalar("SELECT string_agg(job_name, ' ' ORDER BY job_id) FROM jobs"),
        "job_00001 job_0||0002 job_0|0003 job_|00004"
    );
}

#[test]
fn ub_ccr_2101_fragment_fails_cleanly_unless_skipped() {
    let path = data("realdata/slurm_sim_tools/ub-ccr-sacct/sacct_dump2101.log");
    let env = Env::new();
    let err = env.fails(&["load", "sacct", &path]);
    assert!(err.contains("sacct_dump2101.log:16: row has 74 fields but the header has 107 columns, and the file ends"), "{err}");
    assert_eq!(env.total_rows(), "0");
    let out = env
        .cmd(&["load", "sacct", &path, "--skip-bad-rows"])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("warning: skipped"));
    assert_eq!(env.scalar("SELECT count(*) FROM jobs"), "12");
    assert_eq!(env.scalar("SELECT count(*) FROM steps"), "2");
    assert_eq!(env.scalar("SELECT skipped FROM loads"), "1");
    // pipes inside Constraints and JobName in the same row
    assert_eq!(
        env.scalar("SELECT job_name FROM jobs WHERE job_id = '4830976'"),
        "Job| Name |003"
    );
    assert_eq!(
        env.scalar("SELECT job_name FROM jobs WHERE job_id = '4830977'"),
        "Jo| bNa| me003"
    );
}

#[test]
fn slurm_web_json_24_11() {
    let env = Env::new();
    for f in ["completed", "timeout", "pending", "gpus-multi-nodes"] {
        env.ok(&[
            "load",
            "sacct",
            &data(&format!(
                "realdata/Slurm-web/24.11-v0.0.41/slurmdb-job-{f}.json"
            )),
        ]);
    }
    assert_eq!(env.scalar("SELECT count(*) FROM jobs"), "4");
    assert_eq!(
        env.scalar("SELECT string_agg(state, ',' ORDER BY state) FROM jobs"),
        "COMPLETED,PENDING,RUNNING,TIMEOUT"
    );
    assert_eq!(
        env.scalar("SELECT count(*) FROM steps WHERE step = 'batch'"),
        "3"
    );
}

#[test]
fn trees_qos_and_configs() {
    let env = Env::new();
    env.ok(&[
        "load",
        "assoc",
        &data("realdata/Slurm-web/24.11-v0.0.41/slurmdb-associations.json"),
    ]);
    assert_eq!(env.scalar("SELECT count(*) FROM assoc"), "18");
    env.ok(&[
        "load",
        "assoc",
        &data("realdata/Training-Lawrencium-101-Feb2021/sacctmgr-show-association-p.txt"),
    ]);
    assert_eq!(env.scalar("SELECT string_agg(partition, ',' ORDER BY partition) FROM assoc WHERE cluster = 'perceus-00'"), "es1,lr6");
    env.ok(&[
        "load",
        "assoc",
        &data("realdata/slurm_sim_tools/medium_cluster/sacctmgr.script"),
    ]);
    // 94 `add user … Fairshare=parent` lines
    assert_eq!(
        env.scalar("SELECT count(*) FROM assoc WHERE cluster = 'ubhpc' AND raw_shares IS NULL"),
        "94"
    );
    env.ok(&[
        "load",
        "qos",
        &data("realdata/Slurm-web/24.11-v0.0.41/slurm-qos.json"),
    ]);
    env.ok(&[
        "load",
        "qos",
        &data("realdata/slurm_sim_tools/medium_cluster/sacctmgr.script"),
    ]);
    assert_eq!(env.scalar("SELECT count(*) FROM qos"), "5");
    for conf in [
        "realdata/slurm_sim_tools/medium_cluster/slurm.conf",
        "realdata/slurm_sim_tools/micro_cluster/slurm.conf",
        "realdata/Flexible-Slurm-Configuration-for-Large-Scale-HPC/cirrus-slurm.conf",
        "realdata/au-slurm-package/slurm.conf",
    ] {
        env.ok(&["load", "conf", &data(conf)]);
    }
    env.ok(&[
        "load",
        "conf",
        &data(
            "realdata/Flexible-Slurm-Configuration-for-Large-Scale-HPC/archer2-slurm-template.conf",
        ),
        "--cluster",
        "archer2",
    ]);
    assert_eq!(
        env.scalar(
            "SELECT value FROM config WHERE cluster = 'cirrus' AND key = 'PriorityDecayHalfLife'"
        ),
        "4-0"
    );
    assert_eq!(
        env.scalar(
            "SELECT value FROM config WHERE cluster = 'GenomeDK' AND key = 'PriorityWeightQOS'"
        ),
        "0"
    );
    // medium_cluster: the old partition Priority= key sets job factor and tier
    assert_eq!(env.scalar("SELECT priority_job_factor || '/' || priority_tier FROM partitions WHERE name = 'debug'"), "700/700");
    // 87 + 96 + 24 + 8 nodes
    assert_eq!(
        env.scalar("SELECT node_count FROM partitions WHERE name = 'general-compute'"),
        "215"
    );
}

/// The NASA Ames iPSC/860 trace (Parallel Workloads Archive, SWF): 18,239 jobs, 474,238,015
/// CPU-seconds in all, 171,530,396 of them user 4's (summed from the file with awk).
#[test]
fn swf_nasa_ipsc_trace() {
    let env = Env::new();
    let file = data("realdata/cloudsimplus-examples/NASA-iPSC-1993-3.1-cln.swf.gz");
    let run = env
        .cmd(&["load", "swf", &file, "--cluster", "ipsc"])
        .output()
        .unwrap();
    assert!(run.status.success());
    let (out, err) = (
        String::from_utf8_lossy(&run.stdout),
        String::from_utf8_lossy(&run.stderr),
    );
    assert!(out.contains("loaded 18239 records"), "{out}");
    assert!(
        err.contains("18239 jobs have no wait time (-1): taken as started when submitted"),
        "{err}"
    );
    let again = env.ok(&["load", "swf", &file, "--cluster", "ipsc"]);
    assert!(again.contains("already loaded"), "{again}");
    assert_eq!(
        env.scalar("SELECT sum(alloc_cpus * elapsed_s) FROM jobs"),
        "474238015"
    );
    assert_eq!(
        env.scalar("SELECT sum(alloc_cpus * elapsed_s) FROM jobs WHERE \"user\" = '4'"),
        "171530396"
    );
    let top = env.ok(&[
        "--tz",
        "UTC",
        "sreport",
        "-P",
        "user",
        "topusage",
        "start=1993-10-01",
        "end=1994-01-01",
    ]);
    let first = top
        .lines()
        .find(|l| l.starts_with("ipsc|"))
        .unwrap_or_default();
    assert!(first.starts_with("ipsc|4|"), "{top}");
}

/// ARCHER2's user guide prints plain `sprio` (factor columns of non-zero weights only).
#[test]
fn archer2_sprio_by_its_header() {
    let env = Env::new();
    let file = data("realdata/archer2-docs/sprio-l_archer2.txt");
    env.ok(&[
        "load",
        "sprio",
        &file,
        "--at",
        "@1700000000",
        "--cluster",
        "archer2",
    ]);
    assert_eq!(env.scalar("SELECT count(*) FROM observed_queue"), "11");
    assert_eq!(
        env.scalar(
            "SELECT priority || ' ' || coalesce(CAST(nice AS VARCHAR), 'unknown') \
             FROM observed_queue WHERE job_id = '828800'"
        ),
        "1154 unknown"
    );
}

/// slurm_exporter's `sshare -a -P -n -o Account,User,RawShares,NormShares,RawUsage,NormUsage,
/// FairShare`: no header, depth by leading spaces, `parent` shares, blank account FairShare.
#[test]
fn slurm_exporter_headerless_sshare() {
    let env = Env::new();
    let file = data("realdata/slurm_exporter/fairshare.txt");
    let at = ["--at", "@1700000000", "--cluster", "x"];
    let e = env.fails(&[&["load", "sshare", &file][..], &at].concat());
    assert!(e.contains("give --columns"), "{e}");
    let columns = "Account,User,RawShares,NormShares,RawUsage,NormUsage,FairShare";
    env.ok(&[&["load", "sshare", &file, "--columns", columns][..], &at].concat());
    assert_eq!(env.scalar("SELECT count(*) FROM observed_sshare"), "10");
    assert_eq!(
        env.scalar(
            "SELECT raw_usage || ' ' || fairshare FROM observed_sshare \
             WHERE account = 'account_a' AND \"user\" = 'user3'"
        ),
        "50000.0 0.75"
    );
    assert_eq!(
        env.scalar(
            "SELECT coalesce(CAST(fairshare AS VARCHAR), 'blank') FROM observed_sshare \
             WHERE account = 'account_b' AND \"user\" = ''"
        ),
        "blank"
    );
}
