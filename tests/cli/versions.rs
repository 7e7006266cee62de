//! Issue 26: the Slurm release that wrote the dumps, and the rules that changed between
//! releases, keyed on it.

use std::path::PathBuf;

use crate::common::Env;

fn case_file(case: &str, file: &str) -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(case)
        .join("final")
        .join(file)
        .to_string_lossy()
        .into_owned()
}

/// What golden-check loads of a case's final/, beside slurm.conf.
const TREE_QOS_JOBS: [(&str, &str); 3] = [
    ("qos", "sacctmgr_qos.psv"),
    ("assoc", "sacctmgr_assoc_full.psv"),
    ("sacct", "sacct_core.psv"),
];

/// Loads `files` ((kind, file) of the case's final/).
fn load_files(env: &Env, case: &str, files: &[(&str, &str)]) {
    for (kind, file) in files {
        env.ok(&["load", kind, &case_file(case, file)]);
    }
}

/// Stderr of a successful run.
fn stderr(env: &Env, args: &[&str]) -> String {
    let out = env.cmd(args).output().unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// `info` names each release known and what told it: a `sacct --json` dump's meta (zeta's,
/// written by 22.05.8), `scontrol show config`'s SLURM_VERSION, `load conf --slurm-version`.
#[test]
fn the_release_comes_from_dumps_and_configurations() {
    let env = Env::new();
    env.ok(&["load", "conf", &case_file("zeta", "slurm.conf")]);
    env.ok(&["load", "sacct", &case_file("zeta", "sacct.json.gz")]);
    let info = env.ok(&["info", "--format", "csv"]);
    assert!(
        info.contains("zeta,1795609946,22.05.8,sacct --json meta:"),
        "{info}"
    );
    let out = stderr(
        &env,
        &["load", "conf", &case_file("zeta", "scontrol_config.txt")],
    );
    assert!(out.contains("no partitions or nodes"), "{out}");
    // It replaced slurm.conf's version, keeping its partitions and nodes.
    let kept = "SELECT count(*) FROM partitions p JOIN setting_versions v USING (load_id) \
                WHERE v.kind = 'conf'";
    assert_eq!(env.scalar(kept), "3");
    assert_eq!(
        env.scalar("SELECT count(*) FROM setting_versions WHERE kind = 'conf'"),
        "1"
    );
    let info = env.ok(&["info", "--format", "csv"]);
    assert!(info.contains(",22.05.8,conf: "), "{info}");
    assert!(info.contains("scontrol_config.txt"), "{info}");
    env.ok(&[
        "load",
        "conf",
        &case_file("zeta", "slurm.conf"),
        "--slurm-version",
        "26.05.5",
    ]);
    let info = env.ok(&["info", "--format", "csv"]);
    assert!(info.contains(",26.05.5,conf: "), "{info}");
    let err = env.fails(&[
        "load",
        "conf",
        &case_file("zeta", "slurm.conf"),
        "--slurm-version",
        "latest",
    ]);
    assert!(
        err.contains("--slurm-version") && err.contains("latest"),
        "{err}"
    );
    // A `sacct -P` dump with 24.11's columns says at least 24.11.
    let psv = env.write(
        "new.psv",
        b"JobID|JobIDRaw|Cluster|Partition|Account|User|QOS|QOSREQ|Submit|Eligible|Start|End|State|AllocTRES|Planned\n\
          7|7|zeta|batch|astro|u1|normal|normal|2026-11-25T12:40:00|2026-11-25T12:40:00|2026-11-25T12:40:01|2026-11-25T12:41:01|COMPLETED|cpu=1,mem=1000M,node=1,billing=1|00:00:01\n",
    );
    env.ok(&["load", "sacct", &psv]);
    let info = env.ok(&["info", "--format", "csv"]);
    assert!(
        info.contains("zeta,1795610400,24.11.0,sacct columns (at least):"),
        "{info}"
    );
}

/// slurm.conf without PriorityType: priority/basic before 23.11 (said in a warning), the
/// multifactor plugin from 23.11 on.
#[test]
fn an_unset_priority_type_meant_basic_before_23_11() {
    let env = Env::new();
    let conf = std::fs::read_to_string(case_file("zeta", "slurm.conf")).unwrap();
    let without: String = conf
        .lines()
        .filter(|l| !l.starts_with("PriorityType"))
        .map(|l| format!("{l}\n"))
        .collect();
    assert_ne!(without, conf);
    let conf = env.write("slurm.conf", without.as_bytes());
    load_files(&env, "zeta", &TREE_QOS_JOBS);
    let sshare = ["sshare", "-a", "-P", "--at", "2026-11-25T13:00:00"];
    env.ok(&["load", "conf", &conf, "--slurm-version", "23.02.7"]);
    let err = stderr(&env, &sshare);
    assert!(
        err.contains("priority/basic ran under Slurm 23.02.7"),
        "{err}"
    );
    env.ok(&["load", "conf", &conf, "--slurm-version", "23.11.0"]);
    let err = stderr(&env, &sshare);
    assert!(!err.contains("priority/basic"), "{err}");
}

/// `PriorityFlags=MAX_TRES_GRES` came with 25.05; before, Slurm found `MAX_TRES` in it. On
/// delta (GPU jobs in a partition with GRES billing weights) the two differ from 25.05 on.
#[test]
fn max_tres_gres_reads_as_max_tres_before_25_05() {
    let env = Env::new();
    load_files(&env, "delta", &[("conf", "slurm.conf")]);
    load_files(&env, "delta", &TREE_QOS_JOBS);
    let usage = |flags: &str, release: &str| {
        env.ok(&[
            "--set",
            flags,
            "--set",
            release,
            "--set",
            "PriorityCalcPhase=@0",
            "sshare",
            "-a",
            "-P",
            "-o",
            "Account,User,RawUsage",
            "--at",
            "2026-11-25T10:40:00",
        ])
    };
    let max_tres = usage("PriorityFlags=MAX_TRES", "SlurmVersion=24.11.5");
    assert_eq!(
        usage("PriorityFlags=MAX_TRES_GRES", "SlurmVersion=24.11.5"),
        max_tres
    );
    assert_ne!(
        usage("PriorityFlags=MAX_TRES_GRES", "SlurmVersion=25.05.0"),
        max_tres
    );
}

/// From 25.11 sshare prints no FairShare on account rows under classic fairshare either
/// (beta: `NO_FAIR_TREE`), printed as each release would (`--slurm-version`).
#[test]
fn classic_account_fairshare_is_blank_from_25_11() {
    let env = Env::new();
    load_files(&env, "beta", &[("conf", "slurm.conf")]);
    load_files(&env, "beta", &TREE_QOS_JOBS);
    let account_rows = |release: &str| -> Vec<String> {
        let out = env.ok(&[
            "--slurm-version",
            release,
            "sshare",
            "-a",
            "-P",
            "-o",
            "Account,User,FairShare",
            "--at",
            "@1795603107",
        ]);
        out.lines()
            .skip(1)
            .filter(|l| l.split('|').nth(1) == Some(""))
            .map(|l| l.split('|').nth(2).unwrap().to_string())
            .collect()
    };
    let before = account_rows("25.05.0");
    assert!(before.iter().all(|f| !f.is_empty()), "{before:?}");
    let after = account_rows("25.11.0");
    assert!(
        after.len() > 3 && after.iter().all(String::is_empty),
        "{after:?}"
    );
}

/// Slurm 26.05.5 (the eta capture) prints a row per QOS for a job asking for several
/// (`--qos=b,a` on its submission line; sacct's QOS names only the one it would run under),
/// each with its own QOS factor, the highest-priority QOS first. At 15:29:54 every such row
/// prints as Slurm printed it, and sprio -l names the QOS and the account as 26.05 does.
#[test]
fn multi_qos_jobs_print_a_sprio_row_per_qos() {
    let env = Env::new();
    env.ok(&[
        "load",
        "conf",
        &case_file("eta", "slurm.conf"),
        "--slurm-version",
        "26.05.5",
    ]);
    load_files(&env, "eta", &TREE_QOS_JOBS);
    load_files(
        &env,
        "eta",
        &[("transactions", "sacctmgr_transactions_cluster.psv")],
    );
    let snap = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden/eta/snapshots/snap-1795620594-20261125T152954Z");
    // %i|%r|%n|%o|%u|%Y|%y|%a|%A|%b|%B|%f|%F|%j|%J|%p|%P|%q|%Q|%N|%S|%t|%T
    let theirs: Vec<Vec<String>> = std::fs::read_to_string(snap.join("sprio_qos.psv"))
        .unwrap()
        .lines()
        .map(|l| {
            let f: Vec<&str> = l.split('|').collect();
            [0, 1, 2, 3, 5, 8, 10, 12, 14, 16, 18, 19]
                .map(|k| f[k].to_string())
                .to_vec()
        })
        .collect();
    let rows_of =
        |job: &str| -> Vec<&Vec<String>> { theirs.iter().filter(|r| r[0] == job).collect() };
    let multi: Vec<&str> = theirs
        .iter()
        .map(|r| r[0].as_str())
        .filter(|j| {
            rows_of(j)
                .iter()
                .map(|r| &r[2])
                .collect::<std::collections::HashSet<_>>()
                .len()
                > 1
        })
        .collect();
    assert!(multi.len() >= 6, "{multi:?}");
    let out = env.ok(&[
        "sprio",
        "-h",
        "-o",
        "%i|%r|%n|%o|%Y|%A|%B|%F|%J|%P|%Q|%N",
        "--at",
        "@1795620594",
    ]);
    let ours: Vec<Vec<String>> = out
        .lines()
        .map(|l| l.split('|').map(|s| s.trim().to_string()).collect())
        .collect();
    for job in &multi {
        let mine: Vec<&Vec<String>> = ours.iter().filter(|r| r[0] == *job).collect();
        assert_eq!(mine, rows_of(job), "job {job}");
    }
    let long = env.ok(&["sprio", "-l", "--at", "@1795620594"]);
    let header: Vec<&str> = long.lines().next().unwrap().split_whitespace().collect();
    assert_eq!(
        &header[..5],
        ["JOBID", "PARTITION", "USER", "ACCOUNT", "PRIORITY"]
    );
    assert!(header.contains(&"QOSNAME"), "{header:?}");
    // squeue shows such a job at its lowest QOS's priority: the queue says so.
    let run = env
        .cmd(&["squeue", "--at", "@1795620594"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&run.stderr);
    assert!(err.contains("jobs asked for several QOS"), "{err}");
    squeue_priority_is_slurms(&env);
}

/// Over every eta snapshot, the queue's SQUEUE_PRIORITY of each pending job asking for
/// several QOS against the `squeue -o %Q` Slurm printed then: a scheduling pass writes back
/// the priority of each row it pops, so the job shows its last — the lowest of its
/// lowest-tier rows (job_scheduler.c `schedule`; helper-read, 22.05 to 26.05). The misses are
/// a job Slurm showed at 0 (held) while ours waits.
fn squeue_priority_is_slurms(env: &Env) {
    use std::io::Read;
    let snaps = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden/eta/snapshots");
    let (mut seen, mut equal) = (0, 0);
    for snap in std::fs::read_dir(&snaps)
        .unwrap()
        .map(|e| e.unwrap().path())
    {
        let captures = std::fs::read_to_string(snap.join("CAPTURES.tsv")).unwrap();
        let Some(at) = captures
            .lines()
            .find(|l| l.starts_with("squeue.psv\t"))
            .and_then(|l| l.split("epoch_before=").nth(1))
            .and_then(|v| v.split(['.', ' ']).next())
        else {
            continue;
        };
        let mut text = String::new();
        let gz = std::fs::File::open(snap.join("squeue.psv.gz")).unwrap();
        flate2::read::GzDecoder::new(gz)
            .read_to_string(&mut text)
            .unwrap();
        // %i|%F|%K|%u|%a|%P|%q|%T|%Q|…: pending jobs' %Q by id.
        let theirs: std::collections::HashMap<&str, &str> = text
            .lines()
            .skip(1)
            .map(|l| l.split('|').collect::<Vec<_>>())
            .filter(|f| f[7] == "PENDING")
            .map(|f| (f[0], f[8]))
            .collect();
        let csv = env.ok(&["squeue", "--at", &format!("@{at}"), "--format", "csv"]);
        // RANK,JOBID,PARTITION,TIER,USER,ACCOUNT,QOS,PRIORITY,SQUEUE_PRIORITY,SUBMIT_TIME
        let rows: Vec<Vec<&str>> = csv
            .lines()
            .skip(1)
            .map(|l| l.split(',').collect())
            .collect();
        for job in theirs.keys() {
            let mine: Vec<&Vec<&str>> = rows.iter().filter(|r| r[1] == *job).collect();
            let qos: std::collections::HashSet<&str> = mine.iter().map(|r| r[6]).collect();
            if qos.len() < 2 {
                continue;
            }
            seen += 1;
            equal += usize::from(mine[0][8] == theirs[job]);
        }
    }
    assert!(seen >= 100, "{seen} sightings");
    assert!(equal * 100 >= seen * 95, "{equal} of {seen}");
    eprintln!("squeue %Q of multi-QOS jobs: {equal} of {seen} as Slurm printed");
}

/// Real dumps of 26.05.5 (eta) and 24.11.5 (theta): `sacct --json` (data_parser v0.0.45 and
/// v0.0.42) names its release in its meta; `sacct -P` with every field says at least the
/// release whose sacct has those columns; both keep the QOS lists jobs asked for (QOSREQ).
#[test]
fn newer_releases_dumps_load_and_say_their_release() {
    for (case, json_release, columns_release) in [
        ("eta", "26.05.5", "26.05.0"),
        ("theta", "24.11.5", "24.11.0"),
    ] {
        let env = Env::new();
        env.ok(&["load", "sacct", &case_file(case, "sacct_all.psv.gz")]);
        env.ok(&["load", "sacct", &case_file(case, "sacct.json.gz")]);
        let info = env.ok(&["info", "--format", "csv"]);
        assert!(
            info.contains(&format!(",{json_release},sacct --json meta:")),
            "{case}: {info}"
        );
        assert!(
            info.contains(&format!(",{columns_release},sacct columns (at least):")),
            "{case}: {info}"
        );
        let lists = env.scalar("SELECT count(*) FROM jobs WHERE qos_req LIKE '%,%'");
        assert!(lists.parse::<i64>().unwrap() >= 15, "{case}: {lists}");
        // The tree's Lineage field says 23.11 at least (lft/rgt before).
        env.ok(&["load", "assoc", &case_file(case, "sacctmgr_assoc_full.psv")]);
        let info = env.ok(&["info", "--format", "csv"]);
        assert!(
            info.contains(",23.11.0,sacctmgr Lineage (at least):"),
            "{case}: {info}"
        );
    }
    // A 22.05 tree has lft/rgt and says nothing.
    let env = Env::new();
    env.ok(&[
        "load",
        "assoc",
        &case_file("zeta", "sacctmgr_assoc_full.psv"),
    ]);
    assert!(!env.ok(&["info", "--format", "csv"]).contains("Lineage"));
}

/// A history spanning an upgrade: zeta's slurm.conf (without PriorityType) in force under
/// 22.05.8 until 12:50 and under 26.05.5 from then. Each period follows its own release:
/// before, priority/basic (the warning) and 22.05's `sprio -l` layout; after, multifactor
/// and 26.05's ACCOUNT and QOSNAME columns.
#[test]
fn a_history_spanning_an_upgrade_follows_each_release_in_its_period() {
    let env = Env::new();
    let conf = std::fs::read_to_string(case_file("zeta", "slurm.conf")).unwrap();
    let without: String = conf
        .lines()
        .filter(|l| !l.starts_with("PriorityType"))
        .map(|l| format!("{l}\n"))
        .collect();
    let conf = env.write("slurm.conf", without.as_bytes());
    for (release, from) in [
        ("22.05.8", "2026-11-25T12:00:00"),
        ("26.05.5", "2026-11-25T12:50:00"),
    ] {
        env.ok(&[
            "load",
            "conf",
            &conf,
            "--slurm-version",
            release,
            "--valid-from",
            from,
        ]);
    }
    load_files(&env, "zeta", &TREE_QOS_JOBS);
    let sprio_long = |at: &str| {
        let out = env.cmd(&["sprio", "-l", "--at", at]).output().unwrap();
        assert!(out.status.success());
        let header = String::from_utf8_lossy(&out.stdout)
            .lines()
            .next()
            .unwrap_or("")
            .to_string();
        (header, String::from_utf8_lossy(&out.stderr).into_owned())
    };
    let (header, err) = sprio_long("2026-11-25T12:45:00");
    assert!(
        err.contains("priority/basic ran under Slurm 22.05.8"),
        "{err}"
    );
    assert!(!header.contains("ACCOUNT"), "{header}");
    let (header, err) = sprio_long("2026-11-25T13:05:00");
    assert!(!err.contains("priority/basic"), "{err}");
    assert!(
        header.contains("ACCOUNT") && header.contains("QOSNAME"),
        "{header}"
    );
}
