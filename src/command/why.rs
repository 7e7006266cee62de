//! `fairtrace why JOBID`: what held a job, who went first and why (`replay::wait`).

use std::io::Write;
use std::path::PathBuf;

use crate::replay::{wait, Context};
use crate::report::{why, Format};
use crate::store::Store;

pub struct Request {
    pub job: String,
    pub cluster: Option<String>,
    pub format: Format,
    /// Also draw its priority against its rivals' into this SVG or PNG.
    pub plot: Option<PathBuf>,
}

pub fn run(ctx: &Context, store: &Store, r: &Request, out: &mut dyn Write) -> anyhow::Result<u8> {
    let answer = wait::explain(ctx, store, r.cluster.as_deref(), &r.job)?;
    match r.format {
        Format::Json => {
            serde_json::to_writer_pretty(&mut *out, &why::to_json(&answer, ctx.zone))?;
            writeln!(out)?;
        }
        _ => why::write_text(&answer, ctx.zone, out)?,
    }
    if let Some(path) = &r.plot {
        why::plot_steps(path, &answer.wait, &answer.steps, ctx.zone)?;
    }
    Ok(0)
}
