//! `fairtrace sshare --at TIME`: what sshare printed at that moment.

use std::process::ExitCode;

use clap::Args;

use super::{open_reader, Cli};
use crate::command::sshare::{run as run_request, Request};
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

pub fn run(cli: &Cli, args: &SshareArgs) -> anyhow::Result<ExitCode> {
    let store = open_reader(cli)?;
    let ctx = cli.context();
    let fields = match &args.fields {
        Some(list) => Some(parse_fields(list).map_err(anyhow::Error::msg)?),
        None => None,
    };
    let layout = if args.parsable2 {
        Layout::ParsableNoEnding
    } else if args.parsable {
        Layout::Parsable
    } else {
        Layout::Aligned
    };
    let request = Request {
        at: ctx.parse_time(&args.at)?,
        cluster: args.cluster.clone(),
        all: args.all,
        long: args.long,
        accounts: args.accounts.clone(),
        users: args.users.clone(),
        // sshare asks for the caller's own rows unless -a or -u says otherwise.
        own: match &ctx.caller {
            Some(name) => name.clone(),
            None => std::env::var("USER").unwrap_or_default(),
        },
        fields,
        layout,
        header: !args.noheader,
        format: args.format,
        usage: args.usage.clone(),
    };
    run_request(&ctx, &store, &request, &mut std::io::stdout().lock())
}
