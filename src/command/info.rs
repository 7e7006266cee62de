//! `fairtrace info`: what the database holds.

use std::io::Write;

use crate::report::{self, Format};
use crate::store::Store;

pub fn run(store: &Store, format: Format, out: &mut dyn Write) -> anyhow::Result<u8> {
    let sections = store.info()?;
    if format == Format::Json {
        let mut doc = serde_json::Map::new();
        for (title, table) in &sections {
            let mut buf = Vec::new();
            report::write(table, Format::Json, &mut buf)?;
            doc.insert(title.to_string(), serde_json::from_slice(&buf)?);
        }
        serde_json::to_writer_pretty(&mut *out, &doc)?;
        writeln!(out)?;
        return Ok(0);
    }
    for (title, table) in &sections {
        if format == Format::Table {
            writeln!(out, "{title}")?;
            if table.rows.is_empty() {
                writeln!(out, "  (none loaded)\n")?;
                continue;
            }
        } else {
            writeln!(out, "# {title}")?;
        }
        report::write(table, format, out)?;
        if format == Format::Table {
            writeln!(out)?;
        }
    }
    Ok(0)
}
