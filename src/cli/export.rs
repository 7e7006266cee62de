//! `fairtrace export parquet DIR [--partition-by cluster,month]` and `fairtrace export
//! openmetrics --from T --to T [--step D] [--users]`: their arguments (`command::export`).

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{bail, Context as _};
use clap::Subcommand;

use crate::ingest::slurm_time::parse_step;

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
    /// Write what sshare and the queue showed at every moment from --from to --to as
    /// OpenMetrics text, for `promtool tsdb create-blocks-from openmetrics` (Prometheus) or
    /// VictoriaMetrics' /api/v1/import/prometheus: each account's (and with --users each
    /// user's) FairShare, NormShares, NormUsage, RawShares, RawUsage, LevelFS and
    /// EffectvUsage under slurm_exporter's names (slurm_account_fairshare…,
    /// slurm_user_fairshare…), and per partition and QOS the jobs pending and the median
    /// wait of the jobs started since the sample before. Every series is labelled
    /// source="fairtrace" and cluster. Moments the dumps do not know (before the first
    /// submission, after the last moment they tell) are left out.
    Openmetrics {
        /// First moment (@EPOCH, 2026-10-01, 2026-10-01T12:00, now-7days, …).
        #[arg(long)]
        from: String,
        /// Last moment.
        #[arg(long)]
        to: String,
        /// Time between samples: 5min, 1h, 1day, [D-]HH:MM:SS.
        #[arg(long, default_value = "1h")]
        step: String,
        /// Each user association's series too.
        #[arg(long)]
        users: bool,
        /// Allow more than 100000 points per series.
        #[arg(long)]
        force: bool,
        #[arg(long, short = 'M')]
        cluster: Option<String>,
        /// Write to FILE instead of standard output.
        #[arg(long, short = 'o')]
        output: Option<PathBuf>,
    },
}

pub fn run(cli: &Cli, store: &Store, cmd: &ExportCommand) -> anyhow::Result<ExitCode> {
    let (dir, partition_by) = match cmd {
        ExportCommand::Parquet { dir, partition_by } => (dir, partition_by),
        ExportCommand::Openmetrics {
            from,
            to,
            step,
            users,
            force,
            cluster,
            output,
        } => {
            let ctx = cli.context();
            let request = crate::command::export::OpenMetricsRequest {
                cluster: cluster.clone(),
                from: ctx.parse_time(from)?,
                to: ctx.parse_time(to)?,
                step_s: parse_step(step).map_err(anyhow::Error::msg)?,
                users: *users,
                force: *force,
            };
            let code = match output {
                Some(path) => {
                    let mut file = std::fs::File::create(path)
                        .with_context(|| format!("creating {}", path.display()))?;
                    crate::command::export::openmetrics(&ctx, store, &request, &mut file)?
                }
                None => crate::command::export::openmetrics(
                    &ctx,
                    store,
                    &request,
                    &mut std::io::stdout().lock(),
                )?,
            };
            return Ok(ExitCode::from(code));
        }
    };
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
