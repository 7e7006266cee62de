//! `check sprio`: a saved `sprio -l` against the reconstruction, each row that differs or
//! that one side alone lists with the fact sacct cannot know behind it.

use std::collections::{BTreeMap, HashMap, HashSet};

use crate::store::Store;

use super::super::queue::QueueModel;
use super::super::{NiceSource, Pending, Unknowns};
use super::{
    held_in_words, held_trials, request_stretches, requests_in_words, same_second_ends, Context,
    EndOrder, Tally, Unknowable,
};

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
    pub causes: BTreeMap<SprioKey, Cause>,
}

impl SprioCheck {
    /// In counts: the rows either side lists, those within the tolerance, those explained.
    pub fn tally(&self) -> Tally {
        Tally {
            rows: self.compared + self.only_theirs.len() + self.only_ours.len(),
            agree: self.compared - self.differing.len(),
            named: self.causes.len(),
            kinds: self.causes.values().flat_map(|c| c.kinds.clone()).collect(),
        }
    }
}

/// What explains a row: its kinds, and in words.
pub struct Cause {
    pub kinds: Vec<Unknowable>,
    pub words: String,
}

impl Cause {
    fn of(because: Vec<(Unknowable, String)>) -> Cause {
        Cause {
            kinds: because.iter().map(|b| b.0).collect(),
            words: because
                .into_iter()
                .map(|b| b.1)
                .collect::<Vec<_>>()
                .join("; "),
        }
    }
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
    for note in pending.notes.lines() {
        ctx.note(&note);
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
    let dumped_at = store.data_end(&cluster)?;
    let rows = c.differing.iter().map(|(k, _)| k);
    for key in rows.chain(&c.only_theirs).chain(&c.only_ours) {
        let records = store.sprio_job_records(&cluster, &key.0)?;
        let one_sided = !ours.contains_key(key) || !theirs.contains_key(key);
        let unknowns = unknown(key);
        let known = (at, one_sided, unknowns.as_ref(), dumped_at);
        if let Some(cause) = job_cause(&records, known) {
            c.causes.insert(key.clone(), Cause::of(vec![cause]));
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
        let no_age = theirs[key][sprio_column("AGE")] == Some(0.0);
        let Some(mut causes) = column_causes(&off, no_age, unknown(key), at) else {
            continue;
        };
        if off(fs) {
            fairshare_open.push((key.clone(), causes));
        } else {
            if causes.recomputed {
                causes.because.push(recomputed());
            }
            c.causes.insert(key.clone(), Cause::of(causes.because));
        }
    }
    if !fairshare_open.is_empty() {
        // What no dump records, tried in turn on the rows the ones before left.
        type Trial = fn(&mut QueueModel, &FairshareTrial) -> anyhow::Result<Option<SprioExplained>>;
        let trials: [Trial; 3] = [
            fairshare_by_end_orders,
            fairshare_by_requests,
            fairshare_by_holds,
        ];
        let mut rest: Vec<SprioKey> = fairshare_open.iter().map(|(k, ..)| k.clone()).collect();
        let mut found = Vec::new();
        for trial in trials {
            if rest.is_empty() {
                break;
            }
            let keys = rest.clone();
            let Some(e) = trial(
                &mut model,
                &FairshareTrial {
                    store,
                    at,
                    theirs,
                    tolerance,
                    keys: &keys,
                    as_printed: &printed,
                },
            )?
            else {
                continue;
            };
            rest.retain(|k| !e.rows.contains(k));
            found.push(e);
        }
        for (key, mut causes) in fairshare_open {
            let explained = found.iter().find(|e| e.rows.contains(&key));
            if let Some(e) = explained {
                causes.because.push((e.kind, e.because.clone()));
            }
            // Failing those, the nice update recomputed FAIRSHARE too.
            if causes.recomputed || (causes.nice_updated && explained.is_none()) {
                causes.because.push(recomputed());
            }
            if explained.is_some() || causes.nice_updated {
                c.causes.insert(key, Cause::of(causes.because));
            }
        }
    }
    Ok(c)
}

/// What explains the columns of a differing row other than FAIRSHARE.
struct ColumnCauses {
    because: Vec<(Unknowable, String)>,
    /// The nice differs, changed later with `scontrol update`.
    nice_updated: bool,
    /// AGE differs with no cause of its own: the nice update recomputed it.
    recomputed: bool,
}

/// The causes of a differing row's columns (`off`: whether column k differs) other than
/// FAIRSHARE, or None when one has none: NICE by a change sacct does not keep, AGE by an
/// undated hold, by no scheduling pass yet since the job became eligible (when Slurm's AGE,
/// `no_age`, is 0), or else by that nice update, which recomputed the job's factors then
/// (sacct does not date it either; the next cycle recomputes them).
fn column_causes(
    off: &dyn Fn(usize) -> bool,
    no_age: bool,
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
        causes
            .because
            .push((Unknowable::Nice, nice_cause(&u?, at)?));
    }
    for k in (1..crate::ingest::sprio::NUMBERS.len()).filter(|&k| off(k) && k != nice && k != fs) {
        let age_cause = || {
            hold_cause(&u?, at)
                .map(|h| (Unknowable::Holds, h))
                .or_else(|| no_age.then(|| Some((Unknowable::NoPass, pass_cause(&u?)?)))?)
        };
        match (k == age).then(age_cause).flatten() {
            Some(cause) => causes.because.push(cause),
            None if causes.nice_updated && k == age => causes.recomputed = true,
            None => return None,
        }
    }
    Some(causes)
}

/// Factors that differ in a row whose nice changed after submission.
fn recomputed() -> (Unknowable, String) {
    (
        Unknowable::Nice,
        "the update recomputed its factors then, if after the last cycle".into(),
    )
}

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

/// Why Slurm's AGE may still be 0: age counts from the accrue time a scheduling pass sets
/// once it sees the job eligible (to the eligible time, with no accrue limit reached), and
/// sacct records no pass.
fn pass_cause(u: &Unknowns) -> Option<String> {
    let (eligible, cycle) = u.before_first_pass?;
    Some(format!(
        "eligible at @{eligible}, {} s before the cycle at @{cycle} computed its factors: age counts only once a scheduling pass has seen it eligible, and sacct records no pass",
        cycle - eligible
    ))
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

/// slurmdbd records a start when slurmctld's agent delivers it: gamma's final dump, taken 4.9 s
/// after job 105_3 started, still had it pending. Within this many seconds of a dump's moment,
/// a job pending in it may have started already.
const DUMP_LAG_S: i64 = 10;

/// The fact about a row's job that sacct cannot know and that explains the whole row, where
/// there is one: no record of the job, an event in sprio's own second (sacct's whole seconds
/// cannot tell whether it came before sprio ran), or — for a row one side alone lists — a
/// start in the dump's last seconds or a hold sacct does not date. `known`: sprio's moment,
/// whether one side alone lists the row, what the replay did not know of its job, and the
/// dump's moment.
fn job_cause(
    records: &[crate::store::read::JobFacts],
    known: (i64, bool, Option<&Unknowns>, Option<i64>),
) -> Option<(Unknowable, String)> {
    let (at, one_sided, unknowns, dumped_at) = known;
    let pending_then = |r: &&crate::store::read::JobFacts| {
        r.submit_s <= at && r.start_s.is_none_or(|s| s > at) && r.end_s.is_none_or(|e| e > at)
    };
    if !records.iter().any(|r| pending_then(&r)) && !records.iter().any(|r| r.submit_s == at) {
        let what = if records.is_empty() {
            "the job"
        } else {
            "it pending then (an array's remaining tasks, say)"
        };
        return Some((
            Unknowable::NoRecord,
            format!("slurmdbd has no record of {what}: it is in no loaded dump"),
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
            return Some((
                Unknowable::OwnSecond,
                format!("{what} in sprio's second: sacct's whole seconds cannot tell whether before sprio ran"),
            ));
        }
    }
    if !one_sided {
        return None;
    }
    let still_pending = records
        .iter()
        .any(|r| r.start_s.is_none() && r.end_s.is_none());
    if let Some(lag) = dumped_at
        .map(|d| d - at)
        .filter(|l| (0..=DUMP_LAG_S).contains(l))
    {
        if still_pending {
            return Some((
                Unknowable::DumpLag,
                format!("pending in the dump, taken {lag} s after sprio: slurmdbd may not have recorded a start of those seconds yet"),
            ));
        }
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
        before_first_pass: None,
    };
    hold_cause(&unknowns.copied().unwrap_or_else(unlisted), at).map(|h| (Unknowable::Holds, h))
}

/// At most this many combinations of the open ends' orders are tried for sprio.
const SPRIO_COMBINATIONS: usize = 64;

/// The differing rows among `keys` whose FAIRSHARE comes within `tolerance` of Slurm's under
/// other orders of the job ends in a cycle's second that nothing told (those that can still
/// move a figure at `at`): each combination is tried (the ends moving usage most first,
/// single flips when there are too many) and the one closing the most rows kept.
fn fairshare_by_end_orders(
    model: &mut QueueModel,
    trial: &FairshareTrial,
) -> anyhow::Result<Option<SprioExplained>> {
    let (store, at) = (trial.store, trial.at);
    let mut open: Vec<EndOrder> = same_second_ends(store, &model.inp, at)?
        .into_iter()
        .filter(|e| !e.order.told())
        .collect();
    if open.is_empty() {
        return Ok(None);
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
    let as_read: HashMap<i64, bool> = open.iter().map(|e| (e.row, e.end_first)).collect();
    let mut best: Option<SprioExplained> = None;
    for mask in masks {
        let flipped: Vec<&EndOrder> = (0..open.len())
            .filter(|b| mask & (1 << b) != 0)
            .map(|b| &open[b])
            .collect();
        let mut orders = as_read.clone();
        orders.extend(flipped.iter().map(|e| (e.row, !e.end_first)));
        model.order_ends(store, &orders)?;
        let rows = trial.closed(model)?;
        if rows.len() > best.as_ref().map_or(0, |b| b.rows.len()) {
            let words: Vec<String> = flipped
                .iter()
                .map(|e| {
                    let order = if e.end_first { "after" } else { "before" };
                    format!("job {} handled {order} its cycle", e.job_id)
                })
                .collect();
            best = Some(SprioExplained {
                rows,
                kind: Unknowable::SameSecondEnds,
                because: format!("FAIRSHARE as Slurm's if {}", words.join(" and ")),
            });
        }
    }
    model.order_ends(store, &as_read)?;
    Ok(best)
}

/// Differing sprio rows (`keys`) whose FAIRSHARE is tried under what no dump records, against
/// Slurm's (`theirs`, printed at `at`), our rows as `as_printed` prints them.
struct FairshareTrial<'a> {
    store: &'a Store,
    at: i64,
    theirs: &'a SprioNumbers,
    tolerance: f64,
    keys: &'a [SprioKey],
    as_printed: &'a dyn Fn(&Pending) -> anyhow::Result<SprioNumbers>,
}

impl FairshareTrial<'_> {
    /// The rows whose FAIRSHARE `model` now prints within the tolerance of Slurm's.
    fn closed(&self, model: &mut QueueModel) -> anyhow::Result<HashSet<SprioKey>> {
        let fs = sprio_column("FAIRSHARE");
        let ours = (self.as_printed)(&model.pending_at(self.store, self.at)?)?;
        Ok(self
            .keys
            .iter()
            .filter(|k| {
                ours.get(*k).is_some_and(|o| {
                    sprio_difference(o, &self.theirs[*k], fs).is_some_and(|d| d <= self.tolerance)
                })
            })
            .cloned()
            .collect())
    }
}

/// Rows whose FAIRSHARE what no dump records explains, its kind, and that in words.
struct SprioExplained {
    rows: HashSet<SprioKey>,
    kind: Unknowable,
    because: String,
}

/// Rows among `keys` whose FAIRSHARE comes within `tolerance` of Slurm's had jobs held after
/// submission been held from it (`held_trials`), and those jobs in words.
fn fairshare_by_holds(
    model: &mut QueueModel,
    trial: &FairshareTrial,
) -> anyhow::Result<Option<SprioExplained>> {
    let mut best: (HashSet<SprioKey>, Vec<String>) = (HashSet::new(), Vec::new());
    for held in held_trials(trial.store, &model.inp, trial.at)? {
        model.assume_held(&held.iter().map(|h| h.0).collect::<Vec<_>>());
        let rows = trial.closed(model)?;
        if rows.len() > best.0.len() {
            best = (rows, held.into_iter().map(|h| h.1).collect());
        }
    }
    model.assume_held(&[]);
    let (rows, ids) = best;
    if rows.is_empty() {
        return Ok(None);
    }
    Ok(Some(SprioExplained {
        rows,
        kind: Unknowable::Holds,
        because: format!("FAIRSHARE as Slurm's {}", held_in_words(&ids)),
    }))
}

/// Rows among `keys` whose FAIRSHARE comes within `tolerance` of Slurm's had sshare requests
/// been answered in one of `request_stretches`, and those requests in words.
fn fairshare_by_requests(
    model: &mut QueueModel,
    trial: &FairshareTrial,
) -> anyhow::Result<Option<SprioExplained>> {
    let (store, at) = (trial.store, trial.at);
    let mut best: (HashSet<SprioKey>, Vec<Vec<(i64, i64)>>) = (HashSet::new(), Vec::new());
    for stretches in request_stretches(store, &model.inp, at)? {
        model.assume_requests(&stretches.iter().map(|s| s.0).collect::<Vec<_>>());
        let rows = trial.closed(model)?;
        if rows.len() > best.0.len() {
            best = (rows, vec![stretches]);
        } else if !rows.is_empty() && rows == best.0 {
            best.1.push(stretches);
        }
    }
    model.assume_requests(&[]);
    let (rows, sets) = best;
    if rows.is_empty() {
        return Ok(None);
    }
    Ok(Some(SprioExplained {
        rows,
        kind: Unknowable::Requests,
        because: format!("FAIRSHARE as Slurm's {}", requests_in_words(&sets)),
    }))
}
