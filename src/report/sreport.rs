//! sreport's output: the title block, then fields laid out as Slurm's print_fields does
//! (`-P`: `|` between fields; `-p`: after each; otherwise fixed widths, a negative width
//! left-aligned, and a dashed rule under the header).

use std::collections::{BTreeMap, HashMap};
use std::io::{self, Write};

use crate::model::rollup::{self, Rollup};
use crate::model::shares::Tree;
use crate::model::version::SlurmVersion;
use crate::replay::rollups::{
    in_accounts, selected, used_tres, visible_assocs, Options, PartitionRows, Report,
    ReservationUse, SizedGroups, WckeyUsage,
};

/// How report times are printed (sreport `-t`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TimeFormat {
    Seconds,
    Minutes,
    Hours,
    Percent,
    SecondsPer,
    MinutesPer,
    HoursPer,
}

impl TimeFormat {
    /// Parses `-t` as sreport does: a case-insensitive prefix.
    pub fn parse(s: &str) -> Result<TimeFormat, String> {
        let is = |full: &str, min: usize| {
            s.len() >= min.min(full.len())
                && full.len() >= s.len()
                && full[..s.len()].eq_ignore_ascii_case(s)
        };
        let f = if is("SecPer", 6) {
            TimeFormat::SecondsPer
        } else if is("MinPer", 6) {
            TimeFormat::MinutesPer
        } else if is("HourPer", 6) {
            TimeFormat::HoursPer
        } else if is("Seconds", 1) {
            TimeFormat::Seconds
        } else if is("Minutes", 1) {
            TimeFormat::Minutes
        } else if is("Hours", 1) {
            TimeFormat::Hours
        } else if is("Percent", 1) {
            TimeFormat::Percent
        } else {
            return Err(format!(
                "unknown time format \"{s}\": Seconds, Minutes, Hours, Percent, SecPer, MinPer or HourPer"
            ));
        };
        Ok(f)
    }

    /// The words after "Usage reported in".
    pub fn label(self) -> &'static str {
        match self {
            TimeFormat::Seconds => "Seconds",
            TimeFormat::Minutes => "Minutes",
            TimeFormat::Hours => "Hours",
            TimeFormat::Percent => "Percentage of Total",
            TimeFormat::SecondsPer => "Seconds/Percentage of Total",
            TimeFormat::MinutesPer => "Minutes/Percentage of Total",
            TimeFormat::HoursPer => "Hours/Percentage of Total",
        }
    }

    fn with_percent(self) -> bool {
        matches!(
            self,
            TimeFormat::SecondsPer | TimeFormat::MinutesPer | TimeFormat::HoursPer
        )
    }

    /// A time value as sreport prints it; `total` is what a percentage is of.
    pub fn value(self, value: u64, total: u64) -> String {
        let total = total.max(1) as f64;
        let percent = value as f64 / total * 100.0;
        let v = value as f64;
        match self {
            TimeFormat::Seconds => value.to_string(),
            TimeFormat::Minutes => format!("{:.0}", v / 60.0),
            TimeFormat::Hours => format!("{:.0}", v / 3600.0),
            TimeFormat::Percent => format!("{percent:.2}%"),
            TimeFormat::SecondsPer => format!("{value}({percent:.2}%)"),
            TimeFormat::MinutesPer => format!("{:.0}({percent:.2}%)", v / 60.0),
            TimeFormat::HoursPer => format!("{:.0}({percent:.2}%)", v / 3600.0),
        }
    }

    /// Width of a time column holding values up to `max` (sreport_set_usage_col_width).
    pub fn width(self, max: u64) -> i32 {
        let mut len = 8;
        let mut order: u64 = 100_000_000;
        while max >= order && order < u64::MAX / 10 {
            len += 1;
            order *= 10;
        }
        if self.with_percent() {
            len += 9;
        }
        len
    }
}

/// One output column: its name and print width (negative: left-aligned).
#[derive(Debug, Clone)]
pub struct Column {
    pub name: String,
    pub width: i32,
}

/// `-P`, `-p` or aligned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layout {
    Aligned,
    Parsable,
    ParsableNoEnding,
}

const RULE: &str =
    "--------------------------------------------------------------------------------";

/// Writes the title block (unless `header` is false), the column header and the rows.
pub fn write(
    title: &[String],
    columns: &[Column],
    rows: &[Vec<String>],
    layout: Layout,
    header: bool,
    out: &mut (impl Write + ?Sized),
) -> io::Result<()> {
    if header {
        writeln!(out, "{RULE}")?;
        for line in title {
            writeln!(out, "{line}")?;
        }
        writeln!(out, "{RULE}")?;
        let names: Vec<String> = columns.iter().map(|c| c.name.clone()).collect();
        write_row(columns, &names, layout, out, false)?;
        if layout == Layout::Aligned {
            for c in columns {
                write!(out, "{} ", "-".repeat(c.width.unsigned_abs() as usize))?;
            }
            writeln!(out)?;
        }
    }
    for row in rows {
        write_row(columns, row, layout, out, true)?;
    }
    Ok(())
}

fn write_row(
    columns: &[Column],
    values: &[String],
    layout: Layout,
    out: &mut (impl Write + ?Sized),
    cut_with_plus: bool,
) -> io::Result<()> {
    let last = columns.len().saturating_sub(1);
    for (k, (c, v)) in columns.iter().zip(values).enumerate() {
        match layout {
            Layout::ParsableNoEnding if k == last => write!(out, "{v}")?,
            Layout::Parsable | Layout::ParsableNoEnding => write!(out, "{v}|")?,
            Layout::Aligned => {
                let w = c.width.unsigned_abs() as usize;
                let mut text: String = v.chars().take(w).collect();
                // Strings cut to the width end in '+' (print_fields_str).
                if cut_with_plus && v.chars().count() > w && w > 0 {
                    text.pop();
                    text.push('+');
                }
                if c.width < 0 {
                    write!(out, "{text:<w$} ")?;
                } else {
                    write!(out, "{text:>w$} ")?;
                }
            }
        }
    }
    writeln!(out)
}

pub type Output = (Vec<String>, Vec<Column>, Vec<Vec<String>>);

/// Several clusters' reports as sreport prints them together: one title, each column as wide
/// as any cluster's needs it, the clusters' rows one after another.
pub fn merge(parts: Vec<Output>) -> Output {
    let mut parts = parts.into_iter();
    let Some((title, mut columns, mut rows)) = parts.next() else {
        return (Vec::new(), Vec::new(), Vec::new());
    };
    for (_, cols, more) in parts {
        for (c, other) in columns.iter_mut().zip(&cols) {
            if other.width.abs() > c.width.abs() {
                c.width = other.width.abs() * c.width.signum();
            }
        }
        rows.extend(more);
    }
    (title, columns, rows)
}

/// The columns `format=` names, in its order (sreport's `format=Cl,L,A,U%12`): each item an
/// abbreviation of a column's name (spaces aside; "Pr", "Pa" and the like tell Proper Name
/// from Partition), with an optional `%width`. Returns the fields no column matches, which
/// sreport reports as unknown and leaves out.
pub fn select(
    (columns, rows): (Vec<Column>, Vec<Vec<String>>),
    format: &[String],
) -> (Vec<Column>, Vec<Vec<String>>, Vec<String>) {
    let mut picked = Vec::new();
    let mut unknown = Vec::new();
    for item in format {
        let (name, width) = item.split_once('%').unwrap_or((item, ""));
        let key = name.to_ascii_lowercase().replace(' ', "");
        let full = |c: &Column| c.name.to_ascii_lowercase().replace(' ', "");
        // A column's whole name first ("Id" is not "Idle"), then an abbreviation.
        let found = columns.iter().position(|c| full(c) == key).or_else(|| {
            columns
                .iter()
                .position(|c| !key.is_empty() && full(c).starts_with(&key))
        });
        match found {
            Some(k) => {
                let mut c = columns[k].clone();
                if let Ok(w) = width.parse() {
                    c.width = w;
                }
                picked.push((k, c));
            }
            None => unknown.push(name.to_ascii_lowercase()),
        }
    }
    let rows = rows
        .into_iter()
        .map(|r| picked.iter().map(|(k, _)| r[*k].clone()).collect())
        .collect();
    (picked.into_iter().map(|(_, c)| c).collect(), rows, unknown)
}

pub fn col(name: &str, width: i32) -> Column {
    Column {
        name: name.to_string(),
        width,
    }
}

pub fn is_percent(fmt: TimeFormat) -> bool {
    matches!(
        fmt,
        TimeFormat::Percent
            | TimeFormat::SecondsPer
            | TimeFormat::MinutesPer
            | TimeFormat::HoursPer
    )
}

/// Columns the cluster reports print only when `format=` names them (TRES Name also with
/// `-T`); in the account reports TRES Count prints nothing.
pub const OVER_COMM: &str = "Over Comm";
pub const TRES_COUNT: &str = "TRES Count";
pub const TRES_NAME: &str = "TRES Name";
/// AccountUtilizationByUser and WCKeyUtilizationByUser print their records' QOS id, 0.
pub const QOS_ID: &str = "QOS ID";

/// The column a `format=` item of the cluster reports names, as `version`'s
/// cluster_reports.c matches them (a keyword's prefix of at least a few letters, in its order:
/// `pl` is Planned from 24.05, PLND Down before, `res` Planned, `over` Over Comm, `count` TRES
/// Count), with its `%width` (not a time column's); None for an item it does not know, which
/// sreport reports as unknown.
pub fn cluster_field(item: &str, version: Option<SlurmVersion>) -> Option<String> {
    // Before 24.05 PlannedDown came first (`pl`, `plan`, `planned` were PLND Down) and there
    // was no PLNDDown.
    let planned_first = version.is_some_and(SlurmVersion::sreport_planned_keyword_first);
    if !planned_first {
        match format_item(item, &[("planneddown", 2, true), ("plnddown", 2, false)]) {
            Some((true, _)) => return Some("PLND Down".to_string()),
            Some((false, _)) => return None,
            None => {}
        }
    }
    // The QOS fields came with AccountUtilizationByQOS in 24.11.
    let qos = version.is_some_and(SlurmVersion::sreport_account_by_qos);
    let (column, width) = format_item(
        item,
        &[
            ("accounts", 2, "Account"),
            ("allocated", 2, "Allocated"),
            ("cluster", 2, "Cluster"),
            ("down", 1, "Down"),
            ("idle", 1, "Idle"),
            ("login", 1, "Login"),
            ("overcommitted", 1, OVER_COMM),
            ("planned", 2, "Planned"),
            ("reserved", 3, "Planned"),
            ("planneddown", 2, "PLND Down"),
            ("plnddown", 2, "PLND Down"),
            ("proper", 2, "Proper Name"),
            ("qos", 1, "QOS"),
            ("qosid", 4, "QOS ID"),
            ("reported", 3, "Reported"),
            ("trescount", 5, "TRES Count"),
            ("cpucount", 2, "TRES Count"),
            ("count", 2, "TRES Count"),
            ("tresname", 5, "TRES Name"),
            ("used", 1, "Used"),
            ("wckey", 2, "WCKey"),
            ("energy", 1, "Energy"),
        ],
    )
    .filter(|(column, _)| qos || !column.starts_with("QOS"))?;
    // A time column's width is always its values' (sreport_set_usage_col_width comes after).
    let time_column = [
        "Allocated",
        "Down",
        "PLND Down",
        "Idle",
        "Planned",
        "Reported",
        OVER_COMM,
        "Used",
        "Energy",
    ];
    match width.filter(|_| !time_column.contains(&column)) {
        Some(w) => Some(format!("{column}%{w}")),
        None => Some(column.to_string()),
    }
}

/// A column of the cluster reports that a report has no value for, as sreport prints it: its
/// `_setup_print_fields_list` width and, in every row, nothing — before 23.02, when the print
/// routines of numbers and times took a value, a number's 0 and a time's 0 (`0.00%`).
pub fn blank_column(
    column: &str,
    fmt: TimeFormat,
    tree: bool,
    version: Option<SlurmVersion>,
) -> (Column, String) {
    let per = fmt.with_percent();
    let width = match column {
        "Account" if tree => -20,
        "Account" | "Proper Name" => 15,
        "WCKey" if tree => 20,
        "WCKey" => 15,
        "Cluster" | "Login" => 9,
        "QOS" => 12,
        QOS_ID => 8,
        TRES_COUNT => 10,
        TRES_NAME => 14,
        "Allocated" | "Idle" | "Reported" if per => 20,
        "Allocated" | "Idle" | "Reported" => 12,
        OVER_COMM | "Planned" if !per => 9,
        "Down" | "PLND Down" | "Used" | "Energy" if !per => 10,
        _ => 18,
    };
    let text = matches!(
        column,
        "Account" | "Proper Name" | "WCKey" | "Cluster" | "Login" | "QOS" | TRES_NAME
    );
    let blank = if text || version.is_some_and(SlurmVersion::sreport_blank_missing_numbers) {
        String::new()
    } else if column == TRES_COUNT || column == QOS_ID {
        "0".to_string()
    } else {
        fmt.value(0, 1)
    };
    (col(column, width), blank)
}

/// A `format=` item as sreport's `_setup_print_fields_list` reads it: the value of the first
/// entry of `table` (keyword, fewest letters, value) whose keyword the name before `%`
/// abbreviates, whatever its case; and the text after `%`.
fn format_item<'a, T: Copy>(
    item: &'a str,
    table: &[(&str, usize, T)],
) -> Option<(T, Option<&'a str>)> {
    let (name, width) = match item.split_once('%') {
        Some((n, w)) => (n, Some(w)),
        None => (item, None),
    };
    let l = name.to_ascii_lowercase();
    table
        .iter()
        .find(|(keyword, min, _)| l.len() >= *min && keyword.starts_with(&l))
        .map(|e| (e.2, width))
}

#[allow(clippy::too_many_arguments)]
pub fn utilization(
    cluster: &str,
    r: &Rollup,
    tres: &[String],
    fmt: TimeFormat,
    (period, usage_in): (&str, &str),
    secs: i64,
    version: Option<SlurmVersion>,
) -> Output {
    // 24.05 to 25.05 print Planned where PLND Down belongs.
    let planned_twice = version.is_some_and(SlurmVersion::sreport_planned_twice);
    let (third, third_of): (&str, fn(&rollup::TresTime) -> u64) = if planned_twice {
        ("Planned", |t| t.planned)
    } else {
        ("PLND Down", |t| t.planned_down)
    };
    let title = vec![
        format!("Cluster Utilization {period}"),
        format!("Usage reported in {usage_in}"),
    ];
    let present: Vec<(&String, &rollup::TresTime)> = tres
        .iter()
        .filter_map(|t| Some((t, r.cluster.get(t)?)))
        .collect();
    let max =
        |f: &dyn Fn(&rollup::TresTime) -> u64| present.iter().map(|(_, t)| f(t)).max().unwrap_or(0);
    let mut columns = vec![col("Cluster", 9), col(TRES_NAME, 14)];
    columns.extend([
        col("Allocated", fmt.width(max(&|t| t.alloc))),
        col("Down", fmt.width(max(&|t| t.down))),
        col(third, fmt.width(max(&third_of))),
        col("Idle", fmt.width(max(&|t| t.idle))),
        col("Planned", fmt.width(max(&|t| t.planned))),
        col("Reported", fmt.width(max(&|t| t.reported()))),
        col(OVER_COMM, fmt.width(max(&|t| t.over))),
        col(TRES_COUNT, 10),
        // The cluster's energy count, printed as a time of itself, as wide as Allocated.
        col("Energy", fmt.width(max(&|t| t.alloc))),
    ]);
    if planned_twice {
        // Not in the default columns then, but `format=PlannedDown` still names it.
        columns.push(col("PLND Down", fmt.width(max(&|t| t.planned_down))));
    }
    let energy = r.cluster.get("energy").map_or(0, rollup::TresTime::count);
    let rows = present
        .iter()
        .map(|(name, t)| {
            let reported = t.reported();
            let mut row = vec![cluster.to_string(), name.to_string()];
            row.extend([
                fmt.value(t.alloc, reported),
                fmt.value(t.down, reported),
                fmt.value(third_of(t), reported),
                fmt.value(t.idle, reported),
                fmt.value(t.planned, reported),
                fmt.value(reported, secs.max(0) as u64 * t.count()),
                fmt.value(t.over, reported),
                t.count().to_string(),
                fmt.value(energy, energy),
            ]);
            if planned_twice {
                row.push(fmt.value(t.planned_down, reported));
            }
            row
        })
        .collect();
    (title, columns, rows)
}

/// The columns `reservation utilization` prints when `format=` does not say (sreport's
/// "Cl,name,start,end,TresName,al,i").
pub const RESERVATION_COLUMNS: [&str; 7] = ["Cl", "name", "start", "end", "TresName", "al", "i"];

/// `reservation utilization` (sreport's resv_reports.c): a row per reservation record and
/// TRES (those `-T` names, else all of the record's), with every column it knows for
/// `select` to pick; times over the record's whole span, percentages of its TRES time.
pub fn reservation_utilization(
    cluster: &str,
    uses: &[ReservationUse],
    (tres, fmt): (Option<&[String]>, TimeFormat),
    (period, usage_in): (&str, &str),
    date: &dyn Fn(i64) -> String,
) -> Output {
    let title = vec![
        format!("Reservation Utilization {period}"),
        format!("Usage reported in {usage_in}"),
    ];
    let time_width = if fmt.with_percent() { 29 } else { 20 };
    let columns = vec![
        col("Cluster", 9),
        col("Name", 9),
        col("Start", 19),
        col("End", 19),
        col("TRES Name", 14),
        col("Allocated", time_width),
        col("Idle", time_width),
        col("Associations", 15),
        col("Flags", 20),
        col("Nodes", 15),
        col("Id", 8),
        col("TotalTime", 9),
        col("TRES count", 10),
        col("TRES Time", 9),
    ];
    let mut rows = Vec::new();
    for u in uses.iter().filter(|u| u.end > u.start) {
        let span = (u.end - u.start) as u64;
        for (name, count, alloc) in &u.tres {
            if tres.is_some_and(|t| !t.iter().any(|n| n.eq_ignore_ascii_case(name))) {
                continue;
            }
            let total = span * count;
            rows.push(vec![
                cluster.to_string(),
                u.name.clone(),
                date(u.start),
                date(u.end),
                name.clone(),
                fmt.value(*alloc, total),
                fmt.value(total.saturating_sub(*alloc), total),
                u.assocs.clone(),
                u.flags.clone(),
                u.nodes.clone(),
                u.id.map_or(String::new(), |i| i.to_string()),
                duration(span),
                count.to_string(),
                duration(total),
            ]);
        }
    }
    (title, columns, rows)
}

/// The column a `format=` item of `reservation utilization` names, as resv_reports.c
/// matches it (a keyword's prefix of at least a few letters, in its order: `id` is Idle,
/// `res` ReservationId), with its `%width`; None for one sreport does not know.
pub fn reservation_field(item: &str) -> Option<String> {
    let (column, width) = format_item(
        item,
        &[
            ("allocated", 2, "Allocated"),
            ("associations", 2, "Associations"),
            ("cluster", 2, "Cluster"),
            ("end", 2, "End"),
            ("flags", 2, "Flags"),
            ("idle", 1, "Idle"),
            ("name", 2, "Name"),
            ("nodes", 2, "Nodes"),
            ("reservationid", 2, "Id"),
            ("start", 2, "Start"),
            ("totaltime", 2, "TotalTime"),
            ("trescount", 5, "TRES count"),
            ("cpucount", 2, "TRES count"),
            ("count", 2, "TRES count"),
            ("tresname", 5, "TRES Name"),
            ("trestime", 2, "TRES Time"),
            ("cputime", 5, "TRES Time"),
        ],
    )?;
    Some(match width {
        Some(w) => format!("{column}%{w}"),
        None => column.to_string(),
    })
}

/// The Account column: left-aligned and wider with `tree`.
fn account_column(o: &Options) -> Column {
    if o.tree {
        col("Account", -20)
    } else {
        col("Account", 15)
    }
}

/// Association `i`'s account as printed: as named, or with `tree` indented by `names`.
fn account_name(tree: &Tree, i: usize, names: Option<&mut TreeNames>) -> String {
    let node = &tree.nodes[i];
    match names {
        None => node.account.clone(),
        Some(names) => {
            let parent = node.parent.map(|p| tree.nodes[p].account.as_str());
            names.name(&node.account, parent, node.is_user())
        }
    }
}

/// A user's Proper Name as sreport prints it: the GECOS name of the host's passwd entry. No
/// dump records it; root's is "root" on every system.
fn proper_name(user: &str) -> String {
    if user == "root" {
        user.to_string()
    } else {
        String::new()
    }
}

/// Seconds as Slurm's secs2time_str prints them: `D-HH:MM:SS`, or `HH:MM:SS` under a day.
fn duration(secs: u64) -> String {
    let (d, h, m, s) = (secs / 86400, secs / 3600 % 24, secs / 60 % 60, secs % 60);
    if d > 0 {
        format!("{d}-{h:02}:{m:02}:{s:02}")
    } else {
        format!("{h:02}:{m:02}:{s:02}")
    }
}

/// Account names as sreport's `tree` prints them, row by row (`slurmdb_tree_name_get`): an
/// account one space deeper than its parent when its parent was printed before it, else at
/// no depth; a user's row with its account's name one space deeper than that account.
#[derive(Default)]
struct TreeNames {
    /// (name, spaces, printed name, a user's row) in the order first printed.
    seen: Vec<(String, String, String, bool)>,
}

impl TreeNames {
    fn name(&mut self, account: &str, parent: Option<&str>, user: bool) -> String {
        let (name, parent) = if user {
            (format!("|{account}"), Some(account))
        } else {
            (account.to_string(), parent)
        };
        let mut found = None;
        let mut above = None;
        for (k, e) in self.seen.iter().enumerate().filter(|(_, e)| !e.3) {
            if e.0 == name {
                found = Some(k);
                break;
            } else if parent == Some(e.0.as_str()) {
                above = Some(k);
            }
        }
        if let (Some(k), Some(_)) = (found, parent) {
            return self.seen[k].2.clone();
        }
        let spaces = above.map_or(String::new(), |k| format!(" {}", self.seen[k].1));
        let printed = format!("{spaces}{}", if user { account } else { &name });
        self.seen.push((name, spaces, printed.clone(), user));
        printed
    }
}

/// TRES → TRES-seconds.
type TresSeconds = BTreeMap<String, u64>;

/// One row group of an account report: its key cells (after Cluster), its usage per TRES and
/// its energy.
struct Usage {
    key: Vec<String>,
    used: BTreeMap<String, u64>,
    energy: u64,
}

/// The columns and rows of an account report: per group, a row per TRES asked for (sreport's
/// `_cluster_account_by_user_tres_report`, which both AccountUtilization reports print with).
fn usage_table(
    cluster: &str,
    mut columns: Vec<Column>,
    groups: &[Usage],
    (tres, fmt, energy_printed): (&[String], TimeFormat, bool),
    r: &Rollup,
    no_energy: Option<String>,
) -> (Vec<Column>, Vec<Vec<String>>) {
    let used = |g: &Usage, t: &String| g.used.get(t).copied().unwrap_or(0);
    // sreport sizes Used and Energy by the first row's group alone, taking it for the largest
    // (sreport_set_usage_column_width), or by the cluster's allocation when there is none; with
    // Energy printed, Used by the CPU time only.
    let first_or_cluster = |t: &String| match groups.first() {
        Some(g) if t == "energy" => g.energy,
        Some(g) => used(g, t),
        None => r.cluster.get(t).map_or(0, |c| c.alloc),
    };
    let cpu = ["cpu".to_string()];
    let sized_by: &[String] = if energy_printed { &cpu } else { tres };
    let max_used = sized_by.iter().map(first_or_cluster).max().unwrap_or(0);
    let max_energy = first_or_cluster(&"energy".to_string());
    columns.extend([
        col(TRES_NAME, 14),
        col("Used", fmt.width(max_used)),
        col("Energy", fmt.width(max_energy)),
    ]);
    let cluster_energy = r.cluster.get("energy").map_or(0, |c| c.alloc);
    let mut rows = Vec::new();
    for g in groups {
        for t in tres {
            let total = r.cluster.get(t).map_or(0, |c| c.reported());
            let mut row = vec![cluster.to_string()];
            row.extend(g.key.iter().cloned());
            row.extend([t.clone(), fmt.value(used(g, t), total)]);
            row.push(match &no_energy {
                None => fmt.value(g.energy, cluster_energy),
                Some(blank) => blank.clone(),
            });
            rows.push(row);
        }
    }
    (columns, rows)
}

#[allow(clippy::too_many_arguments)]
pub fn account_by_user(
    cluster: &str,
    tree: &Tree,
    r: &Rollup,
    tres: &[String],
    fmt: TimeFormat,
    energy_printed: bool,
    o: &Options,
    period: &str,
    usage_in: &str,
    (secs, version): (i64, Option<SlurmVersion>),
) -> Output {
    let title = vec![
        format!("Cluster/Account/User Utilization {period} ({secs} secs)"),
        format!("Usage reported in {usage_in}"),
    ];
    let rows = PartitionRows::of(Report::AccountByUser, version);
    let by_tres = rows.by_tres(tree, r, tres);
    let used = used_tres(r);
    let mut names = TreeNames::default();
    // Rows: associations with any usage in the window, in the tree's order.
    let lineage = version.is_some_and(SlurmVersion::assocs_by_lineage);
    let visible = visible_assocs(tree, o, version);
    let mut order: Vec<usize> = tree
        .sshare_order()
        .into_iter()
        .filter(|&i| {
            used.iter().any(|t| by_tres[*t][i] > 0)
                && selected(tree, i, o)
                && rows.shown(tree, i)
                && visible[i]
        })
        .collect();
    // With users= there are only users' rows, by user, then in the tree's order (lft order
    // before 23.11, where users= and accounts= both had to match the user's association).
    if !o.users.is_empty() {
        if !lineage {
            order.retain(|&i| o.accounts.is_empty() || o.accounts.contains(&tree.nodes[i].account));
            order.sort();
        }
        order.sort_by_key(|&i| tree.nodes[i].user.clone());
    }
    let groups: Vec<Usage> = order
        .into_iter()
        .map(|i| Usage {
            key: vec![
                account_name(tree, i, o.tree.then_some(&mut names)),
                tree.nodes[i].user.clone(),
                proper_name(&tree.nodes[i].user),
                "0".into(),
            ],
            used: tres.iter().map(|t| (t.clone(), by_tres[t][i])).collect(),
            energy: by_tres["energy"][i],
        })
        .collect();
    let columns = vec![
        col("Cluster", 9),
        account_column(o),
        col("Login", 9),
        col("Proper Name", 15),
        col(QOS_ID, 8),
    ];
    let (columns, rows) = usage_table(
        cluster,
        columns,
        &groups,
        (tres, fmt, energy_printed),
        r,
        None,
    );
    (title, columns, rows)
}

/// `cluster AccountUtilizationByQOS` (24.11): per account (its sub-tree) and QOS it ran jobs
/// under. slurmdbd reads an account's QOS usage rows in time order (`_get_object_usage`:
/// `order by t3.id_assoc, time_start`) and sreport lists each QOS where its first row came:
/// by the first hour it has usage in. Within one hour the database's row order decides, which
/// changed from run to run (eta's reports a second apart differ); ours is by QOS id
/// (`qos_ids`, from a QOS dump with an ID column), then by name. QOS ID prints the id.
#[allow(clippy::too_many_arguments)]
pub fn account_by_qos(
    cluster: &str,
    tree: &Tree,
    r: &Rollup,
    tres: &[String],
    fmt: TimeFormat,
    energy_printed: bool,
    o: &Options,
    (period, usage_in): (&str, &str),
    (secs, version): (i64, Option<SlurmVersion>),
    qos_ids: &HashMap<String, u64>,
) -> Output {
    let title = vec![
        format!("Cluster/Account/QOS Utilization {period} ({secs} secs)"),
        format!("Usage reported in {usage_in}"),
    ];
    // (association, QOS) → TRES → seconds: an account's with each job counted up its
    // ancestors, a user's its own; and the first hour each has usage in.
    let mut by_qos: BTreeMap<(usize, &str), TresSeconds> = BTreeMap::new();
    let mut first: HashMap<(usize, &str), i64> = HashMap::new();
    for ((assoc, qos, name), secs) in &r.assoc_qos {
        let hour = r.assoc_qos_first.get(&(*assoc, qos.clone())).copied();
        let mut n = (*assoc < tree.nodes.len()).then_some(*assoc);
        while let Some(i) = n {
            if !tree.nodes[i].is_user() || i == *assoc {
                *by_qos
                    .entry((i, qos))
                    .or_default()
                    .entry(name.clone())
                    .or_default() += secs;
                let f = first.entry((i, qos)).or_insert(i64::MAX);
                *f = (*f).min(hour.unwrap_or(i64::MAX));
            }
            n = tree.nodes[i].parent;
        }
    }
    let visible = visible_assocs(tree, o, version);
    let mut groups = Vec::new();
    let mut names = TreeNames::default();
    for i in tree.sshare_order() {
        // Every account's rows; with users= also those users' own, under their account's
        // name, after it.
        let node = &tree.nodes[i];
        let user_row = node.is_user() && o.users.contains(&node.user);
        if (node.is_user() && !user_row) || !in_accounts(tree, i, o) || !visible[i] {
            continue;
        }
        let mut rows: Vec<(&str, &TresSeconds)> = by_qos
            .range((i, "")..(i + 1, ""))
            .map(|((_, qos), used)| (*qos, used))
            .collect();
        rows.sort_by_key(|(qos, _)| {
            (
                first[&(i, *qos)],
                qos_ids.get(*qos).copied().unwrap_or(u64::MAX),
            )
        });
        let account = account_name(tree, i, o.tree.then_some(&mut names));
        for (qos, used) in rows {
            groups.push(Usage {
                key: vec![
                    account.clone(),
                    qos.to_string(),
                    qos_ids.get(qos).map_or(String::new(), u64::to_string),
                ],
                energy: used.get("energy").copied().unwrap_or(0),
                used: used.clone(),
            });
        }
    }
    let columns = vec![
        col("Cluster", 9),
        account_column(o),
        col("QOS", 12),
        col(QOS_ID, 8),
    ];
    let (columns, rows) = usage_table(
        cluster,
        columns,
        &groups,
        (tres, fmt, energy_printed),
        r,
        None,
    );
    (title, columns, rows)
}

#[allow(clippy::too_many_arguments)]
pub fn user_by_account(
    cluster: &str,
    tree: &Tree,
    r: &Rollup,
    tres: &[String],
    fmt: TimeFormat,
    (with_tres_name, energy_printed): (bool, bool),
    o: &Options,
    report: Report,
    (period, usage_in): (&str, &str),
    secs: i64,
    version: Option<SlurmVersion>,
) -> Output {
    let top = o.top_count.unwrap_or(10);
    let title = vec![
        if report == Report::TopUsage {
            format!("Top {top} Users {period} ({secs} secs)")
        } else {
            format!("Cluster/User/Account Utilization {period} ({secs} secs)")
        },
        format!("Usage reported in {usage_in}"),
    ];
    // Users' usage as the release's sreport counts it (partition associations by release).
    let rows = PartitionRows::of(report, version);
    let by_tres = rows.by_tres(tree, r, tres);
    let usage = |i: usize, t: &str| by_tres.get(t).map_or(0, |u| u[i]);
    // One entry per user association with usage (per user across accounts with Group).
    let mut entries: Vec<(String, Vec<String>, Vec<usize>)> = Vec::new();
    let visible = visible_assocs(tree, o, version);
    let used_in_window = used_tres(r);
    for (i, n) in tree.nodes.iter().enumerate() {
        let used = used_in_window.iter().any(|t| usage(i, t) > 0);
        // accounts= names the users' own accounts here, not sub-trees.
        let account_ok = o.accounts.is_empty() || o.accounts.contains(&n.account);
        // TopUsage lists the users slurmdbd gives: the caller alone under PrivateData=users.
        let user_ok = report != Report::TopUsage
            || o.private
                .as_ref()
                .is_none_or(|s| !s.database_only_self() || s.caller.name == n.user);
        if !n.is_user()
            || !used
            || !selected(tree, i, o)
            || !account_ok
            || !rows.shown(tree, i)
            || !visible[i]
            || !user_ok
        {
            continue;
        }
        // TopUsage keeps associations apart unless `group`; UserUtilizationByAccount sums a
        // user's associations in one account (its partitions'), as _process_ua does.
        let same = |e: &&mut (String, Vec<String>, Vec<usize>)| {
            e.0 == n.user
                && match report {
                    Report::TopUsage => o.group_accounts,
                    _ => e.1 == [n.account.clone()],
                }
        };
        match entries.iter_mut().find(same) {
            Some(e) => {
                if !e.1.contains(&n.account) {
                    e.1.push(n.account.clone());
                }
                e.2.push(i);
            }
            None => entries.push((n.user.clone(), vec![n.account.clone()], vec![i])),
        }
    }
    let sum = |e: &(String, Vec<String>, Vec<usize>), t: &str| -> u64 {
        e.2.iter().map(|&i| usage(i, t)).sum()
    };
    // 25.05's TopUsage shows partitions when any user it found ran under a partition's
    // association (slurmdb_report_user_top_usage), before TopCount cuts the list.
    let partitions = report == Report::TopUsage
        && version.is_some_and(SlurmVersion::sreport_splits_partitions)
        && (o.asks_for("partition")
            || !with_tres_name
                && entries
                    .iter()
                    .any(|e| !tree.nodes[e.2[0]].partition.is_empty()));
    // Largest use of the first TRES first, then by name (sort_user_dec).
    let first = tres.first().cloned().unwrap_or_else(|| "cpu".into());
    entries.sort_by(|a, b| sum(b, &first).cmp(&sum(a, &first)).then(a.0.cmp(&b.0)));
    if report == Report::TopUsage {
        // sreport prints a user before it checks the count: TopCount=0 prints one.
        entries.truncate(top.max(1));
    }
    // Accounts of a grouped user as sreport joins them (`_set_user_acct`).
    let groups: Vec<Usage> = entries
        .iter()
        .map(|e| Usage {
            key: [e.0.clone(), proper_name(&e.0), e.1.join(", ")]
                .into_iter()
                .chain(partitions.then(|| tree.nodes[e.2[0]].partition.clone()))
                .collect(),
            used: tres.iter().map(|t| (t.clone(), sum(e, t))).collect(),
            energy: sum(e, "energy"),
        })
        .collect();
    let mut columns = vec![
        col("Cluster", 9),
        col("Login", 9),
        col("Proper Name", 15),
        account_column(o),
    ];
    if partitions {
        columns.push(col("Partition", 15));
    }
    let (columns, rows) = usage_table(
        cluster,
        columns,
        &groups,
        (tres, fmt, energy_printed),
        r,
        None,
    );
    (title, columns, rows)
}

/// `cluster UserUtilizationByWckey` (`by_user`: a row per user and WCKey, the largest use
/// first; an Energy column) or `cluster WCKeyUtilizationByUser` (per WCKey by name, its total,
/// then its users by name), from `wckey_usage`.
#[allow(clippy::too_many_arguments)]
pub fn wckey_report(
    cluster: &str,
    usage: &WckeyUsage,
    r: &Rollup,
    (tres, fmt, energy_printed): (&[String], TimeFormat, bool),
    by_user: bool,
    (period, usage_in): (&str, &str),
    (secs, version): (i64, Option<SlurmVersion>),
) -> Output {
    let title = vec![
        if by_user {
            format!("Cluster/User/WCKey Utilization {period} ({secs} secs)")
        } else {
            format!("Cluster/WCKey/User Utilization {period} ({secs} secs)")
        },
        format!("Usage reported in {usage_in}"),
    ];
    let used_any = |u: &TresSeconds| u.values().any(|&v| v > 0);
    let group = |key: Vec<String>, used: &TresSeconds| Usage {
        key,
        used: used.clone(),
        energy: used.get("energy").copied().unwrap_or(0),
    };
    let groups: Vec<Usage> = if by_user {
        let first = tres.first().cloned().unwrap_or_else(|| "cpu".into());
        let mut rows: Vec<_> = usage.iter().filter(|(_, u)| used_any(u)).collect();
        let of = |u: &TresSeconds| u.get(&first).copied().unwrap_or(0);
        rows.sort_by(|a, b| of(b.1).cmp(&of(a.1)).then(a.0.cmp(b.0)));
        rows.into_iter()
            .map(|((user, wckey), u)| {
                group(vec![user.clone(), proper_name(user), wckey.clone()], u)
            })
            .collect()
    } else {
        // WCKey → its users' usage, each by name.
        let mut by_wckey: BTreeMap<&str, Vec<(&str, &TresSeconds)>> = BTreeMap::new();
        for ((user, wckey), u) in usage.iter().filter(|(_, u)| used_any(u)) {
            by_wckey.entry(wckey).or_default().push((user, u));
        }
        let mut out = Vec::new();
        for (wckey, users) in by_wckey {
            let mut total = TresSeconds::new();
            for (_, u) in &users {
                for (t, v) in *u {
                    *total.entry(t.clone()).or_default() += v;
                }
            }
            out.push(group(
                vec![wckey.to_string(), String::new(), String::new(), "0".into()],
                &total,
            ));
            for (user, u) in users {
                out.push(group(
                    vec![
                        wckey.to_string(),
                        user.to_string(),
                        proper_name(user),
                        "0".into(),
                    ],
                    u,
                ));
            }
        }
        out
    };
    let columns = if by_user {
        vec![
            col("Cluster", 9),
            col("Login", 9),
            col("Proper Name", 15),
            col("WCKey", 15),
        ]
    } else {
        vec![
            col("Cluster", 9),
            col("WCKey", 15),
            col("Login", 9),
            col("Proper Name", 15),
            col(QOS_ID, 8),
        ]
    };
    let (columns, rows) = usage_table(
        cluster,
        columns,
        &groups,
        (tres, fmt, energy_printed),
        r,
        // WCKeyUtilizationByUser has no Energy of its own: sreport's blank, sized as Energy.
        (!by_user).then(|| blank_column("Energy", fmt, false, version).1),
    );
    (title, columns, rows)
}

/// C's atoi, as sreport reads `%WIDTH`: an optional sign and the digits after it (0 if none).
fn atoi(text: &str) -> i32 {
    let t = text.trim_start();
    let (sign, digits) = match t.strip_prefix('-') {
        Some(rest) => (-1, rest),
        None => (1, t.strip_prefix('+').unwrap_or(t)),
    };
    let n: String = digits.chars().take_while(char::is_ascii_digit).collect();
    sign * n.parse::<i32>().unwrap_or(0)
}

/// What a leading column of the job reports prints on each row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JobCell {
    Cluster,
    /// The row's account (or WCKey): Account and Wckey alike print it.
    Group,
    /// User: sreport prints it empty.
    Empty,
    /// Job Count, Node Count, TRES Count: empty from 23.02, 0 before (print_fields_uint took
    /// a value, and the report passed none).
    Number,
    /// Duration: empty from 23.02, `00:00:00` before (print_fields_time of 0 minutes).
    Duration,
}

/// A `format=` item of the job reports as job_reports.c matches it (`Cl,a` by default):
/// its column and what the column prints; None for one sreport does not know.
pub fn job_field(item: &str) -> Option<(Column, JobCell)> {
    // Wckey prints the row's name as Account does.
    let ((column, default_width, cell), width) = format_item(
        item,
        &[
            ("account", 1, ("Account", 9, JobCell::Group)),
            ("acct", 4, ("Account", 9, JobCell::Group)),
            ("cluster", 2, ("Cluster", 9, JobCell::Cluster)),
            ("duration", 1, ("Duration", 12, JobCell::Duration)),
            ("jobcount", 2, ("Job Count", 9, JobCell::Number)),
            ("nodecount", 2, ("Node Count", 9, JobCell::Number)),
            ("trescount", 5, ("TRES Count", 10, JobCell::Number)),
            ("cpucount", 2, ("TRES Count", 10, JobCell::Number)),
            ("count", 2, ("TRES Count", 10, JobCell::Number)),
            ("user", 1, ("User", 9, JobCell::Empty)),
            ("wckey", 1, ("Wckey", 9, JobCell::Group)),
        ],
    )?;
    // sreport's atoi: a width of 0 (or none) keeps the field's own.
    let width = width.map_or(0, atoi);
    let width = if width != 0 { width } else { default_width };
    Some((col(column, width), cell))
}

/// The job reports' table from `sized_jobs`' groups (`by_wckey`: SizesByWckey's title): a column per size range
/// (`Grouping=`: `0-49`, …, `>= 1000` by default; bounds as C's unsigned ints, so a 0 bound
/// spans every size and ends the list; `individual`: one per size a job ran with).
#[allow(clippy::too_many_arguments)]
pub fn sizes_table(
    cluster: &str,
    sized: &SizedGroups,
    (leading, by_wckey): (&[(Column, JobCell)], bool),
    (o, tres, tres_asked): (&Options, &str, bool),
    fmt: TimeFormat,
    (start, end): (i64, i64),
    period: &str,
    version: Option<SlurmVersion>,
) -> Output {
    let total_count = version.is_some_and(SlurmVersion::sreport_sizes_total_count);
    let blank_numbers = version.is_some_and(SlurmVersion::sreport_blank_missing_numbers);
    let unit = if tres == "cpu" { "CPUs" } else { "TRES" };
    let mut ranges: Vec<(String, (u64, u64))> = Vec::new();
    if o.individual && o.grouping.is_empty() {
        let mut sizes = sized.sizes.clone();
        sizes.sort_unstable();
        sizes.dedup();
        ranges.extend(sizes.iter().map(|&n| (format!("{n} {unit}"), (n, n))));
    } else {
        let bounds = if o.grouping.is_empty() {
            vec![50, 250, 500, 1000]
        } else {
            o.grouping.clone()
        };
        let mut last: u64 = 0;
        for &b in &bounds {
            let max = u64::from((b as u32).wrapping_sub(1));
            ranges.push((format!("{last}-{max} {unit}"), (last, max)));
            last = b;
        }
        if last != 0 {
            ranges.push((format!(">= {last} {unit}"), (last, u64::MAX)));
        }
    }
    let bounds: Vec<(u64, u64)> = ranges.iter().map(|(_, r)| *r).collect();
    let per_group: Vec<(&String, Vec<(u64, u64)>)> = sized
        .groups
        .iter()
        .map(|(name, js)| (name, rollup::size_buckets(js, &bounds)))
        .collect();
    // A group's time and job count, and the cluster's: what its ranges took.
    let sum = |b: &[(u64, u64)]| -> (u64, u64) {
        b.iter().fold((0, 0), |(t, n), (bt, bn)| (t + bt, n + bn))
    };
    let cluster_sum = per_group
        .iter()
        .map(|(_, b)| sum(b))
        .fold((0, 0), |(t, n), (bt, bn)| (t + bt, n + bn));
    let width = if fmt.with_percent() { 20 } else { 13 };
    let mut columns: Vec<Column> = leading.iter().map(|(c, _)| c.clone()).collect();
    columns.extend(ranges.iter().map(|(label, _)| col(label, width)));
    if total_count {
        columns.push(col("Total Count", 11));
    }
    columns.push(col("% of cluster", 12));
    let object = if by_wckey { "by Wckey " } else { "" };
    let mut title = vec![format!("Job Sizes {object}{period} ({} secs)", end - start)];
    if tres_asked {
        title.push(format!("TRES type is {tres}"));
    }
    title.push(if o.print_job_count {
        "Units are in number of jobs ran".to_string()
    } else {
        format!("Time reported in {}", fmt.label())
    });
    let rows = per_group
        .iter()
        .map(|(name, buckets)| {
            let (time, count) = sum(buckets);
            let mut row: Vec<String> = leading
                .iter()
                .map(|(_, cell)| match cell {
                    JobCell::Cluster => cluster.to_string(),
                    JobCell::Group => name.to_string(),
                    JobCell::Number if !blank_numbers => "0".to_string(),
                    JobCell::Duration if !blank_numbers => "00:00:00".to_string(),
                    JobCell::Empty | JobCell::Number | JobCell::Duration => String::new(),
                })
                .collect();
            if o.print_job_count {
                row.extend(buckets.iter().map(|(_, n)| n.to_string()));
                if total_count {
                    row.push(count.to_string());
                }
                row.push(TimeFormat::Percent.value(count, cluster_sum.1));
            } else {
                row.extend(buckets.iter().map(|(t, _)| fmt.value(*t, time)));
                if total_count {
                    row.push(fmt.value(time, 0));
                }
                row.push(TimeFormat::Percent.value(time, cluster_sum.0));
            }
            row
        })
        .collect();
    (title, columns, rows)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_values_as_sreport_prints_them() {
        assert_eq!(TimeFormat::Minutes.value(14022, 1), "234");
        assert_eq!(TimeFormat::Minutes.value(344962, 1), "5749");
        assert_eq!(TimeFormat::Percent.value(344962, 400384), "86.16%");
        assert_eq!(TimeFormat::MinutesPer.value(120, 240), "2(50.00%)");
        assert_eq!(TimeFormat::parse("min"), Ok(TimeFormat::Minutes));
        assert_eq!(TimeFormat::parse("percent"), Ok(TimeFormat::Percent));
        assert_eq!(TimeFormat::parse("MinPer"), Ok(TimeFormat::MinutesPer));
        assert!(TimeFormat::parse("fortnights").is_err());
        assert_eq!(TimeFormat::Seconds.width(344962), 8);
        assert_eq!(TimeFormat::Seconds.width(1_234_567_890), 10);
    }

    #[test]
    fn layouts() {
        let cols = [
            Column {
                name: "Cluster".into(),
                width: 9,
            },
            Column {
                name: "Account".into(),
                width: -7,
            },
        ];
        let rows = vec![vec!["alpha".to_string(), "genomics".to_string()]];
        let mut out = Vec::new();
        write(&["T".into()], &cols, &rows, Layout::Aligned, true, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(
            text.ends_with("  Cluster Account \n--------- ------- \n    alpha genomi+ \n"),
            "{text:?}"
        );
        let mut out = Vec::new();
        write(&[], &cols, &rows, Layout::ParsableNoEnding, false, &mut out).unwrap();
        assert_eq!(String::from_utf8(out).unwrap(), "alpha|genomics\n");
    }
}
