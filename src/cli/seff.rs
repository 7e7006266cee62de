//! `fairtrace seff JOBID`: a job's CPU and memory efficiency, as Slurm's seff prints it.

use clap::Args;

use crate::command::seff::Request;

#[derive(Debug, Clone, Args)]
pub struct SeffArgs {
    /// The job: its id as sacct prints it (123, 123_4), its raw id, or JOBID.STEP for one
    /// step.
    pub job: String,
    #[arg(long, short = 'M')]
    pub cluster: Option<String>,
}

impl SeffArgs {
    pub fn request(&self) -> Request {
        Request {
            job: self.job.clone(),
            cluster: self.cluster.clone(),
        }
    }
}
