//! Issue 7: what-if runs, partition overrides, and LSF's fairshare as a second model.

use crate::common::{data, sample, Env};

fn sample_env() -> Env {
    let env = Env::new();
    env.ok(&["--tz", "UTC", "load", "conf", &sample("slurm.conf")]);
    env.ok(&["load", "assoc", &sample("assoc.psv")]);
    env.ok(&["load", "qos", &sample("qos.psv")]);
    env.ok(&["--tz", "UTC", "load", "sacct", &sample("sacct.psv.gz")]);
    env
}

fn user_move(v: &serde_json::Value, account: &str, user: &str) -> i64 {
    v["users"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["ACCOUNT"] == account && r["USER"] == user)
        .unwrap()["MOVE"]
        .as_i64()
        .unwrap()
}

/// A longer half-life weighs old usage more: in chemistry, ada's usage is old (its CPU time
/// ended 44 days before on average) and joule's recent (14 days), so with 28 days instead of
/// 7 ada falls in the ranking and joule rises.
#[test]
fn longer_half_life_moves_old_usage_down() {
    let env = sample_env();
    let ages = env.ok(&[
        "sql",
        "SELECT \"user\", sum(alloc_cpus*elapsed_s*(epoch(TIMESTAMP '2026-09-30')-epoch(end_time)))/sum(alloc_cpus*elapsed_s)/86400 AS age FROM jobs WHERE account='chemistry' AND \"user\" IN ('ada','joule') AND end_time < TIMESTAMP '2026-09-30' GROUP BY 1 ORDER BY 1",
        "--format",
        "csv",
    ]);
    let age: Vec<f64> = ages
        .lines()
        .skip(1)
        .map(|l| l.split(',').nth(1).unwrap().parse().unwrap())
        .collect();
    assert!(age[0] > 2.0 * age[1], "ada's usage is the older: {ages}");
    let out = env.ok(&[
        "--tz",
        "UTC",
        "--set",
        "PriorityDecayHalfLife=28-0",
        "whatif",
        "--at",
        "2026-09-30",
        "--format",
        "json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert!(user_move(&v, "chemistry", "ada") < 0, "{out}");
    assert!(user_move(&v, "chemistry", "joule") > 0, "{out}");
    assert!(v["jobs"].as_array().is_some_and(|j| !j.is_empty()));
    let err = env.fails(&["whatif", "--at", "2026-09-30"]);
    assert!(err.contains("--set"), "{err}");
}

/// Billing weights per partition: GPUs billed at 64 instead of 16 raise the gpu-heavy
/// accounts' billing usage; a key outside the partition's is refused.
#[test]
fn partition_overrides_change_billing() {
    let env = sample_env();
    let billing = |extra: &[&str]| -> f64 {
        let mut args = extra.to_vec();
        args.extend([
            "--tz",
            "UTC",
            "usage",
            "--at",
            "2026-09-30",
            "--by",
            "account",
            "-T",
            "billing",
            "--format",
            "csv",
        ]);
        let out = env.ok(&args);
        let row = out
            .lines()
            .find(|l| l.starts_with("root,") || l.starts_with("\"root"))
            .unwrap()
            .to_string();
        row.rsplit(',').next().unwrap().parse().unwrap()
    };
    let before = billing(&[]);
    let after = billing(&[
        "--set",
        "PartitionName=gpu:TRESBillingWeights=CPU=1.0,Mem=0.125G,GRES/gpu=64",
    ]);
    assert!(after > before, "{before} → {after}");
    let err = env.fails(&["--set", "PartitionName=gpu:MaxTime=1", "info"]);
    assert!(err.contains("PartitionName=NAME:KEY=VALUE"), "{err}");
}

/// LSF on the audit's tiny case at 10:00, no decay (HIST_HOURS=0), TotalCPU unknown so CPU
/// time = slots × elapsed: a1 11 CPU-h with 1 job of 1 slot running for 1 h; a2 2 CPU-h;
/// b1 26. Priorities: a1 1/(11·0.7 + 1·0.7 + 2·3) = 1/14.4, a2 1/(2·0.7 + 3) = 1/4.4,
/// b1 1/(26·0.7 + 3) = 1/21.2; groups A 3/(13·0.7 + 0.7 + 2·3) = 3/15.8, B = b1.
#[test]
fn lsf_by_hand() {
    let env = Env::new();
    env.ok(&["load", "conf", &data("audit/slurm.conf")]);
    env.ok(&["load", "assoc", &data("audit/assoc.psv")]);
    env.ok(&["load", "sacct", &data("audit/sacct.psv")]);
    let out = env.ok(&[
        "--tz",
        "UTC",
        "--set",
        "HIST_HOURS=0",
        "bqueues",
        "-l",
        "--at",
        "2026-01-01T10:00:00",
    ]);
    let line = |name: &str| {
        out.lines()
            .find(|l| l.split_whitespace().next() == Some(name))
            .unwrap()
            .to_string()
    };
    let prio = |name: &str| -> f64 {
        line(name)
            .split_whitespace()
            .nth(2)
            .unwrap()
            .parse()
            .unwrap()
    };
    assert_eq!(
        prio("A/"),
        (3.0f64 / 15.8 * 1000.0).round() / 1000.0,
        "{out}"
    );
    assert_eq!(prio("B/"), (1.0f64 / 21.2 * 1000.0).round() / 1000.0);
    assert_eq!(prio("a1"), (1.0f64 / 14.4 * 1000.0).round() / 1000.0);
    assert_eq!(prio("a2"), (1.0f64 / 4.4 * 1000.0).round() / 1000.0);
    // A's CPU time 13 h = 46800 s, run time of its running job 1 h, 1 job started.
    let a: Vec<String> = line("A/").split_whitespace().map(String::from).collect();
    assert_eq!(
        (a[3].as_str(), a[5].as_str(), a[6].as_str()),
        ("1", "46800.0", "3600"),
        "{out}"
    );
    // Side by side with Slurm's Fair Tree: the same order here (a2, a1, b1).
    let v: serde_json::Value = serde_json::from_str(&env.ok(&[
        "--tz",
        "UTC",
        "--set",
        "FairshareModel=lsf",
        "--set",
        "HIST_HOURS=0",
        "whatif",
        "--at",
        "2026-01-01T10:00:00",
        "--format",
        "json",
    ]))
    .unwrap();
    let users = v["users"].as_array().unwrap();
    let a2 = users.iter().find(|r| r["USER"] == "a2").unwrap();
    assert_eq!(a2["RANK_CHANGED"], 1);
    assert!((a2["LSF_PRIORITY"].as_f64().unwrap() - 1.0 / 4.4).abs() < 1e-6);
    assert!(v["jobs"].is_null());
}

/// Settings history: slurm.conf as loaded, then a version in force from 04:00 billing CPUs
/// twice. Jobs keep the weights of the day they started: b1's job 3 (4 CPUs from 03:00, 5 h)
/// bills 4 × 18000 s, its job 4 (2 CPUs from 06:00, 3 h) 4 × 10800; a1's job 1 (2 CPUs from
/// 00:00, 5 h) 2 × 18000 and job 5 (1 CPU from 09:00, running at 10:00) 2 × 3600. No decay.
#[test]
fn billing_follows_the_settings_in_force_when_a_job_started() {
    let env = Env::new();
    env.ok(&["--tz", "UTC", "load", "conf", &data("audit/slurm.conf")]);
    env.ok(&[
        "--tz",
        "UTC",
        "load",
        "conf",
        &data("audit/slurm-cpu2.conf"),
        "--valid-from",
        "2026-01-01T04:00:00",
    ]);
    env.ok(&["load", "assoc", &data("audit/assoc.psv")]);
    env.ok(&["--tz", "UTC", "load", "sacct", &data("audit/sacct.psv")]);
    let again = env.ok(&[
        "--tz",
        "UTC",
        "load",
        "conf",
        &data("audit/slurm-cpu2.conf"),
        "--valid-from",
        "2026-01-01T04:00:00",
    ]);
    assert!(again.contains("already loaded"), "{again}");
    let usage = env.ok(&[
        "--tz",
        "UTC",
        "usage",
        "--at",
        "2026-01-01T10:00:00",
        "--by",
        "user",
        "-T",
        "billing",
        "--format",
        "csv",
    ]);
    let of = |user: &str| -> f64 {
        let row = usage
            .lines()
            .find(|l| l.contains(&format!(",{user},")) || l.split(',').any(|f| f.trim() == user))
            .unwrap();
        row.rsplit(',').next().unwrap().parse().unwrap()
    };
    assert_eq!(of("b1"), 4.0 * 18000.0 + 4.0 * 10800.0, "{usage}");
    assert_eq!(of("a1"), 2.0 * 18000.0 + 2.0 * 3600.0, "{usage}");
    let info = env.ok(&["info", "--format", "csv"]);
    assert!(
        info.contains("2026-01-01T04:00:00") && info.contains("slurm-cpu2.conf"),
        "{info}"
    );
}

/// A half-life change in the settings history: from 04:00 usage decays with a one-hour
/// half-life instead of not at all. Before 04:00 nothing changes; after, everyone's usage is
/// lower than without the change, and by more the older it is (b1's job 3 ran 03:00–08:00).
#[test]
fn decay_follows_the_half_life_in_force() {
    let raw = |versions: bool, at: &str| -> Vec<(String, f64)> {
        let env = Env::new();
        env.ok(&["--tz", "UTC", "load", "conf", &data("audit/slurm.conf")]);
        if versions {
            env.ok(&[
                "--tz",
                "UTC",
                "load",
                "conf",
                &data("audit/slurm-hl1h.conf"),
                "--valid-from",
                "2026-01-01T04:00:00",
            ]);
        }
        env.ok(&["load", "assoc", &data("audit/assoc.psv")]);
        env.ok(&["--tz", "UTC", "load", "sacct", &data("audit/sacct.psv")]);
        let out = env.ok(&[
            "--tz",
            "UTC",
            "--set",
            "PriorityCalcPhase=@0",
            "sshare",
            "--at",
            at,
            "-a",
            "-P",
            "-n",
            "-o",
            "Account,User,RawUsage",
        ]);
        out.lines()
            .map(|l| {
                let f: Vec<&str> = l.split('|').collect();
                (format!("{}/{}", f[0].trim(), f[1]), f[2].parse().unwrap())
            })
            .collect()
    };
    assert_eq!(
        raw(true, "2026-01-01T03:30:00"),
        raw(false, "2026-01-01T03:30:00")
    );
    let (with, without) = (
        raw(true, "2026-01-01T10:00:00"),
        raw(false, "2026-01-01T10:00:00"),
    );
    for ((who, w), (_, wo)) in with.iter().zip(&without) {
        if *wo > 0.0 {
            assert!(w < wo, "{who}: {w} vs {wo}");
        }
    }
    // No decay before 04:00: b1's usage then is job 3's 4 CPUs × 1800 s.
    let b1 = raw(true, "2026-01-01T03:30:00")
        .into_iter()
        .find(|(w, _)| w == "B/b1")
        .unwrap()
        .1;
    assert_eq!(b1, 4.0 * 1800.0);
}

/// Priority weights follow the settings history too: with a version doubling
/// PriorityWeightFairshare from 10:45, `timeline --job 47` shows Slurm's weight before and
/// the doubled one after, step by step, against the same run without the version.
#[test]
fn priority_weights_follow_the_settings_in_force() {
    let timeline = |versions: bool| -> Vec<(String, i64)> {
        let env = crate::common::golden_env();
        if versions {
            env.ok(&[
                "--tz",
                "UTC",
                "load",
                "conf",
                &data("golden-alpha/slurm-fs2x.conf"),
                "--valid-from",
                "2026-11-22T10:45:00",
            ]);
        }
        // The phase is set: fitted to submit priorities, it would see the doubled weight,
        // which this capture never had.
        let csv = env.ok(&[
            "--tz",
            "UTC",
            "--set",
            "PriorityCalcPhase=@1795343860",
            "timeline",
            "--job",
            "47",
            "--format",
            "csv",
        ]);
        let mut lines = csv.lines();
        let header: Vec<&str> = lines.next().unwrap().split(',').collect();
        let col = header.iter().position(|h| *h == "W_FAIRSHARE").unwrap();
        lines
            .map(|l| {
                let f: Vec<&str> = l.split(',').collect();
                (f[0].to_string(), f[col].parse().unwrap())
            })
            .collect()
    };
    let (with, without) = (timeline(true), timeline(false));
    assert_eq!(with.len(), without.len());
    let mut after = 0;
    for ((t, w), (t0, wo)) in with.iter().zip(&without) {
        assert_eq!(t, t0);
        if t.as_str() < "2026-11-22T10:45:00" {
            assert_eq!(w, wo, "{t}");
        } else {
            assert!((w - 2 * wo).abs() <= 1, "{t}: {w} vs 2 × {wo}");
            after += 1;
        }
    }
    assert!(after > 10);
}
