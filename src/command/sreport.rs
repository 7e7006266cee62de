//! `fairtrace sreport`: Slurm's sreport from the stored history (`replay::rollups`): its
//! argument language as sreport reads it, the report asked for, each cluster's part.

use std::io::Write;

use anyhow::{anyhow, bail};

use super::Open;
use crate::model::version::SlurmVersion;
use crate::replay::access;
use crate::replay::rollups::{
    release, report_clusters, report_tree, reservation_use, rolled_up_until, rollup_of,
    rollup_tres, sized_jobs, store_package, store_release, wckey_usage, window, Options, Report,
    ReportClusters, Scope, SizesBy,
};
use crate::replay::Context;
use crate::report::sreport::{
    account_by_qos, account_by_user, blank_column, cluster_field, is_percent, job_field, merge,
    reservation_field, reservation_utilization, select, sizes_table, user_by_account, utilization,
    wckey_report, write, Column, JobCell, Layout, Output, TimeFormat, OVER_COMM, QOS_ID,
    RESERVATION_COLUMNS, TRES_COUNT, TRES_NAME,
};

/// sreport's global options, as its getopt_long loop sets them.
#[derive(Debug, Clone, PartialEq)]
struct Global {
    layout: Layout,
    header: bool,
    time: TimeFormat,
    tres: Option<String>,
    /// `-M`'s list.
    cluster: Option<String>,
    /// `-a`.
    all_clusters: bool,
    /// `--local` (or SREPORT_CLUSTER, which sreport takes as --local: it reads the variable
    /// before any option, so its value is lost).
    local: bool,
    quiet: bool,
    /// `-V`: print the release and stop there, as sreport exits at it; `-v` adds the API
    /// version.
    version: bool,
    verbose: bool,
    /// What sreport says and goes on from (an unknown `-t` or `-s` value).
    warnings: Vec<String>,
}

/// sreport's long options and the short letter each stands for (`L`: --local, which has
/// none); a long option takes a value when its letter does.
const LONG_OPTIONS: [(&str, char); 15] = [
    ("all_clusters", 'a'),
    ("cluster", 'M'),
    ("federation", 'F'),
    ("help", 'h'),
    // Listed, but no case of sreport's takes its letter.
    ("immediate", 'i'),
    ("local", 'L'),
    ("noheader", 'n'),
    ("parsable", 'p'),
    ("parsable2", 'P'),
    ("quiet", 'Q'),
    ("sort", 's'),
    ("tres", 'T'),
    ("usage", 'h'),
    ("verbose", 'v'),
    ("version", 'V'),
];

/// The short options and whether each takes a value (`aM:hnpPQs:t:T:vV`). (`--sort` has
/// no value in sreport's long options, `-s` one.)
fn short_takes_value(c: char) -> Option<bool> {
    match c {
        'M' | 's' | 't' | 'T' => Some(true),
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
        time: TimeFormat::Minutes,
        tres: env("SREPORT_TRES"),
        cluster: None,
        all_clusters: false,
        local: env("SREPORT_CLUSTER").is_some() || env("SREPORT_LOCAL").is_some(),
        quiet: false,
        version: false,
        verbose: false,
        warnings: Vec::new(),
    };
    let mut words = Vec::new();
    // Whether the option ends the command line (-V).
    let mut set = |c: char, value: Option<String>| -> anyhow::Result<bool> {
        let value = value.unwrap_or_default();
        match c {
            'M' => g.cluster = Some(value),
            't' => match TimeFormat::parse(&value) {
                Ok(t) => g.time = t,
                Err(_) => g.warnings.push(format!("unknown time format {value}")),
            },
            's' => {
                let is = |full: &str, min: usize| abbreviates(&value, full, min);
                if !(value.is_empty() || is("Name", 1) || is("Time", 6)) {
                    g.warnings.push(format!("unknown timesort format {value}"));
                }
            }
            'T' => g.tres = Some(value),
            'n' => g.header = false,
            'p' => g.layout = Layout::Parsable,
            'P' => g.layout = Layout::ParsableNoEnding,
            'Q' => g.quiet = true,
            'a' => g.all_clusters = true,
            'L' => g.local = true,
            'v' => g.verbose = true,
            'V' => return Ok(true),
            // Outside a federation, the local cluster.
            'F' => {}
            'h' => bail!("sreport's -h: see `fairtrace sreport --help`"),
            'i' => bail!("getopt error, returned i"),
            _ => unreachable!("only known options are set"),
        }
        Ok(false)
    };
    let (long_value, short_value) = (
        |c: char| c != 's' && short_takes_value(c) == Some(true),
        |c: char| short_takes_value(c),
    );
    let mut rest = args.iter();
    let mut version = false;
    'args: while let Some(a) = rest.next() {
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
            let takes = long_value(c);
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
            if set(c, value)? {
                version = true;
                break;
            }
            continue;
        }
        let Some(shorts) = a.strip_prefix('-').filter(|s| !s.is_empty()) else {
            words.push(a.clone());
            continue;
        };
        for (i, c) in shorts.char_indices() {
            match short_value(c) {
                None => bail!("invalid option -- '{c}' (try `fairtrace sreport --help`)"),
                Some(false) => {
                    if set(c, None)? {
                        version = true;
                        break 'args;
                    }
                }
                Some(true) => {
                    let glued = &shorts[i + c.len_utf8()..];
                    let value = if glued.is_empty() {
                        rest.next()
                            .cloned()
                            .ok_or_else(|| anyhow!("option requires an argument -- '{c}'"))?
                    } else {
                        glued.to_string()
                    };
                    // Only -V ends the line, and it takes no value.
                    set(c, Some(value))?;
                    break;
                }
            }
        }
    }
    if version {
        g.version = true;
        return Ok((g, words));
    }
    let cluster_options = [g.all_clusters, g.cluster.is_some(), g.local];
    if cluster_options.iter().filter(|&&o| o).count() > 1 {
        bail!("Only one cluster option can be used (--all_clusters OR --cluster OR --local)");
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

/// What a report word sets (the `_set_*_cond` of sreport's `src/sreport/*.c`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Field {
    AllClusters,
    Tree,
    Group,
    WithDeleted,
    AcctAsParent,
    PrintJobCount,
    FlatView,
    Users,
    Accounts,
    Clusters,
    End,
    Format,
    QosLevel,
    Start,
    Wckeys,
    Associations,
    Gid,
    Grouping,
    Jobs,
    Nodes,
    Partitions,
    TopCount,
    Names,
    Flags,
    Ids,
}

/// A report family's words: `flags` match only a word without `=`, in order; any other such
/// word is a value of `bare`; `keys` (`key=value`) in the source's order. Each keyword with
/// the fewest letters an abbreviation needs.
struct Words {
    flags: &'static [(&'static str, usize, Field)],
    bare: Field,
    keys: &'static [(&'static str, usize, Field)],
}

use Field as F;

/// cluster AccountUtilizationByUser/ByQOS, UserUtilizationByAccount (`_set_assoc_cond`).
const ASSOC_WORDS: Words = Words {
    flags: &[("all_clusters", 1, F::AllClusters), ("Tree", 4, F::Tree)],
    bare: F::Users,
    keys: &[
        ("Users", 1, F::Users),
        ("Accounts", 2, F::Accounts),
        ("Acct", 4, F::Accounts),
        ("Clusters", 1, F::Clusters),
        ("End", 1, F::End),
        ("Format", 1, F::Format),
        ("QosLevel", 1, F::QosLevel),
        ("Start", 1, F::Start),
    ],
};

/// cluster UserUtilizationByWckey, WCKeyUtilizationByUser (`_set_wckey_cond`).
const WCKEY_WORDS: Words = Words {
    flags: &[
        ("all_clusters", 1, F::AllClusters),
        ("withdeleted", 5, F::WithDeleted),
    ],
    bare: F::Wckeys,
    keys: &[
        ("WCKeys", 3, F::Wckeys),
        ("Clusters", 3, F::Clusters),
        ("End", 1, F::End),
        ("Format", 1, F::Format),
        ("Start", 1, F::Start),
        ("User", 1, F::Users),
    ],
};

/// cluster Utilization (`_set_cluster_cond`).
const CLUSTER_WORDS: Words = Words {
    flags: &[("all_clusters", 1, F::AllClusters)],
    bare: F::Clusters,
    keys: &[
        ("Clusters", 1, F::Clusters),
        ("End", 1, F::End),
        ("Format", 1, F::Format),
        ("Start", 1, F::Start),
    ],
};

/// The job reports (job_reports.c `_set_cond`).
const JOB_WORDS: Words = Words {
    flags: &[
        ("all_clusters", 1, F::AllClusters),
        ("AcctAsParent", 2, F::AcctAsParent),
        ("PrintJobCount", 2, F::PrintJobCount),
        ("FlatView", 2, F::FlatView),
    ],
    bare: F::Clusters,
    keys: &[
        ("Clusters", 1, F::Clusters),
        ("Accounts", 2, F::Accounts),
        ("Acct", 4, F::Accounts),
        ("Associations", 2, F::Associations),
        ("End", 1, F::End),
        ("Format", 2, F::Format),
        ("Gid", 2, F::Gid),
        ("grouping", 2, F::Grouping),
        ("Jobs", 1, F::Jobs),
        ("Nodes", 1, F::Nodes),
        ("Partitions", 2, F::Partitions),
        ("Start", 1, F::Start),
        ("Users", 1, F::Users),
        ("Wckeys", 2, F::Wckeys),
    ],
};

/// user TopUsage (user_reports.c `_set_cond`).
const USER_WORDS: Words = Words {
    flags: &[("all_clusters", 1, F::AllClusters), ("group", 1, F::Group)],
    bare: F::Users,
    keys: &[
        ("Users", 1, F::Users),
        ("Accounts", 2, F::Accounts),
        ("Acct", 4, F::Accounts),
        ("Clusters", 1, F::Clusters),
        ("End", 1, F::End),
        ("Format", 1, F::Format),
        ("Start", 1, F::Start),
        ("TopCount", 1, F::TopCount),
    ],
};

/// reservation Utilization (`_set_resv_cond`).
const RESV_WORDS: Words = Words {
    flags: &[("all_clusters", 1, F::AllClusters)],
    bare: F::Names,
    keys: &[
        ("Names", 1, F::Names),
        ("Clusters", 1, F::Clusters),
        ("End", 1, F::End),
        ("Flags", 2, F::Flags),
        ("Format", 2, F::Format),
        ("Ids", 1, F::Ids),
        ("Nodes", 1, F::Nodes),
        ("Start", 1, F::Start),
    ],
};

/// The report the first two words name, as sreport's `_process_command` and `_*_rep` match
/// them in `version`'s release, and the words it reads the rest with. Errors are sreport's.
fn report_of(
    kind: &str,
    name: Option<&str>,
    version: Option<SlurmVersion>,
) -> anyhow::Result<(Report, &'static Words)> {
    // xstrncasecmp(word, full, MAX(len, min)): an abbreviation of at least `min` letters.
    let is = |word: &str, full: &str, min: usize| abbreviates(word, full, min);
    // xstrncasecmp(word, full, n): the first n letters, whatever follows.
    let starts = |word: &str, full: &str, n: usize| {
        word.len() >= n && word[..n].eq_ignore_ascii_case(&full[..n])
    };
    let family = if is(kind, "cluster", 2) {
        "cluster"
    } else if is(kind, "job", 1) {
        "job"
    } else if is(kind, "reservation", 2) || is(kind, "resv", 2) {
        "reservation"
    } else if is(kind, "user", 1) {
        "user"
    } else {
        bail!("invalid keyword: {kind}");
    };
    let Some(name) = name else {
        bail!("too few arguments for keyword:{kind}");
    };
    let by_qos = version.is_some_and(SlurmVersion::sreport_account_by_qos);
    let report = match family {
        "cluster" => {
            if (by_qos && starts(name, "AccountUtilizationByUser", 21))
                || (!by_qos && starts(name, "AccountUtilizationByUser", 1))
            {
                (Report::AccountByUser, &ASSOC_WORDS)
            } else if by_qos
                && (starts(name, "AccountUtilizationByQOS", 21) || starts(name, "AQ", 2))
            {
                (Report::AccountByQos, &ASSOC_WORDS)
            } else if starts(name, "UserUtilizationByAccount", 18) || starts(name, "UA", 2) {
                (Report::UserByAccount, &ASSOC_WORDS)
            } else if starts(name, "UserUtilizationByWckey", 18) || starts(name, "UW", 2) {
                (Report::UserByWckey, &WCKEY_WORDS)
            } else if starts(name, "Utilization", 2) {
                (Report::Utilization, &CLUSTER_WORDS)
            } else if starts(name, "WCKeyUtilizationByUser", 1) {
                (Report::WckeyByUser, &WCKEY_WORDS)
            } else {
                bail!("Not valid report {name}\nValid cluster reports are, \"AccountUtilizationByUser\", \"AccountUtilizationByQOS\", \"UserUtilizationByAccount\", \"UserUtilizationByWckey\", \"Utilization\", and \"WCKeyUtilizationByUser\"");
            }
        }
        "job" => {
            if is(name, "SizesByAccount", 1) {
                (Report::SizesByAccount, &JOB_WORDS)
            } else if is(name, "SizesByWcKey", 8) {
                (Report::SizesByWckey, &JOB_WORDS)
            } else if is(name, "SizesByAccountAndWcKey", 15) {
                (Report::SizesByAccountAndWckey, &JOB_WORDS)
            } else {
                bail!("Not valid report {name}\nValid job reports are, \"SizesByAccount, SizesByAccountAndWcKey, and  SizesByWckey\"");
            }
        }
        "user" if starts(name, "Top", 1) => (Report::TopUsage, &USER_WORDS),
        "user" => bail!("Not valid report {name}\nValid user reports are, \"Top\""),
        _ if starts(name, "Utilization", 1) => (Report::ReservationUtilization, &RESV_WORDS),
        _ => bail!("Not valid report {name}\nValid reservation reports are, \"Utilization\""),
    };
    Ok(report)
}

/// The report and its options from sreport's words, and what sreport says of words it does
/// not take (it goes on without them, failing at the end).
fn parse_words(
    words: &[String],
    version: Option<SlurmVersion>,
) -> anyhow::Result<(Report, Options, Vec<String>)> {
    let Some(kind) = words.first() else {
        bail!("which report? e.g. `cluster Utilization start=2026-11-01 end=2026-12-01`");
    };
    let (report, table) = report_of(kind, words.get(1).map(String::as_str), version)?;
    let mut o = Options::default();
    let mut problems = Vec::new();
    let list = |v: &str| -> Vec<String> {
        v.split(',')
            .filter(|s| !s.is_empty())
            .map(str::to_string)
            .collect()
    };
    let qos_level = version.is_some_and(SlurmVersion::sreport_account_by_qos);
    for w in &words[2..] {
        let field = match w.split_once('=') {
            None => table
                .flags
                .iter()
                .find(|(full, min, _)| abbreviates(w, full, *min))
                .map(|f| (f.2, ""))
                .unwrap_or((table.bare, w.as_str())),
            Some((key, value)) => match table.keys.iter().find(|(full, min, f)| {
                abbreviates(key, full, *min) && (*f != F::QosLevel || qos_level)
            }) {
                Some(f) => (f.2, value),
                None => {
                    problems.push(format!(
                        " Unknown condition: {w}\nUse keyword set to modify value"
                    ));
                    continue;
                }
            },
        };
        match field {
            (F::AllClusters, _) => o.all_clusters = true,
            (F::Tree, _) => o.tree = true,
            (F::Group, _) => o.group_accounts = true,
            (F::WithDeleted, _) => {}
            (F::AcctAsParent, _) => o.acct_as_parent = true,
            (F::PrintJobCount, _) => o.print_job_count = true,
            (F::FlatView, _) => o.flat_view = true,
            (F::Users, v) => o.users.extend(list(&v.to_lowercase())),
            (F::Accounts, v) => o.accounts.extend(list(v)),
            (F::Clusters, v) => o.clusters.extend(list(v)),
            (F::End, v) => o.end = Some(v.to_string()),
            (F::Start, v) => o.start = Some(v.to_string()),
            (F::Format, v) => o.format.extend(list(v)),
            (F::QosLevel, v) => o.qos.extend(list(v)),
            (F::Wckeys, v) => o.wckeys.extend(list(v)),
            (F::Associations, v) => o.associations.extend(list(v)),
            (F::Gid, v) => o.gids.extend(list(v)),
            (F::Jobs, v) => o.jobs.extend(list(v)),
            (F::Nodes, v) => o.nodes = Some(v.to_string()),
            (F::Partitions, v) => o.partitions.extend(list(v)),
            (F::Names, v) => o.names.extend(list(v)),
            (F::Flags, v) => o.flags = Some(v.to_string()),
            (F::Ids, v) => o.ids.extend(list(v)),
            (F::Grouping, v) if abbreviates(v, "individual", 1) => o.individual = true,
            // atoi: a bound that is not a number is 0.
            (F::Grouping, v) => o.grouping.extend(list(v).iter().map(|b| leading_number(b))),
            (F::TopCount, v) => match v.parse() {
                Ok(n) => o.top_count = Some(n),
                Err(_) => {
                    problems.push(format!("sreport: error: Invalid value for TopCount ({v})"))
                }
            },
        }
    }
    Ok((report, o, problems))
}

/// C's atoi: the leading digits of `text` (0 when there are none).
fn leading_number(text: &str) -> u64 {
    let digits: String = text
        .trim_start()
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().unwrap_or(0)
}

/// The TRES `-T` names that sreport would find in slurmdbd's TRES table: the built-in ones
/// and any `type/name` (gres/gpu, license/x, …); others it drops, and with none left it stops.
fn valid_tres(asked: &str) -> anyhow::Result<Vec<String>> {
    const BUILT_IN: [&str; 8] = [
        "cpu", "mem", "energy", "node", "billing", "fs/disk", "vmem", "pages",
    ];
    let names: Vec<String> = asked
        .split(',')
        .map(str::to_ascii_lowercase)
        .filter(|t| t == "all" || BUILT_IN.contains(&t.as_str()) || t.contains('/'))
        .collect();
    if names.is_empty() {
        bail!("sreport: fatal: No valid TRES given");
    }
    Ok(names)
}

/// What sreport is asked: its words, and the environment it reads.
pub struct Request {
    pub words: Vec<String>,
    /// The variables of `ENVIRONMENT` the caller has set.
    pub environment: Vec<(String, String)>,
}

/// The environment variables sreport reads.
pub const ENVIRONMENT: [&str; 4] = [
    "SREPORT_TRES",
    "SREPORT_CLUSTER",
    "SREPORT_LOCAL",
    "SLURM_CONF",
];

/// Those a caller hands the service with their question: not SLURM_CONF, a file the service
/// would read as its owner (the service's own names the local cluster).
pub const CALLER_ENVIRONMENT: [&str; 3] = ["SREPORT_TRES", "SREPORT_CLUSTER", "SREPORT_LOCAL"];

/// The variables of `names` that `env` gives a value, as (name, value).
pub fn environment<C: FromIterator<(String, String)>>(
    names: &[&str],
    env: &dyn Fn(&str) -> Option<String>,
) -> C {
    names
        .iter()
        .filter_map(|name| Some((name.to_string(), env(name)?)))
        .collect()
}

impl Request {
    fn variable(&self, name: &str) -> Option<String> {
        self.environment
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
    }
}

/// sreport's words answered from the store `open` gives (opened once the words are read,
/// so that a mistake in them is said first), the report on `out`; its exit status.
pub fn run(
    ctx: &Context,
    open: Open,
    request: &Request,
    mut out: &mut dyn Write,
) -> anyhow::Result<u8> {
    let (g, words) = getopt(&request.words, |name| request.variable(name))?;
    for w in &g.warnings {
        ctx.note(w);
    }
    let store = open()?;
    let ctx = ctx.clone();
    // Listed once: over a decade of jobs, each listing reads every job's cluster.
    let known = store.known_clusters()?;
    // `-V` or the command `version`: the release of the loads, with the package name it was
    // told with (print_slurm_version: Debian's packages say "slurm-wlm"), else upstream's.
    if g.version || words.first().is_some_and(|w| abbreviates(w, "version", 4)) {
        let Some(v) = store_release(&ctx, &store, &known)? else {
            bail!("the loads name no Slurm release: give it with --slurm-version");
        };
        let package = store_package(&ctx, &store, &known)?.unwrap_or_else(|| "slurm".into());
        writeln!(out, "{package} {v}")?;
        // -v: libslurm's API version, as slurm_api_version() gives it (CURRENT.AGE.REVISION).
        if let Some(api) = v.api_current().filter(|_| g.verbose) {
            writeln!(out, "slurm_api_version: {}, {api}.0.0", api << 16)?;
        }
        return Ok(0);
    }
    let (report, mut o, problems) = parse_words(&words, store_release(&ctx, &store, &known)?)?;
    let tres_names = g.tres.as_deref().map(valid_tres).transpose()?;
    let node = tres_names
        .as_ref()
        .is_some_and(|t| t.iter().any(|n| n == "node"));
    if node && is_percent(g.time) {
        bail!("sreport: fatal: TRES node usage is no longer reported in percent format reports.  Please use TRES CPU instead.");
    }
    if node && report == Report::Utilization {
        bail!("sreport: fatal: TRES node usage is no longer reported in the Cluster Utilization report.  Please use TRES CPU instead.");
    }
    let sizes = matches!(
        report,
        Report::SizesByAccount | Report::SizesByWckey | Report::SizesByAccountAndWckey
    );
    if sizes
        && tres_names
            .as_ref()
            .is_some_and(|t| t.len() > 1 || t[0] == "all")
    {
        bail!(" Job report only supports a single --tres type.\n Generate a separate report for each TRES type.");
    }
    for p in &problems {
        ctx.note(p);
    }
    // The clusters: -M's and clusters=, else every one (-a, all_clusters), else the local one.
    let mut named: Vec<String> = g
        .cluster
        .iter()
        .flat_map(|c| c.split(','))
        .filter(|c| !c.is_empty())
        .map(str::to_string)
        .collect();
    named.extend(o.clusters.iter().cloned());
    let scope = if !named.is_empty() {
        Scope::Named(named)
    } else if g.all_clusters || o.all_clusters {
        Scope::All
    } else {
        Scope::Local
    };
    let slurm_conf = request
        .variable("SLURM_CONF")
        .map_or_else(|| "/etc/slurm/slurm.conf".into(), std::path::PathBuf::from);
    let ReportClusters {
        clusters,
        reference,
    } = report_clusters(&known, &scope, &slurm_conf)?;
    // Asked as another user: what slurmdbd's PrivateData shows them.
    if ctx.caller.is_some() {
        if matches!(
            report,
            Report::UserByWckey | Report::WckeyByUser | Report::ReservationUtilization
        ) {
            bail!("--as: the WCKey and reservation reports do not answer as another user");
        }
        let scope = access::scope(&ctx, &store, Some(&reference))?.expect("a caller has a scope");
        if scope.database.is_none() {
            bail!("--as: slurmdbd's PrivateData is not known: load `sacctmgr show configuration` (fairtrace load dbd FILE) or run collect");
        }
        o.private = Some(scope);
    }
    let zone = ctx.zone;
    let (start, end) = window(&ctx, &store, &reference, &o)?;
    let period = format!("{} - {}", zone.format(start), zone.format(end - 1));
    let version = release(&ctx, &store, &reference, end - 1)?;
    // The job reports' leading columns (`Cl,a` by default), each unknown one said.
    let mut unknown = Vec::new();
    let job_format: Vec<String> = match report {
        _ if !o.format.is_empty() => o.format.clone(),
        Report::SizesByWckey => vec!["Cl".into(), "wc".into()],
        Report::SizesByAccountAndWckey => vec!["Cl".into(), "a%-20".into()],
        _ => vec!["Cl".into(), "a".into()],
    };
    let job_fields: Vec<(Column, JobCell)> = job_format
        .iter()
        .filter_map(|f| {
            let field = job_field(f);
            if field.is_none() && sizes {
                unknown.push(f.split('%').next().unwrap_or(f).to_ascii_lowercase());
            }
            field
        })
        .collect();
    let mut parts = Vec::new();
    for (cluster, known) in clusters.iter().map(|(c, k)| (c, *k)) {
        let one = Cluster {
            name: cluster,
            known,
            report,
            o: &o,
            g: &g,
            tres: tres_names.as_deref(),
            job_fields: &job_fields,
        };
        parts.push(one.output(&ctx, &store, (start, end), &period, version)?);
    }
    let (title, columns, rows) = merge(parts);
    // The columns to print, by name.
    let hidden = |c: &&Column| {
        c.name == OVER_COMM
            || c.name == TRES_COUNT
            || (c.name == TRES_NAME && g.tres.is_none())
            || (c.name == "Energy" && (g.tres.is_some() || !energy_by_default(report)))
            || c.name == QOS_ID
            // 24.05–25.05 print Planned in its place by default (`sreport_planned_twice`).
            || (c.name == "PLND Down" && version.is_some_and(SlurmVersion::sreport_planned_twice))
    };
    let format: Vec<String> = match report {
        // sreport's keywords for its columns ("Cl,name,start,end,TresName,al,i" by default).
        Report::ReservationUtilization => {
            let asked: Vec<String> = if o.format.is_empty() {
                RESERVATION_COLUMNS.iter().map(|c| c.to_string()).collect()
            } else {
                o.format.clone()
            };
            asked
                .iter()
                .filter_map(|f| {
                    let field = reservation_field(f);
                    if field.is_none() {
                        unknown.push(f.split('%').next().unwrap_or(f).to_ascii_lowercase());
                    }
                    field
                })
                .collect()
        }
        // Chosen above.
        _ if sizes => Vec::new(),
        // Over Comm, TRES Count and (without -T) TRES Name only when asked.
        _ if o.format.is_empty() => columns
            .iter()
            .filter(|c| !hidden(c))
            .map(|c| c.name.clone())
            .collect(),
        Report::TopUsage => o.format.clone(),
        // sreport's keywords for the cluster reports' columns.
        _ => o
            .format
            .iter()
            .filter_map(|f| {
                let field = cluster_field(f, version);
                if field.is_none() {
                    unknown.push(f.split('%').next().unwrap_or(f).to_ascii_lowercase());
                }
                field
            })
            .collect(),
    };
    if report == Report::AccountByQos
        && format.iter().any(|f| f.starts_with(QOS_ID))
        && store.qos_ids()?.is_empty()
    {
        bail!("QOS ID: the QOS dump carries no ids: dump it with `sacctmgr -P show qos format=ID,Name,…` (collect does)");
    }
    // A cluster report prints a field sreport knows and it has no value for as blanks.
    let (mut columns, mut rows) = (columns, rows);
    if !sizes && !matches!(report, Report::ReservationUtilization | Report::TopUsage) {
        for name in &format {
            let name = name.split('%').next().unwrap_or(name);
            if !columns.iter().any(|c| c.name == name) {
                let (column, blank) = blank_column(name, g.time, o.tree, version);
                columns.push(column);
                rows.iter_mut().for_each(|r| r.push(blank.clone()));
            }
        }
    }
    let (columns, rows, missing) = if sizes {
        (columns, rows, Vec::new())
    } else {
        select((columns, rows), &format)
    };
    unknown.extend(missing);
    // sreport names each unknown field and still prints the rest, failing at the end.
    for f in &unknown {
        ctx.note(&format!(" Unknown field '{f}'"));
    }
    write(&title, &columns, &rows, g.layout, g.header, &mut out)?;
    Ok(if unknown.is_empty() && problems.is_empty() {
        0
    } else {
        1
    })
}

/// Whether a report prints Energy by default (without -T): the account and user reports, not
/// Utilization and the WCKey reports.
fn energy_by_default(report: Report) -> bool {
    !matches!(
        report,
        Report::Utilization | Report::UserByWckey | Report::WckeyByUser
    )
}

/// One cluster's part of a report.
struct Cluster<'a> {
    name: &'a str,
    /// Whether the store holds anything of it (sreport prints no rows for one it does not).
    known: bool,
    report: Report,
    o: &'a Options,
    g: &'a Global,
    /// `-T`'s valid names.
    tres: Option<&'a [String]>,
    /// The job reports' leading columns.
    job_fields: &'a [(Column, JobCell)],
}

impl Cluster<'_> {
    fn output(
        &self,
        ctx: &crate::replay::Context,
        store: &crate::store::Store,
        (start, end): (i64, i64),
        period: &str,
        version: Option<SlurmVersion>,
    ) -> anyhow::Result<Output> {
        let (cluster, o, fmt) = (self.name, self.o, self.g.time);
        let zone = ctx.zone;
        let (tree, flat) = report_tree(store, cluster, end - 1)?;
        // -Q: no notes (sreport's quiet mode prints no warnings).
        let quiet = self.g.quiet || !self.known;
        if let Some(note) = flat.filter(|_| !quiet) {
            ctx.note(&note);
        }
        let asked = self.g.tres.as_deref();
        match self.report {
            Report::ReservationUtilization => {
                let uses = reservation_use(store, cluster, o, (start, end))?;
                let usage_in = match fmt {
                    TimeFormat::Percent => fmt.label().to_string(),
                    _ => format!("TRES {}", fmt.label()),
                };
                let all = asked.is_none_or(|t| t.eq_ignore_ascii_case("all"));
                return Ok(reservation_utilization(
                    cluster,
                    &uses,
                    (self.tres.filter(|_| !all), fmt),
                    (period, &usage_in),
                    &|t| zone.format(t),
                ));
            }
            Report::SizesByAccount | Report::SizesByWckey | Report::SizesByAccountAndWckey => {
                let tres = self.tres.map_or("cpu", |t| t[0].as_str());
                let by = match self.report {
                    Report::SizesByAccount => SizesBy::Account,
                    Report::SizesByWckey => SizesBy::Wckey,
                    _ => SizesBy::AccountAndWckey,
                };
                let groups = sized_jobs(
                    store,
                    (cluster, &tree, version),
                    (o, tres, by),
                    (start, end),
                )?;
                return Ok(sizes_table(
                    cluster,
                    &groups,
                    (self.job_fields, by == SizesBy::Wckey),
                    (o, tres, asked.is_some()),
                    fmt,
                    (start, end),
                    period,
                    version,
                ));
            }
            _ => {}
        }
        // Hours after the dumps are not reported: slurmdbd had not rolled them up.
        let rolled = rolled_up_until(ctx, store, cluster)?.map_or(end, |r| r.clamp(start, end));
        if rolled < end && !quiet {
            ctx.note(&format!("note: the dumps of cluster {cluster} were taken in the hour from {}: it and the hours after are not reported (slurmdbd rolls an hour up after it ends; what ran after the dumps is unknown)", zone.format(rolled)));
        }
        let (rollup, notes) = if rolled > start {
            rollup_of(store, (cluster, &tree), (start, rolled), version)?
        } else {
            Default::default()
        };
        for n in notes.iter().filter(|_| !quiet) {
            ctx.note(n);
        }
        let tres = rollup_tres(self.tres, &rollup);
        let usage_in = match (fmt, asked) {
            (TimeFormat::Percent, _) => fmt.label().to_string(),
            (_, None) => format!("CPU {}", fmt.label()),
            (_, Some(_)) => format!("TRES {}", fmt.label()),
        };
        let with_tres_name = asked.is_some();
        // Whether Energy is printed: by default without -T, else when format= names it.
        let energy_printed = if o.format.is_empty() {
            !with_tres_name && energy_by_default(self.report)
        } else {
            o.format
                .iter()
                .any(|f| cluster_field(f, version).as_deref() == Some("Energy"))
        };
        if self.known
            && rolled > start
            && rollup.cluster.is_empty()
            && (self.report == Report::Utilization || is_percent(fmt))
        {
            bail!("no registration of cluster {cluster} covers {period} and slurm.conf defines no nodes: its capacity is unknown (load `sacctmgr show event -P format=Cluster,NodeName,TimeStart,TimeEnd,State,StateRaw,TRES,Reason` with `fairtrace load events FILE`, or load slurm.conf)");
        }
        Ok(match self.report {
            Report::Utilization => utilization(
                cluster,
                &rollup,
                &tres,
                fmt,
                (period, &usage_in),
                end - start,
                version,
            ),
            Report::UserByWckey | Report::WckeyByUser => {
                let Some(usage) = wckey_usage(store, cluster, o, (start, end), version)? else {
                    bail!("the sacct dumps of cluster {cluster} have no WCKey column: dump with `sacct --format=…,WCKey` for the WCKey reports");
                };
                wckey_report(
                    cluster,
                    &usage,
                    &rollup,
                    (&tres, fmt, energy_printed),
                    self.report == Report::UserByWckey,
                    (period, &usage_in),
                    (end - start, version),
                )
            }
            Report::AccountByUser => account_by_user(
                cluster,
                &tree,
                &rollup,
                &tres,
                fmt,
                energy_printed,
                o,
                period,
                &usage_in,
                (end - start, version),
            ),
            Report::AccountByQos => account_by_qos(
                cluster,
                &tree,
                &rollup,
                &tres,
                fmt,
                energy_printed,
                o,
                (period, &usage_in),
                (end - start, version),
                &store.qos_ids()?,
            ),
            _ => user_by_account(
                cluster,
                &tree,
                &rollup,
                &tres,
                fmt,
                (with_tres_name, energy_printed),
                o,
                self.report,
                (period, &usage_in),
                end - start,
                version,
            ),
        })
    }
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
            (g.layout, g.header, g.time),
            (Layout::ParsableNoEnding, false, TimeFormat::SecondsPer)
        );
        assert_eq!(words, ["cluster", "Utilization", "start=x"]);
        // Separate values, long options with `=` or the next word, abbreviated long options.
        let (g, words) = split(&["-t", "hours", "--tres=cpu,mem", "--clus", "a", "x"]).unwrap();
        assert_eq!(
            (g.time, g.tres.as_deref(), g.cluster.as_deref()),
            (TimeFormat::Hours, Some("cpu,mem"), Some("a"))
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
        // sreport exits at -V: what follows is not read, not even a conflict or a bad option.
        let (g, _) = split(&["-vaV", "-M", "b", "-x"]).unwrap();
        assert!(g.version && g.verbose);
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
        assert!(split(&["--imm", "cluster"])
            .unwrap_err()
            .to_string()
            .contains("getopt error, returned i"));
        assert!(split(&["--noheader=1"])
            .unwrap_err()
            .to_string()
            .contains("doesn't allow"));
        // SREPORT_TRES stands in for -T; SREPORT_CLUSTER, read before any option, is --local
        // (its value lost), so -M then conflicts with it.
        let args: Vec<String> = vec!["cluster".into()];
        let (g, _) = getopt(&args, |n| Some(format!("{n}-value"))).unwrap();
        assert_eq!(g.tres.as_deref(), Some("SREPORT_TRES-value"));
        assert_eq!((g.cluster.as_deref(), g.local), (None, true));
        let args: Vec<String> = vec!["-Ma".into()];
        assert!(
            getopt(&args, |n| (n == "SREPORT_CLUSTER").then(String::new))
                .unwrap_err()
                .to_string()
                .contains("Only one cluster option")
        );
        // An unknown -t value is said and the default kept; -s takes a value.
        let (g, words) = split(&["-t", "hourp", "-s", "name", "x"]).unwrap();
        assert_eq!(
            (g.time, g.warnings, words),
            (
                TimeFormat::Minutes,
                vec!["unknown time format hourp".to_string()],
                vec!["x".to_string()]
            )
        );
    }

    #[test]
    fn keywords() {
        let words = |w: &[&str]| -> Vec<String> { w.iter().map(|s| s.to_string()).collect() };
        let v26 = Some(SlurmVersion::new(26, 5, 5));
        let v22 = Some(SlurmVersion::new(22, 5, 8));
        let (r, o, problems) = parse_words(
            &words(&[
                "cluster",
                "AccountUtilizationByUser",
                "st=x",
                "Acc=bio",
                "u3",
                "tree",
            ]),
            v26,
        )
        .unwrap();
        assert_eq!(r, Report::AccountByUser);
        assert_eq!(
            (
                o.accounts,
                o.users,
                o.start.as_deref(),
                o.tree,
                problems.len()
            ),
            (
                vec!["bio".to_string()],
                vec!["u3".to_string()],
                Some("x"),
                true,
                0
            )
        );
        // Grouping= as atoi reads its numbers; a bare word of a job report is a cluster.
        let (r, o, _) = parse_words(
            &words(&["j", "SizesByWck", "Grouping=4,16x,y", "b", "FL", "pr"]),
            v26,
        )
        .unwrap();
        assert_eq!((r, o.grouping), (Report::SizesByWckey, vec![4, 16, 0]));
        assert_eq!(
            (o.clusters, o.flat_view, o.print_job_count),
            (vec!["b".to_string()], true, true)
        );
        // Report names as each release matches them.
        assert_eq!(
            parse_words(&words(&["cl", "AccountUtilization"]), v22)
                .unwrap()
                .0,
            Report::AccountByUser
        );
        assert!(parse_words(&words(&["cl", "AccountUtilization"]), v26).is_err());
        assert_eq!(
            parse_words(&words(&["cl", "AccountUtilizationByQOS"]), v26)
                .unwrap()
                .0,
            Report::AccountByQos
        );
        assert_eq!(
            parse_words(&words(&["cl", "AccountUtilizationByQOS"]), v22)
                .unwrap()
                .0,
            Report::AccountByUser
        );
        assert!(parse_words(&words(&["c", "Utilization"]), v26)
            .unwrap_err()
            .to_string()
            .contains("invalid keyword: c"));
        assert!(parse_words(&words(&["cluster", "Nonsense"]), v26).is_err());
        // Words a report does not take are said, not fatal: `users=` is no key of the WCKey
        // reports (their User takes at most 4 letters).
        let (_, o, problems) = parse_words(
            &words(&["cluster", "WCKeyUtilizationByUser", "users=u1", "user=u2"]),
            v26,
        )
        .unwrap();
        assert_eq!(o.users, vec!["u2".to_string()]);
        assert_eq!(
            problems,
            vec![" Unknown condition: users=u1\nUse keyword set to modify value".to_string()]
        );
    }
}
