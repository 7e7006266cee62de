//! `fairtrace timeline`: an association's usage and fairshare over time, or a job's priority
//! and rank from submission to start.

use std::io::Write;
use std::path::PathBuf;

use crate::replay::timeline::{timeline, Who};
use crate::replay::{wait, Context};
use crate::report::timeline as timeline_report;
use crate::report::{self, why, Format};
use crate::store::Store;

pub struct Request {
    pub of: Of,
    /// Time between moments (default: 50 steps over the span).
    pub step: Option<String>,
    pub cluster: Option<String>,
    pub format: Format,
    /// Also draw it into this SVG or PNG.
    pub plot: Option<PathBuf>,
}

/// Whose timeline, over which span.
pub enum Of {
    /// Associations, from one moment to another.
    Associations { who: Who, from: i64, to: i64 },
    /// A job, from its submission (or `from`) to its start (or `to`).
    Job {
        job: String,
        from: Option<i64>,
        to: Option<i64>,
    },
}

pub fn run(ctx: &Context, store: &Store, r: &Request, out: &mut dyn Write) -> anyhow::Result<u8> {
    let cluster = r.cluster.as_deref();
    match &r.of {
        Of::Job { job, from, to } => {
            let span = (*from, *to, r.step.as_deref());
            let (wait, steps) = wait::job_steps(ctx, store, cluster, job, span)?;
            report::write(&why::steps_table(&steps, ctx.zone), r.format, out)?;
            if r.format == Format::Table {
                why::write_rank_summary(&wait, &steps, out)?;
            }
            if let Some(path) = &r.plot {
                why::plot_steps(path, &wait, &steps, ctx.zone)?;
            }
        }
        Of::Associations { who, from, to } => {
            let tl = timeline(ctx, store, cluster, who, (*from, *to, r.step.as_deref()))?;
            for w in &tl.warnings {
                ctx.note(w);
            }
            report::write(&timeline_report::table(&tl, ctx.zone), r.format, out)?;
            if r.format == Format::Table {
                timeline_report::write_summary(&tl, out)?;
            }
            if let Some(path) = &r.plot {
                let name = who
                    .user
                    .as_deref()
                    .or(who.account.as_deref())
                    .unwrap_or("all users");
                timeline_report::draw(&tl, name, path, ctx.zone)?;
            }
        }
    }
    Ok(0)
}
