//! `fairtrace export parquet DIR`.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;
use clap::Subcommand;

use crate::store::Store;

#[derive(Debug, Clone, Subcommand)]
pub enum ExportCommand {
    /// Write every table as a Parquet file into DIR (with DuckDB's schema.sql and load.sql).
    Parquet {
        /// Target directory (created if missing).
        dir: PathBuf,
    },
}

pub fn run(store: &Store, cmd: &ExportCommand) -> anyhow::Result<ExitCode> {
    let ExportCommand::Parquet { dir } = cmd;
    std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    store.export_parquet(&dir.to_string_lossy())?;
    println!("exported to {}", dir.display());
    Ok(ExitCode::SUCCESS)
}
