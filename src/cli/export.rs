//! `fairtrace export parquet DIR [--partition-by cluster,month]`: its arguments
//! (`command::export`).

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::bail;
use clap::Subcommand;

use super::Cli;
use crate::store::Store;

#[derive(Debug, Clone, Subcommand)]
pub enum ExportCommand {
    /// Write every table as a Parquet file into DIR (with DuckDB's schema.sql and load.sql),
    /// or with --partition-by, jobs and steps as hive-style partitions (DIR/jobs/cluster=C/
    /// month=YYYY-MM/…) that Spark, Trino and DuckDB's read_parquet(…, hive_partitioning =
    /// true) read directly, with each started job's charge (charges.parquet) and the
    /// association tree (associations.parquet) that the SQL in queries/lake/ reads.
    Parquet {
        /// Target directory (created if missing).
        dir: PathBuf,
        /// Partition keys, comma-separated: cluster, month (the job's submission month, UTC).
        #[arg(long, value_delimiter = ',')]
        partition_by: Vec<String>,
    },
}

pub fn run(cli: &Cli, store: &Store, cmd: &ExportCommand) -> anyhow::Result<ExitCode> {
    let ExportCommand::Parquet { dir, partition_by } = cmd;
    let mut keys = Vec::new();
    for key in partition_by {
        let k = match key.trim().to_ascii_lowercase().as_str() {
            "cluster" => "cluster",
            "month" => "month",
            _ => bail!("--partition-by {key}: the keys are cluster and month"),
        };
        if keys.contains(&k) {
            bail!("--partition-by names {k} twice");
        }
        keys.push(k);
    }
    let request = crate::command::export::Request {
        dir: dir.clone(),
        keys,
    };
    let code = crate::command::export::run(
        &cli.context(),
        store,
        &request,
        &mut std::io::stdout().lock(),
    )?;
    Ok(ExitCode::from(code))
}
