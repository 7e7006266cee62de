//! `fairtrace sshare --at TIME`: what sshare printed at that moment.

use std::process::ExitCode;

use clap::Args;

use super::{open_store, Cli};
use crate::model::fairshare::{Algorithm, LevelFs};
use crate::model::usage::{reserved_seconds, Reservation};
use crate::replay::{inputs, Inputs};
use crate::report::sshare::{
    default_fields, parse_fields, table, write, Field, Layout, SshareLine,
};
use crate::report::{self, Format};
use crate::store::read::UsageJobs;
use crate::store::Store;

#[derive(Debug, Clone, Args)]
pub struct SshareArgs {
    /// The moment: @EPOCH, now, now-7days, 2026-10-01, 2026-10-01T12:00[:00] (local time).
    #[arg(long)]
    pub at: String,
    /// Cluster (needed when several are loaded).
    #[arg(long, short = 'M')]
    pub cluster: Option<String>,
    /// All users (without it, only the rows of --users, or of $USER).
    #[arg(short = 'a', long = "all")]
    pub all: bool,
    /// Long listing: NormUsage, LevelFS, GrpTRESMins, TRESRunMins.
    #[arg(short = 'l', long = "long")]
    pub long: bool,
    /// Only these accounts (comma-separated).
    #[arg(short = 'A', long = "accounts", value_delimiter = ',')]
    pub accounts: Vec<String>,
    /// Only these users (comma-separated).
    #[arg(short = 'u', long = "users", value_delimiter = ',')]
    pub users: Vec<String>,
    /// Fields to print, as sshare's -o (abbreviations and %WIDTH allowed).
    #[arg(short = 'o', long = "format-fields")]
    pub fields: Option<String>,
    /// Parsable: `|` between fields.
    #[arg(short = 'P', long = "parsable2")]
    pub parsable2: bool,
    /// Parsable: `|` after every field.
    #[arg(short = 'p', long = "parsable")]
    pub parsable: bool,
    /// No header.
    #[arg(short = 'n', long = "noheader")]
    pub noheader: bool,
    /// Output format: table (sshare's own layout), csv or json.
    #[arg(long, default_value = "table")]
    pub format: Format,
}

/// Which per-TRES lists sshare is asked to print.
#[derive(Debug, Clone, Copy, Default)]
pub struct TresLists {
    /// GrpTRESRaw: decayed TRES usage (reads every job).
    pub raw: bool,
    /// TRESRunMins: TRES-minutes running jobs still hold (reads only those).
    pub run: bool,
}

/// Per association, the `name=value` lists asked for: decayed TRES usage in minutes
/// (GrpTRESRaw; only accumulated with limits enforced) and TRES-minutes still reserved by
/// running jobs (TRESRunMins).
fn tres_lists(
    inp: &Inputs,
    store: &Store,
    asked: TresLists,
    usage_cycle: i64,
    at: i64,
) -> anyhow::Result<(Vec<String>, Vec<String>)> {
    let n = inp.tree.nodes.len();
    let used = if asked.raw && inp.settings.limits_enforced {
        inp.tres_usage(store, at, &inp.tres)?
    } else {
        vec![vec![0.0; n]; inp.tres.len()]
    };
    let mut reservations = vec![Vec::new(); inp.tres.len()];
    if asked.run {
        inp.for_each_job(store, at, UsageJobs::RunningAt(at), |job| {
            let Some(limit_s) = job.timelimit_s else {
                return;
            };
            for (k, tres) in inp.tres.iter().enumerate() {
                reservations[k].push(Reservation {
                    node: job.charge.node(),
                    start: job.charge.run().start,
                    end: job.charge.run().end,
                    limit_s,
                    weight: job.tres_count(tres) * job.usage_factor,
                });
            }
        })?;
    }
    let (mut raw, mut run) = (vec![Vec::new(); n], vec![Vec::new(); n]);
    for (k, tres) in inp.tres.iter().enumerate() {
        let reserved = reserved_seconds(&inp.tree, &reservations[k], usage_cycle, at);
        for i in 0..n {
            raw[i].push(format!("{tres}={}", (used[k][i] / 60.0).floor() as u64));
            run[i].push(format!("{tres}={}", (reserved[i] / 60.0).floor() as u64));
        }
    }
    let joined = |lists: Vec<Vec<String>>| lists.into_iter().map(|v| v.join(",")).collect();
    Ok((joined(raw), joined(run)))
}

/// What a reader of sshare's rows must know about their inputs: where the phase came from,
/// usage not counted.
pub fn warn_about(inp: &Inputs) {
    if let Some(w) = inp.phase.warning(inp.params.cycles) {
        eprintln!("{w}");
    }
    if inp.unmatched_jobs > 0 {
        eprintln!("warning: {} jobs belong to associations missing from the tree; their usage is not counted", inp.unmatched_jobs);
    }
}

/// Every sshare row at `at`, in sshare's order, and whether Fair Tree produced them, with
/// the per-TRES lists asked for.
/// (`inp`: read for usage from `at` on.)
pub fn lines_at(
    inp: &Inputs,
    store: &Store,
    at: i64,
    tres: TresLists,
) -> anyhow::Result<(Vec<SshareLine>, bool)> {
    let usage = inp.usage_at(at);
    let fs = inp.fairshare_at(
        (&usage, None),
        at,
        &inp.classic_events(store, usage.cycle, at)?,
    );
    let (mut grp_tres_raw, mut tres_run_mins) = if tres.raw || tres.run {
        tres_lists(inp, store, tres, usage.cycle, at)?
    } else {
        Default::default()
    };
    let tree = &inp.tree;
    let fair_tree = inp.settings.algorithm == Algorithm::FairTree;
    let lines = tree
        .sshare_order()
        .into_iter()
        .map(|i| {
            let n = &tree.nodes[i];
            let row = &fs[i];
            SshareLine {
                cluster: inp.cluster.clone(),
                assoc_id: n.assoc_id,
                account: n.account.clone(),
                user: n.user.clone(),
                partition: n.partition.clone(),
                depth: n.depth,
                raw_shares: (i != tree.root).then_some(n.raw_shares),
                norm_shares: row.norm_shares,
                raw_usage: usage.live[i],
                norm_usage: row.usage_norm,
                effectv_usage: row.usage_efctv,
                fairshare: if i == tree.root && fair_tree {
                    None
                } else {
                    row.fairshare
                },
                // Classic never sets LevelFS: sshare prints its 0, blank for a parent's share.
                level_fs: if fair_tree {
                    row.level_fs
                } else {
                    (i == tree.root || !n.use_parent()).then_some(LevelFs::Value(0.0))
                },
                grp_tres_raw: grp_tres_raw.get_mut(i).map(std::mem::take),
                tres_run_mins: tres_run_mins.get_mut(i).map(std::mem::take),
            }
        })
        .collect();
    Ok((lines, fair_tree))
}

pub fn run(cli: &Cli, args: &SshareArgs) -> anyhow::Result<ExitCode> {
    let store = open_store(cli)?;
    let at = cli.context().parse_time(&args.at)?;
    let fields = match &args.fields {
        Some(list) => Some(parse_fields(list).map_err(anyhow::Error::msg)?),
        None => None,
    };
    let asked = |field: Field| {
        fields
            .as_ref()
            .is_some_and(|f| f.iter().any(|(f, _)| *f == field))
    };
    let tres = TresLists {
        raw: asked(Field::GrpTresRaw),
        // sshare -l lists TRESRunMins.
        run: asked(Field::TresRunMins) || (fields.is_none() && args.long),
    };
    let inp = inputs(
        &cli.context(),
        &store,
        args.cluster.as_deref(),
        at,
        Some(at),
    )?;
    warn_about(&inp);
    let (all, fair_tree) = lines_at(&inp, &store, at, tres)?;
    let me = std::env::var("USER").unwrap_or_default();
    let lines: Vec<SshareLine> = all
        .into_iter()
        .filter(|n| {
            let account_ok = args.accounts.is_empty() || args.accounts.contains(&n.account);
            // Account rows always show; user rows those asked for (sshare: the caller's).
            let user_ok = n.user.is_empty()
                || if args.users.is_empty() {
                    args.all || n.user == me
                } else {
                    args.users.contains(&n.user)
                };
            account_ok && user_ok
        })
        .collect();
    let has_partitions = lines.iter().any(|n| !n.partition.is_empty());
    let fields = match fields {
        Some(f) => f,
        None => default_fields(args.long, fair_tree, has_partitions),
    };
    let mut out = std::io::stdout().lock();
    match args.format {
        Format::Table => {
            let layout = if args.parsable2 {
                Layout::ParsableNoEnding
            } else if args.parsable {
                Layout::Parsable
            } else {
                Layout::Aligned
            };
            write(&lines, &fields, layout, !args.noheader, &mut out)?;
        }
        other => report::write(&table(&lines, &fields), other, &mut out)?,
    }
    Ok(ExitCode::SUCCESS)
}
