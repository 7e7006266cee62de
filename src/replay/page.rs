//! A user's own page (`fairtrace page`, served by `serve`): their associations' fairshare and
//! usage over a window, their latest jobs with the wait and the why of each, and, for an
//! operator or a coordinator, the window's audit (a coordinator's: their accounts'). Everything through the same functions as the commands, under
//! the caller's scope: nothing a command would not show them.

use super::audit::audit_window;
use super::timeline::{timeline, Timeline, Who};
use super::wait::{explain, WaitAnswer};
use super::{access, cluster, Context, Notes};
use crate::model::audit::AuditReport;
use crate::store::read::JobFacts;
use crate::store::Store;

/// Jobs listed, and of those, the waits explained (each a `why`).
const JOBS: usize = 50;
const EXPLAINED: usize = 10;

pub struct UserPage {
    pub cluster: String,
    pub user: String,
    pub window: (i64, i64),
    /// None when the user has no association they may see.
    pub timeline: Option<Timeline>,
    /// Their latest jobs, each with its explained wait (or why it could not be) for the first
    /// `EXPLAINED` that waited.
    pub jobs: Vec<(JobFacts, Option<Result<WaitAnswer, String>>)>,
    /// The window's audit, for operators (whole) and coordinators (their accounts').
    pub audit: Option<AuditReport>,
}

/// `user`'s page over [`from`, `to`].
pub fn user_page(
    ctx: &Context,
    store: &Store,
    cluster_arg: Option<&str>,
    user: &str,
    (from, to): (i64, i64),
) -> anyhow::Result<UserPage> {
    let cluster = cluster(store, cluster_arg)?;
    let scope = access::scope(ctx, store, Some(&cluster))?;
    let who = Who {
        user: Some(user.to_string()),
        account: None,
        all_users: false,
    };
    // A user with no association they may see has no fairshare to draw (timeline says so).
    let timeline = timeline(ctx, store, Some(&cluster), &who, (from, to, None)).ok();
    // The notes on the inputs were said once, by the timeline.
    let quiet = Context {
        notify: Notes::none(),
        ..ctx.clone()
    };
    let mut jobs = Vec::new();
    let mut explained = 0;
    for job in store.user_jobs(&cluster, user, (from, to + 1), JOBS)? {
        let waited = job.start_s.is_none_or(|s| s > job.submit_s);
        let wait = if waited && explained < EXPLAINED {
            explained += 1;
            Some(explain(&quiet, store, Some(&cluster), &job.job_id).map_err(|e| format!("{e:#}")))
        } else {
            None
        };
        jobs.push((job, wait));
    }
    // The audit for those it is for (`access::audit_for`): operators, and coordinators
    // their accounts'.
    let allowed = scope
        .as_ref()
        .is_none_or(|s| s.caller.operator || s.caller.is_coordinator());
    let audit = match allowed {
        true => {
            let rep = audit_window(&quiet, store, Some(&cluster), (from, to, None))?;
            Some(access::audit_for(&quiet, store, rep)?)
        }
        false => None,
    };
    Ok(UserPage {
        cluster,
        user: user.to_string(),
        window: (from, to),
        timeline,
        jobs,
        audit,
    })
}
