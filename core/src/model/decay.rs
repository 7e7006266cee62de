//! Usage accrual and decay (spec §3): what one job adds to its association's raw usage, in
//! Slurm-exact mode (discrete PriorityCalcPeriod cycles, each running job charged per cycle
//! as `weight · run · df^run`, the job-end partial period charged at once only when limits
//! are enforced) and in a closed-form mode integrating the same per-second factor.

use std::sync::Arc;

/// Per-second decay factor `1 − 0.693/hl` (spec §3.1); 1 when there is no decay.
pub fn decay_factor(half_life_s: u64) -> f64 {
    if half_life_s == 0 {
        1.0
    } else {
        1.0 - 0.693 / half_life_s as f64
    }
}

/// The decay thread's cycle times. A controller runs its first cycle as it starts and then one
/// every `period_s` after that (`_decay_thread`), so each start sets its own phase. The running
/// controller's cycles fall at `t mod period == phase_s`; `starts` are the known controller
/// starts (registration seconds, ascending): each earlier one ran its cycles from
/// `start_delay_s` after it until the next start's first cycle, and the latest one's first
/// cycle is the first at the phase from its registration on. Without starts, one phase throughout.
#[derive(Debug, Clone, PartialEq)]
pub struct Cycles {
    pub period_s: i64,
    pub phase_s: i64,
    pub starts: Arc<[i64]>,
    /// From a start's registration to its first cycle, in whole seconds
    /// (`SlurmVersion::first_cycle_delay_s`).
    pub start_delay_s: i64,
}

impl Cycles {
    /// One phase throughout (no start known).
    pub fn regular(period_s: i64, phase_s: i64) -> Cycles {
        Cycles {
            period_s,
            phase_s,
            starts: Arc::from([]),
            start_delay_s: 0,
        }
    }

    /// The running controller's registration, when a start is known.
    pub fn latest_start(&self) -> Option<i64> {
        self.starts.last().copied()
    }

    /// The same starts, the running controller's cycles at `phase_s`.
    pub fn with_phase(&self, phase_s: i64) -> Cycles {
        Cycles {
            phase_s,
            ..self.clone()
        }
    }

    /// The first cycle of start `k`: `start_delay_s` after its registration, or for the latest
    /// the first at the phase from its registration on.
    fn first_of(&self, k: usize) -> i64 {
        let r = self.starts[k];
        if k + 1 == self.starts.len() {
            r + (self.phase_s - r).rem_euclid(self.period_s)
        } else {
            r + self.start_delay_s
        }
    }

    /// How many starts had run their first cycle by `t` (first cycles ascend with the starts).
    fn started_by(&self, t: i64) -> usize {
        let n = self.starts.len();
        let earlier =
            self.starts[..n.saturating_sub(1)].partition_point(|&r| r + self.start_delay_s <= t);
        earlier + usize::from(n > 0 && earlier == n - 1 && self.first_of(n - 1) <= t)
    }

    /// A cycle of the controller running at `t` (before the first known start: the first
    /// start's cycles, taken back).
    fn anchor(&self, t: i64) -> i64 {
        match self.started_by(t) {
            _ if self.starts.is_empty() => self.phase_s,
            0 => self.first_of(0),
            k => self.first_of(k - 1),
        }
    }

    /// The last cycle at or before `t` (a controller's cycles stop at the next registration).
    // Inlined: one controller all along (no start known) is the hot path of every usage sweep,
    // called for each run at each moment; the call cost as much as its one division.
    #[inline]
    pub fn at_or_before(&self, t: i64) -> i64 {
        if self.starts.is_empty() {
            return t - (t - self.phase_s).rem_euclid(self.period_s);
        }
        self.at_or_before_restarted(t)
    }

    /// `at_or_before` where controller starts are known.
    fn at_or_before_restarted(&self, t: i64) -> i64 {
        let c = t - (t - self.anchor(t)).rem_euclid(self.period_s);
        match self.starts.get(self.started_by(t)) {
            Some(&next_registered) if c >= next_registered => c - self.period_s,
            _ => c,
        }
    }

    /// The first cycle strictly after `t` (inlined as `at_or_before` is).
    #[inline]
    pub fn after(&self, t: i64) -> i64 {
        let next = self.at_or_before(t) + self.period_s;
        if self.starts.is_empty() {
            return next;
        }
        match self.started_by(t) {
            k if k < self.starts.len() && next >= self.starts[k] => self.first_of(k),
            _ => next,
        }
    }

    /// The cycle before the one at `c`.
    pub fn before(&self, c: i64) -> i64 {
        self.at_or_before(c - 1)
    }

    /// The cycles in (`from`, `to`], ascending.
    pub fn between(&self, from: i64, to: i64) -> impl Iterator<Item = i64> + '_ {
        std::iter::successors(Some(self.after(from)), move |&c| Some(self.after(c)))
            .take_while(move |&c| c <= to)
    }

    /// The latest start's first cycle in (`from`, `to`], if a start fell there.
    pub fn start_within(&self, from: i64, to: i64) -> Option<i64> {
        if self.starts.is_empty() {
            return None;
        }
        // The start running at `to` began its cycles at its anchor.
        let f = self.anchor(to);
        (f > from && f <= to).then_some(f)
    }
}

/// How usage accrues.
#[derive(Debug, Clone, PartialEq)]
pub struct DecayParams {
    /// Per-second decay factor (`decay_factor`).
    pub df: f64,
    /// Later changes of the half-life: (the first cycle the new factor applies at, factor),
    /// ascending. A cycle decays everything by the factor in force at it; empty: `df` always.
    pub df_changes: Vec<(i64, f64)>,
    pub cycles: Cycles,
    /// AccountingStorageEnforce has `limits`: the job-end partial period is charged (spec §3.4).
    pub limits_enforced: bool,
    /// PriorityUsageResetPeriod instants (epoch seconds, ascending): usage is zeroed by the
    /// first cycle at or after each (spec §3.5).
    pub resets: Vec<i64>,
}

/// One job's run as usage sees it: times in epoch seconds, `end` None while running;
/// `weight` is what one second costs (billing × QOS UsageFactor, or a TRES count × factor).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Run {
    pub start: i64,
    pub end: Option<i64>,
    pub weight: f64,
    /// When the end falls in a cycle's second: whether it was handled before the cycle.
    /// sacct's whole seconds cannot tell; sshare snapshots taken after it can
    /// (`usage::order_same_second_ends`). Without one, callers take a TIMEOUT as before
    /// (time-limit checks run on the same 30 s grid as the cycles), though in golden/alpha
    /// two of four were after.
    pub end_first: bool,
}

impl Run {
    /// Whether the end counts as happening before the cycle at `cycle`.
    fn ended_by(&self, e: i64, cycle: i64) -> bool {
        e < cycle || (e == cycle && self.end_first)
    }
}

impl DecayParams {
    /// The factor in force at cycle `c` (its decay and the chunks it charges).
    fn df_at(&self, c: i64) -> f64 {
        self.df_changes
            .iter()
            .rev()
            .find(|(from, _)| *from <= c)
            .map_or(self.df, |x| x.1)
    }

    /// Decay from `a` to `b` (a ≤ b): the seconds before a cycle decay by the factor in force
    /// at that cycle.
    pub fn decay(&self, a: i64, b: i64) -> f64 {
        if self.df_changes.is_empty() || b <= a {
            return self.df.powf((b - a) as f64);
        }
        let period = self.cycles.period_s;
        // Factor k covers the seconds (from_k − P, from_{k+1} − P].
        let mut bounds: Vec<(i64, f64)> = vec![(i64::MIN, self.df)];
        bounds.extend(
            self.df_changes
                .iter()
                .map(|&(from, d)| (from.saturating_sub(period), d)),
        );
        let mut f = 1.0;
        for (k, &(lo, d)) in bounds.iter().enumerate() {
            let hi = bounds.get(k + 1).map_or(i64::MAX, |b| b.0);
            let secs = b.min(hi) - a.max(lo);
            if secs > 0 {
                f *= d.powf(secs as f64);
            }
        }
        f
    }
}

/// `x · df^x`: a chunk of `x` seconds is charged as if consumed at its start (spec §3.3).
fn chunk(df: f64, secs: i64) -> f64 {
    secs as f64 * df.powf(secs as f64)
}

/// `df^n` for the exponents `usage_at_cycle` takes under one decay factor, looked up instead
/// of computed (`powf`, four a job, was 40 % of a 10M-job `sshare`): parts of a period
/// (n ≤ P) and whole periods back from a cycle (n = k·P). The tables are filled by `powf`,
/// so the bits are the same; exponents beyond them are computed.
pub struct Powers {
    df: f64,
    period: i64,
    part: Vec<f64>,
    whole: Vec<f64>,
}

impl Powers {
    /// No tables: every power computed (for evaluating a few runs).
    pub fn computed(p: &DecayParams) -> Powers {
        Powers {
            df: p.df,
            period: p.cycles.period_s,
            part: Vec::new(),
            whole: Vec::new(),
        }
    }

    /// Tables for exponents up to `span` seconds (whole periods: at most 2^20 of them).
    pub fn tabled(p: &DecayParams, span: i64) -> Powers {
        let period = p.cycles.period_s;
        let pow = |n: i64| p.df.powf(n as f64);
        let periods = (span.max(0) / period + 1).min(1 << 20);
        Powers {
            df: p.df,
            period,
            part: (0..=period).map(pow).collect(),
            whole: (0..periods).map(|k| pow(k * period)).collect(),
        }
    }

    fn pow(&self, n: i64) -> f64 {
        let Ok(i) = usize::try_from(n) else {
            return self.df.powf(n as f64);
        };
        if let Some(v) = self.part.get(i) {
            return *v;
        }
        match self.whole.get(i / self.period as usize) {
            Some(v) if n % self.period == 0 => *v,
            _ => self.df.powf(n as f64),
        }
    }

    /// `chunk(df, secs)` by the tables.
    fn chunk(&self, secs: i64) -> f64 {
        secs as f64 * self.pow(secs)
    }
}

/// Sum over `m` full cycles ending at `last` of `P·df^P·df^(last − c)`.
fn full_cycles(df: f64, period: i64, m: i64) -> f64 {
    if m <= 0 {
        return 0.0;
    }
    let per = chunk(df, period);
    let ratio = df.powf(period as f64);
    if ratio == 1.0 {
        per * m as f64
    } else {
        per * (1.0 - ratio.powf(m as f64)) / (1.0 - ratio)
    }
}

/// What `run` has added to raw usage once the cycle at `cycle` has finished (Slurm-exact).
/// A job ending in a cycle's second is still running at that cycle unless `end_first`.
/// `pw` holds `p`'s powers (used only under one decay factor).
pub fn usage_at_cycle(run: &Run, p: &DecayParams, cycle: i64, pw: &Powers) -> f64 {
    let period = p.cycles.period_s;
    if run.start >= cycle {
        return 0.0;
    }
    // The last cycle that found the run running (`cycle` if it runs past it).
    let last_running = match run.end {
        Some(e) if run.ended_by(e, cycle) => {
            p.cycles.at_or_before(if run.end_first { e - 1 } else { e })
        }
        _ => cycle,
    };
    if let Some(r) = p.cycles.start_within(run.start, last_running) {
        return across_start(run, p, r, cycle, pw);
    }
    // The cycle that performed the last reset before `cycle`, if any.
    let reset = p
        .resets
        .iter()
        .rev()
        .map(|&r| p.cycles.after(r - 1))
        .find(|&c| c <= cycle);
    // Cycles that charged this job as running: first one after start, last one at or before
    // its end (or `cycle` if it runs past it).
    let first = p.cycles.after(run.start).max(reset.unwrap_or(i64::MIN));
    let (last, ended) = (last_running, run.end.filter(|&e| run.ended_by(e, cycle)));
    let one_factor = p.df_changes.is_empty();
    let to_last = if one_factor {
        pw.pow(cycle - last)
    } else {
        p.decay(last, cycle)
    };
    let mut total = match ended {
        // Charged at job end, then decayed through the next cycle and on.
        Some(e) if p.limits_enforced && reset.is_none_or(|r| e >= r) => {
            let secs = e - last.max(run.start);
            let charged = if one_factor {
                pw.chunk(secs)
            } else {
                chunk(p.df_at(p.cycles.after(e - 1)), secs)
            };
            charged * to_last
        }
        _ => 0.0,
    };
    if first <= last {
        let first_len = (first - run.start).min(period);
        if one_factor {
            // One factor throughout: the full cycles' sum in closed form, from the decays to
            // `first` and to `last` (df^(m·P) · to_last = to_first).
            let to_first = pw.pow(cycle - first);
            total += pw.chunk(first_len) * to_first;
            let m = (last - first) / period;
            if m > 0 {
                let r = pw.pow(period);
                let per = period as f64 * r;
                total += if r == 1.0 {
                    per * m as f64 * to_last
                } else {
                    per * (to_last - to_first) / (1.0 - r)
                };
            }
        } else {
            total += chunk(p.df_at(first), first_len) * p.decay(first, cycle);
            // The full cycles after `first`, in runs of one factor each.
            let mut upto = last;
            loop {
                let d = p.df_at(upto);
                let from = p
                    .df_changes
                    .iter()
                    .rev()
                    .find(|(c, _)| *c <= upto)
                    .map_or(i64::MIN, |x| x.0);
                // Cycles (from-or-first, upto] with factor d.
                let low = from.saturating_sub(period).max(first);
                let m = (upto - low).div_euclid(period);
                total += full_cycles(d, period, m) * p.decay(upto, cycle);
                if low <= first {
                    break;
                }
                upto = low;
            }
        }
    }
    run.weight * total
}

/// `usage_at_cycle` of a run going on through a controller's start, whose first cycle `r`
/// decays and charges the odd interval since the last cycle before it; from there the run is
/// charged on the new controller's cycles. A reset at `r` comes first (`_decay_thread` zeroes
/// usage, then decays and charges): the odd interval stays, what came before goes.
fn across_start(run: &Run, p: &DecayParams, r: i64, cycle: i64, pw: &Powers) -> f64 {
    let last_before = p.cycles.before(r);
    let reset_within = |from: i64, to: i64| {
        p.resets
            .iter()
            .any(|&x| (from..=to).contains(&p.cycles.after(x - 1)))
    };
    let held = if reset_within(r + 1, cycle) {
        0.0
    } else {
        let secs = r - last_before.max(run.start);
        let before = if reset_within(r, r) {
            0.0
        } else {
            usage_at_cycle(run, p, last_before, pw) * p.decay(last_before, r)
        };
        before + run.weight * chunk(p.df_at(r), secs)
    };
    held * p.decay(r, cycle) + usage_at_cycle(&Run { start: r, ..*run }, p, cycle, pw)
}

/// Whether `run` went on through the cycle at `from` and the later one at `to` (charged as
/// running by `from`, not ended by `to`) under one decay factor and no reset between; then
/// `usage_at_cycle(to) = usage_at_cycle(from) · decay(from, to) + weight · full_cycles_between`.
pub fn runs_through(run: &Run, p: &DecayParams, from: i64, to: i64) -> bool {
    p.df_changes.is_empty()
        && p.cycles.start_within(from, to).is_none()
        && p.cycles.after(run.start) <= from
        && run.end.is_none_or(|e| !run.ended_by(e, to))
        && !p.resets.iter().any(|&r| {
            let c = p.cycles.after(r - 1);
            c > from && c <= to
        })
}

/// The first cycle that finds `run` ended (None while it runs).
pub fn end_cycle(run: &Run, cycles: &Cycles) -> Option<i64> {
    run.end.map(|e| {
        if run.end_first && cycles.at_or_before(e) == e {
            e
        } else {
            cycles.after(e)
        }
    })
}

/// What one unit of weight running through the cycles from `from` to `to` adds (see
/// `runs_through`): the full cycles in between, decayed to `to`.
pub fn full_cycles_between(p: &DecayParams, from: i64, to: i64) -> f64 {
    full_cycles(p.df, p.cycles.period_s, (to - from) / p.cycles.period_s)
}

/// Charges made after `cycle` and up to `at` that raw usage already shows: the end-of-job
/// partial periods (only with limits enforced). Running jobs add nothing until the next cycle.
pub fn charged_since_cycle(run: &Run, p: &DecayParams, cycle: i64, at: i64) -> f64 {
    match run.end {
        Some(e) if p.limits_enforced && !run.ended_by(e, cycle) && e <= at && run.start < e => {
            run.weight * chunk(p.df_at(p.cycles.after(e - 1)), e - run.start.max(cycle))
        }
        _ => 0.0,
    }
}

/// What the cycle at `cycle` charges `run` as a running job (spec §3.2 step 6/7, §3.3): the
/// seconds since the previous cycle (or its start), decayed by their own length; 0 unless the
/// job started before the cycle and had not ended by it.
pub fn accrued_at_cycle(run: &Run, p: &DecayParams, cycle: i64) -> f64 {
    let running = run.start < cycle && run.end.is_none_or(|e| !run.ended_by(e, cycle));
    if !running {
        return 0.0;
    }
    let secs = cycle - p.cycles.before(cycle).max(run.start);
    run.weight * chunk(p.df_at(cycle), secs)
}

/// Closed form (fast mode): `weight · ∫ decay(t → at) dt` over the run up to `at`, each
/// second decaying by the factor in force then.
pub fn usage_closed_form(run: &Run, p: &DecayParams, at: i64) -> f64 {
    let end = run.end.map_or(at, |e| e.min(at));
    if end <= run.start {
        return 0.0;
    }
    if p.df_changes.is_empty() {
        let df = p.df;
        if df == 1.0 {
            return run.weight * (end - run.start) as f64;
        }
        return run.weight * (df.powf((at - end) as f64) - df.powf((at - run.start) as f64))
            / -df.ln();
    }
    // Pieces of the run with one factor: ∫_u^v d^(v − t) dt, then decayed from v to `at`.
    let period = p.cycles.period_s;
    let mut cuts: Vec<i64> = p
        .df_changes
        .iter()
        .map(|&(from, _)| from - period)
        .filter(|&c| c > run.start && c < end)
        .collect();
    cuts.push(end);
    let mut total = 0.0;
    let mut u = run.start;
    for v in cuts {
        let d = p.df_at(p.cycles.after(v - 1));
        let len = (v - u) as f64;
        total += if d == 1.0 {
            len
        } else {
            (1.0 - d.powf(len)) / -d.ln()
        } * p.decay(v, at);
        u = v;
    }
    run.weight * total
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    const WEEK: u64 = 604_800;

    /// One decay factor (`half_life_s`), cycles every `period_s` at `phase_s`, limits enforced,
    /// no reset.
    pub(crate) fn params(half_life_s: u64, period_s: i64, phase_s: i64) -> DecayParams {
        DecayParams {
            df: decay_factor(half_life_s),
            df_changes: Vec::new(),
            cycles: Cycles::regular(period_s, phase_s),
            limits_enforced: true,
            resets: Vec::new(),
        }
    }

    /// `usage_at_cycle` with its powers from tables (as every sum over many jobs takes them).
    fn at_cycle(run: &Run, p: &DecayParams, cycle: i64) -> f64 {
        usage_at_cycle(run, p, cycle, &Powers::tabled(p, cycle - run.start))
    }

    #[test]
    fn tabled_powers_are_the_computed_ones_bit_for_bit() {
        let p = params(3600, 60, 40);
        // A table shorter than the history: the older runs' powers are computed.
        let (tabled, computed) = (Powers::tabled(&p, 50_000), Powers::computed(&p));
        for start in (0..200_000).step_by(997) {
            for len in [0, 1, 59, 60, 61, 3_600, 100_000] {
                for end_first in [false, true] {
                    let run = Run {
                        start,
                        end: (len > 0).then_some(start + len),
                        weight: 3.5,
                        end_first,
                    };
                    let cycle = p.cycles.at_or_before(200_000);
                    assert_eq!(
                        usage_at_cycle(&run, &p, cycle, &tabled).to_bits(),
                        usage_at_cycle(&run, &p, cycle, &computed).to_bits(),
                        "{run:?}"
                    );
                }
            }
        }
    }

    fn close(a: f64, b: f64, tol: f64) -> bool {
        (a - b).abs() <= tol * b.abs().max(1e-300)
    }

    #[test]
    fn spec_tv1_decay_constants() {
        let df = decay_factor(WEEK);
        assert_eq!(df, 0.999_998_854_166_666_7);
        assert!(close(df.powf(300.0), 0.999_656_308_878_391, 1e-14));
        assert!(close(df.powf(WEEK as f64), 0.500_073_397, 1e-9));
        let df2 = decay_factor(2 * WEEK);
        assert_eq!(df2, 0.999_999_427_083_333_3);
        assert!(close(df2.powf(300.0), 0.999_828_139_720_436, 1e-14));
        assert!(close(df2.powf((2 * WEEK) as f64), 0.500_073_496_425, 1e-11));
        assert_eq!(decay_factor(0), 1.0);
    }

    #[test]
    fn spec_tv2_accrual_over_whole_cycles() {
        let p = params(WEEK, 300, 0);
        let run = Run {
            start: 0,
            end: None,
            weight: 1.0,
            end_first: false,
        };
        for (k, expected) in [
            (1, 299.896_892_663_5),
            (2, 599.690_713_427_6),
            (3, 899.381_497_717_2),
        ] {
            assert!(
                close(at_cycle(&run, &p, 300 * k), expected, 1e-12),
                "cycle {k}"
            );
        }
        // The same job ending at 900 exactly is charged by the cycle, not at its end.
        let ended = Run {
            end: Some(900),
            ..run
        };
        assert!(close(at_cycle(&ended, &p, 900), 899.381_497_717_2, 1e-12));
        assert!(close(
            at_cycle(&ended, &p, 1200),
            899.381_497_717_2 * p.df.powf(300.0),
            1e-12
        ));
    }

    #[test]
    fn job_end_partial_period_only_with_limits() {
        let mut p = params(600, 60, 40);
        // Runs 10 s between two cycles (at 40 and 100): charged 10·df^10 at its end, then
        // decayed by one full period at the cycle at 100.
        let run = Run {
            start: 45,
            end: Some(55),
            weight: 2.0,
            end_first: false,
        };
        let at_end = 2.0 * 10.0 * p.df.powf(10.0);
        assert_eq!(charged_since_cycle(&run, &p, 40, 60), at_end);
        assert!(close(
            at_cycle(&run, &p, 100),
            at_end * p.df.powf(60.0),
            1e-15
        ));
        p.limits_enforced = false;
        assert_eq!(at_cycle(&run, &p, 100), 0.0);
        assert_eq!(charged_since_cycle(&run, &p, 40, 60), 0.0);
    }

    #[test]
    fn a_timeout_on_the_cycle_second_is_charged_before_the_cycle() {
        let p = params(600, 60, 40);
        let running = Run {
            start: 0,
            end: Some(100),
            weight: 1.0,
            end_first: false,
        };
        let timeout = Run {
            end_first: true,
            ..running
        };
        // Ends at the cycle at 100: charged 60 s as running (undecayed), or 60 s at its end
        // and then decayed by the cycle.
        let full = at_cycle(&running, &p, 40) * p.df.powf(60.0) + chunk(p.df, 60);
        assert!(close(at_cycle(&running, &p, 100), full, 1e-15));
        let before =
            at_cycle(&running, &p, 40) * p.df.powf(60.0) + chunk(p.df, 60) * p.df.powf(60.0);
        assert!(close(at_cycle(&timeout, &p, 100), before, 1e-15));
        assert_eq!(charged_since_cycle(&timeout, &p, 100, 110), 0.0);
        assert_eq!(charged_since_cycle(&timeout, &p, 40, 100), chunk(p.df, 60));
    }

    #[test]
    fn reset_drops_earlier_usage_but_keeps_the_reset_cycles_accrual() {
        let p = DecayParams {
            resets: vec![590],
            ..params(WEEK, 300, 0)
        };
        let run = Run {
            start: 0,
            end: None,
            weight: 1.0,
            end_first: false,
        };
        let after_reset = at_cycle(&run, &p, 900);
        let fresh = DecayParams {
            resets: Vec::new(),
            ..p
        };
        let started_at_300 = Run { start: 300, ..run };
        assert!(close(
            after_reset,
            at_cycle(&started_at_300, &fresh, 900),
            1e-12
        ));
    }

    #[test]
    fn exact_and_closed_form_modes_agree_within_one_period_of_usage() {
        // Bound: the modes differ by how the last partial cycle and each chunk's self-decay
        // are counted; for hl = 7 d and P = 5 min the gap stays under 0.1 % of a long job's usage.
        let p = params(WEEK, 300, 17);
        for (start, end) in [
            (1_000, Some(200_000)),
            (5_000, None),
            (50_000, Some(1_000_000)),
        ] {
            let run = Run {
                start,
                end,
                weight: 3.5,
                end_first: false,
            };
            let at = 1_209_617;
            let cycle = p.cycles.at_or_before(at);
            let exact = at_cycle(&run, &p, cycle) + charged_since_cycle(&run, &p, cycle, at);
            let closed = usage_closed_form(&run, &p, at);
            assert!(
                close(exact, closed, 1e-3),
                "{start}-{end:?}: exact {exact} closed {closed}"
            );
        }
    }

    /// A half-life change replayed cycle by cycle by hand: from the cycle at 600 on, a
    /// 120 s half-life instead of 600 s. A job from 130 to 1010, limits enforced: each cycle
    /// decays what is there by its own factor, then charges the job's last period; the end
    /// charge (1010 − 960 = 50 s) comes before the cycle at 1020 decays it.
    #[test]
    fn half_life_change_matches_a_cycle_by_cycle_replay() {
        let (d1, d2) = (decay_factor(600), decay_factor(120));
        let p = DecayParams {
            df: d1,
            df_changes: vec![(600, d2)],
            cycles: Cycles::regular(60, 0),
            limits_enforced: true,
            resets: Vec::new(),
        };
        let run = Run {
            start: 130,
            end: Some(1010),
            weight: 2.0,
            end_first: false,
        };
        let d = |c: i64| if c >= 600 { d2 } else { d1 };
        for target in [300, 600, 900, 1020, 1200] {
            let (mut u, mut charged) = (0.0, run.start);
            let mut c = 180;
            while c <= target {
                if charged < 1010 && 1010 < c {
                    u += 2.0 * chunk(d(c), 1010 - charged);
                    charged = 1010;
                }
                u *= d(c).powf(60.0);
                if c < 1010 {
                    u += 2.0 * chunk(d(c), c - charged);
                    charged = c;
                }
                c += 60;
            }
            let model = at_cycle(&run, &p, target);
            assert!(
                close(model, u, 1e-12),
                "at {target}: model {model}, replay {u}"
            );
        }
        // The closed form with a "change" to the same factor is the plain closed form.
        let same = DecayParams {
            df_changes: vec![(600, d1)],
            ..p.clone()
        };
        let plain = DecayParams {
            df_changes: Vec::new(),
            ..p.clone()
        };
        let (a, b) = (
            usage_closed_form(&run, &same, 1200),
            usage_closed_form(&run, &plain, 1200),
        );
        assert!(close(a, b, 1e-12), "{a} vs {b}");
        // And a shorter half-life later leaves less usage than none.
        assert!(usage_closed_form(&run, &p, 1200) < b);
    }

    /// Cycles every 60 s, phase 41, controllers registered at 480 and 1000 (each start's
    /// first cycle a second later), and the passes slurmctld makes under them.
    fn restarted() -> (Cycles, Vec<i64>) {
        let cycles = Cycles {
            period_s: 60,
            phase_s: 41,
            starts: Arc::from([-1, 480, 1000]),
            start_delay_s: 1,
        };
        let passes = (0..=420)
            .step_by(60)
            .chain((481..=961).step_by(60))
            .chain((1001..=1600).step_by(60))
            .collect();
        (cycles, passes)
    }

    /// Replays runs (`start`, `end`, weight 2) pass by pass, as slurmctld's decay pass does
    /// (an end charged at once; at a reset cycle usage zeroed, then decayed, then the running
    /// interval charged), and checks `at_cycle` after every pass.
    fn replay_passes(p: &DecayParams, passes: &[i64], runs: &[(i64, i64)]) {
        let reset_cycles: Vec<i64> = p.resets.iter().map(|&r| p.cycles.after(r - 1)).collect();
        for &(start, end) in runs {
            let run = Run {
                start,
                end: Some(end),
                weight: 2.0,
                end_first: false,
            };
            let (mut u, mut charged, mut prev) = (0.0, start, 0);
            for &c in passes {
                if charged < end && end < c && start < c {
                    u += 2.0 * chunk(p.df, end - charged.max(start));
                    charged = end;
                }
                if reset_cycles.contains(&c) {
                    u = 0.0;
                }
                u *= p.df.powf((c - prev) as f64);
                if start < c && c <= end {
                    u += 2.0 * chunk(p.df, c - charged.max(prev));
                    charged = c;
                }
                prev = c;
                let model = at_cycle(&run, p, c);
                assert!(
                    close(model, u, 1e-12),
                    "run {start}..{end} at {c}: model {model}, replay {u}"
                );
            }
        }
    }

    /// Controller restarts move the cycles: registered at 480 and at 1000, each start runs its
    /// first cycle a second later (481, 1001), decaying and charging the odd interval since the
    /// last one (420, 961), and the next ones every 60 s from there. Runs replayed pass by pass
    /// by hand: through both restarts, started after the last cycle before one, ended between
    /// cycles (its end charged at once) after crossing the first restart, within one segment.
    #[test]
    fn a_restart_cycle_decays_and_charges_the_odd_interval() {
        let (cycles, passes) = restarted();
        assert_eq!(cycles.at_or_before(1000), 961);
        assert_eq!(cycles.after(961), 1001);
        assert_eq!(cycles.after(1001), 1061);
        assert_eq!(cycles.before(1001), 961);
        assert_eq!(cycles.after(420), 481);
        assert_eq!(cycles.at_or_before(-30), -60);
        assert_eq!(cycles.start_within(900, 1100), Some(1001));
        assert_eq!(cycles.start_within(1001, 1100), None);
        assert_eq!(cycles.start_within(400, 700), Some(481));
        assert_eq!(cycles.between(-1, 1600).collect::<Vec<_>>(), passes);
        let p = DecayParams {
            df: decay_factor(600),
            df_changes: Vec::new(),
            cycles,
            limits_enforced: true,
            resets: Vec::new(),
        };
        replay_passes(
            &p,
            &passes,
            &[(130, 1500), (970, 1030), (400, 990), (500, 700), (450, 470)],
        );
    }

    /// A reset at a restart's first cycle, and one at a later cycle: slurmctld's decay pass
    /// zeroes usage first, then decays and charges the interval since its last pass
    /// (`_decay_thread`), so the odd interval charged at the restart's first cycle stays and
    /// what came before goes. Replayed pass by pass as above.
    #[test]
    fn a_reset_at_a_restart_keeps_the_odd_interval_only() {
        let (cycles, passes) = restarted();
        // Instants whose first cycle at or after resets: 481 (the first restart's) and 1301.
        let resets = vec![470, 1300];
        let reset_cycles: Vec<i64> = resets.iter().map(|&r| cycles.after(r - 1)).collect();
        assert_eq!(reset_cycles, [481, 1301]);
        let p = DecayParams {
            df: decay_factor(600),
            df_changes: Vec::new(),
            cycles,
            limits_enforced: true,
            resets,
        };
        replay_passes(
            &p,
            &passes,
            &[
                (130, 1500),
                (400, 990),
                (450, 470),
                (430, 500),
                (1250, 1400),
            ],
        );
    }
}
