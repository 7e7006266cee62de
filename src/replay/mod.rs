//! What the controller knew at a moment, replayed from the store: a moment's inputs
//! (settings with the run's overrides, tree, charges, decay-cycle phase, checkpoints), and
//! the questions asked of them. Takes typed requests and returns plain results; knows nothing
//! of clap, terminals or output formats.

pub mod access;
pub mod audit;
mod charges;
pub mod check;
pub mod efficiency;
mod fairshares;
pub mod history;
mod inputs;
pub mod lake;
pub mod lsf;
mod moment;
mod page;
mod pending;
mod phase;
mod priority;
mod queue;
pub mod rollups;
mod shares;
pub mod timeline;
pub mod usage;
pub mod wait;
pub mod waits;
pub mod whatif;

use anyhow::{anyhow, bail};

use crate::ingest::slurm_time::{parse_at, parse_step, Zone};
use crate::store::Store;

pub use inputs::{build_caches, inputs};
pub use moment::{EndOrder, Inputs, OrderSource};
pub use page::{user_page, UserPage};
pub use pending::{NiceSource, Pending, QueueNotes, SprioLine, Unknowns};
pub use queue::pending_at;
pub use shares::{lines_at, lines_with_usage, SshareLine, TresLists};

use charges::{billing_weight_versions, ChargeBasis, TOP_JOBS};
use pending::QueueKey;
use phase::PhaseSource;
use priority::PriorityContext;
use queue::QueueModel;

/// What a replay is asked under: the run's overrides of slurm.conf settings (`--set`), the
/// zone local times are read in, the moment relative times (`now`, `13:00`) are read against,
/// and where notes on the inputs go (what was assumed, what is missing) as they arise.
#[derive(Debug, Clone)]
pub struct Context {
    pub set: Vec<(String, String)>,
    pub zone: Zone,
    pub now: i64,
    pub notify: Notes,
    /// Who asks, when not the store's holder (`--as`, `serve`'s caller): answers show what
    /// Slurm's PrivateData lets them see (`access::scope`).
    pub caller: Option<String>,
}

/// Where notes go: the command line's stderr, the stderr of a service's answer, or nowhere.
#[derive(Clone)]
pub struct Notes(std::sync::Arc<dyn Fn(&str) + Send + Sync>);

impl Notes {
    pub fn to(say: impl Fn(&str) + Send + Sync + 'static) -> Notes {
        Notes(std::sync::Arc::new(say))
    }

    pub fn stderr() -> Notes {
        Notes::to(|note| eprintln!("{note}"))
    }

    pub fn none() -> Notes {
        Notes::to(|_| {})
    }

    pub fn say(&self, text: &str) {
        (self.0)(text)
    }
}

impl std::fmt::Debug for Notes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Notes")
    }
}

impl Context {
    /// Hands a note on the inputs to `notify`.
    pub fn note(&self, text: &str) {
        self.notify.say(text)
    }

    /// A moment as given (a date, a time, `@EPOCH`, `now`…) in this context's zone.
    pub fn parse_time(&self, s: &str) -> anyhow::Result<i64> {
        parse_at(s, self.zone, self.now).map_err(|e| anyhow!(e))
    }
}

/// The cluster asked for, or the only one with a tree.
pub fn cluster(store: &Store, asked: Option<&str>) -> anyhow::Result<String> {
    let clusters = store.clusters()?;
    match asked {
        Some(c) if clusters.iter().any(|x| x == c) => Ok(c.to_string()),
        Some(c) => bail!(
            "no association tree loaded for cluster {c} (loaded: {})",
            clusters.join(", ")
        ),
        None => match clusters.as_slice() {
            [one] => Ok(one.clone()),
            [] => bail!("no association tree loaded: run `fairtrace load assoc FILE` first"),
            many => bail!(
                "several clusters loaded ({}): pick one with --cluster",
                many.join(", ")
            ),
        },
    }
}

/// The moments from `from` to `to` (both included) every `step` (default: 50 steps).
pub fn moments(from: i64, to: i64, step: Option<&str>) -> anyhow::Result<Vec<i64>> {
    if to < from {
        bail!("--to is before --from");
    }
    let step = match step {
        Some(s) => parse_step(s).map_err(anyhow::Error::msg)?,
        None => ((to - from) / 50).max(1),
    };
    let n = (to - from) / step + 1;
    if n > 100_000 {
        bail!("{n} moments from --from to --to: use a longer --step");
    }
    Ok((0..n).map(|k| from + k * step).collect())
}
