//! `fairtrace usage --at TIME --by user|account [-T TRES,…]`: decayed usage per TRES, as the
//! association manager would hold it (TRES-seconds, decayed like RawUsage).

use clap::{Args, ValueEnum};

use crate::command::usage::Request;
use crate::replay::Context;
use crate::report::Format;

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum By {
    User,
    Account,
}

#[derive(Debug, Clone, Args)]
pub struct UsageArgs {
    /// The moment: @EPOCH, now, now-7days, 2026-10-01, 2026-10-01T12:00[:00] (local time).
    #[arg(long)]
    pub at: String,
    /// One row per user (over all their associations) or per account (with sub-accounts).
    #[arg(long, value_enum, default_value = "account")]
    pub by: By,
    /// TRES to show (default: billing and every TRES the jobs were charged for).
    #[arg(short = 'T', long = "tres", value_delimiter = ',')]
    pub tres: Vec<String>,
    #[arg(long, short = 'M')]
    pub cluster: Option<String>,
    /// Output format: table, csv or json.
    #[arg(long, default_value = "table")]
    pub format: Format,
}

impl UsageArgs {
    pub fn request(&self, ctx: &Context) -> anyhow::Result<Request> {
        Ok(Request {
            at: ctx.parse_time(&self.at)?,
            by_user: self.by == By::User,
            tres: self.tres.clone(),
            cluster: self.cluster.clone(),
            format: self.format,
        })
    }
}
