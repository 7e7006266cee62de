//! `fairtrace sql "SELECT …"`: run SQL against the store.

use std::process::ExitCode;

use clap::Args;

use crate::report::{self, Format};
use crate::store::Store;

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

pub fn run(store: &Store, args: &SqlArgs) -> anyhow::Result<ExitCode> {
    let table = store.query_table(&args.query, &[])?;
    let first = args.query.split_whitespace().next().unwrap_or("");
    if !READS.iter().any(|r| first.eq_ignore_ascii_case(r)) {
        // It may have changed jobs or settings: the jobs' kept charges are recomputed.
        store.forget_charges()?;
    }
    report::write(&table, args.format, &mut std::io::stdout().lock())?;
    Ok(ExitCode::SUCCESS)
}
