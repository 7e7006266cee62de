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
