//! `fairtrace sshare --at TIME`: what sshare printed at that moment.

use std::process::ExitCode;

use clap::Args;

use super::{open_reader, Cli};
use crate::replay::{access, inputs, lake::usage_from_file, lines_at, lines_with_usage, TresLists};
use crate::report::sshare::{default_fields, parse_fields, printed, table, write, Field, Layout};
use crate::report::{self, Format};

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

/// What a reader of the rows must know about their inputs (`Inputs::warnings`), on stderr.
pub fn warn_about(warnings: &[String]) {
    for w in warnings {
        eprintln!("{w}");
    }
}

pub fn run(cli: &Cli, args: &SshareArgs) -> anyhow::Result<ExitCode> {
    let store = open_reader(cli)?;
    let at = cli.context().parse_time(&args.at)?;
    let fields = match &args.fields {
        Some(list) => Some(parse_fields(list).map_err(anyhow::Error::msg)?),
        None => None,
    };
    let asked = |field: Field| {
        fields
            .as_ref()
            .is_some_and(|f| f.iter().any(|(f, _)| *f == field))
    };
    let tres = TresLists {
        raw: asked(Field::GrpTresRaw),
        // sshare -l lists TRESRunMins.
        run: asked(Field::TresRunMins) || (fields.is_none() && args.long),
    };
    let inp = inputs(
        &cli.context(),
        &store,
        args.cluster.as_deref(),
        at,
        Some(at),
    )?;
    warn_about(&inp.warnings());
    let (all, fair_tree) = match &args.usage {
        Some(file) => {
            let usage = usage_from_file(&inp, &store, file, at)?;
            lines_with_usage(&inp, &store, at, tres, usage)?
        }
        None => lines_at(&inp, &store, at, tres)?,
    };
    let scope = access::scope(&cli.context(), &store, Some(&inp.cluster))?;
    // sshare asks for the caller's own rows unless -a or -u says otherwise.
    let me = match &cli.as_user {
        Some(name) => name.clone(),
        None => std::env::var("USER").unwrap_or_default(),
    };
    let lines = printed(all, |n| {
        let account_ok = args.accounts.is_empty() || args.accounts.contains(&n.account);
        // Account rows always show; user rows those asked for (sshare: the caller's).
        let user_ok = n.user.is_empty()
            || if args.users.is_empty() {
                args.all || n.user == me
            } else {
                args.users.contains(&n.user)
            };
        let allowed = scope
            .as_ref()
            .is_none_or(|s| s.sees_shares_row(&n.account, &n.user));
        account_ok && user_ok && allowed
    });
    let has_partitions = lines.iter().any(|n| !n.partition.is_empty());
    let fields = match fields {
        Some(f) => f,
        None => default_fields(args.long, fair_tree, has_partitions),
    };
    let mut out = std::io::stdout().lock();
    match args.format {
        Format::Table => {
            let layout = if args.parsable2 {
                Layout::ParsableNoEnding
            } else if args.parsable {
                Layout::Parsable
            } else {
                Layout::Aligned
            };
            write(&lines, &fields, layout, !args.noheader, &mut out)?;
        }
        other => report::write(&table(&lines, &fields), other, &mut out)?,
    }
    Ok(ExitCode::SUCCESS)
}
