//! `fairtrace usage --at TIME --by user|account [-T TRES,…]`: decayed usage per TRES, as the
//! association manager would hold it (TRES-seconds, decayed like RawUsage).

use std::process::ExitCode;

use clap::{Args, ValueEnum};

use super::{open_store, Cli};
use crate::model::types::{Cell, Table};
use crate::replay::inputs;
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
    let store = open_store(cli)?;
    let at = cli.context().parse_time(&args.at)?;
    let inp = inputs(
        &cli.context(),
        &store,
        args.cluster.as_deref(),
        at,
        Some(at),
    )?;
    if let Some(w) = inp.phase.warning(inp.params.cycles) {
        eprintln!("{w}");
    }
    let asked: Vec<String> = if args.tres.is_empty() {
        inp.tres.clone()
    } else {
        args.tres.iter().map(|t| t.to_ascii_lowercase()).collect()
    };
    let root = inp.tree.root;
    // Unless asked for, billing and the TRES the jobs were charged for.
    let (tres, per_tres): (Vec<String>, Vec<Vec<f64>>) = asked
        .iter()
        .cloned()
        .zip(inp.tres_usage(&store, at, &asked)?)
        .filter(|(t, v)| !args.tres.is_empty() || t == "billing" || v[root] != 0.0)
        .unzip();
    let tree = &inp.tree;
    let mut table = Table {
        columns: match args.by {
            By::Account => vec!["account".to_string()],
            By::User => vec!["user".to_string()],
        },
        rows: Vec::new(),
    };
    table
        .columns
        .extend(tres.iter().map(|t| format!("{t} (decayed TRES-s)")));
    match args.by {
        By::Account => {
            for i in tree
                .sshare_order()
                .into_iter()
                .filter(|&i| !tree.nodes[i].is_user())
            {
                let mut row = vec![Cell::Text(format!(
                    "{}{}",
                    " ".repeat(tree.nodes[i].depth),
                    tree.nodes[i].account
                ))];
                row.extend(per_tres.iter().map(|v| Cell::Float(v[i].round())));
                table.rows.push(row);
            }
        }
        By::User => {
            let mut users: Vec<&str> = tree
                .nodes
                .iter()
                .filter(|n| n.is_user())
                .map(|n| n.user.as_str())
                .collect();
            users.sort_unstable();
            users.dedup();
            for u in users {
                let mut row = vec![Cell::Text(u.to_string())];
                row.extend(per_tres.iter().map(|v| {
                    let sum: f64 = (0..tree.nodes.len())
                        .filter(|&i| tree.nodes[i].user == u)
                        .map(|i| v[i])
                        .sum();
                    Cell::Float(sum.round())
                }));
                table.rows.push(row);
            }
        }
    }
    report::write(&table, args.format, &mut std::io::stdout().lock())?;
    Ok(ExitCode::SUCCESS)
}
