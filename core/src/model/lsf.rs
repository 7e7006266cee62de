//! LSF's fairshare, as a second policy model for comparison (spec §10): a user's (or
//! group's) dynamic priority is its shares over a weighted sum of decayed CPU time, run time
//! and slots in use, in hours; share groups are compared level by level from the top.

use crate::model::shares::Tree;

/// lsb.params / lsb.queues parameters, with LSF's defaults.
#[derive(Debug, Clone, PartialEq)]
pub struct LsfParams {
    pub cpu_time_factor: f64,
    pub run_time_factor: f64,
    pub run_job_factor: f64,
    pub committed_run_time_factor: f64,
    pub fairshare_adjustment_factor: f64,
    pub gpu_run_time_factor: f64,
    /// Decay: an hour becomes 0.1 h after HIST_HOURS; 0 = no decay.
    pub hist_hours: f64,
    /// Count finished jobs' (decayed) run time too.
    pub enable_hist_run_time: bool,
}

impl Default for LsfParams {
    fn default() -> Self {
        LsfParams {
            cpu_time_factor: 0.7,
            run_time_factor: 0.7,
            run_job_factor: 3.0,
            committed_run_time_factor: 0.0,
            fairshare_adjustment_factor: 0.0,
            gpu_run_time_factor: 0.0,
            hist_hours: 5.0,
            enable_hist_run_time: false,
        }
    }
}

impl LsfParams {
    /// How long after its end a finished job still adds anything: beyond it the decay
    /// 10^(−age/HIST_HOURS) of both ends of its run is below the smallest f64 and comes out
    /// exactly 0.0 (e^−800), so older jobs add nothing at all. None without decay.
    pub fn memory_s(&self) -> Option<i64> {
        const UNDERFLOW: f64 = 800.0;
        (self.hist_hours > 0.0).then(|| {
            let hours = UNDERFLOW * self.hist_hours / std::f64::consts::LN_10;
            (hours * 3600.0).ceil() as i64
        })
    }
}

/// What a user or group has used, in hours (slots as a count).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct LsfUsage {
    /// Decayed CPU time of finished and running jobs.
    pub cpu_time_h: f64,
    /// Decayed run time of finished jobs (counted with ENABLE_HIST_RUN_TIME).
    pub hist_run_time_h: f64,
    /// Run time of running jobs so far.
    pub run_time_h: f64,
    /// Run time running jobs are committed to (their limits).
    pub committed_run_time_h: f64,
    /// Slots in use (and reserved).
    pub job_slots: f64,
    /// GPU-hours: of running jobs so far, and of finished ones decayed (GPU_RUN_TIME_FACTOR).
    pub gpu_run_time_h: f64,
    pub hist_gpu_run_time_h: f64,
    /// Running jobs.
    pub started: usize,
    pub adjustment: f64,
}

impl LsfUsage {
    fn add(&mut self, o: &LsfUsage) {
        self.cpu_time_h += o.cpu_time_h;
        self.hist_run_time_h += o.hist_run_time_h;
        self.run_time_h += o.run_time_h;
        self.committed_run_time_h += o.committed_run_time_h;
        self.job_slots += o.job_slots;
        self.gpu_run_time_h += o.gpu_run_time_h;
        self.hist_gpu_run_time_h += o.hist_gpu_run_time_h;
        self.started += o.started;
        self.adjustment += o.adjustment;
    }
}

/// `shares / (cpu·CPU_TIME_FACTOR + (hist_run + run)·RUN_TIME_FACTOR +
/// (committed − run)·COMMITTED_RUN_TIME_FACTOR + (1 + slots)·RUN_JOB_FACTOR +
/// adjustment·FAIRSHARE_ADJUSTMENT_FACTOR + (hist_gpu_run + gpu_run)·GPU_RUN_TIME_FACTOR)`.
///
/// The GPU term, printed outside the parenthesis in IBM's documentation, is read as part of
/// the denominator like the others (its factor is 0 by default).
pub fn dynamic_priority(shares: f64, u: &LsfUsage, p: &LsfParams) -> f64 {
    let hist = if p.enable_hist_run_time {
        u.hist_run_time_h
    } else {
        0.0
    };
    let denominator = u.cpu_time_h * p.cpu_time_factor
        + (hist + u.run_time_h) * p.run_time_factor
        + (u.committed_run_time_h - u.run_time_h).max(0.0) * p.committed_run_time_factor
        + (1.0 + u.job_slots) * p.run_job_factor
        + u.adjustment * p.fairshare_adjustment_factor
        + (u.hist_gpu_run_time_h + u.gpu_run_time_h) * p.gpu_run_time_factor;
    if denominator > 0.0 {
        shares / denominator
    } else {
        f64::INFINITY
    }
}

/// A span [from, to] (epoch s) clipped to `now`, as what one unit per hour accrued evenly over
/// it weighs at `now`, decayed with 10^(−age/HIST_HOURS): the decay's exponentials computed
/// once for every rate accrued over the same span.
#[derive(Debug, Clone, Copy)]
pub struct DecayedSpan {
    /// ∫ 10^(−(now − t)/H) dt × k over the span (its hours without decay), 0 when empty.
    integral: f64,
    /// ln 10 / HIST_HOURS; None without decay.
    k: Option<f64>,
}

impl DecayedSpan {
    pub fn new(from: i64, to: i64, now: i64, hist_hours: f64) -> DecayedSpan {
        let (from, to) = (from.min(now), to.min(now));
        let decays = hist_hours > 0.0;
        let k = std::f64::consts::LN_10 / hist_hours;
        let age = |t: i64| (now - t) as f64 / 3600.0;
        let integral = if to <= from {
            0.0
        } else if decays {
            (-k * age(to)).exp() - (-k * age(from)).exp()
        } else {
            (to - from) as f64 / 3600.0
        };
        DecayedSpan {
            integral,
            k: decays.then_some(k),
        }
    }

    /// The decayed hours of `per_hour` per hour over the span.
    pub fn hours(&self, per_hour: f64) -> f64 {
        match self.k {
            _ if self.integral == 0.0 => 0.0,
            Some(k) => per_hour * self.integral / k,
            None => per_hour * self.integral,
        }
    }
}

/// One job for LSF's accounting.
#[derive(Debug, Clone, PartialEq)]
pub struct LsfJob {
    pub node: usize,
    pub start: i64,
    /// None while running.
    pub end: Option<i64>,
    pub slots: f64,
    pub gpus: f64,
    /// Its total CPU time when known (sacct's TotalCPU), else slots × elapsed is used.
    pub cpu_s: Option<f64>,
    pub time_limit_s: Option<i64>,
}

/// Every association's usage at `now`, gathered job by job (`add`) and then added up the
/// tree (`usage`): a history of millions of jobs need not be held at once.
pub struct LsfTally<'a> {
    now: i64,
    p: &'a LsfParams,
    own: Vec<LsfUsage>,
}

impl<'a> LsfTally<'a> {
    pub fn new(tree: &Tree, now: i64, p: &'a LsfParams) -> LsfTally<'a> {
        LsfTally {
            now,
            p,
            own: vec![LsfUsage::default(); tree.nodes.len()],
        }
    }

    /// Counts `j` for its association (nothing if it had not started by `now`).
    pub fn add(&mut self, j: &LsfJob) {
        let (now, p) = (self.now, self.p);
        if j.start >= now {
            return;
        }
        let running = j.end.is_none_or(|e| e > now);
        let end = j.end.unwrap_or(now).min(now);
        let elapsed_h = (end - j.start) as f64 / 3600.0;
        let full_h = (j.end.unwrap_or(now) - j.start).max(1) as f64 / 3600.0;
        // CPU time accrues evenly over the run.
        let cpu_per_hour = match j.cpu_s {
            Some(cpu) if !running => cpu / 3600.0 / full_h,
            _ => j.slots,
        };
        let u = &mut self.own[j.node];
        let span = DecayedSpan::new(j.start, end, now, p.hist_hours);
        u.cpu_time_h += span.hours(cpu_per_hour);
        if running {
            u.run_time_h += elapsed_h;
            u.committed_run_time_h += j.time_limit_s.map_or(elapsed_h, |l| l as f64 / 3600.0);
            u.job_slots += j.slots;
            u.started += 1;
            u.gpu_run_time_h += elapsed_h * j.gpus;
        } else {
            u.hist_run_time_h += span.hours(1.0);
            u.hist_gpu_run_time_h += span.hours(j.gpus);
        }
    }

    /// Every association's usage (an account's including its sub-tree).
    pub fn usage(self, tree: &Tree) -> Vec<LsfUsage> {
        let mut total = self.own.clone();
        for (i, mine) in self.own.iter().enumerate() {
            let mut k = tree.nodes[i].parent;
            while let Some(a) = k {
                total[a].add(mine);
                k = tree.nodes[a].parent;
            }
        }
        total
    }
}

/// Users in LSF's order: share groups compared level by level from the top by dynamic
/// priority (highest first), users within their group likewise. Returns user nodes.
pub fn user_order(tree: &Tree, usage: &[LsfUsage], p: &LsfParams) -> Vec<usize> {
    let priority = |i: usize| {
        let shares = f64::from(tree.nodes[i].raw_shares.unwrap_or(0));
        dynamic_priority(shares, &usage[i], p)
    };
    let mut out = Vec::new();
    let mut stack = vec![tree.root];
    while let Some(i) = stack.pop() {
        if tree.nodes[i].is_user() {
            out.push(i);
            continue;
        }
        let mut kids = tree.nodes[i].children.clone();
        kids.sort_by(|&a, &b| priority(b).total_cmp(&priority(a)));
        stack.extend(kids.into_iter().rev());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hours(s: f64) -> f64 {
        s / 3600.0
    }

    /// The worked figures of IBM's fairshare article, with LSF's default factors.
    #[test]
    fn lsf_article_figures() {
        let p = LsfParams::default();
        // 1000 shares, 1147 s CPU, 3010 s run time, 10 slots in use.
        let busy = LsfUsage {
            cpu_time_h: hours(1147.0),
            run_time_h: hours(3010.0),
            job_slots: 10.0,
            ..Default::default()
        };
        assert_eq!(
            format!("{:.3}", dynamic_priority(1000.0, &busy, &p)),
            "29.579"
        );
        // An idle user: 1000 / (1 × 3).
        assert_eq!(
            format!("{:.3}", dynamic_priority(1000.0, &LsfUsage::default(), &p)),
            "333.333"
        );
        // 100 finished one-hour jobs at 50 % CPU, historical run time counted, no decay yet:
        // 1000 / (50 × 0.7 + 100 × 0.7 + 3).
        let finished = LsfUsage {
            cpu_time_h: 50.0,
            hist_run_time_h: 100.0,
            ..Default::default()
        };
        let with_hist = LsfParams {
            enable_hist_run_time: true,
            ..LsfParams::default()
        };
        assert_eq!(
            format!("{:.3}", dynamic_priority(1000.0, &finished, &with_hist)),
            "9.259"
        );
    }

    #[test]
    fn decay_takes_an_hour_to_a_tenth_after_hist_hours() {
        // A burst of 1 CPU-hour in the last second, seen HIST_HOURS = 5 h later.
        let now = 5 * 3600;
        let burst = DecayedSpan::new(-1, 0, now, 5.0).hours(3600.0);
        assert!((burst - 0.1).abs() < 1e-4, "{burst}");
        assert_eq!(DecayedSpan::new(0, 7200, 7200, 0.0).hours(2.0), 4.0);
    }

    /// A job ended `memory_s` before now adds exactly nothing (the tally may skip it); one
    /// ended a tenth of it later still adds (e^−720 is a subnormal f64).
    #[test]
    fn jobs_beyond_the_memory_add_nothing() {
        let p = LsfParams::default();
        let memory = p.memory_s().unwrap();
        // 800 e-foldings of HIST_HOURS = 5 h: 72 days.
        assert_eq!(memory / 86_400, 72);
        let now = 1_000 * 86_400;
        let end = now - memory;
        assert_eq!(
            DecayedSpan::new(end - 86_400, end, now, p.hist_hours).hours(1e6),
            0.0
        );
        let later = end + memory / 10;
        assert!(DecayedSpan::new(later - 86_400, later, now, p.hist_hours).hours(1e6) > 0.0);
        let undecayed = LsfParams {
            hist_hours: 0.0,
            ..p
        };
        assert_eq!(undecayed.memory_s(), None);
    }

    /// A running job's GPU-hours count with GPU_RUN_TIME_FACTOR: one user running 2 GPUs (and
    /// 4 slots) for an hour, factor 1, no decay: 1000 / (4·0.7 + 1·0.7 + 2·1 + (1+4)·3).
    #[test]
    fn gpu_run_time_term() {
        use crate::model::types::AssocRecord;
        let rec = |account: &str, parent: &str, user: &str| AssocRecord {
            account: account.into(),
            parent_account: Some(if user.is_empty() { parent } else { account }.into()),
            user: user.into(),
            raw_shares: Some(1000),
            ..Default::default()
        };
        let tree =
            Tree::build(&[rec("root", "", ""), rec("a", "root", ""), rec("a", "", "u")]).unwrap();
        let u = tree.find("a", "u", "").unwrap();
        let job = LsfJob {
            node: u,
            start: 0,
            end: None,
            slots: 4.0,
            gpus: 2.0,
            cpu_s: None,
            time_limit_s: None,
        };
        let p = LsfParams {
            gpu_run_time_factor: 1.0,
            hist_hours: 0.0,
            ..LsfParams::default()
        };
        let mut tally = LsfTally::new(&tree, 3600, &p);
        tally.add(&job);
        let used = tally.usage(&tree);
        assert_eq!(used[u].gpu_run_time_h, 2.0);
        let expected = 1000.0 / (4.0 * 0.7 + 0.7 + 2.0 + 5.0 * 3.0);
        assert!((dynamic_priority(1000.0, &used[u], &p) - expected).abs() < 1e-12);
    }
}
