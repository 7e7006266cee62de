//! `fairtrace check sshare|sprio|billing`: the reconstruction against what Slurm printed
//! (`replay::check`); the exit status says whether it held.

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::ingest::sprio::ObservedPriority;
use crate::ingest::sshare::ObservedShare;
use crate::replay::check::{self, SprioNumbers, Tally, SSHARE_COLUMNS};
use crate::replay::{Context, EndOrder, OrderSource, TresLists};
use crate::report::sshare;
use crate::store::Store;

/// What is checked, against which saved file.
pub enum Request {
    /// A saved sshare (its `-o` columns when it has no header), printed at `at`.
    Sshare {
        file: PathBuf,
        at: i64,
        columns: Option<Vec<String>>,
        cluster: Option<String>,
        /// Largest relative error accepted.
        tolerance: f64,
    },
    /// A saved `sprio -l`, printed at `at`.
    Sprio {
        file: PathBuf,
        at: i64,
        cluster: Option<String>,
        /// Largest difference accepted in each weighted factor.
        tolerance: f64,
    },
    /// Every job's recorded billing against the one computed.
    Billing { cluster: Option<String> },
}

pub fn run(ctx: &Context, store: &Store, r: &Request, out: &mut dyn Write) -> anyhow::Result<u8> {
    match r {
        Request::Sshare {
            file,
            at,
            columns,
            cluster,
            tolerance,
        } => check_sshare(
            ctx,
            store,
            (file, *at, columns.as_deref()),
            (cluster.as_deref(), *tolerance),
            out,
        ),
        Request::Sprio {
            file,
            at,
            cluster,
            tolerance,
        } => check_sprio(
            ctx,
            store,
            (file, *at),
            (cluster.as_deref(), *tolerance),
            out,
        ),
        Request::Billing { cluster } => check_billing(ctx, store, cluster.as_deref(), out),
    }
}

/// A collect run's check of itself: the sshare and sprio it saved at `at` (each when saved)
/// against the reconstruction then, their tallies kept in the store
/// (`collect::keep_check`), and whether they met the goal.
pub fn saved_outputs(
    ctx: &Context,
    store: &Store,
    (sshare, sprio): (Option<&Path>, Option<&Path>),
    (cluster, at): (&str, i64),
) -> anyhow::Result<(Option<Tally>, Option<Tally>, bool)> {
    let sshare = sshare
        .map(|path| sshare_against(ctx, store, (path, None), (cluster, at)).map(|c| c.0.tally()))
        .transpose()?;
    let sprio = sprio
        .map(|path| sprio_against(ctx, store, (path, at), Some(cluster), 1.0).map(|c| c.tally()))
        .transpose()?;
    let goal_met =
        crate::collect::keep_check(store, (cluster, at), (sshare.as_ref(), sprio.as_ref()))?;
    Ok((sshare, sprio, goal_met))
}

/// `sprio -l` rows keyed by (job, partition, QOS name).
fn sprio_rows(rows: Vec<ObservedPriority>) -> SprioNumbers {
    rows.into_iter()
        .map(|r| ((r.job_id, r.partition, r.qos), r.numbers))
        .collect()
}

/// What a saved file's reader warns of (text read as U+FFFD).
fn warn_not_utf8(ctx: &Context, not_utf8: Option<&crate::error::InputError>) {
    if let Some(w) = not_utf8 {
        ctx.note(&format!("warning: {w}"));
    }
}

/// A saved `sprio -l` printed at `at` against the reconstruction, ours as sprio -l prints it.
fn sprio_against(
    ctx: &Context,
    store: &Store,
    (file, at): (&std::path::Path, i64),
    cluster: Option<&str>,
    tolerance: f64,
) -> anyhow::Result<check::SprioCheck> {
    let saved = crate::load::saved_sprio(file)?;
    warn_not_utf8(ctx, saved.not_utf8.as_ref());
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

fn check_sprio(
    ctx: &Context,
    store: &Store,
    (file, at): (&Path, i64),
    (cluster, tolerance): (Option<&str>, f64),
    out: &mut dyn Write,
) -> anyhow::Result<u8> {
    let c = sprio_against(ctx, store, (file, at), cluster, tolerance)?;
    writeln!(
        out,
        "compared {} rows at {at}: {} only in the file, {} only in the reconstruction",
        c.compared,
        c.only_theirs.len(),
        c.only_ours.len()
    )?;
    writeln!(
        out,
        "{:<10} {:>10} {:>10}",
        "factor", "max abs", "median abs"
    )?;
    for (name, (max, median)) in crate::ingest::sprio::NUMBERS.iter().zip(&c.errors) {
        writeln!(out, "{name:<10} {max:>10.0} {median:>10.0}")?;
    }
    let row = |(j, p, q): &check::SprioKey| match q {
        Some(q) => format!("{j} {p} {q}"),
        None => format!("{j} {p}"),
    };
    let cause = |k: &check::SprioKey| match c.causes.get(k) {
        Some(why) => format!(" [{}]", why.words),
        None => String::new(),
    };
    writeln!(out, "rows outside the tolerance: {}", c.differing.len())?;
    for (k, d) in &c.differing {
        writeln!(out, "  {}: {d}{}", row(k), cause(k))?;
    }
    for k in &c.only_theirs {
        writeln!(out, "  only in the file: {}{}", row(k), cause(k))?;
    }
    for k in &c.only_ours {
        writeln!(out, "  only in the reconstruction: {}{}", row(k), cause(k))?;
    }
    let misses = c.differing.len() + c.only_theirs.len() + c.only_ours.len();
    if misses > 0 {
        writeln!(
            out,
            "explained by what sacct cannot know: {} of {misses} rows",
            c.causes.len()
        )?;
    }
    Ok(u8::from(misses > 0))
}

fn check_billing(
    ctx: &Context,
    store: &Store,
    cluster: Option<&str>,
    out: &mut dyn Write,
) -> anyhow::Result<u8> {
    let (checked, differ) = check::check_billing(ctx, store, cluster)?;
    for d in &differ {
        writeln!(
            out,
            "{} ({}): recorded billing={}, computed {} from its TRES and partition weights",
            d.job_id, d.partition, d.recorded, d.computed
        )?;
    }
    writeln!(
        out,
        "{checked} jobs with a recorded billing checked, {} differ",
        differ.len()
    )?;
    Ok(u8::from(!differ.is_empty()))
}

/// A saved sshare printed at `at` against the reconstruction, every column it printed
/// compared as printed: the comparison, the file's rows, and its columns' titles.
fn sshare_against(
    ctx: &Context,
    store: &Store,
    (file, columns): (&std::path::Path, Option<&[String]>),
    (cluster, at): (&str, i64),
) -> anyhow::Result<(check::SshareCheck, Vec<ObservedShare>, Vec<&'static str>)> {
    let (observed, printed) = crate::load::saved_sshare(store, (file, columns), (cluster, at))?;
    warn_not_utf8(ctx, observed.not_utf8.as_ref());
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

fn check_sshare(
    ctx: &Context,
    store: &Store,
    (file, at, columns): (&Path, i64, Option<&[String]>),
    (cluster, tolerance): (Option<&str>, f64),
    out: &mut dyn Write,
) -> anyhow::Result<u8> {
    let cluster = crate::replay::cluster(store, cluster)?;
    let (c, observed, columns) = sshare_against(ctx, store, (file, columns), (&cluster, at))?;
    for w in &c.warnings {
        ctx.note(w);
    }
    writeln!(
        out,
        "compared {} rows at {at} ({} not in the reconstruction)",
        c.compared,
        c.missing.len()
    )?;
    writeln!(
        out,
        "{:<13} {:>12} {:>12} {:>12} {:>12}",
        "column", "max abs", "median abs", "max rel", "median rel"
    )?;
    let mut worst: f64 = 0.0;
    for (name, e) in SSHARE_COLUMNS.iter().zip(&c.errors) {
        let (amax, amed, rmax, rmed) = e.summary();
        worst = worst.max(rmax);
        writeln!(
            out,
            "{name:<13} {amax:>12.6} {amed:>12.6} {rmax:>12.6} {rmed:>12.6}"
        )?;
    }
    let counts: Vec<String> = columns
        .iter()
        .zip(&c.per_column)
        .map(|(name, n)| format!("{name} {n}"))
        .collect();
    writeln!(
        out,
        "rows that differ as printed, per column: {}",
        counts.join(", ")
    )?;
    writeln!(
        out,
        "rows that differ as printed (Slurm's figure, then ours): {} of {}",
        c.differing.len(),
        c.compared
    )?;
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
        writeln!(out, "  {}/{}: {}{why}", o.account, o.user, d.words)?;
    }
    for m in &c.missing {
        writeln!(out, "  missing: {m}")?;
    }
    print_ends(ctx, &c.ends, out)?;
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
            writeln!(
                out,
                "explained by {what}: {} of {} rows print as Slurm's {}",
                e.rows.len(),
                c.differing.len(),
                e.because
            )?;
        }
    }

    Ok(u8::from(worst > tolerance || !c.missing.is_empty()))
}

/// The ends `same_second_ends` found, and how each was ordered.
fn print_ends(ctx: &Context, ends: &[EndOrder], out: &mut dyn Write) -> std::io::Result<()> {
    if ends.is_empty() {
        return Ok(());
    }
    writeln!(
        out,
        "job ends in a decay cycle's second (sacct's whole seconds cannot order them against the cycle; a loaded sshare snapshot taken after one can, and so can jobs submitted after one, by their recorded priorities):"
    )?;
    let zone = ctx.zone;
    for e in ends {
        let order = if e.end_first { "before" } else { "after" };
        let why = match e.order {
            OrderSource::Snapshot => "told by a loaded snapshot",
            OrderSource::Priorities => "told by the priorities of jobs submitted after it",
            OrderSource::AssumedTimeout => "assumed: a timeout",
            OrderSource::Assumed => "assumed: not a timeout",
        };
        let other = if e.end_first { "after" } else { "before" };
        writeln!(
        out,
            "  job {} ({}) ended {}: {order} the cycle ({why}); {other} it, our RawUsage of {} and its accounts would change by {:+.1}",
            e.job_id,
            e.association,
            zone.format(e.end),
            e.association,
            e.other_order_shift
        )?;
    }
    Ok(())
}
