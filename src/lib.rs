//! fairtrace: Slurm accounting history in DuckDB, and what the controller knew at any moment.
//!
//! Layers: `ingest` reads inputs, `store` keeps them, `model` computes (pure), `replay` asks
//! the model what the controller knew at a moment, `report` renders, `cli` wires them; `gen`
//! writes synthetic histories. `ingest`, `model` and `error` live in the DuckDB-free
//! `fairtrace-core` crate (core/) and are re-exported here.

pub use fairtrace_core::{error, ingest, model};

pub mod cli;
pub mod collect;
pub mod command;
pub mod gen;
pub mod load;
pub mod replay;
pub mod report;
pub mod serve;
pub mod store;

pub use cli::{run, Cli};

/// The error and its causes, each said once: a cause whose text is already said is left out
/// (a DuckDB error repeats its message as its source), and so is DuckDB's bare status code
/// ("Error code 1: Unknown error code"), which says nothing its message did not.
pub fn error_message(err: &anyhow::Error) -> String {
    let mut text = String::new();
    for cause in err.chain() {
        if cause.downcast_ref::<duckdb::ffi::Error>().is_some() {
            continue;
        }
        let said = cause.to_string();
        if text.contains(&said) {
            continue;
        }
        if !text.is_empty() {
            text.push_str(": ");
        }
        text.push_str(&said);
    }
    text
}
