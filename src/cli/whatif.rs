//! `fairtrace whatif --at TIME --set …`: the same history under other settings (or under
//! LSF's fairshare), side by side with what the configured settings give: each user's
//! fairshare and rank, each pending job's priority and queue position, and who moved most.

use clap::Args;

use crate::command::whatif::Request;
use crate::replay::Context;
use crate::report::Format;

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

impl WhatifArgs {
    /// The request, with the changes `--set` asks.
    pub fn request(&self, ctx: &Context, set: &[(String, String)]) -> anyhow::Result<Request> {
        Ok(Request {
            at: ctx.parse_time(&self.at)?,
            cluster: self.cluster.clone(),
            top: self.top,
            format: self.format,
            changes: set.iter().map(|(k, v)| format!("{k}={v}")).collect(),
        })
    }
}
