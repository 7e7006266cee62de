//! `fairtrace check sshare FILE --at TIME`: the reconstruction against what Slurm printed.

use std::process::ExitCode;

use anyhow::Context;
use clap::{Args, Subcommand};

use super::snapshot::{inputs, parse_time, zone, Inputs};
use super::sshare::lines_at;
use super::{open_store, Cli};
use crate::model::fairshare::LevelFs;
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
    let at = parse_time(cli, &args.at)?;
    let path = args.file.to_string_lossy().to_string();
    let theirs = sprio_rows(
        &std::fs::read_to_string(&args.file).with_context(|| format!("reading {path}"))?,
        &path,
    )?;
    let pending = super::sprio::pending_at(cli, &store, args.cluster.as_deref(), at)?;
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
    let cluster = super::snapshot::cluster(&store, args.cluster.as_deref())?;
    let config = store.config(&cluster, crate::store::read::AsOf::Latest)?;
    let phase = |v: &str| super::snapshot::parse_time(cli, v).map_err(|e| e.to_string());
    let settings =
        crate::ingest::settings::settings(&config, &cli.set, &phase).map_err(anyhow::Error::msg)?;
    let weights = super::snapshot::billing_weight_versions(&store, &cluster, &cli.set)?;
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

fn check_sshare(cli: &Cli, args: &CheckSshareArgs) -> anyhow::Result<ExitCode> {
    let store = open_store(cli)?;
    let at = parse_time(cli, &args.at)?;
    let path = args.file.to_string_lossy().to_string();
    let text = std::fs::read_to_string(&args.file).with_context(|| format!("reading {path}"))?;
    let observed = crate::ingest::sshare::parse(&text, &path)?;
    let inp = inputs(cli, &store, args.cluster.as_deref(), at, Some(at))?;
    let (ours, _) = lines_at(&inp, &store, at, Default::default())?;
    let mut cols: [(&str, Errors); 4] = [
        ("RawUsage", Errors::default()),
        ("EffectvUsage", Errors::default()),
        ("FairShare", Errors::default()),
        ("LevelFS", Errors::default()),
    ];
    let mut differing = Vec::new();
    let mut missing = Vec::new();
    for o in &observed {
        let Some(l) = ours
            .iter()
            .find(|l| l.account == o.account && l.user == o.user && l.partition == o.partition)
        else {
            missing.push(format!("{}/{}", o.account, o.user));
            continue;
        };
        let level = match l.level_fs {
            Some(LevelFs::Value(v)) => Some(v),
            Some(LevelFs::Infinite) => Some(f64::INFINITY),
            _ => None,
        };
        let pairs = [
            (o.raw_usage, Some(l.raw_usage.trunc())),
            (o.effectv_usage, l.effectv_usage),
            (o.fairshare, l.fairshare),
            (o.level_fs, level),
        ];
        let mut diffs = Vec::new();
        for (k, (theirs, mine)) in pairs.into_iter().enumerate() {
            if let (Some(t), Some(m)) = (theirs, mine) {
                if t.is_finite() && m.is_finite() {
                    cols[k].1.add(m, t);
                }
                let same = if k == 0 { t == m } else { six(t) == six(m) };
                if !same {
                    diffs.push(format!(
                        "{} {} vs {}",
                        cols[k].0,
                        if k == 0 { t.to_string() } else { six(t) },
                        if k == 0 { m.to_string() } else { six(m) }
                    ));
                }
            }
        }
        if !diffs.is_empty() {
            differing.push(format!("  {}/{}: {}", o.account, o.user, diffs.join(", ")));
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
    for (name, e) in &cols {
        let (amax, amed, rmax, rmed) = e.summary();
        worst = worst.max(rmax);
        println!("{name:<13} {amax:>12.6} {amed:>12.6} {rmax:>12.6} {rmed:>12.6}");
    }
    println!(
        "rows that differ as printed (Slurm's figure, then ours): {} of {}",
        differing.len(),
        observed.len() - missing.len()
    );
    for d in &differing {
        println!("{d}");
    }
    for m in &missing {
        println!("  missing: {m}");
    }
    if !differing.is_empty() {
        explain_same_second_ends(cli, &store, &inp, at)?;
    }
    Ok(if worst > args.tolerance || !missing.is_empty() {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}

/// The job ends whose order against a decay cycle sacct cannot tell, recent enough at `at`
/// to show in sshare's figures (five half-lives, a thirty-second of their effect): where a
/// difference may come from.
fn explain_same_second_ends(cli: &Cli, store: &Store, inp: &Inputs, at: i64) -> anyhow::Result<()> {
    let half_life = inp.settings.half_life_s as i64;
    let from = if half_life > 0 {
        at - 5 * half_life
    } else {
        i64::MIN
    };
    let ends = inp.same_second_ends(store, (from, at))?;
    if ends.is_empty() {
        return Ok(());
    }
    println!(
        "job ends in a decay cycle's second (sacct's whole seconds cannot order them against the cycle; a loaded sshare snapshot taken after one can):"
    );
    let zone = zone(cli);
    for e in &ends {
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
    Ok(())
}
