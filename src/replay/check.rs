//! The reconstruction against output saved from a live system: sshare row by row (with the
//! job ends in a cycle's second that explain a difference), sprio's numbers, recorded billings.

use std::collections::{BTreeMap, HashMap, HashSet};

use crate::ingest::sshare::ObservedShare;
use crate::model::decay::Run;
use crate::model::fairshare::LevelFs;
use crate::model::usage::{order_same_second_ends, Charge, Observed, SameSecondEnd};
use crate::store::Store;

use super::queue::QueueModel;
use super::{
    inputs, lines_at, Context, EndOrder, Inputs, NiceSource, Pending, SshareLine, Unknowns,
};

/// Error statistics of one column.
#[derive(Default)]
pub struct Errors {
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

    pub fn summary(&self) -> (f64, f64, f64, f64) {
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

pub fn six(v: f64) -> String {
    if v.is_infinite() {
        "inf".into()
    } else {
        format!("{v:.6}")
    }
}

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
    let by_requests = explain_by_requests(store, &mut inp, at, (observed, &rest))?;
    Ok(SshareCheck {
        compared: observed.len() - missing.len(),
        missing,
        errors,
        differing,
        ends,
        explained,
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

/// Stretches of time in which an sshare request would have been answered, as (from, to):
/// under classic fairshare a request evaluates every user not evaluated yet in its cycle and
/// fixes its effective usage until the next (DEPTH_OBLIVIOUS reads those of the cycle before
/// too), but no dump records who ran sshare when. A request's effect depends only on which
/// jobs had been submitted, started or ended by then: one stretch per such span of the last
/// two decay periods before `at`, each alone, then with one of the other period. Empty when
/// fairshare does not depend on requests.
fn request_stretches(store: &Store, inp: &Inputs, at: i64) -> anyhow::Result<Vec<Vec<(i64, i64)>>> {
    if !inp.timed_fairshare() {
        return Ok(Vec::new());
    }
    let cycles = &inp.params.cycles;
    let current = cycles.at_or_before(at);
    let previous = cycles.before(current);
    let events = inp.classic_events(store, previous, at)?;
    // A second after the cycle and after each job event, to the next (or the period's end).
    let stretches = |from: i64, to: i64| -> Vec<(i64, i64)> {
        let mut m: Vec<i64> = events
            .jobs
            .iter()
            .flat_map(|j| {
                let run = j.run.map(|r| [Some(r.start), r.end]).unwrap_or_default();
                [Some(j.submit), j.gone].into_iter().chain(run)
            })
            .flatten()
            .chain([from])
            .map(|t| t + 1)
            .filter(|&t| t > from && t < to)
            .collect();
        m.sort_unstable();
        m.dedup();
        let ends = m.iter().skip(1).map(|t| t - 1).chain([to - 1]);
        m.iter().copied().zip(ends).collect()
    };
    let (earlier, latest) = (stretches(previous, current), stretches(current, at));
    let alone = earlier.iter().chain(&latest).map(|&t| vec![t]);
    let pairs = earlier
        .iter()
        .flat_map(|&a| latest.iter().map(move |&b| vec![a, b]));
    Ok(alone.chain(pairs).take(REQUESTS_TRIED).collect())
}

/// At most this many sets of sshare request moments are tried.
const REQUESTS_TRIED: usize = 256;

/// The sets of request stretches that explained the most rows, in words.
fn requests_in_words(sets: &[Vec<(i64, i64)>]) -> String {
    let words = |spans: &[(i64, i64)], join: &str| -> String {
        let w: Vec<String> = spans
            .iter()
            .map(|(a, b)| format!("between @{a} and @{b}"))
            .collect();
        w.join(join)
    };
    // Single requests in adjacent stretches read as one span.
    let when = if sets.iter().all(|s| s.len() == 1) {
        let mut spans: Vec<(i64, i64)> = Vec::new();
        for &(a, b) in sets.iter().map(|s| &s[0]) {
            match spans.last_mut() {
                Some(last) if last.1 + 1 == a => last.1 = b,
                _ => spans.push((a, b)),
            }
        }
        words(&spans, " or ")
    } else {
        words(&sets[0], " and ")
    };
    format!("if an sshare request (none is recorded) was answered {when}")
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

/// Rows among `keys` whose FAIRSHARE comes within `tolerance` of Slurm's had sshare requests
/// been answered in one of `request_stretches`, and those requests in words.
fn fairshare_by_requests(
    store: &Store,
    model: &mut QueueModel,
    (at, theirs): (i64, &SprioNumbers),
    tolerance: f64,
    keys: &[SprioKey],
    as_printed: &dyn Fn(&Pending) -> anyhow::Result<SprioNumbers>,
) -> anyhow::Result<SprioExplained> {
    let fs = sprio_column("FAIRSHARE");
    let mut best: (HashSet<SprioKey>, Vec<Vec<(i64, i64)>>) = (HashSet::new(), Vec::new());
    for stretches in request_stretches(store, &model.inp, at)? {
        model.assume_requests(&stretches.iter().map(|s| s.0).collect::<Vec<_>>());
        let ours = as_printed(&model.pending_at(store, at)?)?;
        let rows: HashSet<SprioKey> = keys
            .iter()
            .filter(|k| {
                ours.get(*k).is_some_and(|o| {
                    sprio_difference(o, &theirs[*k], fs).is_some_and(|d| d <= tolerance)
                })
            })
            .cloned()
            .collect();
        if rows.len() > best.0.len() {
            best = (rows, vec![stretches]);
        } else if !rows.is_empty() && rows == best.0 {
            best.1.push(stretches);
        }
    }
    model.assume_requests(&[]);
    let (rows, sets) = best;
    if rows.is_empty() {
        return Ok(SprioExplained::default());
    }
    Ok(SprioExplained {
        rows,
        because: format!("FAIRSHARE as Slurm's {}", requests_in_words(&sets)),
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

/// A sprio row: job, partition, QOS name (printed from 23.02 on).
pub type SprioKey = (String, String, Option<String>);

/// Per row, the numbers of a sprio output (None: not printed).
pub type SprioNumbers = BTreeMap<SprioKey, Vec<Option<f64>>>;

/// A saved `sprio -l` against ours as printed.
pub struct SprioCheck {
    pub compared: usize,
    /// Per number of `ingest::sprio::NUMBERS`: the largest and the median difference.
    pub errors: Vec<(f64, f64)>,
    /// Rows with a number off by more than the tolerance: what differs.
    pub differing: Vec<(SprioKey, String)>,
    pub only_theirs: Vec<SprioKey>,
    pub only_ours: Vec<SprioKey>,
    /// Rows (differing or on one side only) that a fact sacct cannot know explains: which.
    pub causes: BTreeMap<SprioKey, String>,
}

/// Compares sprio's numbers row by row: each weighted factor within `tolerance`, the total
/// priority within one more; a column either side did not print is not compared.
pub fn check_sprio(theirs: &SprioNumbers, ours: &SprioNumbers, tolerance: f64) -> SprioCheck {
    let names = crate::ingest::sprio::NUMBERS;
    let mut errors: Vec<Vec<f64>> = vec![Vec::new(); names.len()];
    let mut differing = Vec::new();
    for (key, t) in theirs {
        let Some(o) = ours.get(key) else { continue };
        let mut diffs = Vec::new();
        for k in 0..names.len() {
            let Some(d) = sprio_difference(o, t, k) else {
                continue;
            };
            errors[k].push(d);
            if d > sprio_limit(k, tolerance) {
                diffs.push(format!(
                    "{} {} vs {}",
                    names[k],
                    t[k].unwrap_or(0.0),
                    o[k].unwrap_or(0.0)
                ));
            }
        }
        if !diffs.is_empty() {
            differing.push((key.clone(), diffs.join(", ")));
        }
    }
    let only_theirs: Vec<_> = theirs
        .keys()
        .filter(|k| !ours.contains_key(*k))
        .cloned()
        .collect();
    let only_ours: Vec<_> = ours
        .keys()
        .filter(|k| !theirs.contains_key(*k))
        .cloned()
        .collect();
    let errors = errors
        .into_iter()
        .map(|mut e| {
            e.sort_by(f64::total_cmp);
            (
                e.last().copied().unwrap_or(0.0),
                e.get(e.len() / 2).copied().unwrap_or(0.0),
            )
        })
        .collect();
    SprioCheck {
        compared: theirs.len() - only_theirs.len(),
        errors,
        differing,
        only_theirs,
        only_ours,
        causes: BTreeMap::new(),
    }
}

/// How far apart number `k` of two rows is, where both printed it.
fn sprio_difference(ours: &[Option<f64>], theirs: &[Option<f64>], k: usize) -> Option<f64> {
    Some((ours[k]? - theirs[k]?).abs())
}

/// The largest difference of number `k` taken as equal: the total priority sums the
/// factors' roundings, so it gets one more.
fn sprio_limit(k: usize, tolerance: f64) -> f64 {
    if k == 0 {
        tolerance + 1.0
    } else {
        tolerance
    }
}

/// The numbers of `ingest::sprio::NUMBERS` by name.
fn sprio_column(name: &str) -> usize {
    crate::ingest::sprio::NUMBERS
        .iter()
        .position(|n| *n == name)
        .expect("a sprio number")
}

/// A saved `sprio -l` (`theirs`, printed at `at`) against the reconstruction, as
/// `as_printed` turns our rows into sprio's numbers; each row that differs, or that one side
/// alone lists, with the fact sacct cannot know that explains it, where one does.
pub fn check_sprio_at(
    ctx: &Context,
    store: &Store,
    cluster: Option<&str>,
    (at, theirs): (i64, &SprioNumbers),
    tolerance: f64,
    as_printed: &dyn Fn(&Pending) -> anyhow::Result<SprioNumbers>,
) -> anyhow::Result<SprioCheck> {
    let mut model = QueueModel::load(ctx, store, cluster, at, at)?;
    let pending = model.pending_at(store, at)?;
    for note in &pending.notes {
        ctx.note(note);
    }
    // sprio -l prints QOS names from 23.02 on: when one side's layout has none (the release
    // is not known), rows are matched by job and partition alone.
    let named = |n: &SprioNumbers| n.keys().any(|k| k.2.is_some());
    let without_qos = |n: &SprioNumbers| -> SprioNumbers {
        n.iter()
            .map(|((j, p, _), v)| ((j.clone(), p.clone(), None), v.clone()))
            .collect()
    };
    let ours = as_printed(&pending)?;
    let by_name = named(theirs) == named(&ours);
    let printed = |p: &Pending| -> anyhow::Result<SprioNumbers> {
        let n = as_printed(p)?;
        Ok(if by_name { n } else { without_qos(&n) })
    };
    let ours = if by_name { ours } else { without_qos(&ours) };
    let unnamed;
    let theirs = if by_name {
        theirs
    } else {
        unnamed = without_qos(theirs);
        &unnamed
    };
    let mut c = check_sprio(theirs, &ours, tolerance);
    // What sacct did not tell of each of our rows' jobs, by job and partition.
    let unknowns: HashMap<(&str, &str), Unknowns> = pending
        .lines
        .iter()
        .zip(&pending.unknowns)
        .map(|(l, u)| ((&*l.job_id, &*l.partition), *u))
        .collect();
    let unknown = |key: &SprioKey| unknowns.get(&(&*key.0, &*key.1)).copied();
    let cluster = model.inp.cluster.clone();
    let rows = c.differing.iter().map(|(k, _)| k);
    for key in rows.chain(&c.only_theirs).chain(&c.only_ours) {
        let records = store.sprio_job_records(&cluster, &key.0)?;
        let one_sided = !ours.contains_key(key) || !theirs.contains_key(key);
        if let Some(cause) = job_cause(&records, at, one_sided, unknown(key).as_ref()) {
            c.causes.insert(key.clone(), cause);
        }
    }
    // Of the rows left, each differing column needs its own cause; FAIRSHARE's is looked for
    // among what no dump records, all such rows at once.
    let fs = sprio_column("FAIRSHARE");
    let mut fairshare_open: Vec<(SprioKey, ColumnCauses)> = Vec::new();
    for (key, _) in &c.differing {
        if c.causes.contains_key(key) {
            continue;
        }
        let off =
            |k: usize| sprio_difference(&ours[key], &theirs[key], k).is_some_and(|d| d > tolerance);
        let Some(mut causes) = column_causes(&off, unknown(key), at) else {
            continue;
        };
        if off(fs) {
            fairshare_open.push((key.clone(), causes));
        } else {
            if causes.recomputed {
                causes.because.push(RECOMPUTED.to_string());
            }
            c.causes.insert(key.clone(), causes.because.join("; "));
        }
    }
    if !fairshare_open.is_empty() {
        let keys: Vec<SprioKey> = fairshare_open.iter().map(|(k, ..)| k.clone()).collect();
        let by_orders =
            fairshare_by_end_orders(store, &mut model, (at, theirs), tolerance, &keys, &printed)?;
        let rest: Vec<SprioKey> = keys
            .iter()
            .filter(|k| !by_orders.rows.contains(*k))
            .cloned()
            .collect();
        let by_requests = match rest.is_empty() {
            true => SprioExplained::default(),
            false => {
                fairshare_by_requests(store, &mut model, (at, theirs), tolerance, &rest, &printed)?
            }
        };
        for (key, mut causes) in fairshare_open {
            let explained = [&by_orders, &by_requests]
                .into_iter()
                .find(|e| e.rows.contains(&key));
            if let Some(e) = explained {
                causes.because.push(e.because.clone());
            }
            // Failing those, the nice update recomputed FAIRSHARE too.
            if causes.recomputed || (causes.nice_updated && explained.is_none()) {
                causes.because.push(RECOMPUTED.to_string());
            }
            if explained.is_some() || causes.nice_updated {
                c.causes.insert(key, causes.because.join("; "));
            }
        }
    }
    Ok(c)
}

/// What explains the columns of a differing row other than FAIRSHARE.
struct ColumnCauses {
    because: Vec<String>,
    /// The nice differs, changed later with `scontrol update`.
    nice_updated: bool,
    /// AGE differs with no cause of its own: the nice update recomputed it.
    recomputed: bool,
}

/// The causes of a differing row's columns (`off`: whether column k differs) other than
/// FAIRSHARE, or None when one has none: NICE by a change sacct does not keep, AGE by an
/// undated hold, or else by that nice update, which recomputed the job's factors then (sacct
/// does not date it either; the next cycle recomputes them).
fn column_causes(
    off: &dyn Fn(usize) -> bool,
    u: Option<Unknowns>,
    at: i64,
) -> Option<ColumnCauses> {
    let (fs, nice, age) = (
        sprio_column("FAIRSHARE"),
        sprio_column("NICE"),
        sprio_column("AGE"),
    );
    let mut causes = ColumnCauses {
        because: Vec::new(),
        nice_updated: off(nice),
        recomputed: false,
    };
    if causes.nice_updated {
        causes.because.push(nice_cause(&u?, at)?);
    }
    for k in (1..crate::ingest::sprio::NUMBERS.len()).filter(|&k| off(k) && k != nice && k != fs) {
        match (k == age).then(|| hold_cause(&u?, at)).flatten() {
            Some(cause) => causes.because.push(cause),
            None if causes.nice_updated && k == age => causes.recomputed = true,
            None => return None,
        }
    }
    Some(causes)
}

/// Factors that differ in a row whose nice changed after submission.
const RECOMPUTED: &str = "the update recomputed its factors then, if after the last cycle";

/// Why a job held after submission may be shown waiting, or not: `scontrol hold` leaves no
/// time in sacct.
fn hold_cause(u: &Unknowns, at: i64) -> Option<String> {
    let since = match u.sighted_at {
        Some(t) => format!("; the queue saved at @{t} showed it waiting"),
        None => " (a saved squeue tells when the hold began)".to_string(),
    };
    (u.held_later && u.undated_since(at))
        .then(|| format!("held after submission: sacct dates only the release{since}"))
}

/// Why our nice may not be Slurm's: a later `scontrol update nice=` is not in sacct.
fn nice_cause(u: &Unknowns, at: i64) -> Option<String> {
    let from = match (u.nice, u.sighted_at) {
        (NiceSource::SavedQueue, Some(t)) => format!("the queue saved at @{t}"),
        (NiceSource::SavedQueue, None) => "a saved queue".to_string(),
        (NiceSource::SubmitLine, _) => "the submission line".to_string(),
        (NiceSource::SubmitPriority, _) => "the priority recorded at submission".to_string(),
        (NiceSource::Assumed, _) => "nowhere (assumed 0)".to_string(),
    };
    u.undated_since(at)
        .then(|| format!("nice from {from}: a later `scontrol update nice=` is not in sacct"))
}

/// The fact about a row's job that sacct cannot know and that explains the whole row, where
/// there is one: no record of the job, an event in sprio's own second (sacct's whole seconds
/// cannot tell whether it came before sprio ran), or — for a row one side alone lists — a
/// hold sacct does not date.
fn job_cause(
    records: &[crate::store::read::JobFacts],
    at: i64,
    one_sided: bool,
    unknowns: Option<&Unknowns>,
) -> Option<String> {
    let pending_then = |r: &&crate::store::read::JobFacts| {
        r.submit_s <= at && r.start_s.is_none_or(|s| s > at) && r.end_s.is_none_or(|e| e > at)
    };
    if !records.iter().any(|r| pending_then(&r)) && !records.iter().any(|r| r.submit_s == at) {
        let what = if records.is_empty() {
            "the job"
        } else {
            "it pending then (an array's remaining tasks, say)"
        };
        return Some(format!(
            "slurmdbd has no record of {what}: it is in no loaded dump"
        ));
    }
    for r in records {
        let events = [
            (Some(r.submit_s), "submitted"),
            (r.start_s, "started"),
            (r.end_s, "ended"),
            (r.eligible_s.filter(|&e| e != r.submit_s), "eligible"),
        ];
        if let Some((_, what)) = events.iter().find(|(t, _)| *t == Some(at)) {
            return Some(format!(
                "{what} in sprio's second: sacct's whole seconds cannot tell whether before sprio ran"
            ));
        }
    }
    if !one_sided {
        return None;
    }
    // A job we do not list: what its records say of a hold.
    let unlisted = || Unknowns {
        nice: NiceSource::Assumed,
        held_later: records.iter().any(|r| {
            let held = r
                .reason
                .as_deref()
                .is_some_and(|r| r.starts_with("JobHeld"));
            let line = r.submit_line.as_deref().unwrap_or_default();
            held && !crate::ingest::submit_line::parse(line).hold
        }),
        sighted_at: None,
    };
    hold_cause(&unknowns.copied().unwrap_or_else(unlisted), at)
}

/// At most this many combinations of the open ends' orders are tried for sprio.
const SPRIO_COMBINATIONS: usize = 64;

/// The differing rows among `keys` whose FAIRSHARE comes within `tolerance` of Slurm's under
/// other orders of the job ends in a cycle's second that nothing told (those that can still
/// move a figure at `at`): each combination is tried (the ends moving usage most first,
/// single flips when there are too many) and the one closing the most rows kept.
fn fairshare_by_end_orders(
    store: &Store,
    model: &mut QueueModel,
    (at, theirs): (i64, &SprioNumbers),
    tolerance: f64,
    keys: &[SprioKey],
    as_printed: &dyn Fn(&Pending) -> anyhow::Result<SprioNumbers>,
) -> anyhow::Result<SprioExplained> {
    let mut open: Vec<EndOrder> = same_second_ends(store, &model.inp, at)?
        .into_iter()
        .filter(|e| !e.order.told())
        .collect();
    if open.is_empty() {
        return Ok(SprioExplained::default());
    }
    open.sort_by(|a, b| {
        b.other_order_shift
            .abs()
            .total_cmp(&a.other_order_shift.abs())
    });
    let together = (SPRIO_COMBINATIONS.ilog2() as usize).min(open.len());
    let masks: Vec<u64> = (1..1u64 << together)
        .chain((together..open.len()).map(|b| 1 << b))
        .collect();
    let fs = sprio_column("FAIRSHARE");
    let as_read: HashMap<i64, bool> = open.iter().map(|e| (e.row, e.end_first)).collect();
    let mut best = SprioExplained::default();
    for mask in masks {
        let flipped: Vec<&EndOrder> = (0..open.len())
            .filter(|b| mask & (1 << b) != 0)
            .map(|b| &open[b])
            .collect();
        let mut orders = as_read.clone();
        orders.extend(flipped.iter().map(|e| (e.row, !e.end_first)));
        model.order_ends(store, &orders)?;
        let ours = as_printed(&model.pending_at(store, at)?)?;
        let rows: HashSet<SprioKey> = keys
            .iter()
            .filter(|k| {
                ours.get(*k).is_some_and(|o| {
                    sprio_difference(o, &theirs[*k], fs).is_some_and(|d| d <= tolerance)
                })
            })
            .cloned()
            .collect();
        if rows.len() > best.rows.len() {
            let words: Vec<String> = flipped
                .iter()
                .map(|e| {
                    let order = if e.end_first { "after" } else { "before" };
                    format!("job {} handled {order} its cycle", e.job_id)
                })
                .collect();
            best = SprioExplained {
                rows,
                because: format!("FAIRSHARE as Slurm's if {}", words.join(" and ")),
            };
        }
    }
    model.order_ends(store, &as_read)?;
    Ok(best)
}

/// Rows whose FAIRSHARE another order of same-second ends explains, and that order in words.
#[derive(Default)]
struct SprioExplained {
    rows: HashSet<SprioKey>,
    because: String,
}

/// A job whose recorded billing differs from the one computed from its TRES.
pub struct BillingDiff {
    pub job_id: String,
    pub partition: String,
    pub recorded: f64,
    pub computed: f64,
}

/// Every job with a recorded `billing=`: how many were checked, and those whose billing,
/// computed from their allocated TRES and partition's TRESBillingWeights and truncated as
/// Slurm does, differs.
pub fn check_billing(
    ctx: &Context,
    store: &Store,
    cluster: Option<&str>,
) -> anyhow::Result<(usize, Vec<BillingDiff>)> {
    let cluster = super::cluster(store, cluster)?;
    let config = store.config(&cluster, crate::store::read::AsOf::Latest)?;
    let phase = |v: &str| ctx.parse_time(v).map_err(|e| e.to_string());
    let settings =
        crate::ingest::settings::settings(&config, &ctx.set, &phase).map_err(anyhow::Error::msg)?;
    let weights = super::billing_weight_versions(store, &cluster, &ctx.set)?;
    let (mut checked, mut differ) = (0, Vec::new());
    store.for_each_usage_job(
        &cluster,
        i64::MAX,
        crate::store::read::UsageJobs::All,
        |job| {
            let Some(recorded) = job.recorded_billing else {
                return Ok(());
            };
            let w = crate::store::read::version_at(&weights, job.start_s)
                .and_then(|w| w.get(job.partition))
                .and_then(Option::as_ref);
            let computed = crate::model::billing::billing(&job.alloc, w, settings.billing_mode);
            checked += 1;
            if computed.trunc() != recorded {
                differ.push(BillingDiff {
                    job_id: job.job_id.to_string(),
                    partition: job.partition.to_string(),
                    recorded,
                    computed,
                });
            }
            Ok(())
        },
    )?;
    Ok((checked, differ))
}
