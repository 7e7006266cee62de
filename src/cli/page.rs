//! `fairtrace page`: a user's own page, as HTML on stdout (what `serve` hands a browser).

use std::io::Write;
use std::process::ExitCode;

use anyhow::bail;
use clap::Args;

use super::{open_reader, Cli};
use crate::replay::user_page;
use crate::report::user_page::page;

#[derive(Debug, Clone, Args)]
pub struct PageArgs {
    /// Whose page (the store's holder only; anyone else gets their own): default $USER.
    #[arg(long, short = 'u')]
    pub user: Option<String>,
    /// First moment (default: 30 days before --to).
    #[arg(long)]
    pub from: Option<String>,
    /// Last moment (default: now).
    #[arg(long, default_value = "now")]
    pub to: String,
    #[arg(long, short = 'M')]
    pub cluster: Option<String>,
}

pub fn run(cli: &Cli, args: &PageArgs) -> anyhow::Result<ExitCode> {
    let ctx = cli.context();
    let user = match (&ctx.caller, &args.user) {
        (Some(_), Some(_)) => bail!("--user: a caller's page is their own"),
        (Some(caller), None) => caller.clone(),
        (None, Some(u)) => u.clone(),
        (None, None) => std::env::var("USER").unwrap_or_default(),
    };
    let store = open_reader(cli)?;
    let to = ctx.parse_time(&args.to)?;
    let from = match &args.from {
        Some(f) => ctx.parse_time(f)?,
        None => to - 30 * 86_400,
    };
    let p = user_page(&ctx, &store, args.cluster.as_deref(), &user, (from, to))?;
    std::io::stdout()
        .lock()
        .write_all(page(&p, ctx.zone)?.as_bytes())?;
    Ok(ExitCode::SUCCESS)
}
