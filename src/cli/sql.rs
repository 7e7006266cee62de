//! `fairtrace sql "SELECT …"`: run SQL against the store.

use std::process::ExitCode;

use clap::Args;

use super::{open_reader, open_writer, publish, Cli};
use crate::report::{self, Format};

#[derive(Debug, Clone, Args)]
pub struct SqlArgs {
    /// The SQL statement.
    pub query: String,
    /// Output format: table, csv or json.
    #[arg(long, default_value = "table")]
    pub format: Format,
}

/// Statements that only read (by their first word).
const READS: &[&str] = &[
    "select",
    "with",
    "from",
    "describe",
    "show",
    "pragma",
    "explain",
    "summarize",
    "table",
    "values",
];

/// A statement that only reads runs on the published snapshot; any other on the store, as a
/// load (its snapshot published after).
pub fn run(cli: &Cli, args: &SqlArgs) -> anyhow::Result<ExitCode> {
    let first = args.query.split_whitespace().next().unwrap_or("");
    let table = if READS.iter().any(|r| first.eq_ignore_ascii_case(r)) {
        open_reader(cli)?.query_table(&args.query, &[])?
    } else {
        let store = open_writer(cli)?;
        let table = store.query_table(&args.query, &[])?;
        // It may have changed jobs or settings: the jobs' kept charges are recomputed.
        store.forget_charges()?;
        publish(cli, store)?;
        table
    };
    report::write(&table, args.format, &mut std::io::stdout().lock())?;
    Ok(ExitCode::SUCCESS)
}
