//! `fairtrace seff JOBID`: what Slurm's seff prints for a job (`replay::efficiency`).

use std::io::Write;

use crate::model::efficiency::seff;
use crate::replay::efficiency::seff_job;
use crate::replay::Context;
use crate::report::seff::text;
use crate::store::Store;

pub struct Request {
    pub job: String,
    pub cluster: Option<String>,
}

/// seff's exit status for a job it does not find.
const NOT_FOUND: u8 = 2;

pub fn run(ctx: &Context, store: &Store, r: &Request, out: &mut dyn Write) -> anyhow::Result<u8> {
    match seff_job(ctx, store, r.cluster.as_deref(), &r.job)? {
        Some((job, version)) => {
            out.write_all(text(&job, &seff(&job, version)).as_bytes())?;
            Ok(0)
        }
        None => {
            ctx.note("Job not found.");
            Ok(NOT_FOUND)
        }
    }
}
