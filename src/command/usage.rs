//! `fairtrace usage`: decayed usage per TRES at a moment, by user or account, as the
//! association manager would hold it (TRES-seconds, decayed like RawUsage).

use std::io::Write;

use crate::replay::{usage::tres_usage, Context};
use crate::report::{self, Format};
use crate::store::Store;

pub struct Request {
    pub at: i64,
    /// One row per user (over all their associations), else per account.
    pub by_user: bool,
    /// The TRES shown (empty: billing and every TRES charged).
    pub tres: Vec<String>,
    pub cluster: Option<String>,
    pub format: Format,
}

pub fn run(ctx: &Context, store: &Store, r: &Request, out: &mut dyn Write) -> anyhow::Result<u8> {
    let u = tres_usage(ctx, store, r.cluster.as_deref(), r.at, &r.tres)?;
    report::write(&report::usage::table(&u, r.by_user), r.format, out)?;
    Ok(0)
}
