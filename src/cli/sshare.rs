//! `fairtrace sshare --at TIME`: what sshare printed at that moment.

use std::process::ExitCode;

use clap::Args;

use super::snapshot::{inputs, parse_time};
use super::{open_store, Cli};
use crate::model::fairshare::{self, Algorithm};
use crate::model::usage::assoc_usage;
use crate::report::sshare::{default_fields, parse_fields, table, write, Layout, SshareLine};
use crate::report::{self, Format};
use crate::store::Store;

#[derive(Debug, Args)]
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
}

/// Every sshare row at `at`, in sshare's order, and whether Fair Tree produced them.
pub fn lines_at(
    cli: &Cli,
    store: &Store,
    cluster: Option<&str>,
    at: i64,
) -> anyhow::Result<(Vec<SshareLine>, bool)> {
    let inp = inputs(cli, store, cluster, at)?;
    if let Some(w) = inp.phase.warning(inp.params.cycles.period_s) {
        eprintln!("{w}");
    }
    if inp.unmatched_jobs > 0 {
        eprintln!("warning: {} jobs belong to associations missing from the tree; their usage is not counted", inp.unmatched_jobs);
    }
    let usage = assoc_usage(&inp.tree, &inp.charges, &inp.params, at);
    let fs = fairshare::compute(&inp.tree, &usage.at_cycle, inp.settings.algorithm);
    let tree = &inp.tree;
    let fair_tree = inp.settings.algorithm == Algorithm::FairTree;
    let lines = tree
        .sshare_order()
        .into_iter()
        .map(|i| {
            let n = &tree.nodes[i];
            let row = &fs[i];
            SshareLine {
                cluster: inp.cluster.clone(),
                assoc_id: n.assoc_id,
                account: n.account.clone(),
                user: n.user.clone(),
                partition: n.partition.clone(),
                depth: n.depth,
                raw_shares: (i != tree.root).then_some(n.raw_shares),
                norm_shares: row.norm_shares,
                raw_usage: usage.live[i],
                norm_usage: row.usage_norm,
                effectv_usage: row.usage_efctv,
                fairshare: if i == tree.root && fair_tree {
                    None
                } else {
                    row.fairshare
                },
                level_fs: row.level_fs,
                grp_tres_raw: None,
                tres_run_mins: None,
            }
        })
        .collect();
    Ok((lines, fair_tree))
}

pub fn run(cli: &Cli, args: &SshareArgs) -> anyhow::Result<ExitCode> {
    let store = open_store(cli)?;
    let at = parse_time(cli, &args.at)?;
    let (all, fair_tree) = lines_at(cli, &store, args.cluster.as_deref(), at)?;
    let me = std::env::var("USER").unwrap_or_default();
    let lines: Vec<SshareLine> = all
        .into_iter()
        .filter(|n| {
            let account_ok = args.accounts.is_empty() || args.accounts.contains(&n.account);
            // Account rows always show; user rows those asked for (sshare: the caller's).
            let user_ok = n.user.is_empty()
                || if args.users.is_empty() {
                    args.all || n.user == me
                } else {
                    args.users.contains(&n.user)
                };
            account_ok && user_ok
        })
        .collect();
    let has_partitions = lines.iter().any(|n| !n.partition.is_empty());
    let fields = match &args.fields {
        Some(list) => parse_fields(list).map_err(anyhow::Error::msg)?,
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
