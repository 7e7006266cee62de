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

pub fn run(store: &Store, args: &SqlArgs) -> anyhow::Result<ExitCode> {
    let table = store.query_table(&args.query, &[])?;
    report::write(&table, args.format, &mut std::io::stdout().lock())?;
    Ok(ExitCode::SUCCESS)
}
