//! `make bench`: generates histories with `fairtrace gen` (cached; a year each, ten years from
//! 100M jobs on), times the release `fairtrace` on them — ingest against DuckDB's own client
//! reading the same file with read_csv in the same run, sshare, sprio at the busiest moment,
//! an hourly one-year timeline of every user, the same year exported as OpenMetrics, why,
//! sreport and the audit over a month, usage per TRES, bqueues, the lake exported and its SQL
//! run by Spark in local mode, a day's load — with each command's peak RSS, and writes
//! BENCHMARKS.md.
//! Sizes: FAIRTRACE_BENCH_SIZES=1000000,10000000 (default; add 100000000 for the decade).
//! slurm2sql runs up to FAIRTRACE_BENCH_SLURM2SQL_MAX jobs (default 1000000: about two
//! minutes per million), pandas up to FAIRTRACE_BENCH_PANDAS_MAX (default 10000000: it holds
//! the whole dump as Python strings), the archive files up to FAIRTRACE_BENCH_ARCHIVE_MAX
//! (default 10000000: 0.4 KB a job on disk), Spark on the lake up to FAIRTRACE_BENCH_SPARK_MAX
//! (default 100000000).

use std::fmt::Write as _;

use chrono::Datelike as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// One measured command.
struct Run {
    what: String,
    command: String,
    secs: f64,
    peak_rss_mb: f64,
    stdout: String,
}

/// `measure` three times, giving the run of median time (this VM's speed moves by a quarter
/// and more from one run to the next); once only when that takes more than half a minute.
fn measure_median(what: &str, bin: &Path, args: &[&str]) -> Run {
    let first = measure(what, bin, args);
    if first.secs > 30.0 {
        return Run {
            what: format!("{what} (one run)"),
            ..first
        };
    }
    let mut runs: Vec<Run> = std::iter::once(first)
        .chain((0..2).map(|_| measure(what, bin, args)))
        .collect();
    runs.sort_by(|a, b| a.secs.total_cmp(&b.secs));
    let mut median = runs.swap_remove(1);
    median.what = format!("{what} (median of 3 runs)");
    median
}

/// Runs `bin args`, polling its peak resident set (VmHWM) until it exits.
fn measure(what: &str, bin: &Path, args: &[&str]) -> Run {
    let started = Instant::now();
    let mut child = Command::new(bin)
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("{}: {e}", bin.display()));
    let status_file = format!("/proc/{}/status", child.id());
    let mut peak_kb = 0.0f64;
    let stdout = child.stdout.take();
    let reader = std::thread::spawn(move || {
        let mut s = String::new();
        if let Some(mut out) = stdout {
            use std::io::Read;
            let _ = out.read_to_string(&mut s);
        }
        s
    });
    loop {
        if let Ok(status) = std::fs::read_to_string(&status_file) {
            peak_kb = peak_kb.max(status_kb(&status, "VmHWM:"));
        }
        peak_kb = peak_kb.max(tree_rss_kb(child.id()));
        if child.try_wait().ok().flatten().is_some() {
            break;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let status = child.wait().expect("waits");
    let secs = started.elapsed().as_secs_f64();
    assert!(
        status.success(),
        "{what} failed: {} {}",
        bin.display(),
        args.join(" ")
    );
    if let ["--db", db, .., "load", _, _] = args {
        only_current_snapshot(Path::new(db));
    }
    // fairtrace by its name, anything else (Spark's Python) by its path.
    let name = match bin.file_name() {
        Some(f) if f == "fairtrace" => "fairtrace".into(),
        _ => bin.display().to_string(),
    };
    Run {
        what: what.to_string(),
        command: format!("{name} {}", args.join(" ")),
        secs,
        peak_rss_mb: peak_kb / 1024.0,
        stdout: reader.join().unwrap_or_default(),
    }
}

/// A `/proc/PID/status` field in KB.
fn status_kb(status: &str, field: &str) -> f64 {
    status
        .lines()
        .find(|l| l.starts_with(field))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(0.0)
}

/// The resident set of `pid` and of every process under it, in KB: Spark's JVM runs under
/// the Python that started it, and the command's own peak would leave it out.
fn tree_rss_kb(pid: u32) -> f64 {
    let own = std::fs::read_to_string(format!("/proc/{pid}/status"))
        .map_or(0.0, |s| status_kb(&s, "VmRSS:"));
    let tasks = std::fs::read_dir(format!("/proc/{pid}/task"))
        .into_iter()
        .flatten();
    let children: f64 = tasks
        .flatten()
        .filter_map(|t| std::fs::read_to_string(t.path().join("children")).ok())
        .flat_map(|c| {
            c.split_whitespace()
                .filter_map(|p| p.parse().ok())
                .collect::<Vec<u32>>()
        })
        .map(tree_rss_kb)
        .sum();
    own + children
}

/// Removes the snapshots a load superseded (a site keeps them an hour for its readers; here
/// none reads them, and at 100M each is a copy of a 9 GB store where blocks are not shared).
fn only_current_snapshot(db: &Path) {
    let current = fairtrace::store::publish::current(db);
    let dir = fairtrace::store::publish::folder(db);
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        if Some(entry.path()) != current {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// Removes the store `db` with its snapshots: each size's run starts from nothing.
fn remove_store(db: &Path) {
    let _ = std::fs::remove_file(db);
    let _ = std::fs::remove_file(db.with_extension("duckdb.wal"));
    let _ = std::fs::remove_file(db.with_extension("duckdb.next"));
    let _ = std::fs::remove_dir_all(fairtrace::store::publish::folder(db));
    let _ = std::fs::remove_file(fairtrace::store::publish::link(db));
}

/// The line after which BENCHMARKS.md is written by hand (profiles, why a target is missed):
/// a new run replaces the figures above it and keeps the rest.
const HAND_WRITTEN: &str = "<!-- Written by hand below this line: make bench keeps it. -->";

fn write_report(figures: &str) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("BENCHMARKS.md");
    let old = std::fs::read_to_string(&path).unwrap_or_default();
    let kept = old
        .find(HAND_WRITTEN)
        .map_or(format!("{HAND_WRITTEN}\n"), |at| old[at..].to_string());
    std::fs::write(&path, format!("{figures}{kept}")).expect("writes BENCHMARKS.md");
}

fn sql_value(bin: &Path, db: &str, query: &str) -> String {
    let out = measure("query", bin, &["--db", db, "sql", query, "--format", "csv"]);
    out.stdout.lines().nth(1).unwrap_or("").trim().to_string()
}

/// Writes the records of `dump` that `sacct -S` at `from` prints: those not ended by then
/// (its times are UTC, as the bench's `--tz UTC` reads them).
fn write_since(dump: &Path, out: &Path, from: i64) {
    use std::io::{BufRead, BufReader, BufWriter, Write as _};
    let from = chrono::DateTime::from_timestamp(from, 0)
        .expect("a moment")
        .format("%Y-%m-%dT%H:%M:%S")
        .to_string();
    let mut lines = BufReader::new(std::fs::File::open(dump).expect("the dump")).lines();
    let header = lines.next().expect("a header").expect("readable");
    let end = header
        .split('|')
        .position(|c| c == "End")
        .expect("an End column");
    let mut w = BufWriter::new(std::fs::File::create(out).expect("writable"));
    writeln!(w, "{header}").unwrap();
    for line in lines {
        let line = line.expect("readable");
        let e = line.split('|').nth(end).unwrap_or("");
        if e == "Unknown" || e > from.as_str() {
            writeln!(w, "{line}").unwrap();
        }
    }
}

/// The first day of the month after `month` (YYYY-MM).
fn next_month(month: &str) -> String {
    let first =
        chrono::NaiveDate::parse_from_str(&format!("{month}-01"), "%Y-%m-%d").expect("a month");
    (first + chrono::Months::new(1))
        .format("%Y-%m-%d")
        .to_string()
}

fn main() {
    let exe = std::env::current_exe().expect("own path");
    let bin = exe.with_file_name("fairtrace");
    assert!(
        bin.exists(),
        "build the release binary first: cargo build --release"
    );
    let cache = exe
        .parent()
        .and_then(Path::parent)
        .map_or(PathBuf::from("bench-data"), |t| t.join("bench-data"));
    let sizes: Vec<u64> = std::env::var("FAIRTRACE_BENCH_SIZES")
        .unwrap_or_else(|_| "1000000,10000000".into())
        .split(',')
        .filter_map(|s| s.trim().parse().ok())
        .collect();
    let limit = |name: &str, default: u64| -> u64 {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let slurm2sql_max = limit("FAIRTRACE_BENCH_SLURM2SQL_MAX", 1_000_000);
    let pandas_max = limit("FAIRTRACE_BENCH_PANDAS_MAX", 10_000_000);
    let archive_max = limit("FAIRTRACE_BENCH_ARCHIVE_MAX", 10_000_000);
    let spark_max = limit("FAIRTRACE_BENCH_SPARK_MAX", 100_000_000);
    let mut report = String::new();
    let mut measured: Vec<(u64, Vec<Run>)> = Vec::new();
    let machine = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|c| {
            c.lines()
                .find(|l| l.starts_with("model name"))
                .map(|l| l.split(':').nth(1).unwrap_or("").trim().to_string())
        })
        .unwrap_or_default();
    let cpus = std::thread::available_parallelism().map_or(0, |n| n.get());
    let mem = std::fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|m| {
            m.lines().next().map(|l| {
                l.split_whitespace()
                    .nth(1)
                    .unwrap_or("0")
                    .parse::<f64>()
                    .unwrap_or(0.0)
                    / 1048576.0
            })
        })
        .unwrap_or(0.0);
    writeln!(report, "# Benchmarks\n").unwrap();
    writeln!(report, "Produced by `make bench` (this file is its output). Machine: {machine}, {cpus} CPUs, {mem:.0} GiB; release build.").unwrap();
    writeln!(report, "Histories from `fairtrace gen --jobs N --seed 1 --days D --allocations-only --wait-scale 4` (one allocation per line, as `sacct -X` prints; waits four times the default's, for a queue of thousands): a year (D = 365) up to 10M jobs, a decade (D = 3650) from 100M on, so that a month holds as many jobs at 10M and at 100M. Peak RSS is the command's VmHWM, or the resident sets of it and the processes under it (Spark's JVM) summed, read every 20 ms.\n").unwrap();
    for &n in &sizes {
        let days: i64 = if n >= 100_000_000 { 3650 } else { 365 };
        let dir = cache.join(if days == 365 {
            format!("jobs-{n}-w4")
        } else {
            format!("jobs-{n}-d{days}-w4")
        });
        let dump = dir.join("sacct.psv");
        if !dump.exists() {
            let d = dir.to_string_lossy().into_owned();
            let g = measure(
                "generate",
                &bin,
                &[
                    "gen",
                    "--jobs",
                    &n.to_string(),
                    "--seed",
                    "1",
                    "--days",
                    &days.to_string(),
                    "--allocations-only",
                    "--wait-scale",
                    "4",
                    "--out",
                    &d,
                ],
            );
            eprintln!("generated {n} jobs in {:.1} s", g.secs);
        }
        let dump_s = dump.to_string_lossy().into_owned();
        let db = cache.join(format!("bench-{n}.duckdb"));
        remove_store(&db);
        let db_s = db.to_string_lossy().into_owned();
        let file = |name: &str| dir.join(name).to_string_lossy().into_owned();
        for (kind, name) in [
            ("conf", "slurm.conf"),
            ("assoc", "assoc.psv"),
            ("qos", "qos.psv"),
        ] {
            measure(
                "load",
                &bin,
                &["--db", &db_s, "--tz", "UTC", "load", kind, &file(name)],
            );
        }
        let mut runs = Vec::new();
        let ingest = measure(
            "ingest (load sacct: the jobs, then every charge, the checkpoints and the published snapshot)",
            &bin,
            &["--db", &db_s, "--tz", "UTC", "load", "sacct", &dump_s],
        );
        // Peers on the same dump (bench/peers.py, in a local venv): first DuckDB's own client
        // reading it into a table (its CSV reader and type detection, sacct's `Unknown`/`None`
        // as NULL), right after the load; then slurm2sql and pandas, at the sizes they manage.
        let venv = cache.join("peers-venv").to_string_lossy().into_owned();
        let peers_script = Path::new(env!("CARGO_MANIFEST_DIR")).join("bench/peers.py");
        let run_peers = |which: &[&str]| -> serde_json::Value {
            Command::new("python3")
                .arg(&peers_script)
                .args([&venv, &dump_s])
                .args(which)
                .output()
                .ok()
                .and_then(|o| serde_json::from_slice(&o.stdout).ok())
                .unwrap_or_default()
        };
        let bare = &run_peers(&["duckdb"])["duckdb"];
        let bare = Run {
            what: "bare DuckDB read_csv of the same file (DuckDB's own client)".into(),
            command: bare["command"].as_str().unwrap_or("").to_string(),
            secs: bare["secs"].as_f64().expect("DuckDB's client ran"),
            peak_rss_mb: bare["rss_mb"].as_f64().unwrap_or(0.0),
            stdout: String::new(),
        };
        let slurm2sql = n <= slurm2sql_max;
        let peers = run_peers(
            &[("slurm2sql", slurm2sql), ("pandas", n <= pandas_max)]
                .into_iter()
                .filter_map(|(p, run)| run.then_some(p))
                .collect::<Vec<_>>(),
        );
        let jobs: f64 = sql_value(&bin, &db_s, "SELECT count(*) FROM jobs")
            .parse()
            .unwrap_or(0.0);
        let end = sql_value(
            &bin,
            &db_s,
            "SELECT CAST(epoch(max(end_time)) AS BIGINT) FROM jobs",
        );
        let start = sql_value(
            &bin,
            &db_s,
            "SELECT CAST(epoch(min(submit_time)) AS BIGINT) FROM jobs",
        );
        // The middle of the history, and the whole month before the one it falls in.
        let middle = (start.parse::<i64>().unwrap_or(0) + end.parse::<i64>().unwrap_or(0)) / 2;
        let month = {
            let m = chrono::DateTime::from_timestamp(middle, 0).expect("a moment");
            let first = m.date_naive().with_day(1).expect("a first of the month");
            first
                .pred_opt()
                .expect("a month before")
                .format("%Y-%m")
                .to_string()
        };
        // The busiest moment: most jobs waiting, among daily noons.
        // The busiest moment: most jobs waiting, among daily noons (a job waits at noon k from
        // the first noon at or after its submission to the first at or after its start, or its
        // end if it never started), counted by a running sum over the noons.
        let busiest = sql_value(&bin, &db_s, "WITH b AS (SELECT CAST(epoch(min(submit_time)) AS BIGINT) + 43200 AS t0, (CAST(epoch(max(submit_time)) AS BIGINT) - CAST(epoch(min(submit_time)) AS BIGINT) - 43200) // 86400 AS last FROM jobs), w AS (SELECT CAST(ceil((epoch(submit_time) - t0) / 86400) AS BIGINT) AS k0, CAST(ceil((coalesce(epoch(start_time), epoch(end_time)) - t0) / 86400) AS BIGINT) AS k1 FROM jobs, b), d AS (SELECT k0 AS k, 1 AS d FROM w UNION ALL SELECT k1, -1 FROM w WHERE k1 IS NOT NULL), n AS (SELECT k, sum(sum(d)) OVER (ORDER BY k) AS n FROM d GROUP BY k) SELECT t0 + k * 86400 FROM n, b WHERE k BETWEEN 0 AND last ORDER BY n DESC, k LIMIT 1");
        let pending = sql_value(&bin, &db_s, &format!("SELECT count(*) FROM jobs WHERE epoch(submit_time) <= {busiest} AND (start_time IS NULL OR epoch(start_time) > {busiest}) AND (end_time IS NULL OR epoch(end_time) > {busiest} OR start_time IS NOT NULL)"));
        let waits = format!("FROM jobs WHERE start_time IS NOT NULL AND epoch(start_time) > {busiest} ORDER BY epoch(start_time) - epoch(eligible_time) DESC, job_row");
        let waited = sql_value(&bin, &db_s, &format!("SELECT job_id {waits} LIMIT 1"));
        let median_wait = sql_value(&bin, &db_s, &format!("SELECT job_id {waits} OFFSET (SELECT count(*) / 2 FROM jobs WHERE start_time IS NOT NULL AND epoch(start_time) > {busiest}) LIMIT 1"));
        let at = format!("@{end}");
        let busy_at = format!("@{busiest}");
        let year_from = format!("@{}", end.parse::<i64>().unwrap_or(0) - 365 * 86400);
        // The load kept every job's charge and the usage checkpoints in the snapshot it
        // published: commands read what was kept.
        let sshare = [
            "--db", &db_s, "--tz", "UTC", "sshare", "--at", &at, "-a", "-P",
        ];
        runs.push(measure(
            "sshare --at (end of history), first run after the load",
            &bin,
            &sshare,
        ));
        runs.push(measure_median(
            "sshare --at (end of history), again",
            &bin,
            &sshare,
        ));
        runs.push(measure_median(
            "sshare --at the middle of the history",
            &bin,
            &[
                "--db",
                &db_s,
                "--tz",
                "UTC",
                "sshare",
                "--at",
                &format!("@{middle}"),
                "-a",
                "-P",
            ],
        ));
        runs.push(measure_median(
            "sshare --at -l (TRESRunMins: the running jobs)",
            &bin,
            &[&sshare[..], &["-l"]].concat(),
        ));
        runs.push(measure_median(
            "sshare --at -o GrpTRESRaw (decayed usage per TRES, from the checkpoint before)",
            &bin,
            &[&sshare[..], &["-o", "Account,User,GrpTRESRaw"]].concat(),
        ));
        runs.push(measure_median(
            &format!("sprio --at the busiest moment ({pending} pending)"),
            &bin,
            &[
                "--db", &db_s, "--tz", "UTC", "sprio", "--at", &busy_at, "-h",
            ],
        ));
        runs.push(measure_median(
            "timeline, every user, hourly, one year",
            &bin,
            &[
                "--db",
                &db_s,
                "--tz",
                "UTC",
                "timeline",
                "--all-users",
                "--from",
                &year_from,
                "--to",
                &at,
                "--step",
                "1h",
                "--format",
                "csv",
            ],
        ));
        // Written to a file (a year of every user's series is gigabytes of text), then removed.
        let exported = dir.join("history.om");
        let exported_s = exported.to_string_lossy().into_owned();
        runs.push(measure_median(
            "export openmetrics --users, hourly, one year (written to a file)",
            &bin,
            &[
                "--db",
                &db_s,
                "--tz",
                "UTC",
                "export",
                "openmetrics",
                "--users",
                "--from",
                &year_from,
                "--to",
                &at,
                "--step",
                "1h",
                "-o",
                &exported_s,
            ],
        ));
        let _ = std::fs::remove_file(&exported);
        runs.push(measure_median(
            &format!("why {waited} (the longest wait after that moment)"),
            &bin,
            &["--db", &db_s, "--tz", "UTC", "why", &waited],
        ));
        runs.push(measure_median(
            &format!("why {median_wait} (the median wait after that moment)"),
            &bin,
            &["--db", &db_s, "--tz", "UTC", "why", &median_wait],
        ));
        runs.push(measure_median(
            &format!("sreport cluster AccountUtilizationByUser over {month}"),
            &bin,
            &[
                "--db",
                &db_s,
                "--tz",
                "UTC",
                "sreport",
                "cluster",
                "AccountUtilizationByUser",
                &format!("start={month}-01"),
                &format!("end={}", next_month(&month)),
            ],
        ));
        runs.push(measure_median(
            &format!("audit --month {month}"),
            &bin,
            &["--db", &db_s, "--tz", "UTC", "audit", "--month", &month],
        ));
        runs.push(measure_median(
            "usage --at (end of history): decayed usage per TRES, from the checkpoint before",
            &bin,
            &["--db", &db_s, "--tz", "UTC", "usage", "--at", &at],
        ));
        runs.push(measure_median(
            "bqueues -l --at (end of history): LSF's fairshare (the jobs within its decay's memory)",
            &bin,
            &["--db", &db_s, "--tz", "UTC", "bqueues", "-l", "--at", &at],
        ));
        // The lake (`export parquet --partition-by`: every table, the jobs by month, every
        // started job's charge), then its SQL (queries/lake/) run by Spark in local mode as
        // tests/cli/spark.rs runs it: usage at the end, sreport's and the audit's over the
        // month. The parameters are gen's slurm.conf (PriorityCalcPeriod=5, a week's
        // half-life, limits enforced, no reset; no release named, no events). Both removed
        // after: the lake is gigabytes at 100M.
        let lake = dir.join("lake");
        let spark_out = dir.join("lake-spark");
        let _ = std::fs::remove_dir_all(&lake);
        let _ = std::fs::remove_dir_all(&spark_out);
        let lake_s = lake.to_string_lossy().into_owned();
        runs.push(measure(
            "export parquet --partition-by cluster,month (the lake: every table, the jobs by month, every charge)",
            &bin,
            &["--db", &db_s, "--tz", "UTC", "export", "parquet", &lake_s, "--partition-by", "cluster,month"],
        ));
        let spark = (n <= spark_max).then(|| {
            // Where `make spark` puts it: beside bench-data, in the target folder.
            let python = cache.with_file_name("spark-venv").join("bin/python");
            assert!(
                python.exists(),
                "no PySpark at {}: run `make spark` (make bench does)",
                python.display()
            );
            let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/spark/run_queries.py");
            let midnight = |day: &str| {
                let day = chrono::NaiveDate::parse_from_str(day, "%Y-%m-%d").expect("a day");
                day.and_time(chrono::NaiveTime::MIN).and_utc().timestamp()
            };
            let args: Vec<String> = vec![
                script.to_string_lossy().into_owned(),
                lake_s.clone(),
                spark_out.to_string_lossy().into_owned(),
                "cluster=hpc1".into(),
                format!("at_s={end}"),
                "period_s=300".into(),
                "phase_s=0".into(),
                "half_lives=(0, 604800)".into(),
                "start_delay_s=1".into(),
                "limits_enforced=1".into(),
                "reset_s=0".into(),
                format!("start_s={}", midnight(&format!("{month}-01"))),
                format!("end_s={}", midnight(&next_month(&month))),
                "any_powered_down=0".into(),
                "ignore_jobs_planned=0".into(),
            ];
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            measure(
                "Spark (local[2]) runs the lake's SQL: usage at the end, sreport and the audit over the month",
                &python,
                &args,
            )
        });
        let spark_ran = spark.is_some();
        let _ = std::fs::remove_dir_all(&lake);
        let _ = std::fs::remove_dir_all(&spark_out);
        // Tonight's load: `sacct -S` a day before the end (the jobs not ended by then, whose
        // records it replaces, and those submitted later), then sshare; the day's load must
        // not make the decade's charges and checkpoints be computed again.
        let day_from = end.parse::<i64>().unwrap_or(0) - 86_400;
        let day_dump = dir.join(format!("since-{day_from}.psv"));
        if !day_dump.exists() {
            write_since(&dump, &day_dump, day_from);
        }
        let day_s = day_dump.to_string_lossy().into_owned();
        runs.push(measure(
            "a day's load (`sacct -S` a day before the end) into the store",
            &bin,
            &["--db", &db_s, "--tz", "UTC", "load", "sacct", &day_s],
        ));
        runs.push(measure(
            "sshare --at (end of history) after it: adds the day's charges, continues the checkpoints",
            &bin,
            &sshare,
        ));
        // The same jobs as slurmdbd's archive files, into a store of their own: the tree, QOS
        // and TRES table with the ids the files name, then the folder. Up to archive_max jobs:
        // the files take 0.4 KB a job (39 GB at 100M, beside the dump and the stores).
        let adb = cache.join(format!("bench-{n}-archive.duckdb"));
        let archived = (n <= archive_max).then(|| {
            let archive_dir = dir.join("slurmdbd-archive");
            if !archive_dir.join("archive").exists() {
                write_archive(&dump, &archive_dir).expect("writes the archive files");
            }
            remove_store(&adb);
            let adb_s = adb.to_string_lossy().into_owned();
            let in_archive = |name: &str| archive_dir.join(name).to_string_lossy().into_owned();
            for (kind, path) in [
                ("conf", file("slurm.conf")),
                ("assoc", in_archive("assoc-ids.psv")),
                ("qos", in_archive("qos-ids.psv")),
                ("tres", in_archive("tres.psv")),
            ] {
                measure(
                    "load",
                    &bin,
                    &["--db", &adb_s, "--tz", "UTC", "load", kind, &path],
                );
            }
            let archived = measure(
                "ingest from slurmdbd's archive files of the same jobs (load archive: 50000 jobs a file, then every charge, the checkpoints and the published snapshot)",
                &bin,
                &["--db", &adb_s, "--tz", "UTC", "load", "archive", &in_archive("archive")],
            );
            let archived_jobs: f64 = sql_value(&bin, &adb_s, "SELECT count(*) FROM jobs")
                .parse()
                .unwrap_or(0.0);
            assert_eq!(archived_jobs, jobs, "the archive holds the dump's jobs");
            archived
        });
        // Last, the rows only some sizes measure: the others keep their places in the growth
        // table.
        let archived_secs = archived.as_ref().map(|a| a.secs);
        runs.extend(spark.into_iter().chain(archived));
        writeln!(
            report,
            "## {n} jobs ({jobs:.0} job records, {:.2} GB dump)\n",
            std::fs::metadata(&dump).map_or(0.0, |m| m.len() as f64 / 1e9)
        )
        .unwrap();
        writeln!(
            report,
            "| what | seconds | peak RSS (MB) | command |\n|---|---:|---:|---|"
        )
        .unwrap();
        for r in std::iter::once(&ingest)
            .chain(std::iter::once(&bare))
            .chain(&runs)
        {
            writeln!(
                report,
                "| {} | {:.2} | {:.0} | `{}` |",
                r.what, r.secs, r.peak_rss_mb, r.command
            )
            .unwrap();
        }
        for name in ["slurm2sql", "pandas"] {
            let p = &peers[name];
            if let Some(secs) = p["secs"].as_f64() {
                writeln!(
                    report,
                    "| {name} (peer, same dump) | {secs:.2} | {:.0} | `{}` |",
                    p["rss_mb"].as_f64().unwrap_or(0.0),
                    p["command"].as_str().unwrap_or("")
                )
                .unwrap();
            }
        }
        writeln!(report, "\nIngest rate {:.0} records/s; bare DuckDB read_csv {:.0} records/s; ratio **{:.2}×** (target ≥ 0.8×).", jobs / ingest.secs, jobs / bare.secs, bare.secs / ingest.secs).unwrap();
        match archived_secs {
            Some(secs) => writeln!(report, "The same jobs from slurmdbd's archive files load in {:.2}× the time of the sacct dump.", secs / ingest.secs).unwrap(),
            None => writeln!(report, "slurmdbd's archive files not written at this size (up to FAIRTRACE_BENCH_ARCHIVE_MAX={archive_max} jobs: they take 0.4 KB a job); see the smaller size's figure.").unwrap(),
        }
        if !spark_ran {
            writeln!(report, "Spark not run on the lake at this size (it runs up to FAIRTRACE_BENCH_SPARK_MAX={spark_max} jobs); see the smaller size's figure.").unwrap();
        }
        if !slurm2sql {
            writeln!(report, "slurm2sql not run at this size (it runs up to FAIRTRACE_BENCH_SLURM2SQL_MAX={slurm2sql_max} jobs); see the smaller size's figure.").unwrap();
        }
        if n > pandas_max {
            writeln!(report, "pandas not run at this size (it runs up to FAIRTRACE_BENCH_PANDAS_MAX={pandas_max} jobs: it would hold the whole dump in memory).").unwrap();
        }
        for name in ["slurm2sql", "pandas"] {
            if let Some(secs) = peers[name]["secs"].as_f64() {
                writeln!(
                    report,
                    "Against {name}: fairtrace ingests {:.2}× as fast.",
                    secs / ingest.secs
                )
                .unwrap();
            }
        }
        writeln!(report).unwrap();
        measured.push((n, [ingest, bare].into_iter().chain(runs).collect()));
        write_report(&[report.as_str(), &growth(&measured)].concat());
        eprint!("{report}");
        // A larger size follows: its dump, store and snapshot need the room (60 GB at 100M).
        if sizes.iter().any(|&m| m > n) {
            remove_store(&db);
            remove_store(&adb);
        }
    }
}

/// How each command's time and peak RSS grow with the history: one column per size, the
/// rows in the order every size measured them (named as at the largest size), then those
/// only some sizes measure (Spark's and the archive's, last), matched by name.
fn growth(measured: &[(u64, Vec<Run>)]) -> String {
    let mut out = String::new();
    let (Some((_, largest)), Some(common)) = (
        measured
            .iter()
            .max_by_key(|(n, _)| *n)
            .filter(|_| measured.len() > 1),
        measured.iter().map(|(_, runs)| runs.len()).min(),
    ) else {
        return out;
    };
    let mut gated: Vec<&str> = Vec::new();
    for (_, runs) in measured {
        for r in &runs[common..] {
            if !gated.contains(&r.what.as_str()) {
                gated.push(&r.what);
            }
        }
    }
    writeln!(
        out,
        "## Growth with the history\n\nSeconds / peak RSS (MB) of each row above, by size.\n"
    )
    .unwrap();
    let sizes: Vec<String> = measured.iter().map(|(n, _)| format!("{n} jobs")).collect();
    writeln!(out, "| what | {} |", sizes.join(" | ")).unwrap();
    writeln!(out, "|---|{}", "---:|".repeat(sizes.len())).unwrap();
    let cell = |r: Option<&Run>| {
        r.map_or("".into(), |r| {
            format!("{:.2} s / {:.0}", r.secs, r.peak_rss_mb)
        })
    };
    for (k, run) in largest[..common].iter().enumerate() {
        let cells: Vec<String> = measured.iter().map(|(_, runs)| cell(runs.get(k))).collect();
        writeln!(out, "| {} | {} |", run.what, cells.join(" | ")).unwrap();
    }
    for what in gated {
        let cells: Vec<String> = measured
            .iter()
            .map(|(_, runs)| cell(runs[common..].iter().find(|r| r.what == what)))
            .collect();
        writeln!(out, "| {what} | {} |", cells.join(" | ")).unwrap();
    }
    writeln!(out).unwrap();
    out
}

/// slurmdbd's archive files (Slurm 22.05's layout, 50000 jobs a file as slurmdbd splits them)
/// of the generated allocations in `dump`, with the tree and QOS the files name by id
/// (`assoc-ids.psv`, `qos-ids.psv`) and the TRES table (`tres.psv`) beside them in `dir`:
/// the same jobs as a site's ArchiveDir would hold them.
fn write_archive(dump: &Path, dir: &Path) -> std::io::Result<()> {
    use fairtrace::ingest::archive::Kind;
    use std::collections::HashMap;
    use std::io::{BufRead, BufWriter, Write};
    let from = dump.parent().expect("the history's folder");
    // The tree and QOS with ids: each row's number.
    let ids = |name: &str, out: &str, key: &dyn Fn(&[&str]) -> String| {
        let text = std::fs::read_to_string(from.join(name))?;
        let mut lines = text.lines();
        let mut w = String::from(lines.next().unwrap_or_default());
        w.push_str("|ID\n");
        let mut map = HashMap::new();
        for (i, l) in lines.enumerate() {
            map.insert(key(&l.split('|').collect::<Vec<_>>()), i + 1);
            w.push_str(&format!("{l}|{}\n", i + 1));
        }
        std::fs::write(dir.join(out), w)?;
        std::io::Result::Ok(map)
    };
    std::fs::create_dir_all(dir.join("archive"))?;
    let assoc = ids("assoc.psv", "assoc-ids.psv", &|f| {
        format!("{}|{}", f[1], f[2])
    })?;
    let qos = ids("qos.psv", "qos-ids.psv", &|f| f[0].to_string())?;
    let tres = [
        ("cpu", 1),
        ("mem", 2),
        ("energy", 3),
        ("node", 4),
        ("billing", 5),
        ("fs/disk", 6),
        ("vmem", 7),
        ("pages", 8),
        ("gres/gpu", 1001),
        ("gres/gpu:a100", 1002),
    ];
    let mut table = String::from("Type|Name|ID\n");
    for (name, id) in tres {
        let (kind, sub) = name.split_once('/').unwrap_or((name, ""));
        table.push_str(&format!("{kind}|{sub}|{id}\n"));
    }
    std::fs::write(dir.join("tres.psv"), table)?;
    let tres_ids: HashMap<&str, i64> = tres.into_iter().collect();
    // `cpu=4,mem=8G` → `1=4,2=8192` (memory in MB).
    let simple = |text: &str| -> String {
        let items: Vec<String> = text
            .split(',')
            .filter_map(|item| {
                let (name, v) = item.split_once('=')?;
                let id = tres_ids.get(name)?;
                let (n, unit) = v.split_at(v.len() - v.ends_with(['K', 'M', 'G', 'T']) as usize);
                let n: f64 = n.parse().ok()?;
                let mb = match unit {
                    "K" => n / 1024.0,
                    "G" => n * 1024.0,
                    "T" => n * 1024.0 * 1024.0,
                    _ => n,
                };
                Some(format!("{id}={}", mb.round() as i64))
            })
            .collect();
        items.join(",")
    };
    let epoch = |t: &str| {
        chrono::NaiveDateTime::parse_from_str(t, "%Y-%m-%dT%H:%M:%S")
            .map_or(0, |t| t.and_utc().timestamp())
    };
    let minutes = |t: &str| -> i64 {
        match t {
            "UNLIMITED" => 0xffff_ffff,
            "Partition_Limit" | "" => 0xffff_fffe,
            t => {
                let (d, hms) = t.split_once('-').unwrap_or(("0", t));
                let p: Vec<i64> = hms.split(':').filter_map(|x| x.parse().ok()).collect();
                d.parse::<i64>().unwrap_or(0) * 1440
                    + p.first().unwrap_or(&0) * 60
                    + p.get(1).unwrap_or(&0)
            }
        }
    };
    let states = [
        "PENDING",
        "RUNNING",
        "SUSPENDED",
        "COMPLETED",
        "CANCELLED",
        "FAILED",
        "TIMEOUT",
        "NODE_FAIL",
        "PREEMPTED",
        "BOOT_FAIL",
        "DEADLINE",
        "OUT_OF_MEMORY",
    ];
    let layout = Kind::Jobs.layout(38);
    let mut lines = std::io::BufReader::new(std::fs::File::open(dump)?).lines();
    let header: Vec<String> = lines
        .next()
        .transpose()?
        .unwrap_or_default()
        .split('|')
        .map(String::from)
        .collect();
    let col = |name: &str| {
        header
            .iter()
            .position(|h| h == name)
            .expect("a generated column")
    };
    let c = |n: &str| col(n);
    let (jobid, raw, cluster, part, account, user, uid, qos_c, submit, eligible, start, end) = (
        c("JobID"),
        c("JobIDRaw"),
        c("Cluster"),
        c("Partition"),
        c("Account"),
        c("User"),
        c("UID"),
        c("QOS"),
        c("Submit"),
        c("Eligible"),
        c("Start"),
        c("End"),
    );
    let (state, exit, nnodes, reqcpus, reqtres, alloctres, limit, nodes, reason, flags, name) = (
        c("State"),
        c("ExitCode"),
        c("NNodes"),
        c("ReqCPUS"),
        c("ReqTRES"),
        c("AllocTRES"),
        c("Timelimit"),
        c("NodeList"),
        c("Reason"),
        c("Flags"),
        c("JobName"),
    );
    let mut records: Vec<Vec<Option<String>>> = Vec::new();
    let mut file_no = 0;
    let mut cluster_name = String::new();
    let flush = |records: &mut Vec<Vec<Option<String>>>,
                 no: &mut usize,
                 cluster: &str|
     -> std::io::Result<()> {
        if records.is_empty() {
            return Ok(());
        }
        *no += 1;
        let path = dir.join(format!(
            "archive/{cluster}_job_table_archive_2000-01-01T00:00:00_2099-12-31T23:59:59.{no}"
        ));
        let mut w = BufWriter::new(std::fs::File::create(path)?);
        let text = |w: &mut BufWriter<std::fs::File>, s: Option<&str>| -> std::io::Result<()> {
            match s {
                None => w.write_all(&0u32.to_be_bytes()),
                Some(s) => {
                    w.write_all(&(s.len() as u32 + 1).to_be_bytes())?;
                    w.write_all(s.as_bytes())?;
                    w.write_all(&[0])
                }
            }
        };
        w.write_all(&0x2600u16.to_be_bytes())?;
        w.write_all(&1_795_924_912i64.to_be_bytes())?;
        w.write_all(&Kind::Jobs.record_type().to_be_bytes())?;
        text(&mut w, Some(cluster))?;
        w.write_all(&(records.len() as u32).to_be_bytes())?;
        for r in records.drain(..) {
            for v in &r {
                text(&mut w, v.as_deref())?;
            }
        }
        w.flush()
    };
    for (inx, line) in lines.enumerate() {
        let line = line?;
        let f: Vec<&str> = line.split('|').collect();
        if f[jobid].contains('.') {
            continue;
        }
        cluster_name = f[cluster].to_string();
        // A pending array's record: its tasks as slurmdbd keeps them, a hex bitmap.
        let (array_job, task, pending) = match f[jobid].split_once('_') {
            Some((a, t)) if t.starts_with('[') => {
                let (set, _) = t
                    .trim_matches(['[', ']'])
                    .split_once('%')
                    .unwrap_or((t.trim_matches(['[', ']']), ""));
                let mut bits = Vec::new();
                for part in set.split(',') {
                    let (lo, hi) = part.split_once('-').unwrap_or((part, part));
                    let (lo, hi): (usize, usize) =
                        (lo.parse().unwrap_or(0), hi.parse().unwrap_or(0));
                    bits.resize(bits.len().max(hi + 1), false);
                    bits[lo..=hi].iter_mut().for_each(|b| *b = true);
                }
                let hex: String = (0..bits.len().div_ceil(4))
                    .rev()
                    .map(|i| {
                        let nibble = (0..4)
                            .filter(|b| bits.get(i * 4 + b) == Some(&true))
                            .map(|b| 1 << b)
                            .sum::<u32>();
                        char::from_digit(nibble, 16).unwrap_or('0')
                    })
                    .collect();
                (
                    a.to_string(),
                    "4294967294".to_string(),
                    Some(format!("0x{hex}")),
                )
            }
            Some((a, t)) => (a.to_string(), t.to_string(), None),
            None => ("0".to_string(), "4294967294".to_string(), None),
        };
        let (state_word, killer) = match f[state].split_once(" by ") {
            Some((s, by)) => (s, by.to_string()),
            None => (f[state], "-1".to_string()),
        };
        let (code, sig) = f[exit].split_once(':').unwrap_or(("0", "0"));
        let exit_code = code.parse::<i64>().unwrap_or(0) * 256 + sig.parse::<i64>().unwrap_or(0);
        let flag = match f[flags] {
            "SchedMain" => 4,
            "SchedBackfill" => 8,
            _ => 0,
        };
        let reason_no = ["None", "Priority", "Dependency", "Resources"]
            .iter()
            .position(|r| *r == f[reason])
            .unwrap_or(0);
        let value = |field: &str| -> Option<String> {
            Some(match field {
                "account" => f[account].to_string(),
                "alloc_nodes" => f[nnodes].to_string(),
                "associd" => assoc
                    .get(&format!("{}|{}", f[account], f[user]))?
                    .to_string(),
                "array_jobid" => array_job.clone(),
                "array_taskid" => task.clone(),
                "array_task_str" => pending.clone()?,
                "array_max_tasks" | "array_task_pending" | "deleted" | "derived_ec" | "resvid"
                | "suspended" | "wckey_id" | "priority" | "het_job_id" | "mod_time" => "0".into(),
                "het_job_offset" => "4294967294".into(),
                "exit_code" => exit_code.to_string(),
                "flags" => flag.to_string(),
                "timelimit" => minutes(f[limit]).to_string(),
                "eligible" => epoch(f[eligible]).to_string(),
                "end" => epoch(f[end]).to_string(),
                "start" => epoch(f[start]).to_string(),
                "submit" => epoch(f[submit]).to_string(),
                "gid" | "uid" => f[uid].to_string(),
                "job_db_inx" => (inx + 1).to_string(),
                "jobid" => f[raw].to_string(),
                "kill_requid" => killer.clone(),
                "name" => f[name].to_string(),
                "nodelist" if f[nodes].is_empty() => "None assigned".into(),
                "nodelist" => f[nodes].to_string(),
                "partition" => f[part].to_string(),
                "qos" => qos.get(f[qos_c])?.to_string(),
                "req_cpus" => f[reqcpus].to_string(),
                "state" => states.iter().position(|s| *s == state_word)?.to_string(),
                "state_reason_prev" => reason_no.to_string(),
                "tres_alloc_str" => simple(f[alloctres]),
                "tres_req_str" => simple(f[reqtres]),
                "wckey" => String::new(),
                _ => return None,
            })
        };
        records.push(layout.iter().map(|field| value(field)).collect());
        if records.len() == 50_000 {
            flush(&mut records, &mut file_no, &cluster_name)?;
        }
    }
    flush(&mut records, &mut file_no, &cluster_name)
}
