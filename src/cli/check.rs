//! `fairtrace check sshare|sprio|billing`: the reconstruction against what Slurm printed
//! (`replay::check`).

use std::process::ExitCode;

use clap::{Args, Subcommand};

use super::{open_reader, Cli};
use crate::command::sshare::warn_about;
use crate::ingest::sprio::ObservedPriority;
use crate::ingest::sshare::ObservedShare;
use crate::replay::check::{self, SprioNumbers, SSHARE_COLUMNS};
use crate::replay::{EndOrder, OrderSource, TresLists};
use crate::report::sshare;

#[derive(Debug, Clone, Subcommand)]
pub enum CheckCommand {
    /// Compare `sshare -a -P` output (any -o columns, or `sshare -a [-l]` as printed) saved at
    /// --at with the reconstruction, row by row, every column as the file printed it.
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
    /// Column names of a file printed without a header (`sshare -n`): its `-o` list,
    /// comma-separated.
    #[arg(long)]
    pub columns: Option<String>,
    /// Largest relative error accepted in RawUsage, EffectvUsage, FairShare and LevelFS.
    #[arg(long, default_value_t = 0.001)]
    pub tolerance: f64,
}

pub fn run(cli: &Cli, cmd: &CheckCommand) -> anyhow::Result<ExitCode> {
    match cmd {
        CheckCommand::Sshare(args) => check_sshare(cli, args),
        CheckCommand::Billing(args) => check_billing(cli, args),
        CheckCommand::Sprio(args) => check_sprio(cli, args),
    }
}

/// `sprio -l` rows keyed by (job, partition, QOS name).
fn sprio_rows(rows: Vec<ObservedPriority>) -> SprioNumbers {
    rows.into_iter()
        .map(|r| ((r.job_id, r.partition, r.qos), r.numbers))
        .collect()
}

/// What a saved file's reader warns of (text read as U+FFFD).
fn warn_not_utf8(not_utf8: Option<&crate::error::InputError>) {
    if let Some(w) = not_utf8 {
        eprintln!("warning: {w}");
    }
}

/// A saved `sprio -l` printed at `at` against the reconstruction, ours as sprio -l prints it.
pub fn sprio_against(
    ctx: &crate::replay::Context,
    store: &crate::store::Store,
    (file, at): (&std::path::Path, i64),
    cluster: Option<&str>,
    tolerance: f64,
) -> anyhow::Result<check::SprioCheck> {
    let saved = crate::load::saved_sprio(file)?;
    warn_not_utf8(saved.not_utf8.as_ref());
    let theirs = sprio_rows(saved.rows);
    // Ours as sprio -l prints them: compared at printed precision.
    let as_printed = |pending: &crate::replay::Pending| -> anyhow::Result<SprioNumbers> {
        let mut buf = Vec::new();
        crate::report::sprio::write(
            &pending.lines,
            crate::report::sprio::long_format(pending.version),
            true,
            &mut buf,
        )?;
        let ours = crate::ingest::sprio::parse(&String::from_utf8_lossy(&buf), "reconstruction")?;
        Ok(sprio_rows(ours.rows))
    };
    check::check_sprio_at(ctx, store, cluster, (at, &theirs), tolerance, &as_printed)
}

fn check_sprio(cli: &Cli, args: &CheckSprioArgs) -> anyhow::Result<ExitCode> {
    let store = open_reader(cli)?;
    let at = cli.context().parse_time(&args.at)?;
    let c = sprio_against(
        &cli.context(),
        &store,
        (&args.file, at),
        args.cluster.as_deref(),
        args.tolerance,
    )?;
    println!(
        "compared {} rows at {at}: {} only in the file, {} only in the reconstruction",
        c.compared,
        c.only_theirs.len(),
        c.only_ours.len()
    );
    println!("{:<10} {:>10} {:>10}", "factor", "max abs", "median abs");
    for (name, (max, median)) in crate::ingest::sprio::NUMBERS.iter().zip(&c.errors) {
        println!("{name:<10} {max:>10.0} {median:>10.0}");
    }
    let row = |(j, p, q): &check::SprioKey| match q {
        Some(q) => format!("{j} {p} {q}"),
        None => format!("{j} {p}"),
    };
    let cause = |k: &check::SprioKey| match c.causes.get(k) {
        Some(why) => format!(" [{}]", why.words),
        None => String::new(),
    };
    println!("rows outside the tolerance: {}", c.differing.len());
    for (k, d) in &c.differing {
        println!("  {}: {d}{}", row(k), cause(k));
    }
    for k in &c.only_theirs {
        println!("  only in the file: {}{}", row(k), cause(k));
    }
    for k in &c.only_ours {
        println!("  only in the reconstruction: {}{}", row(k), cause(k));
    }
    let misses = c.differing.len() + c.only_theirs.len() + c.only_ours.len();
    if misses > 0 {
        println!(
            "explained by what sacct cannot know: {} of {misses} rows",
            c.causes.len()
        );
    }
    Ok(if misses == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

fn check_billing(cli: &Cli, args: &CheckBillingArgs) -> anyhow::Result<ExitCode> {
    let store = open_reader(cli)?;
    let (checked, differ) = check::check_billing(&cli.context(), &store, args.cluster.as_deref())?;
    for d in &differ {
        println!(
            "{} ({}): recorded billing={}, computed {} from its TRES and partition weights",
            d.job_id, d.partition, d.recorded, d.computed
        );
    }
    println!(
        "{checked} jobs with a recorded billing checked, {} differ",
        differ.len()
    );
    Ok(if differ.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// A saved sshare printed at `at` against the reconstruction, every column it printed
/// compared as printed: the comparison, the file's rows, and its columns' titles.
pub fn sshare_against(
    ctx: &crate::replay::Context,
    store: &crate::store::Store,
    (file, columns): (&std::path::Path, Option<&[String]>),
    (cluster, at): (&str, i64),
) -> anyhow::Result<(check::SshareCheck, Vec<ObservedShare>, Vec<&'static str>)> {
    let (observed, printed) = crate::load::saved_sshare(store, (file, columns), (cluster, at))?;
    warn_not_utf8(observed.not_utf8.as_ref());
    let observed = observed.rows;
    // Ours rendered as the file was printed: its columns, at their widths.
    let fields = sshare::printed_fields(&printed.names, printed.widths.as_deref())
        .map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))?;
    let layout = match printed.widths {
        Some(_) => sshare::Layout::Aligned,
        None => sshare::Layout::ParsableNoEnding,
    };
    let asks = |field| fields.iter().any(|(f, _)| *f == field);
    let render = |line: &sshare::SshareLine| sshare::cells(line, &fields, layout);
    let as_printed = check::AsPrinted {
        columns: fields.iter().map(|(f, _)| f.title()).collect(),
        cells: &printed.cells,
        tres: TresLists {
            raw: asks(sshare::Field::GrpTresRaw),
            run: asks(sshare::Field::TresRunMins),
        },
        render: &render,
    };
    let c = check::check_sshare(ctx, store, Some(cluster), at, (&observed, &as_printed))?;
    Ok((c, observed, as_printed.columns))
}

fn check_sshare(cli: &Cli, args: &CheckSshareArgs) -> anyhow::Result<ExitCode> {
    let store = open_reader(cli)?;
    let at = cli.context().parse_time(&args.at)?;
    let cluster = crate::replay::cluster(&store, args.cluster.as_deref())?;
    let columns = args
        .columns
        .as_deref()
        .map(crate::ingest::sacct::column_list);
    let (c, observed, columns) = sshare_against(
        &cli.context(),
        &store,
        (&args.file, columns.as_deref()),
        (&cluster, at),
    )?;
    warn_about(&c.warnings);
    println!(
        "compared {} rows at {at} ({} not in the reconstruction)",
        c.compared,
        c.missing.len()
    );
    println!(
        "{:<13} {:>12} {:>12} {:>12} {:>12}",
        "column", "max abs", "median abs", "max rel", "median rel"
    );
    let mut worst: f64 = 0.0;
    for (name, e) in SSHARE_COLUMNS.iter().zip(&c.errors) {
        let (amax, amed, rmax, rmed) = e.summary();
        worst = worst.max(rmax);
        println!("{name:<13} {amax:>12.6} {amed:>12.6} {rmax:>12.6} {rmed:>12.6}");
    }
    let counts: Vec<String> = columns
        .iter()
        .zip(&c.per_column)
        .map(|(name, n)| format!("{name} {n}"))
        .collect();
    println!(
        "rows that differ as printed, per column: {}",
        counts.join(", ")
    );
    println!(
        "rows that differ as printed (Slurm's figure, then ours): {} of {}",
        c.differing.len(),
        c.compared
    );
    let explanations = [
        &c.by_cycle,
        &c.explained,
        &c.by_starts,
        &c.by_holds,
        &c.by_requests,
    ];
    for d in &c.differing {
        let o = &observed[d.row];
        let why = explanations
            .iter()
            .find_map(|e| Some((e, e.rows.get(&d.row)?)))
            .map_or(String::new(), |(e, left)| {
                let left: Vec<&str> = left.iter().map(|&k| columns[k]).collect();
                match left.as_slice() {
                    [] => format!(" [{}]", e.because),
                    _ => format!(" [{}; not explained: {}]", e.because, left.join(", ")),
                }
            });
        println!("  {}/{}: {}{why}", o.account, o.user, d.words);
    }
    for m in &c.missing {
        println!("  missing: {m}");
    }
    print_ends(cli, &c.ends);
    for (what, e) in [
        (
            "sshare and slurmctld's decay cycle sharing a second (ours: after the cycle)",
            &c.by_cycle,
        ),
        ("what sacct's whole seconds cannot order", &c.explained),
        (
            "a start in a cycle's second (taken as after the cycle)",
            &c.by_starts,
        ),
        ("holds sacct does not date", &c.by_holds),
        ("sshare requests no dump records", &c.by_requests),
    ] {
        if !e.rows.is_empty() {
            println!(
                "explained by {what}: {} of {} rows print as Slurm's {}",
                e.rows.len(),
                c.differing.len(),
                e.because
            );
        }
    }

    Ok(if worst > args.tolerance || !c.missing.is_empty() {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}

/// The ends `same_second_ends` found, and how each was ordered.
fn print_ends(cli: &Cli, ends: &[EndOrder]) {
    if ends.is_empty() {
        return;
    }
    println!(
        "job ends in a decay cycle's second (sacct's whole seconds cannot order them against the cycle; a loaded sshare snapshot taken after one can, and so can jobs submitted after one, by their recorded priorities):"
    );
    let zone = cli.context().zone;
    for e in ends {
        let order = if e.end_first { "before" } else { "after" };
        let why = match e.order {
            OrderSource::Snapshot => "told by a loaded snapshot",
            OrderSource::Priorities => "told by the priorities of jobs submitted after it",
            OrderSource::AssumedTimeout => "assumed: a timeout",
            OrderSource::Assumed => "assumed: not a timeout",
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
