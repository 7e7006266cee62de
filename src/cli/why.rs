//! `fairtrace why JOBID` and `fairtrace timeline --job`: a job's wait (`replay::wait`).

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;

use super::{open_reader, Cli};
use crate::replay::wait;
use crate::report::{why, Format};

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

pub fn run(cli: &Cli, args: &WhyArgs) -> anyhow::Result<ExitCode> {
    let store = open_reader(cli)?;
    let answer = wait::explain(&cli.context(), &store, args.cluster.as_deref(), &args.job)?;
    let zone = cli.context().zone;
    let mut out = std::io::stdout().lock();
    match args.format {
        Format::Json => {
            serde_json::to_writer_pretty(&mut out, &why::to_json(&answer, zone))?;
            writeln!(out)?;
        }
        _ => why::write_text(&answer, zone, &mut out)?,
    }
    if let Some(path) = &args.plot {
        why::plot_steps(path, &answer.wait, &answer.steps, zone)?;
    }
    Ok(ExitCode::SUCCESS)
}
