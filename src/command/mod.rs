//! The questions fairtrace answers, one function each, below `cli/`: each takes a
//! `replay::Context` (with the caller, whose PrivateData scope follows from it), how to open
//! the store, a typed request and where to write, and gives the exit status. The command line
//! and `serve` answer through the same `answer`; notes go to `Context::notify`.

use std::io::Write;

use crate::replay::Context;
use crate::store::Store;

pub mod audit;
pub mod bqueues;
pub mod check;
pub mod collect;
pub mod export;
pub mod info;
pub mod load;
pub mod page;
pub mod seff;
pub mod sprio;
pub mod sql;
pub mod squeue;
pub mod sreport;
pub mod sshare;
pub mod timeline;
pub mod usage;
pub mod waits;
pub mod whatif;
pub mod why;

/// Opens the store a question reads (the published snapshot, read-only).
pub type Open<'a> = &'a dyn Fn() -> anyhow::Result<Store>;

/// The store a command writes: where it is (what `load::publish` publishes), and how to open
/// it for writing.
pub struct Writer<'a> {
    pub db: &'a std::path::Path,
    pub open: Open<'a>,
}

/// A question, as typed requests.
pub enum Question {
    Sshare(sshare::Request),
    Sprio(sprio::Request),
    Squeue(squeue::Request),
    Usage(usage::Request),
    Timeline(timeline::Request),
    Why(why::Request),
    Seff(seff::Request),
    Page(page::Request),
    Sreport(sreport::Request),
    Audit(audit::Request),
    Waits(waits::Request),
    Bqueues(bqueues::Request),
    Whatif(whatif::Request),
    Check(check::Request),
    Info(crate::report::Format),
}

/// Answers `question` on `out`: its exit status.
pub fn answer(
    ctx: &Context,
    open: Open,
    question: &Question,
    out: &mut dyn Write,
) -> anyhow::Result<u8> {
    match question {
        Question::Sreport(r) => sreport::run(ctx, open, r, out),
        Question::Sshare(r) => sshare::run(ctx, &open()?, r, out),
        Question::Sprio(r) => sprio::run(ctx, &open()?, r, out),
        Question::Squeue(r) => squeue::run(ctx, &open()?, r, out),
        Question::Usage(r) => usage::run(ctx, &open()?, r, out),
        Question::Timeline(r) => timeline::run(ctx, &open()?, r, out),
        Question::Why(r) => why::run(ctx, &open()?, r, out),
        Question::Seff(r) => seff::run(ctx, &open()?, r, out),
        Question::Page(r) => page::run(ctx, &open()?, r, out),
        Question::Audit(r) => audit::run(ctx, &open()?, r, out),
        Question::Waits(r) => waits::run(ctx, &open()?, r, out),
        Question::Bqueues(r) => bqueues::run(ctx, &open()?, r, out),
        Question::Whatif(r) => whatif::run(ctx, &open()?, r, out),
        Question::Check(r) => check::run(ctx, &open()?, r, out),
        Question::Info(format) => info::run(&open()?, *format, out),
    }
}
