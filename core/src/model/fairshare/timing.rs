//! When slurmctld evaluates classic fairshare (spec §5 "Timing"; 22.05 `_decay_thread`,
//! `_set_children_usage_efctv`, `_get_fairshare_priority`, `assoc_mgr_get_shares`): at the
//! start of each cycle, before its decay and accrual, every account's normalized and
//! effective usage, and every user's effective usage set to "not computed". A user's is then
//! computed when first needed, and kept until the next cycle: by its first pending job the
//! cycle re-prioritises (jobs in job-list order, each running one accrued just before, so the
//! usage is decayed and partly accrued), else by a job submitted after the cycle or an sshare
//! request, else by the sshare request being answered.

use super::classic::{self, Formula};
use super::FsRow;
use crate::model::decay::{accrued_at_cycle, charged_since_cycle, DecayParams, Run};
use crate::model::shares::Tree;
use crate::model::usage::add_up;

/// A job as classic's timing sees it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ListedJob {
    /// Its place in slurmctld's job list (`list_order`).
    pub order: u64,
    /// The association it is charged to and its fairshare read from.
    pub node: usize,
    pub submit: i64,
    /// Its run once started (weight: billing × QOS UsageFactor).
    pub run: Option<Run>,
    /// When a job that never started left the queue (cancelled).
    pub gone: Option<i64>,
    /// Submitted held: priority 0, so not re-prioritised, until then.
    pub held_until: Option<i64>,
    /// Started in a cycle's own second before the cycle (taken as after unless said).
    pub started_first: bool,
}

impl ListedJob {
    /// Pending with a non-zero priority at the cycle of second `t`: the cycle re-prioritises
    /// it. A job starting in that second is taken as started after the cycle: the priorities
    /// the cycle changes (`last_job_update`) are what wakes an idle backfill, which polls each
    /// second (backfill.c `_more_work`); the captures' logs show 150 of 165 such starts after.
    fn reprioritised_at(&self, t: i64) -> bool {
        self.submit <= t
            && self
                .run
                .is_none_or(|r| r.start > t || (r.start == t && !self.started_first))
            && self.gone.is_none_or(|g| g > t)
            && self.held_until.is_none_or(|h| h <= t)
    }
}

/// What made slurmctld evaluate users' effective usage around a cycle.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ClassicEvents {
    /// The jobs waiting or running, sorted by `ListedJob::order`.
    pub jobs: Vec<ListedJob>,
    /// Moments sshare was seen answering (loaded snapshots), ascending: each evaluated every
    /// user not evaluated yet in its cycle.
    pub requests: Vec<i64>,
}

/// A job record's place in slurmctld's job list (`ListedJob::order`) at `as_of`. Records are
/// appended as they are created, so a plain job's place is its id (JobIDRaw). When a task of
/// an array starts it splits off (`job_array_split`): the task keeps the array record's place
/// and a new record, the array's remainder, is appended after every record then (after the
/// task's new id). `splits`: the array's tasks that split off, (JobIDRaw, start), by JobIDRaw.
pub fn list_order(raw: u64, array: Option<u64>, splits: &[(u64, i64)], as_of: i64) -> u64 {
    let Some(array) = array else {
        return raw;
    };
    if raw != array {
        // Where the array record stood when this task split off: after the previous split.
        return splits
            .iter()
            .map(|s| s.0)
            .filter(|&s| s < raw)
            .max()
            .unwrap_or(array);
    }
    // The array record itself (its remainder, or its last task): after its last split.
    splits
        .iter()
        .filter(|s| s.1 <= as_of)
        .map(|s| s.0)
        .max()
        .unwrap_or(array)
}

/// When in a cycle's period slurmctld evaluated an association: accounts at its start (in
/// the order `_set_children_usage_efctv` walks them), users later (at a moment, by their place
/// in the job list or the controller's association list). Earlier evaluations compare lower.
type Evaluated = (u8, i64, usize);

/// Every association's normalized usage as slurmctld evaluated it in the period of the cycle
/// at `cycle` (up to `at`), and when (see `classic_at`).
fn usage_norms(
    tree: &Tree,
    params: &DecayParams,
    at_cycle: &[f64],
    cycle: i64,
    events: &ClassicEvents,
    at: i64,
) -> (Vec<f64>, Vec<Evaluated>) {
    let jobs = &events.jobs;
    let request = events
        .requests
        .iter()
        .copied()
        .find(|&r| r > cycle && r <= at);
    let n = tree.nodes.len();
    let root = tree.root;
    let accrued: Vec<f64> = jobs
        .iter()
        .map(|j| j.run.map_or(0.0, |r| accrued_at_cycle(&r, params, cycle)))
        .collect();
    let mut own = vec![0.0; n];
    for (j, a) in jobs.iter().zip(&accrued) {
        own[j.node] += a;
    }
    // Usage when the cycle began: what it decayed and accrued undone (a reset zeroes it
    // before the accounts are evaluated).
    let reset_here = params
        .resets
        .iter()
        .any(|&r| params.cycles.after(r - 1) == cycle);
    let decay = params.decay(params.cycles.before(cycle), cycle);
    let before: Vec<f64> = at_cycle
        .iter()
        .zip(add_up(tree, own))
        .map(|(u, a)| {
            if reset_here {
                0.0
            } else {
                ((u - a) / decay).max(0.0)
            }
        })
        .collect();
    let norm = |raw: f64, root_raw: f64| {
        if root_raw == 0.0 {
            0.0
        } else {
            (raw / root_raw).min(1.0)
        }
    };
    let mut un: Vec<f64> = (0..n).map(|i| norm(before[i], before[root])).collect();
    let mut when: Vec<Evaluated> = vec![(0, cycle, 0); n];
    // Accounts: depth first down the fairshare children, each before its own children.
    let mut stack = vec![root];
    let mut k = 0;
    while let Some(i) = stack.pop() {
        when[i] = (0, cycle, k);
        k += 1;
        stack.extend(tree.fs_children(i).into_iter().rev());
    }
    // One pass over the jobs: per association, its jobs, its first job the cycle
    // re-prioritises and its first submission after the cycle; the accruals from each
    // position on; the job-end charges made after the cycle, by end.
    let mut first_pending: Vec<Option<usize>> = vec![None; n];
    let mut first_submit: Vec<Option<i64>> = vec![None; n];
    let mut ends: Vec<(i64, usize, f64)> = Vec::new();
    let mut of_node: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (k, j) in jobs.iter().enumerate() {
        of_node[j.node].push(k);
        if first_pending[j.node].is_none() && j.reprioritised_at(cycle) {
            first_pending[j.node] = Some(k);
        }
        if j.submit > cycle && j.submit <= at {
            let s = &mut first_submit[j.node];
            *s = Some(s.map_or(j.submit, |t| t.min(j.submit)));
        }
        if let Some(r) = j.run {
            let charge = charged_since_cycle(&r, params, cycle, i64::MAX);
            if charge != 0.0 {
                ends.push((r.end.unwrap_or(i64::MAX), j.node, charge));
            }
        }
    }
    ends.sort_by_key(|e| e.0);
    let accrued_from: Vec<f64> = {
        let mut sums = vec![0.0; jobs.len() + 1];
        for k in (0..jobs.len()).rev() {
            sums[k] = sums[k + 1] + accrued[k];
        }
        sums
    };
    // Job-end charges up to `until`: of `node` only, or of every job.
    let since = |node: Option<usize>, until: i64| -> f64 {
        ends.iter()
            .take_while(|e| e.0 <= until)
            .filter(|e| node.is_none_or(|n| e.1 == n))
            .map(|e| e.2)
            .sum()
    };
    // Users an sshare request evaluates, it evaluates in the controller's association list
    // order, which is sshare's (the DebugFlags=Priority log prints them so).
    let mut listed = vec![0; n];
    for (k, i) in tree.sshare_order().into_iter().enumerate() {
        listed[i] = k;
    }
    for u in (0..n).filter(|&i| tree.nodes[i].is_user()) {
        let own_parent = tree.nodes[u].use_parent();
        (un[u], when[u]) = match first_pending[u].filter(|_| !own_parent) {
            Some(p) => {
                let later_own: f64 = of_node[u]
                    .iter()
                    .filter(|&&k| k >= p)
                    .map(|&k| accrued[k])
                    .sum();
                let root_raw = at_cycle[root] - accrued_from[p];
                (norm(at_cycle[u] - later_own, root_raw), (1, cycle, p))
            }
            None => {
                let submitted = first_submit[u].filter(|_| !own_parent);
                let moment = submitted.into_iter().chain(request).min().unwrap_or(at);
                let u_norm = norm(
                    at_cycle[u] + since(Some(u), moment),
                    at_cycle[root] + since(None, moment),
                );
                (u_norm, (1, moment, jobs.len() + listed[u]))
            }
        };
    }
    (un, when)
}

/// Classic fairshare as slurmctld held it at `at`, after the cycle at `cycle` (the last one
/// at or before `at`): `at_cycle` is every association's raw usage (descendants included)
/// right after that cycle, `previous` the same after the cycle before, if known. Under
/// DEPTH_OBLIVIOUS an association's effective usage reads its siblings' normalized usage as
/// they hold it then: those evaluated earlier in the period anew, the others as evaluated in
/// the previous period.
pub(super) fn classic_at(
    tree: &Tree,
    params: &DecayParams,
    (formula, depth_oblivious): (Formula, bool),
    (at_cycle, previous): (&[f64], Option<&[f64]>),
    (cycle, at): (i64, i64),
    events: &ClassicEvents,
) -> Vec<FsRow> {
    let (un, when) = usage_norms(tree, params, at_cycle, cycle, events, at);
    let held_before = match previous {
        Some(prev) if depth_oblivious => {
            let before = params.cycles.before(cycle);
            usage_norms(tree, params, prev, before, events, cycle - 1).0
        }
        _ => un.clone(),
    };
    let sibling = |i: usize, s: usize| {
        if s == i || when[s] < when[i] {
            un[s]
        } else {
            held_before[s]
        }
    };
    let usage_norm = |i: usize| (i != tree.root).then(|| un[i]);
    classic::compute(tree, &usage_norm, &sibling, formula, depth_oblivious)
}

#[cfg(test)]
mod tests {
    use super::super::{held_at, Algorithm};
    use super::*;
    use crate::model::decay::tests::params;
    use crate::model::shares::tests::{acct, id, user};

    fn run(start: i64, weight: f64) -> Option<Run> {
        Some(Run {
            start,
            end: None,
            weight,
            end_first: false,
        })
    }

    /// Worked by hand, no decay (half-life 0), cycles every 60 s: root → A(1){u1(1), u3(1)},
    /// B(1){u2(1)}. j1 (u1, weight 1) and j2 (u2, weight 2) run from 0, j4 (u2, weight 1)
    /// from 100; j3 (u1) waits from 10. After the cycle at 120: u1 120, u2 260, root 380;
    /// that cycle accrued j1 60, j2 120, j4 20, so it began at u1 60, u2 120, root 180:
    /// A's usage_norm is 1/3 (not 120/380), B's 2/3. u1 is evaluated at j3, whose turn
    /// comes before j2 and j4 are accrued: 120/(380 − 140) = 1/2, and
    /// UE = 1/2 + (1/3 − 1/2)·½ = 5/12; F = 2^(−(5/12)/¼). u3 at the request: 0, UE 1/6.
    /// golden beta's log (22.05.8, one cycle's `_apply_new_usage` and priority lines in job
    /// list order): 7, 14, 11, 15, 10, 16 — array 10's tasks 14 and 15 split off at 10:00:16.
    #[test]
    fn array_tasks_take_the_array_records_place() {
        let splits = [(14, 1000), (15, 1000)];
        let order = |raw, array| list_order(raw, array, &splits, 2000);
        let mut jobs = [
            (16, None),
            (15, Some(10)),
            (14, Some(10)),
            (11, None),
            (10, Some(10)),
            (7, None),
        ];
        jobs.sort_by_key(|&(raw, array)| order(raw, array));
        let ids: Vec<u64> = jobs.iter().map(|j| j.0).collect();
        assert_eq!(ids, [7, 14, 11, 15, 10, 16]);
        // Before the splits the array record stands where it was submitted.
        assert_eq!(list_order(10, Some(10), &splits, 999), 10);
    }

    #[test]
    fn accounts_at_cycle_start_and_users_when_first_needed() {
        let t = Tree::build(&[
            acct("root", "", 1),
            acct("A", "root", 1),
            user("u1", "A", Some(1)),
            user("u3", "A", Some(1)),
            acct("B", "root", 1),
            user("u2", "B", Some(1)),
        ])
        .unwrap();
        let (u1, u2, u3) = (id(&t, "A", "u1"), id(&t, "B", "u2"), id(&t, "A", "u3"));
        let (a, b) = (id(&t, "A", ""), id(&t, "B", ""));
        let mut own = vec![0.0; t.nodes.len()];
        own[u1] = 120.0;
        own[u2] = 260.0;
        let at_cycle = add_up(&t, own);
        let job = |order, node, submit, run| ListedJob {
            order,
            node,
            submit,
            run,
            gone: None,
            held_until: None,
            started_first: false,
        };
        let mut jobs = vec![
            job(1, u1, 0, run(0, 1.0)),
            job(2, u1, 10, None),
            job(3, u2, 0, run(0, 2.0)),
            job(4, u2, 100, run(100, 1.0)),
        ];
        let p = params(0, 60, 0);
        let classic = Algorithm::Classic {
            dampening: 1,
            depth_oblivious: false,
        };
        let events = |jobs: &[ListedJob]| ClassicEvents {
            jobs: jobs.to_vec(),
            requests: Vec::new(),
        };
        let at_130 = |events: &ClassicEvents| {
            held_at(&t, &p, classic, (&at_cycle, None), (120, 130), events)
        };
        let rows = at_130(&events(&jobs));
        let close = |x: Option<f64>, v: f64| (x.unwrap() - v).abs() < 1e-12;
        assert!(close(rows[a].usage_norm, 1.0 / 3.0));
        assert!(close(rows[a].usage_efctv, 1.0 / 3.0));
        assert!(close(rows[b].usage_norm, 2.0 / 3.0));
        assert!(close(rows[u1].usage_norm, 0.5));
        assert!(close(rows[u1].usage_efctv, 5.0 / 12.0));
        assert!(close(rows[u1].fairshare, 2f64.powf(-(5.0 / 12.0) / 0.25)));
        assert!(close(rows[u3].usage_norm, 0.0));
        assert!(close(rows[u3].usage_efctv, 1.0 / 6.0));
        assert!(close(rows[u2].usage_efctv, 2.0 / 3.0));
        // Started in the cycle's own second, j3 still waited when the cycle came to it.
        jobs[1].run = run(120, 1.0);
        assert!(close(at_130(&events(&jobs))[u1].usage_norm, 0.5));
        jobs[1].started_first = true;
        assert!(close(at_130(&events(&jobs))[u1].usage_norm, 120.0 / 380.0));
        jobs[1].run = None;
        jobs[1].started_first = false;
        // Held through the cycle, j3 is not re-prioritised: u1 is evaluated at the request.
        jobs[1].held_until = Some(125);
        let rows = at_130(&events(&jobs));
        assert!(close(rows[u1].usage_norm, 120.0 / 380.0));
        // j1 ends at 124, charged 4 then: a request at 122 saw the usage before it.
        jobs[0].run = Some(Run {
            end: Some(124),
            ..jobs[0].run.unwrap()
        });
        let rows = at_130(&events(&jobs));
        assert!(close(rows[u1].usage_norm, 124.0 / 384.0));
        let seen = ClassicEvents {
            requests: vec![60, 122],
            ..events(&jobs)
        };
        let rows = at_130(&seen);
        assert!(close(rows[u1].usage_norm, 120.0 / 380.0));
    }
}
