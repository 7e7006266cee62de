//! Issue 3: `fairtrace sshare --at` against a real Slurm 22.05 capture (tests/data/golden-alpha:
//! the final sacct dump, tree, QOS and slurm.conf, and `sshare -a -l -P` taken every minute).
//! The decay cycle's phase is fitted to one snapshot (10:37:54, the 20th, when several jobs
//! run); every other snapshot is held out.

use crate::common::{data, golden_env, golden_tree_env, Env};

struct Row {
    account: String,
    user: String,
    raw: f64,
    fairshare: String,
    level_fs: String,
}

fn rows(text: &str) -> Vec<Row> {
    text.lines()
        .skip(1)
        .map(|l| {
            let f: Vec<&str> = l.split('|').collect();
            Row {
                account: f[0].trim().into(),
                user: f[1].into(),
                raw: f[4].parse().unwrap(),
                fairshare: f[7].into(),
                level_fs: f[8].into(),
            }
        })
        .collect()
}

/// Each sshare snapshot of the capture (`sshare -a -l -P`) and its moment, in order.
fn sshare_snapshots() -> Vec<(String, String)> {
    let index = std::fs::read_to_string(data("golden-alpha/snapshots/AT.txt")).unwrap();
    index
        .lines()
        .map(|l| {
            let (f, at) = l.split_once(' ').unwrap();
            (data(&format!("golden-alpha/snapshots/{f}")), at.to_string())
        })
        .collect()
}

/// How our sshare compared with Slurm's over the snapshots.
#[derive(Default)]
struct Tally {
    rows: usize,
    fs_equal: usize,
    lfs_equal: usize,
    /// Snapshots equal byte for byte.
    identical: usize,
    /// Rows holding >= 1 % of root usage whose RawUsage is off by more than 0.1 %.
    raw_off: Vec<String>,
}

impl Tally {
    /// Compares `fairtrace sshare --at AT -a -l -P` with the snapshot `file` taken at `at`.
    fn compare(&mut self, env: &Env, file: &str, at: &str) {
        let ours_text = env.ok(&["sshare", "--at", &format!("@{at}"), "-a", "-l", "-P"]);
        let theirs_text = std::fs::read_to_string(file).unwrap();
        self.identical += usize::from(ours_text == theirs_text);
        let (ours, theirs) = (rows(&ours_text), rows(&theirs_text));
        assert_eq!(ours.len(), theirs.len(), "{file}: row count");
        let root = theirs[0].raw;
        for (o, t) in ours.iter().zip(&theirs) {
            assert_eq!(
                (&o.account, &o.user),
                (&t.account, &t.user),
                "{file}: row order"
            );
            self.rows += 1;
            self.fs_equal += usize::from(o.fairshare == t.fairshare);
            self.lfs_equal += usize::from(o.level_fs == t.level_fs);
            if t.raw >= 0.01 * root && (o.raw - t.raw).abs() > 0.001 * t.raw {
                self.raw_off.push(format!(
                    "{file} {}/{}: {} vs {}",
                    t.account, t.user, o.raw, t.raw
                ));
            }
        }
    }

    fn share(&self, n: usize) -> f64 {
        n as f64 / self.rows as f64
    }
}

#[test]
fn issue_3_sshare_reproduces_the_golden_capture() {
    let env = golden_env();
    let snapshots = sshare_snapshots();
    const FIT: usize = 19;
    let (fit, fit_at) = &snapshots[FIT];
    env.ok(&["load", "sshare", fit, "--at", &format!("@{fit_at}")]);
    let mut tally = Tally::default();
    for (k, (file, at)) in snapshots.iter().enumerate() {
        if k != FIT {
            tally.compare(&env, file, at);
        }
    }
    // Byte for byte, TRESRunMins and GrpTRESRaw included: every snapshot before the first
    // same-second job end (10:51:40) — 32 held-out ones.
    assert!(
        tally.identical >= 32,
        "{} snapshots identical byte for byte",
        tally.identical
    );
    // Target met: FairShare equal at the printed six decimals for >= 99 % of rows.
    assert!(
        tally.share(tally.fs_equal) >= 0.99,
        "FairShare equal for {:.4}",
        tally.share(tally.fs_equal)
    );
    // Target: RawUsage within 0.1 % for every association holding >= 1 % of root usage.
    // Two rows miss it, both from one job (132) that ended in the same second as a decay
    // cycle but before it (.021 s, per slurmctld.log): sacct's whole seconds cannot tell.
    assert!(
        tally.raw_off.len() <= 2,
        "RawUsage off by > 0.1 %:\n{}",
        tally.raw_off.join("\n")
    );
    // Target (not met from sacct alone): LevelFS equal for >= 99 % of rows. The same
    // same-second ambiguity (jobs 107 and 132) shifts root-level usage by ~1e-4 for the
    // later snapshots, which shows in the sixth decimal of LevelFS. Measured: 81.6 %.
    assert!(
        tally.share(tally.lfs_equal) >= 0.80,
        "LevelFS equal for {:.4}",
        tally.share(tally.lfs_equal)
    );
}

/// Issue 3 with the snapshots a site keeps: each snapshot is compared with every earlier one
/// loaded (never itself). They fix the phase, and tell the order of job ends in a cycle's
/// second against the cycle: job 107 timed out at 10:51:40 after the cycle (.803 s against
/// .415 in slurmctld.log), which the 10:51:54 snapshot shows and every later comparison
/// then knows. Measured: LevelFS equal for 98.5 % of rows; the misses are the 10:51:54
/// snapshot itself, and the final one (12:01:07), after two same-second ends no earlier
/// snapshot saw (132 before its cycle, 113 after).
#[test]
fn issue_3_earlier_snapshots_order_same_second_ends() {
    let env = golden_env();
    let snapshots = sshare_snapshots();
    let mut tally = Tally::default();
    for (file, at) in &snapshots {
        tally.compare(&env, file, at);
        env.ok(&["load", "sshare", file, "--at", &format!("@{at}")]);
    }
    assert!(
        tally.share(tally.lfs_equal) >= 0.985,
        "LevelFS equal for {:.4}",
        tally.share(tally.lfs_equal)
    );
    assert_eq!(tally.fs_equal, tally.rows);
    assert!(
        tally.identical >= 58,
        "{} snapshots identical byte for byte",
        tally.identical
    );
    // Only the final snapshot's neuro rows miss (job 132).
    assert!(
        tally.raw_off.iter().all(|r| r.contains("120107Z")),
        "RawUsage off by > 0.1 %:\n{}",
        tally.raw_off.join("\n")
    );
    // The phase and the orders kept give the next runs (from checkpoints) the same answer.
    let (file, at) = &snapshots[40];
    let mut again = Tally::default();
    for _ in 0..2 {
        again.compare(&env, file, at);
    }
    assert_eq!(again.identical, 2);
}

#[test]
fn issue_3_check_sshare_reports_the_errors() {
    let env = golden_env();
    let snap = data("golden-alpha/snapshots/snap-1795343874-20261122T103754Z.sshare_long.psv");
    let out = env.ok(&[
        "--set",
        "PriorityCalcPhase=@1795342600",
        "check",
        "sshare",
        &snap,
        "--at",
        "@1795343874",
    ]);
    assert!(out.contains("compared 20 rows"), "{out}");
    assert!(
        out.contains("rows that differ as printed (Slurm's figure, then ours): 0 of 20"),
        "{out}"
    );
    // A wrong phase is visible and fails the check.
    let res = env
        .cmd(&[
            "--set",
            "PriorityCalcPhase=@1795342610",
            "check",
            "sshare",
            &snap,
            "--at",
            "@1795343874",
        ])
        .output()
        .unwrap();
    assert!(!res.status.success());
    assert!(String::from_utf8_lossy(&res.stdout).contains("RawUsage"));
}

/// Where `check sshare` finds differences, it names the job ends in a decay cycle's second
/// behind them and how each was ordered; a snapshot loaded after one orders it.
#[test]
fn issue_3_check_sshare_names_the_same_second_ends() {
    let env = golden_env();
    let first_after =
        data("golden-alpha/snapshots/snap-1795344714-20261122T105154Z.sshare_long.psv");
    let next = data("golden-alpha/snapshots/snap-1795344774-20261122T105254Z.sshare_long.psv");
    let check = || env.ok(&["check", "sshare", &first_after, "--at", "@1795344714"]);
    let out = check();
    // Issue 49: 9 rows in RawUsage, EffectvUsage, FairShare and LevelFS; NormUsage, which
    // sshare -l prints too, differs in 9 more.
    assert!(
        out.contains("rows that differ as printed (Slurm's figure, then ours): 18 of 20"),
        "{out}"
    );
    assert!(
        out.contains("per column: Account 0, User 0, RawShares 0, NormShares 0, RawUsage 4, NormUsage 17, EffectvUsage 8, FairShare 0, LevelFS 8, GrpTRESMins 0, TRESRunMins 0"),
        "{out}"
    );
    assert!(
        out.contains("job 107 (astro/u2) ended 2026-11-22T10:51:40: before the cycle (assumed: a timeout); after it, our RawUsage of astro/u2 and its accounts would change by +"),
        "{out}"
    );
    // Slurm handled it after the cycle: the shown change turns our RawUsage into the one
    // Slurm printed (sshare truncates).
    let shift: f64 = out
        .lines()
        .find(|l| l.trim_start().starts_with("job 107 ("))
        .and_then(|l| l.rsplit("change by ").next())
        .and_then(|v| v.trim().parse().ok())
        .unwrap();
    assert!(out.contains("astro/u2: RawUsage 29375 vs 29366"), "{out}");
    assert_eq!((29366.0 + shift).trunc(), 29375.0, "{shift}");
    // Read from this very snapshot, that order makes the differing rows print as Slurm's.
    assert!(
        out.contains("rows print as Slurm's if job 107 handled after its cycle"),
        "{out}"
    );
    // Slurm handled 107's timeout after the cycle (slurmctld.log): the next minute's
    // snapshot tells it, and the earlier moment is then reproduced too.
    env.ok(&["load", "sshare", &next, "--at", "@1795344774"]);
    let out = check();
    assert!(
        out.contains("rows that differ as printed (Slurm's figure, then ours): 0 of 20"),
        "{out}"
    );
    assert!(!out.contains("job 107"), "{out}");
    // `info` shows the phase kept and the ends ordered (89, 107 and 115 by then).
    let info = env.ok(&["info", "--format", "csv"]);
    assert!(
        info.contains("alpha,40,the latest 1 sshare snapshot(s),3"),
        "{info}"
    );
}

#[test]
fn issue_3_check_billing_agrees_with_every_golden_job() {
    let env = golden_tree_env();
    env.ok(&["load", "sacct", &data("golden-alpha/sacct_core.psv")]);
    // 151 started allocations carry a billing= in AllocTRES.
    assert_eq!(
        env.ok(&["check", "billing"]).trim(),
        "151 jobs with a recorded billing checked, 0 differ"
    );
    // Slurm's billing for job 2 on `prio` (CPU=2.0,Mem=0.5G) with 2 CPUs and 2 GB is 5; a
    // dump claiming 6 is listed and fails the check.
    let f = env.write(
        "wrong.psv",
        b"JobID|JobIDRaw|Cluster|Partition|Account|User|Submit|Start|End|State|AllocTRES\n900|900|alpha|prio|hep|u3|2026-11-22T12:00:00|2026-11-22T12:00:01|2026-11-22T12:00:05|COMPLETED|billing=6,cpu=2,mem=2G,node=1\n",
    );
    env.ok(&["load", "sacct", &f]);
    let out = env.cmd(&["check", "billing"]).output().unwrap();
    assert!(!out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("900 (prio): recorded billing=6, computed 5"),
        "{text}"
    );
    assert!(
        text.contains("152 jobs with a recorded billing checked, 1 differ"),
        "{text}"
    );
}

/// With only the final dump loaded (no snapshot, no PriorityCalcPhase), the decay cycle's
/// phase comes from the priorities jobs got at submission; it is the real one (40 s past the
/// minute), so the snapshot at 10:37:54 is reproduced byte for byte.
#[test]
fn issue_3_phase_from_submit_priorities() {
    let env = golden_env();
    let out = env
        .cmd(&["sshare", "--at", "@1795343874", "-a", "-l", "-P"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("decay cycles at 40 s past each 60 s, fitted to jobs' submit priorities"),
        "{stderr}"
    );
    let golden = std::fs::read_to_string(data(
        "golden-alpha/snapshots/snap-1795343874-20261122T103754Z.sshare_long.psv",
    ))
    .unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout), golden);
}

/// Issue 4, first cut: `sprio --at -l -h` against every snapshot's `sprio -l -h`. Rows are
/// matched by (job, partition); a row agrees when PRIORITY is within ±2 and every weighted
/// factor (AGE … QOS, NICE) within ±1. Measured 94.8 %; the rest are nice values set with
/// `scontrol update` and holds, which sacct does not record (see the issue's notes).
#[test]
fn issue_4_sprio_first_cut() {
    let env = golden_env();
    let index = std::fs::read_to_string(data("golden-alpha/snapshots/SPRIO_AT.txt")).unwrap();
    let parse = |text: &str| -> std::collections::HashMap<(String, String), Vec<f64>> {
        text.lines()
            .filter(|l| !l.trim().is_empty())
            .map(|l| {
                let f: Vec<&str> = l.split_whitespace().collect();
                let nums = [3, 5, 6, 7, 8, 9, 10, 11]
                    .iter()
                    .map(|&i| f[i].parse::<f64>().unwrap())
                    .collect();
                ((f[0].to_string(), f[1].to_string()), nums)
            })
            .collect()
    };
    let (mut rows, mut agree) = (0, 0);
    for line in index.lines() {
        let (file, at) = line.split_once(' ').unwrap();
        let theirs = parse(
            &std::fs::read_to_string(data(&format!("golden-alpha/snapshots/{file}"))).unwrap(),
        );
        let ours = parse(&env.ok(&["sprio", "--at", &format!("@{at}"), "-l", "-h"]));
        for (key, t) in &theirs {
            rows += 1;
            if let Some(o) = ours.get(key) {
                let ok = (o[0] - t[0]).abs() <= 2.0
                    && o[1..]
                        .iter()
                        .zip(&t[1..])
                        .all(|(a, b)| (a - b).abs() <= 1.0);
                agree += usize::from(ok);
            }
        }
    }
    let share = agree as f64 / rows as f64;
    assert!(
        share >= 0.94,
        "{agree} of {rows} sprio rows agree ({share:.3})"
    );
}

#[test]
fn issue_4_check_sprio_names_what_sacct_cannot_know() {
    let env = golden_env();
    let snap = data("golden-alpha/snapshots/snap-1795343874-20261122T103754Z.sprio_long.txt");
    let out = env
        .cmd(&["check", "sprio", &snap, "--at", "@1795343874"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains(
            "compared 56 rows at 1795343874: 0 only in the file, 0 only in the reconstruction"
        ),
        "{text}"
    );
    // Jobs 47 and 34 had their nice set with `scontrol update` after submission: sacct keeps
    // the priority from before the change, so the new nice is not in the dump.
    assert!(
        text.contains("47 prio: PRIORITY 14280 vs 14580, NICE 300 vs 0"),
        "{text}"
    );
    assert!(text.contains("rows outside the tolerance: 2"), "{text}");
    // 71 was submitted with --nice=500 and held: its recorded priority is 0, but its
    // submission line tells the nice, and the row is Slurm's.
    let row = env.ok(&["sprio", "--at", "@1795343874", "-l", "-h", "-j", "71"]);
    let golden = std::fs::read_to_string(&snap).unwrap();
    let line = golden
        .lines()
        .find(|l| l.trim_start().starts_with("71 "))
        .unwrap();
    assert_eq!(row.trim_end(), line.trim_end());
    // 34 and 59 were pending, then held by an admin at 10:40:50 and 10:48:45: sacct keeps
    // only their release as eligible time, so they are taken as waiting before it (right at
    // 10:37:54, above) and, during the hold, shown though Slurm did not, with a note.
    let snap = data("golden-alpha/snapshots/snap-1795344174-20261122T104254Z.sprio_long.txt");
    let out = env
        .cmd(&["check", "sprio", &snap, "--at", "@1795344174"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("only in the reconstruction: 34 batch"),
        "{text}"
    );
    assert!(
        String::from_utf8_lossy(&out.stderr).contains(
            "2 jobs were held after submission and released later; sacct does not say when the hold began"
        ),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let squeue = env.ok(&["squeue", "--at", "@1795343874", "--format", "csv"]);
    // The debug partition's tier (2) puts its jobs first, whatever their priority.
    assert!(
        squeue.lines().nth(1).unwrap().starts_with("1,72,debug,2,"),
        "{squeue}"
    );
}

/// With the squeue saved one minute earlier loaded, nice values and holds are known: the
/// sprio at 10:37:54 is reproduced exactly, every row and factor.
#[test]
fn issue_4_a_saved_squeue_supplies_nice_and_holds() {
    let env = golden_env();
    env.ok(&[
        "load",
        "squeue",
        &data("golden-alpha/snapshots/snap-1795343814-20261122T103654Z.squeue.psv"),
        "--at",
        "@1795343814",
    ]);
    let snap = data("golden-alpha/snapshots/snap-1795343874-20261122T103754Z.sprio_long.txt");
    let out = env.ok(&["check", "sprio", &snap, "--at", "@1795343874"]);
    assert!(
        out.contains(
            "compared 56 rows at 1795343874: 0 only in the file, 0 only in the reconstruction"
        ),
        "{out}"
    );
    assert!(out.contains("rows outside the tolerance: 0"), "{out}");
    assert_eq!(
        env.ok(&["sprio", "--at", "@1795343874", "-l", "-h"]),
        std::fs::read_to_string(&snap).unwrap()
    );
}

#[test]
fn issue_4_priority_flags_change_the_factors() {
    let env = golden_env();
    let row = |extra: &[&str]| {
        let mut args = extra.to_vec();
        args.extend_from_slice(&[
            "sprio",
            "--at",
            "@1795343874",
            "-h",
            "-j",
            "8",
            "-o",
            "%i|%r|%A|%J|%P|%Q",
        ]);
        env.ok(&args)
    };
    // batch: PriorityJobFactor 1 of max 10 -> 0.1 × 10000; raw with NO_NORMAL_PART.
    assert_eq!(row(&[]), "8|batch|908|594|1000|0\n");
    assert_eq!(
        row(&["--set", "PriorityFlags=NO_NORMAL_PART"]),
        "8|batch|908|594|10000|0\n"
    );
    // ACCRUE_ALWAYS: age from submission (10:19:29) instead of eligibility (10:19:30), to the
    // cycle at 10:37:40: 1091 s of PriorityMaxAge 1200 s × 1000 = 909.
    assert_eq!(
        row(&["--set", "PriorityFlags=ACCRUE_ALWAYS"]),
        "8|batch|909|594|1000|0\n"
    );
    // SMALL_RELATIVE_TO_TIME: size over the time limit; FavorSmall inverts the size factor.
    assert_ne!(
        row(&["--set", "PriorityFlags=SMALL_RELATIVE_TO_TIME"]),
        row(&[])
    );
    assert_eq!(
        row(&["--set", "PriorityFavorSmall=YES"]),
        "8|batch|908|406|1000|0\n"
    );
}

/// Issue 4's target with the help sacct lacks: before each snapshot, the sprio saved a
/// minute earlier is loaded (never the one being checked). Nice values and holds then come
/// from it; measured 99.8 % of rows within ±1/±2 and the same rows in 56 of 60 snapshots
/// (the other 4: the first snapshot after each `scontrol hold`, which no earlier one shows).
#[test]
fn issue_4_sprio_with_the_previous_snapshot_loaded() {
    let env = golden_env();
    let index = std::fs::read_to_string(data("golden-alpha/snapshots/SPRIO_AT.txt")).unwrap();
    let parse = |text: &str| -> std::collections::HashMap<(String, String), Vec<f64>> {
        text.lines()
            .filter(|l| !l.trim().is_empty())
            .map(|l| {
                let f: Vec<&str> = l.split_whitespace().collect();
                (
                    (f[0].to_string(), f[1].to_string()),
                    [3, 5, 6, 7, 8, 9, 10, 11]
                        .iter()
                        .map(|&i| f[i].parse::<f64>().unwrap())
                        .collect(),
                )
            })
            .collect()
    };
    let (mut rows, mut agree, mut same_set, mut snapshots) = (0, 0, 0, 0);
    for line in index.lines() {
        let (file, at) = line.split_once(' ').unwrap();
        let path = data(&format!("golden-alpha/snapshots/{file}"));
        let theirs = parse(&std::fs::read_to_string(&path).unwrap());
        let ours = parse(&env.ok(&["sprio", "--at", &format!("@{at}"), "-l", "-h"]));
        snapshots += 1;
        same_set += usize::from(
            ours.keys().collect::<std::collections::BTreeSet<_>>() == theirs.keys().collect(),
        );
        for (key, t) in &theirs {
            rows += 1;
            if let Some(o) = ours.get(key) {
                agree += usize::from(
                    (o[0] - t[0]).abs() <= 2.0
                        && o[1..]
                            .iter()
                            .zip(&t[1..])
                            .all(|(a, b)| (a - b).abs() <= 1.0),
                );
            }
        }
        env.ok(&["load", "sprio", &path, "--at", &format!("@{at}")]);
    }
    let share = agree as f64 / rows as f64;
    assert!(share >= 0.99, "{agree} of {rows} rows agree ({share:.4})");
    assert!(
        same_set >= 56,
        "same rows in {same_set} of {snapshots} snapshots"
    );
}

#[test]
fn issue_4_reservations_come_first_in_the_queue() {
    let env = golden_env();
    let extra = env.write(
        "reserved.psv",
        b"JobID|JobIDRaw|Cluster|Partition|Account|User|QOS|Submit|Eligible|Start|End|State|ReqCPUS|NNodes|ReqTRES|Reservation\n\
901|901|alpha|batch|hep|u3|normal|2026-11-22T10:37:00|2026-11-22T10:37:00|Unknown|Unknown|PENDING|1|1|cpu=1,mem=1000M,node=1|\n\
902|902|alpha|batch|hep|u3|normal|2026-11-22T10:37:01|2026-11-22T10:37:01|Unknown|Unknown|PENDING|1|1|cpu=1,mem=1000M,node=1|maint\n",
    );
    env.ok(&["load", "sacct", &extra]);
    let q = env.ok(&["squeue", "--at", "@1795343874", "--format", "csv"]);
    let ranks: Vec<&str> = q
        .lines()
        .skip(1)
        .map(|l| l.split(',').nth(1).unwrap())
        .collect();
    // 902 holds a reservation: first, ahead of the debug partition's higher tier.
    assert_eq!(ranks[0], "902", "{q}");
    assert!(ranks.iter().position(|j| *j == "901").unwrap() > 1, "{q}");
}

/// CALCULATE_RUNNING: sprio lists running jobs too, their factors recalculated on their
/// allocation; squeue still lists only the waiting ones. Job 48 ran 10:56:40–10:57:50 on 8
/// CPUs, as it had asked: its size factor is the one Slurm printed while it waited (562), its
/// age is at PriorityMaxAge (eligible 10:27:40, max age 20 min: 1000).
#[test]
fn issue_4_calculate_running_lists_running_jobs() {
    let env = golden_env();
    let flags = ["--set", "PriorityFlags=CALCULATE_RUNNING"];
    let row = |extra: &[&str]| {
        let mut args = vec![
            "sprio",
            "--at",
            "@1795345020",
            "-h",
            "-j",
            "48",
            "-o",
            "%i|%r|%A|%J|%P",
        ];
        args.extend_from_slice(extra);
        env.ok(&args)
    };
    // Not pending: 22.05's controller sends sprio nothing for it, which sprio says
    // (sprio.c; as real sprio -j printed for a job it was not sent,
    // tests/data/privatedata/moments/*/root/probe_nonexistent_sprio_j.txt).
    assert_eq!(
        row(&[]),
        "Unable to find jobs matching user/id(s) specified\n"
    );
    assert_eq!(row(&flags), "48|batch|1000|562|1000\n");
    let mut args = vec!["squeue", "--at", "@1795345020", "--format", "csv"];
    args.extend_from_slice(&flags);
    let queue = env.ok(&args);
    assert!(
        !queue.lines().any(|l| l.split(',').nth(1) == Some("48")),
        "{queue}"
    );
}

/// INCR_ONLY: the stored priority (squeue's, and the queue order) never falls. Job 47's
/// fairshare swung after submission: Slurm printed 89927 for it at 11:09:58 and 14927 at
/// 11:13:58 (with a nice of 300 that sacct does not hold, so ours are 300 higher). With
/// INCR_ONLY its priority at 11:13:58 stays at the high mark; sprio's re-summed PRIORITY does
/// not change.
#[test]
fn issue_4_incr_only_keeps_the_highest_priority() {
    let env = golden_env();
    let priority_of_47 = |extra: &[&str]| -> u32 {
        let mut args = vec!["squeue", "--at", "@1795346038", "--format", "csv"];
        args.extend_from_slice(extra);
        let queue = env.ok(&args);
        let header: Vec<&str> = queue.lines().next().unwrap().split(',').collect();
        let col = header.iter().position(|h| *h == "PRIORITY").unwrap();
        let row = queue
            .lines()
            .find(|l| l.split(',').nth(1) == Some("47"))
            .unwrap();
        row.split(',').nth(col).unwrap().parse().unwrap()
    };
    assert_eq!(priority_of_47(&[]), 14927 + 300);
    assert_eq!(
        priority_of_47(&["--set", "PriorityFlags=INCR_ONLY"]),
        89927 + 300
    );
    let sprio = |extra: &[&str]| {
        let mut args = vec!["sprio", "--at", "@1795346038", "-h", "-j", "47", "-o", "%Y"];
        args.extend_from_slice(extra);
        env.ok(&args)
    };
    assert_eq!(sprio(&["--set", "PriorityFlags=INCR_ONLY"]), sprio(&[]));
}

/// Issue 21: the decay cycle's phase from slurmctld's own state file. golden/alpha's
/// controller ran its cycles at :40 (slurmctld.log); from final/ alone the phase is fitted.
#[test]
fn issue_21_load_state_gives_the_phase() {
    let env = golden_env();
    let state = data("golden-alpha/priority_last_decay_ran");
    let loaded = env.cmd(&["load", "state", &state]).output().unwrap();
    assert!(loaded.status.success());
    let again = env.cmd(&["load", "state", &state]).output().unwrap();
    assert!(
        String::from_utf8_lossy(&again.stdout).contains("already loaded"),
        "{}",
        String::from_utf8_lossy(&again.stdout)
    );
    assert_eq!(env.scalar("SELECT count(*) FROM controller_state"), "1");
    let out = env
        .cmd(&["sshare", "--at", "@1795343874", "-a", "-P"])
        .output()
        .unwrap();
    let note = String::from_utf8_lossy(&out.stderr);
    assert!(
        note.contains("decay cycles at 40 s past each 60 s, from the controller's state file"),
        "{note}"
    );
    // Anything but the two big-endian times is refused, naming the file; nothing is kept.
    let bad = env.write("priority_last_decay_ran", b"not a state file\n");
    let err = env.fails(&["load", "state", &bad]);
    assert!(
        err.contains("priority_last_decay_ran") && err.contains("expected 16 bytes"),
        "{err}"
    );
    assert_eq!(env.scalar("SELECT count(*) FROM controller_state"), "1");
}
