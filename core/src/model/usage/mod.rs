//! Raw usage of every association at a moment, as slurmctld held it (spec §3, §6): the value
//! after the last decay cycle, and the live value sshare prints (plus job-end charges since).

use crate::model::decay::{
    charged_since_cycle, end_cycle, full_cycles_between, runs_through, usage_at_cycle,
    usage_closed_form, DecayParams, Powers, Run,
};
use crate::model::shares::Tree;

mod checkpoints;
mod fit;

pub use checkpoints::{Checkpoint, Checkpoints, KeyUsage};
pub use fit::{fit_phase, order_same_second_ends, EndOrders, Observed, SameSecondEnd};
pub(crate) use fit::{with_phase, SharedUsage};

/// One job's run, charged to the association `node`. Kept in 32 bytes rather than a `Run`'s
/// 40 and a node's 8: a 10M-job history holds 10M of them, and on the VMs measured the
/// kernel's zeroing of fresh pages was a quarter to half of `sshare`'s and `why`'s time.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Charge {
    start: i64,
    /// `i64::MAX` while running.
    end: i64,
    weight: f64,
    node: u32,
    end_first: bool,
}

impl Charge {
    pub fn new(node: usize, run: Run) -> Charge {
        Charge {
            start: run.start,
            end: run.end.unwrap_or(i64::MAX),
            weight: run.weight,
            node: u32::try_from(node).expect("fewer than 2^32 associations"),
            end_first: run.end_first,
        }
    }

    pub fn node(&self) -> usize {
        self.node as usize
    }

    pub fn run(&self) -> Run {
        Run {
            start: self.start,
            end: (self.end != i64::MAX).then_some(self.end),
            weight: self.weight,
            end_first: self.end_first,
        }
    }
}

/// Raw usage per association (including descendants, as Slurm adds usage up the tree).
#[derive(Debug, Clone, PartialEq)]
pub struct AssocUsage {
    /// The last decay cycle at or before the moment asked for.
    pub cycle: i64,
    /// Usage right after that cycle: what fairshare was computed from.
    pub at_cycle: Vec<f64>,
    /// Usage at the moment itself (sshare's RawUsage).
    pub live: Vec<f64>,
}

/// Raw usage of every association at `at`.
pub fn assoc_usage(tree: &Tree, charges: &[Charge], params: &DecayParams, at: i64) -> AssocUsage {
    let cycle = params.cycles.at_or_before(at);
    let n = tree.nodes.len();
    let pw = powers_until(charges, params, cycle);
    let sums = |part: &[Charge]| {
        let (mut at_cycle, mut since) = (vec![0.0; n], vec![0.0; n]);
        for c in part {
            at_cycle[c.node()] += usage_at_cycle(&c.run(), params, cycle, &pw);
            since[c.node()] += charged_since_cycle(&c.run(), params, cycle, at);
        }
        (at_cycle, since)
    };
    let (mut at_cycle, mut since) = (vec![0.0; n], vec![0.0; n]);
    for (a, s) in in_chunks(charges, sums) {
        at_cycle.iter_mut().zip(a).for_each(|(x, v)| *x += v);
        since.iter_mut().zip(s).for_each(|(x, v)| *x += v);
    }
    let at_cycle = add_up(tree, at_cycle);
    let since = add_up(tree, since);
    let live = at_cycle.iter().zip(&since).map(|(a, s)| a + s).collect();
    AssocUsage {
        cycle,
        at_cycle,
        live,
    }
}

/// The powers evaluating `charges` at cycles up to `cycle` takes.
fn powers_until(charges: &[Charge], params: &DecayParams, cycle: i64) -> Powers {
    let earliest = charges.iter().map(|c| c.run().start).min().unwrap_or(cycle);
    Powers::tabled(params, cycle - earliest)
}

/// `f` of each fixed-size chunk of `items`, in order, the chunks spread over the machine's
/// cores: sums added up chunk by chunk come out the same on any number of cores.
fn in_chunks<T: Sync, R: Send>(items: &[T], f: impl Fn(&[T]) -> R + Sync) -> Vec<R> {
    const CHUNK: usize = 1 << 18;
    let chunks: Vec<&[T]> = items.chunks(CHUNK).collect();
    let threads = std::thread::available_parallelism()
        .map_or(1, |t| t.get())
        .min(chunks.len());
    if threads <= 1 {
        return chunks.into_iter().map(f).collect();
    }
    let (f, chunks) = (&f, &chunks);
    let mut done: Vec<(usize, R)> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                s.spawn(move || {
                    (t..chunks.len())
                        .step_by(threads)
                        .map(|k| (k, f(chunks[k])))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a usage worker panicked"))
            .collect()
    });
    done.sort_by_key(|(k, _)| *k);
    done.into_iter().map(|(_, r)| r).collect()
}

/// Raw usage in closed form (DecayMode=closed): each run integrated with the per-second
/// factor up to `at`; no cycles, so the usage fairshare sees is the live one.
pub fn assoc_usage_closed(
    tree: &Tree,
    charges: &[Charge],
    params: &DecayParams,
    at: i64,
) -> AssocUsage {
    let mut own = vec![0.0; tree.nodes.len()];
    for c in charges {
        own[c.node()] += usage_closed_form(&c.run(), params, at);
    }
    let live = add_up(tree, own);
    AssocUsage {
        cycle: at,
        at_cycle: live.clone(),
        live,
    }
}

/// Raw usage at each of `moments` (ascending), as `assoc_usage` (or `assoc_usage_closed` with
/// `closed`) would give it, in one sweep: between moments everything decays by the same
/// factor, so only the runs active in between are evaluated again (a reset between two
/// moments recomputes from all runs). Under one decay factor, runs going on through cycles
/// are summed per association and looked at again only when they end.
pub fn assoc_usage_series(
    tree: &Tree,
    charges: &[Charge],
    params: &DecayParams,
    moments: &[i64],
    closed: bool,
) -> Vec<AssocUsage> {
    let mut out = Vec::with_capacity(moments.len());
    for_each_assoc_usage(tree, charges, params, moments, closed, |u| out.push(u));
    out
}

/// As `assoc_usage_series`, handing each moment's usage to `each` in turn (a long span has
/// hundreds of thousands of moments: kept together, their usage took gigabytes).
pub fn for_each_assoc_usage(
    tree: &Tree,
    charges: &[Charge],
    params: &DecayParams,
    moments: &[i64],
    closed: bool,
    mut each: impl FnMut(AssocUsage),
) {
    let n = tree.nodes.len();
    let cycles = &params.cycles;
    let pw = match moments.last() {
        Some(&last) if !closed => powers_until(charges, params, cycles.at_or_before(last)),
        _ => Powers::computed(params),
    };
    let value = |c: &Charge, t: i64| {
        if closed {
            usage_closed_form(&c.run(), params, t)
        } else {
            usage_at_cycle(&c.run(), params, t, &pw)
        }
    };
    // Whether a run can no longer change except by decay after `t`.
    let done = |c: &Charge, t: i64| match c.run().end {
        Some(e) if closed => e <= t,
        _ => done_by(&c.run(), t),
    };
    // Runs done by the first moment's cycle only decay from there: they count in its
    // from-scratch sum and nowhere after. The others are copied into `runs` by start, so
    // that the sweep reads them mostly in sequence (named by their position there below).
    let Some(&first) = moments.first() else {
        return;
    };
    let first_cycle = if closed {
        first
    } else {
        cycles.at_or_before(first)
    };
    let times = charges
        .iter()
        .flat_map(|ch| [Some(ch.start), ch.run().end])
        .flatten();
    let (base, last) = times.fold((i64::MAX, i64::MIN), |(lo, hi), t| (lo.min(t), hi.max(t)));
    let base = (
        base,
        last.saturating_sub(base) < 1 << 32 && charges.len() < 1 << 32,
    );
    let order = by_time(
        (charges.iter().enumerate())
            .filter(|(_, ch)| !done(ch, first_cycle))
            .map(|(i, ch)| (ch.start, i)),
        base,
    );
    let runs: Vec<Charge> = order.into_iter().map(|i| charges[i]).collect();
    let run = |k: usize| &runs[k];
    // Ended runs by end, for the end-of-job charges made after a cycle.
    let by_end = by_time(
        (runs.iter().enumerate()).filter_map(|(k, ch)| Some((ch.run().end?, k))),
        base,
    );
    // The runs evaluated at each moment, each with its value at the cycle it was last
    // evaluated at (so that it is evaluated once per cycle), carried with it (a vector of
    // them for every run took a tenth of a year's timeline in fresh pages).
    let (mut started, mut active): (usize, Vec<Evaluated>) = (0, Vec::new());
    // Steady runs (charged as running by the last moment's cycle, not ended): each cycle
    // adds weight × the same amount to them, so they are kept as weights summed per
    // association (with how many runs each sum holds, so that an empty one is exactly 0),
    // by the cycle that finds them ended: kept (that cycle, run) in a bucket per moment, the
    // first whose cycle reaches it (the last bucket: none does), each bucket taken in order.
    let one_factor = !closed && params.df_changes.is_empty();
    let moment_cycles: Vec<i64> = moments
        .iter()
        .map(|&m| if closed { m } else { cycles.at_or_before(m) })
        .collect();
    let mut steady: Vec<Vec<(i64, Evaluated)>> = vec![Vec::new(); moments.len() + 1];
    // How many runs the buckets hold: taking all of them stops at the last one.
    let mut queued = 0;
    let (mut steady_weight, mut steady_runs) = (vec![0.0; n], vec![0usize; n]);
    let leave_steady = |k: usize, weight: &mut [f64], runs: &mut [usize]| {
        let ch = run(k);
        runs[ch.node()] -= 1;
        weight[ch.node()] = if runs[ch.node()] == 0 {
            0.0
        } else {
            weight[ch.node()] - ch.run().weight
        };
    };
    let mut prev: Option<(i64, Vec<f64>)> = None;
    for (j, &m) in moments.iter().enumerate() {
        let c = moment_cycles[j];
        while started < runs.len() && run(started).run().start <= m {
            active.push(Evaluated::new(started));
            started += 1;
        }
        let reset_between = |from: i64| {
            params
                .resets
                .iter()
                .map(|&r| cycles.after(r - 1))
                .any(|rc| rc > from && rc <= c)
        };
        let step_from = match &prev {
            Some((pc, prev_own))
                if *pc <= c && !reset_between(*pc) && cycles.start_within(*pc, c).is_none() =>
            {
                Some((*pc, prev_own))
            }
            _ => None,
        };
        // Steady runs that end by this cycle, or all of them when this step cannot take
        // them as sums, are evaluated like the other active runs.
        let last = if step_from.is_some() && one_factor {
            j
        } else {
            moments.len()
        };
        for bucket in &mut steady[j..=last] {
            if queued == 0 {
                break;
            }
            // Taken, not drained: a drained bucket would keep its memory to the end.
            let mut bucket = std::mem::take(bucket);
            queued -= bucket.len();
            bucket.sort_unstable_by_key(|(leave, e)| (*leave, e.run));
            for (_, e) in bucket {
                leave_steady(e.run, &mut steady_weight, &mut steady_runs);
                active.push(e);
            }
        }
        let own = match step_from {
            Some((pc, prev_own)) => {
                let d = params.decay(pc, c);
                let full = full_cycles_between(params, pc, c);
                let mut own: Vec<f64> = prev_own
                    .iter()
                    .zip(&steady_weight)
                    .map(|(v, w)| v * d + w * full)
                    .collect();
                for e in &mut active {
                    let ch = run(e.run);
                    let before = match e.value {
                        (at, v) if at == pc => v,
                        _ => value(ch, pc),
                    };
                    // A run going on through both cycles only adds its full cycles.
                    let (now, added) = if !closed && runs_through(&ch.run(), params, pc, c) {
                        let added = ch.run().weight * full;
                        (before * d + added, added)
                    } else {
                        let now = value(ch, c);
                        (now, now - before * d)
                    };
                    e.value = (c, now);
                    own[ch.node()] += added;
                }
                own
            }
            // From scratch, over every run and the cores (the runs still active evaluate
            // their value at `c` again at the next moment, as `before`).
            None => {
                let mut own = vec![0.0; n];
                let sums = in_chunks(charges, |part| {
                    let mut own = vec![0.0; n];
                    for ch in part.iter().filter(|ch| ch.run().start <= m) {
                        own[ch.node()] += value(ch, c);
                    }
                    own
                });
                for part in sums {
                    own.iter_mut().zip(part).for_each(|(x, v)| *x += v);
                }
                own
            }
        };
        let mut since = vec![0.0; n];
        if !closed {
            // Jobs ending in [c, m] (charged_since_cycle tells which were charged then).
            let from = by_end.partition_point(|&k| run(k).run().end < Some(c));
            for &k in by_end[from..]
                .iter()
                .take_while(|&&k| run(k).run().end <= Some(m))
            {
                let ch = run(k);
                since[ch.node()] += charged_since_cycle(&ch.run(), params, c, m);
            }
        }
        active.retain(|e| !done(run(e.run), c));
        if one_factor {
            // Runs charged as running by now go on steadily until they end.
            active.retain(|e| {
                let ch = run(e.run);
                if cycles.after(ch.run().start) > c {
                    return true;
                }
                let leave = end_cycle(&ch.run(), cycles).unwrap_or(i64::MAX);
                let first = j + 1 + partition_near(&moment_cycles[j + 1..], leave);
                steady[first].push((leave, *e));
                queued += 1;
                steady_weight[ch.node()] += ch.run().weight;
                steady_runs[ch.node()] += 1;
                false
            });
        }
        let at_cycle = add_up(tree, own.clone());
        let live = if closed {
            at_cycle.clone()
        } else {
            let since = add_up(tree, since);
            at_cycle.iter().zip(&since).map(|(a, s)| a + s).collect()
        };
        each(AssocUsage {
            cycle: c,
            at_cycle,
            live,
        });
        prev = Some((c, own));
    }
}

/// A run of the sweep (its position among the runs) with its value at the cycle it was last
/// evaluated at (`i64::MIN`: none yet).
#[derive(Debug, Clone, Copy)]
struct Evaluated {
    run: usize,
    value: (i64, f64),
}

impl Evaluated {
    fn new(run: usize) -> Evaluated {
        Evaluated {
            run,
            value: (i64::MIN, 0.0),
        }
    }
}

/// `sorted.partition_point(|&x| x < value)`, searched from the front in steps that double:
/// a few steps when it is near (most runs end within a day of an hourly series' moment).
fn partition_near(sorted: &[i64], value: i64) -> usize {
    let mut end = 1;
    while end < sorted.len() && sorted[end - 1] < value {
        end *= 2;
    }
    let (start, end) = (end / 2, end.min(sorted.len()));
    start + sorted[start..end].partition_point(|&x| x < value)
}

/// The positions of `items` (time, position) ordered by time, ties in the order given: a
/// stable radix sort (a year of ten million runs sorted by comparisons took longer than the
/// rest of a timeline), of 8-byte pairs when `narrow` (times within 2^32 s of `base`, fewer
/// than 2^32 items), else of 16-byte ones.
fn by_time(items: impl Iterator<Item = (i64, usize)>, (base, narrow): (i64, bool)) -> Vec<usize> {
    // Room for as many as there may be (the runs not filtered out), taken once: grown as they
    // come, the pairs were copied into fresh pages at every doubling.
    let most = items.size_hint().1.unwrap_or(0);
    if narrow {
        let mut keyed: Vec<(u32, u32)> = Vec::with_capacity(most);
        keyed.extend(items.map(|(t, i)| ((t - base) as u32, i as u32)));
        sorted_positions(&mut keyed, |i| i as usize)
    } else {
        let mut keyed: Vec<(i64, usize)> = Vec::with_capacity(most);
        keyed.extend(items);
        sorted_positions(&mut keyed, |i| i)
    }
}

/// Pairs at least this many are sorted in two halves side by side.
const HALVES_FROM: usize = 1 << 16;

/// The positions of `keyed` (key, position) in a stable order of their keys: with two cores
/// or more, each half radix-sorted on one, then merged (a tie takes the first half's first).
fn sorted_positions<K, P>(keyed: &mut [(K, P)], position: impl Fn(P) -> usize) -> Vec<usize>
where
    K: radsort::Key + Ord + Send,
    P: Copy + Send,
{
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    if cores < 2 || keyed.len() < HALVES_FROM {
        radsort::sort_by_key(keyed, |&(k, _)| k);
        return keyed.iter().map(|&(_, p)| position(p)).collect();
    }
    let (a, b) = keyed.split_at_mut(keyed.len() / 2);
    std::thread::scope(|s| {
        s.spawn(|| radsort::sort_by_key(b, |&(k, _)| k));
        radsort::sort_by_key(a, |&(k, _)| k);
    });
    let mut out = Vec::with_capacity(a.len() + b.len());
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        if b[j].0 < a[i].0 {
            out.push(position(b[j].1));
            j += 1;
        } else {
            out.push(position(a[i].1));
            i += 1;
        }
    }
    out.extend(a[i..].iter().chain(&b[j..]).map(|&(_, p)| position(p)));
    out
}

/// Whether `run` can no longer change except by decay after the cycle at `cycle` (Slurm-
/// exact): it ended before it, or in its second and was handled first.
fn done_by(run: &Run, cycle: i64) -> bool {
    run.end
        .is_some_and(|e| e < cycle || (e == cycle && run.end_first))
}

/// The usage at a decay cycle of the runs done by it: after it only decay changes that, so
/// the usage at a later moment needs only the other runs and this (under one decay factor,
/// with no reset between).
#[derive(Debug, Clone, PartialEq)]
pub struct UsageBase {
    pub cycle: i64,
    /// Per association, including descendants.
    usage: Vec<f64>,
}

impl UsageBase {
    /// From each association's own usage at `cycle`.
    pub fn new(tree: &Tree, cycle: i64, own: Vec<f64>) -> UsageBase {
        UsageBase {
            cycle,
            usage: add_up(tree, own),
        }
    }

    /// Whether `run`'s usage is in this (done by its cycle).
    pub fn holds(&self, run: &Run) -> bool {
        done_by(run, self.cycle)
    }

    /// `u`, the usage of the other runs, with this decayed to `u`'s cycle added.
    pub fn add_to(&self, mut u: AssocUsage, p: &DecayParams) -> AssocUsage {
        assert!(u.cycle >= self.cycle, "usage asked for before its base");
        let f = p.decay(self.cycle, u.cycle);
        for (k, b) in self.usage.iter().enumerate() {
            u.at_cycle[k] += b * f;
            u.live[k] += b * f;
        }
        u
    }
}

/// A running job's reservation of one TRES until its time limit.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Reservation {
    pub node: usize,
    pub start: i64,
    pub end: Option<i64>,
    pub limit_s: i64,
    /// TRES count × QOS UsageFactor.
    pub weight: f64,
}

/// TRES-seconds that running jobs still hold until their time limits, as the association
/// manager counts them at `at` (sshare's TRESRunMins × 60, spec §3.7): the full limit at
/// start, less what each decay cycle (the last at `cycle`) has charged since.
pub fn reserved_seconds(
    tree: &Tree,
    reservations: &[Reservation],
    cycle: i64,
    at: i64,
) -> Vec<f64> {
    let mut own = vec![0.0; tree.nodes.len()];
    for r in reservations
        .iter()
        .filter(|r| r.start <= at && r.end.is_none_or(|e| e > at))
    {
        let charged = (cycle - r.start).clamp(0, r.limit_s);
        own[r.node] += r.weight * (r.limit_s - charged) as f64;
    }
    add_up(tree, own)
}

/// Adds every association's value into its ancestors'.
pub fn add_up(tree: &Tree, mut v: Vec<f64>) -> Vec<f64> {
    let mut order = Vec::with_capacity(tree.nodes.len());
    let mut stack = vec![tree.root];
    while let Some(i) = stack.pop() {
        order.push(i);
        stack.extend(tree.nodes[i].children.iter().copied());
    }
    for &i in order.iter().rev() {
        if let Some(p) = tree.nodes[i].parent {
            v[p] += v[i];
        }
    }
    v
}

/// One observed RawUsage: association `node` showed `raw` at `at`.
#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::model::decay::decay_factor;
    use crate::model::decay::tests::params;
    use crate::model::shares::tests::{id, tv5};
    use rand::Rng;

    /// `n` runs drawn by `run` from a generator seeded with `seed`, each charged to a user of
    /// `tree` drawn after it.
    pub(crate) fn random_charges(
        tree: &Tree,
        seed: u64,
        n: usize,
        mut run: impl FnMut(&mut rand_pcg::Pcg64) -> Run,
    ) -> Vec<Charge> {
        use rand::SeedableRng;
        let mut rng = rand_pcg::Pcg64::seed_from_u64(seed);
        let users: Vec<usize> = (0..tree.nodes.len())
            .filter(|&i| tree.nodes[i].is_user())
            .collect();
        (0..n)
            .map(|_| {
                let run = run(&mut rng);
                Charge::new(users[rng.random_range(0..users.len())], run)
            })
            .collect()
    }

    /// With a long history, runs ended five half-lives before the snapshot are summed once for
    /// every candidate phase; the phase is still recovered, and the shared sum is within a
    /// millionth of evaluating every run.

    #[test]
    fn a_charge_takes_32_bytes_and_gives_back_its_run() {
        assert_eq!(std::mem::size_of::<Charge>(), 32);
        for end in [None, Some(0), Some(90)] {
            let run = Run {
                start: -5,
                end,
                weight: 2.5,
                end_first: end.is_some(),
            };
            let c = Charge::new(7, run);
            assert_eq!((c.node(), c.run()), (7, run));
        }
    }

    /// Chunks come back in order whatever thread computed them.
    #[test]
    fn chunks_are_computed_in_parallel_and_returned_in_order() {
        let items: Vec<usize> = (0..(3 << 18) + 5).collect();
        let firsts = in_chunks(&items, |c| (c[0], c.len()));
        assert_eq!(
            firsts,
            vec![
                (0, 1 << 18),
                (1 << 18, 1 << 18),
                (2 << 18, 1 << 18),
                (3 << 18, 5)
            ]
        );
    }

    #[test]
    fn usage_adds_up_the_tree_and_live_includes_job_end_charges() {
        let t = tv5();
        let p = params(600, 60, 0);
        let u1 = id(&t, "B", "u1");
        let u4 = id(&t, "E", "u4");
        let charges = [
            Charge::new(
                u1,
                Run {
                    start: 0,
                    end: None,
                    weight: 1.0,
                    end_first: false,
                },
            ),
            Charge::new(
                u4,
                Run {
                    start: 100,
                    end: Some(130),
                    weight: 2.0,
                    end_first: false,
                },
            ),
        ];
        let u = assoc_usage(&t, &charges, &p, 150);
        assert_eq!(u.cycle, 120);
        let running = usage_at_cycle(&charges[0].run(), &p, 120, &Powers::computed(&p));
        assert_eq!(u.at_cycle[u1], running);
        assert_eq!(u.at_cycle[id(&t, "A", "")], running);
        let u4_cycle = usage_at_cycle(&charges[1].run(), &p, 120, &Powers::computed(&p));
        assert_eq!(u.at_cycle[t.root], running + u4_cycle);
        let end_charge = 2.0 * 10.0 * p.df.powf(10.0);
        assert!((u.live[u4] - (u4_cycle + end_charge)).abs() < 1e-12);
        assert!((u.live[t.root] - (running + u4_cycle + end_charge)).abs() < 1e-12);
    }

    /// The same place as a binary search, near the front or far from it.
    #[test]
    fn partition_near_finds_what_a_binary_search_finds() {
        use rand::SeedableRng;
        let mut rng = rand_pcg::Pcg64::seed_from_u64(3);
        for len in 0..70 {
            let mut sorted: Vec<i64> = (0..len).map(|_| rng.random_range(0..40)).collect();
            sorted.sort_unstable();
            for value in [-1, 0, 5, 17, 39, 40, i64::MAX] {
                let expected = sorted.partition_point(|&x| x < value);
                assert_eq!(
                    partition_near(&sorted, value),
                    expected,
                    "{sorted:?} {value}"
                );
            }
        }
    }

    /// Both widths order by time and keep ties in the order given.
    #[test]
    fn by_time_is_a_stable_sort_of_narrow_and_wide_times() {
        let times = [7, 3, 7, -2, 3, 0];
        let want = vec![3, 5, 1, 4, 0, 2];
        let items = || times.iter().enumerate().map(|(i, &t)| (t, i));
        assert_eq!(by_time(items(), (-2, true)), want);
        assert_eq!(by_time(items(), (-2, false)), want);
        let wide = [1 << 40, 0, -(1 << 40), 0];
        let items = wide.iter().enumerate().map(|(i, &t)| (t, i));
        assert_eq!(by_time(items, (-(1 << 40), false)), vec![2, 1, 3, 0]);
    }

    /// Sorted in two halves and merged (many pairs), the order is a stable sort's.
    #[test]
    fn long_sorts_in_halves_are_stable() {
        let n = 3 * HALVES_FROM;
        let times: Vec<i64> = (0..n as i64).map(|i| (i * 7919) % 1000).collect();
        let mut want: Vec<usize> = (0..n).collect();
        want.sort_by_key(|&i| times[i]);
        let items = || times.iter().enumerate().map(|(i, &t)| (t, i));
        assert_eq!(by_time(items(), (0, true)), want);
        assert_eq!(by_time(items(), (0, false)), want);
    }

    /// The sweep gives what one evaluation per moment gives, in both modes, with a reset and
    /// with and without a half-life change on the way: 300 pseudo-random runs on a 3-user
    /// tree, every 40 minutes from two first moments.
    #[test]
    fn series_equals_moment_by_moment() {
        let tree = tv5();
        let charges = random_charges(&tree, 7, 300, |rng| {
            let start = rng.random_range(0..200_000);
            let len = rng.random_range(1..30_000);
            Run {
                start,
                end: (rng.random_range(0..10) > 0).then_some(start + len),
                weight: rng.random_range(1.0..64.0),
                end_first: rng.random_range(0..2) == 0,
            }
        });
        // With one factor throughout, runs going on between moments take the steady path.
        for df_changes in [Vec::new(), vec![(120_000, decay_factor(20_000))]] {
            let params = DecayParams {
                df: decay_factor(86_400),
                df_changes,
                cycles: crate::model::decay::Cycles::regular(300, 17),
                limits_enforced: true,
                resets: vec![150_000],
            };
            // From the start, and from a moment many runs have ended by.
            for (first, closed) in [
                (1_000, false),
                (1_000, true),
                (100_000, false),
                (100_000, true),
            ] {
                let moments: Vec<i64> = (0..90).map(|k| first + k * 2_400).collect();
                let series = assoc_usage_series(&tree, &charges, &params, &moments, closed);
                for (k, &m) in moments.iter().enumerate() {
                    let one = if closed {
                        assoc_usage_closed(&tree, &charges, &params, m)
                    } else {
                        assoc_usage(&tree, &charges, &params, m)
                    };
                    assert_eq!(series[k].cycle, one.cycle);
                    for (a, b) in series[k]
                        .live
                        .iter()
                        .zip(&one.live)
                        .chain(series[k].at_cycle.iter().zip(&one.at_cycle))
                    {
                        assert!(
                            (a - b).abs() <= 1e-9 * b.abs().max(1.0),
                            "closed {closed} at {m}: {a} vs {b}"
                        );
                    }
                }
            }
        }
    }
}
