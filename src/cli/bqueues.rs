//! `fairtrace bqueues -l --at TIME --set FairshareModel=lsf`: the history under LSF's
//! fairshare, printed as LSF's `bqueues -l` prints its SHARE_INFO blocks.

use clap::Args;

use crate::command::bqueues::Request;
use crate::replay::Context;

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

impl BqueuesArgs {
    pub fn request(&self, ctx: &Context) -> anyhow::Result<Request> {
        Ok(Request {
            at: ctx.parse_time(&self.at)?,
            cluster: self.cluster.clone(),
        })
    }
}
