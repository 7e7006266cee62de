//! `fairtrace page`: a user's own page, as HTML (what `serve` hands a browser).

use std::io::Write;

use crate::replay::{user_page, Context};
use crate::report::user_page::page;
use crate::store::Store;

pub struct Request {
    /// Whose page: a caller's is always their own.
    pub user: String,
    pub from: i64,
    pub to: i64,
    pub cluster: Option<String>,
}

pub fn run(ctx: &Context, store: &Store, r: &Request, out: &mut dyn Write) -> anyhow::Result<u8> {
    let p = user_page(ctx, store, r.cluster.as_deref(), &r.user, (r.from, r.to))?;
    out.write_all(page(&p, ctx.zone)?.as_bytes())?;
    Ok(0)
}
