//! `fairtrace squeue --at TIME`: the pending jobs in the order the scheduler considered them
//! then (spec §7: partition PriorityTier, priority, submit time, job id), with their rank.

use std::process::ExitCode;

use clap::Args;

use super::{open_store, Cli};
use crate::model::queue::Queue;
use crate::model::types::{Cell, Table};
use crate::report::{self, Format};

#[derive(Debug, Clone, Args)]
pub struct SqueueArgs {
    /// The moment: @EPOCH, now, now-7days, 2026-10-01, 2026-10-01T12:00[:00] (local time).
    #[arg(long)]
    pub at: String,
    #[arg(long, short = 'M')]
    pub cluster: Option<String>,
    /// Output format: table, csv or json.
    #[arg(long, default_value = "table")]
    pub format: Format,
}

pub fn run(cli: &Cli, args: &SqueueArgs) -> anyhow::Result<ExitCode> {
    let store = open_store(cli)?;
    let at = cli.context().parse_time(&args.at)?;
    let pending = crate::replay::pending_at(&cli.context(), &store, args.cluster.as_deref(), at)?;
    let (entries, rows) = pending.queue();
    let order: Vec<usize> = Queue::new(entries)
        .order()
        .iter()
        .map(|&k| rows[k])
        .collect();
    let (lines, meta) = (&pending.lines, &pending.meta);
    let zone = cli.context().zone;
    let table = Table {
        columns: [
            "RANK",
            "JOBID",
            "PARTITION",
            "TIER",
            "USER",
            "ACCOUNT",
            "QOS",
            "PRIORITY",
            "SUBMIT_TIME",
        ]
        .map(String::from)
        .to_vec(),
        rows: order
            .iter()
            .enumerate()
            .map(|(rank, &i)| {
                let m = &meta[i];
                vec![
                    Cell::Int(rank as i64 + 1),
                    Cell::Text(lines[i].job_id.clone()),
                    Cell::Text(lines[i].partition.clone()),
                    Cell::Int(m.tier),
                    Cell::Text(lines[i].user.clone()),
                    Cell::Text(m.account.to_string()),
                    Cell::Text(m.qos.to_string()),
                    Cell::Int(i64::from(m.priority)),
                    Cell::Text(zone.format(m.submit)),
                ]
            })
            .collect(),
    };
    report::write(&table, args.format, &mut std::io::stdout().lock())?;
    Ok(ExitCode::SUCCESS)
}
