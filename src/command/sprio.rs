//! `fairtrace sprio`: the pending jobs' priority factors at a moment, those the caller may
//! see, picked and printed as sprio does.

use std::io::Write;

use anyhow::{anyhow, bail};

use crate::model::version::SlurmVersion;
use crate::replay::{access, Context, Pending};
use crate::report::sprio::{
    check_format, default_format, long_format, normalized, write, write_weights,
};
use crate::report::{self, Format};
use crate::store::Store;

/// What sprio is asked: the moment and its options (`-j`, `-u`, `-p`, `-o`, `-l`, `-n`,
/// `-w`, `-h`).
pub struct Request {
    pub at: i64,
    pub cluster: Option<String>,
    pub long: bool,
    pub jobs: Vec<String>,
    pub users: Vec<String>,
    pub partitions: Vec<String>,
    pub format_string: Option<String>,
    pub noheader: bool,
    pub norm: bool,
    pub weights: bool,
    pub format: Format,
}

pub fn run(
    ctx: &Context,
    store: &Store,
    args: &Request,
    mut out: &mut dyn Write,
) -> anyhow::Result<u8> {
    // sprio.c `_build_job_list`: each -j is a job id (`N`, an array task `N_M`, a
    // component `N+M`, a step `N.S`) or sprio stops; an array's pending tasks as squeue
    // prints them (`65_[0-7]`) are not one.
    if let Some(bad) = args.jobs.iter().find(|j| !is_job_id(j)) {
        bail!("Invalid job id: {bad}");
    }
    let Pending {
        mut lines,
        weights,
        tres_weighted,
        tres_text,
        version,
        ..
    } = crate::replay::pending_at(ctx, store, args.cluster.as_deref(), args.at)?;
    let scope = access::scope(ctx, store, args.cluster.as_deref())?;
    lines.retain(|l| {
        scope
            .as_ref()
            .is_none_or(|s| s.sees_job(&l.user, &l.account))
    });
    // sprio.c: asked for jobs, it says it found none when the controller sent none — before
    // 23.11 the controller kept only those asked for, since it sends every job and sprio
    // picks them.
    let none_sent = !args.jobs.is_empty()
        && match version.is_some_and(SlurmVersion::sprio_picks_jobs_itself) {
            true => lines.is_empty(),
            false => !lines.iter().any(|l| {
                args.jobs.contains(&l.job_id)
                    && (args.users.is_empty() || args.users.contains(&l.user))
                    && (args.partitions.is_empty() || args.partitions.contains(&l.partition))
            }),
        };
    lines.retain(|l| {
        (args.jobs.is_empty() || args.jobs.contains(&l.job_id))
            && (args.users.is_empty() || args.users.contains(&l.user))
            && (args.partitions.is_empty() || args.partitions.contains(&l.partition))
    });
    let format = match (&args.format_string, args.long) {
        (Some(f), _) => f.clone(),
        (None, true) => long_format(version).to_string(),
        (None, false) => default_format(&weights, tres_weighted, !args.users.is_empty()),
    };
    let format = if args.norm {
        normalized(&format)
    } else {
        format
    };
    check_format(&format).map_err(|e| anyhow!(e))?;
    if args.weights {
        write_weights(&format, &weights, &tres_text, &mut out)?;
        return Ok(0);
    }
    match args.format {
        Format::Table if none_sent => {
            writeln!(out, "Unable to find jobs matching user/id(s) specified")?
        }
        Format::Table => write(&lines, &format, args.noheader, &mut out)?,
        other => report::write(&crate::report::sprio::table(&lines), other, &mut out)?,
    }
    Ok(0)
}

/// A job id as sprio takes it: a number above 0, then an array task (`_M`) or a component
/// (`+M`), then a step (`.S`, whose form Slurm checks further).
fn is_job_id(text: &str) -> bool {
    fn digits(t: &str) -> Option<(&str, &str)> {
        let n = t.len() - t.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        (n > 0).then(|| t.split_at(n))
    }
    let Some((job, rest)) = digits(text) else {
        return false;
    };
    if job.trim_start_matches('0').is_empty() {
        return false;
    }
    let rest = match rest.strip_prefix(['_', '+']) {
        Some(r) => match digits(r) {
            Some((_, r)) => r,
            None => return false,
        },
        None => rest,
    };
    rest.is_empty() || (rest.starts_with('.') && rest.len() > 1)
}

#[cfg(test)]
mod tests {
    use super::is_job_id;

    #[test]
    fn sprio_takes_job_ids_array_tasks_and_components_only() {
        for ok in ["65", "65_7", "65+1", "65.batch", "65_7.0"] {
            assert!(is_job_id(ok), "{ok}");
        }
        for bad in ["65_[0-7]", "14_[0-2%1]", "0", "x", "65_", "65+", "65 "] {
            assert!(!is_job_id(bad), "{bad}");
        }
    }
}
