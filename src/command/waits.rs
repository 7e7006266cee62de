//! `fairtrace waits`: the wait distributions of the jobs that started in a window.

use std::io::Write;

use crate::model::waits::By;
use crate::replay::waits::waits_report;
use crate::replay::Context;
use crate::report::waits::{table, to_json};
use crate::report::{self, Format};
use crate::store::Store;

pub struct Request {
    pub from: i64,
    pub to: i64,
    pub by: Vec<By>,
    /// Periods of this many seconds (None: the whole window).
    pub every: Option<i64>,
    pub cluster: Option<String>,
    pub format: Format,
}

pub fn run(ctx: &Context, store: &Store, r: &Request, out: &mut dyn Write) -> anyhow::Result<u8> {
    let rep = waits_report(
        ctx,
        store,
        r.cluster.as_deref(),
        (r.from, r.to),
        &r.by,
        r.every,
    )?;
    match r.format {
        Format::Json => {
            serde_json::to_writer_pretty(&mut *out, &to_json(&rep, ctx.zone))?;
            writeln!(out)?;
        }
        f => report::write(&table(&rep, f == Format::Table, ctx.zone), f, out)?,
    }
    Ok(0)
}
