//! `fairtrace gen`: write a synthetic, self-consistent history.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;
use clap::Args;

use crate::gen::{generate, GenConfig};

#[derive(Debug, Clone, Args)]
pub struct GenArgs {
    /// Job allocations to write (array tasks count one each).
    #[arg(long, default_value_t = 5000)]
    pub jobs: u64,
    /// Random seed: the same seed writes the same bytes.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Days of history, starting 2026-08-01 (UTC).
    #[arg(long, default_value_t = 60, value_parser = clap::value_parser!(i64).range(1..=36500))]
    pub days: i64,
    /// Write allocations only (like sacct -X), no .batch/.extern steps.
    #[arg(long)]
    pub allocations_only: bool,
    /// Multiply the mean waits (a busier cluster: more jobs pending at once).
    #[arg(long, default_value_t = 1.0)]
    pub wait_scale: f64,
    /// Output directory.
    #[arg(long)]
    pub out: PathBuf,
}

pub fn run(args: &GenArgs) -> anyhow::Result<ExitCode> {
    let cfg = GenConfig {
        jobs: args.jobs,
        seed: args.seed,
        days: args.days,
        allocations_only: args.allocations_only,
        wait_scale: args.wait_scale,
    };
    generate(&cfg, &args.out).with_context(|| format!("writing {}", args.out.display()))?;
    println!(
        "wrote sacct.psv, assoc.psv, qos.psv and slurm.conf to {}",
        args.out.display()
    );
    Ok(ExitCode::SUCCESS)
}
