//! `export parquet`: every table as Parquet, or the jobs as a partitioned lake with the
//! charges and the tree its SQL (queries/lake/) reads.

use std::io::Write;
use std::path::PathBuf;

use anyhow::Context as _;

use crate::replay::lake::write_lake;
use crate::replay::Context;
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
