//! `fairtrace sprio --at TIME`: the pending jobs' priority factors at that moment, as sprio
//! printed them.

use std::io::Write;
use std::process::ExitCode;

use anyhow::anyhow;
use clap::Args;

use super::{open_reader, Cli};
use crate::model::version::SlurmVersion;
use crate::replay::{access, Pending};
use crate::report::sprio::{
    check_format, default_format, long_format, normalized, write, write_weights,
};
use crate::report::{self, Format};

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

pub fn run(cli: &Cli, args: &SprioArgs) -> anyhow::Result<ExitCode> {
    let store = open_reader(cli)?;
    let at = cli.context().parse_time(&args.at)?;
    let Pending {
        mut lines,
        weights,
        tres_weighted,
        tres_text,
        version,
        ..
    } = crate::replay::pending_at(&cli.context(), &store, args.cluster.as_deref(), at)?;
    let scope = access::scope(&cli.context(), &store, args.cluster.as_deref())?;
    lines.retain(|l| {
        scope
            .as_ref()
            .is_none_or(|s| s.sees_job(&l.user, &l.account))
    });
    // sprio.c: asked for jobs, it says it found none when the controller sent none — before
    // 23.11 the controller kept only those asked for, since it sends every job and sprio
    // picks them.
    let none_sent = !args.jobs.is_empty()
        && match version.is_some_and(SlurmVersion::sprio_picks_jobs_itself) {
            true => lines.is_empty(),
            false => !lines.iter().any(|l| {
                args.jobs.contains(&l.job_id)
                    && (args.users.is_empty() || args.users.contains(&l.user))
                    && (args.partitions.is_empty() || args.partitions.contains(&l.partition))
            }),
        };
    lines.retain(|l| {
        (args.jobs.is_empty() || args.jobs.contains(&l.job_id))
            && (args.users.is_empty() || args.users.contains(&l.user))
            && (args.partitions.is_empty() || args.partitions.contains(&l.partition))
    });
    let format = match (&args.format_string, args.long) {
        (Some(f), _) => f.clone(),
        (None, true) => long_format(version).to_string(),
        (None, false) => default_format(&weights, tres_weighted, !args.users.is_empty()),
    };
    let format = if args.norm {
        normalized(&format)
    } else {
        format
    };
    check_format(&format).map_err(|e| anyhow!(e))?;
    let mut out = std::io::stdout().lock();
    if args.weights {
        write_weights(&format, &weights, &tres_text, &mut out)?;
        return Ok(ExitCode::SUCCESS);
    }
    match args.format {
        Format::Table if none_sent => {
            writeln!(out, "Unable to find jobs matching user/id(s) specified")?
        }
        Format::Table => write(&lines, &format, args.noheader, &mut out)?,
        other => report::write(&crate::report::sprio::table(&lines), other, &mut out)?,
    }
    Ok(ExitCode::SUCCESS)
}
