//! `fairtrace check sshare|sprio|billing`: the reconstruction against what Slurm printed
//! (`replay::check`).

use clap::{Args, Subcommand};

use crate::command::check::Request;
use crate::replay::Context;

#[derive(Debug, Clone, Subcommand)]
pub enum CheckCommand {
    /// Compare `sshare -a -P` output (any -o columns, or `sshare -a [-l]` as printed) saved at
    /// --at with the reconstruction, row by row, every column as the file printed it.
    Sshare(CheckSshareArgs),
    /// Compare `sprio -l` output saved at --at with the reconstruction, row by row.
    Sprio(CheckSprioArgs),
    /// List every job whose billing, computed from its allocated TRES and its partition's
    /// TRESBillingWeights and truncated as Slurm does, differs from the recorded `billing=`.
    Billing(CheckBillingArgs),
}

#[derive(Debug, Clone, Args)]
pub struct CheckSprioArgs {
    /// `sprio -l` (or `sprio -l -h`) output.
    pub file: std::path::PathBuf,
    /// When sprio printed it.
    #[arg(long)]
    pub at: String,
    #[arg(long, short = 'M')]
    pub cluster: Option<String>,
    /// Largest difference accepted in each weighted factor (the total priority gets one more).
    #[arg(long, default_value_t = 1.0)]
    pub tolerance: f64,
}

#[derive(Debug, Clone, Args)]
pub struct CheckBillingArgs {
    #[arg(long, short = 'M')]
    pub cluster: Option<String>,
}

#[derive(Debug, Clone, Args)]
pub struct CheckSshareArgs {
    pub file: std::path::PathBuf,
    /// When sshare printed it.
    #[arg(long)]
    pub at: String,
    #[arg(long, short = 'M')]
    pub cluster: Option<String>,
    /// Column names of a file printed without a header (`sshare -n`): its `-o` list,
    /// comma-separated.
    #[arg(long)]
    pub columns: Option<String>,
    /// Largest relative error accepted in RawUsage, EffectvUsage, FairShare and LevelFS.
    #[arg(long, default_value_t = 0.001)]
    pub tolerance: f64,
}

impl CheckCommand {
    pub fn request(&self, ctx: &Context) -> anyhow::Result<Request> {
        Ok(match self {
            CheckCommand::Sshare(a) => Request::Sshare {
                file: a.file.clone(),
                at: ctx.parse_time(&a.at)?,
                columns: a.columns.as_deref().map(crate::ingest::sacct::column_list),
                cluster: a.cluster.clone(),
                tolerance: a.tolerance,
            },
            CheckCommand::Sprio(a) => Request::Sprio {
                file: a.file.clone(),
                at: ctx.parse_time(&a.at)?,
                cluster: a.cluster.clone(),
                tolerance: a.tolerance,
            },
            CheckCommand::Billing(a) => Request::Billing {
                cluster: a.cluster.clone(),
            },
        })
    }
}
