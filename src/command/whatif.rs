//! `fairtrace whatif`: the same moment under the changes asked (the context's `set`) (or LSF's fairshare) side by
//! side with the configured settings: fairshare and rank, priority and position, the movers.

use std::io::Write;

use anyhow::bail;

use crate::replay::{whatif::compare, Context};
use crate::report::{self, Format};
use crate::store::Store;

pub struct Request {
    pub at: i64,
    pub cluster: Option<String>,
    /// How many of the largest movers the summary names.
    pub top: usize,
    pub format: Format,
    /// The changes asked (`--set`), as KEY=VALUE.
    pub changes: Vec<String>,
}

pub fn run(ctx: &Context, store: &Store, r: &Request, out: &mut dyn Write) -> anyhow::Result<u8> {
    if r.changes.is_empty() {
        bail!("what if what? give the changes with --set KEY=VALUE (e.g. --set PriorityDecayHalfLife=14-0, --set FairshareModel=lsf)");
    }
    let cmp = compare(ctx, store, r.cluster.as_deref(), r.at)?;
    report::whatif::write(&cmp, &r.changes, (r.format, r.top), out)?;
    Ok(0)
}
