//! Raw usage of every association at a moment, as slurmctld held it (spec §3, §6): the value
//! after the last decay cycle, and the live value sshare prints (plus job-end charges since).

use crate::model::decay::{
    charged_since_cycle, usage_at_cycle, usage_closed_form, DecayParams, Run,
};
use crate::model::shares::Tree;

/// One job's run, charged to the association `node`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Charge {
    pub node: usize,
    pub run: Run,
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
    let mut at_cycle = vec![0.0; n];
    let mut since = vec![0.0; n];
    for c in charges {
        at_cycle[c.node] += usage_at_cycle(&c.run, params, cycle);
        since[c.node] += charged_since_cycle(&c.run, params, cycle, at);
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
        own[c.node] += usage_closed_form(&c.run, params, at);
    }
    let live = add_up(tree, own);
    AssocUsage {
        cycle: at,
        at_cycle: live.clone(),
        live,
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
fn add_up(tree: &Tree, mut v: Vec<f64>) -> Vec<f64> {
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

/// The decay cycle's phase (seconds into the period) that best reproduces observed RawUsage:
/// each candidate second is tried; the error is the summed relative error of associations
/// holding at least 1 % of their snapshot's root usage (spec §3.6).
pub fn fit_phase(
    tree: &Tree,
    charges: &[Charge],
    params: &DecayParams,
    observed: &[Observed],
) -> i64 {
    let period = params.cycles.period_s;
    let mut moments: Vec<i64> = observed.iter().map(|o| o.at).collect();
    moments.sort_unstable();
    moments.dedup();
    let error = |phase: i64| -> f64 {
        let p = DecayParams {
            cycles: crate::model::decay::Cycles {
                period_s: period,
                phase_s: phase,
            },
            ..params.clone()
        };
        moments
            .iter()
            .map(|&at| {
                let u = assoc_usage(tree, charges, &p, at);
                let root = observed
                    .iter()
                    .find(|o| o.at == at && o.node == tree.root)
                    .map_or(u.live[tree.root], |o| o.raw);
                observed
                    .iter()
                    .filter(|o| o.at == at && o.raw > 0.0 && o.raw >= 0.01 * root)
                    .map(|o| (u.live[o.node] - o.raw).abs() / o.raw)
                    .sum::<f64>()
            })
            .sum()
    };
    (0..period)
        .map(|ph| (ph, error(ph)))
        .fold(
            (0, f64::INFINITY),
            |best, (ph, e)| if e < best.1 { (ph, e) } else { best },
        )
        .0
}

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

/// The decay cycle's phases that best explain jobs' priorities at submission: at submit the
/// fairshare factor is the one computed at the last cycle, so each candidate phase predicts
/// `trunc(fixed + weight × fairshare)`. Returns the phases with the most exact hits (an
/// interval between two submit seconds) and that count; jobs with a nice value or a hold
/// never hit, whatever the phase.
pub fn fit_phase_by_priority(
    tree: &Tree,
    charges: &[Charge],
    params: &DecayParams,
    algorithm: crate::model::fairshare::Algorithm,
    jobs: &[SubmitPriority],
) -> (Vec<i64>, usize) {
    let period = params.cycles.period_s;
    let mut best: (Vec<i64>, usize) = (Vec::new(), 0);
    for phase in 0..period {
        let p = DecayParams {
            cycles: crate::model::decay::Cycles {
                period_s: period,
                phase_s: phase,
            },
            ..params.clone()
        };
        let mut factors: std::collections::HashMap<i64, Vec<Option<f64>>> =
            std::collections::HashMap::new();
        let mut hits = 0;
        for j in jobs {
            let cycle = p.cycles.at_or_before(j.submit);
            let fs = factors.entry(cycle).or_insert_with(|| {
                let u = assoc_usage(tree, charges, &p, cycle);
                crate::model::fairshare::compute(tree, &u.at_cycle, algorithm)
                    .into_iter()
                    .map(|r| r.fairshare)
                    .collect()
            });
            let predicted = (j.fixed + j.fairshare_weight * fs[j.node].unwrap_or(0.0)).trunc();
            hits += usize::from((predicted - j.recorded).abs() <= 1.0);
        }
        if hits > best.1 {
            best = (vec![phase], hits);
        } else if hits == best.1 && hits > 0 {
            best.0.push(phase);
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::decay::{decay_factor, Cycles};
    use crate::model::shares::tests::{id, tv5};

    #[test]
    fn the_phase_is_recovered_from_an_observed_snapshot() {
        let t = tv5();
        let truth = DecayParams {
            df: decay_factor(600),
            df_changes: Vec::new(),
            cycles: Cycles {
                period_s: 60,
                phase_s: 37,
            },
            limits_enforced: true,
            resets: Vec::new(),
        };
        let charges: Vec<Charge> = [(0, Some(500)), (130, None), (250, Some(1000)), (400, None)]
            .iter()
            .enumerate()
            .map(|(k, (start, end))| Charge {
                node: id(
                    &t,
                    if k % 2 == 0 { "B" } else { "E" },
                    if k % 2 == 0 { "u1" } else { "u4" },
                ),
                run: Run {
                    start: *start,
                    end: *end,
                    weight: 1.0 + k as f64,
                    end_first: false,
                },
            })
            .collect();
        let at = 1210;
        let u = assoc_usage(&t, &charges, &truth, at);
        let observed: Vec<Observed> = (0..t.nodes.len())
            .map(|node| Observed {
                at,
                node,
                raw: u.live[node],
            })
            .collect();
        let guess = DecayParams {
            cycles: Cycles {
                period_s: 60,
                phase_s: 0,
            },
            ..truth.clone()
        };
        assert_eq!(fit_phase(&t, &charges, &guess, &observed), 37);
    }

    #[test]
    fn usage_adds_up_the_tree_and_live_includes_job_end_charges() {
        let t = tv5();
        let p = DecayParams {
            df: decay_factor(600),
            df_changes: Vec::new(),
            cycles: Cycles {
                period_s: 60,
                phase_s: 0,
            },
            limits_enforced: true,
            resets: Vec::new(),
        };
        let u1 = id(&t, "B", "u1");
        let u4 = id(&t, "E", "u4");
        let charges = [
            Charge {
                node: u1,
                run: Run {
                    start: 0,
                    end: None,
                    weight: 1.0,
                    end_first: false,
                },
            },
            Charge {
                node: u4,
                run: Run {
                    start: 100,
                    end: Some(130),
                    weight: 2.0,
                    end_first: false,
                },
            },
        ];
        let u = assoc_usage(&t, &charges, &p, 150);
        assert_eq!(u.cycle, 120);
        let running = usage_at_cycle(&charges[0].run, &p, 120);
        assert_eq!(u.at_cycle[u1], running);
        assert_eq!(u.at_cycle[id(&t, "A", "")], running);
        let u4_cycle = usage_at_cycle(&charges[1].run, &p, 120);
        assert_eq!(u.at_cycle[t.root], running + u4_cycle);
        let end_charge = 2.0 * 10.0 * p.df.powf(10.0);
        assert!((u.live[u4] - (u4_cycle + end_charge)).abs() < 1e-12);
        assert!((u.live[t.root] - (running + u4_cycle + end_charge)).abs() < 1e-12);
    }
}
