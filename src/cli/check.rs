//! `fairtrace check sshare FILE --at TIME`: the reconstruction against what Slurm printed.

use std::collections::{HashMap, HashSet};
use std::process::ExitCode;

use anyhow::Context;
use clap::{Args, Subcommand};

use super::sshare::{lines_at, warn_about};
use super::{open_store, Cli};
use crate::ingest::sshare::ObservedShare;
use crate::model::fairshare::LevelFs;
use crate::model::usage::{order_same_second_ends, Observed, SameSecondEnd};
use crate::replay::{inputs, EndOrder, Inputs};
use crate::report::sshare::SshareLine;
use crate::store::Store;

#[derive(Debug, Clone, Subcommand)]
pub enum CheckCommand {
    /// Compare `sshare -a -P` output saved at --at with the reconstruction, row by row.
    Sshare(CheckSshareArgs),
    /// Compare `sprio -l` output saved at --at with the reconstruction, row by row.
    Sprio(CheckSprioArgs),
    /// List every job whose billing, computed from its allocated TRES and its partition's
    /// TRESBillingWeights and truncated as Slurm does, differs from the recorded `billing=`.
    Billing(CheckBillingArgs),
}

#[derive(Debug, Clone, Args)]
pub struct CheckSprioArgs {
    /// `sprio -l` (or `sprio -l -h`) output.
    pub file: std::path::PathBuf,
    /// When sprio printed it.
    #[arg(long)]
    pub at: String,
    #[arg(long, short = 'M')]
    pub cluster: Option<String>,
    /// Largest difference accepted in each weighted factor (the total priority gets one more).
    #[arg(long, default_value_t = 1.0)]
    pub tolerance: f64,
}

#[derive(Debug, Clone, Args)]
pub struct CheckBillingArgs {
    #[arg(long, short = 'M')]
    pub cluster: Option<String>,
}

#[derive(Debug, Clone, Args)]
pub struct CheckSshareArgs {
    pub file: std::path::PathBuf,
    /// When sshare printed it.
    #[arg(long)]
    pub at: String,
    #[arg(long, short = 'M')]
    pub cluster: Option<String>,
    /// Largest relative error accepted in RawUsage, EffectvUsage, FairShare and LevelFS.
    #[arg(long, default_value_t = 0.001)]
    pub tolerance: f64,
}

/// Error statistics of one column.
#[derive(Default)]
struct Errors {
    abs: Vec<f64>,
    rel: Vec<f64>,
}

impl Errors {
    fn add(&mut self, ours: f64, theirs: f64) {
        let abs = if ours == theirs {
            0.0
        } else {
            (ours - theirs).abs()
        };
        self.abs.push(abs);
        self.rel.push(if abs == 0.0 {
            0.0
        } else {
            abs / theirs.abs().max(1e-12)
        });
    }

    fn summary(&self) -> (f64, f64, f64, f64) {
        let stat = |v: &[f64]| {
            let mut s = v.to_vec();
            s.sort_by(f64::total_cmp);
            (
                s.last().copied().unwrap_or(0.0),
                s.get(s.len() / 2).copied().unwrap_or(0.0),
            )
        };
        let (amax, amed) = stat(&self.abs);
        let (rmax, rmed) = stat(&self.rel);
        (amax, amed, rmax, rmed)
    }
}

fn six(v: f64) -> String {
    if v.is_infinite() {
        "inf".into()
    } else {
        format!("{v:.6}")
    }
}

pub fn run(cli: &Cli, cmd: &CheckCommand) -> anyhow::Result<ExitCode> {
    match cmd {
        CheckCommand::Sshare(args) => check_sshare(cli, args),
        CheckCommand::Billing(args) => check_billing(cli, args),
        CheckCommand::Sprio(args) => check_sprio(cli, args),
    }
}

/// `sprio -l` rows keyed by (job, partition).
fn sprio_rows(
    text: &str,
    path: &str,
) -> anyhow::Result<std::collections::BTreeMap<(String, String), Vec<f64>>> {
    Ok(crate::ingest::sprio::parse(text, path)?
        .into_iter()
        .map(|r| ((r.job_id, r.partition), r.numbers))
        .collect())
}

fn check_sprio(cli: &Cli, args: &CheckSprioArgs) -> anyhow::Result<ExitCode> {
    let store = open_store(cli)?;
    let at = cli.context().parse_time(&args.at)?;
    let path = args.file.to_string_lossy().to_string();
    let theirs = sprio_rows(
        &std::fs::read_to_string(&args.file).with_context(|| format!("reading {path}"))?,
        &path,
    )?;
    let pending = crate::replay::pending_at(&cli.context(), &store, args.cluster.as_deref(), at)?;
    let mut buf = Vec::new();
    crate::report::sprio::write(
        &pending.lines,
        crate::report::sprio::LONG_FORMAT,
        true,
        &mut buf,
    )?;
    let ours = sprio_rows(&String::from_utf8_lossy(&buf), "reconstruction")?;
    let mut errors: Vec<Vec<f64>> = vec![Vec::new(); crate::ingest::sprio::NUMBERS.len()];
    let mut differing = Vec::new();
    for (key, t) in &theirs {
        let Some(o) = ours.get(key) else { continue };
        let mut diffs = Vec::new();
        for (k, (name, _)) in crate::ingest::sprio::NUMBERS.iter().enumerate() {
            let d = (o[k] - t[k]).abs();
            errors[k].push(d);
            let limit = if k == 0 {
                args.tolerance + 1.0
            } else {
                args.tolerance
            };
            if d > limit {
                diffs.push(format!("{name} {} vs {}", t[k], o[k]));
            }
        }
        if !diffs.is_empty() {
            differing.push(format!("  {} {}: {}", key.0, key.1, diffs.join(", ")));
        }
    }
    let missing: Vec<_> = theirs.keys().filter(|k| !ours.contains_key(*k)).collect();
    let extra: Vec<_> = ours.keys().filter(|k| !theirs.contains_key(*k)).collect();
    println!(
        "compared {} rows at {at}: {} only in the file, {} only in the reconstruction",
        theirs.len() - missing.len(),
        missing.len(),
        extra.len()
    );
    println!("{:<10} {:>10} {:>10}", "factor", "max abs", "median abs");
    for (k, (name, _)) in crate::ingest::sprio::NUMBERS.iter().enumerate() {
        let mut e = errors[k].clone();
        e.sort_by(f64::total_cmp);
        println!(
            "{name:<10} {:>10.0} {:>10.0}",
            e.last().copied().unwrap_or(0.0),
            e.get(e.len() / 2).copied().unwrap_or(0.0)
        );
    }
    println!("rows outside the tolerance: {}", differing.len());
    for d in &differing {
        println!("{d}");
    }
    for (j, p) in &missing {
        println!("  only in the file: {j} {p}");
    }
    for (j, p) in &extra {
        println!("  only in the reconstruction: {j} {p}");
    }
    Ok(
        if differing.is_empty() && missing.is_empty() && extra.is_empty() {
            ExitCode::SUCCESS
        } else {
            ExitCode::FAILURE
        },
    )
}

fn check_billing(cli: &Cli, args: &CheckBillingArgs) -> anyhow::Result<ExitCode> {
    let store = open_store(cli)?;
    let cluster = crate::replay::cluster(&store, args.cluster.as_deref())?;
    let config = store.config(&cluster, crate::store::read::AsOf::Latest)?;
    let phase = |v: &str| cli.context().parse_time(v).map_err(|e| e.to_string());
    let settings =
        crate::ingest::settings::settings(&config, &cli.set, &phase).map_err(anyhow::Error::msg)?;
    let weights = crate::replay::billing_weight_versions(&store, &cluster, &cli.set)?;
    let (mut checked, mut differ) = (0, 0);
    store.for_each_usage_job(&cluster, i64::MAX, crate::store::read::UsageJobs::All, |job| {
        let Some(recorded) = job.recorded_billing else {
            return Ok(());
        };
        let w = crate::store::read::version_at(&weights, job.start_s)
            .and_then(|w| w.get(job.partition))
            .and_then(Option::as_ref);
        let computed = crate::model::billing::billing(&job.alloc, w, settings.billing_mode);
        checked += 1;
        if computed.trunc() != recorded {
            differ += 1;
            println!("{} ({}): recorded billing={recorded}, computed {computed} from its TRES and partition weights", job.job_id, job.partition);
        }
        Ok(())
    })?;
    println!("{checked} jobs with a recorded billing checked, {differ} differ");
    Ok(if differ > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}

const SSHARE_COLUMNS: [&str; 4] = ["RawUsage", "EffectvUsage", "FairShare", "LevelFS"];

/// Our row for a saved one.
fn our_line<'a>(ours: &'a [SshareLine], o: &ObservedShare) -> Option<&'a SshareLine> {
    ours.iter()
        .find(|l| l.account == o.account && l.user == o.user && l.partition == o.partition)
}

/// The compared columns of a saved row and ours (index into SSHARE_COLUMNS, Slurm's, ours),
/// where both print one.
fn column_pairs(o: &ObservedShare, l: &SshareLine) -> Vec<(usize, f64, f64)> {
    let level = match l.level_fs {
        Some(LevelFs::Value(v)) => Some(v),
        Some(LevelFs::Infinite) => Some(f64::INFINITY),
        _ => None,
    };
    [
        (o.raw_usage, Some(l.raw_usage.trunc())),
        (o.effectv_usage, l.effectv_usage),
        (o.fairshare, l.fairshare),
        (o.level_fs, level),
    ]
    .into_iter()
    .enumerate()
    .filter_map(|(k, pair)| match pair {
        (Some(t), Some(m)) => Some((k, t, m)),
        _ => None,
    })
    .collect()
}

/// Whether two figures of column `k` print the same (RawUsage as an integer, the others at
/// sshare's six decimals).
fn printed_same(k: usize, theirs: f64, mine: f64) -> bool {
    if k == 0 {
        theirs == mine
    } else {
        six(theirs) == six(mine)
    }
}

fn check_sshare(cli: &Cli, args: &CheckSshareArgs) -> anyhow::Result<ExitCode> {
    let store = open_store(cli)?;
    let at = cli.context().parse_time(&args.at)?;
    let path = args.file.to_string_lossy().to_string();
    let text = std::fs::read_to_string(&args.file).with_context(|| format!("reading {path}"))?;
    let observed = crate::ingest::sshare::parse(&text, &path)?;
    let mut inp = inputs(
        &cli.context(),
        &store,
        args.cluster.as_deref(),
        at,
        Some(at),
    )?;
    warn_about(&inp);
    let (ours, _) = lines_at(&inp, &store, at, Default::default())?;
    let mut cols: [Errors; 4] = Default::default();
    // (index into observed, what differs)
    let mut differing: Vec<(usize, String)> = Vec::new();
    let mut missing = Vec::new();
    for (i, o) in observed.iter().enumerate() {
        let Some(l) = our_line(&ours, o) else {
            missing.push(format!("{}/{}", o.account, o.user));
            continue;
        };
        let mut diffs = Vec::new();
        for (k, t, m) in column_pairs(o, l) {
            if t.is_finite() && m.is_finite() {
                cols[k].add(m, t);
            }
            if !printed_same(k, t, m) {
                let show = |v: f64| if k == 0 { v.to_string() } else { six(v) };
                diffs.push(format!("{} {} vs {}", SSHARE_COLUMNS[k], show(t), show(m)));
            }
        }
        if !diffs.is_empty() {
            differing.push((i, diffs.join(", ")));
        }
    }
    println!(
        "compared {} rows at {at} ({} not in the reconstruction)",
        observed.len() - missing.len(),
        missing.len()
    );
    println!(
        "{:<13} {:>12} {:>12} {:>12} {:>12}",
        "column", "max abs", "median abs", "max rel", "median rel"
    );
    let mut worst: f64 = 0.0;
    for (name, e) in SSHARE_COLUMNS.iter().zip(&cols) {
        let (amax, amed, rmax, rmed) = e.summary();
        worst = worst.max(rmax);
        println!("{name:<13} {amax:>12.6} {amed:>12.6} {rmax:>12.6} {rmed:>12.6}");
    }
    let ends = if differing.is_empty() {
        Vec::new()
    } else {
        same_second_ends(&store, &inp, at)?
    };
    let explained = explain_by_end_orders(&store, &mut inp, at, (&observed, &differing), &ends)?;
    println!(
        "rows that differ as printed (Slurm's figure, then ours): {} of {}",
        differing.len(),
        observed.len() - missing.len()
    );
    for (i, d) in &differing {
        let o = &observed[*i];
        let why = if explained.rows.contains(i) {
            format!(" [{}]", explained.because)
        } else {
            String::new()
        };
        println!("  {}/{}: {d}{why}", o.account, o.user);
    }
    for m in &missing {
        println!("  missing: {m}");
    }
    print_ends(cli, &ends);
    if !explained.rows.is_empty() {
        println!(
            "explained by the order of same-second ends: {} of {} rows print as Slurm's {}",
            explained.rows.len(),
            differing.len(),
            explained.because
        );
    }
    Ok(if worst > args.tolerance || !missing.is_empty() {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}

/// Differing rows that print as Slurm's under another order of same-second ends, and that
/// order in words.
#[derive(Default)]
struct Explained {
    rows: HashSet<usize>,
    because: String,
}

/// At most this many combinations of orders a single sshare leaves undecided are tried.
const COMBINATIONS_TRIED: usize = 64;

/// Reads from the checked file the orders of the `ends` no loaded snapshot told, as a loaded
/// snapshot would tell them (`model::usage::order_same_second_ends`; where several
/// combinations fit one association, each is tried); the differing rows that print as
/// Slurm's under those orders are explained by them.
fn explain_by_end_orders(
    store: &Store,
    inp: &mut Inputs,
    at: i64,
    (observed, differing): (&[ObservedShare], &[(usize, String)]),
    ends: &[EndOrder],
) -> anyhow::Result<Explained> {
    let open: Vec<SameSecondEnd> = ends
        .iter()
        .filter(|e| !e.told)
        .map(|e| SameSecondEnd {
            id: e.row,
            charge: e.charge,
        })
        .collect();
    if open.is_empty() {
        return Ok(Explained::default());
    }
    // Every charge, none summed in a checkpoint.
    inp.order_ends(store, &HashMap::new())?;
    let seen: Vec<Observed> = observed
        .iter()
        .filter_map(|o| {
            Some(Observed {
                at,
                node: inp.tree.find(&o.account, &o.user, &o.partition)?,
                raw: o.raw_usage?,
            })
        })
        .collect();
    let orders = order_same_second_ends(&inp.tree, &inp.charges, &inp.params, &seen, &open);
    // Each combination of the undecided groups' alternatives (the first alone of groups past
    // the limit), with the told orders: the one under which most rows print as Slurm's.
    let mut combinations: Vec<Vec<(i64, bool)>> = vec![orders.told.clone()];
    for group in &orders.undecided {
        let take = if combinations.len() * group.len() <= COMBINATIONS_TRIED {
            group.len()
        } else {
            1
        };
        combinations = combinations
            .iter()
            .flat_map(|c| {
                group[..take]
                    .iter()
                    .map(move |alt| [c.clone(), alt.clone()].concat())
            })
            .collect();
    }
    let mut best: Option<(HashSet<usize>, HashMap<i64, bool>)> = None;
    for combination in combinations {
        let flipped: HashMap<i64, bool> = combination
            .into_iter()
            .filter(|(row, end_first)| {
                ends.iter()
                    .any(|e| e.row == *row && e.end_first != *end_first)
            })
            .collect();
        if flipped.is_empty() {
            continue;
        }
        // Every end's order given, so none stays from the combination before.
        let mut all: HashMap<i64, bool> = ends.iter().map(|e| (e.row, e.end_first)).collect();
        all.extend(&flipped);
        inp.order_ends(store, &all)?;
        let (ours, _) = lines_at(inp, store, at, Default::default())?;
        let rows: HashSet<usize> = differing
            .iter()
            .map(|(i, _)| *i)
            .filter(|i| {
                our_line(&ours, &observed[*i]).is_some_and(|l| {
                    column_pairs(&observed[*i], l)
                        .into_iter()
                        .all(|(k, t, m)| printed_same(k, t, m))
                })
            })
            .collect();
        if best.as_ref().is_none_or(|(r, _)| rows.len() > r.len()) {
            best = Some((rows, flipped));
        }
    }
    let Some((rows, flipped)) = best else {
        return Ok(Explained::default());
    };
    let words: Vec<String> = ends
        .iter()
        .filter(|e| flipped.contains_key(&e.row))
        .map(|e| {
            let order = if e.end_first { "after" } else { "before" };
            format!("job {} handled {order} its cycle", e.job_id)
        })
        .collect();
    Ok(Explained {
        rows,
        because: format!("if {}", words.join(" and ")),
    })
}

/// The job ends whose order against a decay cycle sacct cannot tell that can still move a
/// figure sshare prints at `at`: where a difference may come from. Ends twenty half-lives
/// back keep a millionth of their effect; of those, the ones whose other order would move
/// their association's RawUsage by at least a millionth of root's.
fn same_second_ends(store: &Store, inp: &Inputs, at: i64) -> anyhow::Result<Vec<EndOrder>> {
    let half_life = inp.settings.half_life_s as i64;
    let from = if half_life > 0 {
        at - 20 * half_life
    } else {
        i64::MIN
    };
    let root = inp.usage_at(at).live[inp.tree.root];
    let mut ends = inp.same_second_ends(store, (from, at))?;
    ends.retain(|e| e.other_order_shift.abs() >= 1e-6 * root);
    Ok(ends)
}

/// The ends `same_second_ends` found, and how each was ordered.
fn print_ends(cli: &Cli, ends: &[EndOrder]) {
    if ends.is_empty() {
        return;
    }
    println!(
        "job ends in a decay cycle's second (sacct's whole seconds cannot order them against the cycle; a loaded sshare snapshot taken after one can):"
    );
    let zone = cli.context().zone;
    for e in ends {
        let order = if e.end_first { "before" } else { "after" };
        let why = match (e.told, e.timeout) {
            (true, _) => "told by a loaded snapshot",
            (false, true) => "assumed: a timeout",
            (false, false) => "assumed: not a timeout",
        };
        let other = if e.end_first { "after" } else { "before" };
        println!(
            "  job {} ({}) ended {}: {order} the cycle ({why}); {other} it, our RawUsage of {} and its accounts would change by {:+.1}",
            e.job_id,
            e.association,
            zone.format(e.end),
            e.association,
            e.other_order_shift
        );
    }
}
