//! The fairness audit of a window: share promised against delivered per association,
//! waits, fairshare sampled over the window (`model::audit`).

use anyhow::{anyhow, bail};
use chrono::NaiveDate;

use crate::ingest::slurm_time::Zone;
use crate::model::audit::{audit, AuditJob, AuditReport};
use crate::model::efficiency::efficiency_by_node;
use crate::model::waits::By;
use crate::store::read::AsOf;
use crate::store::Store;

use super::efficiency::job_uses;
use super::waits::{first_hour, group, waited};
use super::{inputs, moments, Context};

/// [first instant of the month, first instant of the next) in local time.
pub fn month_window(zone: Zone, month: &str) -> anyhow::Result<(i64, i64)> {
    let bad = || anyhow!("--month {month}: expected YYYY-MM");
    let (y, m) = month.split_once('-').ok_or_else(bad)?;
    let (y, m): (i32, u32) = (y.parse().map_err(|_| bad())?, m.parse().map_err(|_| bad())?);
    let first = NaiveDate::from_ymd_opt(y, m, 1).ok_or_else(bad)?;
    let next = if m == 12 {
        NaiveDate::from_ymd_opt(y + 1, 1, 1)
    } else {
        NaiveDate::from_ymd_opt(y, m + 1, 1)
    }
    .ok_or_else(bad)?;
    let at = |d: NaiveDate| {
        zone.to_utc(d.and_hms_opt(0, 0, 0).unwrap_or_default())
            .and_utc()
            .timestamp()
    };
    Ok((at(first), at(next)))
}

/// The audit of [`from`, `to`), fairshare sampled every `step` (default: 100 samples); the
/// report's notes say what the inputs lacked.
pub fn audit_window(
    ctx: &Context,
    store: &Store,
    cluster: Option<&str>,
    (from, to, step): (i64, i64, Option<&str>),
) -> anyhow::Result<AuditReport> {
    if to <= from {
        bail!("the window is empty: --to must be after --from");
    }
    // The charges done by the last checkpoint before the window bill nothing in it: they
    // come summed, as usage (from the cycle before `from`, whose fairshare the first
    // moment holds).
    let mut inp = inputs(ctx, store, cluster, to, Some(from))?;
    inp.reach_back(store, inp.params.cycles.at_or_before(from))?;
    let mut notes: Vec<String> = inp.warnings();
    if inp.unmatched_jobs > 0 {
        notes.push(format!(
            "warning: {} jobs belong to associations missing from the tree and are left out",
            inp.unmatched_jobs
        ));
    }
    // Billed usage inside the window, per job.
    let mut jobs: Vec<AuditJob> = inp
        .charges
        .iter()
        .filter_map(|c| {
            let s = c.run().start.max(from);
            let e = c.run().end.unwrap_or(to).min(to);
            (e > s).then(|| AuditJob {
                node: c.node(),
                billed: c.run().weight * (e - s) as f64,
                wait_s: None,
            })
        })
        .collect();
    // Waits of the jobs that started in the window.
    inp.reach_back(store, inp.params.cycles.at_or_before(first_hour(from)))?;
    let waited = waited(&inp, store, (from, to))?;
    jobs.extend(waited.jobs.iter().filter_map(|j| {
        Some(AuditJob {
            node: j.node?,
            billed: 0.0,
            wait_s: Some(j.wait_s),
        })
    }));
    if waited.eligible_unknown > 0 {
        notes.push(format!(
            "note: {} jobs have no eligible time in the dump: their wait counts as 0",
            waited.eligible_unknown
        ));
    }
    let waits = By::ALL
        .into_iter()
        .map(|b| (b, group(&waited, &[b], None)))
        .collect();
    // A store an earlier fairtrace made has no steps' usage until a load adds the columns.
    let efficiency = match store.require_column("jobs", "gpu_util") {
        Ok(()) => {
            let uses = job_uses(&inp.tree, store, &inp.cluster, (from, to))?;
            efficiency_by_node(&inp.tree, &uses)
        }
        Err(e) => {
            notes.push(format!("note: no efficiency section: {e}"));
            vec![Default::default(); inp.tree.nodes.len()]
        }
    };
    let step = step
        .map(str::to_string)
        .unwrap_or_else(|| format!("{}s", ((to - from) / 100).max(1)));
    let times = moments(from, to, Some(&step))?;
    let events = inp.classic_events(store, inp.params.cycles.at_or_before(from), to)?;
    let samples: Vec<(i64, Vec<Option<f64>>)> = times
        .iter()
        .zip(inp.usage_series(&times))
        .map(|(&t, u)| {
            let fs = inp
                .fairshare_at((&u, None), t, &events)
                .into_iter()
                .map(|r| r.fairshare)
                .collect();
            (t, fs)
        })
        .collect();
    let fs_only: Vec<Vec<Option<f64>>> = samples.iter().map(|s| s.1.clone()).collect();
    let result = audit(&inp.tree, &jobs, &fs_only);
    // The settings that shape fairshare and priority, as slurm.conf spells them.
    let mut settings: std::collections::BTreeMap<String, String> = store
        .config(&inp.cluster, AsOf::At(to))?
        .into_iter()
        .filter(|(k, _)| k.starts_with("Priority") || k == "SlurmVersion")
        .collect();
    for (k, v) in &ctx.set {
        settings.insert(k.clone(), format!("{v} (--set)"));
    }
    let data_span = (
        store.data_start(&inp.cluster)?,
        store.data_end(&inp.cluster)?,
    );
    Ok(AuditReport {
        cluster: inp.cluster.clone(),
        from,
        to,
        audit: result,
        samples,
        tree: inp.tree,
        notes,
        settings: settings.into_iter().collect(),
        data_span,
        waits,
        efficiency,
    })
}
