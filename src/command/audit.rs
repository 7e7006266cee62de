//! `fairtrace audit`: did each account get the share it was promised over a window? Shares
//! against billed usage, fairshare, waits, fairness indices; the rows the caller may see.

use std::io::Write;
use std::path::PathBuf;

use anyhow::anyhow;

use crate::replay::access::audit_for;
use crate::replay::audit::audit_window;
use crate::replay::Context;
use crate::report::audit::{efficiency_table, summary, table, to_json, waits_tables};
use crate::report::audit_page::page;
use crate::report::{self, Format};
use crate::store::Store;

pub struct Request {
    pub from: i64,
    pub to: i64,
    /// Time between fairshare samples (default: 100 over the window).
    pub step: Option<String>,
    pub cluster: Option<String>,
    pub format: Format,
    /// Also write the audit as one HTML page here.
    pub html: Option<PathBuf>,
}

pub fn run(ctx: &Context, store: &Store, r: &Request, out: &mut dyn Write) -> anyhow::Result<u8> {
    let span = (r.from, r.to, r.step.as_deref());
    let rep = audit_window(ctx, store, r.cluster.as_deref(), span)?;
    let rep = audit_for(ctx, store, rep)?;
    for n in &rep.notes {
        ctx.note(n);
    }
    match r.format {
        Format::Json => {
            serde_json::to_writer_pretty(&mut *out, &to_json(&rep, ctx.zone))?;
            writeln!(out)?;
        }
        f => {
            report::write(&table(&rep), f, out)?;
            if f == Format::Table {
                writeln!(out, "{}", summary(&rep, ctx.zone))?;
                for (title, t) in waits_tables(&rep, ctx.zone) {
                    writeln!(out, "\n{title}:")?;
                    report::write(&t, f, out)?;
                }
                writeln!(out, "\nEfficiency of the jobs that ended in the window (used over allocated, weighted by allocation):")?;
                report::write(&efficiency_table(&rep), f, out)?;
            }
        }
    }
    if let Some(path) = &r.html {
        std::fs::write(path, page(&rep, ctx.zone)?)
            .map_err(|e| anyhow!("writing {}: {e}", path.display()))?;
    }
    Ok(0)
}
