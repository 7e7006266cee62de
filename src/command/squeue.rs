//! `fairtrace squeue`: the pending jobs in the order the scheduler considered them (spec §7:
//! partition PriorityTier, priority, submit time, job id), with their rank; the caller's.

use std::io::Write;

use crate::replay::{access, pending_at, Context, SprioLine};
use crate::report::sprio::queue_table;
use crate::report::{self, Format};
use crate::store::Store;

pub struct Request {
    pub at: i64,
    pub cluster: Option<String>,
    pub format: Format,
}

pub fn run(ctx: &Context, store: &Store, r: &Request, out: &mut dyn Write) -> anyhow::Result<u8> {
    let pending = pending_at(ctx, store, r.cluster.as_deref(), r.at)?;
    // Ranks stay those of the whole queue; the rows are those the caller may see.
    let scope = access::scope(ctx, store, r.cluster.as_deref())?;
    let shown = |l: &SprioLine| {
        scope
            .as_ref()
            .is_none_or(|s| s.sees_job(&l.user, &l.account))
    };
    let table = queue_table(&pending, &pending.order(), shown, ctx.zone);
    report::write(&table, r.format, out)?;
    Ok(0)
}
