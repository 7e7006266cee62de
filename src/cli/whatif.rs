//! `fairtrace whatif --at TIME --set …`: the same history under other settings (or under
//! LSF's fairshare), side by side with what the configured settings give: each user's
//! fairshare and rank, each pending job's priority and queue position, and who moved most.

use std::process::ExitCode;

use anyhow::bail;
use clap::Args;

use super::{open_reader, Cli};
use crate::replay::whatif;
use crate::report::{self, Format};

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

pub fn run(cli: &Cli, args: &WhatifArgs) -> anyhow::Result<ExitCode> {
    if cli.set.is_empty() {
        bail!("what if what? give the changes with --set KEY=VALUE (e.g. --set PriorityDecayHalfLife=14-0, --set FairshareModel=lsf)");
    }
    let store = open_reader(cli)?;
    let ctx = cli.context();
    let at = ctx.parse_time(&args.at)?;
    let cmp = whatif::compare(&ctx, &store, args.cluster.as_deref(), at)?;
    let changes: Vec<String> = cli.set.iter().map(|(k, v)| format!("{k}={v}")).collect();
    let mut out = std::io::stdout().lock();
    report::whatif::write(&cmp, &changes, (args.format, args.top), &mut out)?;
    Ok(ExitCode::SUCCESS)
}
