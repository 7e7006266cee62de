//! What jobs' recorded submit priorities tell of the history: slurmctld computes a job's
//! priority at submission from the fairshare it holds then, and slurmdbd keeps it (sacct's
//! Priority). With PriorityWeightFairshare in the thousands, that records the fairshare
//! factor to five or six digits — enough to tell where the decay cycles fall (the phase) and
//! how each job end in a cycle's second was ordered against the cycle.

use std::collections::{BTreeMap, HashMap};

use crate::model::decay::DecayParams;
use crate::model::fairshare::{compute, held_at, Algorithm, ClassicEvents, FsRow};
use crate::model::shares::Tree;
use crate::model::usage::{
    assoc_usage_series, with_phase, Charge, EndOrders, SameSecondEnd, SharedUsage, UsageBase,
};

/// A job's priority as recorded at submission, split into what does not depend on the
/// decay cycle (`fixed`: size, partition, QOS, TRES) and the fairshare part that does.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SubmitPriority {
    pub submit: i64,
    pub node: usize,
    pub fixed: f64,
    /// PriorityWeightFairshare in force at submission.
    pub fairshare_weight: f64,
    pub recorded: f64,
}

/// How many of `jobs`' recorded priorities `p` predicts, the runs being `recent` (in start
/// order) and those summed in `base`: at submit the fairshare factor is the one slurmctld
/// held then (Fair Tree: the last cycle's; classic: `fairshare::held_at`, told by `listed`),
/// so the priority is `trunc(fixed + weight × fairshare)` (`fixed` less the nice submitted
/// with). A job whose nice changed before slurmdbd recorded it is never predicted, whatever
/// `p`.
fn predicted(
    tree: &Tree,
    (base, recent): (&UsageBase, &[Charge]),
    p: &DecayParams,
    algorithm: Algorithm,
    (jobs, listed): (&[SubmitPriority], &ClassicEvents),
) -> usize {
    let factors_of =
        |rows: Vec<FsRow>| -> Vec<Option<f64>> { rows.into_iter().map(|r| r.fairshare).collect() };
    let mut cycles: Vec<i64> = jobs
        .iter()
        .map(|j| p.cycles.at_or_before(j.submit))
        .collect();
    cycles.sort_unstable();
    cycles.dedup();
    // Fair Tree: one set of factors per cycle; classic: per submission.
    let mut factors: HashMap<i64, Vec<Option<f64>>> = HashMap::new();
    for u in assoc_usage_series(tree, recent, p, &cycles, false) {
        let u = base.add_to(u, p);
        if algorithm == Algorithm::FairTree {
            factors.insert(u.cycle, factors_of(compute(tree, &u.at_cycle, algorithm)));
            continue;
        }
        for j in jobs
            .iter()
            .filter(|j| p.cycles.at_or_before(j.submit) == u.cycle)
        {
            factors.entry(j.submit).or_insert_with(|| {
                let timing = (u.cycle, j.submit);
                factors_of(held_at(
                    tree,
                    p,
                    algorithm,
                    (&u.at_cycle, None),
                    timing,
                    listed,
                ))
            });
        }
    }
    let key = |t: i64| match algorithm {
        Algorithm::FairTree => p.cycles.at_or_before(t),
        _ => t,
    };
    jobs.iter()
        .filter(|j| {
            let fs = &factors[&key(j.submit)];
            let priority = (j.fixed + j.fairshare_weight * fs[j.node].unwrap_or(0.0)).trunc();
            (priority - j.recorded).abs() <= 1.0
        })
        .count()
}

/// What jobs' priorities at submission tell of the decay cycle's phase.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PriorityFit {
    /// The phases with the most exact hits (an interval between two submit seconds).
    pub best: Vec<i64>,
    pub hits: usize,
    /// Every phase explaining as many jobs or nearly (`NEAR_MISSES`), `best` included.
    pub near: Vec<i64>,
}

impl PriorityFit {
    /// The phases around `picked` that explain as many jobs or nearly, as the first and last
    /// of their unbroken run (a circle of `period_s` seconds); None when `picked` stands alone.
    pub fn near_run(&self, picked: i64, period_s: i64) -> Option<(i64, i64)> {
        let near = |p: i64| self.near.contains(&p.rem_euclid(period_s));
        if !near(picked) {
            return None;
        }
        let (mut from, mut to) = (picked, picked);
        while near(from - 1) && picked - (from - 1) < period_s {
            from -= 1;
        }
        while near(to + 1) && to + 1 - from < period_s {
            to += 1;
        }
        (from != to).then(|| (from.rem_euclid(period_s), to.rem_euclid(period_s)))
    }
}

/// Phases this many hits short of the best (or 1 % of the jobs, if more) explain "nearly as
/// many" jobs: one job submitted in a cycle's own second moves a hit between neighbours.
const NEAR_MISSES: usize = 1;

/// The decay cycle's phases that best explain jobs' priorities at submission: each
/// candidate phase predicts them (`predicted`).
pub fn fit_phase_by_priority(
    tree: &Tree,
    charges: &[Charge],
    params: &DecayParams,
    algorithm: Algorithm,
    (jobs, listed): (&[SubmitPriority], &ClassicEvents),
) -> PriorityFit {
    let Some(first) = jobs.iter().map(|j| j.submit).min() else {
        return PriorityFit {
            best: Vec::new(),
            hits: 0,
            near: Vec::new(),
        };
    };
    let shared = SharedUsage::split(tree, charges, params, first);
    let hits: Vec<usize> = (0..params.cycles.period_s)
        .map(|phase| {
            let p = with_phase(params, phase);
            let runs = (&shared.base, &shared.recent[..]);
            predicted(tree, runs, &p, algorithm, (jobs, listed))
        })
        .collect();
    let most = hits.iter().copied().max().unwrap_or(0);
    let slack = NEAR_MISSES.max(jobs.len() / 100);
    let phases = |least: usize| -> Vec<i64> {
        (0..params.cycles.period_s)
            .filter(|&p| most > 0 && hits[p as usize] >= least)
            .collect()
    };
    PriorityFit {
        best: phases(most),
        hits: most,
        near: phases(most.saturating_sub(slack)),
    }
}

/// How many same-second ends of one cycle are weighed together (every combination of their
/// orders is tried).
const MAX_ENDS_TOGETHER: usize = 8;

/// The order of each of `ends` against its cycle that jobs' submit priorities tell, as
/// (id, end_first), `params` holding the cycles' phase. The two orders give the job's
/// association different usage from that cycle on, and so every association's fairshare:
/// the ends of one cycle's second are weighed together against the jobs submitted after
/// that second and before the next second holding such ends (earlier ends with the orders
/// told, later ones as `charges` hold them). A combination is told when it explains more of
/// those priorities than any combination giving different usage; ends of interchangeable
/// runs (array tasks ending together) are told together.
pub fn order_ends_by_priority(
    tree: &Tree,
    charges: &[Charge],
    params: &DecayParams,
    algorithm: Algorithm,
    (jobs, listed): (&[SubmitPriority], &ClassicEvents),
    ends: &[SameSecondEnd],
) -> EndOrders {
    let mut told = EndOrders::default();
    let mut jobs: Vec<SubmitPriority> = jobs.to_vec();
    jobs.sort_by_key(|j| j.submit);
    let Some(first_submit) = jobs.first().map(|j| j.submit) else {
        return told;
    };
    // The ends a submission after them can tell, by their cycle's second.
    let mut by_second: BTreeMap<i64, Vec<SameSecondEnd>> = BTreeMap::new();
    for end in ends {
        if let Some(e) = end.charge.run().end {
            if params.cycles.at_or_before(e) == e && e >= first_submit - params.cycles.period_s {
                by_second.entry(e).or_default().push(*end);
            }
        }
    }
    let Some(&earliest) = by_second.keys().next() else {
        return told;
    };
    let shared = SharedUsage::split(tree, charges, params, earliest.min(first_submit));
    let mut recent = shared.recent;
    let seconds: Vec<i64> = by_second.keys().copied().collect();
    for (k, (&second, group)) in by_second.iter().enumerate() {
        let until = seconds.get(k + 1).copied().unwrap_or(i64::MAX);
        let window: Vec<SubmitPriority> = jobs
            .iter()
            .filter(|j| j.submit > second && j.submit < until)
            .copied()
            .collect();
        if window.is_empty() || group.len() > MAX_ENDS_TOGETHER {
            continue;
        }
        // Each end's run among the recent ones (identical runs each take their own).
        let mut at: Vec<usize> = Vec::new();
        for end in group {
            let found = recent
                .iter()
                .enumerate()
                .position(|(i, c)| *c == end.charge && !at.contains(&i));
            at.extend(found);
        }
        if at.len() < group.len() {
            continue;
        }
        let flipped = |mask: u32| -> Vec<Charge> {
            let mut runs = recent.clone();
            for (b, &i) in at.iter().enumerate() {
                if mask & (1 << b) != 0 {
                    let mut run = runs[i].run();
                    run.end_first = !run.end_first;
                    runs[i] = Charge::new(runs[i].node(), run);
                }
            }
            runs
        };
        let hits: Vec<usize> = (0..1u32 << group.len())
            .map(|mask| {
                let runs = (&shared.base, &flipped(mask)[..]);
                predicted(tree, runs, params, algorithm, (&window, listed))
            })
            .collect();
        let best = *hits.iter().max().expect("one combination at least");
        // Combinations flipping the same runs (by what they charge) give the same usage.
        let flips = |mask: u32| -> Vec<Charge> {
            let mut v: Vec<Charge> = (0..group.len())
                .filter(|b| mask & (1 << b) != 0)
                .map(|b| recent[at[b]])
                .collect();
            v.sort_by_key(|c| (c.node(), c.run().start));
            v
        };
        let mut distinct: Vec<u32> = Vec::new();
        for mask in (0..1u32 << group.len()).filter(|&m| hits[m as usize] == best) {
            if !distinct.iter().any(|&d| flips(d) == flips(mask)) {
                distinct.push(mask);
            }
        }
        let orders = |mask: u32| -> Vec<(i64, bool)> {
            group
                .iter()
                .enumerate()
                .map(|(b, end)| (end.id, end.charge.run().end_first != (mask & (1 << b) != 0)))
                .collect()
        };
        let [mask] = distinct[..] else {
            told.undecided
                .push(distinct.into_iter().map(orders).collect());
            continue;
        };
        if best == 0 {
            continue;
        }
        told.told.extend(orders(mask));
        recent = flipped(mask);
    }
    told
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::decay::tests::params;
    use crate::model::decay::Run;
    use crate::model::shares::tests::{id, tv5};
    use crate::model::usage::assoc_usage;

    /// Runs ending in a cycle's second, some handled before the cycle: jobs submitted after
    /// each end record the priority slurmctld computed from the usage it held (classic
    /// fairshare, continuous in usage; Fair Tree's ranks seldom move), and those priorities
    /// tell every order back, from wrong guesses and right ones alike. An end no submission
    /// follows is not told.
    #[test]
    fn same_second_ends_are_ordered_by_later_submit_priorities() {
        let t = tv5();
        let p = params(600, 60, 40);
        let classic = Algorithm::Classic {
            dampening: 1,
            depth_oblivious: false,
        };
        let listed = ClassicEvents::default();
        let users = [id(&t, "B", "u1"), id(&t, "C", "u2"), id(&t, "E", "u4")];
        // (user, start, end, weight, handled before the cycle); every end is on a cycle.
        let truth = [
            (0, 10, 700, 40.0, true),
            (1, 95, 700, 30.0, false),
            (2, 50, 1000, 20.0, true),
            (0, 300, 1180, 50.0, false),
            (1, 200, 1600, 60.0, true),
        ];
        let runs = |end_first: &dyn Fn(bool) -> bool| -> Vec<Charge> {
            truth
                .iter()
                .map(|&(u, start, end, weight, first)| {
                    let run = Run {
                        start,
                        end: Some(end),
                        weight,
                        end_first: end_first(first),
                    };
                    Charge::new(users[u], run)
                })
                .collect()
        };
        let real = runs(&|first| first);
        // Three users submit 10 s and 30 s after each end but the last, with weight 100000
        // on fairshare, as slurmctld would record it.
        let jobs: Vec<SubmitPriority> = [700, 1000, 1180]
            .iter()
            .flat_map(|&e| [e + 10, e + 30])
            .flat_map(|submit| users.iter().map(move |&node| (submit, node)))
            .map(|(submit, node)| {
                let u = assoc_usage(&t, &real, &p, submit);
                let timing = (u.cycle, submit);
                let rows = held_at(&t, &p, classic, (&u.at_cycle, None), timing, &listed);
                let fs = rows[node].fairshare.unwrap();
                SubmitPriority {
                    submit,
                    node,
                    fixed: 1_000.0,
                    fairshare_weight: 100_000.0,
                    recorded: (1_000.0 + 100_000.0 * fs).trunc(),
                }
            })
            .collect();
        let ends = |charges: &[Charge]| -> Vec<SameSecondEnd> {
            charges
                .iter()
                .enumerate()
                .map(|(k, &charge)| SameSecondEnd {
                    id: k as i64,
                    charge,
                })
                .collect()
        };
        let expected: Vec<(i64, bool)> = truth[..4]
            .iter()
            .enumerate()
            .map(|(k, r)| (k as i64, r.4))
            .collect();
        let evidence = (&jobs[..], &listed);
        for charges in [runs(&|_| false), runs(&|first| !first), real.clone()] {
            let orders =
                order_ends_by_priority(&t, &charges, &p, classic, evidence, &ends(&charges));
            let mut told = orders.told;
            told.sort_unstable();
            assert_eq!(told, expected);
        }
    }
}
