//! Usage checkpoints: each key's usage at decay cycles on a grid, which later moments start
//! from instead of every run since the beginning.

use std::collections::BTreeMap;

use super::done_by;
use crate::model::decay::{usage_at_cycle, DecayParams, Powers, Run};

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
    /// The checkpoint continued from, with its grid index: its runs are summed there.
    from: Option<(i64, Checkpoint)>,
}

/// Per key (index): usage, how many runs it sums, the largest runs as (run id, usage),
/// largest first, and per TRES (index) the usage of the runs' TRES weights (the caller's
/// numbering: a TRES no run held may be left out).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct KeyUsage {
    pub usage: Vec<f64>,
    pub runs: Vec<u64>,
    pub top: Vec<Vec<(i64, f64)>>,
    pub tres: Vec<Vec<f64>>,
}

impl KeyUsage {
    fn add(&mut self, key: usize, v: f64, runs: u64) {
        if self.usage.len() <= key {
            self.usage.resize(key + 1, 0.0);
            self.runs.resize(key + 1, 0);
            self.top.resize(key + 1, Vec::new());
            self.tres.resize(key + 1, Vec::new());
        }
        self.usage[key] += v;
        self.runs[key] += runs;
    }

    /// Adds `v` to `key`'s usage of TRES `t` (the key already added).
    pub fn add_tres(&mut self, key: usize, t: usize, v: f64) {
        let tres = &mut self.tres[key];
        if tres.len() <= t {
            tres.resize(t + 1, 0.0);
        }
        tres[t] += v;
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
            from: None,
        }
    }

    /// Checkpoints after `from` (a checkpoint on the same grid under the same settings), up
    /// to `last`, continuing it: runs done by its cycle are summed there, the others are to
    /// be added. None when `from` is not on the grid.
    pub fn resume(
        params: &DecayParams,
        spacing: i64,
        span: (i64, i64),
        top: usize,
        from: Checkpoint,
    ) -> Option<Checkpoints> {
        let mut cp = Checkpoints::new(params, spacing, span, top);
        let k = (from.cycle.div_euclid(spacing)..)
            .take(2)
            .find(|&k| cp.cycle(k) == from.cycle)?;
        cp.from = Some((k, from));
        Some(cp)
    }

    /// The cycle of the checkpoint continued, if any.
    pub fn continued_from(&self) -> Option<i64> {
        self.from.as_ref().map(|(_, f)| f.cycle)
    }

    fn cycle(&self, k: i64) -> i64 {
        self.params
            .cycles
            .at_or_before(k.saturating_mul(self.spacing))
    }

    /// Counts `run` (known as `id`), charged to `key`, and its TRES: (TRES, weight per
    /// second) pairs, decayed as the run is (RawUsage per TRES, Slurm's usage_tres_raw).
    pub fn add(&mut self, key: usize, id: i64, run: &Run, tres: &[(usize, f64)]) {
        let Some(end) = run.end.filter(|&e| e < self.last) else {
            return;
        };
        if self
            .from
            .as_ref()
            .is_some_and(|(_, f)| done_by(run, f.cycle))
        {
            return;
        }
        let mut k = end.div_euclid(self.spacing);
        while !done_by(run, self.cycle(k)) {
            k += 1;
        }
        let cycle = self.cycle(k);
        let v = usage_at_cycle(run, &self.params, cycle, &self.pw);
        let added = self.added.entry(k).or_default();
        added.add(key, v, 1);
        added.offer(key, id, v, self.top);
        if !tres.is_empty() {
            let unit = Run {
                weight: 1.0,
                ..*run
            };
            let per_weight = usage_at_cycle(&unit, &self.params, cycle, &self.pw);
            for &(t, weight) in tres {
                added.add_tres(key, t, weight * per_weight);
            }
        }
    }

    /// Every checkpoint from the first that has a done run (continuing: every one after
    /// the checkpoint continued).
    pub fn sums(self) -> Vec<Checkpoint> {
        let (first, mut acc, mut previous) = match self.from {
            Some((k, ref from)) => (k + 1, from.keys.clone(), Some(from.cycle)),
            None => match self.added.keys().next() {
                Some(&first) => (first, KeyUsage::default(), None),
                None => return Vec::new(),
            },
        };
        let mut out = Vec::<Checkpoint>::new();
        for k in first..=self.last.div_euclid(self.spacing) {
            let c = self.cycle(k);
            if let Some(p) = previous {
                let d = self.params.decay(p, c);
                acc.usage.iter_mut().for_each(|v| *v *= d);
                acc.top.iter_mut().flatten().for_each(|(_, v)| *v *= d);
                acc.tres.iter_mut().flatten().for_each(|v| *v *= d);
            }
            if let Some(added) = self.added.get(&k) {
                for (key, (&u, top)) in added.usage.iter().zip(&added.top).enumerate() {
                    acc.add(key, u, added.runs[key]);
                    for &(id, v) in top {
                        acc.offer(key, id, v, self.top);
                    }
                    for (t, &v) in added.tres[key].iter().enumerate() {
                        acc.add_tres(key, t, v);
                    }
                }
            }
            previous = Some(c);
            out.push(Checkpoint {
                cycle: c,
                keys: acc.clone(),
            });
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::random_charges;
    use super::super::{assoc_usage, assoc_usage_series, AssocUsage, Charge, UsageBase};
    use super::*;

    use crate::model::decay::{decay_factor, Cycles};
    use crate::model::shares::tests::tv5;
    use rand::Rng;

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
        // Each run's TRES: 0 as many as its id modulo 3, 2 one and a half where its id is odd.
        let tres_of = |id: usize| {
            let mut t = vec![(0, (id % 3) as f64)];
            if id % 2 == 1 {
                t.push((2, 1.5));
            }
            t
        };
        let mut cp = Checkpoints::new(&p, spacing, (0, 450_000), 3);
        for (id, c) in charges.iter().enumerate().rev() {
            cp.add(c.node(), id as i64, &c.run(), &tres_of(id));
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
            // Per TRES: each done run's weight of it × its usage per unit of weight.
            let mut tres = [0.0; 3];
            for (id, c) in charges.iter().enumerate() {
                if c.node() == node && done_by(&c.run(), cycle) {
                    let unit = Run {
                        weight: 1.0,
                        ..c.run()
                    };
                    for (t, w) in tres_of(id) {
                        tres[t] += w * usage_at_cycle(&unit, &p, cycle, &pw);
                    }
                }
            }
            let kept_tres = &kept.keys.tres[node];
            for (t, want) in tres.iter().enumerate() {
                let got = kept_tres.get(t).copied().unwrap_or(0.0);
                assert!(
                    (got - want).abs() <= 1e-12 * want.max(1.0),
                    "{got} vs {want}"
                );
            }
        }
        assert!(kept.keys.tres.iter().any(|t| t.len() == 3 && t[2] > 0.0));
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

    /// Continuing a checkpoint gives, after it, exactly the checkpoints computed from every
    /// run (a day's load adds runs after the last checkpoint it leaves).
    #[test]
    fn continued_checkpoints_equal_those_from_scratch() {
        let t = tv5();
        let charges = random_charges(&t, 5, 800, |rng| {
            let start = rng.random_range(0..600_000);
            Run {
                start,
                end: (rng.random_range(0..10) > 0).then(|| start + rng.random_range(1..90_000)),
                weight: rng.random_range(1.0..32.0),
                end_first: rng.random_range(0..2) == 0,
            }
        });
        let p = DecayParams {
            df: decay_factor(50_000),
            df_changes: Vec::new(),
            cycles: Cycles::regular(300, 17),
            limits_enforced: true,
            resets: Vec::new(),
        };
        let (spacing, span) = (86_400, (0, 700_000));
        let all = |cp: &mut Checkpoints| {
            for (id, c) in charges.iter().enumerate() {
                cp.add(
                    c.node(),
                    id as i64,
                    &c.run(),
                    &[(id % 2, c.run().weight / 4.0)],
                );
            }
        };
        let mut scratch = Checkpoints::new(&p, spacing, span, 3);
        all(&mut scratch);
        let scratch = scratch.sums();
        assert!(scratch.len() > 5);
        for i in [0, 3, scratch.len() - 2] {
            let mut resumed = Checkpoints::resume(&p, spacing, span, 3, scratch[i].clone())
                .expect("a checkpoint is on the grid");
            assert_eq!(resumed.continued_from(), Some(scratch[i].cycle));
            all(&mut resumed);
            assert_eq!(resumed.sums(), scratch[i + 1..]);
        }
        let off_grid = Checkpoint {
            cycle: scratch[2].cycle + 300,
            keys: KeyUsage::default(),
        };
        assert!(Checkpoints::resume(&p, spacing, span, 3, off_grid).is_none());
    }
}
