//! Issue 5: timelines of usage, fairshare and rank, and their charts.

use crate::common::{data, golden_env};

/// The cycle (40 s past each minute in the golden capture) whose fairshare a moment shows.
fn cycle(t: i64) -> i64 {
    t - (t - 40).rem_euclid(60)
}

/// `timeline --user u5` every minute: at each golden snapshot, the fairshare factor Slurm
/// printed for u5 and u5's rank among all user associations by that factor (competition
/// ranking, computed here from the snapshot's FairShare column).
#[test]
fn user_timeline_follows_the_golden_fairshare_and_rank() {
    let env = golden_env();
    let csv = env.ok(&[
        "timeline",
        "--user",
        "u5",
        "--from",
        "@1795342734",
        "--to",
        "@1795346219",
        "--step",
        "1min",
        "--format",
        "csv",
    ]);
    let mut lines = csv.lines();
    let header: Vec<&str> = lines.next().unwrap().split(',').collect();
    let col = |name: &str| header.iter().position(|h| *h == name).unwrap();
    let t0: i64 = 1795342734;
    let (fs_col, rank_col, of_col) = (col("FAIRSHARE"), col("RANK"), col("OF"));
    let rows: Vec<Vec<String>> = lines
        .map(|l| l.split(',').map(str::to_string).collect())
        .collect();
    assert_eq!(rows.len() as i64, (1795346219 - t0) / 60 + 1);
    let index = std::fs::read_to_string(data("golden-alpha/snapshots/AT.txt")).unwrap();
    let mut compared = 0;
    for line in index.lines() {
        let (file, at) = line.split_once(' ').unwrap();
        let at: i64 = at.parse().unwrap();
        let Some(row) = rows
            .iter()
            .enumerate()
            .find(|(k, _)| cycle(t0 + 60 * *k as i64) == cycle(at))
            .map(|(_, r)| r)
        else {
            continue;
        };
        let golden =
            std::fs::read_to_string(data(&format!("golden-alpha/snapshots/{file}"))).unwrap();
        let users: Vec<(String, f64)> = golden
            .lines()
            .skip(1)
            .filter_map(|l| {
                let f: Vec<&str> = l.split('|').collect();
                (!f[1].is_empty()).then(|| (f[1].to_string(), f[7].parse().unwrap()))
            })
            .collect();
        let mine = users.iter().find(|(u, _)| u == "u5").unwrap().1;
        let rank = 1 + users.iter().filter(|(_, f)| *f > mine).count();
        assert_eq!(row[fs_col].parse::<f64>().unwrap(), mine, "at {at}");
        assert_eq!(row[rank_col], rank.to_string(), "at {at}");
        assert_eq!(row[of_col], users.len().to_string(), "at {at}");
        compared += 1;
    }
    assert!(compared >= 55, "{compared} snapshots compared");
}

/// The chart is valid SVG with one line per series, named in its legend; the table ends with
/// a sparkline summary.
#[test]
fn timeline_plot_is_valid_svg_with_the_expected_series() {
    let env = golden_env();
    let svg = env.path("u5.svg");
    let table = env.ok(&[
        "timeline",
        "--user",
        "u5",
        "--from",
        "@1795342734",
        "--to",
        "@1795346219",
        "--step",
        "5min",
        "--plot",
        &svg,
    ]);
    let summary = table.lines().last().unwrap();
    assert!(
        summary.starts_with("u5 (genomics): fairshare "),
        "{summary}"
    );
    assert!(summary.contains("of 12"), "{summary}");
    let text = std::fs::read_to_string(&svg).unwrap();
    let doc = roxmltree::Document::parse(&text).expect("valid XML");
    assert_eq!(doc.root_element().tag_name().name(), "svg");
    let texts: Vec<&str> = doc
        .descendants()
        .filter(|n| n.has_tag_name("text"))
        .filter_map(|n| n.text().map(str::trim))
        .collect();
    for name in [
        "fairshare u5 (genomics)",
        "effective usage u5 (genomics)",
        "normalized shares u5 (genomics)",
        "rank u5 (genomics)",
    ] {
        assert!(texts.contains(&name), "legend {name} missing: {texts:?}");
    }
    // One polyline per series, each with a point per step (10:18:54 to 11:16:59 every 5 min).
    let lines: Vec<usize> = doc
        .descendants()
        .filter(|n| n.has_tag_name("polyline"))
        .map(|n| {
            n.attribute("points")
                .unwrap_or("")
                .split_whitespace()
                .count()
        })
        .filter(|&n| n > 2)
        .collect();
    assert_eq!(lines, vec![12; 4], "{lines:?}");
}

#[test]
fn timeline_needs_a_known_association_and_a_sane_span() {
    let env = golden_env();
    let err = env.fails(&[
        "timeline",
        "--user",
        "nobody",
        "--from",
        "@1795342734",
        "--to",
        "@1795346219",
    ]);
    assert!(err.contains("no association of user nobody"), "{err}");
    let err = env.fails(&[
        "timeline",
        "--account",
        "bio",
        "--from",
        "@1795346219",
        "--to",
        "@1795342734",
    ]);
    assert!(err.contains("--to is before --from"), "{err}");
    let err = env.fails(&[
        "timeline",
        "--account",
        "bio",
        "--from",
        "@0",
        "--to",
        "@1795342734",
        "--step",
        "0s",
    ]);
    assert!(err.contains("is not a step"), "{err}");
}
