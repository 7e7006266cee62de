//! `fairtrace sprio --at TIME`: the pending jobs' priority factors at that moment, as sprio
//! printed them.

use clap::Args;

use crate::command::sprio::Request;
use crate::replay::Context;
use crate::report::Format;

#[derive(Debug, Clone, Args)]
#[command(disable_help_flag = true)]
pub struct SprioArgs {
    /// Print help (sprio uses -h for --noheader).
    #[arg(long, action = clap::ArgAction::Help)]
    pub help: Option<bool>,
    /// The moment: @EPOCH, now, now-7days, 2026-10-01, 2026-10-01T12:00[:00] (local time).
    #[arg(long)]
    pub at: String,
    #[arg(long, short = 'M')]
    pub cluster: Option<String>,
    /// Long listing: every factor, user and nice.
    #[arg(short = 'l', long = "long")]
    pub long: bool,
    /// Only these jobs (comma-separated ids).
    #[arg(short = 'j', long = "jobs", value_delimiter = ',')]
    pub jobs: Vec<String>,
    /// Only these users.
    #[arg(short = 'u', long = "user", value_delimiter = ',')]
    pub users: Vec<String>,
    /// Only these partitions.
    #[arg(short = 'p', long = "partition", value_delimiter = ',')]
    pub partitions: Vec<String>,
    /// Output format, as sprio's -o (`%i %r %u %Y %y %a %A %b %B %f %F %j %J %p %P %q %Q %N %S %t %T`).
    #[arg(short = 'o', long = "format-string")]
    pub format_string: Option<String>,
    /// No header.
    #[arg(short = 'h', long = "noheader")]
    pub noheader: bool,
    /// Normalized factors (0..1) instead of weighted ones.
    #[arg(short = 'n', long = "norm")]
    pub norm: bool,
    /// Print the weights only.
    #[arg(short = 'w', long = "weights")]
    pub weights: bool,
    /// Output format: table (sprio's own layout), csv or json.
    #[arg(long, default_value = "table")]
    pub format: Format,
}

impl SprioArgs {
    pub fn request(&self, ctx: &Context) -> anyhow::Result<Request> {
        Ok(Request {
            at: ctx.parse_time(&self.at)?,
            cluster: self.cluster.clone(),
            long: self.long,
            jobs: self.jobs.clone(),
            users: self.users.clone(),
            partitions: self.partitions.clone(),
            format_string: self.format_string.clone(),
            noheader: self.noheader,
            norm: self.norm,
            weights: self.weights,
            format: self.format,
        })
    }
}
