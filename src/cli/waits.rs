//! `fairtrace waits`: how long the jobs that started in a window waited, by partition, QOS,
//! size and fairshare band, over the window or per period.

use clap::Args;

use super::audit::WindowArgs;
use crate::command::waits::Request;
use crate::ingest::slurm_time::parse_step;
use crate::model::waits::By;
use crate::replay::Context;
use crate::report::Format;

/// The window is of the jobs' starts.
#[derive(Debug, Clone, Args)]
pub struct WaitsArgs {
    #[command(flatten)]
    pub window: WindowArgs,
    /// Group by, comma-separated: partition, qos, size (CPUs, in powers of four), fairshare
    /// (the factor the job's association held the hour it became eligible, in quarters).
    #[arg(long, value_delimiter = ',', default_value = "partition,qos")]
    pub by: Vec<By>,
    /// One row per group and period of this length (1day, 7days, …) from the window's
    /// start, by the jobs' start.
    #[arg(long)]
    pub every: Option<String>,
    #[arg(long, short = 'M')]
    pub cluster: Option<String>,
    /// Output format: table, csv or json (waits in seconds in CSV and JSON).
    #[arg(long, default_value = "table")]
    pub format: Format,
}

impl WaitsArgs {
    pub fn request(&self, ctx: &Context) -> anyhow::Result<Request> {
        let (from, to) = self.window.window(ctx)?;
        let mut by = self.by.clone();
        by.dedup();
        Ok(Request {
            from,
            to,
            by,
            every: self
                .every
                .as_deref()
                .map(parse_step)
                .transpose()
                .map_err(anyhow::Error::msg)?,
            cluster: self.cluster.clone(),
            format: self.format,
        })
    }
}
