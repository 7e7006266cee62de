//! Issue 6: `fairtrace sreport` against the sreport output of the golden capture.

use crate::common::{data, generated_env, golden_env, release_env, reservations_env, Env};

fn with_events() -> Env {
    let env = golden_env();
    env.ok(&[
        "load",
        "events",
        &data("golden-alpha/sreport/sacctmgr_events.psv"),
    ]);
    env
}

/// Every sreport file of the capture, run with the arguments it was captured with
/// (CAPTURES.tsv), equals ours byte for byte: title lines, header and values.
#[test]
fn sreport_equals_the_nine_golden_files() {
    let env = with_events();
    let captures = std::fs::read_to_string(data("golden-alpha/sreport/CAPTURES.tsv")).unwrap();
    let mut compared = 0;
    for line in captures.lines().filter(|l| l.starts_with("sreport_")) {
        let (file, rest) = line.split_once('\t').unwrap();
        let cmd = rest.split_once("cmd=sreport ").unwrap().1;
        let mut args = vec!["sreport"];
        args.extend(cmd.split_whitespace());
        let ours = env.ok(&args);
        let golden =
            std::fs::read_to_string(data(&format!("golden-alpha/sreport/{file}"))).unwrap();
        assert_eq!(ours, golden, "{file}: sreport {cmd}");
        compared += 1;
    }
    assert_eq!(compared, 9);
}

/// Issue 38: sreport's options as its getopt_long reads them — glued (`-Pt seconds`,
/// `-tseconds`), long and abbreviated (`--parsable2`, `--tres=…`), after the report's words,
/// `-M` for `cluster=` — print the golden files as the forms they were captured with.
#[test]
fn sreport_options_in_every_form_getopt_takes() {
    let env = with_events();
    let window = "start=2026-11-22T10:00:00 end=2026-11-22T12:00:00";
    for (file, args) in [
        (
            "sreport_cluster_util_seconds.psv",
            format!("-Ptseconds cluster Utilization -M alpha {window}"),
        ),
        (
            "sreport_cluster_util_percent.psv",
            format!("cluster Utilization cluster=alpha {window} --parsable2 -t percent"),
        ),
        (
            "sreport_acct_user_billing_gpu.psv",
            format!("--parsable2 --tres=billing,gres/gpu cluster AccountUtilizationByUser --clus alpha -tseconds {window}"),
        ),
    ] {
        let mut all = vec!["sreport"];
        all.extend(args.split_whitespace());
        let golden = std::fs::read_to_string(data(&format!("golden-alpha/sreport/{file}"))).unwrap();
        assert_eq!(env.ok(&all), golden, "sreport {args}");
    }
}

/// Issue 38: `format=` of the cluster reports takes sreport's keywords as cluster_reports.c
/// matches them. The golden capture is 22.05, whose PlannedDown came before planned: `pl` is
/// PLND Down, `res` Planned, `PLNDDown` (24.05's keyword) nothing; `Re` nothing (too short for
/// Reported or Reserved). 26.05's order is checked by tests/data/sreport-all (its 0099, 0103,
/// 0104 on both releases). The values are the golden file's (sreport's
/// own) rearranged. (Over Comm, which Utilization prints only when asked, awaits a capture
/// that asks for it.)
#[test]
fn sreport_cluster_format_keywords_as_sreport_matches_them() {
    let env = with_events();
    let golden = std::fs::read_to_string(data(
        "golden-alpha/sreport/sreport_cluster_util_seconds.psv",
    ))
    .unwrap();
    let title: Vec<&str> = golden.lines().take(4).collect();
    let run = |format: &str| {
        env.cmd(&[
            "sreport",
            "-P",
            "-t",
            "seconds",
            "cluster",
            "Utilization",
            "cluster=alpha",
            "start=2026-11-22T10:00:00",
            "end=2026-11-22T12:00:00",
            format,
        ])
        .output()
        .unwrap()
    };
    let out = run("format=cl,res,al,d,pl,i,rep");
    assert!(out.status.success());
    let stdout = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines[..4], title[..]);
    assert_eq!(
        lines[4..],
        [
            "Cluster|Planned|Allocated|Down|PLND Down|Idle|Reported",
            "alpha|51774|344962|3648|0|0|400384",
        ]
    );
    let out = run("format=Cluster,PLNDDown");
    assert!(!out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        " Unknown field 'plnddown'\n"
    );
    // sreport names the field in lower case (sreport-all's 0559: format=Bogus, 'bogus').
    let out = run("format=Cluster,Re");
    assert!(!out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        " Unknown field 're'\n"
    );
}

/// Without events the capacity comes from slurm.conf (64 CPUs over the whole two hours) with
/// no down time, and stderr says so; usage by account does not need the events.
#[test]
fn without_events_capacity_comes_from_slurm_conf() {
    let env = golden_env();
    let window = ["start=2026-11-22T10:00:00", "end=2026-11-22T12:00:00"];
    let mut args = vec!["sreport", "-P", "-t", "seconds", "cluster", "Utilization"];
    args.extend(window);
    let out = env.cmd(&args).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("capacity from slurm.conf (64 CPUs)"),
        "{stderr}"
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    let row = stdout.lines().last().unwrap();
    let f: Vec<&str> = row.split('|').collect();
    // Allocated as with the events; Down 0; Reported = 64 CPUs × 7200 s.
    assert_eq!((f[1], f[2], f[6]), ("344962", "0", "460800"), "{stdout}");
    let mut args = vec![
        "sreport",
        "-P",
        "-t",
        "seconds",
        "cluster",
        "AccountUtilizationByUser",
    ];
    args.extend(window);
    assert!(env.ok(&args).contains("alpha|root|||344962|0\n"));
}

/// Events load once: the same dump again changes nothing, and a bad row names file, line
/// and field and loads nothing.
#[test]
fn events_load_once_and_refuse_bad_rows() {
    let env = with_events();
    let again = env.ok(&[
        "load",
        "events",
        &data("golden-alpha/sreport/sacctmgr_events.psv"),
    ]);
    assert!(again.contains("already loaded"), "{again}");
    let text = std::fs::read_to_string(data("golden-alpha/sreport/sacctmgr_events.psv")).unwrap();
    let bad = env.path("bad.psv");
    std::fs::write(
        &bad,
        text.replace("2026-11-22T10:16:36|Node", "2026-11-22T25:16:36|Node"),
    )
    .unwrap();
    let err = env.fails(&["load", "events", &bad]);
    assert!(
        err.contains("bad.psv:4") && err.contains("TimeEnd"),
        "{err}"
    );
    let count = env.ok(&["sql", "SELECT count(*) AS n FROM events", "--format", "csv"]);
    assert_eq!(count, "n\n4\n");
}

/// The aligned layout (no -P): the title block, right-aligned fields and the dashed rule.
/// Time columns are as wide as their largest value needs (8 at least) and header names are
/// cut to that width, as Slurm 22.05's print_fields does ("Allocate", "PLND Dow").
/// Time columns are as wide as their largest value needs (8 at least), and header names are
/// cut to the width, as Slurm 22.05 prints them ("Allocate", "PLND Dow").
#[test]
fn aligned_layout() {
    let env = with_events();
    let out = env.ok(&[
        "sreport",
        "-t",
        "percent",
        "cluster",
        "Utilization",
        "start=2026-11-22T10:00:00",
        "end=2026-11-22T12:00:00",
    ]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[1],
        "Cluster Utilization 2026-11-22T10:00:00 - 2026-11-22T11:59:59"
    );
    assert_eq!(
        lines[4],
        "  Cluster Allocate     Down PLND Dow     Idle  Planned Reported "
    );
    assert!(lines[5].starts_with("--------- "), "{out}");
    assert!(
        lines[6].contains("86.16%") && lines[6].contains("12.93%"),
        "{out}"
    );
}

/// The sreport output of real 26.05.5 (eta) and 24.11.5 (theta) controllers, taken once
/// slurmdbd had rolled up the capture's last hour: each file equals ours byte for byte, with
/// the release's own layout (24.11's Total Count in job sizes; its Utilization printing
/// Planned where PLND Down belongs, as 24.05 to 25.05 did).

#[test]
fn sreport_of_newer_releases_equals_theirs() {
    for (case, release) in [("eta", "26.05.5"), ("theta", "24.11.5")] {
        let fin = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/golden")
            .join(case)
            .join("final");
        let path = |f: &str| fin.join(f).to_string_lossy().into_owned();
        // The jobs as sacct had them when sreport ran.
        let env = release_env(
            release,
            &[
                ("qos", path("sacctmgr_qos.psv")),
                ("assoc", path("sacctmgr_assoc_full.psv")),
                ("sacct", path("sacct_at_sreport.psv")),
                ("events", path("sacctmgr_events.psv")),
            ],
            &path("slurm.conf"),
        );
        let captures = std::fs::read_to_string(path("CAPTURES.tsv")).unwrap();
        let mut compared = 0;
        for line in captures
            .lines()
            .filter(|l| l.starts_with("sreport_") && !l.starts_with("sreport_rollup"))
        {
            let (file, rest) = line.split_once('\t').unwrap();
            let cmd = rest.split_once("cmd=sreport ").unwrap().1;
            let mut args = vec!["sreport"];
            args.extend(cmd.split_whitespace());
            let theirs = std::fs::read_to_string(path(file)).unwrap();
            assert_eq!(env.ok(&args), theirs, "{case} {file}: sreport {cmd}");
            compared += 1;
        }
        assert_eq!(compared, 9, "{case}");
        later_reports_equal_theirs(&env, case);
    }
}

/// The sreport runs a COMMANDS.md of tests/data/newer lists (not `sreport -V`): each one's
/// output file and its arguments.
fn sreport_runs(dir: &std::path::Path) -> Vec<(String, Vec<String>)> {
    let commands = std::fs::read_to_string(dir.join("COMMANDS.md")).unwrap();
    commands
        .lines()
        .filter(|l| l.contains("`sreport ") && l.contains("start="))
        .map(|line| {
            let file = line.split('`').nth(1).unwrap().to_string();
            let cmd = line
                .split("`sreport ")
                .nth(1)
                .unwrap()
                .trim_end_matches(['`', ' ', '|']);
            let args = std::iter::once("sreport")
                .chain(cmd.split_whitespace())
                .map(String::from)
                .collect();
            (file, args)
        })
        .collect()
}

/// A report's title block and header (its first five lines).
fn head(text: &str) -> String {
    text.lines().take(5).collect::<Vec<_>>().join("\n")
}

/// More reports of the same controllers, run later (tests/data/newer/*/sreport-*.psv, commands
/// in COMMANDS.md there): user TopUsage with `group` (a user's accounts joined by ", ") and
/// TopCount, byte for byte; `cluster AccountUtilizationByQOS` (24.11 on) but for the order of
/// an account's QOS (`same_but_qos_order`: eta's minutes and TRES reports, a second apart,
/// differ in it).
fn later_reports_equal_theirs(env: &Env, case: &str) {
    let release = if case == "eta" { "26.05" } else { "24.11" };
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/newer")
        .join(release);
    let mut compared = 0;
    for (file, args) in sreport_runs(&dir) {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (ours, theirs) = (
            env.ok(&args),
            std::fs::read_to_string(dir.join(&file)).unwrap(),
        );
        compared += 1;
        if args.contains(&"AccountUtilizationByQOS") {
            assert!(same_but_qos_order(&ours, &theirs), "{case} {file}\n{ours}");
        } else {
            assert_eq!(ours, theirs, "{case} {file}");
        }
    }
    assert_eq!(compared, 6, "{case}");
}

/// Two `AccountUtilizationByQOS` outputs (-P or not) alike but for the order of an account's
/// QOS: the same title and header, the same rows, the accounts in the same order. slurmdbd
/// lists QOS by their first hour of usage, and those of one hour in the order MariaDB's
/// filesort leaves rows of equal (account, hour): the sreport-drain capture's root printed a,
/// normal, b (ids 2, 1, 3), from a join whose tie order no rule of the data gives.
pub fn same_but_qos_order(ours: &str, theirs: &str) -> bool {
    fn sorted(t: &str) -> Vec<&str> {
        let mut lines: Vec<&str> = t.lines().collect();
        lines.sort();
        lines
    }
    let accounts = |t: &str| {
        let mut seen: Vec<String> = Vec::new();
        for line in t.lines().skip(5) {
            let mut words = line
                .split(|c: char| c == '|' || c.is_whitespace())
                .filter(|w| !w.is_empty());
            let account = words.nth(1).unwrap_or_default().to_string();
            if seen.last() != Some(&account) {
                seen.push(account);
            }
        }
        seen
    };
    head(ours) == head(theirs)
        && sorted(ours) == sorted(theirs)
        && accounts(ours) == accounts(theirs)
}

/// The job reports' GID= selects by sacct's GID, which only some dumps carry: one without it
/// is said, not taken for "no such group"; a GID that is no number is said too.
#[test]
fn job_reports_by_gid_need_the_dumps_gid() {
    let dir = |f: &str| data(&format!("sreport-all/26.05/{f}"));
    let env = Env::new();
    env.ok(&[
        "--slurm-version",
        "26.05.5",
        "load",
        "conf",
        &dir("conf/slurm-a.conf"),
    ]);
    env.ok(&["load", "assoc", &dir("dumps/assoc.psv")]);
    env.ok(&["load", "sacct", &dir("dumps/sacct_a.psv")]);
    let report = |gid: &str| {
        let window = ["start=2026-11-27T13:00:00", "end=2026-11-27T15:00:00"];
        let mut args = vec!["sreport", "-M", "a", "job", "SizesByAccount"];
        args.extend(window);
        args.push(gid);
        args.iter().map(|a| a.to_string()).collect::<Vec<_>>()
    };
    let args = report("GID=2001");
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    assert!(env.fails(&args).contains("have no GID column"));
    env.ok(&["load", "sacct", &dir("dumps/sacct_a_all.psv.gz")]);
    let theirs = std::fs::read_to_string(dir("sreport/0371.out")).unwrap();
    assert_eq!(env.ok(&args), theirs);
    let args = report("GID=staff");
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    assert!(env
        .fails(&args)
        .contains("GID=staff: a group id is a number"));
}

/// sreport's window of start=14:40 end=15:20: 22.05 takes each to the nearest hour (15:00 and
/// 15:00, then the one-hour minimum), 25.05 on goes out to 14:00 and 16:00
/// (slurmdb_report_set_start_end_time before and after Slurm commit be741e340a).
#[test]
fn the_window_rounds_as_the_release_did() {
    let fin = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/eta/final");
    let path = |f: &str| fin.join(f).to_string_lossy().into_owned();
    let env = Env::new();
    env.ok(&[
        "load",
        "conf",
        &path("slurm.conf"),
        "--slurm-version",
        "26.05.5",
    ]);
    env.ok(&["load", "assoc", &path("sacctmgr_assoc_full.psv")]);
    env.ok(&["load", "sacct", &path("sacct_at_sreport.psv")]);
    env.ok(&["load", "events", &path("sacctmgr_events.psv")]);
    let title = |release: &str| -> String {
        let out = env.ok(&[
            "--slurm-version",
            release,
            "sreport",
            "-P",
            "cluster",
            "Utilization",
            "start=2026-11-25T14:40:00",
            "end=2026-11-25T15:20:00",
        ]);
        out.lines().nth(1).unwrap_or_default().to_string()
    };
    assert!(
        title("26.05.5").ends_with("2026-11-25T14:00:00 - 2026-11-25T15:59:59"),
        "{}",
        title("26.05.5")
    );
    assert!(
        title("22.05.8").ends_with("2026-11-25T15:00:00 - 2026-11-25T15:59:59"),
        "{}",
        title("22.05.8")
    );
}

/// A user with a partition association (u2 in astro and astro/prio) on real 26.05.5 and
/// 24.11.5 (tests/data/newer/partition-assoc, commands in COMMANDS.md there), every report
/// byte for byte. 24.11 counts the partition association's usage in the user's plain one too
/// (lineage grouping, 23.11.2 on) and lists both in TopUsage; 25.05 on gives TopUsage each
/// association's own usage with a Partition column and lists only the plain association,
/// grouped, in the cluster reports; UserUtilizationByAccount sums a user's associations in an
/// account in both. `format=…,Partition,…` prints the column on 26.05 and is an unknown field
/// on 24.11.
#[test]
fn partition_associations_as_each_release_reports_them() {
    for (release, version) in [("26.05", "26.05.5"), ("24.11", "24.11.5")] {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data/newer/partition-assoc")
            .join(release);
        let path = |f: &str| dir.join(f).to_string_lossy().into_owned();
        let env = Env::new();
        env.ok(&[
            "load",
            "conf",
            &path("slurm.conf"),
            "--slurm-version",
            version,
        ]);
        env.ok(&["load", "assoc", &path("assoc-after.psv")]);
        env.ok(&["load", "sacct", &path("sacct-window-all.psv")]);
        env.ok(&["load", "events", &path("events.psv")]);
        let mut compared = 0;
        for (file, args) in sreport_runs(&dir) {
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            let theirs = std::fs::read_to_string(dir.join(&file)).unwrap();
            // A field the release does not know: named on stderr, the rest printed, exit 1.
            let run = env.cmd(&args).output().unwrap();
            let ours = String::from_utf8(run.stdout).unwrap();
            let expected_err = std::fs::read_to_string(dir.join(format!("{file}.stderr")));
            assert_eq!(
                run.status.success(),
                expected_err.is_err(),
                "{release} {file}"
            );
            if let Ok(err) = expected_err {
                assert_eq!(
                    String::from_utf8_lossy(&run.stderr),
                    err,
                    "{release} {file}"
                );
            }
            compared += 1;
            if file.starts_with("control-1700/") {
                // The hour before: the partition association existed but ran nothing, so
                // no Partition column (its jobs are not in this folder's dump: header only).
                assert_eq!(head(&ours), head(&theirs), "{release} {file}");
                continue;
            }
            assert_eq!(ours, theirs, "{release} {file}: {args:?}");
        }
        assert!(compared >= 9, "{release}: {compared}");
    }
}

/// Reservations (tests/data/reservations, README there): an hour in which a real slurmdbd
/// rolled up a user reservation on part of the node, an account's, a MAINT one, an
/// IGNORE_JOBS one, one deleted early, one updated and one crossing the hour's end, with jobs
/// in and out of them. Every sreport it printed for the hour, after the last reservation had
/// ended, equals ours byte for byte: cluster Utilization (every -t and -T), the account and
/// user reports, AccountUtilizationByQOS, reservation Utilization.
#[test]
fn sreport_with_reservations_equals_slurmdbds() {
    for (dir, release, compared) in [
        ("22.05", "22.05.8", 34),
        ("24.11", "24.11.5", 38),
        ("26.05", "26.05.5", 38),
    ] {
        let path = |f: &str| data(&format!("reservations/{dir}/{f}"));
        let env = reservations_env(dir, release);
        let commands = std::fs::read_to_string(path("commands.txt")).unwrap();
        let mut n = 0;
        for line in commands.lines().filter(|l| l.starts_with("sreport_")) {
            let fields: Vec<&str> = line.split('\t').collect();
            let (file, cmd) = (fields[0], fields[3]);
            // As run, inside the release's chroot for the newer ones.
            let args: Vec<&str> = std::iter::once("sreport")
                .chain(cmd.split_once("sreport ").unwrap().1.split_whitespace())
                .collect();
            let theirs = std::fs::read_to_string(path(file)).unwrap();
            assert_eq!(env.ok(&args), theirs, "{dir} {file}: {cmd}");
            n += 1;
        }
        assert_eq!(n, compared, "{dir}");
    }
}

/// A reservation dump loads whole or not at all, and loading it again changes nothing.
#[test]
fn reservation_loads_are_whole_and_idempotent() {
    let env = Env::new();
    let real = data("reservations/24.11/sacctmgr_resv_wide_manfields.psv");
    env.ok(&["load", "reservations", &real]);
    env.ok(&["load", "reservations", &real]);
    let count = "SELECT count(*) FROM reservations";
    assert_eq!(env.scalar(count), "8");
    let text = std::fs::read_to_string(&real).unwrap();
    let bad = env.write(
        "bad.psv",
        format!("{text}resv24|r_bad|9|cpu=8|yesterday|2026-11-26T09:00:00||resv24-n1|4|0|\n")
            .as_bytes(),
    );
    let e = env.fails(&["load", "reservations", &bad]);
    assert!(e.contains("bad.psv:10") && e.contains("TimeStart"), "{e}");
    assert_eq!(env.scalar(count), "8");
}

/// Without start= and end=, sreport reports the day before the end of the data however the
/// dumps came: an earlier stretch, or another cluster's jobs, loaded last do not move it (the
/// end is found from the rows stored last, else the cluster's last load's, first, then in
/// every row group that can hold a later time).
#[test]
fn the_default_window_ends_with_the_data_whatever_came_last() {
    let (env, _) = generated_env(&["--jobs", "2000", "--seed", "3", "--days", "10"]);
    let title = |text: &str| -> String {
        text.lines()
            .find(|l| l.starts_with("Cluster Utilization"))
            .expect("a title")
            .to_string()
    };
    let before = title(&env.ok(&["sreport", "-P", "cluster", "Utilization"]));
    // The day before the latest time the jobs hold (a running job's: the dump's moment).
    let day = env.scalar(
        "SELECT strftime(make_timestamp(CAST(greatest(
             epoch(greatest(max(submit_time), max(start_time), max(end_time))),
             (SELECT max(epoch(start_time) + elapsed_s) FROM jobs WHERE state = 'RUNNING')
         ) AS BIGINT) * 1000000) - INTERVAL 1 DAY, '%Y-%m-%d') FROM jobs",
    );
    assert!(
        before.starts_with(&format!("Cluster Utilization {day}T00:00:00")),
        "{before}"
    );
    let older = env.path("older");
    env.ok(&[
        "gen", "--out", &older, "--jobs", "300", "--seed", "4", "--days", "3",
    ]);
    env.ok(&["load", "sacct", &format!("{older}/sacct.psv")]);
    let after = title(&env.ok(&["sreport", "-P", "cluster", "Utilization"]));
    assert_eq!(before, after);
    // Another cluster's jobs loaded last, more than the rows data_end looks among first
    // (122,880): those hold none of hpc1's.
    let many = env.path("many");
    let gen = "gen --jobs 130000 --seed 5 --days 2 --allocations-only --out";
    env.ok(&[gen.split(' ').collect::<Vec<_>>(), vec![&many]].concat());
    let other = std::fs::read_to_string(format!("{many}/sacct.psv"))
        .unwrap()
        .replace("|hpc1|", "|hpc2|");
    env.ok(&["load", "sacct", &env.write("other.psv", other.as_bytes())]);
    let last = title(&env.ok(&["sreport", "-P", "-M", "hpc1", "cluster", "Utilization"]));
    assert_eq!(before, last);
}

/// tests/data/sreport-all (README there): one history on two clusters in one slurmdbd,
/// Slurm 22.05.8 and 26.05.5, and 581 real sreport commands per release (`sreport/`), and 15
/// more run later against the same databases (`extra/`). Every command is
/// run against a store loaded with that release's dumps, with SLURM_CONF naming cluster a as
/// the local one, as sreport ran: stdout byte for byte and whether it failed must equal
/// sreport's, for every command (`SREPORT_ALL_SHOW=1` prints both sides of each that differs).
#[test]
fn issue_38_every_sreport_command_equals_slurmdbds() {
    for release in ["22.05", "26.05"] {
        let dir = |f: &str| data(&format!("sreport-all/{release}/{f}"));
        let env = Env::new();
        // The release as `sreport -V` printed it (`slurm-wlm 26.05.5`: its package name too).
        let told = std::fs::read_to_string(dir("dumps/sreport_version.txt")).unwrap();
        for c in ["a", "b"] {
            let conf = dir(&format!("conf/slurm-{c}.conf"));
            env.ok(&["--slurm-version", told.trim(), "load", "conf", &conf]);
        }
        env.ok(&["load", "qos", &dir("dumps/qos.psv")]);
        env.ok(&["load", "assoc", &dir("dumps/assoc.psv")]);
        for c in ["a", "b"] {
            // sacct --format=ALL: the jobs with their GID (GID= of the job reports).
            let sacct = dir(&format!("dumps/sacct_{c}_all.psv.gz"));
            env.ok(&["load", "sacct", &sacct]);
            env.ok(&[
                "load",
                "events",
                &dir(&format!("dumps/event_{c}_alltime.psv")),
            ]);
            let resv = dir(&format!("dumps/reservation_{c}.psv"));
            env.ok(&["load", "reservations", &resv]);
        }
        // (folder/file, failed, arguments)
        let mut runs: Vec<(String, bool, Vec<String>)> = Vec::new();
        for folder in ["sreport", "extra"] {
            let index = std::fs::read_to_string(dir(&format!("{folder}/INDEX.tsv"))).unwrap();
            runs.extend(index.lines().skip(1).map(|line| {
                let mut f = line.split('\t');
                let (file, rc, command) = (f.next().unwrap(), f.next().unwrap(), f.next().unwrap());
                // `env TZ=UTC SLURM_CONF=… sreport ARGS`; the only quoting is '…' around a word.
                let args = command
                    .split_whitespace()
                    .skip_while(|w| *w != "sreport")
                    .skip(1)
                    .map(|w| w.trim_matches('\'').to_string())
                    .collect();
                (format!("{folder}/{file}"), rc != "0", args)
            }));
        }
        assert_eq!(runs.len(), 581 + 15, "{release}");
        // Two at a time, each on its own copy of the store (one process opens a store).
        let twin = Env::new();
        std::fs::copy(env.db(), twin.db()).unwrap();
        let local_conf = dir("conf/slurm-a.conf");
        let qos_names: Vec<String> = std::fs::read_to_string(dir("dumps/qos.psv"))
            .unwrap()
            .lines()
            .skip(1)
            .map(|line| line.split('|').next().unwrap().to_string())
            .collect();
        let differs =
            |env: &Env, (file, failed, args): &(String, bool, Vec<String>)| -> Option<String> {
                // sreport ran at 15:00:40 (finish.log): `start=13:00` is that day's.
                let mut all = vec!["--now", "@1795791640", "sreport"];
                all.extend(args.iter().map(String::as_str));
                let out = env
                    .process(&all)
                    .env("SLURM_CONF", &local_conf)
                    .env_remove("SREPORT_TRES")
                    .env_remove("SREPORT_CLUSTER")
                    .env_remove("SREPORT_LOCAL")
                    .output()
                    .unwrap();
                let theirs = std::fs::read_to_string(dir(file)).unwrap();
                let ours = String::from_utf8_lossy(&out.stdout);
                // AccountUtilizationByQOS lists an account's QOS in slurmdbd's row order, which
                // changes from run to run (see later_reports_equal_theirs), and sizes Used by
                // the first row's (sreport_set_usage_column_width): the same title, the same
                // rows as words, and the accounts in the same order.
                let text_same = if args.iter().any(|a| a == "AccountUtilizationByQOS") {
                    // A line's words, a column's dashes as one.
                    let words = |line: &str| -> Vec<String> {
                        line.split(|c: char| c == '|' || c.is_whitespace())
                            .filter(|w| !w.is_empty())
                            .map(|w| {
                                if w.trim_matches('-').is_empty() {
                                    "-"
                                } else {
                                    w
                                }
                            })
                            .map(String::from)
                            .collect()
                    };
                    let sorted = |t: &str| {
                        let mut lines: Vec<Vec<String>> = t.lines().map(words).collect();
                        lines.sort();
                        lines
                    };
                    // A row's words but its QOS and numbers: the same from one of an
                    // account's QOS to the next.
                    let accounts = |t: &str| {
                        let mut seen: Vec<Vec<String>> = Vec::new();
                        for line in t.lines() {
                            let key: Vec<String> = words(line)
                                .into_iter()
                                .filter(|w| {
                                    !qos_names.contains(w)
                                        && !w.starts_with(|c: char| c.is_ascii_digit())
                                })
                                .collect();
                            if seen.last() != Some(&key) {
                                seen.push(key);
                            }
                        }
                        seen
                    };
                    let title = |t: &str| -> Vec<String> {
                        t.lines()
                            .filter(|l| l.starts_with("Cluster/") || l.starts_with("Usage "))
                            .map(String::from)
                            .collect()
                    };
                    title(&ours) == title(&theirs)
                        && sorted(&ours) == sorted(&theirs)
                        && accounts(&ours) == accounts(&theirs)
                } else {
                    ours == theirs
                };
                let same = text_same && out.status.success() != *failed;
                if !same && std::env::var_os("SREPORT_ALL_SHOW").is_some() {
                    eprintln!(
                        "== {release} {file} sreport {}\n-- theirs\n{theirs}-- ours ({})\n{}{}",
                        args.join(" "),
                        out.status,
                        String::from_utf8_lossy(&out.stdout),
                        String::from_utf8_lossy(&out.stderr)
                    );
                }
                (!same).then(|| file.clone())
            };
        let (first, second) = runs.split_at(runs.len() / 2);
        let mut differing: Vec<String> = std::thread::scope(|s| {
            let other = s.spawn(|| {
                second
                    .iter()
                    .filter_map(|r| differs(&twin, r))
                    .collect::<Vec<_>>()
            });
            let mut d: Vec<String> = first.iter().filter_map(|r| differs(&env, r)).collect();
            d.extend(other.join().unwrap());
            d
        });
        differing.sort();
        assert!(
            differing.is_empty(),
            "{release}: differ from sreport: {differing:?}"
        );
    }
}

/// tests/data/sreport-drain (README there): an hour of a real Slurm 24.11.5 (64 CPUs) with two
/// reservations on the node and node events that overlap neither: its 2 s cold start at
/// 17:35:20 and a drain 17:56:30–17:58:30. slurmdbd's `_setup_cluster_usage` (the same in
/// 22.05–26.05) subtracts from each event the last reservation's overlap with it even when
/// that is negative, so each event gains the gap to that reservation (r_after, 17:52–17:56):
/// (2 + 998) + (120 + 30) s of down time, 73600 CPU-seconds, more than the hour had left
/// ("We have more time than is possible (34282+73600+0)(107882) > 94720" in its log), so
/// Down is cut to 60438 and Idle to 0. Every sreport it printed after
/// its rollup of the hour equals ours byte for byte (AccountUtilizationByQOS but for the
/// order of an account's QOS within the hour, `same_but_qos_order`).
#[test]
fn sreport_over_a_drain_beside_reservations_equals_slurmdbds() {
    let path = |f: &str| data(&format!("sreport-drain/24.11/{f}"));
    let env = release_env(
        "24.11.5",
        &[
            ("qos", path("sacctmgr_qos_ids.psv")),
            ("assoc", path("sacctmgr_assoc.psv")),
            ("sacct", path("sacct_all.psv")),
            ("events", path("sacctmgr_event.psv")),
            ("reservations", path("sacctmgr_resv.psv")),
        ],
        &path("slurm.conf"),
    );
    let commands = std::fs::read_to_string(path("commands.txt")).unwrap();
    let mut compared = 0;
    for line in commands.lines().filter(|l| l.starts_with("sreport_")) {
        let fields: Vec<&str> = line.split('\t').collect();
        let (file, cmd) = (fields[0], fields[3]);
        let args: Vec<&str> = std::iter::once("sreport")
            .chain(cmd.split_once("sreport ").unwrap().1.split_whitespace())
            .collect();
        let (ours, theirs) = (env.ok(&args), std::fs::read_to_string(path(file)).unwrap());
        if file.starts_with("sreport_acct_util_by_qos") {
            assert!(same_but_qos_order(&ours, &theirs), "{file}: {cmd}\n{ours}");
        } else {
            assert_eq!(ours, theirs, "{file}: {cmd}");
        }
        compared += 1;
    }
    assert_eq!(compared, 18);
}
