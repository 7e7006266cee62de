//! `timeline --user/--account`'s table, its summary lines and its picture.

use std::io::Write;
use std::path::Path;

use crate::ingest::slurm_time::Zone;
use crate::model::fairshare::LevelFs;
use crate::model::types::{Cell, Table};
use crate::replay::timeline::{Point, Timeline};
use crate::report::plot::{self, Panel, Series};

/// Six decimals, as sshare prints them.
fn round6(v: f64) -> f64 {
    (v * 1e6).round() / 1e6
}

/// A user's fairshare at a point; NaN where it has none (a gap in the sparkline and chart).
fn fairshare(p: &Point) -> f64 {
    p.fairshare.unwrap_or(f64::NAN)
}

/// An association's share of usage at a point (0 where none).
fn used(p: &Point) -> f64 {
    p.usage_efctv.unwrap_or(0.0)
}

/// One row per moment and association, as sshare printed it, with its rank.
pub fn table(tl: &Timeline, zone: Zone) -> Table {
    let mut rows = Vec::new();
    let moments = tl.series.first().map_or(0, Vec::len);
    for m in 0..moments {
        for (k, &i) in tl.selected.iter().enumerate() {
            let (n, p) = (&tl.tree.nodes[i], &tl.series[k][m]);
            let level = match p.level_fs {
                Some(LevelFs::Value(v)) => Cell::Float(round6(v)),
                Some(LevelFs::Infinite) => Cell::Text("inf".into()),
                Some(LevelFs::NoVal) | None => Cell::Null,
            };
            rows.push(vec![
                Cell::Text(zone.format(p.t)),
                Cell::Text(n.account.clone()),
                Cell::Text(n.user.clone()),
                Cell::Int(p.raw_usage as i64),
                p.usage_efctv.map_or(Cell::Null, |v| Cell::Float(round6(v))),
                Cell::Float(round6(p.norm_shares)),
                level,
                p.fairshare.map_or(Cell::Null, |v| Cell::Float(round6(v))),
                Cell::Int(p.rank as i64),
                Cell::Int(p.of as i64),
            ]);
        }
    }
    Table {
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
    }
}

/// One line per association: its course as a sparkline, first and last values, rank.
pub fn write_summary(tl: &Timeline, out: &mut (impl Write + ?Sized)) -> anyhow::Result<()> {
    for (k, &i) in tl.selected.iter().enumerate() {
        let s = &tl.series[k];
        let (first, last) = (&s[0], &s[s.len() - 1]);
        if tl.tree.nodes[i].is_user() {
            let fs: Vec<f64> = s.iter().map(fairshare).collect();
            let head = format!("{}: fairshare ", tl.label(i));
            let rest = format!(
                " {:.6} → {:.6}, rank {} → {} of {}",
                fairshare(first),
                fairshare(last),
                first.rank,
                last.rank,
                tl.tree.user_count()
            );
            let spark = plot::sparkline(&fs, plot::fit(&[&head, &rest]));
            writeln!(out, "{head}{spark}{rest}")?;
        } else {
            let u: Vec<f64> = s.iter().map(used).collect();
            let head = format!("{}: effective usage ", tl.label(i));
            let rest = format!(
                " {:.6} → {:.6} (shares {:.6}), rank {} → {} among its siblings",
                used(first),
                used(last),
                last.norm_shares,
                first.rank,
                last.rank
            );
            let spark = plot::sparkline(&u, plot::fit(&[&head, &rest]));
            writeln!(out, "{head}{spark}{rest}")?;
        }
    }
    Ok(())
}

/// The timeline drawn into `path` (SVG or PNG): users' fairshare, shares of usage against
/// shares, and rank.
pub fn draw(tl: &Timeline, who: &str, path: &Path, zone: Zone) -> anyhow::Result<()> {
    let series = |k: usize, name: String, y: fn(&Point) -> f64| Series {
        name,
        points: tl.series[k].iter().map(|p| (p.t, y(p))).collect(),
    };
    let mut panels = Vec::new();
    let users: Vec<usize> = (0..tl.selected.len())
        .filter(|&k| tl.tree.nodes[tl.selected[k]].is_user())
        .collect();
    if !users.is_empty() {
        panels.push(Panel {
            y_label: "fairshare factor".into(),
            series: users
                .iter()
                .map(|&k| {
                    series(
                        k,
                        format!("fairshare {}", tl.label(tl.selected[k])),
                        fairshare,
                    )
                })
                .collect(),
            integer: false,
            inverted: false,
        });
    }
    panels.push(Panel {
        y_label: "share of usage".into(),
        series: (0..tl.selected.len())
            .flat_map(|k| {
                let label = tl.label(tl.selected[k]);
                [
                    series(k, format!("effective usage {label}"), used),
                    series(k, format!("normalized shares {label}"), |p| p.norm_shares),
                ]
            })
            .collect(),
        integer: false,
        inverted: false,
    });
    panels.push(Panel {
        y_label: "rank (1 = highest fairshare)".into(),
        series: (0..tl.selected.len())
            .map(|k| {
                series(k, format!("rank {}", tl.label(tl.selected[k])), |p| {
                    p.rank as f64
                })
            })
            .collect(),
        integer: true,
        inverted: true,
    });
    plot::draw(
        path,
        &format!("fairshare timeline: {who}"),
        (&panels, &[]),
        zone,
    )
}
