//! `fairtrace timeline`: an association's usage and fairshare over time (`--user`,
//! `--account`), or a job's priority from submission to start (`--job`).

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::bail;
use clap::Args;

use super::{open_store, Cli};
use crate::model::fairshare::{self, LevelFs};
use crate::model::types::{Cell, Table};
use crate::replay::inputs;
use crate::replay::moments;
use crate::report::plot::{self, Panel, Series};
use crate::report::{self, Format};

#[derive(Debug, Clone, Args)]
pub struct TimelineArgs {
    /// A job: its priority terms and rank from submission to start (or to the end of the
    /// data if it never started).
    #[arg(long, short = 'j', conflicts_with_all = ["user", "account"])]
    pub job: Option<String>,
    /// A user: one series per account the user is in (with --account: that one only).
    #[arg(long, short = 'u')]
    pub user: Option<String>,
    /// An account.
    #[arg(long, short = 'A')]
    pub account: Option<String>,
    /// Every user association (one series each).
    #[arg(long, conflicts_with_all = ["user", "account", "job"])]
    pub all_users: bool,
    /// First moment (@EPOCH, 2026-10-01, 2026-10-01T12:00, now-7days, …); with --job, its
    /// submission unless given.
    #[arg(long)]
    pub from: Option<String>,
    /// Last moment; with --job, its start unless given.
    #[arg(long)]
    pub to: Option<String>,
    /// Time between moments: 30min, 1h, 1day, [D-]HH:MM:SS (default: 50 steps over the span).
    #[arg(long)]
    pub step: Option<String>,
    #[arg(long, short = 'M')]
    pub cluster: Option<String>,
    /// Output format: table, csv or json.
    #[arg(long, default_value = "table")]
    pub format: Format,
    /// Draw the timeline into FILE.svg or FILE.png.
    #[arg(long)]
    pub plot: Option<PathBuf>,
}

/// One association at one moment, for the summary and the chart.
#[derive(Clone)]
struct Point {
    t: i64,
    fairshare: f64,
    rank: f64,
    used: f64,
    shares: f64,
}

pub fn run(cli: &Cli, args: &TimelineArgs) -> anyhow::Result<ExitCode> {
    if let Some(job) = &args.job {
        let time = |s: &Option<String>| {
            s.as_deref()
                .map(|s| cli.context().parse_time(s))
                .transpose()
        };
        return super::why::job_timeline(cli, job, args, time(&args.from)?, time(&args.to)?);
    }
    let store = open_store(cli)?;
    let (Some(from), Some(to)) = (&args.from, &args.to) else {
        bail!("--from and --to are needed with --user, --account or --all-users");
    };
    let (from, to) = (
        cli.context().parse_time(from)?,
        cli.context().parse_time(to)?,
    );
    let times = moments(from, to, args.step.as_deref())?;
    let inp = inputs(&cli.context(), &store, args.cluster.as_deref(), to, None)?;
    if let Some(w) = inp.phase.warning(inp.params.cycles) {
        eprintln!("{w}");
    }
    let tree = &inp.tree;
    let selected: Vec<usize> = (0..tree.nodes.len())
        .filter(|&i| {
            let n = &tree.nodes[i];
            match (&args.user, &args.account) {
                _ if args.all_users => n.is_user(),
                (Some(u), Some(a)) => n.user == *u && n.account == *a,
                (Some(u), None) => n.user == *u,
                (None, Some(a)) => n.account == *a && !n.is_user(),
                (None, None) => false,
            }
        })
        .collect();
    if selected.is_empty() {
        bail!(
            "no association of {} in cluster {}'s tree (give --user or --account as in `sshare -a`)",
            match (&args.user, &args.account) {
                (Some(u), Some(a)) => format!("user {u} in account {a}"),
                (Some(u), None) => format!("user {u}"),
                (None, Some(a)) => format!("account {a}"),
                (None, None) => "anyone (give --user, --account or --all-users)".to_string(),
            },
            inp.cluster
        );
    }
    let zone = cli.context().zone;
    let mut rows = Vec::new();
    let mut series: Vec<Vec<Point>> = vec![Vec::new(); selected.len()];
    let first_cycle = inp.params.cycles.at_or_before(from);
    let events = inp.classic_events(&store, first_cycle, to)?;
    for (&t, usage) in times.iter().zip(inp.usage_series(&times)) {
        let fs = inp.fairshare_at((&usage, None), t, &events);
        let ranks = fairshare::ranks(tree, &fs);
        for (k, &i) in selected.iter().enumerate() {
            let n = &tree.nodes[i];
            let row = &fs[i];
            let level = match row.level_fs {
                Some(LevelFs::Value(v)) => Cell::Float(v),
                Some(LevelFs::Infinite) => Cell::Text("inf".into()),
                Some(LevelFs::NoVal) | None => Cell::Null,
            };
            let (rank, of) = ranks[i].unwrap_or((0, 0));
            rows.push(vec![
                Cell::Text(zone.format(t)),
                Cell::Text(n.account.clone()),
                Cell::Text(n.user.clone()),
                Cell::Int(usage.live[i] as i64),
                row.usage_efctv
                    .map_or(Cell::Null, |v| Cell::Float(round6(v))),
                Cell::Float(round6(row.norm_shares)),
                match level {
                    Cell::Float(v) => Cell::Float(round6(v)),
                    other => other,
                },
                row.fairshare.map_or(Cell::Null, |v| Cell::Float(round6(v))),
                Cell::Int(rank as i64),
                Cell::Int(of as i64),
            ]);
            series[k].push(Point {
                t,
                fairshare: row.fairshare.unwrap_or(f64::NAN),
                rank: rank as f64,
                used: row.usage_efctv.unwrap_or(0.0),
                shares: row.norm_shares,
            });
        }
    }
    let table = Table {
        columns: [
            "TIME",
            "ACCOUNT",
            "USER",
            "RAW_USAGE",
            "EFFECTV_USAGE",
            "NORM_SHARES",
            "LEVEL_FS",
            "FAIRSHARE",
            "RANK",
            "OF",
        ]
        .map(String::from)
        .to_vec(),
        rows,
    };
    let mut out = std::io::stdout().lock();
    report::write(&table, args.format, &mut out)?;
    let label = |i: usize| {
        let n = &tree.nodes[i];
        if n.is_user() {
            format!("{} ({})", n.user, n.account)
        } else {
            n.account.clone()
        }
    };
    if args.format == Format::Table {
        use std::io::Write;
        for (k, &i) in selected.iter().enumerate() {
            let s = &series[k];
            let (first, last) = (&s[0], &s[s.len() - 1]);
            if tree.nodes[i].is_user() {
                let fs: Vec<f64> = s.iter().map(|p| p.fairshare).collect();
                writeln!(
                    out,
                    "{}: fairshare {} {:.6} → {:.6}, rank {} → {} of {}",
                    label(i),
                    plot::sparkline(&fs),
                    first.fairshare,
                    last.fairshare,
                    first.rank,
                    last.rank,
                    tree.user_count()
                )?;
            } else {
                let used: Vec<f64> = s.iter().map(|p| p.used).collect();
                writeln!(
                    out,
                    "{}: effective usage {} {:.6} → {:.6} (shares {:.6}), rank {} → {} among its siblings",
                    label(i),
                    plot::sparkline(&used),
                    first.used,
                    last.used,
                    last.shares,
                    first.rank,
                    last.rank
                )?;
            }
        }
    }
    if let Some(path) = &args.plot {
        let mut panels = Vec::new();
        let users: Vec<usize> = (0..selected.len())
            .filter(|&k| tree.nodes[selected[k]].is_user())
            .collect();
        if !users.is_empty() {
            panels.push(Panel {
                y_label: "fairshare factor".into(),
                series: users
                    .iter()
                    .map(|&k| Series {
                        name: format!("fairshare {}", label(selected[k])),
                        points: series[k].iter().map(|p| (p.t, p.fairshare)).collect(),
                    })
                    .collect(),
                inverted: false,
            });
        }
        panels.push(Panel {
            y_label: "share of usage".into(),
            series: (0..selected.len())
                .flat_map(|k| {
                    [
                        Series {
                            name: format!("effective usage {}", label(selected[k])),
                            points: series[k].iter().map(|p| (p.t, p.used)).collect(),
                        },
                        Series {
                            name: format!("normalized shares {}", label(selected[k])),
                            points: series[k].iter().map(|p| (p.t, p.shares)).collect(),
                        },
                    ]
                })
                .collect(),
            inverted: false,
        });
        panels.push(Panel {
            y_label: "rank".into(),
            series: (0..selected.len())
                .map(|k| Series {
                    name: format!("rank {}", label(selected[k])),
                    points: series[k].iter().map(|p| (p.t, p.rank)).collect(),
                })
                .collect(),
            inverted: true,
        });
        let who = args
            .user
            .as_deref()
            .or(args.account.as_deref())
            .unwrap_or("all users");
        plot::draw(path, &format!("fairshare timeline: {who}"), &panels, zone)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Six decimals, as sshare prints them.
fn round6(v: f64) -> f64 {
    (v * 1e6).round() / 1e6
}
