//! `fairtrace squeue --at TIME`: the pending jobs in the order the scheduler considered them
//! then (spec §7: partition PriorityTier, priority, submit time, job id), with their rank.

use clap::Args;

use crate::command::squeue::Request;
use crate::replay::Context;
use crate::report::Format;

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

impl SqueueArgs {
    pub fn request(&self, ctx: &Context) -> anyhow::Result<Request> {
        Ok(Request {
            at: ctx.parse_time(&self.at)?,
            cluster: self.cluster.clone(),
            format: self.format,
        })
    }
}
