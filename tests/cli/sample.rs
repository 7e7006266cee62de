//! The generator and the committed sample_data/.

use crate::common::{generated_env, sample, Env};

#[test]
fn generated_history_loads_and_is_consistent() {
    let (env, _) = generated_env(&["--jobs", "2000", "--seed", "3", "--days", "10"]);
    // array tasks pending at the dump's end share one record
    let singles: i64 = env
        .scalar("SELECT count(*) FROM jobs WHERE array_tasks_pending IS NULL")
        .parse()
        .unwrap();
    assert!(singles <= 2000 && singles > 1800, "{singles}");
    // every job's user/account is an association, its partition and QOS exist
    assert_eq!(env.scalar("SELECT count(*) FROM jobs j ANTI JOIN assoc a ON a.account = j.account AND a.\"user\" = j.\"user\""), "0");
    assert_eq!(
        env.scalar(
            "SELECT count(*) FROM jobs WHERE partition NOT IN (SELECT name FROM partitions)"
        ),
        "0"
    );
    assert_eq!(
        env.scalar("SELECT count(*) FROM jobs WHERE qos NOT IN (SELECT name FROM qos)"),
        "0"
    );
}

/// Recorded billing follows the partitions' TRESBillingWeights, recomputed here in SQL from
/// slurm.conf's weights (cpu: CPU=1.0,Mem=0.25G; gpu: CPU=1.0,Mem=0.125G,GRES/gpu=16.0;
/// debug: no weights, so the CPU count), truncated as Slurm truncates it.
#[test]
fn sample_data_billing_matches_the_weights() {
    let env = Env::new();
    env.ok(&["load", "sacct", &sample("sacct.psv.gz")]);
    let wrong = "SELECT count(*) FROM jobs WHERE alloc_tres IS NOT NULL AND recorded_billing <> floor(CASE partition \
                 WHEN 'cpu' THEN alloc_cpus + alloc_mem_mb * 0.25 / 1024 \
                 WHEN 'gpu' THEN alloc_cpus + alloc_mem_mb * 0.125 / 1024 + 16 * alloc_gpus \
                 ELSE alloc_cpus END)";
    assert_eq!(env.scalar(wrong), "0");
    assert!(
        env.scalar("SELECT count(*) FROM jobs WHERE alloc_tres IS NOT NULL")
            .parse::<i64>()
            .unwrap()
            > 4000
    );
}

#[test]
fn sample_data_has_what_the_demo_needs() {
    let env = Env::new();
    env.ok(&["load", "conf", &sample("slurm.conf")]);
    env.ok(&["load", "assoc", &sample("assoc.psv")]);
    env.ok(&["load", "qos", &sample("qos.psv")]);
    env.ok(&["load", "sacct", &sample("sacct.psv.gz")]);
    let n = |q: &str| env.scalar(q).parse::<i64>().unwrap();
    assert!(n("SELECT count(*) FROM jobs") >= 4900);
    assert!(n("SELECT count(DISTINCT \"user\") FROM jobs") >= 28);
    assert!(n("SELECT count(*) FROM jobs WHERE state = 'RUNNING'") > 0);
    assert!(n("SELECT count(*) FROM jobs WHERE state = 'PENDING'") > 0);
    assert!(n("SELECT count(*) FROM jobs WHERE array_job_id IS NOT NULL") > 50);
    assert!(n("SELECT count(*) FROM jobs WHERE alloc_gpus > 0") > 100);
    assert_eq!(n("SELECT count(*) FROM assoc WHERE raw_shares IS NULL"), 1);
    assert_eq!(n("SELECT count(DISTINCT priority_tier) FROM partitions"), 2);
    assert_eq!(env.scalar("SELECT min(submit_time) >= TIMESTAMP '2026-08-01' AND max(submit_time) < TIMESTAMP '2026-09-30' FROM jobs"), "true");
}
