//! Issue 53: `fairtrace waits` and `why`'s jobs like this one, on a worked example
//! (`common::queue_example_env`: the waits are known by construction).

use crate::common::{queue_example_env, Env};

/// 2026-12-01 at `hh:mm` (UTC), as `@EPOCH`.
fn at(hhmm: &str) -> String {
    let (h, m) = hhmm.split_once(':').unwrap();
    format!(
        "@{}",
        1_796_083_200 + h.parse::<i64>().unwrap() * 3600 + m.parse::<i64>().unwrap() * 60
    )
}

fn csv(env: &Env, args: &[&str]) -> Vec<String> {
    let out = env.ok(&[&["waits", "--format", "csv"][..], args].concat());
    out.lines().map(str::to_string).collect()
}

/// By partition and QOS: jobs 1–4 and 7 (normal) waited 10, 20, 30, 2400 and 600 s: median
/// 30, 90th percentile 600 + 0.6 × 1800 = 1680 (3.6 ranks in), longest 2400; job 5 (high)
/// 3600. Job 6 never started.
#[test]
fn waits_by_partition_and_qos() {
    let env = queue_example_env();
    assert_eq!(
        csv(&env, &["--from", &at("00:00"), "--to", &at("04:00")]),
        [
            "PARTITION,QOS,JOBS,WAIT_P50_S,WAIT_P90_S,WAIT_MAX_S",
            "debug,high,1,3600,3600,3600",
            "debug,normal,5,30,1680,2400",
        ]
    );
    let table = env.ok(&["waits", "--from", &at("00:00"), "--to", &at("04:00")]);
    assert!(
        table.contains(" 28m00s ") && table.contains(" 40m00s "),
        "{table}"
    );
}

/// Per hour, by their start: 00:00–01:00 jobs 1–3 (median 20, p90 20 + 0.8 × 10 = 28);
/// 01:00–02:00 jobs 4 and 7 (median 1500, p90 600 + 0.9 × 1800 = 2220); 02:00–03:00 job 5.
/// The window's end is exclusive: a job started at 04:00 is not in it.
#[test]
fn waits_per_period() {
    let env = queue_example_env();
    assert_eq!(
        csv(
            &env,
            &[
                "--from",
                &at("00:00"),
                "--to",
                &at("04:00"),
                "--by",
                "size",
                "--every",
                "1h"
            ]
        ),
        [
            "PERIOD,SIZE,JOBS,WAIT_P50_S,WAIT_P90_S,WAIT_MAX_S",
            "2026-12-01T00:00:00,1,3,20,28,30",
            "2026-12-01T01:00:00,1,2,1500,2220,2400",
            "2026-12-01T02:00:00,1,1,3600,3600,3600",
        ]
    );
    assert_eq!(
        csv(
            &env,
            &["--from", &at("01:00"), "--to", &at("02:10"), "--by", "qos"]
        ),
        [
            "QOS,JOBS,WAIT_P50_S,WAIT_P90_S,WAIT_MAX_S",
            "normal,2,1500,2220,2400"
        ]
    );
}

/// u1's FairShare as `sshare --at` prints it, in the quarter it falls in.
fn band_at(env: &Env, t: &str) -> &'static str {
    let out = env.ok(&[
        "sshare",
        "--at",
        t,
        "-a",
        "-P",
        "-o",
        "Account,User,FairShare",
    ]);
    let fs: f64 = out
        .lines()
        .find_map(|l| l.trim_start().strip_prefix("astro|u1|"))
        .expect("u1's row")
        .parse()
        .unwrap();
    match fs {
        f if f < 0.25 => "0-0.25",
        f if f < 0.5 => "0.25-0.5",
        f if f < 0.75 => "0.5-0.75",
        _ => "0.75-1",
    }
}

/// The fairshare band is the quarter u1's FairShare (as sshare prints it) fell in at the
/// start of the hour each job became eligible: 00:00 for jobs 1–4, 01:00 for jobs 5 and 7.
#[test]
fn waits_by_fairshare_band_follow_sshare() {
    let env = queue_example_env();
    let (early, late) = (band_at(&env, &at("00:00")), band_at(&env, &at("01:00")));
    let rows = csv(
        &env,
        &[
            "--from",
            &at("00:00"),
            "--to",
            &at("04:00"),
            "--by",
            "fairshare",
        ],
    );
    let expected: Vec<String> = if early == late {
        vec![format!("{early},6,315,3000,3600")]
    } else {
        let mut v = vec![
            format!("{early},4,25,1689,2400"),
            format!("{late},2,2100,3300,3600"),
        ];
        v.sort();
        v
    };
    assert_eq!(rows[1..], expected[..], "bands {early} then {late}");
}

/// `why 4`: the jobs like it (debug, normal, 1 CPU, its fairshare band then) that started in
/// the 7 days before it became eligible (00:50) are jobs 1–3 (eligible the same hour):
/// waits 10, 20, 30 s.
#[test]
fn why_tells_how_long_jobs_like_it_waited() {
    let env = queue_example_env();
    let band = band_at(&env, &at("00:00"));
    let text = env.ok(&["why", "4"]);
    assert!(
        text.contains(&format!(
            "Jobs like this one (partition debug, QOS normal, 1 CPU, fairshare {band} when \
             eligible) that started in the 7 days before it became eligible: 3 jobs, median \
             wait 20s, 90 % within 28s, longest 30s; this one waited 40m00s from eligible."
        )),
        "{text}"
    );
}

/// `why 7` (eligible 01:35): jobs 1–4 are like it when their band (at 00:00) is its band
/// (at 01:00); job 5 ran under another QOS.
#[test]
fn why_counts_only_jobs_of_its_fairshare_band() {
    let env = queue_example_env();
    let (early, late) = (band_at(&env, &at("00:00")), band_at(&env, &at("01:00")));
    let text = env.ok(&["why", "7"]);
    let json: serde_json::Value =
        serde_json::from_str(&env.ok(&["why", "7", "--format", "json"])).unwrap();
    let like = &json["jobs_like"];
    assert_eq!(
        (
            like["partitions"][0].as_str(),
            like["qos"].as_str(),
            like["size"].as_str(),
            like["fairshare"].as_str()
        ),
        (Some("debug"), Some("normal"), Some("1"), Some(late))
    );
    if early == late {
        assert_eq!(like["jobs"], 4);
        assert_eq!(
            (like["wait_p50_s"].as_f64(), like["wait_max_s"].as_f64()),
            (Some(25.0), Some(2400.0))
        );
        assert!((like["wait_p90_s"].as_f64().unwrap() - 1689.0).abs() < 1e-9);
        assert!(
            text.contains(&format!(
                "Jobs like this one (partition debug, QOS normal, 1 CPU, fairshare {late} when eligible) \
                 that started in the 7 days before it became eligible: 4 jobs, median wait 25s, \
                 90 % within 28m09s, longest 40m00s; this one waited 10m00s from eligible."
            )),
            "{text}"
        );
    } else {
        assert_eq!(like["jobs"], 0);
        assert!(text.contains("No job like this one"), "{text}");
    }
}

/// The audit's waits by partition, QOS and size: the six jobs that started (10, 20, 30, 600,
/// 2400 and 3600 s: median 315, 90th percentile 2400 + 0.5 × 1200 = 3000) in JSON, as
/// tables in the text, and on the HTML page.
#[test]
fn the_audit_gives_waits_by_group() {
    let env = queue_example_env();
    let window = ["audit", "--from", &at("00:00"), "--to", &at("04:00")];
    let json: serde_json::Value =
        serde_json::from_str(&env.ok(&[&window[..], &["--format", "json"]].concat())).unwrap();
    let waits = &json["waits"];
    assert_eq!(
        waits["partition"],
        serde_json::json!([{"partition": "debug", "jobs": 6, "wait_p50_s": 315.0,
                            "wait_p90_s": 3000.0, "wait_max_s": 3600.0}])
    );
    assert_eq!(waits["qos"][0]["qos"], "high");
    assert_eq!(waits["qos"][1]["jobs"], 5);
    assert_eq!(waits["size"][0]["size"], "1");
    let text = env.ok(&window);
    assert!(
        text.contains("Waits by partition:\n PARTITION   JOBS   WAIT_P50"),
        "{text}"
    );
    let html = env.path("audit.html");
    env.ok(&[&window[..], &["--html", &html]].concat());
    let page = std::fs::read_to_string(&html).unwrap();
    assert!(page.contains("<table id=\"waits-partition\"><thead><tr><th>PARTITION</th>"));
    assert!(
        page.contains("<td class=\"name\">debug</td><td>6</td><td>5m15s</td>"),
        "{page}"
    );
}
