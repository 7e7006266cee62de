//! Raw usage of every association at a moment, as slurmctld held it (spec §3, §6): the value
//! after the last decay cycle, and the live value sshare prints (plus job-end charges since).

use std::cmp::Reverse;
use std::collections::{BTreeMap, BinaryHeap, HashMap};

use crate::model::decay::{
    charged_since_cycle, end_cycle, full_cycles_between, runs_through, usage_at_cycle,
    usage_closed_form, DecayParams, Powers, Run,
};
use crate::model::shares::Tree;

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
    // from-scratch sum and nowhere after. The others, by start (`order`; runs are named by
    // their position in it below).
    let Some(&first) = moments.first() else {
        return;
    };
    let first_cycle = if closed {
        first
    } else {
        cycles.at_or_before(first)
    };
    let mut order: Vec<usize> = (0..charges.len())
        .filter(|&i| !done(&charges[i], first_cycle))
        .collect();
    order.sort_by_key(|&i| charges[i].run().start);
    let run = |k: usize| &charges[order[k]];
    // Ended runs by end, for the end-of-job charges made after a cycle.
    let mut by_end: Vec<usize> = (0..order.len())
        .filter(|&k| run(k).run().end.is_some())
        .collect();
    by_end.sort_by_key(|&k| run(k).run().end);
    // Each run's value at the previous moment's cycle, so that it is evaluated once per cycle.
    let mut previous_value: Vec<(i64, f64)> = vec![(i64::MIN, 0.0); order.len()];
    let (mut started, mut active): (usize, Vec<usize>) = (0, Vec::new());
    // Steady runs (charged as running by the last moment's cycle, not ended): each cycle
    // adds weight × the same amount to them, so they are kept as weights summed per
    // association (with how many runs each sum holds, so that an empty one is exactly 0),
    // by the cycle that finds them ended.
    let one_factor = !closed && params.df_changes.is_empty();
    let mut steady: BinaryHeap<Reverse<(i64, usize)>> = BinaryHeap::new();
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
    for &m in moments {
        let c = if closed { m } else { cycles.at_or_before(m) };
        while started < order.len() && run(started).run().start <= m {
            active.push(started);
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
        while let Some(&Reverse((leave, k))) = steady.peek() {
            if step_from.is_some() && one_factor && leave > c {
                break;
            }
            steady.pop();
            leave_steady(k, &mut steady_weight, &mut steady_runs);
            active.push(k);
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
                for &k in &active {
                    let ch = run(k);
                    let before = match previous_value[k] {
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
                    previous_value[k] = (c, now);
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
        active.retain(|&k| !done(run(k), c));
        if one_factor {
            // Runs charged as running by now go on steadily until they end.
            active.retain(|&k| {
                let ch = run(k);
                if cycles.after(ch.run().start) > c {
                    return true;
                }
                let leave = end_cycle(&ch.run(), cycles).unwrap_or(i64::MAX);
                steady.push(Reverse((leave, k)));
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

/// Usage checkpoints: at the decay cycles on a grid (the last cycle at or before each
/// multiple of `spacing` seconds), each key's usage there from its runs done by then — the
/// `UsageBase` of any later moment — and its `top` largest runs (decay keeps their order).
/// Runs come in any order; each is evaluated once, at the first checkpoint that finds it
/// done, and carried to later ones by decay. Under one decay factor and no reset only (else
/// the carrying is not a plain decay).
pub struct Checkpoints {
    params: DecayParams,
    spacing: i64,
    /// No checkpoint after this.
    last: i64,
    top: usize,
    pw: Powers,
    /// Per grid index, what the runs first done by it add.
    added: BTreeMap<i64, KeyUsage>,
}

/// Per key (index): usage, how many runs it sums, and the largest runs as (run id, usage),
/// largest first.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct KeyUsage {
    pub usage: Vec<f64>,
    pub runs: Vec<u64>,
    pub top: Vec<Vec<(i64, f64)>>,
}

impl KeyUsage {
    fn add(&mut self, key: usize, v: f64, runs: u64) {
        if self.usage.len() <= key {
            self.usage.resize(key + 1, 0.0);
            self.runs.resize(key + 1, 0);
            self.top.resize(key + 1, Vec::new());
        }
        self.usage[key] += v;
        self.runs[key] += runs;
    }

    /// Keeps run `id`, of usage `v`, if among `key`'s `top` largest.
    fn offer(&mut self, key: usize, id: i64, v: f64, top: usize) {
        let largest = &mut self.top[key];
        if largest.len() < top || largest.last().is_some_and(|l| v > l.1) {
            let at = largest.partition_point(|x| x.1 >= v);
            largest.insert(at, (id, v));
            largest.truncate(top);
        }
    }
}

/// One checkpoint: its decay cycle and what the runs done by it hold there.
#[derive(Debug, Clone, PartialEq)]
pub struct Checkpoint {
    pub cycle: i64,
    pub keys: KeyUsage,
}

impl Checkpoints {
    /// Checkpoints up to `last`, for runs started from `first` on.
    pub fn new(
        params: &DecayParams,
        spacing: i64,
        (first, last): (i64, i64),
        top: usize,
    ) -> Checkpoints {
        assert!(
            params.df_changes.is_empty() && params.resets.is_empty(),
            "checkpoints need one decay factor and no reset"
        );
        Checkpoints {
            params: params.clone(),
            spacing,
            last,
            top,
            pw: Powers::tabled(params, last - first),
            added: Default::default(),
        }
    }

    fn cycle(&self, k: i64) -> i64 {
        self.params
            .cycles
            .at_or_before(k.saturating_mul(self.spacing))
    }

    /// Counts `run` (known as `id`), charged to `key`.
    pub fn add(&mut self, key: usize, id: i64, run: &Run) {
        let Some(end) = run.end.filter(|&e| e < self.last) else {
            return;
        };
        let mut k = end.div_euclid(self.spacing);
        while !done_by(run, self.cycle(k)) {
            k += 1;
        }
        let v = usage_at_cycle(run, &self.params, self.cycle(k), &self.pw);
        let added = self.added.entry(k).or_default();
        added.add(key, v, 1);
        added.offer(key, id, v, self.top);
    }

    /// Every checkpoint from the first that has a done run.
    pub fn sums(self) -> Vec<Checkpoint> {
        let Some(&first) = self.added.keys().next() else {
            return Vec::new();
        };
        let (mut out, mut acc) = (Vec::<Checkpoint>::new(), KeyUsage::default());
        for k in first..=self.last.div_euclid(self.spacing) {
            let c = self.cycle(k);
            if let Some(p) = out.last() {
                let d = self.params.decay(p.cycle, c);
                acc.usage.iter_mut().for_each(|v| *v *= d);
                acc.top.iter_mut().flatten().for_each(|(_, v)| *v *= d);
            }
            if let Some(added) = self.added.get(&k) {
                for (key, (&u, top)) in added.usage.iter().zip(&added.top).enumerate() {
                    acc.add(key, u, added.runs[key]);
                    for &(id, v) in top {
                        acc.offer(key, id, v, self.top);
                    }
                }
            }
            out.push(Checkpoint {
                cycle: c,
                keys: acc.clone(),
            });
        }
        out
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
        // Five half-lives (decay_factor's inverse), and at least two periods.
        let margin = if splittable {
            ((5.0 * 0.693 / (1.0 - params.df)) as i64).max(2 * period)
        } else {
            0
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
    use super::*;
    use crate::model::decay::tests::params;
    use crate::model::decay::{decay_factor, Cycles};
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

    /// `n` runs drawn by `run` from a generator seeded with `seed`, each charged to a user of
    /// `tree` drawn after it.
    fn random_charges(
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

    /// A checkpoint's sums, as the base of later moments, with only the runs not done by
    /// it give every association's usage as all runs do (to rounding), in one evaluation
    /// and in a sweep; runs come to the checkpoints in any order.
    #[test]
    fn checkpoints_stand_for_the_runs_done_by_them() {
        let t = tv5();
        let mut charges = random_charges(&t, 11, 600, |rng| {
            let start = rng.random_range(0..400_000);
            Run {
                start,
                end: (rng.random_range(0..10) > 0).then(|| start + rng.random_range(1..20_000)),
                weight: rng.random_range(1.0..32.0),
                end_first: rng.random_range(0..2) == 0,
            }
        });
        // Ends on checkpoint cycles, handled before the cycle and after it.
        let p = DecayParams {
            df: decay_factor(50_000),
            df_changes: Vec::new(),
            cycles: Cycles::regular(300, 17),
            limits_enforced: true,
            resets: Vec::new(),
        };
        let spacing = 86_400;
        let on_cycle = p.cycles.at_or_before(2 * spacing);
        for (k, end_first) in [(0, true), (1, false)] {
            charges.push(Charge::new(
                charges[k].node(),
                Run {
                    start: on_cycle - 5_000,
                    end: Some(on_cycle),
                    weight: 7.0,
                    end_first,
                },
            ));
        }
        let mut cp = Checkpoints::new(&p, spacing, (0, 450_000), 3);
        for (id, c) in charges.iter().enumerate().rev() {
            cp.add(c.node(), id as i64, &c.run());
        }
        let sums = cp.sums();
        assert_eq!(
            sums.iter().map(|s| s.cycle).collect::<Vec<_>>(),
            (1..=5)
                .map(|k| p.cycles.at_or_before(k * spacing))
                .collect::<Vec<_>>()
        );
        let kept = sums.iter().find(|s| s.cycle == on_cycle).unwrap();
        let cycle = kept.cycle;
        let pw = Powers::computed(&p);
        for (node, top) in kept.keys.top.iter().enumerate() {
            // Each association's three largest runs done by then, evaluated there.
            let mut done: Vec<(i64, f64)> = (0..charges.len())
                .filter(|&i| charges[i].node() == node && done_by(&charges[i].run(), cycle))
                .map(|i| (i as i64, usage_at_cycle(&charges[i].run(), &p, cycle, &pw)))
                .collect();
            done.sort_by(|a, b| b.1.total_cmp(&a.1));
            done.truncate(3);
            assert_eq!(top.len(), done.len());
            for (a, b) in top.iter().zip(&done) {
                assert_eq!(a.0, b.0);
                assert!((a.1 - b.1).abs() <= 1e-12 * b.1.max(1.0), "{a:?} vs {b:?}");
            }
        }
        assert!(kept.keys.top.iter().any(|t| t.len() == 3));
        for (node, &runs) in kept.keys.runs.iter().enumerate() {
            let done = charges
                .iter()
                .filter(|c| c.node() == node && done_by(&c.run(), cycle))
                .count();
            assert_eq!(runs, done as u64);
        }
        let mut own = kept.keys.usage.clone();
        own.resize(t.nodes.len(), 0.0);
        let base = UsageBase::new(&t, cycle, own);
        let recent: Vec<Charge> = charges
            .iter()
            .filter(|c| !done_by(&c.run(), cycle))
            .copied()
            .collect();
        assert!(recent.len() < charges.len() * 3 / 4, "{}", recent.len());
        let close = |a: &AssocUsage, b: &AssocUsage| {
            assert_eq!(a.cycle, b.cycle);
            for (x, y) in a
                .live
                .iter()
                .zip(&b.live)
                .chain(a.at_cycle.iter().zip(&b.at_cycle))
            {
                assert!((x - y).abs() <= 1e-12 * y.abs().max(1.0), "{x} vs {y}");
            }
        };
        for at in [cycle, cycle + 1, cycle + 40_000, 420_123] {
            let all = assoc_usage(&t, &charges, &p, at);
            close(&base.add_to(assoc_usage(&t, &recent, &p, at), &p), &all);
        }
        let moments: Vec<i64> = (0..40).map(|k| cycle + 7 + k * 5_000).collect();
        let series = assoc_usage_series(&t, &recent, &p, &moments, false);
        for (u, &m) in series.into_iter().zip(&moments) {
            close(&base.add_to(u, &p), &assoc_usage(&t, &charges, &p, m));
        }
    }

    /// Chunks come back in order whatever thread computed them.
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
