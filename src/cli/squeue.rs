//! `fairtrace squeue --at TIME`: the pending jobs in the order the scheduler considered them
//! then (spec §7: partition PriorityTier, priority, submit time, job id), with their rank.

use std::process::ExitCode;

use clap::Args;

use super::{open_reader, Cli};
use crate::replay::access;
use crate::report::sprio::queue_table;
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
    let store = open_reader(cli)?;
    let at = cli.context().parse_time(&args.at)?;
    let pending = crate::replay::pending_at(&cli.context(), &store, args.cluster.as_deref(), at)?;
    // Ranks stay those of the whole queue; the rows are those the caller may see.
    let scope = access::scope(&cli.context(), &store, args.cluster.as_deref())?;
    let shown = |l: &crate::replay::SprioLine| {
        scope
            .as_ref()
            .is_none_or(|s| s.sees_job(&l.user, &l.account))
    };
    let table = queue_table(&pending, &pending.order(), shown, cli.context().zone);
    report::write(&table, args.format, &mut std::io::stdout().lock())?;
    Ok(ExitCode::SUCCESS)
}
