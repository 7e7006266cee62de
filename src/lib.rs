//! fairtrace: Slurm accounting history in DuckDB, and what the controller knew at any moment.
//!
//! Layers: `ingest` reads inputs, `store` keeps them, `model` computes (pure), `report`
//! renders, `cli` wires them; `gen` writes synthetic histories.

pub mod cli;
pub mod error;
pub mod gen;
pub mod ingest;
pub mod model;
pub mod report;
pub mod store;

pub use cli::{run, Cli};
