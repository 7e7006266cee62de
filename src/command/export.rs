//! `export parquet`: every table as Parquet, or the jobs as a partitioned lake with the
//! charges and the tree its SQL (queries/lake/) reads. `export openmetrics`: what sshare and
//! the queue showed at every moment of a span, for Prometheus.

use std::io::Write;
use std::path::PathBuf;

use anyhow::{bail, Context as _};

use crate::replay::history::{for_each_moment, known_moments, queue_history};
use crate::replay::lake::write_lake;
use crate::replay::{cluster, Context};
use crate::report::openmetrics::OpenMetrics;
use crate::store::Store;

pub struct Request {
    /// Target directory (created if missing).
    pub dir: PathBuf,
    /// Partition keys in order (`cluster`, `month`); none: every table, unpartitioned.
    pub keys: Vec<&'static str>,
}

pub fn run(
    ctx: &Context,
    store: &Store,
    request: &Request,
    out: &mut dyn Write,
) -> anyhow::Result<u8> {
    let Request { dir, keys } = request;
    std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    let path = dir.to_string_lossy();
    if keys.is_empty() {
        store.export_parquet(&path)?;
    } else {
        store.export_parquet_partitioned(&path, keys)?;
        let mut lake = store.lake_writer()?;
        for cluster in store.clusters()? {
            write_lake(ctx, store, &cluster, &mut lake)?;
        }
        lake.finish(&path)?;
    }
    writeln!(out, "exported to {}", dir.display())?;
    Ok(0)
}

/// Points a series may have without `--force`: a decade of hourly points.
pub const MAX_POINTS: i64 = 100_000;

pub struct OpenMetricsRequest {
    pub cluster: Option<String>,
    pub from: i64,
    pub to: i64,
    pub step_s: i64,
    /// Each user's series too (accounts' only otherwise).
    pub users: bool,
    /// More than `MAX_POINTS` points per series.
    pub force: bool,
}

pub fn openmetrics(
    ctx: &Context,
    store: &Store,
    r: &OpenMetricsRequest,
    out: &mut dyn Write,
) -> anyhow::Result<u8> {
    if r.step_s <= 0 {
        bail!("--step must be at least a second");
    }
    let points = (r.to - r.from) / r.step_s + 1;
    if points > MAX_POINTS && !r.force {
        bail!(
            "--from, --to and --step make {points} points per series (more than {MAX_POINTS}): \
             give a longer --step, or --force"
        );
    }
    let cluster = cluster(store, r.cluster.as_deref())?;
    let times = known_moments(store, &cluster, (r.from, r.to, r.step_s))?;
    if times.is_empty() {
        ctx.note(&format!(
            "note: cluster {cluster}'s dumps know no moment of the window: no sample written"
        ));
    }
    let queue = queue_history(store, &cluster, &times, r.step_s)?;
    if queue.eligible_unknown > 0 {
        ctx.note(&format!(
            "note: {} jobs have no eligible time in the dump: their wait counts as 0",
            queue.eligible_unknown
        ));
    }
    let mut metrics = OpenMetrics::new(&cluster, times.clone(), r.users, queue);
    for_each_moment(ctx, store, &cluster, &times, |k, lines| {
        Ok(metrics.moment(k, lines)?)
    })?;
    metrics.finish(out)?;
    Ok(0)
}
