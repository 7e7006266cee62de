//! The reconstruction against output saved from a live system, row by row, each difference
//! with the fact no dump can tell behind it where one explains it: sshare (`sshare.rs`),
//! sprio (`sprio.rs`), recorded billings.

use crate::store::Store;

use super::{Context, EndOrder, Inputs};

mod sprio;
mod sshare;

pub use sprio::{check_sprio_at, Cause, SprioCheck, SprioKey, SprioNumbers};
pub use sshare::{check_sshare, AsPrinted, Explained, SshareCheck, SSHARE_COLUMNS};

/// The share of a saved sshare's rows a run's check wants equal as printed or explained, and
/// of a saved sprio's within ±1 or explained: the matrix's goals.
pub const SSHARE_GOAL: f64 = 0.99;
pub const SPRIO_GOAL: f64 = 0.95;

/// A saved output against the reconstruction, in counts: its rows (either side's), those
/// that agree (sshare: equal as printed; sprio: within the tolerance), the others a fact no
/// dump can tell explains wholly, and those facts' kinds.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Tally {
    pub rows: usize,
    pub agree: usize,
    pub named: usize,
    pub kinds: std::collections::BTreeSet<Unknowable>,
}

impl Tally {
    /// Whether the rows that agree or are explained reach `goal` (a share of the rows).
    pub fn meets(&self, goal: f64) -> bool {
        (self.agree + self.named) as f64 >= goal * self.rows as f64
    }
}

/// The kinds of fact no dump can tell that explain a row, named in one-line summaries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Unknowable {
    /// Job ends in a decay cycle's second, before or after it.
    SameSecondEnds,
    /// sshare printed in a decay cycle's second, before the cycle.
    PrintedInCycle,
    /// Starts in a decay cycle's second (classic).
    StartsInCycle,
    /// Holds after submission (sacct dates only the release).
    Holds,
    /// sshare requests answered (classic evaluates the user then).
    Requests,
    /// A nice changed with `scontrol update`.
    Nice,
    /// No scheduling pass yet since the job became eligible (age 0).
    NoPass,
    /// A job no loaded dump records.
    NoRecord,
    /// A submission, start, end or eligibility in the printed second itself.
    OwnSecond,
    /// A start slurmdbd had not recorded when the dump was taken.
    DumpLag,
}

impl Unknowable {
    pub fn words(self) -> &'static str {
        match self {
            Unknowable::SameSecondEnds => "same-second ends",
            Unknowable::PrintedInCycle => "printed in a cycle's second",
            Unknowable::StartsInCycle => "starts in a cycle's second",
            Unknowable::Holds => "undated holds",
            Unknowable::Requests => "sshare requests",
            Unknowable::Nice => "nice changes",
            Unknowable::NoPass => "no scheduling pass yet",
            Unknowable::NoRecord => "jobs no dump lists",
            Unknowable::OwnSecond => "events in the printed second",
            Unknowable::DumpLag => "starts not yet recorded",
        }
    }
}

/// Error statistics of one column.
#[derive(Default)]
pub struct Errors {
    abs: Vec<f64>,
    rel: Vec<f64>,
}

impl Errors {
    fn add(&mut self, ours: f64, theirs: f64) {
        let abs = if ours == theirs {
            0.0
        } else {
            (ours - theirs).abs()
        };
        self.abs.push(abs);
        self.rel.push(if abs == 0.0 {
            0.0
        } else {
            abs / theirs.abs().max(1e-12)
        });
    }

    pub fn summary(&self) -> (f64, f64, f64, f64) {
        let stat = |v: &[f64]| {
            let mut s = v.to_vec();
            s.sort_by(f64::total_cmp);
            (
                s.last().copied().unwrap_or(0.0),
                s.get(s.len() / 2).copied().unwrap_or(0.0),
            )
        };
        let (amax, amed) = stat(&self.abs);
        let (rmax, rmed) = stat(&self.rel);
        (amax, amed, rmax, rmed)
    }
}

/// Jobs (row, id) held after submission and released after the earlier of the last two cycles
/// before `at`, or not yet, each alone, then all: the holds `check` tries as begun at
/// submission. Under classic a held job is not re-prioritised, so it does not evaluate its
/// user; sacct dates only the release, and the replay takes the job as waiting until then.
/// Empty when fairshare does not depend on that.
fn held_trials(store: &Store, inp: &Inputs, at: i64) -> anyhow::Result<Vec<Vec<(i64, String)>>> {
    if !inp.timed_fairshare() {
        return Ok(Vec::new());
    }
    let previous = inp.params.cycles.before(inp.params.cycles.at_or_before(at));
    let held: Vec<(i64, String)> = store
        .pending_jobs(&inp.cluster, (previous, at), None, None)?
        .into_iter()
        .filter(|j| {
            let held = j
                .reason
                .as_deref()
                .is_some_and(|r| r.starts_with("JobHeld"));
            held && !j.submitted_held && j.eligible_s.is_none_or(|e| e > previous)
        })
        .map(|j| (j.row, j.job_id))
        .collect();
    let mut trials: Vec<Vec<(i64, String)>> = held.iter().map(|h| vec![h.clone()]).collect();
    if held.len() > 1 {
        trials.push(held);
    }
    Ok(trials)
}

/// What a trial of `held_trials` assumed, in words.
fn held_in_words(ids: &[String]) -> String {
    match ids {
        [one] => format!("if job {one} was held at the cycles: sacct dates only its release"),
        many => format!(
            "if jobs {} were held at the cycles: sacct dates only their release",
            many.join(", ")
        ),
    }
}

/// Stretches of time in which an sshare request would have been answered, as (from, to):
/// under classic fairshare a request evaluates every user not evaluated yet in its cycle and
/// fixes its effective usage until the next (DEPTH_OBLIVIOUS reads those of the cycle before
/// too), but no dump records who ran sshare when. A request's effect depends only on which
/// jobs had been submitted, started or ended by then: one stretch per such span of the last
/// two decay periods before `at`, each alone, then with one of the other period. Empty when
/// fairshare does not depend on requests.
fn request_stretches(store: &Store, inp: &Inputs, at: i64) -> anyhow::Result<Vec<Vec<(i64, i64)>>> {
    if !inp.timed_fairshare() {
        return Ok(Vec::new());
    }
    let cycles = &inp.params.cycles;
    let current = cycles.at_or_before(at);
    let previous = cycles.before(current);
    let events = inp.classic_events(store, previous, at)?;
    // A second after the cycle and after each job event, to the next (or the period's end).
    let stretches = |from: i64, to: i64| -> Vec<(i64, i64)> {
        let mut m: Vec<i64> = events
            .jobs
            .iter()
            .flat_map(|j| {
                let run = j.run.map(|r| [Some(r.start), r.end]).unwrap_or_default();
                [Some(j.submit), j.gone].into_iter().chain(run)
            })
            .flatten()
            .chain([from])
            .map(|t| t + 1)
            .filter(|&t| t > from && t < to)
            .collect();
        m.sort_unstable();
        m.dedup();
        let ends = m.iter().skip(1).map(|t| t - 1).chain([to - 1]);
        m.iter().copied().zip(ends).collect()
    };
    let (earlier, latest) = (stretches(previous, current), stretches(current, at));
    let alone = earlier.iter().chain(&latest).map(|&t| vec![t]);
    let pairs = earlier
        .iter()
        .flat_map(|&a| latest.iter().map(move |&b| vec![a, b]));
    Ok(alone.chain(pairs).take(REQUESTS_TRIED).collect())
}

/// At most this many sets of sshare request moments are tried.
const REQUESTS_TRIED: usize = 256;

/// The sets of request stretches that explained the most rows, in words.
fn requests_in_words(sets: &[Vec<(i64, i64)>]) -> String {
    let words = |spans: &[(i64, i64)], join: &str| -> String {
        let w: Vec<String> = spans
            .iter()
            .map(|(a, b)| format!("between @{a} and @{b}"))
            .collect();
        w.join(join)
    };
    // Single requests in adjacent stretches read as one span.
    let when = if sets.iter().all(|s| s.len() == 1) {
        let mut spans: Vec<(i64, i64)> = Vec::new();
        for &(a, b) in sets.iter().map(|s| &s[0]) {
            match spans.last_mut() {
                Some(last) if last.1 + 1 == a => last.1 = b,
                _ => spans.push((a, b)),
            }
        }
        words(&spans, " or ")
    } else {
        words(&sets[0], " and ")
    };
    format!("if an sshare request (none is recorded) was answered {when}")
}

/// The job ends whose order against a decay cycle sacct cannot tell that can still move a
/// figure sshare prints at `at`: where a difference may come from. Ends twenty half-lives
/// back keep a millionth of their effect; of those, the ones whose other order would move
/// their association's RawUsage by at least a millionth of root's.
fn same_second_ends(store: &Store, inp: &Inputs, at: i64) -> anyhow::Result<Vec<EndOrder>> {
    let half_life = inp.settings.half_life_s as i64;
    let from = if half_life > 0 {
        at - 20 * half_life
    } else {
        i64::MIN
    };
    let root = inp.usage_at(at).live[inp.tree.root];
    let mut ends = inp.same_second_ends(store, (from, at))?;
    ends.retain(|e| e.other_order_shift.abs() >= 1e-6 * root);
    Ok(ends)
}

/// A job whose recorded billing differs from the one computed from its TRES.
pub struct BillingDiff {
    pub job_id: String,
    pub partition: String,
    pub recorded: f64,
    pub computed: f64,
}

/// Every job with a recorded `billing=`: how many were checked, and those whose billing,
/// computed from their allocated TRES and partition's TRESBillingWeights and truncated as
/// Slurm does, differs.
pub fn check_billing(
    ctx: &Context,
    store: &Store,
    cluster: Option<&str>,
) -> anyhow::Result<(usize, Vec<BillingDiff>)> {
    let cluster = super::cluster(store, cluster)?;
    let config = store.config(&cluster, crate::store::read::AsOf::Latest)?;
    let phase = |v: &str| ctx.parse_time(v).map_err(|e| e.to_string());
    let settings =
        crate::ingest::settings::settings(&config, &ctx.set, &phase).map_err(anyhow::Error::msg)?;
    let weights = super::billing_weight_versions(store, &cluster, &ctx.set)?;
    let (mut checked, mut differ) = (0, Vec::new());
    store.for_each_usage_job(
        &cluster,
        i64::MAX,
        crate::store::read::UsageJobs::All,
        |job| {
            let Some(recorded) = job.recorded_billing else {
                return Ok(());
            };
            let w = crate::store::read::version_at(&weights, job.start_s)
                .and_then(|w| w.get(job.partition))
                .and_then(Option::as_ref);
            let computed = crate::model::billing::billing(&job.alloc, w, settings.billing_mode);
            checked += 1;
            if computed.trunc() != recorded {
                differ.push(BillingDiff {
                    job_id: job.job_id.to_string(),
                    partition: job.partition.to_string(),
                    recorded,
                    computed,
                });
            }
            Ok(())
        },
    )?;
    Ok((checked, differ))
}
