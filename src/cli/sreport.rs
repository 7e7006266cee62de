//! `fairtrace sreport`: Slurm's sreport from the stored history (`replay::rollups`).

use std::process::ExitCode;

use anyhow::{anyhow, bail};
use clap::Args;

use super::{open_store, Cli};
use crate::replay::rollups::{
    release, report_cluster, report_tree, reservation_use, rollup_of, rollup_tres, sized_jobs,
    window, Options, Report,
};
use crate::report::sreport::{
    account_by_qos, account_by_user, cluster_field, is_percent, reservation_field,
    reservation_utilization, select, sizes_table, user_by_account, utilization, write, Layout,
    TimeFormat, OVER_COMM, RESERVATION_COLUMNS,
};

#[derive(Debug, Clone, Args)]
pub struct SreportArgs {
    /// sreport's arguments, read as its getopt_long reads them: options anywhere among the
    /// words, short ones glued together or to their value (`-nP`, `-tsecper`). `-P`
    /// (--parsable2) `|` between fields; `-p` (--parsable) `|` after every field; `-n`
    /// (--noheader); `-t FORMAT` Seconds, Minutes (default), Hours, Percent, SecPer, MinPer,
    /// HourPer; `-T TRES` (--tres; comma-separated, ALL for every one; default
    /// $SREPORT_TRES, else cpu); `-M CLUSTER` (--cluster; default $SREPORT_CLUSTER); `-a`
    /// (--all_clusters); `--local`; `-Q` (--quiet: no notes); `-v` (--verbose). Then the
    /// report and its options: `cluster
    /// Utilization|AccountUtilizationByUser|AccountUtilizationByQOS|UserUtilizationByAccount`,
    /// `user TopUsage [TopCount=N] [Group]`, `job SizesByAccount [Grouping=N,N,…]
    /// [PrintJobCount]`, `reservation Utilization`; each with `start=TIME end=TIME
    /// [clusters=C] [accounts=A,…] [users=U,…] [format=Cl,L,A,Pa,U%12]`.
    #[arg(required = true, num_args = 1.., allow_hyphen_values = true, trailing_var_arg = true)]
    pub words: Vec<String>,
}

/// sreport's global options, as its getopt_long loop sets them.
#[derive(Debug, Clone, PartialEq)]
struct Global {
    layout: Layout,
    header: bool,
    time: String,
    tres: Option<String>,
    cluster: Option<String>,
    quiet: bool,
}

/// sreport's long options and the short letter each stands for (`L`: --local, which has
/// none); a long option takes a value when its letter does.
const LONG_OPTIONS: [(&str, char); 12] = [
    ("all_clusters", 'a'),
    ("cluster", 'M'),
    ("help", 'h'),
    ("local", 'L'),
    ("noheader", 'n'),
    ("parsable", 'p'),
    ("parsable2", 'P'),
    ("quiet", 'Q'),
    ("tres", 'T'),
    ("usage", 'h'),
    ("verbose", 'v'),
    ("version", 'V'),
];

/// The short options and whether each takes a value (`aM:hnpPQt:T:vV`).
fn short_takes_value(c: char) -> Option<bool> {
    match c {
        'M' | 't' | 'T' => Some(true),
        'a' | 'h' | 'n' | 'p' | 'P' | 'Q' | 'v' | 'V' => Some(false),
        _ => None,
    }
}

/// Splits sreport's arguments into its global options and the report's words, as GNU
/// getopt_long does: options anywhere (the other words keep their order), `--` ends them, a
/// long option may be abbreviated while unambiguous and take its value after `=` or as the
/// next word, short ones may be glued. `env` gives SREPORT_CLUSTER and SREPORT_TRES.
fn getopt(
    args: &[String],
    env: impl Fn(&str) -> Option<String>,
) -> anyhow::Result<(Global, Vec<String>)> {
    let mut g = Global {
        layout: Layout::Aligned,
        header: true,
        time: "Minutes".into(),
        tres: env("SREPORT_TRES"),
        cluster: env("SREPORT_CLUSTER"),
        quiet: false,
    };
    let mut words = Vec::new();
    let mut set = |c: char, value: Option<String>| -> anyhow::Result<()> {
        match c {
            'M' => g.cluster = value,
            't' => g.time = value.unwrap_or_default(),
            'T' => g.tres = value,
            'n' => g.header = false,
            'p' => g.layout = Layout::Parsable,
            'P' => g.layout = Layout::ParsableNoEnding,
            'Q' => g.quiet = true,
            // Every cluster, or the local one: the store's cluster either way.
            'a' | 'L' => g.cluster = None,
            'v' => {}
            'h' | 'V' => bail!(
                "sreport's -h and -V: see `fairtrace sreport --help` and `fairtrace --version`"
            ),
            _ => unreachable!("only known options are set"),
        }
        Ok(())
    };
    let mut rest = args.iter();
    while let Some(a) = rest.next() {
        if a == "--" {
            words.extend(rest.by_ref().cloned());
            break;
        }
        if let Some(long) = a.strip_prefix("--") {
            let (name, inline) = match long.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (long, None),
            };
            let exact = LONG_OPTIONS.iter().find(|o| o.0 == name);
            let matches: Vec<_> = LONG_OPTIONS
                .iter()
                .filter(|o| o.0.starts_with(name))
                .collect();
            let &(full, c) = match (exact, matches.as_slice()) {
                (Some(o), _) => o,
                (None, [o]) => o,
                (None, []) => {
                    bail!("unrecognized option '--{name}' (fairtrace's own options go before `sreport`; try `fairtrace sreport --help`)")
                }
                (None, _) => bail!("option '--{name}' is ambiguous"),
            };
            let takes = short_takes_value(c) == Some(true);
            let value = match (takes, inline) {
                (true, Some(v)) => Some(v),
                (true, None) => Some(
                    rest.next()
                        .cloned()
                        .ok_or_else(|| anyhow!("option '--{full}' requires an argument"))?,
                ),
                (false, Some(_)) => bail!("option '--{full}' doesn't allow an argument"),
                (false, None) => None,
            };
            set(c, value)?;
            continue;
        }
        let Some(shorts) = a.strip_prefix('-').filter(|s| !s.is_empty()) else {
            words.push(a.clone());
            continue;
        };
        for (i, c) in shorts.char_indices() {
            match short_takes_value(c) {
                None => bail!("invalid option -- '{c}' (try `fairtrace sreport --help`)"),
                Some(false) => set(c, None)?,
                Some(true) => {
                    let glued = &shorts[i + c.len_utf8()..];
                    let value = if glued.is_empty() {
                        rest.next()
                            .cloned()
                            .ok_or_else(|| anyhow!("option requires an argument -- '{c}'"))?
                    } else {
                        glued.to_string()
                    };
                    set(c, Some(value))?;
                    break;
                }
            }
        }
    }
    Ok((g, words))
}

/// `word` abbreviates `full` (case-insensitive, at least `min` letters), as sreport reads
/// its keywords.
fn abbreviates(word: &str, full: &str, min: usize) -> bool {
    word.len() >= min.min(full.len())
        && word.len() <= full.len()
        && full[..word.len()].eq_ignore_ascii_case(word)
}

fn parse_words(words: &[String]) -> anyhow::Result<(Report, Options)> {
    let (Some(kind), Some(name)) = (words.first(), words.get(1)) else {
        bail!("which report? e.g. `cluster Utilization start=2026-11-01 end=2026-12-01`");
    };
    let report = if abbreviates(kind, "cluster", 1) {
        if abbreviates(name, "Utilization", 2) {
            Report::Utilization
        } else if abbreviates(name, "AccountUtilizationByUser", 2) {
            Report::AccountByUser
        } else if abbreviates(name, "AccountUtilizationByQOS", 21)
            || name.get(..2).is_some_and(|p| p.eq_ignore_ascii_case("AQ"))
        {
            Report::AccountByQos
        } else if abbreviates(name, "UserUtilizationByAccount", 2) {
            Report::UserByAccount
        } else {
            bail!("unknown cluster report \"{name}\": Utilization, AccountUtilizationByUser, AccountUtilizationByQOS or UserUtilizationByAccount");
        }
    } else if abbreviates(kind, "user", 1) && abbreviates(name, "TopUsage", 1) {
        Report::TopUsage
    } else if abbreviates(kind, "job", 1) && abbreviates(name, "SizesByAccount", 1) {
        Report::SizesByAccount
    } else if abbreviates(kind, "reservation", 1) && abbreviates(name, "Utilization", 1) {
        Report::ReservationUtilization
    } else {
        bail!("unknown report \"{kind} {name}\": cluster Utilization, cluster AccountUtilizationByUser, cluster AccountUtilizationByQOS, cluster UserUtilizationByAccount, user TopUsage, job SizesByAccount or reservation Utilization");
    };
    let mut o = Options::default();
    let list = |v: &str| -> Vec<String> {
        v.split(',')
            .filter(|s| !s.is_empty())
            .map(str::to_string)
            .collect()
    };
    for w in &words[2..] {
        let (k, v) = w.split_once('=').unwrap_or((w.as_str(), ""));
        let k = k.to_ascii_lowercase();
        match k.as_str() {
            "start" => o.start = Some(v.to_string()),
            "end" => o.end = Some(v.to_string()),
            "cluster" | "clusters" => o.cluster = Some(v.to_string()),
            "account" | "accounts" | "acct" | "accts" => o.accounts = list(v),
            "user" | "users" => o.users = list(v),
            "topcount" => {
                o.top_count = Some(
                    v.parse()
                        .map_err(|_| anyhow!("TopCount={v}: expected a number"))?,
                )
            }
            "grouping" => {
                o.grouping = v
                    .split(',')
                    .map(|g| {
                        g.parse()
                            .map_err(|_| anyhow!("Grouping={v}: expected numbers"))
                    })
                    .collect::<anyhow::Result<_>>()?
            }
            "format" => o.format = list(v),
            "name" | "names" => o.names = list(v),
            "group" if v.is_empty() => o.group_accounts = true,
            "printjobcount" if v.is_empty() => o.print_job_count = true,
            _ => bail!("unknown option \"{w}\" for this report"),
        }
    }
    Ok((report, o))
}

pub fn run(cli: &Cli, args: &SreportArgs) -> anyhow::Result<ExitCode> {
    let (g, words) = getopt(&args.words, |name| std::env::var(name).ok())?;
    let (report, mut o) = parse_words(&words)?;
    // `clusters=` among the report's words, else -M.
    o.cluster = o.cluster.or(g.cluster.clone());
    let fmt = TimeFormat::parse(&g.time).map_err(anyhow::Error::msg)?;
    let store = open_store(cli)?;
    let cluster = report_cluster(&store, o.cluster.as_deref())?;
    let zone = cli.context().zone;
    let (start, end) = window(&cli.context(), &store, &cluster, &o)?;
    let (tree, flat) = report_tree(&store, &cluster, end - 1)?;
    // -Q: no notes (sreport's quiet mode prints no warnings).
    if let Some(note) = flat.filter(|_| !g.quiet) {
        eprintln!("{note}");
    }
    let layout = g.layout;
    let period = format!("{} - {}", zone.format(start), zone.format(end - 1));
    let version = release(&cli.context(), &store, &cluster, end - 1)?;
    let mut out = std::io::stdout().lock();
    if report == Report::ReservationUtilization {
        let uses = reservation_use(&store, &cluster, &o, (start, end))?;
        let asked: Option<Vec<String>> = g
            .tres
            .as_deref()
            .filter(|t| !t.eq_ignore_ascii_case("all"))
            .map(|t| t.split(',').map(str::to_string).collect());
        let usage_in = match fmt {
            TimeFormat::Percent => fmt.label().to_string(),
            _ => format!("TRES {}", fmt.label()),
        };
        let output = reservation_utilization(
            &cluster,
            &uses,
            (asked.as_deref(), fmt),
            (&period, &usage_in),
            &|t| zone.format(t),
        );
        let format: Vec<String> = if o.format.is_empty() {
            RESERVATION_COLUMNS.iter().map(|c| c.to_string()).collect()
        } else {
            o.format.iter().map(|f| reservation_field(f)).collect()
        };
        let (title, columns, rows) = output;
        let (columns, rows, unknown) = select((columns, rows), &format);
        for f in &unknown {
            eprintln!(" Unknown field '{f}'");
        }
        write(&title, &columns, &rows, layout, g.header, &mut out)?;
        return Ok(if unknown.is_empty() {
            ExitCode::SUCCESS
        } else {
            ExitCode::FAILURE
        });
    }
    if report == Report::SizesByAccount {
        let tres = g.tres.as_deref().unwrap_or("cpu").to_ascii_lowercase();
        let groups = sized_jobs(&store, &cluster, &tree, (&o, &tres), (start, end))?;
        let what = (&o, tres.as_str(), g.tres.is_some());
        let (title, columns, rows) = sizes_table(
            &cluster,
            &tree,
            &groups,
            what,
            fmt,
            (start, end),
            &period,
            version,
        );
        write(&title, &columns, &rows, layout, g.header, &mut out)?;
        return Ok(ExitCode::SUCCESS);
    }
    let (rollup, notes) = rollup_of(&store, (&cluster, &tree), (start, end), version)?;
    for n in notes.iter().filter(|_| !g.quiet) {
        eprintln!("{n}");
    }
    let tres = rollup_tres(g.tres.as_deref(), &rollup);
    let usage_in = match (fmt, &g.tres) {
        (TimeFormat::Percent, _) => fmt.label().to_string(),
        (_, None) => format!("CPU {}", fmt.label()),
        (_, Some(_)) => format!("TRES {}", fmt.label()),
    };
    let with_tres_name = g.tres.is_some();
    if rollup.cluster.is_empty() && (report == Report::Utilization || is_percent(fmt)) {
        bail!("no registration of cluster {cluster} covers {period} and slurm.conf defines no nodes: its capacity is unknown (load `sacctmgr show event -P format=Cluster,NodeName,TimeStart,TimeEnd,State,StateRaw,TRES,Reason` with `fairtrace load events FILE`, or load slurm.conf)");
    }
    let (title, columns, rows) = match report {
        Report::Utilization => utilization(
            &cluster,
            &rollup,
            &tres,
            fmt,
            with_tres_name,
            (&period, &usage_in),
            end - start,
            version,
        ),
        Report::AccountByUser | Report::AccountByQos => (if report == Report::AccountByUser {
            account_by_user
        } else {
            account_by_qos
        })(
            &cluster,
            &tree,
            &rollup,
            &tres,
            fmt,
            with_tres_name,
            &o,
            &period,
            &usage_in,
            (end - start, version),
        ),
        Report::UserByAccount | Report::TopUsage => user_by_account(
            &cluster,
            &tree,
            &rollup,
            &tres,
            fmt,
            with_tres_name,
            &o,
            report,
            (&period, &usage_in),
            end - start,
            version,
        ),
        Report::SizesByAccount | Report::ReservationUtilization => unreachable!("handled above"),
    };
    // sreport's keywords for the cluster reports' columns (user TopUsage has its own, which
    // `select` matches by the columns' names); Utilization leaves Over Comm out unless asked.
    let mut unknown: Vec<String> = Vec::new();
    let format: Vec<String> = if report == Report::TopUsage {
        o.format.clone()
    } else if o.format.is_empty() && report == Report::Utilization {
        columns
            .iter()
            .filter(|c| c.name != OVER_COMM)
            .map(|c| c.name.clone())
            .collect()
    } else {
        o.format
            .iter()
            .filter_map(|f| {
                let field = cluster_field(f);
                if field.is_none() {
                    unknown.push(f.split('%').next().unwrap_or(f).to_string());
                }
                field
            })
            .collect()
    };
    let (columns, rows, missing) = select((columns, rows), &format);
    // A field this report does not print (Energy, WCKey, …) is unknown too.
    unknown.extend(missing);
    // sreport names each unknown field and still prints the rest, failing at the end.
    for f in &unknown {
        eprintln!(" Unknown field '{f}'");
    }
    write(&title, &columns, &rows, layout, g.header, &mut out)?;
    Ok(if unknown.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn split(args: &[&str]) -> anyhow::Result<(Global, Vec<String>)> {
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        getopt(&args, |_| None)
    }

    #[test]
    fn options_as_getopt_long_reads_them() {
        // Glued short options and values, options after the report's words.
        let (g, words) = split(&["-nP", "cluster", "-tsecper", "Utilization", "start=x"]).unwrap();
        assert_eq!(
            (g.layout, g.header, g.time.as_str()),
            (Layout::ParsableNoEnding, false, "secper")
        );
        assert_eq!(words, ["cluster", "Utilization", "start=x"]);
        // Separate values, long options with `=` or the next word, abbreviated long options.
        let (g, words) = split(&["-t", "hours", "--tres=cpu,mem", "--clus", "a", "x"]).unwrap();
        assert_eq!(
            (g.time.as_str(), g.tres.as_deref(), g.cluster.as_deref()),
            ("hours", Some("cpu,mem"), Some("a"))
        );
        assert_eq!(words, ["x"]);
        let (g, words) = split(&[
            "--tres",
            "ALL",
            "--parsable2",
            "-M",
            "c1",
            "user",
            "TopUsage",
        ])
        .unwrap();
        assert_eq!(
            (g.tres.as_deref(), g.cluster.as_deref()),
            (Some("ALL"), Some("c1"))
        );
        assert_eq!((g.layout, words.len()), (Layout::ParsableNoEnding, 2));
        // The last of -p and -P wins; `--` ends the options.
        let (g, words) = split(&["-P", "-p", "--", "-n"]).unwrap();
        assert_eq!(
            (g.layout, g.header, words),
            (Layout::Parsable, true, vec!["-n".to_string()])
        );
        // Refused as getopt refuses them.
        assert!(split(&["-x", "cluster"])
            .unwrap_err()
            .to_string()
            .contains("invalid option -- 'x'"));
        assert!(split(&["-t"])
            .unwrap_err()
            .to_string()
            .contains("requires an argument -- 't'"));
        assert!(split(&["--pars"])
            .unwrap_err()
            .to_string()
            .contains("ambiguous"));
        assert!(split(&["--noheader=1"])
            .unwrap_err()
            .to_string()
            .contains("doesn't allow"));
        // SREPORT_TRES and SREPORT_CLUSTER stand in for -T and -M.
        let args: Vec<String> = vec!["cluster".into()];
        let (g, _) = getopt(&args, |n| Some(format!("{n}-value"))).unwrap();
        assert_eq!(g.tres.as_deref(), Some("SREPORT_TRES-value"));
        assert_eq!(g.cluster.as_deref(), Some("SREPORT_CLUSTER-value"));
    }

    #[test]
    fn keywords() {
        let words: Vec<String> = [
            "cluster",
            "AccountUtilizationByUser",
            "start=2026-11-22T10:00:00",
            "Accounts=bio",
        ]
        .map(String::from)
        .to_vec();
        let (r, o) = parse_words(&words).unwrap();
        assert_eq!(r, Report::AccountByUser);
        assert_eq!(o.accounts, vec!["bio"]);
        let (r, o) = parse_words(&[
            "job".into(),
            "SizesByAccount".into(),
            "Grouping=4,16,32".into(),
        ])
        .unwrap();
        assert_eq!((r, o.grouping), (Report::SizesByAccount, vec![4, 16, 32]));
        assert!(parse_words(&["cluster".into(), "Nonsense".into()]).is_err());
        assert!(parse_words(&["user".into(), "TopUsage".into(), "bogus=1".into()]).is_err());
    }
}
