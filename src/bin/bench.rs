//! `make bench`: generates 1M- and 10M-job histories with `fairtrace gen` (cached), times the
//! release `fairtrace` on them — ingest against DuckDB's own read_csv of the same file in the
//! same run, sshare, sprio at the busiest moment, an hourly one-year timeline of every user,
//! why — with each command's peak RSS, and writes BENCHMARKS.md. Sizes:
//! FAIRTRACE_BENCH_SIZES=1000000,10000000 (default); slurm2sql runs up to
//! FAIRTRACE_BENCH_SLURM2SQL_MAX jobs (default 1000000: it takes about two minutes per million).

use std::fmt::Write as _;
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
/// and more from one run to the next).
fn measure_median(what: &str, bin: &Path, args: &[&str]) -> Run {
    let mut runs: Vec<Run> = (0..3).map(|_| measure(what, bin, args)).collect();
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
            for line in status.lines().filter(|l| l.starts_with("VmHWM:")) {
                let kb: f64 = line
                    .split_whitespace()
                    .nth(1)
                    .and_then(|v| v.parse().ok())
                    .unwrap_or(0.0);
                peak_kb = peak_kb.max(kb);
            }
        }
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
    Run {
        what: what.to_string(),
        command: format!("fairtrace {}", args.join(" ")),
        secs,
        peak_rss_mb: peak_kb / 1024.0,
        stdout: reader.join().unwrap_or_default(),
    }
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
    let slurm2sql_max: u64 = std::env::var("FAIRTRACE_BENCH_SLURM2SQL_MAX")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1_000_000);
    let mut report = String::new();
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
    writeln!(report, "Histories from `fairtrace gen --jobs N --seed 1 --days 365 --allocations-only --wait-scale 4` (one allocation per line, as `sacct -X` prints; waits four times the default's, for a queue of thousands). Peak RSS is the command's VmHWM, read every 20 ms.\n").unwrap();
    for n in sizes {
        let dir = cache.join(format!("jobs-{n}-w4"));
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
                    "365",
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
        let _ = std::fs::remove_file(&db);
        let _ = std::fs::remove_file(db.with_extension("duckdb.wal"));
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
            "ingest (load sacct)",
            &bin,
            &["--db", &db_s, "--tz", "UTC", "load", "sacct", &dump_s],
        );
        // The same file into a bare DuckDB table, with DuckDB's own CSV reader and type
        // detection (sacct's `Unknown`/`None` as NULL), same run.
        let bare_db = cache.join(format!("bare-{n}.duckdb"));
        let _ = std::fs::remove_file(&bare_db);
        let bare_s = bare_db.to_string_lossy().into_owned();
        let bare_sql =
            format!("CREATE TABLE t AS SELECT * FROM read_csv('{dump_s}', delim='|', header=true, nullstr=['Unknown', 'None', ''])");
        let bare = measure(
            "bare DuckDB read_csv of the same file",
            &bin,
            &["--db", &bare_s, "sql", &bare_sql],
        );
        let _ = std::fs::remove_file(&bare_db);
        // Peers on the same dump: slurm2sql and pandas (bench/peers.py, in a local venv).
        let venv = cache.join("peers-venv").to_string_lossy().into_owned();
        let peers_script = Path::new(env!("CARGO_MANIFEST_DIR")).join("bench/peers.py");
        // slurm2sql takes about two minutes per million jobs: run at the smaller sizes only.
        let slurm2sql = n <= slurm2sql_max;
        let peers: serde_json::Value = Command::new("python3")
            .arg(&peers_script)
            .args([&venv, &dump_s])
            .args((!slurm2sql).then_some("--no-slurm2sql"))
            .output()
            .ok()
            .and_then(|o| serde_json::from_slice(&o.stdout).ok())
            .unwrap_or_default();
        let jobs: f64 = sql_value(&bin, &db_s, "SELECT count(*) FROM jobs")
            .parse()
            .unwrap_or(0.0);
        let end = sql_value(
            &bin,
            &db_s,
            "SELECT CAST(epoch(max(end_time)) AS BIGINT) FROM jobs",
        );
        // The busiest moment: most jobs waiting, among daily noons.
        let busiest = sql_value(&bin, &db_s, "SELECT CAST(t AS BIGINT) FROM (SELECT t, (SELECT count(*) FROM jobs WHERE epoch(submit_time) <= t AND (start_time IS NULL OR epoch(start_time) > t) AND (end_time IS NULL OR epoch(end_time) > t OR start_time IS NOT NULL)) AS n FROM range((SELECT CAST(epoch(min(submit_time)) AS BIGINT) + 43200 FROM jobs), (SELECT CAST(epoch(max(submit_time)) AS BIGINT) FROM jobs), 86400) r(t)) ORDER BY n DESC LIMIT 1");
        let pending = sql_value(&bin, &db_s, &format!("SELECT count(*) FROM jobs WHERE epoch(submit_time) <= {busiest} AND (start_time IS NULL OR epoch(start_time) > {busiest}) AND (end_time IS NULL OR epoch(end_time) > {busiest} OR start_time IS NOT NULL)"));
        let waits = format!("FROM jobs WHERE start_time IS NOT NULL AND epoch(start_time) > {busiest} ORDER BY epoch(start_time) - epoch(eligible_time) DESC, job_row");
        let waited = sql_value(&bin, &db_s, &format!("SELECT job_id {waits} LIMIT 1"));
        let median_wait = sql_value(&bin, &db_s, &format!("SELECT job_id {waits} OFFSET (SELECT count(*) / 2 FROM jobs WHERE start_time IS NOT NULL AND epoch(start_time) > {busiest}) LIMIT 1"));
        let at = format!("@{end}");
        let busy_at = format!("@{busiest}");
        let year_from = format!("@{}", end.parse::<i64>().unwrap_or(0) - 365 * 86400);
        // The first command after a load computes every job's charge and keeps it in the
        // store, with the usage checkpoints; the commands after it read what was kept.
        let sshare = [
            "--db", &db_s, "--tz", "UTC", "sshare", "--at", &at, "-a", "-P",
        ];
        runs.push(measure(
            "sshare --at (end of history), first run after the load: keeps the charges and usage checkpoints",
            &bin,
            &sshare,
        ));
        runs.push(measure_median(
            "sshare --at (end of history), again",
            &bin,
            &sshare,
        ));
        runs.push(measure_median(
            "sshare --at -l (TRESRunMins: the running jobs)",
            &bin,
            &[&sshare[..], &["-l"]].concat(),
        ));
        runs.push(measure_median(
            "sshare --at -o GrpTRESRaw (decayed usage per TRES: every job)",
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
        if !slurm2sql {
            writeln!(report, "slurm2sql not run at this size (it runs up to FAIRTRACE_BENCH_SLURM2SQL_MAX={slurm2sql_max} jobs); see the smaller size's figure.").unwrap();
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
        write_report(&report);
        eprint!("{report}");
    }
}
