//! Issue 6: `fairtrace audit`, against a case worked out by hand, and its HTML page in a real
//! browser.

use std::process::Command;

use crate::common::{data, Env};

/// tests/data/audit: accounts A (3 shares: a1, a2 with 1 each) and B (1 share: b1), no decay,
/// billing = CPUs. In the 10-hour window: a1 ran 2 CPUs × 5 h and 1 CPU × 1 h (of a job that
/// runs on past the window), a2 1 × 2 h, b1 4 × 5 h and 2 × 3 h: 11, 2 and 26 CPU-hours of 39.
/// Waits (eligible → start): a1 0 and 1 h, a2 2 h, b1 3 h and 0.
fn tiny() -> Env {
    let env = Env::new();
    env.ok(&["load", "conf", &data("audit/slurm.conf")]);
    env.ok(&["load", "assoc", &data("audit/assoc.psv")]);
    env.ok(&["load", "sacct", &data("audit/sacct.psv")]);
    env
}

const WINDOW: [&str; 4] = [
    "--from",
    "2026-01-01T00:00:00",
    "--to",
    "2026-01-01T10:00:00",
];

fn close(a: &serde_json::Value, b: f64) -> bool {
    a.as_f64().is_some_and(|a| (a - b).abs() < 1e-9)
}

#[test]
fn audit_matches_the_hand_computed_case() {
    let env = tiny();
    let mut args = vec!["audit", "--step", "1h", "--format", "json"];
    args.extend(WINDOW);
    let v: serde_json::Value = serde_json::from_str(&env.ok(&args)).unwrap();
    let row = |account: &str, user: &str| {
        v["rows"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["account"] == account && r["user"] == user)
            .unwrap()
            .clone()
    };
    // Promised: A 3/4, B 1/4; a1 = a2 = 3/4 · 1/2.
    let (a, b, a1, a2, b1) = (
        row("A", ""),
        row("B", ""),
        row("A", "a1"),
        row("A", "a2"),
        row("B", "b1"),
    );
    assert!(close(&a["promised"], 0.75) && close(&b["promised"], 0.25));
    assert!(
        close(&a1["promised"], 0.375)
            && close(&a2["promised"], 0.375)
            && close(&b1["promised"], 0.25)
    );
    // Delivered: shares of the 39 CPU-hours.
    assert!(close(&a["delivered"], 13.0 / 39.0) && close(&b["delivered"], 26.0 / 39.0));
    assert!(close(&a1["delivered"], 11.0 / 39.0) && close(&a2["delivered"], 2.0 / 39.0));
    assert!(close(&b1["ratio"], (26.0 / 39.0) / 0.25));
    // Waits: a1 {0, 1 h}: median 30 min, p90 54 min; A {0, 1 h, 2 h}: p90 at rank 1.8 = 1 h 48 min.
    assert!(close(&a1["wait_p50_s"], 1800.0) && close(&a1["wait_p90_s"], 3240.0));
    assert!(close(&a["wait_p90_s"], 6480.0));
    assert_eq!(a1["jobs"], 2);
    // Flags: B got 2.67× its share; a2 got 0.14× and waited 2 h, twice the median 1 h.
    assert_eq!(
        (b["over_served"].as_bool(), b1["over_served"].as_bool()),
        (Some(true), Some(true))
    );
    assert_eq!(
        (a2["starved"].as_bool(), a1["starved"].as_bool()),
        (Some(true), Some(false))
    );
    assert!(close(&v["wait_p50_s"], 3600.0));
    // Fair Tree at the end, no decay: A's LevelFS 0.75/(13/39) = 2.25 beats B's 0.25/(26/39)
    // = 0.375; in A, a2 (0.5/(2/13)) beats a1 (0.5/(11/13)): a2, a1, b1 → 3/3, 2/3, 1/3.
    assert!(close(&a2["fairshare_end"], 1.0));
    assert!(close(&a1["fairshare_end"], 2.0 / 3.0));
    assert!(close(&b1["fairshare_end"], 1.0 / 3.0));
    // Share-normalized usage x = delivered/promised of the users who ran jobs.
    let x = [11.0 / 39.0 / 0.375, 2.0 / 39.0 / 0.375, 26.0 / 39.0 / 0.25];
    let sum: f64 = x.iter().sum();
    let jain = sum * sum / (3.0 * x.iter().map(|v| v * v).sum::<f64>());
    let diffs: f64 = x
        .iter()
        .map(|p| x.iter().map(|q| (p - q).abs()).sum::<f64>())
        .sum();
    let gini = diffs / (2.0 * 9.0 * sum / 3.0);
    assert!(close(&v["jain"], jain), "{} vs {jain}", v["jain"]);
    assert!(close(&v["gini"], gini), "{} vs {gini}", v["gini"]);
    let mut args = vec!["audit", "--step", "1h"];
    args.extend(WINDOW);
    let table = env.ok(&args);
    assert!(
        table.contains("over-served") && table.contains("starved"),
        "{table}"
    );
    assert!(
        table.contains("Jain's index 0.548 and Gini 0.474"),
        "{table}"
    );
}

#[test]
fn audit_month_and_window_errors() {
    let env = tiny();
    let err = env.fails(&["audit", "--month", "2026-13"]);
    assert!(err.contains("expected YYYY-MM"), "{err}");
    let err = env.fails(&["audit", "--from", "2026-01-02", "--to", "2026-01-01"]);
    assert!(err.contains("window is empty"), "{err}");
}

/// Renders `file` in headless Chromium; returns (DOM, console lines).
fn chromium(file: &str) -> (String, Vec<String>) {
    let out = Command::new("chromium")
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--enable-logging=stderr",
            "--v=0",
            "--dump-dom",
        ])
        .arg(format!("file://{file}"))
        .output()
        .expect("chromium runs (install it with `make browser`)");
    let console = String::from_utf8_lossy(&out.stderr)
        .lines()
        .filter(|l| l.contains(":CONSOLE") || l.contains("Uncaught"))
        .map(str::to_string)
        .collect();
    (String::from_utf8_lossy(&out.stdout).into_owned(), console)
}

/// The HTML page renders in a real browser without console errors, with its table and the
/// three charts. A page with a console error is caught the same way, so the check can fail.
#[test]
fn audit_html_renders_in_chromium() {
    let env = tiny();
    let control = env.path("control.html");
    std::fs::write(
        &control,
        "<!DOCTYPE html><html><body><script>console.error('control')</script></body></html>",
    )
    .unwrap();
    let (_, console) = chromium(&control);
    assert!(console.iter().any(|l| l.contains("control")), "{console:?}");
    let page = env.path("audit.html");
    let mut args = vec!["audit", "--step", "1h", "--html", &page];
    args.extend(WINDOW);
    env.ok(&args);
    let html = std::fs::read_to_string(&page).unwrap();
    // Self-contained: nothing linked, sourced or imported (SVG's xmlns is a name, not a fetch).
    for fetch in ["src=", "href=", "<link", "@import", "url("] {
        assert!(!html.contains(fetch), "the page fetches something: {fetch}");
    }
    let (dom, console) = chromium(&page);
    assert!(console.is_empty(), "{console:?}");
    assert!(dom.contains("<table id=\"audit\">"), "{dom}");
    for id in ["shares", "fairshare", "waits"] {
        assert!(dom.contains(&format!("<figure id=\"{id}\">")), "{id}");
    }
    assert!(dom.matches("<svg").count() >= 3);
    assert!(dom.contains("over-served"));
}
