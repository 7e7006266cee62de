//! The commands whose logic is more than wiring, one per question, below `cli/`: each takes
//! a `replay::Context` (the caller and their scope with it), the store, and where to write,
//! so that the command line and `serve` answer through the same function.

pub mod sprio;
pub mod sreport;
pub mod sshare;
