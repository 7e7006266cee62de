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
    account_by_qos, account_by_user, is_percent, reservation_field, reservation_utilization,
    select, sizes_table, user_by_account, utilization, write, Layout, TimeFormat,
    RESERVATION_COLUMNS,
};

#[derive(Debug, Clone, Args)]
pub struct SreportArgs {
    /// Parsable: `|` between fields.
    #[arg(short = 'P', long = "parsable2")]
    pub parsable2: bool,
    /// Parsable: `|` after every field.
    #[arg(short = 'p', long = "parsable")]
    pub parsable: bool,
    /// No header.
    #[arg(short = 'n', long = "noheader")]
    pub noheader: bool,
    /// Time format: Seconds, Minutes, Hours, Percent, SecPer, MinPer, HourPer.
    #[arg(short = 't', default_value = "Minutes")]
    pub time: String,
    /// TRES to report (comma-separated, e.g. cpu,mem,gres/gpu,billing; ALL for every one).
    #[arg(short = 'T', long = "tres")]
    pub tres: Option<String>,
    /// The report and its options, as sreport takes them:
    /// `cluster Utilization|AccountUtilizationByUser|AccountUtilizationByQOS|UserUtilizationByAccount`,
    /// `user TopUsage [TopCount=N] [Group]`, `job SizesByAccount [Grouping=N,N,…]
    /// [PrintJobCount]`; each with `start=TIME end=TIME [clusters=C] [accounts=A,…]
    /// [users=U,…] [format=Cl,L,A,Pa,U%12]`.
    #[arg(required = true, num_args = 1.., allow_hyphen_values = true)]
    pub words: Vec<String>,
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
    let (report, o) = parse_words(&args.words)?;
    let fmt = TimeFormat::parse(&args.time).map_err(anyhow::Error::msg)?;
    let store = open_store(cli)?;
    let cluster = report_cluster(&store, o.cluster.as_deref())?;
    let zone = cli.context().zone;
    let (start, end) = window(&cli.context(), &store, &cluster, &o)?;
    let (tree, flat) = report_tree(&store, &cluster, end - 1)?;
    if let Some(note) = flat {
        eprintln!("{note}");
    }
    let layout = if args.parsable2 {
        Layout::ParsableNoEnding
    } else if args.parsable {
        Layout::Parsable
    } else {
        Layout::Aligned
    };
    let period = format!("{} - {}", zone.format(start), zone.format(end - 1));
    let version = release(&cli.context(), &store, &cluster, end - 1)?;
    let mut out = std::io::stdout().lock();
    if report == Report::ReservationUtilization {
        let uses = reservation_use(&store, &cluster, &o, (start, end))?;
        let asked: Option<Vec<String>> = args
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
        write(&title, &columns, &rows, layout, !args.noheader, &mut out)?;
        return Ok(if unknown.is_empty() {
            ExitCode::SUCCESS
        } else {
            ExitCode::FAILURE
        });
    }
    if report == Report::SizesByAccount {
        let tres = args.tres.as_deref().unwrap_or("cpu").to_ascii_lowercase();
        let groups = sized_jobs(&store, &cluster, &tree, (&o, &tres), (start, end))?;
        let what = (&o, tres.as_str(), args.tres.is_some());
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
        write(&title, &columns, &rows, layout, !args.noheader, &mut out)?;
        return Ok(ExitCode::SUCCESS);
    }
    let (rollup, notes) = rollup_of(&store, (&cluster, &tree), (start, end), version)?;
    for n in &notes {
        eprintln!("{n}");
    }
    let tres = rollup_tres(args.tres.as_deref(), &rollup);
    let usage_in = match (fmt, &args.tres) {
        (TimeFormat::Percent, _) => fmt.label().to_string(),
        (_, None) => format!("CPU {}", fmt.label()),
        (_, Some(_)) => format!("TRES {}", fmt.label()),
    };
    let with_tres_name = args.tres.is_some();
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
    let (columns, rows, unknown) = select((columns, rows), &o.format);
    // sreport names each unknown field and still prints the rest, failing at the end.
    for f in &unknown {
        eprintln!(" Unknown field '{f}'");
    }
    write(&title, &columns, &rows, layout, !args.noheader, &mut out)?;
    Ok(if unknown.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

#[cfg(test)]
mod tests {
    use super::*;

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
