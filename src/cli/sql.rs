//! `fairtrace sql "SELECT …"`: its arguments (`command::sql`).

use std::process::ExitCode;

use clap::Args;

use super::{open_reader, open_writer, Cli};
use crate::command::Writer;
use crate::report::Format;

#[derive(Debug, Clone, Args)]
pub struct SqlArgs {
    /// The SQL statement.
    pub query: String,
    /// Output format: table, csv or json.
    #[arg(long, default_value = "table")]
    pub format: Format,
}

pub fn run(cli: &Cli, args: &SqlArgs) -> anyhow::Result<ExitCode> {
    let write = Writer {
        db: &cli.db,
        open: &|| open_writer(cli),
    };
    let code = crate::command::sql::run(
        &cli.context(),
        (&|| open_reader(cli), write),
        (&args.query, args.format),
        &mut std::io::stdout().lock(),
    )?;
    Ok(ExitCode::from(code))
}
