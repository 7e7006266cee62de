//! What loaded sshare snapshots tell: the decay cycle's phase, and the order of job ends in
//! a cycle's own second against the cycle.

use std::collections::{BTreeMap, HashMap};

use super::{assoc_usage_series, powers_until, AssocUsage, Charge, UsageBase};
use crate::model::decay::{charged_since_cycle, usage_at_cycle, DecayParams, Powers, Run};
use crate::model::shares::Tree;

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Observed {
    pub at: i64,
    pub node: usize,
    pub raw: f64,
}

/// The decay cycle's phases (seconds into the period) that best reproduce observed RawUsage,
/// in order: each candidate second is tried; the error is the summed relative distance of
/// associations holding at least 1 % of their snapshot's root usage from what sshare printed
/// (spec §3.6). Several when the snapshots cannot tell them apart (little usage yet).
pub fn fit_phase(
    tree: &Tree,
    charges: &[Charge],
    params: &DecayParams,
    observed: &[Observed],
) -> Vec<i64> {
    let period = params.cycles.period_s;
    let mut moments: Vec<i64> = observed.iter().map(|o| o.at).collect();
    moments.sort_unstable();
    moments.dedup();
    let Some(&first) = moments.first() else {
        return (0..period).collect();
    };
    let shared = SharedUsage::split(tree, charges, params, first);
    let error = |phase: i64| -> f64 {
        let p = with_phase(params, phase);
        let series = assoc_usage_series(tree, &shared.recent, &p, &moments, false);
        moments
            .iter()
            .zip(series)
            .map(|(&at, u)| {
                let u = shared.add_to(u, &p);
                let root = observed
                    .iter()
                    .find(|o| o.at == at && o.node == tree.root)
                    .map_or(u.live[tree.root], |o| o.raw);
                observed
                    .iter()
                    .filter(|o| o.at == at && o.raw > 0.0 && o.raw >= 0.01 * root)
                    .map(|o| outside_printed(u.live[o.node], o.raw) / o.raw)
                    .sum::<f64>()
            })
            .sum()
    };
    let errors: Vec<f64> = (0..period).map(error).collect();
    let best = errors.iter().copied().fold(f64::INFINITY, f64::min);
    (0..period)
        .filter(|&ph| errors[ph as usize] <= best + 1e-12)
        .collect()
}

/// How far `value` lies outside [raw, raw + 1): the values sshare prints as `raw` (it
/// truncates RawUsage to an integer).
fn outside_printed(value: f64, raw: f64) -> f64 {
    (raw - value).max(value - (raw + 1.0)).max(0.0)
}

/// A run that ended in the second of a decay cycle, `id` naming its job: sacct's whole
/// seconds cannot tell whether slurmctld handled the end before the cycle or after.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SameSecondEnd {
    pub id: i64,
    pub charge: Charge,
}

/// What observations tell of same-second ends' orders: (job id, handled before the cycle).
#[derive(Debug, Default, Clone, PartialEq)]
pub struct EndOrders {
    pub told: Vec<(i64, bool)>,
    /// Per group of ends that several different combinations of orders reproduce, those
    /// combinations (one per distinct change).
    pub undecided: Vec<Vec<Vec<(i64, bool)>>>,
}

/// How many same-second ends of one association before one observation are weighed together
/// (every combination of their orders is tried).
const MAX_ENDS_TOGETHER: usize = 10;

/// The order of each of `ends` against its cycle that the observed RawUsage tells, as
/// (id, end_first). The two orders give the job's association different usage from that
/// cycle on (the last partial period charged at the end and decayed by the cycle, or charged
/// undecayed by it). The ends of one association before its first observation after them are
/// weighed together against that observation, the other runs (`charges`, holding the ends
/// with their present orders) as they are: an order is told when exactly one combination
/// reproduces what sshare printed (RawUsage truncated to an integer), or several that differ
/// only in which of interchangeable ends (the same change) they pick. Ends no observation
/// follows are left out; those that several different combinations fit are undecided.
pub fn order_same_second_ends(
    tree: &Tree,
    charges: &[Charge],
    params: &DecayParams,
    observed: &[Observed],
    ends: &[SameSecondEnd],
) -> EndOrders {
    let mut moments: Vec<i64> = observed.iter().map(|o| o.at).collect();
    moments.sort_unstable();
    moments.dedup();
    let predicted = assoc_usage_series(tree, charges, params, &moments, false);
    // Each association's observations, in time order.
    let mut seen: HashMap<usize, Vec<(i64, f64)>> = HashMap::new();
    for o in observed {
        seen.entry(o.node).or_default().push((o.at, o.raw));
    }
    seen.values_mut().for_each(|v| v.sort_by_key(|&(at, _)| at));
    let pw = Powers::computed(params);
    let live = |run: &Run, at: i64| {
        let cycle = params.cycles.at_or_before(at);
        usage_at_cycle(run, params, cycle, &pw) + charged_since_cycle(run, params, cycle, at)
    };
    let other_order = |run: Run| Run {
        end_first: !run.end_first,
        ..run
    };
    // Each end with the first observation of its association after it, and what the other
    // order would change there; ends it cannot change measurably are left out.
    let mut groups: BTreeMap<(i64, usize), Vec<(SameSecondEnd, f64)>> = BTreeMap::new();
    for end in ends {
        let (run, node) = (end.charge.run(), end.charge.node());
        let Some(e) = run.end.filter(|&e| params.cycles.at_or_before(e) == e) else {
            continue;
        };
        let Some(&(at, _)) = seen
            .get(&node)
            .and_then(|v| v.get(v.partition_point(|&(at, _)| at <= e)))
        else {
            continue;
        };
        let delta = live(&other_order(run), at) - live(&run, at);
        if delta.abs() >= 1e-3 {
            groups.entry((at, node)).or_default().push((*end, delta));
        }
    }
    let mut orders_told = EndOrders::default();
    // Per association, the orders told so far that changed its runs: (as read, as told).
    let mut changed: HashMap<usize, Vec<(Run, Run)>> = HashMap::new();
    for ((at, node), group) in groups {
        if group.len() > MAX_ENDS_TOGETHER {
            continue;
        }
        let k = moments.binary_search(&at).expect("an observed moment");
        let raw = seen[&node].iter().find(|o| o.0 == at).expect("observed").1;
        let before: f64 = changed.get(&node).map_or(0.0, |runs| {
            runs.iter()
                .map(|(was, is)| live(is, at) - live(was, at))
                .sum()
        });
        let base = predicted[k].live[node] + before;
        // sshare truncates: the value lies in [raw, raw + 1); a millionth of slack for
        // rounding in the sums.
        let slack = 1e-6 * raw.abs().max(1.0);
        let fits: Vec<u32> = (0..1u32 << group.len())
            .filter(|mask| {
                let v = base
                    + group
                        .iter()
                        .enumerate()
                        .filter(|(b, _)| mask & (1 << b) != 0)
                        .map(|(_, (_, d))| d)
                        .sum::<f64>();
                v >= raw - slack && v < raw + 1.0 + slack
            })
            .collect();
        // Fits that pick the same changes from different ends (tasks of one array ending
        // together) order those ends differently but give the same usage: the first stands
        // for them all.
        let changes = |mask: u32| {
            let mut d: Vec<f64> = group
                .iter()
                .enumerate()
                .filter(|(b, _)| mask & (1 << b) != 0)
                .map(|(_, (_, d))| *d)
                .collect();
            d.sort_by(f64::total_cmp);
            d
        };
        let same = |a: &[f64], b: &[f64]| {
            a.len() == b.len()
                && a.iter()
                    .zip(b)
                    .all(|(x, y)| (x - y).abs() <= 1e-9 * x.abs().max(1.0))
        };
        // One fit per distinct change.
        let mut distinct: Vec<u32> = Vec::new();
        for &m in &fits {
            if !distinct.iter().any(|&d| same(&changes(d), &changes(m))) {
                distinct.push(m);
            }
        }
        let orders = |mask: u32| -> Vec<(i64, bool)> {
            group
                .iter()
                .enumerate()
                .map(|(b, (end, _))| (end.id, end.charge.run().end_first != (mask & (1 << b) != 0)))
                .collect()
        };
        let [mask] = distinct[..] else {
            if distinct.len() > 1 {
                orders_told
                    .undecided
                    .push(distinct.into_iter().map(orders).collect());
            }
            continue;
        };
        orders_told.told.extend(orders(mask));
        for (b, (end, _)) in group.iter().enumerate() {
            if mask & (1 << b) != 0 {
                let run = end.charge.run();
                changed
                    .entry(node)
                    .or_default()
                    .push((run, other_order(run)));
            }
        }
    }
    orders_told
}

/// `params` with cycles at `phase` seconds into the period.
pub(crate) fn with_phase(params: &DecayParams, phase: i64) -> DecayParams {
    DecayParams {
        cycles: params.cycles.with_phase(phase),
        ..params.clone()
    }
}

/// For fitting the cycle's phase, the runs split in two. Those that ended five half-lives
/// before the first moment looked at count for a thirty-second of their usage there,
/// and the phase changes that usage only by where their first and last periods were cut: it
/// is summed once (at a cycle `c0` of `params`) and decayed from there, the same for every
/// candidate. Only the others are evaluated per candidate: at 10M jobs, every run for each of
/// hundreds of candidates would take hours. No split without decay, or when a reset or a
/// half-life change may fall in between.
pub(crate) struct SharedUsage {
    /// The finished runs' usage.
    pub(crate) base: UsageBase,
    pub(crate) recent: Vec<Charge>,
}

impl SharedUsage {
    pub(crate) fn split(
        tree: &Tree,
        charges: &[Charge],
        params: &DecayParams,
        first: i64,
    ) -> SharedUsage {
        let period = params.cycles.period_s;
        let splittable =
            params.df < 1.0 && params.resets.is_empty() && params.df_changes.is_empty();
        // Five half-lives (decay_factor's inverse), and at least two periods. Unsplit, the
        // base holds nothing, but it must still come before the first cycle of every
        // candidate phase: a period before the first submission does.
        let margin = if splittable {
            ((5.0 * 0.693 / (1.0 - params.df)) as i64).max(2 * period)
        } else {
            period
        };
        let c0 = params.cycles.at_or_before(first.saturating_sub(margin));
        let mut own = vec![0.0; tree.nodes.len()];
        let mut recent = Vec::new();
        let pw = powers_until(charges, params, c0);
        for c in charges {
            match c.run().end {
                Some(e) if splittable && e < c0 => {
                    own[c.node()] += usage_at_cycle(&c.run(), params, c0, &pw);
                }
                _ => recent.push(*c),
            }
        }
        // In start order, as the sweeps sort them (once here, not once per candidate).
        recent.sort_by_key(|c| c.run().start);
        SharedUsage {
            base: UsageBase::new(tree, c0, own),
            recent,
        }
    }

    /// The usage of every run: `u` (from the recent runs) plus the finished ones' decayed
    /// to `u`'s cycle.
    pub(crate) fn add_to(&self, u: AssocUsage, p: &DecayParams) -> AssocUsage {
        self.base.add_to(u, p)
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::random_charges;
    use super::super::{assoc_usage, AssocUsage, Charge};
    use super::*;
    use crate::model::decay::tests::params;

    use crate::model::shares::tests::{id, tv5};
    use rand::Rng;

    /// The phases `fit_phase` finds from every association's `u` at `at` as sshare prints
    /// it (truncated), starting from phase 0.
    fn fit_from_snapshot(
        t: &Tree,
        charges: &[Charge],
        u: &AssocUsage,
        at: i64,
        truth: &DecayParams,
    ) -> Vec<i64> {
        let observed: Vec<Observed> = (0..t.nodes.len())
            .map(|node| Observed {
                at,
                node,
                raw: u.live[node].trunc(),
            })
            .collect();
        fit_phase(t, charges, &with_phase(truth, 0), &observed)
    }

    #[test]
    fn the_phase_is_recovered_from_an_observed_snapshot() {
        let t = tv5();
        let truth = params(600, 60, 37);
        let charges: Vec<Charge> = [(0, Some(500)), (130, None), (250, Some(1000)), (400, None)]
            .iter()
            .enumerate()
            .map(|(k, (start, end))| {
                Charge::new(
                    id(
                        &t,
                        if k % 2 == 0 { "B" } else { "E" },
                        if k % 2 == 0 { "u1" } else { "u4" },
                    ),
                    Run {
                        start: *start,
                        end: *end,
                        weight: 1.0 + k as f64,
                        end_first: false,
                    },
                )
            })
            .collect();
        let at = 1210;
        let u = assoc_usage(&t, &charges, &truth, at);
        assert_eq!(fit_from_snapshot(&t, &charges, &u, at, &truth), [37]);
        // Early on, with a few units of usage printed as integers, several phases fit: all
        // of them come back, the true one among them.
        let early = 100;
        let u = assoc_usage(&t, &charges, &truth, early);
        let candidates = fit_from_snapshot(&t, &charges, &u, early, &truth);
        assert!(
            candidates.len() > 1 && candidates.contains(&37),
            "{candidates:?}"
        );
    }

    /// Runs ending in a cycle's second, half of them handled before the cycle: their orders
    /// are told from truncated snapshots taken after them, two ends of one user before the
    /// same snapshot together, and an end with no snapshot after it is left out.
    #[test]
    fn same_second_ends_are_ordered_by_the_snapshots_after_them() {
        let t = tv5();
        let p = params(600, 60, 40);
        // (user, start, end, weight, handled before the cycle); every end is on a cycle.
        let truth = [
            ("u1", 10, 700, 4.0, true),
            ("u1", 95, 1000, 3.0, false),
            ("u2", 50, 1000, 2.0, true),
            ("u2", 300, 1060, 5.0, false),
            ("u4", 200, 1180, 6.0, true),
            ("u4", 20, 1600, 8.0, false),
        ];
        let users = |u: &str| {
            let account = match u {
                "u1" => "B",
                "u2" => "C",
                _ => "E",
            };
            id(&t, account, u)
        };
        let runs = |end_first: &dyn Fn(bool) -> bool| -> Vec<Charge> {
            truth
                .iter()
                .map(|&(u, start, end, weight, first)| {
                    Charge::new(
                        users(u),
                        Run {
                            start,
                            end: Some(end),
                            weight,
                            end_first: end_first(first),
                        },
                    )
                })
                .collect()
        };
        let real = runs(&|first| first);
        let observed: Vec<Observed> = [730, 1090, 1250]
            .iter()
            .flat_map(|&at| {
                let u = assoc_usage(&t, &real, &p, at);
                (0..t.nodes.len()).map(move |node| Observed {
                    at,
                    node,
                    raw: u.live[node].trunc(),
                })
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
        let expected: Vec<(i64, bool)> = truth[..5]
            .iter()
            .enumerate()
            .map(|(k, r)| (k as i64, r.4))
            .collect();
        // Told from wrong guesses and from the right orders alike.
        for charges in [runs(&|_| false), runs(&|first| !first), real.clone()] {
            let mut told =
                order_same_second_ends(&t, &charges, &p, &observed, &ends(&charges)).told;
            told.sort_unstable();
            assert_eq!(told, expected);
        }
    }

    /// Three identical array tasks ending in one cycle's second, one of them handled after
    /// the cycle: three combinations reproduce the snapshot, all the same usage, so one
    /// stands for them (any one task after).
    #[test]
    fn interchangeable_same_second_ends_are_told_together() {
        let t = tv5();
        let p = params(600, 60, 40);
        let u1 = id(&t, "B", "u1");
        let task = |end_first| {
            Charge::new(
                u1,
                Run {
                    start: 100,
                    end: Some(700),
                    weight: 4.0,
                    end_first,
                },
            )
        };
        let real = [task(true), task(false), task(true)];
        let snapshot = |charges: &[Charge]| {
            let u = assoc_usage(&t, charges, &p, 730);
            vec![Observed {
                at: 730,
                node: u1,
                raw: u.live[u1].trunc(),
            }]
        };
        let assumed = [task(true), task(true), task(true)];
        let ends: Vec<SameSecondEnd> = assumed
            .iter()
            .enumerate()
            .map(|(k, &charge)| SameSecondEnd {
                id: k as i64,
                charge,
            })
            .collect();
        let told = order_same_second_ends(&t, &assumed, &p, &snapshot(&real), &ends);
        assert!(told.undecided.is_empty());
        let told = told.told;
        assert_eq!(told.len(), 3);
        assert_eq!(told.iter().filter(|(_, first)| !first).count(), 1);
        let ordered: Vec<Charge> = told.iter().map(|&(_, first)| task(first)).collect();
        assert_eq!(
            assoc_usage(&t, &ordered, &p, 730).live[u1],
            assoc_usage(&t, &real, &p, 730).live[u1]
        );
    }

    #[test]
    fn the_phase_is_recovered_over_a_long_history() {
        let t = tv5();
        let charges = random_charges(&t, 3, 400, |rng| {
            let start = rng.random_range(0..60_000);
            Run {
                start,
                end: (start < 55_000).then(|| start + rng.random_range(30..3_000)),
                weight: rng.random_range(1.0..32.0),
                end_first: false,
            }
        });
        let truth = params(600, 60, 37);
        let at = 60_010;
        let u = assoc_usage(&t, &charges, &truth, at);
        let shared = SharedUsage::split(&t, &charges, &truth, at);
        assert!(
            shared.recent.len() < charges.len() / 2,
            "{}",
            shared.recent.len()
        );
        let parts = shared.add_to(assoc_usage(&t, &shared.recent, &truth, at), &truth);
        for (a, b) in parts.live.iter().zip(&u.live) {
            assert!((a - b).abs() <= 1e-6 * b.abs().max(1.0), "{a} vs {b}");
        }
        assert_eq!(fit_from_snapshot(&t, &charges, &u, at, &truth), [37]);
    }
}
