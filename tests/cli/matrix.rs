//! Issues 21 and 26: the fidelity matrix. Each case under tests/golden/ is a real slurmctld
//! capture (22.05.8; eta 26.05.5, theta 24.11.5) of one configuration (its MANIFEST.md says
//! which): the final sacct dump, tree,
//! QOS and slurm.conf are loaded as `../shared/tools/golden-check` loads them (nothing
//! else: no snapshot, no `--set`), and `sshare` and `sprio` at every snapshot's moment are
//! compared with what Slurm printed then.

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};

use crate::common::Env;

fn case_dir(case: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(case)
}

/// The whole second a capture file was printed at (its `epoch_before` in CAPTURES.tsv).
fn printed_at(snap: &Path, file: &str) -> i64 {
    let index = std::fs::read_to_string(snap.join("CAPTURES.tsv")).unwrap();
    let line = index
        .lines()
        .find(|l| l.split('\t').next() == Some(file))
        .unwrap_or_else(|| panic!("{}: no {file} in CAPTURES.tsv", snap.display()));
    let value = line
        .split_whitespace()
        .find_map(|w| w.strip_prefix("epoch_before="))
        .unwrap();
    value.parse::<f64>().unwrap().floor() as i64
}

/// `|`-separated rows keyed by the header's names.
fn psv(text: &str) -> Vec<HashMap<String, String>> {
    let mut lines = text.lines().filter(|l| !l.trim().is_empty());
    let header: Vec<String> = lines
        .next()
        .map(|h| h.split('|').map(str::to_string).collect())
        .unwrap_or_default();
    lines
        .map(|l| {
            header
                .iter()
                .cloned()
                .zip(l.split('|').map(str::to_string))
                .collect()
        })
        .collect()
}

fn number(s: &str) -> Option<f64> {
    match s.trim() {
        "inf" => Some(f64::INFINITY),
        t => t.parse().ok(),
    }
}

/// An sshare row's (account, user).
fn row_key(r: &HashMap<String, String>) -> (String, String) {
    (r["Account"].trim().to_string(), r["User"].clone())
}

/// What `fairtrace check KIND` prints of a snapshot's saved sshare or `sprio -l`, at the
/// second it was printed.
fn check_snapshot(env: &Env, kind: &str, snap: &Path) -> String {
    let file = match kind {
        "sshare" => sshare_file(snap),
        _ => "sprio_long.txt",
    };
    check_file(env, kind, &snap.join(file), printed_at(snap, file))
}

/// A snapshot's saved sshare: the named columns, else (the 2 s snapshots of
/// collect/sidft) `sshare -a -l -P`.
fn sshare_file(snap: &Path) -> &'static str {
    match snap.join("sshare_fields.psv").exists() {
        true => "sshare_fields.psv",
        false => "sshare_long.psv",
    }
}

/// What `fairtrace check KIND` prints of a saved file, taken as printed at `at`.
fn check_file(env: &Env, kind: &str, path: &Path, at: i64) -> String {
    let at = format!("@{at}");
    let out = env
        .cmd(&["check", kind, &path.to_string_lossy(), "--at", &at])
        .output()
        .unwrap();
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The rows of a saved sshare that `fairtrace check sshare` finds printing as Slurm's under
/// what no dump can tell (the unknowables the issue's targets leave out): another order of
/// job ends in a decay cycle's second or in sshare's own second, starts in a cycle's second,
/// holds sacct does not date, or sshare requests no dump records — its differing rows marked
/// `[if job … handled … its cycle]`, `[if job … ended after sshare ran, in its second]`,
/// `[if job … started before its cycle …]`, `[if job … was held at the cycles …]` or
/// `[if an sshare request … was answered at …]`, or `[if printed in a decay cycle's second:
/// before the cycle…]`; not those where one of the columns compared here is among the
/// columns the fact leaves unexplained (`; not explained: …]`).
fn explained_rows(env: &Env, snap: &Path) -> HashSet<(String, String)> {
    let compared_here = |l: &str| {
        l.rsplit_once("; not explained: ").is_some_and(|(_, left)| {
            left.trim_end_matches(']')
                .split(", ")
                .any(|c| ["RawUsage", "EffectvUsage", "FairShare", "LevelFS"].contains(&c))
        })
    };
    check_snapshot(env, "sshare", snap)
        .lines()
        .filter(|l| l.starts_with("  ") && l.ends_with(']') && l.contains(" [if "))
        .filter(|l| !compared_here(l))
        .filter_map(|l| l.trim().split_once(':'))
        .filter_map(|(row, _)| row.split_once('/'))
        .map(|(account, user)| (account.to_string(), user.to_string()))
        .collect()
}

/// How a case's replay compared with Slurm.
#[derive(Default, Debug)]
pub struct Figures {
    /// sshare rows `check sshare` explains by a same-second end's order (not counted below).
    explained: usize,
    sshare_rows: usize,
    fairshare_equal: usize,
    effectv_close: usize,
    level_fs_rows: usize,
    level_fs_equal: usize,
    /// Rows holding ≥ 1 % of root's usage, and those within 0.1 % of Slurm's RawUsage.
    raw_rows: usize,
    raw_close: usize,
    snapshots: usize,
    same_pending: usize,
    sprio_rows: usize,
    factors_close: usize,
    /// From `check sprio` on each snapshot's `sprio -l`: the rows both list, those within ±1
    /// or with a miss it explains by a fact sacct cannot know, and the snapshots whose rows
    /// listed by one side alone are all so explained.
    checked_rows: usize,
    close_or_explained: usize,
    same_or_explained: usize,
    misses: Vec<String>,
}

impl Figures {
    fn pct(n: usize, of: usize) -> f64 {
        if of == 0 {
            100.0
        } else {
            100.0 * n as f64 / of as f64
        }
    }

    fn report(&self, case: &str) -> String {
        format!(
            "{case}: {} snapshots; {} sshare rows explained by same-second ends; RawUsage {:.1}% of {} rows; FairShare {:.1}%, EffectvUsage \
             ±1e-4 {:.1}% of {} rows; LevelFS {:.1}% of {}; sprio same rows in {:.1}% of \
             snapshots, factors ±1 {:.1}% of {} rows; with the misses `check sprio` explains: \
             same rows {:.1}%, ±1 {:.1}% of {}; first misses: {:?}",
            self.snapshots,
            self.explained,
            Self::pct(self.raw_close, self.raw_rows),
            self.raw_rows,
            Self::pct(self.fairshare_equal, self.sshare_rows),
            Self::pct(self.effectv_close, self.sshare_rows),
            self.sshare_rows,
            Self::pct(self.level_fs_equal, self.level_fs_rows),
            self.level_fs_rows,
            Self::pct(self.same_pending, self.snapshots),
            Self::pct(self.factors_close, self.sprio_rows),
            self.sprio_rows,
            Self::pct(self.same_or_explained, self.snapshots),
            Self::pct(self.close_or_explained, self.checked_rows),
            self.checked_rows,
            &self.misses[..self.misses.len().min(8)]
        )
    }

    fn compare_sshare(&mut self, env: &Env, snap: &Path) {
        let at = format!("@{}", printed_at(snap, sshare_file(snap)));
        let fields =
            "Account,User,RawShares,NormShares,RawUsage,NormUsage,EffectvUsage,FairShare,LevelFS";
        let ours = psv(&env.ok(&["sshare", "-a", "-P", "-o", fields, "--at", &at]));
        let ours: HashMap<_, _> = ours.iter().map(|r| (row_key(r), r)).collect();
        let file = snap.join(sshare_file(snap));
        let theirs = psv(&std::fs::read_to_string(&file).unwrap());
        let root_raw = theirs
            .first()
            .and_then(|r| number(&r["RawUsage"]))
            .unwrap_or(0.0);
        let row_differs = |t: &HashMap<String, String>, o: &HashMap<String, String>| {
            ["RawUsage", "EffectvUsage", "FairShare", "LevelFS"]
                .iter()
                .any(|c| o[*c] != t[*c])
        };
        let differs = theirs
            .iter()
            .any(|t| ours.get(&row_key(t)).is_none_or(|o| row_differs(t, o)));
        let explained = if differs {
            explained_rows(env, snap)
        } else {
            HashSet::new()
        };
        for t in &theirs {
            let k = row_key(t);
            let Some(o) = ours.get(&k) else {
                self.misses.push(format!("{at} {k:?}: no row"));
                continue;
            };
            // Rows differing only in columns not counted here (`check sshare` compares all)
            // count as they agree.
            if explained.contains(&k) && row_differs(t, o) {
                self.explained += 1;
                continue;
            }
            self.sshare_rows += 1;
            let fs_equal = o["FairShare"] == t["FairShare"];
            self.fairshare_equal += usize::from(fs_equal);
            if !fs_equal {
                self.misses.push(format!(
                    "{at} {k:?} FairShare {} vs {}",
                    o["FairShare"], t["FairShare"]
                ));
            }
            let close = match (number(&o["EffectvUsage"]), number(&t["EffectvUsage"])) {
                (Some(a), Some(b)) => (a - b).abs() <= 1e-4,
                (a, b) => a.is_none() && b.is_none(),
            };
            self.effectv_close += usize::from(close);
            if !t["LevelFS"].is_empty() || !o["LevelFS"].is_empty() {
                self.level_fs_rows += 1;
                self.level_fs_equal += usize::from(o["LevelFS"] == t["LevelFS"]);
            }
            if let (Some(a), Some(b)) = (number(&o["RawUsage"]), number(&t["RawUsage"])) {
                if root_raw > 0.0 && b >= 0.01 * root_raw {
                    self.raw_rows += 1;
                    self.raw_close += usize::from((a - b).abs() <= 0.001 * b.max(1.0));
                }
            }
        }
    }

    fn compare_sprio(&mut self, env: &Env, snap: &Path) {
        // Rows keyed by (job, partition), and by QOS too where the capture printed it (24.11
        // on: a job asking for several QOS has a row for each), as golden-check keys them.
        let by_qos = snap.join("sprio_qos.psv").exists();
        let (file, ours_format, their_factors) = if by_qos {
            (
                "sprio_qos.psv",
                "%i|%r|%n|%u|%Y|%A|%B|%F|%J|%P|%Q|%N|%T",
                [8, 10, 12, 14, 16, 18, 19],
            )
        } else {
            (
                "sprio_custom.psv",
                "%i|%r|%u|%Y|%A|%B|%F|%J|%P|%Q|%N|%T",
                [6, 8, 10, 12, 14, 16, 17],
            )
        };
        // A snapshot whose sprio did not answer in time has none.
        if !snap.join(file).exists() {
            return;
        }
        let key_len = if by_qos { 3 } else { 2 };
        let at = format!("@{}", printed_at(snap, file));
        let out = env.ok(&["sprio", "-h", "-o", ours_format, "--at", &at]);
        // Weighted AGE, ASSOC, FAIRSHARE, JOBSIZE, PARTITION, QOS, NICE.
        let ours: HashMap<Vec<String>, Vec<String>> = out
            .lines()
            .filter(|l| !l.trim().is_empty())
            .map(|l| {
                let f: Vec<String> = l.split('|').map(|s| s.trim().to_string()).collect();
                let weighted = f[key_len + 2..key_len + 9].to_vec();
                (f[..key_len].to_vec(), weighted)
            })
            .collect();
        // %i|%r|%u|%Y|%y|%a|%A|%b|%B|%f|%F|%j|%J|%p|%P|%q|%Q|%N|%S|%t|%T, with %n|%o after
        // %r in sprio_qos.psv.
        let text = std::fs::read_to_string(snap.join(file)).unwrap();
        let theirs: HashMap<Vec<String>, Vec<String>> = text
            .lines()
            .filter(|l| !l.trim().is_empty())
            .map(|l| {
                let f: Vec<String> = l.split('|').map(|s| s.trim().to_string()).collect();
                let weighted = their_factors.map(|k| f[k].clone()).to_vec();
                (f[..key_len].to_vec(), weighted)
            })
            .collect();
        self.snapshots += 1;
        let (ours_keys, their_keys): (HashSet<_>, HashSet<_>) =
            (ours.keys().collect(), theirs.keys().collect());
        self.same_pending += usize::from(ours_keys == their_keys);
        for (k, t) in &theirs {
            let Some(o) = ours.get(k) else { continue };
            self.sprio_rows += 1;
            let close = o
                .iter()
                .zip(t)
                .all(|(a, b)| matches!((number(a), number(b)), (Some(x), Some(y)) if (x - y).abs() <= 1.0));
            self.factors_close += usize::from(close);
        }
        self.check_sprio(env, snap);
    }

    /// Tallies what `check sprio` finds on the snapshot's `sprio -l`: its misses, and which
    /// of them a fact sacct cannot know explains (`[…]` after the row).
    fn check_sprio(&mut self, env: &Env, snap: &Path) {
        let text = check_snapshot(env, "sprio", snap);
        let compared: usize = text
            .lines()
            .find_map(|l| l.strip_prefix("compared "))
            .and_then(|l| l.split_whitespace().next())
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("{}: {text}", snap.display()));
        let rows: Vec<&str> = text.lines().filter(|l| l.starts_with("  ")).collect();
        let explained = |l: &str| l.ends_with(']') && l.contains(" [");
        let one_sided = |l: &str| l.trim_start().starts_with("only in the ");
        let (sides, differing): (Vec<&str>, Vec<&str>) = rows.iter().partition(|l| one_sided(l));
        let unexplained = differing.iter().filter(|l| !explained(l)).count();
        self.checked_rows += compared;
        self.close_or_explained += compared - unexplained;
        let sides_explained = sides.iter().all(|l| explained(l));
        self.same_or_explained += usize::from(sides_explained);
    }
}

/// The Slurm release each case ran (its MANIFEST.md), as its site knows it.
fn release(case: &str) -> &'static str {
    match case {
        "eta" | "iota" | "lambda" | "mu" => "26.05.5",
        "theta" | "kappa" => "24.11.5",
        _ => "22.05.8",
    }
}

/// A database holding the case's final/ slurm.conf (with its release), QOS, tree and sacct
/// dump, as golden-check loads them (it gives no release).
pub fn load_final(case: &str) -> Env {
    load_final_as(case, Some(release(case)))
}

fn load_final_as(case: &str, release: Option<&str>) -> Env {
    let fin = case_dir(case).join("final");
    let env = Env::new();
    let path = |f: &str| fin.join(f).to_string_lossy().into_owned();
    let mut conf = vec!["load".to_string(), "conf".into(), path("slurm.conf")];
    if let Some(r) = release {
        conf.extend(["--slurm-version".to_string(), r.to_string()]);
    }
    env.ok(&conf.iter().map(String::as_str).collect::<Vec<_>>());
    env.ok(&["load", "qos", &path("sacctmgr_qos.psv")]);
    env.ok(&["load", "assoc", &path("sacctmgr_assoc_full.psv")]);
    env.ok(&["load", "sacct", &path("sacct_core.psv")]);
    env
}

/// As `load_final`, with slurmdbd's transaction log when the case kept it.
fn load_final_with_log(case: &str) -> Env {
    let env = load_final(case);
    let log = case_dir(case).join("final/sacctmgr_transactions_cluster.psv");
    if log.exists() {
        env.ok(&["load", "transactions", &log.to_string_lossy()]);
    }
    env
}

/// Loads the case's final/ dump and compares every snapshot; with `earlier`, each snapshot
/// after the previous one's sshare and sprio were loaded too (what a site saving them every
/// minute has).
fn replay(case: &str, earlier: bool) -> Figures {
    replay_in(load_final_with_log(case), case, earlier)
}

fn replay_in(env: Env, case: &str, earlier: bool) -> Figures {
    replay_dir(env, &case_dir(case), case, earlier)
}

/// Compares `env`'s sshare and sprio with every snapshot of the capture in `dir` (its
/// `snapshots/` and `final/` folders of `snap-*`), named `case` in the report.
pub fn replay_dir(env: Env, dir: &Path, case: &str, earlier: bool) -> Figures {
    // snapshots/restart/: those taken right after a controller's restart, snapshots/fast/: every
    // 2 s from a controller's start (sshare only), where a capture has them.
    let mut snaps: Vec<PathBuf> = ["snapshots", "snapshots/restart", "snapshots/fast", "final"]
        .iter()
        .filter(|d| *d == &"snapshots" || *d == &"final" || dir.join(d).exists())
        .flat_map(|d| std::fs::read_dir(dir.join(d)).unwrap())
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("snap-"))
        })
        .collect();
    snaps.sort_by_key(|p| p.file_name().map(|n| n.to_os_string()));
    let mut fig = Figures::default();
    for (k, s) in snaps.iter().enumerate() {
        if let Some(previous) = k.checked_sub(1).filter(|_| earlier).map(|p| &snaps[p]) {
            for (kind, file) in [("sshare", "sshare_fields.psv"), ("sprio", "sprio_long.txt")] {
                if !previous.join(file).exists() {
                    continue;
                }
                let at = format!("@{}", printed_at(previous, file));
                let path = previous.join(file).to_string_lossy().into_owned();
                env.ok(&["load", kind, &path, "--at", &at]);
            }
        }
        fig.compare_sshare(&env, s);
        fig.compare_sprio(&env, s);
    }
    let how = if earlier {
        " (earlier snapshots loaded)"
    } else {
        ""
    };
    eprintln!("{}", fig.report(&format!("{case}{how}")));
    fig
}

/// The share of `n` in `of`, in percent.
fn pct(n: usize, of: usize) -> f64 {
    Figures::pct(n, of)
}

/// Asserts each figure is at least its floor: (RawUsage, FairShare, EffectvUsage, LevelFS,
/// sprio ±1, same rows, sprio ±1 or explained, same rows or explained), in percent. The
/// floors are the figures last measured, less half a point (FIDELITY.md has them and the
/// issue's targets: FairShare and EffectvUsage ≥ 98 %, RawUsage ≥ 99 %, sprio ≥ 95 % from
/// final/ alone and ≥ 99 % with the previous minute loaded, the same rows in ≥ 95 % of
/// snapshots). sshare rows `check sshare` explains by the order of job ends in a cycle's
/// second are not counted (the issue's exclusion); the last two count the sprio misses
/// `check sprio` explains by a fact sacct cannot know as agreeing. Where a case stays below a
/// target, the misses are those FIDELITY.md lists.
pub fn at_least(f: &Figures, floors: [f64; 8]) {
    let measured = [
        pct(f.raw_close, f.raw_rows),
        pct(f.fairshare_equal, f.sshare_rows),
        pct(f.effectv_close, f.sshare_rows),
        pct(f.level_fs_equal, f.level_fs_rows),
        pct(f.factors_close, f.sprio_rows),
        pct(f.same_pending, f.snapshots),
        pct(f.close_or_explained, f.checked_rows),
        pct(f.same_or_explained, f.snapshots),
    ];
    let names = [
        "RawUsage",
        "FairShare",
        "EffectvUsage",
        "LevelFS",
        "sprio ±1",
        "same rows",
        "sprio ±1 or explained",
        "same rows or explained",
    ];
    for ((name, m), floor) in names.iter().zip(measured).zip(floors) {
        assert!(m >= floor, "{name}: {m:.1} % < {floor} %");
    }
}

/// Each case's floors from final/ alone (see `at_least`): the figures last measured, less half
/// a point.
const FROM_FINAL: [(&str, [f64; 8]); 11] = [
    ("beta", [99.5, 99.5, 99.5, 99.5, 59.5, 36.1, 99.5, 99.5]),
    ("gamma", [99.5, 99.5, 99.5, 99.5, 90.5, 55.6, 99.5, 99.5]),
    ("delta", [99.5, 99.5, 99.5, 99.5, 97.5, 36.1, 99.5, 99.5]),
    ("epsilon", [99.5, 99.5, 99.5, 99.5, 96.9, 72.7, 99.5, 99.5]),
    ("zeta", [99.5, 99.5, 99.5, 99.0, 95.7, 45.8, 99.5, 99.5]),
    ("eta", [99.5, 99.5, 99.5, 99.5, 97.8, 55.6, 99.5, 99.5]),
    ("theta", [99.5, 99.5, 99.5, 99.5, 95.5, 65.4, 99.5, 99.5]),
    ("iota", [99.0, 99.5, 99.5, 99.5, 75.0, 45.0, 99.5, 99.5]),
    ("kappa", [99.5, 99.5, 99.5, 99.5, 97.0, 54.0, 99.5, 99.5]),
    ("lambda", [99.5, 99.5, 99.5, 99.5, 94.0, 67.0, 100.0, 99.5]),
    ("mu", MU_FLOORS),
];

/// mu's (Slurm 26.05.5, classic, lambda's recipe): sshare's misses are bio/u4's, evaluated
/// in each cycle by job 19, which waited on a dependency and so never had an eligible time:
/// sacct's time window leaves such jobs out (as_mysql_jobacct_process.c, every release).
const MU_FLOORS: [f64; 8] = [99.3, 93.4, 93.3, 99.5, 88.9, 48.3, 92.7, 99.5];

/// Where a case as collected does better than from final/ alone, its own floors: mu's saved
/// queue shows job 19 (above) waiting, and u4 is evaluated where slurmctld did.
const AS_COLLECTED: [(&str, [f64; 8]); 1] =
    [("mu", [99.5, 99.5, 99.3, 99.5, 95.8, 48.3, 99.5, 99.5])];

fn floors(case: &str) -> [f64; 8] {
    FROM_FINAL
        .iter()
        .find(|(c, _)| *c == case)
        .map(|(_, f)| *f)
        .unwrap_or_else(|| panic!("no floors for {case}"))
}

/// The case replayed from final/ (with its transaction log) against its floors.
fn from_final(case: &str) {
    at_least(&replay(case, false), floors(case));
}

/// As `load_final_with_log`, with what `collect` also gathers where the case kept it: node
/// events, the controller's state file (`priority_last_decay_ran` as the capture's end left
/// it) and the queue as squeue printed it then (final/'s snapshot).
fn load_as_collected(case: &str) -> Env {
    let env = load_final_with_log(case);
    let fin = case_dir(case).join("final");
    for (kind, file) in [
        ("events", "sacctmgr_events.psv"),
        ("state", "priority_last_decay_ran"),
    ] {
        if fin.join(file).exists() {
            env.ok(&["load", kind, &fin.join(file).to_string_lossy()]);
        }
    }
    let snap = std::fs::read_dir(&fin)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("snap-"))
        })
        .unwrap();
    let at = format!("@{}", printed_at(&snap, "squeue.psv"));
    let queue = snap.join("squeue.psv.gz").to_string_lossy().into_owned();
    env.ok(&["load", "squeue", &queue, "--at", &at]);
    env
}

/// The case as collected: never worse than from final/ alone (the same floors, or its own).
fn as_collected(case: &str) {
    let how = format!("{case} as collected");
    let want = AS_COLLECTED
        .iter()
        .find(|(c, _)| *c == case)
        .map_or_else(|| floors(case), |(_, f)| *f);
    at_least(
        &replay_dir(load_as_collected(case), &case_dir(case), &how, false),
        want,
    );
}

/// Classic fairshare (`NO_FAIR_TREE`) with `MAX_TRES` billing, half-life 5 min.
#[test]
fn beta_classic_max_tres() {
    from_final("beta");
}

#[test]
fn beta_classic_max_tres_with_earlier_snapshots() {
    at_least(
        &replay("beta", true),
        [99.5, 99.5, 99.5, 99.5, 93.1, 36.1, 99.5, 99.5],
    );
}

/// Classic with `DEPTH_OBLIVIOUS`, a deeper uneven tree, half-life 7 min.
#[test]
fn gamma_depth_oblivious() {
    from_final("gamma");
}

#[test]
fn gamma_depth_oblivious_with_earlier_snapshots() {
    at_least(
        &replay("gamma", true),
        [99.5, 99.5, 99.5, 99.5, 99.0, 58.0, 99.5, 99.5],
    );
}

/// Fair Tree as in production: MAX_TRES, FavorSmall with SMALL_RELATIVE_TO_TIME, QOS
/// UsageFactor 0.5 and 2.0, association priorities, Fairshare=parent on an account and a
/// user, a GPU partition with its own billing weights.
#[test]
fn delta_fair_tree_production() {
    from_final("delta");
}

#[test]
fn delta_fair_tree_production_with_earlier_snapshots() {
    at_least(
        &replay("delta", true),
        [99.5, 99.5, 99.5, 99.5, 99.2, 62.9, 99.5, 99.5],
    );
}

/// Fair Tree with `CALCULATE_RUNNING,INCR_ONLY`, half-life 3 min, MaxAge 10 min.
#[test]
fn epsilon_calculate_running_incr_only() {
    from_final("epsilon");
}

#[test]
fn epsilon_calculate_running_incr_only_with_earlier_snapshots() {
    at_least(
        &replay("epsilon", true),
        [99.5, 99.5, 99.5, 99.5, 99.4, 87.3, 99.5, 99.5],
    );
}

/// Fair Tree, 4-minute cycles; associations added while slurmctld ran, a controller restart,
/// a shares change (MANIFEST.md). final/ includes slurmdbd's transaction log, which dates the
/// restart: the cycles before it run on the first start's phase, those after on the new one's.
#[test]
fn zeta_added_associations_and_a_restart() {
    from_final("zeta");
}

#[test]
fn zeta_added_associations_and_a_restart_with_earlier_snapshots() {
    at_least(
        &replay("zeta", true),
        [99.5, 99.5, 99.5, 99.0, 99.5, 77.5, 99.5, 99.5],
    );
}

/// The decay cycle's phase, fitted from final/ alone, is the one slurmctld's own state file
/// records (`priority_last_decay_ran`: its last cycle's time) in every case on every release
/// (zeta restarted its controller: its transaction log dates the start the state file is of).
/// On 24.11 and 26.05 a multi-partition job's submit priority is its first partition's and a
/// multi-QOS job's its highest QOS's, which sacct's Partition and QOS do not keep. eta's jobs
/// leave 39 to 43 s explaining as many or nearly (none was submitted in seconds 39–42), and its
/// time limits ran a second after the cycles' grid: the note names the run, which holds the
/// controller's 39.
#[test]
fn the_fitted_phase_is_the_controllers() {
    for case in [
        "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa", "lambda",
    ] {
        let state = std::fs::read(case_dir(case).join("final/priority_last_decay_ran")).unwrap();
        let last_ran = i64::from_be_bytes(state[..8].try_into().unwrap());
        let env = match case {
            "zeta" => load_final_with_log(case),
            _ => load_final(case),
        };
        let at = format!("@{last_ran}");
        let out = env
            .cmd(&["sshare", "-a", "-P", "--at", &at])
            .output()
            .unwrap();
        let note = String::from_utf8_lossy(&out.stderr);
        let period = if case == "zeta" { 240 } else { 60 };
        let phase = last_ran.rem_euclid(period);
        if case == "eta" {
            assert!(
                note.contains("the phases from 39 to 43 s explain as many or nearly"),
                "{case}: {note}"
            );
            continue;
        }
        let expected = format!("decay cycles at {phase} s past each {period} s");
        assert!(note.contains(&expected), "{case}: {note}");
    }
}

/// `check sshare` reads the orders of job ends in a decay cycle's second from the sshare it
/// checks. Delta at 10:29:17, from final/ alone: 19 rows differ as printed (18 in RawUsage,
/// EffectvUsage, FairShare or LevelFS; ops/u2 in NormUsage alone); under the orders it reads,
/// all 19 print as Slurm's but for TRESRunMins in 14 (ours lacks a few MB-minutes), and
/// those orders are slurmctld's own — its log has the cycle at
/// hh:mm:11.56 and "Time limit exhausted" for jobs 10, 26, 61, 41_3, 41_4, 75 and 60 later in
/// their second (after the cycle), 41_0–41_2 at 10:08:11.475 (before), and job 129 completing
/// at 10:23:11.219 (before; taken after, as it is no timeout).
#[test]
fn check_sshare_reads_same_second_end_orders_as_the_log_has_them() {
    let env = load_final("delta");
    let snap = case_dir("delta").join("snapshots/snap-1795602557-20261125T102917Z");
    let text = check_snapshot(&env, "sshare", &snap);
    let line = text
        .lines()
        .find(|l| l.starts_with("explained by what sacct's whole seconds cannot order"))
        .unwrap_or_else(|| panic!("no explanation in:\n{text}"));
    assert!(line.contains(": 19 of 19 rows print as Slurm's"), "{line}");
    for job in ["10", "26", "61", "41_3", "41_4", "75", "60"] {
        assert!(
            line.contains(&format!("job {job} handled after its cycle")),
            "{job}: {line}"
        );
    }
    assert!(line.contains("job 129 handled before its cycle"), "{line}");
    assert!(!line.contains("job 41_0 "), "{line}");
    assert_eq!(explained_rows(&env, &snap).len(), 19);
    assert_eq!(
        text.matches("; not explained: TRESRunMins]").count(),
        14,
        "{text}"
    );
}

/// beta (classic) from final/ alone: the priorities recorded for jobs submitted after a job
/// end in a cycle's second tell how slurmctld ordered it, and each order told is the one
/// slurmctld's log shows (its decay pass ran at hh:mm:05.742–.743): job 33 completed at
/// 10:17:05.956 (after the pass), 92_0 and 92_1 timed out at 10:18:05.608 and 10:23:05.374
/// (before). The ends of 10:25:05 and 10:35:05 come after the last submission (10:24:03):
/// nothing tells them, and they stay assumed.
#[test]
fn submit_priorities_order_same_second_ends_as_the_log_has_them() {
    let env = load_final("beta");
    let snap = case_dir("beta").join("final/snap-1795603107-20261125T103827Z");
    let text = check_snapshot(&env, "sshare", &snap);
    let told = "(told by the priorities of jobs submitted after it)";
    for (job, ended, order) in [
        ("33", "10:17:05", "after"),
        ("92_0", "10:18:05", "before"),
        ("92_1", "10:23:05", "before"),
    ] {
        let line = format!("job {job} ({{}}) ended 2026-11-25T{ended}: {order} the cycle {told}");
        let (head, tail) = line.split_once("{}").unwrap();
        assert!(
            text.lines()
                .any(|l| l.trim_start().starts_with(head) && l.contains(tail)),
            "{job}: {text}"
        );
    }
    for job in ["92_2", "92_3"] {
        let line = text
            .lines()
            .find(|l| l.trim_start().starts_with(&format!("job {job} (")))
            .unwrap_or_else(|| panic!("{job}: {text}"));
        assert!(line.contains("(assumed: a timeout)"), "{line}");
    }
}

/// beta from final/ alone: `check sprio` names, row by row, the fact sacct cannot know behind
/// each miss, and each is what the workload did (workload_actions.jsonl) or slurmctld logged:
/// at 10:05:10 job 23's nice was set to 150 at 10:04:11 (`scontrol update`), 27 was held at
/// 10:02:11 (released 10:06:52); 35 is in no dump; 47 was submitted at 10:05:10.644, after
/// sprio ran (22, held later, agrees: `a_job_held_later_ages_from_its_dependency_being_met`). At
/// 10:25:10 every FAIRSHARE that differs prints as Slurm's with job 92_2's end (10:25:05) after
/// its cycle — as the log has it (time limit at .782, the pass at .742).
#[test]
fn check_sprio_names_the_unknowable_behind_each_miss() {
    let env = load_final("beta");
    let check = |snap: &str| {
        check_snapshot(
            &env,
            "sprio",
            &case_dir("beta").join("snapshots").join(snap),
        )
    };
    let text = check("snap-1795601110-20261125T100510Z");
    for (row, cause) in [
        (
            "23 batch: PRIORITY 28147 vs 28297, NICE 150 vs 0",
            "nice from the submission line: a later `scontrol update nice=` is not in sacct",
        ),
        (
            "only in the reconstruction: 27 prio",
            "held after submission: sacct dates only the release",
        ),
        (
            "only in the file: 35 batch",
            "slurmdbd has no record of the job: it is in no loaded dump",
        ),
        (
            "only in the reconstruction: 47 batch",
            "submitted in sprio's second",
        ),
    ] {
        let line = text
            .lines()
            .find(|l| l.trim_start().starts_with(row))
            .unwrap_or_else(|| panic!("{row}: {text}"));
        assert!(line.contains(&format!(" [{cause}")), "{line}");
    }
    assert!(
        text.contains("explained by what sacct cannot know: 4 of 4 rows"),
        "{text}"
    );
    let text = check("snap-1795602310-20261125T102510Z");
    let fairshare: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("  ") && l.contains("FAIRSHARE "))
        .collect();
    assert!(fairshare.len() >= 20, "{text}");
    for line in fairshare {
        assert!(
            line.contains("FAIRSHARE as Slurm's if job 92_2 handled after its cycle]"),
            "{line}"
        );
    }
}

/// gamma's last snapshot (10:38:27): array 105's task 3 started at 10:38:23, but the final
/// dump, taken at 10:38:27.9, still had it pending (slurmdbd had not recorded the start), so
/// ours lists the remainder Slurm held at its task limit (`%3`). `check sprio` says so.
#[test]
fn check_sprio_names_a_start_the_dump_had_not_recorded() {
    let env = load_final("gamma");
    let snap = case_dir("gamma").join("final/snap-1795603107-20261125T103827Z");
    let text = check_snapshot(&env, "sprio", &snap);
    let line = text
        .lines()
        .find(|l| l.contains("only in the reconstruction: 105 batch"))
        .unwrap_or_else(|| panic!("{text}"));
    assert!(
        line.contains(
            "[pending in the dump, taken 0 s after sprio: slurmdbd may not have recorded a start"
        ),
        "{line}"
    );
}

/// epsilon at 10:37:19, from final/ alone: 9 rows differ in RawUsage, EffectvUsage, FairShare
/// or LevelFS (14 as printed: NormUsage and TRESRunMins too), by two things sacct's whole
/// seconds cannot order, and `check sshare` finds both as slurmctld's log has them: job 56
/// completed at 10:37:19.645, after sshare ran (10:37:19.149), so its last partial period was
/// not charged yet; job 54 timed out at 10:11:14.682, after that minute's decay pass (.570).
/// They explain 12 rows, all but the per-TRES lists in 5 (the trials do not move those).
#[test]
fn check_sshare_names_a_job_ending_in_its_own_second() {
    let env = load_final("epsilon");
    let snap = case_dir("epsilon").join("snapshots/snap-1795603039-20261125T103719Z");
    let text = check_snapshot(&env, "sshare", &snap);
    assert!(text.contains("hep/u1: RawUsage 3044 vs 3202"), "{text}");
    let line = text
        .lines()
        .find(|l| l.starts_with("explained by what sacct's whole seconds cannot order"))
        .unwrap_or_else(|| panic!("no explanation in:\n{text}"));
    assert!(line.contains(": 12 of 14 rows print as Slurm's"), "{line}");
    assert!(line.contains("job 54 handled after its cycle"), "{line}");
    assert!(
        line.contains("job 56 ended after sshare ran, in its second"),
        "{line}"
    );
    assert_eq!(explained_rows(&env, &snap).len(), 12);
}

/// gamma (classic, DEPTH_OBLIVIOUS) from final/ alone: at 10:28:14 and 10:31:14 ops/u2's
/// effective usage is the one an sshare request fixed in the minute before (the capture ran
/// sshare every minute; no dump records that). `check sshare` finds the request's stretch,
/// and the capture's own sshare of the minute before falls in it.
#[test]
fn check_sshare_names_an_unrecorded_sshare_request() {
    let env = load_final("gamma");
    let snaps = case_dir("gamma").join("snapshots");
    for (snap, before) in [
        (
            "snap-1795602494-20261125T102814Z",
            "snap-1795602434-20261125T102714Z",
        ),
        (
            "snap-1795602674-20261125T103114Z",
            "snap-1795602614-20261125T103014Z",
        ),
    ] {
        let (snap, before) = (snaps.join(snap), snaps.join(before));
        let text = check_snapshot(&env, "sshare", &snap);
        let line = text
            .lines()
            .find(|l| l.trim_start().starts_with("ops/u2: "))
            .unwrap_or_else(|| panic!("{text}"));
        let span = line
            .split(" was answered between @")
            .nth(1)
            .and_then(|r| r.strip_suffix(']'))
            .unwrap_or_else(|| panic!("{line}"));
        let (from, to) = span.split_once(" and @").unwrap();
        let (from, to): (i64, i64) = (from.parse().unwrap(), to.parse().unwrap());
        let request = printed_at(&before, "sshare_fields.psv");
        assert!(from <= request && request <= to, "{request}: {line}");
    }
}

/// gamma from final/ alone: job 3 (cosmo/u1) started at 10:35:08, the second of the cycle
/// (the log: the cycle at .545, the start at .696 by backfill, which that cycle's new
/// priorities woke). Still pending when the cycle came to it, first in the job list, it had
/// cosmo/u1 evaluated before any running job accrued; u7's first pending job came after jobs
/// 31, 35 and 36 had. Taken as started before the cycle, those three rows differed from the
/// sshare Slurm printed at 10:35:14; every row of it now prints as Slurm's or is named.
#[test]
fn a_job_starting_in_its_cycles_second_waited_for_that_cycle() {
    let env = load_final("gamma");
    let snap = case_dir("gamma").join("snapshots/snap-1795602914-20261125T103514Z");
    let text = check_snapshot(&env, "sshare", &snap);
    for row in ["cosmo/u1: ", "cosmo/u2: ", "bio/u7: "] {
        assert!(
            !text.lines().any(|l| l.trim_start().starts_with(row)),
            "{row}\n{text}"
        );
    }
    assert!(
        text.lines()
            .filter(|l| l.starts_with("  ") && l.contains(": EffectvUsage"))
            .all(|l| l.ends_with(']')),
        "{text}"
    );
}

/// Two rules read from Slurm 22.05's source, each shown by a real capture from final/ alone.
/// zeta's job 11 was requeued (`scontrol requeue`) at 12:39:27 after running from 12:36:47:
/// requeue recomputes nothing before 24.05.5, so until the 12:42:56 cycle sprio printed the
/// factors of 12:34:56, the last cycle before it started (AGE 12, FAIRSHARE 75000); a 24.11
/// controller would have recomputed them at the requeue (age 0). beta's array 64
/// (`--array=0-2%2`) started two tasks the moment it became eligible, reaching its limit:
/// the remainder's begin time was zeroed before it ever accrued, so task 2 ages from the
/// limit's release (10:07:50, its Eligible) — AGE 12 at 10:08:10, as sprio printed.
#[test]
fn requeued_jobs_and_throttled_arrays_age_as_slurm_computes() {
    let row = |env: &Env, at: &str, job: &str, extra: &[&str]| -> String {
        let mut args = extra.to_vec();
        args.extend(["sprio", "-h", "-o", "%i|%r|%A|%F", "--at", at, "-j", job]);
        env.ok(&args).trim().to_string()
    };
    let zeta = load_final_with_log("zeta");
    assert_eq!(row(&zeta, "@1795610546", "11", &[]), "11|batch|12|75000");
    let recomputed = row(&zeta, "@1795610546", "11", &["--slurm-version", "24.11.5"]);
    assert!(recomputed.starts_with("11|batch|0|"), "{recomputed}");
    let beta = load_final("beta");
    assert_eq!(row(&beta, "@1795601290", "64", &[]), "64|debug|12|1036");
}

/// theta's job 99 (24.11.5) asked for `--qos=normal,a` at 15:10:45; normal's priority is 0,
/// a's 10 (QOS factor 1000). A row under a QOS of priority 0 carries the factor of the job's
/// own QOS (`_priority_each_qos`): at submission the highest asked for, so sprio printed QOS
/// 1000 in every row at 15:10:54; the cycle at 15:11:39 found the QOS a scheduling pass had
/// left it under, the list's last (normal), and the normal rows printed 0 from then on.
#[test]
fn a_zero_priority_qos_row_carries_the_jobs_own_qos_factor() {
    let env = load_final("theta");
    let rows = |at: &str| {
        env.ok(&["sprio", "-h", "-o", "%i|%r|%n|%Q", "--at", at, "-j", "99"])
            .lines()
            .map(|l| l.split_whitespace().collect::<String>())
            .collect::<Vec<_>>()
    };
    let mut before = rows("@1795619454");
    before.sort();
    assert_eq!(
        before,
        [
            "99|batch|a|1000",
            "99|batch|normal|1000",
            "99|prio|a|1000",
            "99|prio|normal|1000"
        ]
    );
    let mut after = rows("@1795619514");
    after.sort();
    assert_eq!(
        after,
        [
            "99|batch|a|1000",
            "99|batch|normal|0",
            "99|prio|a|1000",
            "99|prio|normal|0"
        ]
    );
}

/// Any `scontrol update` of a pending job recomputes its factors then (update_job's
/// set_job_prio), which sacct does not record. zeta's job 69 had its nice set to -200 at
/// 12:51:02, 6 s after its cycle: sprio printed AGE 397 from then until the next cycle, where
/// the cycle's own calculation gives 392. The sprio saved at 12:51:26 shows that AGE, and so
/// the moment: loaded, the row at 12:52:26 prints as Slurm's; likewise job 46, whose nice was
/// set at 12:58:11 (AGE 550 at 12:59:26, the cycle's 452).
#[test]
fn a_saved_sprio_dates_an_update_after_the_cycle() {
    let env = load_final_with_log("zeta");
    let snaps = case_dir("zeta").join("snapshots");
    let row = |job: &str, snap: &str| {
        let at = format!("@{}", printed_at(&snaps.join(snap), "sprio_long.txt"));
        env.ok(&["sprio", "-h", "-o", "%i|%A|%N", "--at", &at, "-j", job])
            .split_whitespace()
            .collect::<String>()
    };
    let load = |snap: &str| {
        let dir = snaps.join(snap);
        let at = format!("@{}", printed_at(&dir, "sprio_long.txt"));
        let path = dir.join("sprio_long.txt").to_string_lossy().into_owned();
        env.ok(&["load", "sprio", &path, "--at", &at]);
    };
    let (then, later) = (
        "snap-1795611086-20261125T125126Z",
        "snap-1795611146-20261125T125226Z",
    );
    assert!(
        !row("69", later).starts_with("69|397|"),
        "{}",
        row("69", later)
    );
    load(then);
    assert_eq!(row("69", later), "69|397|-200");
    load("snap-1795611506-20261125T125826Z");
    assert_eq!(row("46", "snap-1795611566-20261125T125926Z"), "46|550|150");
}

/// beta's job 22 (`--dependency=afterany:18`) was held by an admin at 10:08:22 and released at
/// 10:11:58, which sacct keeps as its eligible time. Before the hold it waited, eligible from
/// when 18 ended (10:04:16; Slurm's next pass made it so a second later), and aged from then:
/// not listed at 10:02:10, AGE 40 at 10:05:10 as sprio printed (ours within one).
#[test]
fn a_job_held_later_ages_from_its_dependency_being_met() {
    let beta = load_final("beta");
    let row = |at: &str| beta.ok(&["sprio", "-h", "-o", "%i|%r|%A", "--at", at, "-j", "22"]);
    // Not yet pending: sprio (22.05) says it was sent nothing for it.
    assert_eq!(
        row("@1795600930").trim(),
        "Unable to find jobs matching user/id(s) specified"
    );
    let age: i64 = row("@1795601110")
        .trim()
        .strip_prefix("22|prio|")
        .and_then(|a| a.parse().ok())
        .unwrap_or_else(|| panic!("{}", row("@1795601110")));
    assert!((age - 40).abs() <= 1, "{age}");
}

/// Issue 21, deliverable 4, on zeta (Fair Tree, cycles every 4 minutes): slurmdbd created the
/// account `late` and its user u3 at 12:38:56, 0.2 s after a decay cycle, and three jobs of u3
/// were submitted; the probe 0.7 s later shows what slurmctld held until the next cycle: no
/// NormUsage, EffectvUsage, FairShare and LevelFS 0 for them, FAIRSHARE 0 for their jobs, and
/// the other rows as the cycle left them (computed without `late`; NormShares counting it). The
/// phase is the log's (its pass at 12:38:56.016), so only the transaction log differs between
/// the two replays. The log also dates u7's shares (3, then 6 from 13:00:14; the final tree
/// holds 6): neuro's rows print the 3 of 12:38.
#[test]
fn associations_created_after_a_cycle_hold_nothing_until_the_next() {
    let env = load_final("zeta");
    let probe = case_dir("zeta").join("probes/snap-1795610337-20261125T123857Z");
    let at = format!("@{}", printed_at(&probe, "sshare_fields.psv"));
    let phase = "PriorityCalcPhase=@1795610336";
    let fields = "Account,User,NormShares,RawUsage,NormUsage,EffectvUsage,FairShare,LevelFS";
    let sshare = || {
        psv(&env.ok(&[
            "--set", phase, "sshare", "-a", "-P", "-o", fields, "--at", &at,
        ]))
    };
    let theirs = psv(&std::fs::read_to_string(probe.join("sshare_fields.psv")).unwrap());
    let differing = |ours: &[HashMap<String, String>]| -> Vec<(String, String)> {
        theirs
            .iter()
            .filter(|t| {
                let o = ours.iter().find(|o| row_key(o) == row_key(t));
                o.is_none_or(|o| fields.split(',').any(|f| o[f] != t[f]))
            })
            .map(row_key)
            .collect()
    };
    // Without the log, `late` is taken as always there: its rows and its siblings' differ.
    let before = differing(&sshare());
    assert!(before.contains(&("late".into(), "u3".into())), "{before:?}");
    assert!(
        before.contains(&("bio".into(), String::new())),
        "{before:?}"
    );
    let log = case_dir("zeta").join("final/sacctmgr_transactions_cluster.psv");
    env.ok(&["load", "transactions", &log.to_string_lossy()]);
    let ours = sshare();
    assert_eq!(differing(&ours), Vec::<(String, String)>::new());
    let u3 = ours
        .iter()
        .find(|o| row_key(o) == ("late".into(), "u3".into()))
        .unwrap();
    assert_eq!(
        [
            &u3["NormUsage"],
            &u3["EffectvUsage"],
            &u3["FairShare"],
            &u3["LevelFS"]
        ],
        ["", "0.000000", "0.000000", "0.000000"]
    );
    // Its jobs' FAIRSHARE is 0, as sprio printed it.
    let at = format!("@{}", printed_at(&probe, "sprio_long.txt"));
    let out = env.ok(&["--set", phase, "sprio", "-h", "-o", "%i|%u|%F", "--at", &at]);
    let late_jobs: Vec<&str> = out.lines().filter(|l| l.contains("|u3|")).collect();
    assert_eq!(late_jobs.len(), 3, "{out}");
    assert!(late_jobs.iter().all(|l| l.trim().ends_with("|0")), "{out}");
    // A minute earlier (12:38:26), before its creation, sshare has no `late` at all.
    let earlier = case_dir("zeta").join("snapshots/snap-1795610306-20261125T123826Z");
    let at = format!("@{}", printed_at(&earlier, "sshare_fields.psv"));
    let out = env.ok(&["--set", phase, "sshare", "-a", "-P", "--at", &at]);
    assert!(!out.contains("late"), "{out}");
}

/// The sshare rows (account, user) of `snap` where `fields` print otherwise than Slurm's.
fn sshare_rows_differing(env: &Env, snap: &Path, fields: &str) -> Vec<(String, String)> {
    let at = format!("@{}", printed_at(snap, "sshare_fields.psv"));
    let ours = psv(&env.ok(&["sshare", "-a", "-P", "-o", fields, "--at", &at]));
    let theirs = psv(&std::fs::read_to_string(snap.join("sshare_fields.psv")).unwrap());
    theirs
        .iter()
        .filter(|t| {
            let o = ours.iter().find(|o| row_key(o) == row_key(t));
            o.is_none_or(|o| fields.split(',').any(|f| o[f] != t[f]))
        })
        .map(row_key)
        .collect()
}

/// zeta's controller was restarted at 12:56:13 (registered with slurmdbd then, as the
/// transaction log's "Modify Clusters" row has it): its cycles had run at :56 past every 4
/// minutes since the first start (12:30:55), and the new controller ran its first at 12:56:14,
/// over the 78 s since the last, then every 4 minutes from there. The probe 0.2 s after that
/// cycle prints as Slurm's in every row, the phase coming from the log alone (no `--set`, no
/// snapshot); without the log, the phase fitted to submit priorities misses rows.
#[test]
fn a_controller_restart_runs_its_first_cycle_over_the_odd_interval() {
    let env = load_final("zeta");
    let probe = case_dir("zeta").join("probes/snap-1795611374-20261125T125614Z");
    let fields = "Account,User,RawUsage,NormUsage,EffectvUsage,FairShare,LevelFS";
    assert!(!sshare_rows_differing(&env, &probe, fields).is_empty());
    let log = case_dir("zeta").join("final/sacctmgr_transactions_cluster.psv");
    env.ok(&["load", "transactions", &log.to_string_lossy()]);
    assert_eq!(
        sshare_rows_differing(&env, &probe, fields),
        Vec::<(String, String)>::new()
    );
    let at = format!("@{}", printed_at(&probe, "sshare_fields.psv"));
    let out = env
        .cmd(&["sshare", "-a", "-P", "--at", &at])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("from the controller's registration with slurmdbd at @1795611373"),
        "{err}"
    );
}

/// A state file from before zeta's restart — what the first controller wrote after its last
/// cycle, 12:54:56 (the log's "ran for 78 seconds" at the new controller's first cycle,
/// 12:56:14), and the first start as its reset — is an earlier controller's: the registration
/// at 12:56:13 tells the running one's phase, and the probe after the restart's first cycle
/// still prints as Slurm's in every row.
#[test]
fn an_earlier_controllers_state_file_leaves_the_phase_to_the_registration() {
    let env = load_final_with_log("zeta");
    let mut bytes = 1_795_611_296_i64.to_be_bytes().to_vec();
    bytes.extend(1_795_609_855_i64.to_be_bytes());
    let state = env.write("priority_last_decay_ran", &bytes);
    env.ok(&["load", "state", &state]);
    let probe = case_dir("zeta").join("probes/snap-1795611374-20261125T125614Z");
    let fields = "Account,User,RawUsage,NormUsage,EffectvUsage,FairShare,LevelFS";
    assert_eq!(
        sshare_rows_differing(&env, &probe, fields),
        Vec::<(String, String)>::new()
    );
}

/// eta's and theta's controllers started at 14:54:39 and ran their first cycle in that second
/// (.315 and .145); slurmdbd logged root/root's creation in the same second, before the
/// registration, so the controller loaded it with the tree and that cycle ranked it alone
/// (LevelFS inf, FairShare 1); the accounts added at 14:54:43–44 held 0 until the next cycle.
/// sshare printed so at 14:54:54, every row as ours.
#[test]
fn an_association_logged_before_the_registration_was_in_the_first_cycle() {
    for case in ["eta", "theta"] {
        let env = load_final_with_log(case);
        let snap = case_dir(case).join("snapshots/snap-1795618494-20261125T145454Z");
        assert_eq!(
            sshare_rows_differing(&env, &snap, "Account,User,FairShare,LevelFS"),
            Vec::<(String, String)>::new(),
            "{case}"
        );
    }
}

/// Slurm 26.05.5 (Debian sid): Fair Tree, `MAX_TRES_GRES`, three partitions with their own
/// billing weights (one for GPUs), a fifth of the jobs asking for two QOS (sprio prints a row
/// per QOS). final/ includes slurmdbd's transaction log, which dates the controller's start.
#[test]
fn eta_slurm_26_05_max_tres_gres_multi_qos() {
    from_final("eta");
}

#[test]
fn eta_slurm_26_05_with_earlier_snapshots() {
    at_least(
        &replay("eta", true),
        [99.5, 99.5, 99.5, 99.5, 99.0, 55.0, 99.5, 99.5],
    );
}

/// eta and theta as `../shared/tools/golden-check` replays them: no transaction log, no release.
/// The phase comes from the submit priorities, which leave eta's 39 to 43 s past the minute
/// equally good; the time-limit grid says 40 (its cycles ran at 39: FIDELITY.md), so eta's
/// LevelFS and early RawUsage are off. theta's comes out right.
#[test]
fn eta_and_theta_from_the_four_files_golden_check_loads() {
    let eta = replay_in(load_final_as("eta", None), "eta", false);
    at_least(&eta, [43.5, 98.3, 46.3, 14.9, 97.8, 55.6, 87.7, 99.5]);
    let theta = replay_in(load_final_as("theta", None), "theta", false);
    at_least(&theta, [99.5, 98.3, 99.5, 97.3, 95.4, 65.4, 96.8, 99.5]);
}

/// Slurm 24.11.5 (Debian trixie): Fair Tree, `MAX_TRES`, no PriorityType in slurm.conf (the
/// multifactor plugin is 24.11's default), some jobs asking for two QOS.
#[test]
fn theta_slurm_24_11_default_priority_type() {
    from_final("theta");
}

#[test]
fn theta_slurm_24_11_with_earlier_snapshots() {
    at_least(
        &replay("theta", true),
        [99.5, 99.5, 99.5, 99.5, 99.0, 65.0, 99.5, 99.5],
    );
}

/// Slurm 26.05.5 (Debian sid), classic: `NO_FAIR_TREE,MAX_TRES`, half-life 5 min, eta's three
/// partitions and multi-QOS requests (final/ with `sacctmgr show transactions`).
#[test]
fn iota_slurm_26_05_classic() {
    from_final("iota");
}

#[test]
fn iota_slurm_26_05_classic_with_earlier_snapshots() {
    at_least(
        &replay("iota", true),
        [99.5, 99.5, 99.5, 99.5, 92.5, 54.0, 99.5, 99.5],
    );
}

/// Slurm 24.11.5 (Debian trixie), classic with `DEPTH_OBLIVIOUS` and `MAX_TRES`, half-life
/// 7 min, theta's multi-QOS requests.
#[test]
fn kappa_slurm_24_11_classic_depth_oblivious() {
    from_final("kappa");
}

#[test]
fn kappa_slurm_24_11_classic_depth_oblivious_with_earlier_snapshots() {
    at_least(
        &replay("kappa", true),
        [99.5, 99.5, 99.5, 99.5, 99.5, 54.0, 99.5, 99.5],
    );
}

/// Slurm 26.05.5, classic (`NO_FAIR_TREE,MAX_TRES`, half-life 5 min) with QOS UsageFactor 0.5
/// and 2.0, an account and a user of `Fairshare=parent`, an account of share 1 beside 40 and 60,
/// a GPU partition billing `CPU=0.5,Mem=0.25G,GRES/gpu=4.0`, multi-QOS requests, and
/// partitions in an `include`d file (final/ with `sacctmgr show transactions`).
#[test]
fn lambda_slurm_26_05_classic_usage_factors_and_parent_shares() {
    from_final("lambda");
}

#[test]
fn lambda_slurm_26_05_classic_with_earlier_snapshots() {
    at_least(
        &replay("lambda", true),
        [99.5, 99.5, 99.5, 99.5, 93.0, 80.0, 100.0, 99.5],
    );
}

/// Classic, before the first cycle that saw them: the accounts and users created at 11:02:04,
/// after the controllers' first cycle (11:01:59, with root/root logged before the
/// registration), hold what a new association holds — no NormUsage, EffectvUsage 0, and the
/// controller's fs_factor 0. 26.05.5 prints that factor for users (blank for accounts); 24.11.5's
/// sshare computes every row's FairShare itself from EffectvUsage and NormShares (until 25.11,
/// Slurm ce4741b891), so it printed 1 for them and 0.5 for root. Every row at 11:02:11 as
/// Slurm printed it, on both.
#[test]
fn classic_associations_created_after_the_cycle_hold_nothing_until_the_next() {
    for case in ["iota", "kappa"] {
        let env = load_final_with_log(case);
        let snap = case_dir(case).join("snapshots/snap-1795690931-20261126T110211Z");
        let fields = "Account,User,NormShares,RawUsage,NormUsage,EffectvUsage,FairShare,LevelFS";
        assert_eq!(
            sshare_rows_differing(&env, &snap, fields),
            Vec::<(String, String)>::new(),
            "{case}"
        );
    }
}

/// iota (26.05.5, classic) at 11:12:11: job 14 of physics/u3 was held by an admin from
/// 11:11:44 to 11:16:00 (and before, 11:06:12–11:10:29); sacct keeps only the release. Taken as
/// waiting, it is the first u3 job the 11:11:59 cycle re-prioritises, which evaluates u3
/// before job 24 accrued; held, Slurm evaluated u3 at job 28, after (its log:
/// `731.291325 / 19262.960227`). `check sshare` and `check sprio` name the hold.
#[test]
fn check_names_an_undated_hold_that_moved_a_classic_evaluation() {
    let env = load_final_with_log("iota");
    let snap = case_dir("iota").join("snapshots/snap-1795691531-20261126T111211Z");
    let text = check_snapshot(&env, "sshare", &snap);
    let line = text
        .lines()
        .find(|l| l.trim_start().starts_with("physics/u3:"))
        .unwrap_or_else(|| panic!("{text}"));
    // 26.05.5's per-TRES lists add gres/gpumem and gres/gpuutil, which the controller adds
    // to slurm.conf's AccountingStorageTRES (only `scontrol show config` lists them).
    assert!(
        line.ends_with("[if job 14 was held at the cycles: sacct dates only its release; not explained: GrpTRESRaw, TRESRunMins]"),
        "{line}"
    );
    assert!(
        line.contains("TRESRunMins gres/gpumem=0,gres/gpuutil=0 vs (not listed)"),
        "{line}"
    );
    let text = check_snapshot(&env, "sprio", &snap);
    let line = text
        .lines()
        .find(|l| l.trim_start().starts_with("35 batch"))
        .unwrap_or_else(|| panic!("{text}"));
    assert!(
        line.contains("FAIRSHARE as Slurm's if job 14 was held at the cycles"),
        "{line}"
    );
}

/// `load transactions` is one load: the same log again changes nothing, and a log with a bad
/// row loads nothing and names the file, line and field.
#[test]
fn transaction_logs_load_once_and_whole() {
    let env = load_final("zeta");
    let log = case_dir("zeta").join("final/sacctmgr_transactions_cluster.psv");
    let log = log.to_string_lossy();
    let first = env.ok(&["load", "transactions", &log]);
    // 22 creations, 23 share settings (each creation's, and u7's change), 2 registrations.
    assert!(first.contains("loaded 47 records"), "{first}");
    let again = env.ok(&["load", "transactions", &log]);
    assert!(again.contains("already loaded"), "{again}");
    assert_eq!(env.scalar("SELECT count(*) FROM assoc_created"), "22");
    assert_eq!(
        env.scalar("SELECT count(*) FROM controller_registered"),
        "2"
    );
    let bad = env.write(
        "transactions.psv",
        b"Time|Action|Actor|Cluster|Where|Info\n\
          2026-11-25T12:38:56|Add Associations|root|zeta|id_assoc=30|mod_time=1795610336\n\
          2026-11-25T12:38:57|Add Associations|root|zeta|assoc=31|mod_time=1795610337\n",
    );
    let err = env.fails(&["load", "transactions", &bad]);
    assert!(
        err.contains("transactions.psv:3") && err.contains("Where"),
        "{err}"
    );
    assert_eq!(env.scalar("SELECT count(*) FROM assoc_created"), "22");
}

/// Slurm 26.05.5, classic with lambda's recipe (QOS UsageFactor 0.5/2, `Fairshare=parent`, a
/// share-1 account); the controller ran eleven minutes idle before the first job.
#[test]
fn mu_slurm_26_05_classic() {
    from_final("mu");
}

#[test]
fn beta_as_collected() {
    as_collected("beta");
}

#[test]
fn gamma_as_collected() {
    as_collected("gamma");
}

#[test]
fn delta_as_collected() {
    as_collected("delta");
}

#[test]
fn epsilon_as_collected() {
    as_collected("epsilon");
}

#[test]
fn zeta_as_collected() {
    as_collected("zeta");
}

#[test]
fn eta_as_collected() {
    as_collected("eta");
}

#[test]
fn theta_as_collected() {
    as_collected("theta");
}

#[test]
fn iota_as_collected() {
    as_collected("iota");
}

#[test]
fn kappa_as_collected() {
    as_collected("kappa");
}

#[test]
fn lambda_as_collected() {
    as_collected("lambda");
}

#[test]
fn mu_as_collected() {
    as_collected("mu");
}

/// Issue 49: `check sshare` compares every column a saved sshare prints, as it printed it.
/// lambda (26.05.5) at 20:46:04, one second, three layouts: with `-l -P` all 25 rows differ, in
/// TRESRunMins alone (Slurm lists gres/gpumem=0 and gres/gpuutil=0, which the controller adds to
/// slurm.conf's AccountingStorageTRES, as its `scontrol show config` shows; the four columns
/// compared before found nothing); `-l` as printed cuts TRESRunMins to 30 characters, before
/// them, and names with `+`, and the default layout prints no TRESRunMins: 0 of 25.
#[test]
fn issue_49_check_sshare_compares_every_column_as_printed() {
    let env = load_final_with_log("lambda");
    let snap = case_dir("lambda").join("snapshots/snap-1795725964-20261126T204604Z");
    let check = |file: &str| check_file(&env, "sshare", &snap.join(file), printed_at(&snap, file));
    let text = check("sshare_long.psv");
    assert!(
        text.contains("per column: Account 0, User 0, RawShares 0, NormShares 0, RawUsage 0, NormUsage 0, EffectvUsage 0, FairShare 0, GrpTRESMins 0, TRESRunMins 25\n"),
        "{text}"
    );
    assert!(
        text.contains("  computational_chemistry_lab/longusername01: TRESRunMins gres/gpumem=0,gres/gpuutil=0 vs (not listed)\n"),
        "{text}"
    );
    let text = check("sshare_long.txt");
    assert!(
        text.contains("per column: Account 0, User 0, RawShares 0, NormShares 0, RawUsage 0, NormUsage 0, EffectvUsage 0, FairShare 0, GrpTRESMins 0, TRESRunMins 0\n"),
        "{text}"
    );
    assert!(
        text.contains("(Slurm's figure, then ours): 0 of 25"),
        "{text}"
    );
    let text = check("sshare_default.txt");
    assert!(
        text.contains("per column: Account 0, User 0, RawShares 0, NormShares 0, RawUsage 0, EffectvUsage 0, FairShare 0\n"),
        "{text}"
    );
}

/// Issue 49: sshare printed in a decay cycle's second, where either may have come first. In the
/// captures only zeta's probes did so, each after the cycle (the log's `_apply_new_usage` at
/// 12:46:56.010, 12:56:14.398 and 13:00:14.398; sshare at .75, .63 and .72): as the replay takes
/// such a moment, every column prints as Slurm's (but one LevelFS's sixth decimal), and no
/// row is put down to the cycle. Every other sshare of the captures ran 4 to 21 s after a
/// cycle. Delta's of 10:31:17.707 is what slurmctld held until its next cycle, 10:32:11.559 (no
/// job was submitted, started or ended between: sacct and the log): checked as printed at
/// 10:32:11, the rows differ after the cycle and check names them as printed before it.
#[test]
fn issue_49_check_sshare_names_a_moment_in_a_decay_cycles_second() {
    let env = load_final_with_log("zeta");
    let probes = case_dir("zeta").join("probes");
    for (probe, differ) in [
        ("snap-1795610816-20261125T124656Z", 0),
        ("snap-1795611374-20261125T125614Z", 0),
        ("snap-1795611614-20261125T130014Z", 1),
    ] {
        let text = check_snapshot(&env, "sshare", &probes.join(probe));
        assert!(
            text.contains(&format!("(Slurm's figure, then ours): {differ} of 23")),
            "{probe}: {text}"
        );
        assert!(
            !text.contains("printed in a decay cycle's second"),
            "{probe}: {text}"
        );
    }
    let env = load_final("delta");
    let snap = case_dir("delta").join("snapshots/snap-1795602677-20261125T103117Z");
    let text = check_file(&env, "sshare", &snap.join("sshare_fields.psv"), 1795602731);
    assert!(
        text.contains("(Slurm's figure, then ours): 19 of 21"),
        "{text}"
    );
    assert!(text.contains("root/: RawUsage 71118 vs 75877"), "{text}");
    let line = text
        .lines()
        .find(|l| l.starts_with("explained by what sacct's whole seconds cannot order"))
        .unwrap_or_else(|| panic!("no explanation in:\n{text}"));
    assert!(
        line.contains(": 19 of 19 rows print as Slurm's if printed in a decay cycle's second: before the cycle, and job 10 handled after its cycle"),
        "{line}"
    );
    // The same file at the second it was printed: the same rows, by the same orders alone.
    let own = check_snapshot(&env, "sshare", &snap);
    assert!(
        own.contains("(Slurm's figure, then ours): 19 of 21"),
        "{own}"
    );
    assert!(!own.contains("printed in a decay cycle's second"), "{own}");
}
