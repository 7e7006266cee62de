//! `fairtrace whatif --at TIME --set …`: the same history under other settings (or under
//! LSF's fairshare), side by side with what the configured settings give: each user's
//! fairshare and rank, each pending job's priority and queue position, and who moved most.

use std::collections::HashMap;
use std::io::Write;
use std::process::ExitCode;

use anyhow::bail;
use clap::Args;

use super::bqueues::lsf_usage;
use super::{open_store, Cli};
use crate::ingest::settings::lsf_params;
use crate::model::queue::Queue;
use crate::model::types::{Cell, Table};
use crate::model::{fairshare, lsf};
use crate::replay::inputs;
use crate::replay::QueueModel;
use crate::report::{self, Format};
use crate::store::Store;

#[derive(Debug, Clone, Args)]
pub struct WhatifArgs {
    /// The moment: @EPOCH, now, 2026-10-01T12:00, …
    #[arg(long)]
    pub at: String,
    #[arg(long, short = 'M')]
    pub cluster: Option<String>,
    /// How many of the largest movers the summary names.
    #[arg(long, default_value_t = 5)]
    pub top: usize,
    /// Output format: table, csv or json.
    #[arg(long, default_value = "table")]
    pub format: Format,
}

/// Per user association: (node, value now, rank now, value changed, rank changed).
type UserRow = (usize, Option<f64>, usize, Option<f64>, usize);

/// A pending job's place: (priority, position in the scheduler's order, user).
type Place = (f64, usize, String);

/// Fairshare factor and rank of every user association under `cli`'s settings.
fn slurm_users(
    cli: &Cli,
    store: &Store,
    cluster: Option<&str>,
    at: i64,
) -> anyhow::Result<HashMap<usize, (Option<f64>, usize)>> {
    let inp = inputs(&cli.context(), store, cluster, at, Some(at))?;
    let usage = inp.usage_at(at);
    let fs = inp.fairshare_at(
        (&usage, None),
        at,
        &inp.classic_events(store, usage.cycle, at)?,
    );
    let ranks = fairshare::ranks(&inp.tree, &fs);
    Ok((0..inp.tree.nodes.len())
        .filter(|&i| inp.tree.nodes[i].is_user())
        .map(|i| (i, (fs[i].fairshare, ranks[i].map_or(0, |r| r.0))))
        .collect())
}

/// Each pending (job, partition) → (priority, position in the scheduler's order).
fn queue_positions(
    cli: &Cli,
    store: &Store,
    cluster: Option<&str>,
    at: i64,
) -> anyhow::Result<HashMap<(String, String), Place>> {
    let pending =
        QueueModel::load(&cli.context(), store, cluster, at, at)?.pending_at(store, at)?;
    let (entries, rows) = pending.queue();
    let queue = Queue::new(entries);
    Ok(queue
        .order()
        .iter()
        .enumerate()
        .map(|(pos, &k)| {
            let e = &queue.entries[k];
            let user = pending.lines[rows[k]].user.clone();
            (
                (e.job_id.clone(), e.partition.clone()),
                (e.priority, pos + 1, user),
            )
        })
        .collect())
}

pub fn run(cli: &Cli, args: &WhatifArgs) -> anyhow::Result<ExitCode> {
    if cli.set.is_empty() {
        bail!("what if what? give the changes with --set KEY=VALUE (e.g. --set PriorityDecayHalfLife=14-0, --set FairshareModel=lsf)");
    }
    let store = open_store(cli)?;
    let at = cli.context().parse_time(&args.at)?;
    let cluster = args.cluster.as_deref();
    let now_cli = Cli {
        set: Vec::new(),
        ..cli.clone()
    };
    let lsf = lsf_params(&cli.set).map_err(anyhow::Error::msg)?;
    let now = slurm_users(&now_cli, &store, cluster, at)?;
    let changed: HashMap<usize, (Option<f64>, usize)> = match &lsf {
        None => slurm_users(cli, &store, cluster, at)?,
        Some(p) => {
            let inp = inputs(&cli.context(), &store, cluster, at, Some(at))?;
            let used = lsf_usage(&inp, &store, at, p)?;
            lsf::user_order(&inp.tree, &used, p)
                .into_iter()
                .enumerate()
                .map(|(pos, i)| {
                    let shares = f64::from(inp.tree.nodes[i].raw_shares.unwrap_or(0));
                    (
                        i,
                        (Some(lsf::dynamic_priority(shares, &used[i], p)), pos + 1),
                    )
                })
                .collect()
        }
    };
    let tree = inputs(&now_cli.context(), &store, cluster, at, Some(at))?.tree;
    let mut users: Vec<UserRow> = now
        .iter()
        .map(|(&i, &(v, r))| {
            let (cv, cr) = changed.get(&i).copied().unwrap_or((None, 0));
            (i, v, r, cv, cr)
        })
        .collect();
    users.sort_by_key(|u| (u.2, u.0));
    let value = |v: Option<f64>| v.map_or(Cell::Null, |x| Cell::Float((x * 1e6).round() / 1e6));
    let changed_name = if lsf.is_some() {
        "LSF_PRIORITY"
    } else {
        "FAIRSHARE_CHANGED"
    };
    let user_table = Table {
        columns: [
            "ACCOUNT",
            "USER",
            "FAIRSHARE",
            "RANK",
            changed_name,
            "RANK_CHANGED",
            "MOVE",
        ]
        .map(String::from)
        .to_vec(),
        rows: users
            .iter()
            .map(|&(i, v, r, cv, cr)| {
                let n = &tree.nodes[i];
                vec![
                    Cell::Text(n.account.clone()),
                    Cell::Text(n.user.clone()),
                    value(v),
                    Cell::Int(r as i64),
                    value(cv),
                    Cell::Int(cr as i64),
                    Cell::Int(r as i64 - cr as i64),
                ]
            })
            .collect(),
    };
    // Jobs: only where both sides are Slurm's multifactor priority.
    let jobs_table = if lsf.is_none() {
        let before = queue_positions(&now_cli, &store, cluster, at)?;
        let after = queue_positions(cli, &store, cluster, at)?;
        let mut rows: Vec<(&(String, String), &Place, Option<&Place>)> =
            before.iter().map(|(k, b)| (k, b, after.get(k))).collect();
        rows.sort_by_key(|r| r.1 .1);
        Some(Table {
            columns: [
                "JOBID",
                "PARTITION",
                "USER",
                "PRIORITY",
                "POSITION",
                "PRIORITY_CHANGED",
                "POSITION_CHANGED",
                "MOVE",
            ]
            .map(String::from)
            .to_vec(),
            rows: rows
                .iter()
                .map(|(k, b, a)| {
                    vec![
                        Cell::Text(k.0.clone()),
                        Cell::Text(k.1.clone()),
                        Cell::Text(b.2.clone()),
                        Cell::Int(b.0 as i64),
                        Cell::Int(b.1 as i64),
                        a.map_or(Cell::Null, |a| Cell::Int(a.0 as i64)),
                        a.map_or(Cell::Null, |a| Cell::Int(a.1 as i64)),
                        a.map_or(Cell::Null, |a| Cell::Int(b.1 as i64 - a.1 as i64)),
                    ]
                })
                .collect(),
        })
    } else {
        None
    };
    // The largest movers: users by rank, jobs by queue position.
    let mut movers: Vec<String> = Vec::new();
    let mut by_move = users.clone();
    by_move.sort_by_key(|u| std::cmp::Reverse((u.2 as i64 - u.4 as i64).abs()));
    for &(i, _, r, _, cr) in by_move.iter().take(args.top).filter(|u| u.2 != u.4) {
        let n = &tree.nodes[i];
        movers.push(format!("user {} ({}): rank {r} → {cr}", n.user, n.account));
    }
    if let Some(t) = &jobs_table {
        let mut rows: Vec<&Vec<Cell>> = t
            .rows
            .iter()
            .filter(|r| !matches!(r[7], Cell::Int(0) | Cell::Null))
            .collect();
        rows.sort_by_key(|r| std::cmp::Reverse(if let Cell::Int(m) = r[7] { m.abs() } else { 0 }));
        for r in rows.iter().take(args.top) {
            if let (Cell::Text(id), Cell::Text(part), Cell::Int(p), Cell::Int(cp)) =
                (&r[0], &r[1], &r[4], &r[6])
            {
                movers.push(format!("job {id} ({part}): position {p} → {cp}"));
            }
        }
    }
    let changes: Vec<String> = cli.set.iter().map(|(k, v)| format!("{k}={v}")).collect();
    let mut out = std::io::stdout().lock();
    match args.format {
        Format::Json => {
            let json = |t: &Table| -> serde_json::Value {
                let mut buf = Vec::new();
                let _ = report::write(t, Format::Json, &mut buf);
                serde_json::from_slice(&buf).unwrap_or_default()
            };
            let v = serde_json::json!({
                "changes": changes,
                "users": json(&user_table),
                "jobs": jobs_table.as_ref().map(json),
                "movers": movers,
            });
            serde_json::to_writer_pretty(&mut out, &v)?;
            writeln!(out)?;
        }
        f => {
            if f == Format::Table {
                writeln!(
                    out,
                    "What if: {} (against the configured settings)",
                    changes.join(" ")
                )?;
            }
            report::write(&user_table, f, &mut out)?;
            if let Some(t) = &jobs_table {
                writeln!(out)?;
                report::write(t, f, &mut out)?;
            }
            if f == Format::Table {
                writeln!(out, "Largest movers:")?;
                for m in &movers {
                    writeln!(out, "  {m}")?;
                }
                if lsf.is_some() {
                    writeln!(out, "  (LSF orders jobs by their users' dynamic priority: jobs are not compared one by one)")?;
                }
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}
