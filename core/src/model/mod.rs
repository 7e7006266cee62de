//! The pure model: plain structs in, plain structs out. No database, terminal, files or clock:
//! every time and setting arrives as an argument. Each formula cites its spec section.

pub mod audit;
pub mod billing;
pub mod decay;
pub mod efficiency;
pub mod fairshare;
pub mod lsf;
pub mod priority;
pub mod privacy;
pub mod queue;
pub mod recorded;
pub mod rollup;
pub mod settings;
pub mod shares;
pub mod types;
pub mod usage;
pub mod version;
pub mod waits;
