//! `fairtrace why JOBID` and `fairtrace timeline --job`: a job's wait (`replay::wait`).

use std::path::PathBuf;

use clap::Args;

use crate::command::why::Request;
use crate::report::Format;

#[derive(Debug, Clone, Args)]
pub struct WhyArgs {
    /// The job, as sacct prints its id (an array task as 123_4).
    pub job: String,
    #[arg(long, short = 'M')]
    pub cluster: Option<String>,
    /// Output: table (plain language) or json.
    #[arg(long, default_value = "table")]
    pub format: Format,
    /// Draw its priority against its rivals' into FILE.svg or FILE.png.
    #[arg(long)]
    pub plot: Option<PathBuf>,
}

impl WhyArgs {
    pub fn request(&self) -> Request {
        Request {
            job: self.job.clone(),
            cluster: self.cluster.clone(),
            format: self.format,
            plot: self.plot.clone(),
        }
    }
}
