//! The reconstruction against output saved from a live system: sshare row by row (with the
//! job ends in a cycle's second that explain a difference), sprio's numbers, recorded billings.

use std::collections::{BTreeMap, HashMap, HashSet};

use crate::ingest::sshare::ObservedShare;
use crate::model::fairshare::LevelFs;
use crate::model::usage::{order_same_second_ends, Observed, SameSecondEnd};
use crate::store::Store;

use super::{inputs, lines_at, Context, EndOrder, Inputs, SshareLine};

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

pub fn six(v: f64) -> String {
    if v.is_infinite() {
        "inf".into()
    } else {
        format!("{v:.6}")
    }
}

/// A saved sshare against the reconstruction at its moment.
pub struct SshareCheck {
    /// Rows of the file compared, and those with no row of ours (`account/user`).
    pub compared: usize,
    pub missing: Vec<String>,
    /// Per column of SSHARE_COLUMNS, the differences' statistics.
    pub errors: [Errors; 4],
    /// Rows that differ as printed: (index into the file's rows, what differs).
    pub differing: Vec<(usize, String)>,
    /// The job ends in a cycle's second behind a difference, and the rows their other
    /// orders explain.
    pub ends: Vec<EndOrder>,
    pub explained: Explained,
    /// What the inputs' reader must know (the phase's source, usage not counted).
    pub warnings: Vec<String>,
}

/// Compares `observed` (sshare as printed at `at`) with the reconstruction.
pub fn check_sshare(
    ctx: &Context,
    store: &Store,
    cluster: Option<&str>,
    at: i64,
    observed: &[ObservedShare],
) -> anyhow::Result<SshareCheck> {
    let mut inp = inputs(ctx, store, cluster, at, Some(at))?;
    let warnings = inp.warnings();
    let (ours, _) = lines_at(&inp, store, at, Default::default())?;
    let mut errors: [Errors; 4] = Default::default();
    let mut differing: Vec<(usize, String)> = Vec::new();
    let mut missing = Vec::new();
    for (i, o) in observed.iter().enumerate() {
        let Some(l) = our_line(&ours, o) else {
            missing.push(format!("{}/{}", o.account, o.user));
            continue;
        };
        let mut diffs = Vec::new();
        for (k, t, m) in column_pairs(o, l) {
            if t.is_finite() && m.is_finite() {
                errors[k].add(m, t);
            }
            if !printed_same(k, t, m) {
                let show = |v: f64| if k == 0 { v.to_string() } else { six(v) };
                diffs.push(format!("{} {} vs {}", SSHARE_COLUMNS[k], show(t), show(m)));
            }
        }
        if !diffs.is_empty() {
            differing.push((i, diffs.join(", ")));
        }
    }
    let ends = if differing.is_empty() {
        Vec::new()
    } else {
        same_second_ends(store, &inp, at)?
    };
    let explained = explain_by_end_orders(store, &mut inp, at, (observed, &differing), &ends)?;
    Ok(SshareCheck {
        compared: observed.len() - missing.len(),
        missing,
        errors,
        differing,
        ends,
        explained,
        warnings,
    })
}

pub const SSHARE_COLUMNS: [&str; 4] = ["RawUsage", "EffectvUsage", "FairShare", "LevelFS"];

/// Our row for a saved one.
fn our_line<'a>(ours: &'a [SshareLine], o: &ObservedShare) -> Option<&'a SshareLine> {
    ours.iter()
        .find(|l| l.account == o.account && l.user == o.user && l.partition == o.partition)
}

/// The compared columns of a saved row and ours (index into SSHARE_COLUMNS, Slurm's, ours),
/// where both print one.
fn column_pairs(o: &ObservedShare, l: &SshareLine) -> Vec<(usize, f64, f64)> {
    let level = match l.level_fs {
        Some(LevelFs::Value(v)) => Some(v),
        Some(LevelFs::Infinite) => Some(f64::INFINITY),
        _ => None,
    };
    [
        (o.raw_usage, Some(l.raw_usage.trunc())),
        (o.effectv_usage, l.effectv_usage),
        (o.fairshare, l.fairshare),
        (o.level_fs, level),
    ]
    .into_iter()
    .enumerate()
    .filter_map(|(k, pair)| match pair {
        (Some(t), Some(m)) => Some((k, t, m)),
        _ => None,
    })
    .collect()
}

/// Whether two figures of column `k` print the same (RawUsage as an integer, the others at
/// sshare's six decimals).
pub fn printed_same(k: usize, theirs: f64, mine: f64) -> bool {
    if k == 0 {
        theirs == mine
    } else {
        six(theirs) == six(mine)
    }
}

/// Differing rows that print as Slurm's under another order of same-second ends, and that
/// order in words.
#[derive(Default)]
pub struct Explained {
    pub rows: HashSet<usize>,
    pub because: String,
}

/// At most this many combinations of orders a single sshare leaves undecided are tried.
const COMBINATIONS_TRIED: usize = 64;

/// Reads from the checked file the orders of the `ends` no loaded snapshot told, as a loaded
/// snapshot would tell them (`model::usage::order_same_second_ends`; where several
/// combinations fit one association, each is tried); the differing rows that print as
/// Slurm's under those orders are explained by them.
fn explain_by_end_orders(
    store: &Store,
    inp: &mut Inputs,
    at: i64,
    (observed, differing): (&[ObservedShare], &[(usize, String)]),
    ends: &[EndOrder],
) -> anyhow::Result<Explained> {
    let open: Vec<SameSecondEnd> = ends
        .iter()
        .filter(|e| !e.told)
        .map(|e| SameSecondEnd {
            id: e.row,
            charge: e.charge,
        })
        .collect();
    if open.is_empty() {
        return Ok(Explained::default());
    }
    // Every charge, none summed in a checkpoint.
    inp.order_ends(store, &HashMap::new())?;
    let seen: Vec<Observed> = observed
        .iter()
        .filter_map(|o| {
            Some(Observed {
                at,
                node: inp.tree.find(&o.account, &o.user, &o.partition)?,
                raw: o.raw_usage?,
            })
        })
        .collect();
    let orders = order_same_second_ends(&inp.tree, &inp.charges, &inp.params, &seen, &open);
    // Each combination of the undecided groups' alternatives (the first alone of groups past
    // the limit), with the told orders: the one under which most rows print as Slurm's.
    let mut combinations: Vec<Vec<(i64, bool)>> = vec![orders.told.clone()];
    for group in &orders.undecided {
        let take = if combinations.len() * group.len() <= COMBINATIONS_TRIED {
            group.len()
        } else {
            1
        };
        combinations = combinations
            .iter()
            .flat_map(|c| {
                group[..take]
                    .iter()
                    .map(move |alt| [c.clone(), alt.clone()].concat())
            })
            .collect();
    }
    let mut best: Option<(HashSet<usize>, HashMap<i64, bool>)> = None;
    for combination in combinations {
        let flipped: HashMap<i64, bool> = combination
            .into_iter()
            .filter(|(row, end_first)| {
                ends.iter()
                    .any(|e| e.row == *row && e.end_first != *end_first)
            })
            .collect();
        if flipped.is_empty() {
            continue;
        }
        // Every end's order given, so none stays from the combination before.
        let mut all: HashMap<i64, bool> = ends.iter().map(|e| (e.row, e.end_first)).collect();
        all.extend(&flipped);
        inp.order_ends(store, &all)?;
        let (ours, _) = lines_at(inp, store, at, Default::default())?;
        let rows: HashSet<usize> = differing
            .iter()
            .map(|(i, _)| *i)
            .filter(|i| {
                our_line(&ours, &observed[*i]).is_some_and(|l| {
                    column_pairs(&observed[*i], l)
                        .into_iter()
                        .all(|(k, t, m)| printed_same(k, t, m))
                })
            })
            .collect();
        if best.as_ref().is_none_or(|(r, _)| rows.len() > r.len()) {
            best = Some((rows, flipped));
        }
    }
    let Some((rows, flipped)) = best else {
        return Ok(Explained::default());
    };
    let words: Vec<String> = ends
        .iter()
        .filter(|e| flipped.contains_key(&e.row))
        .map(|e| {
            let order = if e.end_first { "after" } else { "before" };
            format!("job {} handled {order} its cycle", e.job_id)
        })
        .collect();
    Ok(Explained {
        rows,
        because: format!("if {}", words.join(" and ")),
    })
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

/// A sprio row: job, partition, QOS name (printed from 23.02 on).
pub type SprioKey = (String, String, Option<String>);

/// Per row, the numbers of a sprio output (None: not printed).
pub type SprioNumbers = BTreeMap<SprioKey, Vec<Option<f64>>>;

/// A saved `sprio -l` against ours as printed.
pub struct SprioCheck {
    pub compared: usize,
    /// Per number of `ingest::sprio::NUMBERS`: the largest and the median difference.
    pub errors: Vec<(f64, f64)>,
    /// Rows with a number off by more than the tolerance: what differs.
    pub differing: Vec<String>,
    pub only_theirs: Vec<SprioKey>,
    pub only_ours: Vec<SprioKey>,
}

/// Compares sprio's numbers row by row: each weighted factor within `tolerance`, the total
/// priority within one more; a column either side did not print is not compared.
pub fn check_sprio(theirs: &SprioNumbers, ours: &SprioNumbers, tolerance: f64) -> SprioCheck {
    let names = crate::ingest::sprio::NUMBERS;
    let mut errors: Vec<Vec<f64>> = vec![Vec::new(); names.len()];
    let mut differing = Vec::new();
    for (key, t) in theirs {
        let Some(o) = ours.get(key) else { continue };
        let mut diffs = Vec::new();
        for (k, name) in names.iter().enumerate() {
            let (Some(o), Some(t)) = (o[k], t[k]) else {
                continue;
            };
            let d = (o - t).abs();
            errors[k].push(d);
            let limit = if k == 0 { tolerance + 1.0 } else { tolerance };
            if d > limit {
                diffs.push(format!("{name} {t} vs {o}"));
            }
        }
        if !diffs.is_empty() {
            let qos = key.2.as_deref().map_or(String::new(), |q| format!(" {q}"));
            differing.push(format!("  {} {}{qos}: {}", key.0, key.1, diffs.join(", ")));
        }
    }
    let only_theirs: Vec<_> = theirs
        .keys()
        .filter(|k| !ours.contains_key(*k))
        .cloned()
        .collect();
    let only_ours: Vec<_> = ours
        .keys()
        .filter(|k| !theirs.contains_key(*k))
        .cloned()
        .collect();
    let errors = errors
        .into_iter()
        .map(|mut e| {
            e.sort_by(f64::total_cmp);
            (
                e.last().copied().unwrap_or(0.0),
                e.get(e.len() / 2).copied().unwrap_or(0.0),
            )
        })
        .collect();
    SprioCheck {
        compared: theirs.len() - only_theirs.len(),
        errors,
        differing,
        only_theirs,
        only_ours,
    }
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
