//! `sql`: a statement against the store. One that only reads runs on the published
//! snapshot; any other on the store, as a load does (its snapshot published after).

use std::io::Write;

use super::{Open, Writer};
use crate::replay::Context;
use crate::report::{self, Format};

/// Statements that only read (by their first word).
const READS: &[&str] = &[
    "select",
    "with",
    "from",
    "describe",
    "show",
    "pragma",
    "explain",
    "summarize",
    "table",
    "values",
];

pub fn run(
    ctx: &Context,
    (read, write): (Open, Writer),
    (query, format): (&str, Format),
    out: &mut dyn Write,
) -> anyhow::Result<u8> {
    let first = query.split_whitespace().next().unwrap_or("");
    let table = if READS.iter().any(|r| first.eq_ignore_ascii_case(r)) {
        read()?.query_table(query, &[])?
    } else {
        let store = (write.open)()?;
        let table = store.query_table(query, &[])?;
        // It may have changed jobs or settings: the jobs' kept charges are recomputed.
        store.forget_charges()?;
        super::load::publish(ctx, store, write.db)?;
        table
    };
    report::write(&table, format, out)?;
    Ok(0)
}
