//! fairtrace's core: the input readers and the pure model, with no database and no terminal.
//! Kept apart from the main crate so that fuzzing and unit tests build without DuckDB.
//!
//! `ingest` reads and validates inputs into plain records; `model` computes (billing, decay,
//! shares, fairshare, priority, queue order); `error` is the one input-error type.

pub mod error;
pub mod ingest;
pub mod model;
