//! `fairtrace bqueues -l`: the history under LSF's fairshare, printed as LSF's `bqueues -l`
//! prints its SHARE_INFO blocks.

use std::io::Write;

use crate::replay::{inputs, lsf, Context};
use crate::report::bqueues;
use crate::store::Store;

pub struct Request {
    pub at: i64,
    pub cluster: Option<String>,
}

pub fn run(ctx: &Context, store: &Store, r: &Request, out: &mut dyn Write) -> anyhow::Result<u8> {
    let inp = inputs(ctx, store, r.cluster.as_deref(), r.at, Some(r.at))?;
    let p = lsf::params(ctx)?;
    let used = lsf::lsf_usage(&inp, store, r.at, &p)?;
    bqueues::write(&inp.cluster, &inp.tree, (&used, &p), out)?;
    Ok(0)
}
