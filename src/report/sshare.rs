//! sshare's output, as Slurm 22.05 prints it: fields, widths, number formats, tree indentation,
//! `-P`/`-p` parsable forms; plus CSV and JSON of the same rows.

pub use crate::replay::SshareLine;
use std::io::{self, Write};

use crate::model::fairshare::LevelFs;

/// sshare's fields, with Slurm's names and widths (negative = left-justified).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    Account,
    Cluster,
    EffectvUsage,
    FairShare,
    LevelFs,
    Id,
    NormShares,
    NormUsage,
    Partition,
    RawShares,
    RawUsage,
    User,
    GrpTresMins,
    GrpTresRaw,
    TresRunMins,
}

/// In Slurm's table order, which decides what an abbreviation in `-o` matches first.
const FIELDS: &[(Field, &str, i32)] = &[
    (Field::Account, "Account", -20),
    (Field::Cluster, "Cluster", 10),
    (Field::EffectvUsage, "EffectvUsage", 13),
    (Field::FairShare, "FairShare", 10),
    (Field::LevelFs, "LevelFS", 10),
    (Field::Id, "ID", 6),
    (Field::NormShares, "NormShares", 11),
    (Field::NormUsage, "NormUsage", 11),
    (Field::Partition, "Partition", 12),
    (Field::RawShares, "RawShares", 10),
    (Field::RawUsage, "RawUsage", 11),
    (Field::User, "User", 10),
    (Field::GrpTresMins, "GrpTRESMins", 30),
    (Field::GrpTresRaw, "GrpTRESRaw", 30),
    (Field::TresRunMins, "TRESRunMins", 30),
];

impl Field {
    /// Slurm's name of the field.
    pub fn title(self) -> &'static str {
        spec(self).0
    }
}

fn spec(f: Field) -> (&'static str, i32) {
    FIELDS
        .iter()
        .find(|(x, ..)| *x == f)
        .map(|(_, n, w)| (*n, *w))
        .unwrap_or(("", 10))
}

/// Parses `-o`: comma-separated names, abbreviations allowed (first match in Slurm's order),
/// an optional `%WIDTH` suffix.
pub fn parse_fields(list: &str) -> Result<Vec<(Field, i32)>, String> {
    list.split(',')
        .filter(|s| !s.is_empty())
        .map(|item| {
            let (name, width) = match item.split_once('%') {
                Some((n, w)) => (
                    n,
                    Some(
                        w.parse::<i32>()
                            .map_err(|_| format!("bad width in \"{item}\""))?,
                    ),
                ),
                None => (item, None),
            };
            let lower = name.to_ascii_lowercase();
            FIELDS
                .iter()
                .find(|(_, n, _)| n.to_ascii_lowercase().starts_with(&lower))
                .map(|(f, _, w)| (*f, width.filter(|w| *w != 0).unwrap_or(*w)))
                .ok_or_else(|| format!("Invalid field requested: \"{name}\""))
        })
        .collect()
}

/// The fields of a saved sshare's columns: its header's names (each cut to its column's width
/// in the fixed-width layout) read as `-o` reads them, each at its column's width there.
pub fn printed_fields(
    names: &[String],
    widths: Option<&[usize]>,
) -> Result<Vec<(Field, i32)>, String> {
    names
        .iter()
        .enumerate()
        .map(|(k, name)| match parse_fields(name)?.as_slice() {
            [(field, width)] => Ok((
                *field,
                widths.map_or(*width, |w| w[k] as i32 * width.signum()),
            )),
            _ => Err(format!("Invalid field requested: \"{name}\"")),
        })
        .collect()
}

/// The default columns (spec §8): `-l` adds NormUsage, LevelFS (Fair Tree), GrpTRESMins,
/// TRESRunMins; `-m` (partitions) adds Partition after User.
pub fn default_fields(long: bool, fair_tree: bool, partitions: bool) -> Vec<(Field, i32)> {
    let mut out = vec![Field::Account, Field::User];
    if partitions {
        out.push(Field::Partition);
    }
    out.extend([Field::RawShares, Field::NormShares, Field::RawUsage]);
    if long {
        out.push(Field::NormUsage);
    }
    out.extend([Field::EffectvUsage, Field::FairShare]);
    if long {
        if fair_tree {
            out.push(Field::LevelFs);
        }
        out.extend([Field::GrpTresMins, Field::TresRunMins]);
    }
    out.into_iter().map(|f| (f, spec(f).1)).collect()
}

/// The rows of `all` (every association, in the tree's order) that `shown` keeps, indented as
/// sshare indents what it received: a row one space deeper than its parent account's row when
/// that was printed before it, else not at all (slurmdb_defs.c `slurmdb_tree_name_get`), so
/// `sshare -A physics` starts at the margin.
pub fn printed(all: Vec<SshareLine>, shown: impl Fn(&SshareLine) -> bool) -> Vec<SshareLine> {
    // The account rows on the path from the root to the current row: (depth, account).
    let mut path: Vec<(usize, String)> = Vec::new();
    let mut indent: std::collections::HashMap<String, usize> = Default::default();
    let mut out = Vec::new();
    for mut line in all {
        let parent = if line.user.is_empty() {
            path.retain(|(d, _)| *d < line.depth);
            let parent = path.last().map(|(_, a)| a.clone());
            path.push((line.depth, line.account.clone()));
            parent
        } else {
            Some(line.account.clone())
        };
        if !shown(&line) {
            continue;
        }
        line.depth = parent.and_then(|p| indent.get(&p)).map_or(0, |d| d + 1);
        if line.user.is_empty() {
            indent.insert(line.account.clone(), line.depth);
        }
        out.push(line);
    }
    out
}

/// `-P` (no trailing delimiter), `-p` (delimiter after every field) or aligned columns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layout {
    Aligned,
    Parsable,
    ParsableNoEnding,
}

/// A value of one cell, before layout.
enum Value {
    Text(Option<String>),
    Uint(Option<u64>),
    Double(Option<f64>),
}

fn value(line: &SshareLine, field: Field) -> Value {
    match field {
        // A user row shows its account one level deeper than the account's own row.
        Field::Account => Value::Text(Some(format!("{}{}", " ".repeat(line.depth), line.account))),
        Field::Cluster => Value::Text(Some(line.cluster.clone())),
        Field::EffectvUsage => Value::Double(line.effectv_usage),
        Field::FairShare => Value::Double(line.fairshare),
        Field::LevelFs => match line.level_fs {
            None | Some(LevelFs::NoVal) => Value::Text(None),
            Some(LevelFs::Infinite) => Value::Double(Some(f64::INFINITY)),
            Some(LevelFs::Value(v)) => Value::Double(Some(v)),
        },
        Field::Id => Value::Uint(line.assoc_id.and_then(|i| u64::try_from(i).ok())),
        Field::NormShares => Value::Double(Some(line.norm_shares)),
        Field::NormUsage => Value::Double(line.norm_usage),
        Field::Partition => {
            Value::Text((!line.partition.is_empty()).then(|| line.partition.clone()))
        }
        Field::RawShares => match line.raw_shares {
            None => Value::Uint(None),
            Some(None) => Value::Text(Some("parent".into())),
            Some(Some(s)) => Value::Uint(Some(u64::from(s))),
        },
        // Slurm converts the long double to an integer: truncation.
        Field::RawUsage => Value::Uint(Some(line.raw_usage.max(0.0) as u64)),
        Field::User => Value::Text((!line.user.is_empty()).then(|| line.user.clone())),
        Field::GrpTresMins => Value::Text(Some(String::new())),
        Field::GrpTresRaw => Value::Text(Some(line.grp_tres_raw.clone().unwrap_or_default())),
        Field::TresRunMins => Value::Text(Some(line.tres_run_mins.clone().unwrap_or_default())),
    }
}

/// C's `%f` (and `inf` for infinity).
fn fixed(v: f64) -> String {
    if v.is_infinite() {
        if v > 0.0 {
            "inf".into()
        } else {
            "-inf".into()
        }
    } else {
        format!("{v:.6}")
    }
}

/// C's `%.*e`: mantissa with `prec` decimals and a two-digit signed exponent.
fn exp(v: f64, prec: usize) -> String {
    let s = format!("{v:.prec$e}");
    match s.split_once('e') {
        Some((m, e)) => {
            let (sign, digits) = match e.strip_prefix('-') {
                Some(d) => ('-', d),
                None => ('+', e),
            };
            format!("{m}e{sign}{digits:0>2}")
        }
        None => s,
    }
}

/// One aligned cell: print_fields' rules (strings cut with `+`, doubles shrunk to `%e`).
fn aligned(v: &Value, width: i32) -> String {
    let w = width.unsigned_abs() as usize;
    let pad = |s: &str| {
        if width < 0 {
            format!("{s:<w$}")
        } else {
            format!("{s:>w$}")
        }
    };
    match v {
        Value::Text(None) | Value::Uint(None) | Value::Double(None) => pad(""),
        Value::Text(Some(s)) => {
            let cut: String = if s.chars().count() > w {
                s.chars()
                    .take(w.saturating_sub(1))
                    .chain(std::iter::once('+'))
                    .collect()
            } else {
                s.clone()
            };
            pad(&cut)
        }
        Value::Uint(Some(n)) => pad(&n.to_string()),
        Value::Double(Some(d)) => {
            let f = fixed(*d);
            if f.len() <= w {
                return pad(&f);
            }
            let mut width_e = w;
            let long = exp(*d, w);
            if long.len() > w {
                width_e = w.saturating_sub(long.len() - w);
            }
            let e = exp(*d, width_e);
            if width < 0 {
                format!("{e:<width_e$}")
            } else {
                format!("{e:>width_e$}")
            }
        }
    }
}

fn parsable(v: &Value) -> String {
    match v {
        Value::Text(s) => s.clone().unwrap_or_default(),
        Value::Uint(n) => n.map(|n| n.to_string()).unwrap_or_default(),
        Value::Double(d) => d.map(fixed).unwrap_or_default(),
    }
}

/// Writes the rows as sshare does.
pub fn write(
    lines: &[SshareLine],
    fields: &[(Field, i32)],
    layout: Layout,
    header: bool,
    out: &mut impl Write,
) -> io::Result<()> {
    let join = |cells: Vec<String>, out: &mut dyn Write| -> io::Result<()> {
        match layout {
            Layout::Aligned => writeln!(
                out,
                "{}",
                cells.iter().map(|c| format!("{c} ")).collect::<String>()
            ),
            Layout::Parsable => writeln!(
                out,
                "{}",
                cells.iter().map(|c| format!("{c}|")).collect::<String>()
            ),
            Layout::ParsableNoEnding => writeln!(out, "{}", cells.join("|")),
        }
    };
    if header {
        let names: Vec<String> = fields
            .iter()
            .map(|(f, w)| {
                let name = spec(*f).0;
                if layout == Layout::Aligned {
                    aligned(
                        &Value::Text(Some(name.chars().take(w.unsigned_abs() as usize).collect())),
                        *w,
                    )
                } else {
                    name.to_string()
                }
            })
            .collect();
        join(names, out)?;
        if layout == Layout::Aligned {
            writeln!(
                out,
                "{}",
                fields
                    .iter()
                    .map(|(_, w)| format!("{} ", "-".repeat(w.unsigned_abs() as usize)))
                    .collect::<String>()
            )?;
        }
    }
    for line in lines {
        join(cells(line, fields, layout), out)?;
    }
    Ok(())
}

/// One row's cells as sshare prints them in `layout` (aligned ones padded to their width).
pub fn cells(line: &SshareLine, fields: &[(Field, i32)], layout: Layout) -> Vec<String> {
    fields
        .iter()
        .map(|(f, w)| {
            let v = value(line, *f);
            if layout == Layout::Aligned {
                aligned(&v, *w)
            } else {
                parsable(&v)
            }
        })
        .collect()
}

/// The same rows as a table of named columns (for CSV and JSON).
pub fn table(lines: &[SshareLine], fields: &[(Field, i32)]) -> crate::model::types::Table {
    use crate::model::types::{Cell, Table};
    Table {
        columns: fields.iter().map(|(f, _)| spec(*f).0.to_string()).collect(),
        rows: lines
            .iter()
            .map(|line| {
                fields
                    .iter()
                    .map(|(f, _)| match (f, value(line, *f)) {
                        (Field::Account, _) => Cell::Text(line.account.clone()),
                        // Unlike sshare's layout, as computed (not truncated): CSV and JSON
                        // are for programs comparing usage (tests/cli/spark.rs).
                        (Field::RawUsage, _) => Cell::Float(line.raw_usage.max(0.0)),
                        (_, Value::Text(s)) => s.map_or(Cell::Null, Cell::Text),
                        (_, Value::Uint(n)) => n.map_or(Cell::Null, |n| Cell::Int(n as i64)),
                        (_, Value::Double(d)) => match d {
                            Some(x) if x.is_infinite() => Cell::Text("inf".into()),
                            Some(x) => Cell::Float(x),
                            None => Cell::Null,
                        },
                    })
                    .collect()
            })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spec_tv9_number_formats() {
        assert_eq!(
            aligned(&Value::Double(Some(f64::INFINITY)), 10),
            "       inf"
        );
        assert_eq!(
            aligned(&Value::Double(Some(12345.678901)), 10),
            "1.2346e+04"
        );
        assert_eq!(aligned(&Value::Double(None), 10), "          ");
        assert_eq!(parsable(&Value::Uint(Some(599.69f64 as u64))), "599");
        assert_eq!(
            aligned(
                &Value::Text(Some("averyveryverylongaccountname".into())),
                -20
            ),
            "averyveryverylongac+"
        );
        assert_eq!(aligned(&Value::Double(Some(0.5)), 11), "   0.500000");
    }

    /// Issue 49: a saved sshare's columns as `check sshare` renders ours: its header's names,
    /// cut in the fixed-width layout, at the widths of the rule under them.
    #[test]
    fn printed_fields_read_the_header_as_o_would() {
        let names: Vec<String> = ["account", "user", "rawus", "levelfs", "trESRunMins"]
            .map(String::from)
            .to_vec();
        let fields = printed_fields(&names, Some(&[20, 10, 5, 10, 30])).unwrap();
        assert_eq!(
            fields,
            [
                (Field::Account, -20),
                (Field::User, 10),
                (Field::RawUsage, 5),
                (Field::LevelFs, 10),
                (Field::TresRunMins, 30)
            ]
        );
        assert_eq!(
            printed_fields(&names[..1], None).unwrap(),
            [(Field::Account, -20)]
        );
        assert_eq!(
            printed_fields(&["Bogus".to_string()], None).unwrap_err(),
            "Invalid field requested: \"Bogus\""
        );
    }

    #[test]
    fn field_abbreviations_follow_slurms_order() {
        let f = parse_fields("A,Eff,P,RawS,RawU,Fair,L,GrpTRESR,ID%8").unwrap();
        let names: Vec<&str> = f.iter().map(|(f, _)| spec(*f).0).collect();
        assert_eq!(
            names,
            [
                "Account",
                "EffectvUsage",
                "Partition",
                "RawShares",
                "RawUsage",
                "FairShare",
                "LevelFS",
                "GrpTRESRaw",
                "ID"
            ]
        );
        assert_eq!(f[8].1, 8);
        assert_eq!(
            parse_fields("Bogus").unwrap_err(),
            "Invalid field requested: \"Bogus\""
        );
    }
}
