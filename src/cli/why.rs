//! `fairtrace why JOBID` and `fairtrace timeline --job`: a job's wait, taken apart from the
//! stored history with the sprio and sshare models (no formula of their own).

use std::collections::HashMap;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{anyhow, bail};
use clap::Args;
use serde_json::json;

use super::timeline::{moments, TimelineArgs};
use super::{open_store, Cli};
use crate::ingest::slurm_time::Zone;
use crate::ingest::submit_line;
use crate::model::fairshare::LevelFs;
use crate::model::queue::{self, sprio_id, Entry, Queue, TermCost, TERMS};
use crate::model::types::{Cell, Table};
use crate::replay::cluster;
use crate::replay::QueueModel;
use crate::report::plot::{self, Panel, Series};
use crate::report::{self, Format};
use crate::store::read::{JobFacts, RivalJob};
use crate::store::Store;

#[derive(Debug, Clone, Args)]
pub struct WhyArgs {
    /// The job, as sacct prints its id (an array task as 123_4).
    pub job: String,
    #[arg(long, short = 'M')]
    pub cluster: Option<String>,
    /// Output: table (plain language) or json.
    #[arg(long, default_value = "table")]
    pub format: Format,
    /// Draw its priority against its rivals' into FILE.svg or FILE.png.
    #[arg(long)]
    pub plot: Option<PathBuf>,
}

/// The job at one moment of its wait, among the jobs competing for its partitions.
pub struct Step {
    pub t: i64,
    /// The job's best row there.
    pub entry: Entry,
    pub rank: usize,
    pub of: usize,
    /// Median and highest priority of the rivals (other jobs in its partitions).
    pub rival_median: Option<f64>,
    pub rival_max: Option<f64>,
    /// Each priority term replaced by the rivals' median: the places it cost.
    pub costs: Vec<TermCost>,
}

/// A job that started while this one waited, in one of its partitions.
struct Rival {
    facts: RivalJob,
    /// Why it went first: reservation, higher tier, higher priority, …
    class: &'static str,
    priority: Option<f64>,
    mine: Option<f64>,
}

/// One stretch of the wait and what held the job then.
struct Segment {
    from: i64,
    to: i64,
    what: String,
}

/// The job's queue model over its wait, the job's facts and the partitions it asked for.
pub struct JobWait {
    pub model: QueueModel,
    pub facts: JobFacts,
    /// The id the queue knows it by (a pending array's tasks are one record).
    pub queue_id: String,
    pub partitions: Vec<String>,
    /// Until it started, or until the end of the data if it never did.
    pub until: i64,
    /// What the reconstruction had to assume at each moment computed (nice values, holds).
    notes: HashMap<i64, Vec<String>>,
}

impl JobWait {
    pub fn load(
        cli: &Cli,
        store: &Store,
        cluster_arg: Option<&str>,
        job: &str,
    ) -> anyhow::Result<JobWait> {
        let cluster = cluster(store, cluster_arg)?;
        let data_end = store
            .data_end(&cluster)?
            .ok_or_else(|| anyhow!("no jobs loaded for cluster {cluster}"))?;
        // A requeued job has several records: the last one's wait is the one asked about.
        let Some(facts) = store
            .job_facts(&cluster, job)?
            .into_iter()
            .max_by_key(|j| j.submit_s)
        else {
            bail!("job {job} is not in cluster {cluster}'s dumps");
        };
        let until = facts.start_s.unwrap_or(data_end);
        let opts = facts
            .submit_line
            .as_deref()
            .map(submit_line::parse)
            .unwrap_or_default();
        // Every partition it asked for (sacct keeps only the one it ran in once started).
        let partitions: Vec<String> = opts
            .partitions_or(&facts.partition)
            .map(str::to_string)
            .collect();
        let model = QueueModel::load(&cli.context(), store, Some(&cluster), facts.submit_s, until)?;
        Ok(JobWait {
            model,
            queue_id: sprio_id(&facts.job_id).to_string(),
            facts,
            partitions,
            until,
            notes: HashMap::new(),
        })
    }

    /// The queue at `t`, keeping the reconstruction's notes (not the queue: at 10M jobs,
    /// hundreds of moments' queues took hundreds of MB).
    fn queue_at(&mut self, store: &Store, t: i64) -> anyhow::Result<Queue> {
        // Only the rows of its partitions compete with it.
        let parts = Some(&self.partitions[..]);
        let pending = self.model.pending_among(store, t, None, parts)?;
        let queue = Queue::new(pending.queue().0);
        self.notes.insert(t, pending.notes);
        Ok(queue)
    }

    /// What the reconstruction had to assume at `t` (nice values, holds).
    fn notes_at(&self, t: i64) -> &[String] {
        self.notes.get(&t).map_or(&[], |n| n)
    }

    /// The job at `t`, if it was in the queue then.
    pub fn step(&mut self, store: &Store, t: i64) -> anyhow::Result<Option<Step>> {
        let (id, parts) = (self.queue_id.clone(), self.partitions.clone());
        let queue = self.queue_at(store, t)?;
        let Some((rank, of)) = queue.rank(&id, &parts) else {
            return Ok(None);
        };
        let entry = queue
            .best_row(&id, &parts)
            .cloned()
            .expect("ranked, so queued");
        // Rivals at their best row.
        let mut best: HashMap<&str, f64> = HashMap::new();
        for e in queue
            .entries
            .iter()
            .filter(|e| e.job_id != id && parts.contains(&e.partition))
        {
            let p = best.entry(&e.job_id).or_insert(f64::MIN);
            *p = p.max(e.priority);
        }
        let mut rival: Vec<f64> = best.into_values().collect();
        let rival_max = rival.iter().copied().reduce(f64::max);
        let rival_median = (!rival.is_empty()).then(|| queue::median(&mut rival));
        Ok(Some(Step {
            t,
            rank,
            of,
            rival_median,
            rival_max,
            costs: queue.term_costs(&id, &parts),
            entry,
        }))
    }

    /// Moments to look at: every decay cycle of the wait (at most about 240, evenly spaced).
    pub fn moments(&self, from: i64, step: Option<&str>) -> anyhow::Result<Vec<i64>> {
        let to = (self.until - 1).max(from);
        if let Some(s) = step {
            return moments(from, to, Some(s));
        }
        let cycles = self.model.inp.params.cycles;
        let mut all = vec![from];
        let mut c = cycles.after(from);
        while c <= to {
            all.push(c);
            c += cycles.period_s;
        }
        let keep = all.len().div_ceil(240).max(1);
        Ok(all.into_iter().step_by(keep).collect())
    }
}

pub fn run(cli: &Cli, args: &WhyArgs) -> anyhow::Result<ExitCode> {
    let store = open_store(cli)?;
    let mut wait = JobWait::load(cli, &store, args.cluster.as_deref(), &args.job)?;
    let zone = cli.context().zone;
    let facts = wait.facts.clone();
    let eligible = facts.eligible_s.unwrap_or(facts.submit_s);
    let moments = wait.moments(facts.submit_s, None)?;
    let (cluster, partitions) = (wait.model.inp.cluster.clone(), wait.partitions.clone());
    let span = (eligible, wait.until);
    let read_rivals = || store.rivals(&cluster, &facts.job_id, span, &partitions);
    // Read twice: for their moments now, for themselves once the queue model is prepared
    // (a long wait's million rivals held while it read its window took the peak past 2 GB).
    let rival_moments: Vec<i64> = read_rivals()?.iter().map(|r| r.start_s - 1).collect();
    // The worst moment's fairshare rows are shown (`usage_behind`): keep the moments' rows.
    wait.model.prepare(
        &store,
        &[moments.clone(), rival_moments].concat(),
        &wait.partitions,
        &moments,
    )?;
    let mut steps = Vec::new();
    for t in moments {
        if let Some(s) = wait.step(&store, t)? {
            steps.push(s);
        }
    }
    let segments = segments(&facts, &steps, wait.until, eligible);
    let rivals = rivals(&mut wait, &store, read_rivals()?)?;
    let worst = steps.iter().max_by_key(|s| (s.rank, s.t));
    let usage = match worst {
        Some(s) => usage_behind(&mut wait, &store, s.t)?,
        None => Vec::new(),
    };
    let top = match worst {
        Some(s) => top_jobs(&wait, &store, s.t)?,
        None => Vec::new(),
    };
    let mut out = std::io::stdout().lock();
    match args.format {
        Format::Json => {
            let v = to_json(&wait, &segments, &steps, &rivals, &usage, &top, zone);
            serde_json::to_writer_pretty(&mut out, &v)?;
            use std::io::Write;
            writeln!(out)?;
        }
        _ => write_text(
            &wait, &segments, &steps, &rivals, &usage, &top, zone, &mut out,
        )?,
    }
    if let Some(path) = &args.plot {
        plot_steps(path, &wait.facts.job_id, &steps, zone)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// `timeline --job`: the job's priority terms and rank at each moment of its wait.
pub fn job_timeline(
    cli: &Cli,
    job: &str,
    args: &TimelineArgs,
    from: Option<i64>,
    to: Option<i64>,
) -> anyhow::Result<ExitCode> {
    let store = open_store(cli)?;
    let mut wait = JobWait::load(cli, &store, args.cluster.as_deref(), job)?;
    if let Some(to) = to {
        wait.until = wait.until.min(to + 1);
    }
    let zone = cli.context().zone;
    let mut steps = Vec::new();
    let from = from.unwrap_or(wait.facts.submit_s);
    let moments = wait.moments(from, args.step.as_deref())?;
    wait.model
        .prepare(&store, &moments, &wait.partitions, &[])?;
    for t in moments {
        if let Some(s) = wait.step(&store, t)? {
            steps.push(s);
        }
    }
    let mut columns = vec!["TIME".to_string(), "PARTITION".into(), "PRIORITY".into()];
    columns.extend(TERMS.iter().map(|t| match *t {
        "nice" => "NICE".to_string(),
        t => format!("W_{}", t.to_uppercase().replace(' ', "_")),
    }));
    columns.extend(["RANK", "OF", "RIVAL_MEDIAN", "RIVAL_MAX"].map(String::from));
    let rows = steps
        .iter()
        .map(|s| {
            let mut row = vec![
                Cell::Text(zone.format(s.t)),
                Cell::Text(s.entry.partition.clone()),
                Cell::Int(s.entry.priority as i64),
            ];
            row.extend(s.entry.terms.iter().map(|v| Cell::Int(v.round() as i64)));
            row.extend([
                Cell::Int(s.rank as i64),
                Cell::Int(s.of as i64),
                s.rival_median.map_or(Cell::Null, |v| Cell::Int(v as i64)),
                s.rival_max.map_or(Cell::Null, |v| Cell::Int(v as i64)),
            ]);
            row
        })
        .collect();
    let mut out = std::io::stdout().lock();
    report::write(&Table { columns, rows }, args.format, &mut out)?;
    if args.format == Format::Table {
        use std::io::Write;
        match (steps.first(), steps.last()) {
            (Some(a), Some(b)) => {
                let ranks: Vec<f64> = steps.iter().map(|s| -(s.rank as f64)).collect();
                writeln!(
                    out,
                    "job {}: rank {} {} → {} (of {}), priority {} → {}",
                    wait.facts.job_id,
                    plot::sparkline(&ranks),
                    a.rank,
                    b.rank,
                    b.of,
                    a.entry.priority,
                    b.entry.priority
                )?;
            }
            _ => writeln!(
                out,
                "job {} was never waiting in the queue of {} (not eligible, or not pending)",
                wait.facts.job_id,
                wait.partitions.join(",")
            )?,
        }
    }
    if let Some(path) = &args.plot {
        plot_steps(path, &wait.facts.job_id, &steps, zone)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The wait split into what held the job: before eligibility (begin time, dependency,
/// hold, limits: from the submission line and sacct's Reason), then in the queue behind
/// other jobs or first in line waiting for resources (from the steps).
fn segments(facts: &JobFacts, steps: &[Step], until: i64, eligible: i64) -> Vec<Segment> {
    let opts = facts
        .submit_line
        .as_deref()
        .map(submit_line::parse)
        .unwrap_or_default();
    let reason = facts.reason.clone().unwrap_or_default();
    let mut out = Vec::new();
    if eligible > facts.submit_s {
        let what = if opts.hold || reason == "JobHeldUser" {
            if opts.hold {
                "held by the user (submitted with --hold), until released".to_string()
            } else {
                "held by the user (scontrol hold), until released; sacct does not record when the hold began, so this stretch may include some waiting".to_string()
            }
        } else if reason == "JobHeldAdmin" {
            "held by an administrator, until released; sacct does not record when the hold began, so this stretch may include some waiting".to_string()
        } else if let Some(d) = &opts.dependency {
            format!("waiting for its dependency ({d})")
        } else if let Some(b) = &opts.begin {
            format!("waiting for its begin time (--begin={b})")
        } else if reason == "Dependency" {
            "waiting for a dependency".to_string()
        } else if reason == "BeginTime" {
            "waiting for its begin time".to_string()
        } else if reason.is_empty() || reason == "None" {
            "not yet eligible; its record names no begin time, dependency or hold".to_string()
        } else {
            format!("not yet eligible (sacct's last reason: {reason})")
        };
        out.push(Segment {
            from: facts.submit_s,
            to: eligible,
            what,
        });
    }
    // In the queue: behind other jobs, or first in line (resources); each step stands for the
    // time until the next.
    let mut queued: Vec<(i64, i64, bool)> = Vec::new();
    for (k, s) in steps.iter().enumerate() {
        // The first stretch in the queue starts at eligibility, not at the next cycle.
        let from = if k == 0 { eligible } else { s.t.max(eligible) };
        let to = steps.get(k + 1).map_or(until, |n| n.t).min(until);
        if to <= from {
            continue;
        }
        let first = s.rank == 1;
        match queued.last_mut() {
            Some(last) if last.2 == first && last.1 == from => last.1 = to,
            _ => queued.push((from, to, first)),
        }
    }
    for (from, to, first) in queued {
        out.push(Segment {
            from,
            to,
            what: if first {
                "first in line for its partitions: waiting for resources".to_string()
            } else {
                "in the queue behind higher-ranked jobs".to_string()
            },
        });
    }
    let limit = ["Assoc", "QOS", "MaxJobs", "MaxCpu", "MaxNode", "GrpTRES"];
    if limit.iter().any(|l| reason.starts_with(l)) {
        out.push(Segment {
            from: eligible,
            to: until,
            what: format!("a limit held it at some point: Slurm recorded {reason} (sacct keeps only the last reason)"),
        });
    }
    out
}

/// Jobs that started in the job's partitions while it was eligible (`started`), each
/// classified at the moment before it started.
fn rivals(wait: &mut JobWait, store: &Store, started: Vec<RivalJob>) -> anyhow::Result<Vec<Rival>> {
    let (id, parts) = (wait.queue_id.clone(), wait.partitions.clone());
    let mut out = Vec::new();
    for r in started {
        let start = r.start_s;
        let rid = sprio_id(&r.job_id);
        // Only the two jobs: one queue per rival would not scale to thousands of rivals.
        let queue = Queue::new(
            wait.model
                .pending_among(store, start - 1, Some(&[id.as_str(), rid]), Some(&parts))?
                .queue()
                .0,
        );
        let theirs = queue
            .entries
            .iter()
            .find(|e| e.job_id == rid && *e.partition == *r.partition)
            .cloned();
        // Mine in the partition it started in, else my best row.
        let mine = queue
            .entries
            .iter()
            .find(|e| e.job_id == id && *e.partition == *r.partition)
            .or_else(|| queue.best_row(&id, &parts))
            .cloned();
        let backfill = r
            .flags
            .as_deref()
            .is_some_and(|f| f.contains("SchedBackfill"));
        let class = match (&theirs, &mine) {
            (Some(t), Some(m)) if t.has_reservation && !m.has_reservation => "reservation",
            (Some(t), Some(m)) if t.tier > m.tier => "higher partition tier",
            (Some(t), Some(m)) if t.priority > m.priority => "higher priority",
            (Some(t), Some(m)) if t.priority == m.priority && t.submit <= m.submit => {
                "same priority, submitted earlier"
            }
            (Some(_), Some(_)) if backfill => "lower priority, started by backfill",
            (Some(_), Some(_)) => "lower priority, started anyway",
            _ if backfill => "not in the reconstructed queue; started by backfill",
            _ => "not in the reconstructed queue",
        };
        out.push(Rival {
            priority: theirs.map(|e| e.priority),
            mine: mine.map(|e| e.priority),
            class,
            facts: r,
        });
    }
    Ok(out)
}

/// One of the job's association and its ancestors: (who, effective usage, shares, LevelFS).
type Behind = (String, f64, f64, Option<f64>);

/// The job's association and its ancestors at `t`.
fn usage_behind(wait: &mut JobWait, store: &Store, t: i64) -> anyhow::Result<Vec<Behind>> {
    let fs = wait.model.fairshare_at(store, t)?.to_vec();
    let inp = &wait.model.inp;
    let first_part = wait.partitions.first().map_or("", String::as_str);
    let Some(node) = inp
        .tree
        .find(&wait.facts.account, &wait.facts.user, first_part)
    else {
        return Ok(Vec::new());
    };
    let mut out = Vec::new();
    let mut n = Some(node);
    while let Some(i) = n.filter(|&i| i != inp.tree.root) {
        let a = &inp.tree.nodes[i];
        let who = if a.is_user() {
            format!("user {} in {}", a.user, a.account)
        } else {
            format!("account {}", a.account)
        };
        let level = match fs[i].level_fs {
            Some(LevelFs::Value(v)) => Some(v),
            _ => None,
        };
        out.push((
            who,
            fs[i].usage_efctv.unwrap_or(0.0),
            fs[i].norm_shares,
            level,
        ));
        n = inp.tree.fs_parent(i);
    }
    Ok(out)
}

/// The jobs with the most decayed usage in the job's account at `t`: (job, user, usage,
/// share of the account's).
fn top_jobs(
    wait: &JobWait,
    store: &Store,
    t: i64,
) -> anyhow::Result<Vec<(String, String, f64, f64)>> {
    let inp = &wait.model.inp;
    let (top, total) = inp.top_jobs(store, &wait.facts.account, t)?;
    Ok(top
        .into_iter()
        .map(|j| {
            let user = inp.tree.nodes[j.node].user.clone();
            let share = if total > 0.0 { j.usage / total } else { 0.0 };
            (j.job_id, user, j.usage, share)
        })
        .collect())
}

fn duration(s: i64) -> String {
    let (d, h, m, sec) = (s / 86400, s / 3600 % 24, s / 60 % 60, s % 60);
    match (d, h) {
        (0, 0) if m == 0 => format!("{sec}s"),
        (0, 0) => format!("{m}m{sec:02}s"),
        (0, _) => format!("{h}h{m:02}m{sec:02}s"),
        _ => format!("{d}d{h:02}h{m:02}m"),
    }
}

fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// Mean places each term cost over the wait's steps, most first.
fn mean_costs(steps: &[Step]) -> Vec<(&'static str, f64)> {
    let mut sums: Vec<(&'static str, f64)> = TERMS.iter().map(|t| (*t, 0.0)).collect();
    let with = steps.iter().filter(|s| !s.costs.is_empty()).count();
    for s in steps {
        for c in &s.costs {
            if let Some(e) = sums.iter_mut().find(|e| e.0 == c.term) {
                e.1 += c.places() as f64;
            }
        }
    }
    for e in &mut sums {
        e.1 /= with.max(1) as f64;
    }
    sums.sort_by(|a, b| b.1.total_cmp(&a.1));
    sums
}

#[allow(clippy::too_many_arguments)]
fn write_text(
    wait: &JobWait,
    segments: &[Segment],
    steps: &[Step],
    rivals: &[Rival],
    usage: &[Behind],
    top: &[(String, String, f64, f64)],
    zone: Zone,
    out: &mut impl std::io::Write,
) -> anyhow::Result<()> {
    let f = &wait.facts;
    let time = |t: i64| zone.format(t).replace('T', " ");
    let ended = match f.start_s {
        Some(s) => format!("started {}", time(s)),
        None => format!(
            "still pending at the end of the data ({})",
            time(wait.until)
        ),
    };
    writeln!(
        out,
        "Job {} ({} in {}, QOS {}, partitions {}): submitted {}, {} — waited {}.",
        f.job_id,
        f.user,
        f.account,
        f.qos,
        wait.partitions.join(","),
        time(f.submit_s),
        ended,
        duration(wait.until - f.submit_s)
    )?;
    writeln!(out, "\nWhat held it:")?;
    for s in segments {
        writeln!(
            out,
            "  {} → {}  {:>10}  {}",
            time(s.from),
            time(s.to),
            duration(s.to - s.from),
            s.what
        )?;
    }
    if let (Some(a), Some(b)) = (steps.first(), steps.last()) {
        let ranks: Vec<f64> = steps.iter().map(|s| -(s.rank as f64)).collect();
        let best = steps.iter().map(|s| s.rank).min().unwrap_or(0);
        let worst = steps.iter().map(|s| s.rank).max().unwrap_or(0);
        writeln!(
            out,
            "\nRank among the jobs waiting for its partitions (1 = next; taller = nearer the front): {} {} → {} (best {}, worst {}), priority {} → {}.",
            plot::sparkline(&ranks),
            a.rank,
            b.rank,
            best,
            worst,
            a.entry.priority,
            b.entry.priority
        )?;
    }
    if !rivals.is_empty() {
        writeln!(
            out,
            "\n{} jobs started in its partitions while it waited:",
            rivals.len()
        )?;
        let mut t = comfy_table::Table::new();
        t.load_style(comfy_table::presets::NOTHING);
        t.set_header([
            "JOBID",
            "PARTITION",
            "USER",
            "STARTED",
            "WHY IT WENT FIRST",
            "ITS PRIO",
            "YOURS",
            "CPUS",
            "NODES",
            "LIMIT",
            "RAN",
        ]);
        // The first ones in full; all of them are in --format json.
        const SHOWN: usize = 25;
        for r in rivals.iter().take(SHOWN) {
            let rf = &r.facts;
            let start = rf.start_s;
            let ran = rf
                .end_s
                .map_or("running".to_string(), |e| duration(e - start));
            t.add_row([
                rf.job_id.clone(),
                rf.partition.to_string(),
                rf.user.to_string(),
                time(start),
                r.class.to_string(),
                r.priority.map_or(String::new(), |p| format!("{p:.0}")),
                r.mine.map_or(String::new(), |p| format!("{p:.0}")),
                rf.cpus.map_or(String::new(), |c| c.to_string()),
                rf.nodes.map_or(String::new(), |c| c.to_string()),
                rf.timelimit_s.map_or("UNLIMITED".into(), duration),
                ran,
            ]);
        }
        writeln!(out, "{t}")?;
        if rivals.len() > SHOWN {
            writeln!(
                out,
                "  … and {} more (--format json lists them all).",
                rivals.len() - SHOWN
            )?;
        }
        let mut counts: Vec<(&str, usize)> = Vec::new();
        for r in rivals {
            match counts.iter_mut().find(|c| c.0 == r.class) {
                Some(c) => c.1 += 1,
                None => counts.push((r.class, 1)),
            }
        }
        let summary: Vec<String> = counts.iter().map(|(c, n)| format!("{n} {c}")).collect();
        writeln!(out, "  In short: {}.", summary.join(", "))?;
        for r in rivals
            .iter()
            .filter(|r| r.class.starts_with("lower priority"))
            .take(5)
        {
            let rf = &r.facts;
            let start = rf.start_s;
            writeln!(
                out,
                "  {} had a lower priority but fit a gap: {} CPUs on {} node(s) for at most {}, {} before job {} started.",
                rf.job_id,
                rf.cpus.unwrap_or(0),
                rf.nodes.unwrap_or(0),
                rf.timelimit_s.map_or("UNLIMITED".into(), duration),
                duration(wait.until - start),
                f.job_id
            )?;
        }
    }
    if let Some(worst) = steps
        .iter()
        .filter(|s| !s.costs.is_empty())
        .max_by_key(|s| (s.rank, s.t))
    {
        writeln!(
            out,
            "\nWhat cost it the most places (at {}, when it ranked {} of {}):",
            time(worst.t),
            ordinal(worst.rank),
            worst.of
        )?;
        let w = &wait.model.ctx.weights;
        let weights = [w.age, w.assoc, w.fairshare, w.job_size, w.partition, w.qos];
        for c in worst.costs.iter().filter(|c| c.places() != 0).take(4) {
            let verb = if c.places() > 0 { "cost" } else { "gained" };
            // The factor itself (0..1) where one weight scales it.
            let factor = |v: f64| match TERMS.iter().position(|t| *t == c.term) {
                Some(k) if k < 6 && weights[k] > 0.0 => format!(" (factor {:.6})", v / weights[k]),
                _ => String::new(),
            };
            // What made a low fairshare: the level (the job's association or an ancestor)
            // that used the most against its share.
            let most = usage
                .iter()
                .filter(|u| u.2 > 0.0)
                .max_by(|a, b| (a.1 / a.2).total_cmp(&(b.1 / b.2)));
            let why_fs = match most {
                Some((who, used, shares, _)) if c.term == "fairshare" && *shares > 0.0 => {
                    format!(
                        "; {who} used {:.1}× its share (usage decayed with a half-life of {})",
                        used / shares,
                        duration(wait.model.inp.settings.half_life_s as i64)
                    )
                }
                _ => String::new(),
            };
            writeln!(
                out,
                "  {} {:.0}{} vs median rival {:.0}{}{}: it {} {} place(s); with a median {} it would have ranked {}, not {}.",
                c.term,
                c.value,
                factor(c.value),
                c.rival_median,
                factor(c.rival_median),
                why_fs,
                verb,
                c.places().abs(),
                c.term,
                ordinal(c.rank_with_median),
                ordinal(c.rank)
            )?;
        }
        let means: Vec<String> = mean_costs(steps)
            .into_iter()
            .filter(|(_, m)| m.abs() >= 0.05)
            .map(|(t, m)| format!("{t} {m:+.1}"))
            .collect();
        if !means.is_empty() {
            writeln!(
                out,
                "  Places lost on average over the wait (negative: gained): {}.",
                means.join(", ")
            )?;
        }
        if !usage.is_empty() {
            let hl = wait.model.inp.settings.half_life_s;
            writeln!(
                out,
                "\nThe usage behind its fairshare then (decayed with a half-life of {}):",
                duration(hl as i64)
            )?;
            for (who, used, shares, level) in usage {
                let times = if *shares > 0.0 {
                    format!("{:.1}× its share", used / shares)
                } else {
                    "no shares".to_string()
                };
                writeln!(
                    out,
                    "  {who}: {used:.6} of its level's usage against {shares:.6} of its shares: {times}{}",
                    level.map_or(String::new(), |l| format!(" (LevelFS {l:.6})"))
                )?;
            }
        }
        if !top.is_empty() {
            writeln!(out, "  Largest decayed usage in account {}:", f.account)?;
            for (id, user, u, share) in top {
                writeln!(
                    out,
                    "    job {id} ({user}): {u:.0} ({:.1} %)",
                    share * 100.0
                )?;
            }
        }
    } else if !steps.is_empty() {
        writeln!(
            out,
            "\nNo other job waited in its partitions: priority did not hold it, resources did."
        )?;
    }
    if let Some(s) = steps.iter().max_by_key(|s| (s.rank, s.t)) {
        for note in wait.notes_at(s.t) {
            writeln!(out, "\n{note}")?;
        }
    }
    Ok(())
}

/// The answer as JSON; its rivals (a million for a long wait) are written one at a time.
struct JsonAnswer<'a> {
    /// Every key but "rivals".
    rest: serde_json::Value,
    rivals: &'a [Rival],
    zone: Zone,
}

impl serde::Serialize for JsonAnswer<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let rest = self.rest.as_object().expect("to_json builds an object");
        let rivals = RivalsJson(self.rivals, self.zone);
        let mut map = s.serialize_map(Some(rest.len() + 1))?;
        // In key order, as serde_json prints its own objects.
        let mut rivals_left = Some(&rivals);
        for (k, v) in rest {
            if k.as_str() > "rivals" {
                if let Some(r) = rivals_left.take() {
                    map.serialize_entry("rivals", r)?;
                }
            }
            map.serialize_entry(k, v)?;
        }
        if let Some(r) = rivals_left {
            map.serialize_entry("rivals", r)?;
        }
        map.end()
    }
}

struct RivalsJson<'a>(&'a [Rival], Zone);

impl serde::Serialize for RivalsJson<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let zone = self.1;
        s.collect_seq(self.0.iter().map(|r| {
            json!({
                "job_id": r.facts.job_id, "partition": &*r.facts.partition,
                "user": &*r.facts.user, "start": zone.format(r.facts.start_s), "class": r.class,
                "priority": r.priority, "yours": r.mine, "cpus": r.facts.cpus,
                "nodes": r.facts.nodes, "timelimit_s": r.facts.timelimit_s,
                "flags": r.facts.flags.as_deref(),
            })
        }))
    }
}

fn to_json<'a>(
    wait: &JobWait,
    segments: &[Segment],
    steps: &[Step],
    rivals: &'a [Rival],
    usage: &[Behind],
    top: &[(String, String, f64, f64)],
    zone: Zone,
) -> JsonAnswer<'a> {
    let f = &wait.facts;
    let rest = json!({
        "job_id": f.job_id,
        "user": f.user,
        "account": f.account,
        "qos": f.qos,
        "partitions": wait.partitions,
        "submit": zone.format(f.submit_s),
        "eligible": f.eligible_s.map(|t| zone.format(t)),
        "start": f.start_s.map(|t| zone.format(t)),
        "wait_s": wait.until - f.submit_s,
        "segments": segments.iter().map(|s| json!({
            "from": zone.format(s.from), "to": zone.format(s.to),
            "seconds": s.to - s.from, "what": s.what,
        })).collect::<Vec<_>>(),
        "steps": steps.iter().map(|s| json!({
            "time": zone.format(s.t), "partition": s.entry.partition,
            "priority": s.entry.priority, "rank": s.rank, "of": s.of,
            "terms": TERMS.iter().zip(s.entry.terms).map(|(t, v)| (t.to_string(), json!(v)))
                .collect::<serde_json::Map<_, _>>(),
            "rival_median": s.rival_median, "rival_max": s.rival_max,
        })).collect::<Vec<_>>(),
        "term_costs": steps.iter().filter(|s| !s.costs.is_empty()).max_by_key(|s| (s.rank, s.t))
            .map(|s| json!({
                "time": zone.format(s.t),
                "costs": s.costs.iter().map(|c| json!({
                    "term": c.term, "value": c.value, "rival_median": c.rival_median,
                    "rank": c.rank, "rank_with_median": c.rank_with_median, "places": c.places(),
                })).collect::<Vec<_>>(),
            })),
        "mean_places_lost": mean_costs(steps).into_iter()
            .map(|(t, m)| (t.to_string(), json!(m))).collect::<serde_json::Map<_, _>>(),
        "usage": usage.iter().map(|(who, used, shares, level)| json!({
            "who": who, "effective_usage": used, "norm_shares": shares, "level_fs": level,
        })).collect::<Vec<_>>(),
        "top_jobs": top.iter().map(|(id, user, u, share)| json!({
            "job_id": id, "user": user, "usage": u, "share": share,
        })).collect::<Vec<_>>(),
    });
    JsonAnswer { rest, rivals, zone }
}

fn plot_steps(path: &std::path::Path, job: &str, steps: &[Step], zone: Zone) -> anyhow::Result<()> {
    let series = |name: &str, f: &dyn Fn(&Step) -> Option<f64>| Series {
        name: name.to_string(),
        points: steps.iter().filter_map(|s| Some((s.t, f(s)?))).collect(),
    };
    let panels = [
        Panel {
            y_label: "priority".into(),
            series: vec![
                series(&format!("job {job}"), &|s| Some(s.entry.priority)),
                series("rivals' median", &|s| s.rival_median),
                series("rivals' highest", &|s| s.rival_max),
            ],
            inverted: false,
        },
        Panel {
            y_label: "rank".into(),
            series: vec![series(&format!("rank of job {job}"), &|s| {
                Some(s.rank as f64)
            })],
            inverted: true,
        },
    ];
    plot::draw(
        path,
        &format!("job {job}: priority against its rivals"),
        &panels,
        zone,
    )
}
