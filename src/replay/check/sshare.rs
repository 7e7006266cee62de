//! `check sshare`: a saved sshare against the reconstruction, each differing row with the
//! job ends in a cycle's second (or in sshare's own), or the sshare requests, that explain it.

use std::collections::{HashMap, HashSet};

use crate::ingest::sshare::ObservedShare;
use crate::model::decay::Run;
use crate::model::fairshare::LevelFs;
use crate::model::usage::{order_same_second_ends, Charge, Observed, SameSecondEnd};
use crate::store::Store;

use super::super::{inputs, lines_at, SshareLine};
use super::{
    held_in_words, held_trials, request_stretches, requests_in_words, same_second_ends, six,
    Context, EndOrder, Errors, Inputs,
};

/// A saved sshare against the reconstruction at its moment.
pub struct SshareCheck {
    /// Rows of the file compared, and those with no row of ours (`account/user`).
    pub compared: usize,
    pub missing: Vec<String>,
    /// Per column of SSHARE_COLUMNS, the differences' statistics.
    pub errors: [Errors; 4],
    /// Rows that differ as printed: (index into the file's rows, what differs).
    pub differing: Vec<(usize, String)>,
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

/// Compares `observed` (sshare as printed at `at`) with the reconstruction.
pub fn check_sshare(
    ctx: &Context,
    store: &Store,
    cluster: Option<&str>,
    at: i64,
    observed: &[ObservedShare],
) -> anyhow::Result<SshareCheck> {
    let mut inp = inputs(ctx, store, cluster, at, Some(at))?;
    let warnings = inp.warnings();
    let (ours, _) = lines_at(&inp, store, at, Default::default())?;
    let mut errors: [Errors; 4] = Default::default();
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
                errors[k].add(m, t);
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
    let ends = if differing.is_empty() {
        Vec::new()
    } else {
        same_second_ends(store, &inp, at)?
    };
    let explained = explain_by_end_orders(store, &mut inp, at, (observed, &differing), &ends)?;
    let rest: Vec<(usize, String)> = differing
        .iter()
        .filter(|(i, _)| !explained.rows.contains(i))
        .cloned()
        .collect();
    let by_starts = explain_by_starts(store, &mut inp, at, (observed, &rest))?;
    let rest: Vec<(usize, String)> = rest
        .into_iter()
        .filter(|(i, _)| !by_starts.rows.contains(i))
        .collect();
    let by_holds = explain_by_holds(store, &mut inp, at, (observed, &rest))?;
    let rest: Vec<(usize, String)> = rest
        .into_iter()
        .filter(|(i, _)| !by_holds.rows.contains(i))
        .collect();
    let by_requests = explain_by_requests(store, &mut inp, at, (observed, &rest))?;
    Ok(SshareCheck {
        compared: observed.len() - missing.len(),
        missing,
        errors,
        differing,
        ends,
        explained,
        by_starts,
        by_holds,
        by_requests,
        warnings,
    })
}

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

/// Whether two figures of column `k` print the same (RawUsage as an integer, the others at
/// sshare's six decimals).
pub fn printed_same(k: usize, theirs: f64, mine: f64) -> bool {
    if k == 0 {
        theirs == mine
    } else {
        six(theirs) == six(mine)
    }
}

/// The `differing` rows that `inp` now prints as Slurm printed them.
fn printing_as_slurms(
    inp: &Inputs,
    store: &Store,
    at: i64,
    (observed, differing): (&[ObservedShare], &[(usize, String)]),
) -> anyhow::Result<HashSet<usize>> {
    let (ours, _) = lines_at(inp, store, at, Default::default())?;
    Ok(differing
        .iter()
        .map(|(i, _)| *i)
        .filter(|i| {
            our_line(&ours, &observed[*i]).is_some_and(|l| {
                column_pairs(&observed[*i], l)
                    .into_iter()
                    .all(|(k, t, m)| printed_same(k, t, m))
            })
        })
        .collect())
}

/// Differing rows that print as Slurm's under another order of same-second ends, and that
/// order in words.
#[derive(Default)]
pub struct Explained {
    pub rows: HashSet<usize>,
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
    (observed, differing): (&[ObservedShare], &[(usize, String)]),
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
    let mut best: Option<(HashSet<usize>, HashMap<i64, bool>, u32)> = None;
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
            let rows = printing_as_slurms(inp, store, at, (observed, differing))?;
            if best.as_ref().is_none_or(|(r, ..)| rows.len() > r.len()) {
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
    compared: (&[ObservedShare], &[(usize, String)]),
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
    compared: (&[ObservedShare], &[(usize, String)]),
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
    (observed, differing): (&[ObservedShare], &[(usize, String)]),
    trials: Vec<Vec<(i64, String)>>,
    assume: impl Fn(&mut Inputs, Vec<i64>),
) -> anyhow::Result<(HashSet<usize>, Vec<String>)> {
    let mut best: (HashSet<usize>, Vec<String>) = (HashSet::new(), Vec::new());
    for trial in trials {
        assume(inp, trial.iter().map(|t| t.0).collect());
        let rows = printing_as_slurms(inp, store, at, (observed, differing))?;
        if rows.len() > best.0.len() {
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
    (observed, differing): (&[ObservedShare], &[(usize, String)]),
) -> anyhow::Result<Explained> {
    if differing.is_empty() {
        return Ok(Explained::default());
    }
    // The most rows explained, and every set of stretches explaining them.
    let mut best: (HashSet<usize>, Vec<Vec<(i64, i64)>>) = (HashSet::new(), Vec::new());
    for stretches in request_stretches(store, inp, at)? {
        inp.assumed_requests = stretches.iter().map(|s| s.0).collect();
        let rows = printing_as_slurms(inp, store, at, (observed, differing))?;
        if rows.len() > best.0.len() {
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
