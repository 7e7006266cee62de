//! `fairtrace sshare --at TIME`: what sshare printed at that moment.

use clap::Args;

use crate::command::sshare::Request;
use crate::replay::Context;
use crate::report::sshare::{parse_fields, Layout};
use crate::report::Format;

#[derive(Debug, Clone, Args)]
pub struct SshareArgs {
    /// The moment: @EPOCH, now, now-7days, 2026-10-01, 2026-10-01T12:00[:00] (local time).
    #[arg(long)]
    pub at: String,
    /// Cluster (needed when several are loaded).
    #[arg(long, short = 'M')]
    pub cluster: Option<String>,
    /// All users (without it, only the rows of --users, or of $USER).
    #[arg(short = 'a', long = "all")]
    pub all: bool,
    /// Long listing: NormUsage, LevelFS, GrpTRESMins, TRESRunMins.
    #[arg(short = 'l', long = "long")]
    pub long: bool,
    /// Only these accounts (comma-separated).
    #[arg(short = 'A', long = "accounts", value_delimiter = ',')]
    pub accounts: Vec<String>,
    /// Only these users (comma-separated).
    #[arg(short = 'u', long = "users", value_delimiter = ',')]
    pub users: Vec<String>,
    /// Fields to print, as sshare's -o (abbreviations and %WIDTH allowed).
    #[arg(short = 'o', long = "format-fields")]
    pub fields: Option<String>,
    /// Parsable: `|` between fields.
    #[arg(short = 'P', long = "parsable2")]
    pub parsable2: bool,
    /// Parsable: `|` after every field.
    #[arg(short = 'p', long = "parsable")]
    pub parsable: bool,
    /// No header.
    #[arg(short = 'n', long = "noheader")]
    pub noheader: bool,
    /// Output format: table (sshare's own layout), csv or json.
    #[arg(long, default_value = "table")]
    pub format: Format,
    /// Every association's usage at the moment from this Parquet file (columns account,
    /// user, raw_usage; optionally cluster, partition, cycle_usage), e.g. written by
    /// queries/lake/usage.sql on Spark, instead of computing it from the jobs.
    #[arg(long, value_name = "FILE.parquet")]
    pub usage: Option<std::path::PathBuf>,
}

impl SshareArgs {
    pub fn request(&self, ctx: &Context) -> anyhow::Result<Request> {
        let fields = match &self.fields {
            Some(list) => Some(parse_fields(list).map_err(anyhow::Error::msg)?),
            None => None,
        };
        let layout = if self.parsable2 {
            Layout::ParsableNoEnding
        } else if self.parsable {
            Layout::Parsable
        } else {
            Layout::Aligned
        };
        Ok(Request {
            at: ctx.parse_time(&self.at)?,
            cluster: self.cluster.clone(),
            all: self.all,
            long: self.long,
            accounts: self.accounts.clone(),
            users: self.users.clone(),
            // sshare asks for the caller's own rows unless -a or -u says otherwise.
            own: match &ctx.caller {
                Some(name) => name.clone(),
                None => std::env::var("USER").unwrap_or_default(),
            },
            fields,
            layout,
            header: !self.noheader,
            format: self.format,
            usage: self.usage.clone(),
        })
    }
}
