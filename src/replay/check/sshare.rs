//! `check sshare`: a saved sshare against the reconstruction, every column it printed
//! compared as printed, each differing row with what explains it: sshare printed before the
//! decay cycle of its own second, job ends in a cycle's second (or in sshare's own), starts,
//! holds, or sshare requests.

use std::collections::HashMap;

use crate::ingest::sshare::ObservedShare;
use crate::model::decay::Run;
use crate::model::fairshare::LevelFs;
use crate::model::usage::{order_same_second_ends, Charge, Observed, SameSecondEnd};
use crate::store::Store;

use super::super::{inputs, lines_at, SshareLine, TresLists};
use super::{
    held_in_words, held_trials, request_stretches, requests_in_words, same_second_ends, Context,
    EndOrder, Errors, Inputs, Tally, Unknowable,
};

/// A saved sshare against the reconstruction at its moment.
pub struct SshareCheck {
    /// Rows of the file compared, and those with no row of ours (`account/user`).
    pub compared: usize,
    pub missing: Vec<String>,
    /// Per column of SSHARE_COLUMNS, the differences' statistics.
    pub errors: [Errors; 4],
    /// Per column of the file, the rows whose cell differs as printed.
    pub per_column: Vec<usize>,
    /// Rows that differ as printed.
    pub differing: Vec<Differing>,
    /// Differing rows that print as Slurm's had sshare run before the decay cycle of its own
    /// second (ours: after it). Where that side leaves fewer rows unexplained, the ends and
    /// explanations below are that side's.
    pub by_cycle: Explained,
    /// The job ends in a cycle's second behind a difference, and the rows their other
    /// orders explain.
    pub ends: Vec<EndOrder>,
    pub explained: Explained,
    /// Other differing rows that print as Slurm's had a job starting in a cycle's second
    /// started before the cycle (classic; taken as after).
    pub by_starts: Explained,
    /// Other differing rows that print as Slurm's had a job held after submission been held
    /// at the last cycles (classic: a held job is not re-prioritised, so it does not evaluate
    /// its user; sacct dates only the release, and the job is taken as waiting until then).
    pub by_holds: Explained,
    /// Other differing rows that print as Slurm's had sshare requests been answered after
    /// the last cycles (classic).
    pub by_requests: Explained,
    /// What the inputs' reader must know (the phase's source, usage not counted).
    pub warnings: Vec<String>,
}

impl SshareCheck {
    /// In counts: a differing row is named when the first explanation that takes it leaves
    /// none of its columns unexplained (as `check sshare` prints it).
    pub fn tally(&self) -> Tally {
        let stages = [
            (&self.by_cycle, Unknowable::PrintedInCycle),
            (&self.explained, Unknowable::SameSecondEnds),
            (&self.by_starts, Unknowable::StartsInCycle),
            (&self.by_holds, Unknowable::Holds),
            (&self.by_requests, Unknowable::Requests),
        ];
        let mut tally = Tally {
            rows: self.compared + self.missing.len(),
            agree: self.compared - self.differing.len(),
            ..Tally::default()
        };
        for d in &self.differing {
            let first = stages
                .iter()
                .find_map(|(e, kind)| Some((e.rows.get(&d.row)?, *kind)));
            if let Some((_, kind)) = first.filter(|(left, _)| left.is_empty()) {
                tally.named += 1;
                tally.kinds.insert(kind);
            }
        }
        tally
    }
}

/// A row that differs as printed.
#[derive(Clone)]
pub struct Differing {
    /// Index into the file's rows.
    pub row: usize,
    /// The columns that differ.
    columns: Vec<usize>,
    /// What differs, in words.
    pub words: String,
}

/// A saved sshare's text: each row's cells (in the order of the observed rows), its columns'
/// names, and our rows rendered as the file printed its own.
pub struct AsPrinted<'a> {
    pub columns: Vec<&'static str>,
    pub cells: &'a [Vec<String>],
    /// The per-TRES lists the file prints.
    pub tres: TresLists,
    pub render: &'a dyn Fn(&SshareLine) -> Vec<String>,
}

impl AsPrinted<'_> {
    /// The columns where our row prints otherwise than the file's row `i`.
    fn differing(&self, i: usize, ours: &SshareLine) -> Vec<usize> {
        let mine = (self.render)(ours);
        self.cells[i]
            .iter()
            .zip(&mine)
            .enumerate()
            .filter(|(_, (t, m))| t.as_str() != m.trim())
            .map(|(k, _)| k)
            .collect()
    }

    /// Column `k` of row `i`, Slurm's then ours (`mine`, our row's cells), in words: of
    /// `name=value` lists, only the items that differ or that one side lists alone.
    fn in_words(&self, i: usize, mine: &[String], k: usize) -> String {
        let (theirs, mine) = (self.cells[i][k].as_str(), mine[k].trim());
        let items = |s: &str| -> Option<Vec<(String, String)>> {
            s.split(',')
                .map(|i| i.split_once('=').map(|(n, v)| (n.into(), v.into())))
                .collect()
        };
        let (t, m) = match (items(theirs), items(mine)) {
            (Some(t), Some(m)) => {
                // Each side's items the other does not list with the same value.
                let apart = |a: &[(String, String)], b: &[(String, String)]| -> String {
                    let items: Vec<String> = a
                        .iter()
                        .filter(|x| !b.contains(x))
                        .map(|(n, v)| format!("{n}={v}"))
                        .collect();
                    match items.as_slice() {
                        [] => "(not listed)".into(),
                        _ => items.join(","),
                    }
                };
                (apart(&t, &m), apart(&m, &t))
            }
            _ => (theirs.to_string(), mine.to_string()),
        };
        let blank = |s: String| {
            if s.is_empty() {
                "(blank)".to_string()
            } else {
                s
            }
        };
        format!("{} {} vs {}", self.columns[k], blank(t), blank(m))
    }
}

/// Compares `observed` (sshare as printed at `at`, `printed` its text) with the
/// reconstruction.
pub fn check_sshare(
    ctx: &Context,
    store: &Store,
    cluster: Option<&str>,
    at: i64,
    compared: Compared,
) -> anyhow::Result<SshareCheck> {
    let (observed, printed) = compared;
    let mut inp = inputs(ctx, store, cluster, at, Some(at))?;
    let warnings = inp.warnings();
    let (ours, _) = lines_at(&inp, store, at, printed.tres)?;
    let mut errors: [Errors; 4] = Default::default();
    let mut missing = Vec::new();
    for o in observed {
        let Some(l) = our_line(&ours, o) else {
            missing.push(format!("{}/{}", o.account, o.user));
            continue;
        };
        for (k, t, m) in column_pairs(o, l) {
            if t.is_finite() && m.is_finite() {
                errors[k].add(m, t);
            }
        }
    }
    let differing = differing_rows(&ours, compared);
    let mut per_column = vec![0; printed.columns.len()];
    for k in differing.iter().flat_map(|d| &d.columns) {
        per_column[*k] += 1;
    }
    let (mut ends, mut stages) = explain_at(store, &mut inp, at, compared, &differing)?;
    // sshare and the decay cycle of its second each take slurmctld's locks, so either may come
    // first; the replay takes a moment in a cycle's second as after the cycle. Before it, the
    // controller held what it held a second earlier.
    let mut by_cycle = Explained::default();
    let left = unexplained(&differing, &stages).len();
    if left > 0 && inp.params.cycles.at_or_before(at) == at {
        let mut inp = inputs(ctx, store, cluster, at - 1, Some(at - 1))?;
        let (before_lines, _) = lines_at(&inp, store, at - 1, printed.tres)?;
        let before = differing_rows(&before_lines, compared);
        let (before_ends, before_stages) = explain_at(store, &mut inp, at - 1, compared, &before)?;
        if unexplained(&before, &before_stages).len() < left {
            let because = "if printed in a decay cycle's second: before the cycle";
            by_cycle = Explained {
                rows: differing
                    .iter()
                    .filter(|d| before.iter().all(|b| b.row != d.row))
                    .map(|d| (d.row, Vec::new()))
                    .collect(),
                because: because.into(),
            };
            ends = before_ends;
            stages = before_stages.map(|e| Explained {
                because: format!("{because}, and {}", e.because.trim_start_matches("if ")),
                ..e
            });
        }
    }
    let [explained, by_starts, by_holds, by_requests] = stages;
    Ok(SshareCheck {
        compared: observed.len() - missing.len(),
        missing,
        errors,
        per_column,
        differing,
        by_cycle,
        ends,
        explained,
        by_starts,
        by_holds,
        by_requests,
        warnings,
    })
}

/// The file's rows that `ours` (rows at some moment) print otherwise.
fn differing_rows(ours: &[SshareLine], (observed, printed): Compared) -> Vec<Differing> {
    observed
        .iter()
        .enumerate()
        .filter_map(|(i, o)| {
            let l = our_line(ours, o)?;
            let columns = printed.differing(i, l);
            let ours = (printed.render)(l);
            let words: Vec<String> = columns
                .iter()
                .map(|&k| printed.in_words(i, &ours, k))
                .collect();
            (!columns.is_empty()).then(|| Differing {
                row: i,
                columns,
                words: words.join(", "),
            })
        })
        .collect()
}

/// What explains the `differing` rows at moment `m`: the job ends in a cycle's second behind
/// them, and the rows each stage explains (end orders, starts, holds, sshare requests), each
/// trying only the rows the stages before it left.
fn explain_at(
    store: &Store,
    inp: &mut Inputs,
    m: i64,
    compared: Compared,
    differing: &[Differing],
) -> anyhow::Result<(Vec<EndOrder>, [Explained; 4])> {
    let ends = if differing.is_empty() {
        Vec::new()
    } else {
        same_second_ends(store, inp, m)?
    };
    let explained = explain_by_end_orders(store, inp, m, (compared, differing), &ends)?;
    let rest = unexplained(differing, std::slice::from_ref(&explained));
    let by_starts = explain_by_starts(store, inp, m, (compared, &rest))?;
    let rest = unexplained(&rest, std::slice::from_ref(&by_starts));
    let by_holds = explain_by_holds(store, inp, m, (compared, &rest))?;
    let rest = unexplained(&rest, std::slice::from_ref(&by_holds));
    let by_requests = explain_by_requests(store, inp, m, (compared, &rest))?;
    Ok((ends, [explained, by_starts, by_holds, by_requests]))
}

/// The `differing` rows none of `by` explains.
fn unexplained(differing: &[Differing], by: &[Explained]) -> Vec<Differing> {
    differing
        .iter()
        .filter(|d| by.iter().all(|e| !e.rows.contains_key(&d.row)))
        .cloned()
        .collect()
}

/// A saved sshare's rows, and its text.
pub type Compared<'a> = (&'a [ObservedShare], &'a AsPrinted<'a>);

pub const SSHARE_COLUMNS: [&str; 4] = ["RawUsage", "EffectvUsage", "FairShare", "LevelFS"];

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

/// The `differing` rows that `inp` now prints more as Slurm printed them: every column, or
/// fewer columns differing and none that did not before, with the columns still differing
/// (what the assumption does not explain).
fn printing_as_slurms(
    inp: &Inputs,
    store: &Store,
    at: i64,
    ((observed, printed), differing): (Compared, &[Differing]),
) -> anyhow::Result<Fits> {
    let (ours, _) = lines_at(inp, store, at, printed.tres)?;
    Ok(differing
        .iter()
        .filter_map(|d| {
            let l = our_line(&ours, &observed[d.row])?;
            let now = printed.differing(d.row, l);
            let fewer = now.len() < d.columns.len() && now.iter().all(|k| d.columns.contains(k));
            fewer.then_some((d.row, now))
        })
        .collect())
}

/// Rows that print as Slurm's under an assumption, each with the columns that still differ.
pub type Fits = HashMap<usize, Vec<usize>>;

/// How well an assumption fits: the rows it makes print as Slurm's in every column, then
/// those in some.
fn score(fits: &Fits) -> (usize, usize) {
    (
        fits.values().filter(|left| left.is_empty()).count(),
        fits.len(),
    )
}

/// Differing rows that print as Slurm's under what no dump can tell, and that in words.
#[derive(Default)]
pub struct Explained {
    pub rows: Fits,
    pub because: String,
}

/// At most this many combinations of orders a single sshare leaves undecided are tried.
const COMBINATIONS_TRIED: usize = 64;

/// At most this many jobs ending in sshare's own second are tried in every combination.
const ENDS_IN_THE_SECOND: usize = 4;

/// The differing rows that print as Slurm's under what sacct's whole seconds cannot tell:
/// the orders of the `ends` in a cycle's second that nothing told, read from the checked file
/// as a loaded snapshot would tell them (`model::usage::order_same_second_ends`; where
/// several combinations fit one association, each is tried), and whether the jobs that ended
/// in sshare's own second had ended when it ran (their last partial period, charged at the
/// end, left out when not). The combination under which most rows print as Slurm's is named.
fn explain_by_end_orders(
    store: &Store,
    inp: &mut Inputs,
    at: i64,
    ((observed, printed), differing): (Compared, &[Differing]),
    ends: &[EndOrder],
) -> anyhow::Result<Explained> {
    let open: Vec<SameSecondEnd> = ends
        .iter()
        .filter(|e| !e.order.told())
        .map(|e| SameSecondEnd {
            id: e.row,
            charge: e.charge,
        })
        .collect();
    let mut ended_then = inp.ends_at(store, at)?;
    if ended_then.len() > ENDS_IN_THE_SECOND {
        ended_then.clear();
    }
    if open.is_empty() && ended_then.is_empty() {
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
    // The jobs in `mask` not ended yet at `at`.
    let not_ended = |inp: &mut Inputs, mask: u32| {
        for (b, (_, charge)) in ended_then.iter().enumerate() {
            let found = inp.charges.iter_mut().find(|c| **c == *charge);
            if let Some(c) = found.filter(|_| mask & (1 << b) != 0) {
                let run = Run {
                    end: Some(at + 1),
                    ..c.run()
                };
                *c = Charge::new(c.node(), run);
            }
        }
    };
    let as_read = inp.charges.clone();
    let mut best: Option<(Fits, HashMap<i64, bool>, u32)> = None;
    for mask in 0..1u32 << ended_then.len() {
        inp.charges = as_read.clone();
        not_ended(inp, mask);
        let orders = order_same_second_ends(&inp.tree, &inp.charges, &inp.params, &seen, &open);
        // Each combination of the undecided groups' alternatives (the first alone of groups
        // past the limit), with the told orders.
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
        for combination in combinations {
            let flipped: HashMap<i64, bool> = combination
                .into_iter()
                .filter(|(row, end_first)| {
                    ends.iter()
                        .any(|e| e.row == *row && e.end_first != *end_first)
                })
                .collect();
            if flipped.is_empty() && mask == 0 {
                continue;
            }
            // Every end's order given, so none stays from the combination before.
            let mut all: HashMap<i64, bool> = ends.iter().map(|e| (e.row, e.end_first)).collect();
            all.extend(&flipped);
            inp.order_ends(store, &all)?;
            not_ended(inp, mask);
            let rows = printing_as_slurms(inp, store, at, ((observed, printed), differing))?;
            if best.as_ref().is_none_or(|(r, ..)| score(&rows) > score(r)) {
                best = Some((rows, flipped, mask));
            }
        }
    }
    inp.order_ends(store, &ends.iter().map(|e| (e.row, e.end_first)).collect())?;
    let Some((rows, flipped, mask)) = best.filter(|(r, ..)| !r.is_empty()) else {
        return Ok(Explained::default());
    };
    let mut words: Vec<String> = ends
        .iter()
        .filter(|e| flipped.contains_key(&e.row))
        .map(|e| {
            let order = if e.end_first { "after" } else { "before" };
            format!("job {} handled {order} its cycle", e.job_id)
        })
        .collect();
    words.extend(
        (0..ended_then.len())
            .filter(|b| mask & (1 << b) != 0)
            .map(|b| {
                format!(
                    "job {} ended after sshare ran, in its second",
                    ended_then[b].0
                )
            }),
    );
    Ok(Explained {
        rows,
        because: format!("if {}", words.join(" and ")),
    })
}

/// The `differing` rows that print as Slurm's had jobs starting in the second of the last two
/// cycles started before them (each alone, then all): under classic, the cycle then did not
/// re-prioritise them, so their users were evaluated later in it.
fn explain_by_starts(
    store: &Store,
    inp: &mut Inputs,
    at: i64,
    compared: (Compared, &[Differing]),
) -> anyhow::Result<Explained> {
    if compared.1.is_empty() || !inp.timed_fairshare() {
        return Ok(Explained::default());
    }
    let current = inp.params.cycles.at_or_before(at);
    let previous = inp.params.cycles.before(current);
    let starts = store.jobs_started_at(&inp.cluster, [previous, current])?;
    let mut trials: Vec<Vec<(i64, String)>> = starts.iter().map(|s| vec![s.clone()]).collect();
    if starts.len() > 1 {
        trials.push(starts);
    }
    let assume = |inp: &mut Inputs, rows: Vec<i64>| inp.assumed_early_starts = rows;
    let (rows, ids) = best_trial(store, inp, at, compared, trials, assume)?;
    let because = match ids.as_slice() {
        [] => return Ok(Explained::default()),
        [one] => format!("if job {one} started before its cycle, in its second"),
        many => format!(
            "if jobs {} started before their cycles, in their seconds",
            many.join(", ")
        ),
    };
    Ok(Explained { rows, because })
}

/// The `differing` rows that print as Slurm's had jobs held after submission been held from
/// it (`held_trials`).
fn explain_by_holds(
    store: &Store,
    inp: &mut Inputs,
    at: i64,
    compared: (Compared, &[Differing]),
) -> anyhow::Result<Explained> {
    if compared.1.is_empty() {
        return Ok(Explained::default());
    }
    let trials = held_trials(store, inp, at)?;
    let assume = |inp: &mut Inputs, rows: Vec<i64>| inp.assumed_held = rows;
    let (rows, ids) = best_trial(store, inp, at, compared, trials, assume)?;
    if ids.is_empty() {
        return Ok(Explained::default());
    }
    Ok(Explained {
        rows,
        because: held_in_words(&ids),
    })
}

/// Of `trials` (each a set of jobs: row, id), the one under which the most `differing` rows
/// print as Slurm's, each applied with `assume` (and undone after), with the ids it took;
/// no ids when none makes a row print so.
fn best_trial(
    store: &Store,
    inp: &mut Inputs,
    at: i64,
    (compared, differing): (Compared, &[Differing]),
    trials: Vec<Vec<(i64, String)>>,
    assume: impl Fn(&mut Inputs, Vec<i64>),
) -> anyhow::Result<(Fits, Vec<String>)> {
    let mut best: (Fits, Vec<String>) = (HashMap::new(), Vec::new());
    for trial in trials {
        assume(inp, trial.iter().map(|t| t.0).collect());
        let rows = printing_as_slurms(inp, store, at, (compared, differing))?;
        if score(&rows) > score(&best.0) {
            best = (rows, trial.into_iter().map(|t| t.1).collect());
        }
    }
    assume(inp, Vec::new());
    Ok(best)
}

/// The `differing` rows that print as Slurm's had sshare requests been answered in one of
/// `request_stretches` (loaded snapshots count as requests already).
fn explain_by_requests(
    store: &Store,
    inp: &mut Inputs,
    at: i64,
    (compared, differing): (Compared, &[Differing]),
) -> anyhow::Result<Explained> {
    if differing.is_empty() {
        return Ok(Explained::default());
    }
    // The most rows explained, and every set of stretches explaining them.
    let mut best: (Fits, Vec<Vec<(i64, i64)>>) = (HashMap::new(), Vec::new());
    for stretches in request_stretches(store, inp, at)? {
        inp.assumed_requests = stretches.iter().map(|s| s.0).collect();
        let rows = printing_as_slurms(inp, store, at, (compared, differing))?;
        if score(&rows) > score(&best.0) {
            best = (rows, vec![stretches]);
        } else if !rows.is_empty() && rows == best.0 {
            best.1.push(stretches);
        }
    }
    inp.assumed_requests.clear();
    let (rows, sets) = best;
    if rows.is_empty() {
        return Ok(Explained::default());
    }
    Ok(Explained {
        rows,
        because: requests_in_words(&sets),
    })
}
