//! Issue 6: `fairtrace audit`, against a case worked out by hand, and its HTML page in a real
//! browser.

use crate::common::{chromium, chromium_command, data, Env};

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

/// A screenshot of `file` for a person to look at, under the build's scratch directory.
fn screenshot(file: &str, name: &str, height: u32) -> std::path::PathBuf {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("screenshots");
    std::fs::create_dir_all(&dir).unwrap();
    let png = dir.join(name);
    let status = chromium_command()
        .arg(format!("--window-size=1200,{height}"))
        .arg(format!("--screenshot={}", png.display()))
        .arg(format!("file://{file}"))
        .output()
        .expect("chromium runs");
    assert!(
        status.status.success() && png.exists(),
        "no screenshot {}",
        png.display()
    );
    png
}

/// The texts of the SVG inside the element with id `id` in `dom`.
fn svg_texts(dom: &str, id: &str) -> Vec<String> {
    let start = dom
        .find(&format!("id=\"{id}\""))
        .unwrap_or_else(|| panic!("no #{id}"));
    let end = dom[start..]
        .find("</figure>")
        .map_or(dom.len(), |e| start + e);
    dom[start..end]
        .split("<text")
        .skip(1)
        .filter_map(|t| {
            let body = t.split_once('>')?.1;
            Some(body.split("</text>").next()?.to_string())
        })
        .collect()
}

/// The HTML page renders in a real browser without console errors and without fetching
/// anything; every bar is labelled with its account or user, every small chart and every
/// wait with its user; each top-level account has its drill-down. A page with a console
/// error is caught the same way, so the check can fail. Screenshots of the page and the
/// `why` and `timeline` charts go to the build's scratch directory.
#[test]
fn audit_html_renders_in_chromium() {
    let env = tiny();
    let control = env.path("control.html");
    std::fs::write(
        &control,
        "<!DOCTYPE html><html><body><img src=\"http://example.org/x.png\"><script>console.error('control')</script></body></html>",
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
    assert!(
        dom.contains("<table id=\"audit\" class=\"sortable\">"),
        "{dom}"
    );
    // Every top-level account's bars are named, with their values.
    let shares = svg_texts(&dom, "shares");
    for account in ["A", "B"] {
        assert!(
            shares.iter().any(|t| t == account),
            "{account} unlabelled: {shares:?}"
        );
        assert!(
            dom.contains(&format!("id=\"account-{account}\"")),
            "no drill-down for {account}"
        );
    }
    assert!(
        shares.iter().filter(|t| t.ends_with(" %")).count() >= 4,
        "{shares:?}"
    );
    // Each user who ran jobs: a small chart and a wait row, named.
    let multiples = svg_texts(&dom, "fairshare");
    let waits = svg_texts(&dom, "waits");
    for user in ["a1 (A)", "a2 (A)", "b1 (B)"] {
        assert!(multiples.iter().any(|t| t == user), "{user}: {multiples:?}");
        assert!(
            waits.iter().any(|t| t.starts_with(user)),
            "{user}: {waits:?}"
        );
    }
    assert!(dom.contains("over-served") && dom.contains("Settings in force"));
    // Clicking JOBS sorts the table by it, up then down (the page's own script, run in the
    // browser by a copy of the page that clicks and writes down the order).
    let clicked = env.path("clicked.html");
    let click = "<script>var th=document.querySelector('#audit th:nth-child(9)');\
        var order=function(){return Array.from(document.querySelectorAll('#audit tbody tr'))\
        .map(function(r){return r.cells[8].textContent}).join(',')};\
        th.click();document.body.dataset.up=order();th.click();document.body.dataset.down=order();</script>";
    std::fs::write(
        &clicked,
        html.replace("</body>", &format!("{click}</body>")),
    )
    .unwrap();
    let (dom, console) = chromium(&clicked);
    assert!(console.is_empty(), "{console:?}");
    let order = |key: &str| -> Vec<i64> {
        let at = dom
            .find(&format!("data-{key}=\""))
            .unwrap_or_else(|| panic!("{dom}"));
        let list = dom[at + key.len() + 7..].split('"').next().unwrap();
        list.split(',').map(|v| v.parse().unwrap()).collect()
    };
    let (up, down) = (order("up"), order("down"));
    assert!(
        up.windows(2).all(|w| w[0] <= w[1]) && up.first() < up.last(),
        "{up:?}"
    );
    assert_eq!(down, up.iter().rev().copied().collect::<Vec<_>>());
    screenshot(&page, "audit.png", 3000);
    for (cmd, file) in [("why", "why.svg"), ("timeline", "timeline.svg")] {
        let golden = crate::common::golden_env();
        let out = golden.path(file);
        let args: Vec<&str> = if cmd == "why" {
            vec!["why", "47", "--plot", &out]
        } else {
            vec![
                "timeline",
                "--user",
                "u5",
                "--from",
                "@1795342734",
                "--to",
                "@1795346219",
                "--step",
                "1min",
                "--plot",
                &out,
            ]
        };
        golden.ok(&args);
        screenshot(&out, &file.replace(".svg", ".png"), 1000);
    }
}
