//! Issue 53: `export openmetrics` read by a real Prometheus (Debian's package; `make
//! prometheus` installs it): promtool turns the file into blocks, Prometheus serves them, and
//! its HTTP API answers at past moments what `sshare --at` prints then.

use std::collections::HashMap;
use std::process::{Child, Command};
use std::time::{Duration, Instant};

use crate::common::{data, golden_env, Env};

/// Prometheus serving the blocks in `dir` on a free loopback port; killed when dropped.
struct Prometheus {
    child: Child,
    port: u16,
}

impl Prometheus {
    fn start(dir: &str, config: &str) -> Prometheus {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        let child = Command::new("prometheus")
            .arg(format!("--config.file={config}"))
            .arg(format!("--storage.tsdb.path={dir}"))
            // Backfilled history is older than the default 15 days it keeps.
            .arg("--storage.tsdb.retention.time=100y")
            .arg(format!("--web.listen-address=127.0.0.1:{port}"))
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("prometheus runs (install it with `make prometheus`)");
        let p = Prometheus { child, port };
        let deadline = Instant::now() + Duration::from_secs(60);
        while ureq::get(&p.url("/-/ready")).call().is_err() {
            assert!(
                Instant::now() < deadline,
                "prometheus not ready within 60 s"
            );
            std::thread::sleep(Duration::from_millis(200));
        }
        p
    }

    fn url(&self, path: &str) -> String {
        format!("http://127.0.0.1:{}{path}", self.port)
    }

    /// An instant query's vector at `at`: each series' labels and value.
    fn query(&self, query: &str, at: i64) -> Vec<(HashMap<String, String>, f64)> {
        let text = ureq::get(&self.url("/api/v1/query"))
            .query("query", query)
            .query("time", at.to_string())
            .call()
            .expect("query answered")
            .body_mut()
            .read_to_string()
            .expect("an answer");
        let body: serde_json::Value = serde_json::from_str(&text).expect("json");
        assert_eq!(body["status"], "success", "{body}");
        body["data"]["result"]
            .as_array()
            .expect("a vector")
            .iter()
            .map(|r| {
                let labels = r["metric"]
                    .as_object()
                    .unwrap()
                    .iter()
                    .map(|(k, v)| (k.clone(), v.as_str().unwrap().to_string()))
                    .collect();
                let value = r["value"][1].as_str().unwrap();
                let value = match value {
                    "+Inf" => f64::INFINITY,
                    v => v.parse().unwrap(),
                };
                (labels, value)
            })
            .collect()
    }
}

impl Drop for Prometheus {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn promtool(file: &str, dir: &str) -> std::process::Output {
    Command::new("promtool")
        .args(["tsdb", "create-blocks-from", "openmetrics", file, dir])
        .output()
        .expect("promtool runs (install it with `make prometheus`)")
}

/// The columns of `sshare -P` each family holds, by its name after slurm_account_/slurm_user_.
const COLUMNS: [(&str, &str); 7] = [
    ("fairshare", "FairShare"),
    ("fairshare_norm_shares", "NormShares"),
    ("fairshare_norm_usage", "NormUsage"),
    ("fairshare_raw_shares", "RawShares"),
    ("fairshare_raw_usage_cpu_seconds", "RawUsage"),
    ("fairshare_level_fs", "LevelFS"),
    ("fairshare_effective_usage", "EffectvUsage"),
];

/// Every account's and user's sshare row at a moment, loaded into a real Prometheus from the
/// exported file, is what `sshare --at` prints then: a value where sshare prints one (equal
/// to the digits printed, which sshare rounds, or truncates for RawUsage), none where it
/// prints a blank or `parent`; and every series is labelled cluster and source.
#[test]
fn prometheus_answers_what_sshare_printed_at_past_moments() {
    let env = golden_env();
    let (from, to) = (1_795_342_740, 1_795_346_220);
    let file = env.path("history.om");
    env.ok(&[
        "export",
        "openmetrics",
        "--from",
        &format!("@{from}"),
        "--to",
        &format!("@{to}"),
        "--step",
        "1min",
        "--users",
        "-o",
        &file,
    ]);
    let blocks = env.path("blocks");
    let made = promtool(&file, &blocks);
    assert!(
        made.status.success(),
        "promtool refused the file:\n{}",
        String::from_utf8_lossy(&made.stderr)
    );
    let config = env.write("prometheus.yml", b"global:\n  scrape_interval: 1h\n");
    let prometheus = Prometheus::start(&blocks, &config);
    let mut compared = 0;
    for at in [from, from + 17 * 60, from + 31 * 60, to] {
        let sshare = env.ok(&[
            "sshare",
            "--at",
            &format!("@{at}"),
            "-a",
            "-P",
            "-o",
            "Account,User,RawShares,NormShares,RawUsage,NormUsage,EffectvUsage,FairShare,LevelFS",
        ]);
        let mut lines = sshare.lines();
        let header: Vec<&str> = lines.next().unwrap().split('|').collect();
        let rows: HashMap<(String, String), Vec<&str>> = lines
            .map(|l| {
                let f: Vec<&str> = l.split('|').collect();
                ((f[0].trim().to_string(), f[1].to_string()), f)
            })
            .collect();
        let answered = prometheus.query(
            r#"{source="fairtrace", __name__=~"slurm_(account|user)_.*"}"#,
            at,
        );
        let mut seen: HashMap<(String, String, &str), f64> = HashMap::new();
        for (labels, value) in &answered {
            assert_eq!(labels["cluster"], "alpha", "{labels:?}");
            let name = &labels["__name__"];
            let (user, suffix) = match name.strip_prefix("slurm_account_") {
                Some(s) => (String::new(), s),
                None => (
                    labels["user"].clone(),
                    name.strip_prefix("slurm_user_").unwrap(),
                ),
            };
            let column = COLUMNS.iter().find(|(s, _)| *s == suffix).expect(name).1;
            seen.insert((labels["account"].clone(), user, column), *value);
        }
        for ((account, user), fields) in &rows {
            for (_, column) in COLUMNS {
                let printed = fields[header.iter().position(|h| *h == column).unwrap()];
                let got = seen.get(&(account.clone(), user.clone(), column));
                match (printed, got) {
                    // Fairshare=parent has no number of its own.
                    ("" | "parent", None) => {}
                    ("", Some(v)) => panic!("{account}/{user} {column} at {at}: sshare prints nothing, Prometheus has {v}"),
                    (p, None) => panic!("{account}/{user} {column} at {at}: sshare prints {p}, Prometheus has nothing"),
                    (p, Some(&v)) => {
                        let shown = match column {
                            "RawUsage" | "RawShares" => format!("{}", v.floor()),
                            _ if v.is_infinite() => "inf".to_string(),
                            _ => format!("{v:.6}"),
                        };
                        assert_eq!(shown, p, "{account}/{user} {column} at {at}: Prometheus has {v}");
                        compared += 1;
                    }
                }
            }
        }
        assert_eq!(
            seen.len(),
            compared_at(&rows, &header),
            "every series Prometheus has is an sshare value at {at}"
        );
    }
    assert!(compared > 500, "{compared} values compared");
    dashboard_queries_answer(&prometheus, to);
}

/// Every query of the Grafana dashboard in tools/grafana answers from the exported history
/// (its variables as a user picks them: the cluster, every account and user, a step of an
/// hour), and its variables read families the export writes.
fn dashboard_queries_answer(prometheus: &Prometheus, at: i64) {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tools/grafana/fairtrace-history.json"
    );
    let dashboard: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let fill = |q: &str| {
        q.replace("$cluster", "alpha")
            .replace("$account", ".*")
            .replace("$user", ".*")
            .replace("$step", "1h")
    };
    let mut queries = 0;
    for panel in dashboard["panels"].as_array().unwrap() {
        for target in panel["targets"].as_array().unwrap() {
            let expr = fill(target["expr"].as_str().unwrap());
            let answer = prometheus.query(&expr, at);
            assert!(
                !answer.is_empty(),
                "{}: {expr} has no answer",
                panel["title"]
            );
            queries += 1;
        }
    }
    assert!(queries >= 9, "{queries} queries");
    for var in dashboard["templating"]["list"].as_array().unwrap() {
        let Some(q) = var["query"]["query"].as_str() else {
            continue;
        };
        let selector = fill(
            q.trim_start_matches("label_values(")
                .rsplit_once(',')
                .unwrap()
                .0,
        );
        assert!(
            !prometheus.query(&selector, at).is_empty(),
            "variable {}: {selector}",
            var["name"]
        );
    }
}

/// Values sshare printed (not blank) in `rows`.
fn compared_at(rows: &HashMap<(String, String), Vec<&str>>, header: &[&str]) -> usize {
    rows.values()
        .map(|f| {
            COLUMNS
                .iter()
                .filter(|(_, c)| {
                    !matches!(
                        f[header.iter().position(|h| h == c).unwrap()],
                        "" | "parent"
                    )
                })
                .count()
        })
        .sum()
}

/// A window the dumps know nothing of is `# EOF` alone, which promtool takes.
#[test]
fn an_empty_window_is_a_file_promtool_takes() {
    let env = golden_env();
    let file = env.path("empty.om");
    let out = env
        .cmd(&[
            "export",
            "openmetrics",
            "--from",
            "2020-01-01",
            "--to",
            "2020-02-01",
            "-o",
            &file,
        ])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("no sample written"));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "# EOF\n");
    let made = promtool(&file, &env.path("blocks"));
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
}

/// More than 100000 points a series asks for --force.
#[test]
fn too_many_points_ask_for_force() {
    let env = golden_env();
    let args = [
        "export",
        "openmetrics",
        "--from",
        "@1795300000",
        "--to",
        "@1795400001",
        "--step",
        "1s",
    ];
    let err = env.fails(&args);
    assert!(
        err.contains("100002 points per series") && err.contains("--force"),
        "{err}"
    );
    let forced = env.ok(&[&args[..], &["--force"]].concat());
    assert!(forced.ends_with("# EOF\n") && forced.contains("slurm_account_fairshare_norm_shares{"));
}

/// Task ids of an array's printed task list (`0-2%1` → 0, 1, 2; `1,4-5` → 1, 4, 5).
fn tasks(list: &str) -> Vec<u32> {
    let list = list.trim_matches(|c| c == '[' || c == ']');
    let list = list.split('%').next().unwrap();
    list.split(',')
        .flat_map(|part| match part.split_once('-') {
            Some((a, b)) => (a.parse().unwrap()..=b.parse().unwrap()).collect::<Vec<u32>>(),
            None => vec![part.parse().unwrap()],
        })
        .collect()
}

/// The jobs pending per QOS and per partition at a moment are those the real squeue (its
/// `-t all` output, captured then) listed pending, each task of a pending array counted as
/// `squeue -r` lists it — less the array tasks the final sacct dump has no record of at all
/// (slurmdbd never received the rest of an array held by its task limit: nothing in sacct
/// can tell they wait), which are named here from the dump.
#[test]
fn pending_jobs_are_those_the_real_squeue_listed() {
    let env = golden_env();
    let dump = env.ok(&["sql", "--format", "csv", "SELECT job_id FROM jobs"]);
    let recorded: std::collections::HashSet<String> = dump
        .lines()
        .skip(1)
        .flat_map(|id| match id.split_once("_[") {
            Some((base, list)) => tasks(list)
                .into_iter()
                .map(|t| format!("{base}_{t}"))
                .collect(),
            None => vec![id.to_string()],
        })
        .collect();
    let index =
        std::fs::read_to_string(crate::common::data("golden-alpha/snapshots/SQUEUE_AT.txt"))
            .unwrap();
    let (mut compared, mut unrecorded_seen) = (0, 0);
    for line in index.lines() {
        let (file, at) = line.split_once(' ').unwrap();
        let squeue = std::fs::read_to_string(crate::common::data(&format!(
            "golden-alpha/snapshots/{file}"
        )))
        .unwrap();
        let mut expected: HashMap<(String, String), i64> = HashMap::new();
        for row in squeue.lines().skip(1) {
            let f: Vec<&str> = row.split('|').collect();
            if f[7] != "PENDING" {
                continue;
            }
            let ids = match f[0].split_once("_[") {
                Some((base, list)) => tasks(list)
                    .into_iter()
                    .map(|t| format!("{base}_{t}"))
                    .collect(),
                None => vec![f[0].to_string()],
            };
            let known = ids.iter().filter(|id| recorded.contains(*id)).count() as i64;
            unrecorded_seen += ids.len() - known as usize;
            *expected.entry(("qos".into(), f[6].into())).or_default() += known;
            for p in f[5].split(',') {
                *expected.entry(("partition".into(), p.into())).or_default() += known;
            }
        }
        let om = env.ok(&[
            "export",
            "openmetrics",
            "--from",
            &format!("@{at}"),
            "--to",
            &format!("@{at}"),
        ]);
        let mut got: HashMap<(String, String), i64> = HashMap::new();
        for l in om.lines() {
            for key in ["partition", "qos"] {
                let Some(rest) = l.strip_prefix(&format!("slurm_{key}_jobs_pending{{")) else {
                    continue;
                };
                let name = rest
                    .split(&format!("{key}=\""))
                    .nth(1)
                    .unwrap()
                    .split('"')
                    .next()
                    .unwrap();
                let value: f64 = l.split(' ').nth(1).unwrap().parse().unwrap();
                assert!(l.ends_with(&format!(" {at}")), "{l}");
                if value > 0.0 {
                    got.insert((key.into(), name.into()), value as i64);
                }
            }
        }
        expected.retain(|_, n| *n > 0);
        assert_eq!(got, expected, "pending at {at} ({file})");
        compared += expected.len();
    }
    assert!(compared >= 40, "{compared} counts compared");
    assert!(
        unrecorded_seen > 0,
        "the capture has array tasks sacct never recorded"
    );
}

/// A worked example of the queue's gauges, hourly: jobs pending at each moment (submitted by
/// it, not started; a job cancelled while pending counts until it ends), and the median wait
/// (start − eligible) of the jobs started since the moment before (the mean of the middle
/// two for an even count).
#[test]
fn queue_gauges_of_a_worked_example() {
    let env = crate::common::queue_example_env();
    let om = env.ok(&[
        "export",
        "openmetrics",
        "--from",
        "2026-12-01T00:00",
        "--to",
        "2026-12-01T04:00",
    ]);
    let series = |family: &str, label: &str| series_of(&om, family, label);
    let (h1, h2, h3) = (1_796_086_800, 1_796_090_400, 1_796_094_000);
    // 00:00 is before the first submission and 04:00 after the last moment the dump tells.
    assert_eq!(
        series("slurm_partition_jobs_pending", r#"partition="debug""#),
        [(h1, 2.0), (h2, 2.0), (h3, 0.0)]
    );
    assert_eq!(
        series("slurm_qos_jobs_pending", r#"qos="high""#),
        [(h1, 1.0), (h2, 1.0), (h3, 0.0)]
    );
    assert_eq!(
        series(
            "slurm_partition_job_wait_median_seconds",
            r#"partition="debug""#
        ),
        [(h1, 20.0), (h2, 1500.0), (h3, 3600.0)]
    );
    assert_eq!(
        series("slurm_qos_job_wait_median_seconds", r#"qos="normal""#),
        [(h1, 20.0), (h2, 1500.0)]
    );
    assert!(om.contains("# UNIT slurm_partition_job_wait_median_seconds seconds\n"));
    // Every second: each job's wait at the second it started (moments read in blocks).
    let om = env.ok(&[
        "export",
        "openmetrics",
        "--from",
        "2026-12-01T00:00",
        "--to",
        "2026-12-01T03:30",
        "--step",
        "1s",
    ]);
    let at = |hms: &str| {
        let (h, rest) = hms.split_once(':').unwrap();
        let (m, s) = rest.split_once(':').unwrap();
        1_796_083_200
            + h.parse::<i64>().unwrap() * 3600
            + m.parse::<i64>().unwrap() * 60
            + s.parse::<i64>().unwrap()
    };
    assert_eq!(
        series_of(
            &om,
            "slurm_partition_job_wait_median_seconds",
            r#"partition="debug""#
        ),
        [
            (at("00:10:10"), 10.0),
            (at("00:20:20"), 20.0),
            (at("00:30:30"), 30.0),
            (at("01:30:00"), 2400.0),
            (at("01:45:00"), 600.0),
            (at("02:10:00"), 3600.0)
        ]
    );
}

/// A family's samples of the series whose labels include `label`: (time, value).
fn series_of(om: &str, family: &str, label: &str) -> Vec<(i64, f64)> {
    om.lines()
        .filter(|l| l.starts_with(&format!("{family}{{")) && l.contains(label))
        .map(|l| {
            let f: Vec<&str> = l.rsplitn(3, ' ').collect();
            (f[0].parse().unwrap(), f[1].parse().unwrap())
        })
        .collect()
}

/// The moments exported start at the history's first submission, wherever the loads put it:
/// here the later jobs are loaded first (the store's first row was submitted at 08:00), the
/// earlier ones after (submitted from 00:00). Hourly from 22:00 the day before to 03:00:
/// samples at 00:00 to 03:00 only.
#[test]
fn the_moments_start_at_the_first_submission_whatever_was_loaded_first() {
    let env = Env::new();
    env.ok(&["--tz", "UTC", "load", "conf", &data("audit/slurm.conf")]);
    env.ok(&["load", "assoc", &data("audit/assoc.psv")]);
    let dump = std::fs::read_to_string(data("audit/sacct.psv")).unwrap();
    let (header, jobs) = dump.split_once('\n').unwrap();
    let (earlier, later): (Vec<&str>, Vec<&str>) = jobs
        .lines()
        .partition(|l| !l.contains("|2026-01-01T08:00:00|2026-01-01T08:00:00|"));
    assert_eq!(later.len(), 1, "{jobs}");
    for (name, part) in [("later.psv", &later), ("earlier.psv", &earlier)] {
        let file = env.write(name, format!("{header}\n{}\n", part.join("\n")).as_bytes());
        env.ok(&["--tz", "UTC", "load", "sacct", &file]);
    }
    let file = env.path("history.om");
    env.ok(&[
        "--tz",
        "UTC",
        "export",
        "openmetrics",
        "--from",
        "2025-12-31T22:00:00",
        "--to",
        "2026-01-01T03:00:00",
        "--step",
        "1h",
        "-o",
        &file,
    ]);
    let text = std::fs::read_to_string(&file).unwrap();
    let mut times: Vec<i64> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.rsplit(' ').next()?.parse().ok())
        .collect();
    times.sort_unstable();
    times.dedup();
    // 2026-01-01T00:00:00Z and the three hours after.
    let midnight = 1_767_225_600;
    assert_eq!(
        times,
        [midnight, midnight + 3600, midnight + 7200, midnight + 10800],
        "{text}"
    );
}
