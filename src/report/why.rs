//! `why`'s answer in plain language, JSON and a picture, and `timeline --job`'s table.

use serde_json::json;

use crate::ingest::slurm_time::Zone;
use crate::model::queue::TERMS;
use crate::model::types::{Cell, Table};
use crate::replay::wait::{mean_costs, JobWait, Rival, Step, WaitAnswer};
use crate::replay::waits::JobsLike;
use crate::report::plot::{self, Mark, Panel, Series};

pub(crate) fn duration(s: i64) -> String {
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

/// The answer in plain language.
pub fn write_text(
    answer: &WaitAnswer,
    zone: Zone,
    out: &mut (impl std::io::Write + ?Sized),
) -> anyhow::Result<()> {
    let WaitAnswer {
        wait,
        segments,
        steps,
        rivals,
        hidden,
        usage,
        top,
        like,
    } = answer;
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
    if segments.is_empty() {
        // No stretch to show: the scheduler (or backfill) started it in its eligible second.
        let by = match f.flags.as_deref() {
            Some(fl) if fl.contains("SchedBackfill") => "backfill",
            _ => "the scheduler",
        };
        writeln!(
            out,
            "  nothing: {by} started it in the second it became eligible."
        )?;
    }
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
            "\nRank among the jobs waiting for its partitions (1 = next): {} → {} (best {}, worst {}), priority {} → {}.",
            a.rank,
            b.rank,
            best,
            worst,
            a.entry.priority,
            b.entry.priority
        )?;
        const KEY: &str = "  (taller = nearer the front)";
        let width = plot::terminal_width().saturating_sub(2 + KEY.len());
        writeln!(out, "  {}{KEY}", plot::sparkline(&ranks, width.max(8)))?;
    }
    if hidden.count > 0 {
        let range = hidden.priority.map_or(String::new(), |(lo, hi)| {
            format!(", priorities {lo:.0} to {hi:.0}")
        });
        let classes: Vec<String> = hidden
            .classes
            .iter()
            .map(|(c, n)| format!("{n} {c}"))
            .collect();
        writeln!(
            out,
            "\n{} jobs you may not see (PrivateData=jobs) started in its partitions while it waited{range}: {}.",
            hidden.count,
            classes.join(", ")
        )?;
    }
    if !rivals.is_empty() {
        writeln!(
            out,
            "\n{} jobs started in its partitions while it waited:",
            rivals.len()
        )?;
        let mut t = comfy_table::Table::new();
        t.load_style(super::TABLE_STYLE);
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
            let (rf, start) = (wait.rival_job(r), r.start_s);
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
                rf.alloc_cpus
                    .map_or(String::new(), |c| (c as i64).to_string()),
                rf.nodes.map_or(String::new(), |c| (c as i64).to_string()),
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
            let (rf, start) = (wait.rival_job(r), r.start_s);
            writeln!(
                out,
                "  {} had a lower priority but fit a gap: {} CPUs on {} node(s) for at most {}, {} before job {} started.",
                rf.job_id,
                rf.alloc_cpus.map_or(0, |c| c as i64),
                rf.nodes.map_or(0, |n| n as i64),
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
    writeln!(
        out,
        "\n{}",
        jobs_like_text(like, wait.until - wait.eligible())
    )?;
    if let Some(s) = steps.iter().max_by_key(|s| (s.rank, s.t)) {
        for note in wait.notes_at(s.t) {
            writeln!(out, "\n{note}")?;
        }
    }
    Ok(())
}

/// "Jobs like this one …": how long they waited, against this one's wait since eligible.
fn jobs_like_text(like: &JobsLike, waited_s: i64) -> String {
    let cpus = if like.size == "1" { "CPU" } else { "CPUs" };
    let what = format!(
        "partition {}, QOS {}, {} {cpus}, fairshare {} when eligible",
        like.partitions.join(" or "),
        like.qos,
        like.size,
        like.fairshare
    );
    let days = (like.to - like.from) / 86_400;
    match &like.stats {
        None => format!(
            "No job like this one ({what}) started in the {days} days before it became eligible."
        ),
        Some(s) => format!(
            "Jobs like this one ({what}) that started in the {days} days before it became \
             eligible: {} job{}, median wait {}, 90 % within {}, longest {}; this one waited {} \
             from eligible.",
            s.jobs,
            if s.jobs == 1 { "" } else { "s" },
            duration(s.p50_s.round() as i64),
            duration(s.p90_s.round() as i64),
            duration(s.max_s.round() as i64),
            duration(waited_s.max(0))
        ),
    }
}

/// The answer as JSON; its rivals (a million for a long wait) are written one at a time.
pub struct JsonAnswer<'a> {
    /// Every key but "rivals".
    rest: serde_json::Value,
    rivals: RivalsJson<'a>,
}

impl serde::Serialize for JsonAnswer<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let rest = self.rest.as_object().expect("to_json builds an object");
        let rivals = &self.rivals;
        let mut map = s.serialize_map(Some(rest.len() + 1))?;
        // In key order, as serde_json prints its own objects.
        let mut rivals_left = Some(rivals);
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

/// The rivals the caller may see, of the wait whose window holds their jobs.
pub struct RivalsJson<'a>(&'a [Rival], &'a JobWait, Zone);

impl serde::Serialize for RivalsJson<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let RivalsJson(rivals, wait, zone) = self;
        s.collect_seq(rivals.iter().map(|r| {
            let job = wait.rival_job(r);
            json!({
                "job_id": job.job_id, "partition": &*job.partition,
                "user": &*job.user, "start": zone.format(r.start_s), "class": r.class,
                "priority": r.priority, "yours": r.mine,
                "cpus": job.alloc_cpus.map(|c| c as i64),
                "nodes": job.nodes.map(|n| n as i64), "timelimit_s": job.timelimit_s,
                "flags": job.flags.as_deref(),
            })
        }))
    }
}

/// The answer as JSON.
pub fn to_json(answer: &WaitAnswer, zone: Zone) -> JsonAnswer<'_> {
    let WaitAnswer {
        wait,
        segments,
        steps,
        rivals,
        hidden,
        usage,
        top,
        like,
    } = answer;
    let f = &wait.facts;
    let rest = json!({
        "jobs_like": json!({
            "from": zone.format(like.from), "to": zone.format(like.to),
            "partitions": like.partitions, "qos": like.qos, "size": like.size,
            "fairshare": like.fairshare,
            "jobs": like.stats.as_ref().map_or(0, |s| s.jobs),
            "wait_p50_s": like.stats.as_ref().map(|s| s.p50_s),
            "wait_p90_s": like.stats.as_ref().map(|s| s.p90_s),
            "wait_max_s": like.stats.as_ref().map(|s| s.max_s),
        }),
        "hidden_rivals": json!({
            "count": hidden.count,
            "priority": hidden.priority.map(|(lo, hi)| json!({"lowest": lo, "highest": hi})),
            "classes": hidden.classes.iter().map(|(c, n)| json!({"why": c, "count": n}))
                .collect::<Vec<_>>(),
        }),
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
    JsonAnswer {
        rest,
        rivals: RivalsJson(rivals, wait, zone),
    }
}

/// The job's priority against its rivals' and its rank, over its wait, with its submission,
/// eligibility, start and end marked.
pub fn plot_steps(
    path: &std::path::Path,
    wait: &JobWait,
    steps: &[Step],
    zone: Zone,
) -> anyhow::Result<()> {
    let facts = &wait.facts;
    let job = &facts.job_id;
    let marks: Vec<Mark> = [
        ("submitted", Some(facts.submit_s)),
        (
            "eligible",
            facts.eligible_s.filter(|&e| e != facts.submit_s),
        ),
        ("started", facts.start_s),
        ("ended", facts.end_s),
    ]
    .into_iter()
    .filter_map(|(name, t)| {
        Some(Mark {
            t: t?,
            name: name.into(),
        })
    })
    .collect();
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
            integer: true,
            inverted: false,
        },
        Panel {
            y_label: "rank (1 = next in line)".into(),
            series: vec![series(&format!("rank of job {job}"), &|s| {
                Some(s.rank as f64)
            })],
            integer: true,
            inverted: true,
        },
    ];
    plot::draw(
        path,
        &format!("job {job}: priority against its rivals"),
        (&panels, &marks),
        zone,
    )
}

/// `timeline --job`'s table: the job's best row at each moment, its weighted terms, rank and
/// rivals.
pub fn steps_table(steps: &[Step], zone: Zone) -> Table {
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
    Table { columns, rows }
}

/// `timeline --job`'s last line: the rank's course as a sparkline, or why there is none.
pub fn write_rank_summary(
    wait: &JobWait,
    steps: &[Step],
    out: &mut (impl std::io::Write + ?Sized),
) -> anyhow::Result<()> {
    match (steps.first(), steps.last()) {
        (Some(a), Some(b)) => {
            let ranks: Vec<f64> = steps.iter().map(|s| -(s.rank as f64)).collect();
            let rest = format!(
                " {} → {} (of {}), priority {} → {}",
                a.rank, b.rank, b.of, a.entry.priority, b.entry.priority
            );
            let head = format!("job {}: rank ", wait.facts.job_id);
            let spark = plot::sparkline(&ranks, plot::fit(&[&head, &rest]));
            writeln!(out, "{head}{spark}{rest}")?;
        }
        _ => writeln!(
            out,
            "job {} was never waiting in the queue of {} (not eligible, or not pending)",
            wait.facts.job_id,
            wait.partitions.join(",")
        )?,
    }
    Ok(())
}
