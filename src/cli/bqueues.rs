//! `fairtrace bqueues -l --at TIME --set FairshareModel=lsf`: the history under LSF's
//! fairshare, printed as LSF's `bqueues -l` prints its SHARE_INFO blocks.

use std::process::ExitCode;

use clap::Args;

use super::{open_reader, Cli};
use crate::replay::{inputs, lsf};
use crate::report::bqueues;

#[derive(Debug, Clone, Args)]
pub struct BqueuesArgs {
    /// Long listing (the SHARE_INFO blocks); the only listing there is.
    #[arg(short = 'l')]
    pub long: bool,
    /// The moment: @EPOCH, now, 2026-10-01T12:00, …
    #[arg(long)]
    pub at: String,
    #[arg(long, short = 'M')]
    pub cluster: Option<String>,
}

pub fn run(cli: &Cli, args: &BqueuesArgs) -> anyhow::Result<ExitCode> {
    let store = open_reader(cli)?;
    let ctx = cli.context();
    let at = ctx.parse_time(&args.at)?;
    let inp = inputs(&ctx, &store, args.cluster.as_deref(), at, Some(at))?;
    let p = lsf::params(&ctx)?;
    let used = lsf::lsf_usage(&inp, &store, at, &p)?;
    let mut out = std::io::stdout().lock();
    bqueues::write(&inp.cluster, &inp.tree, (&used, &p), &mut out)?;
    Ok(ExitCode::SUCCESS)
}
