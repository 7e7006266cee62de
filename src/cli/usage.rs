//! `fairtrace usage --at TIME --by user|account [-T TRES,…]`: decayed usage per TRES, as the
//! association manager would hold it (TRES-seconds, decayed like RawUsage).

use std::process::ExitCode;

use clap::{Args, ValueEnum};

use super::{open_reader, Cli};
use crate::replay::usage::tres_usage;
use crate::report::{self, Format};

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

pub fn run(cli: &Cli, args: &UsageArgs) -> anyhow::Result<ExitCode> {
    let store = open_reader(cli)?;
    let at = cli.context().parse_time(&args.at)?;
    let u = tres_usage(
        &cli.context(),
        &store,
        args.cluster.as_deref(),
        at,
        &args.tres,
    )?;
    let table = report::usage::table(&u, args.by == By::User);
    report::write(&table, args.format, &mut std::io::stdout().lock())?;
    Ok(ExitCode::SUCCESS)
}
