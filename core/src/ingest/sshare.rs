//! Reader for sshare output saved from a live system, to validate the reconstruction against:
//! `sshare -a -P` or `-p` (any of its columns, with a header or, printed with `-n`, with the
//! `-o` list it was printed with), or sshare as printed by default, in fixed-width columns
//! (with or without `-l`). Account names lose sshare's depth indentation. Names sshare cut
//! to their column's width (the last character replaced by `+`) are resolved against the
//! association tree's names by `Saved::resolve`. Bytes that are not UTF-8 in a name are read
//! as U+FFFD with one warning (`-P`, `-p`); in a number they fail the file, and so they do
//! anywhere in the fixed-width layout, whose columns count bytes.

use std::collections::BTreeSet;

use crate::error::InputError;
use crate::ingest::{text_header, Delimited};

/// One observed sshare row; values as printed (None = blank).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ObservedShare {
    pub cluster: Option<String>,
    pub account: String,
    pub user: String,
    pub partition: String,
    pub raw_usage: Option<f64>,
    pub norm_shares: Option<f64>,
    pub norm_usage: Option<f64>,
    pub effectv_usage: Option<f64>,
    pub fairshare: Option<f64>,
    /// `inf` is +∞.
    pub level_fs: Option<f64>,
}

/// The columns holding names, which the fixed-width layout may cut.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NameColumn {
    Cluster,
    Account,
    User,
    Partition,
}

impl NameColumn {
    const ALL: [NameColumn; 4] = [Self::Cluster, Self::Account, Self::User, Self::Partition];

    fn title(self) -> &'static str {
        match self {
            Self::Cluster => "Cluster",
            Self::Account => "Account",
            Self::User => "User",
            Self::Partition => "Partition",
        }
    }

    fn field(self, row: &mut ObservedShare) -> &mut String {
        match self {
            Self::Cluster => row.cluster.get_or_insert_with(String::new),
            Self::Account => &mut row.account,
            Self::User => &mut row.user,
            Self::Partition => &mut row.partition,
        }
    }
}

/// A name sshare cut to its column's width: what it printed, `+` last.
#[derive(Debug, Clone, PartialEq)]
pub struct CutName {
    /// The row's index among the rows, and its line.
    pub row: usize,
    pub line: u64,
    pub column: NameColumn,
    pub printed: String,
}

/// A saved sshare: its rows, the names in them sshare cut, its one warning of names read
/// with U+FFFD, and the file as printed.
#[derive(Debug, Clone, PartialEq)]
pub struct Saved {
    pub rows: Vec<ObservedShare>,
    pub cut: Vec<CutName>,
    pub not_utf8: Option<InputError>,
    pub printed: Printed,
}

/// A saved sshare's text, column by column: what `check sshare` compares ours with, rendered
/// the same way.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Printed {
    /// The header's names, lower-case (or `--columns`'s).
    pub names: Vec<String>,
    /// Each column's width in the fixed-width layout (None: `|`-separated).
    pub widths: Option<Vec<usize>>,
    /// Each row's cells, trimmed, in the order of `Saved::rows`.
    pub cells: Vec<Vec<String>>,
}

/// The names a cut one may stand for: the association tree's (and the cluster's).
#[derive(Debug, Clone, Default)]
pub struct TreeNames {
    pub clusters: BTreeSet<String>,
    pub accounts: BTreeSet<String>,
    pub users: BTreeSet<String>,
    pub partitions: BTreeSet<String>,
}

impl TreeNames {
    fn of(&self, column: NameColumn) -> &BTreeSet<String> {
        match column {
            NameColumn::Cluster => &self.clusters,
            NameColumn::Account => &self.accounts,
            NameColumn::User => &self.users,
            NameColumn::Partition => &self.partitions,
        }
    }
}

impl Saved {
    /// The rows with each cut name replaced by the one name of `tree` it is the start of;
    /// none or several is an error naming the line and the name.
    pub fn resolve(
        mut self,
        path: &str,
        tree: &TreeNames,
    ) -> Result<Vec<ObservedShare>, InputError> {
        for cut in &self.cut {
            let column = cut.column.title();
            let printed = cut.printed.trim_start();
            let start = printed.strip_suffix('+').unwrap_or(printed);
            let fits: Vec<&String> = tree
                .of(cut.column)
                .iter()
                .filter(|n| n.starts_with(start) && n.len() > start.len())
                .collect();
            let fail =
                |reason: String| InputError::field(path, cut.line, column, &cut.printed, reason);
            let name = match fits.as_slice() {
                [one] => one.to_string(),
                [] => {
                    return Err(fail(format!(
                        "sshare cut this name to its column's width, and no {} of the association tree loaded begins \"{start}\" (load the tree, or save sshare with -P)",
                        column.to_lowercase()
                    )))
                }
                many => {
                    let names: Vec<&str> = many.iter().map(|n| n.as_str()).collect();
                    return Err(fail(format!(
                        "sshare cut this name to its column's width, and {} names of the association tree begin \"{start}\" ({}): save sshare with -P, or widen the column (-o {column}%40)",
                        many.len(),
                        names.join(", ")
                    )));
                }
            };
            *cut.column.field(&mut self.rows[cut.row]) = name;
        }
        Ok(self.rows)
    }
}

/// sshare's rows as split from its layout: lower-case column names, and each row's line and
/// fields (untrimmed).
struct Table {
    names: Vec<String>,
    rows: Vec<(u64, Vec<String>)>,
    /// Each column's width in the fixed-width layout (None: delimited, nothing is cut).
    widths: Option<Vec<usize>>,
    not_utf8: Option<InputError>,
}

/// Lines that are not sshare's: the capture's `# epoch` lines.
const SKIP_PREFIX: &str = "# epoch";

/// Reads `text`; `columns` names the columns of a file printed without a header (`-n`).
pub fn parse(text: &str, path: &str, columns: Option<&[String]>) -> Result<Saved, InputError> {
    if text.lines().all(|l| l.trim().is_empty()) {
        return Err(InputError::new(path, 0, "empty file: no sshare rows"));
    }
    let table = split(text, path, columns)?;
    let at = |n: &str| table.names.iter().position(|c| c == n);
    let (Some(acct), Some(user)) = (at("account"), at("user")) else {
        return Err(match columns {
            Some(_) => InputError::new(path, 1, "--columns must name Account and User"),
            None => not_sshare(path),
        });
    };
    let mut out = Vec::new();
    let mut cut = Vec::new();
    for (no, f) in &table.rows {
        let no = *no;
        let num = |name: &str, label: &str| -> Result<Option<f64>, InputError> {
            match at(name).map(|c| f[c].trim()).filter(|v| !v.is_empty()) {
                None => Ok(None),
                Some("inf") => Ok(Some(f64::INFINITY)),
                Some(v) => v
                    .parse()
                    .map(Some)
                    .map_err(|_| InputError::field(path, no, label, v, "expected a number")),
            }
        };
        let trimmed = |c: usize| f[c].trim().to_string();
        for column in NameColumn::ALL {
            let c = at(&column.title().to_ascii_lowercase());
            if let (Some(c), Some(widths)) = (c, &table.widths) {
                // A cut name fills its column, `+` last.
                if f[c].len() == widths[c] && f[c].ends_with('+') {
                    cut.push(CutName {
                        row: out.len(),
                        line: no,
                        column,
                        printed: f[c].clone(),
                    });
                }
            }
        }
        out.push(ObservedShare {
            cluster: at("cluster").map(trimmed).filter(|c| !c.is_empty()),
            account: trimmed(acct),
            user: trimmed(user),
            partition: at("partition").map(trimmed).unwrap_or_default(),
            raw_usage: num("rawusage", "RawUsage")?,
            norm_shares: num("normshares", "NormShares")?,
            norm_usage: num("normusage", "NormUsage")?,
            effectv_usage: num("effectvusage", "EffectvUsage")?,
            fairshare: num("fairshare", "FairShare")?,
            level_fs: num("levelfs", "LevelFS")?,
        });
    }
    if out.is_empty() {
        return Err(InputError::new(path, 0, "no sshare rows after the header"));
    }
    let cells = table
        .rows
        .iter()
        .map(|(_, f)| f.iter().map(|c| c.trim().to_string()).collect())
        .collect();
    Ok(Saved {
        rows: out,
        cut,
        not_utf8: table.not_utf8,
        printed: Printed {
            names: table.names,
            widths: table.widths,
            cells,
        },
    })
}

fn not_sshare(path: &str) -> InputError {
    InputError::new(
        path,
        1,
        "not sshare output: the header lacks Account or User (save sshare with -P, -p or as \
         printed, with its header and its line of dashes; for a file printed with -P -n, give \
         --columns with its -o list)",
    )
}

/// Splits `text` by its layout: `|`-delimited, or fixed-width under a line of dashes.
fn split(text: &str, path: &str, columns: Option<&[String]>) -> Result<Table, InputError> {
    // Names are text; every other column holds numbers.
    let delimited = |table: Delimited| -> Result<Table, InputError> {
        let typed: Vec<&str> = table
            .names
            .iter()
            .map(String::as_str)
            .filter(|n| !["cluster", "account", "user", "partition"].contains(n))
            .collect();
        Ok(Table {
            not_utf8: table.not_utf8(path, &typed)?,
            rows: table
                .rows
                .iter()
                .map(|(no, f)| (*no, f.iter().map(|f| f.to_string()).collect()))
                .collect(),
            names: table.names,
            widths: None,
        })
    };
    if let Some(names) = columns {
        return delimited(Delimited::headerless(text, path, SKIP_PREFIX, names)?);
    }
    let mut lines = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with(SKIP_PREFIX));
    let (k, header) = lines.next().unwrap_or_default();
    text_header(header, path, k as u64 + 1)?;
    if header.contains('|') {
        let titles: Vec<&str> = header.split('|').map(str::trim).collect();
        let names = |name: &str| titles.iter().any(|t| t.eq_ignore_ascii_case(name));
        if !names("account") || !names("user") {
            return Err(not_sshare(path));
        }
        return delimited(Delimited::parse(text, path, SKIP_PREFIX)?);
    }
    match lines.next() {
        Some((_, rule)) if is_rule(rule) => {
            if let Some((k, _)) = lines
                .clone()
                .find(|(_, l)| l.contains(char::REPLACEMENT_CHARACTER))
            {
                return Err(InputError::new(
                    path,
                    k as u64 + 1,
                    "bytes that are not UTF-8 in sshare's fixed-width layout, whose columns count \
                     bytes (binary file? else save sshare with -P)",
                ));
            }
            let widths: Vec<usize> = rule.split_whitespace().map(str::len).collect();
            let names = cut_fields(header, &widths)
                .iter()
                .map(|n| n.trim().to_ascii_lowercase())
                .collect();
            let rows = lines
                .map(|(i, l)| (i as u64 + 1, cut_fields(l, &widths)))
                .collect();
            Ok(Table {
                names,
                rows,
                widths: Some(widths),
                not_utf8: None,
            })
        }
        _ => Err(not_sshare(path)),
    }
}

/// sshare's rule under its header: a run of dashes per column, one space between.
fn is_rule(line: &str) -> bool {
    line.contains('-') && line.bytes().all(|b| b == b'-' || b == b' ')
}

/// A fixed-width line's fields: each column's width, then one space. sshare cuts a name to
/// its width but prints a number whole: a number wider than its column pushes the columns
/// after it to the right, so a field runs on to the next space.
fn cut_fields(line: &str, widths: &[usize]) -> Vec<String> {
    let bytes = line.as_bytes();
    let mut from = 0;
    widths
        .iter()
        .map(|&width| {
            let start = from.min(bytes.len());
            let mut end = (start + width).min(bytes.len());
            while end < bytes.len() && bytes[end] != b' ' {
                end += 1;
            }
            from = end + 1;
            String::from_utf8_lossy(&bytes[start..end]).into_owned()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_parsable_sshare() {
        let text = "Account|User|RawShares|NormShares|RawUsage|EffectvUsage|FairShare|LevelFS\nroot|||0.000000|48701|1.000000||\n genomics|u6|parent|0.416667|166|0.006870|0.166667|\n ops|u8|2|0.666667|0|0.000000|0.500000|inf\n";
        let rows = parse(text, "s.psv", None).unwrap().rows;
        assert_eq!(rows.len(), 3);
        assert_eq!(
            (
                rows[1].account.as_str(),
                rows[1].user.as_str(),
                rows[1].raw_usage
            ),
            ("genomics", "u6", Some(166.0))
        );
        assert_eq!(rows[2].level_fs, Some(f64::INFINITY));
        assert_eq!(rows[0].fairshare, None);
        let e = parse("Account|User|RawUsage\nroot||lots\n", "s.psv", None).unwrap_err();
        assert_eq!(
            e.to_string(),
            "s.psv:2: column RawUsage: value \"lots\": expected a number"
        );
        assert!(parse("Account       User\n", "s.txt", None)
            .unwrap_err()
            .to_string()
            .contains("save sshare with -P, -p or as printed"));
    }

    /// `sshare -a -P -n -o Account,User,RawShares,NormShares,RawUsage,NormUsage,FairShare`, as
    /// slurm_exporter's tests keep it (tests/data/realdata/slurm_exporter/fairshare.txt).
    #[test]
    fn reads_headerless_sshare_with_its_columns() {
        let text = "root|||0.000000|500000||\n root|ci-bot|parent|0.000000|25000|0.050000|0.500000\n account_b||1000|0.250000|50000|0.100000|\n  account_b|user4|1|0.250000|10000|0.020000|0.900000\n";
        let columns: Vec<String> = "Account,User,RawShares,NormShares,RawUsage,NormUsage,FairShare"
            .split(',')
            .map(String::from)
            .collect();
        let rows = parse(text, "f.txt", Some(&columns)).unwrap().rows;
        assert_eq!(rows.len(), 4);
        assert_eq!(
            (rows[3].account.as_str(), rows[3].user.as_str()),
            ("account_b", "user4")
        );
        assert_eq!((rows[2].norm_usage, rows[2].fairshare), (Some(0.1), None));
        assert_eq!(rows[1].raw_usage, Some(25000.0));
        // Without the columns the first row is taken for a header, which names no Account.
        let e = parse(text, "f.txt", None).unwrap_err().to_string();
        assert!(e.contains("give --columns"), "{e}");
        let e = parse(text, "f.txt", Some(&columns[..6])).unwrap_err();
        assert_eq!(
            e.to_string(),
            "f.txt:1: row has 7 fields but --columns names 6 columns"
        );
    }

    /// `sshare -a -l` as printed under classic fairshare (its layout from Slurm's
    /// src/common/print_fields.c: names cut to the column with `+`, numbers whole), and the same
    /// rows with -P.
    const FIXED: &str = concat!(
            "Account                    User  RawShares  NormShares    RawUsage   NormUsage  EffectvUsage  FairShare                    GrpTRESMins                    TRESRunMins \n",
            "-------------------- ---------- ---------- ----------- ----------- ----------- ------------- ---------- ------------------------------ ------------------------------ \n",
            "root                                          1.000000 123456789012                  1.000000                                           cpu=0,mem=0,energy=0,node=0,b+ \n",
            " root                      root          1    0.009901           0    0.000000      0.000000   1.000000                                                   cpu=0,mem=0 \n",
            " computational_biol+                    60    0.594059 98765432101    0.800000      0.800000                                                              cpu=0,mem=0 \n",
            "  computational_bio+ averyvery+          2    0.396040        5000    0.000040      0.000040   0.999930                                                   cpu=0,mem=0 \n",
            "  computational_bio+         u4     parent    0.198020           0    0.000000      0.000000   0.000012                                                   cpu=0,mem=0 \n",
            " physics                                40    0.396040           0    0.000000      0.000000                                                              cpu=0,mem=0 \n",
        );
    const PARSABLE: &str = "Account|User|RawShares|NormShares|RawUsage|NormUsage|EffectvUsage|FairShare|GrpTRESMins|TRESRunMins
root|||1.000000|123456789012||1.000000|||cpu=0,mem=0,energy=0,node=0,billing=0,fs/disk=0,vmem=0,pages=0
 root|root|1|0.009901|0|0.000000|0.000000|1.000000||cpu=0,mem=0
 computational_biology||60|0.594059|98765432101|0.800000|0.800000|||cpu=0,mem=0
  computational_biology|averyverylonguser|2|0.396040|5000|0.000040|0.000040|0.999930||cpu=0,mem=0
  computational_biology|u4|parent|0.198020|0|0.000000|0.000000|0.000012||cpu=0,mem=0
 physics||40|0.396040|0|0.000000|0.000000|||cpu=0,mem=0
";

    fn tree(accounts: &[&str], users: &[&str]) -> TreeNames {
        let set = |names: &[&str]| names.iter().map(|n| n.to_string()).collect();
        TreeNames {
            accounts: set(accounts),
            users: set(users),
            ..TreeNames::default()
        }
    }

    /// Issue 35: sshare saved as printed, without -P.
    #[test]
    fn issue_35_reads_the_fixed_width_layout_and_resolves_cut_names() {
        let saved = parse(FIXED, "s.txt", None).unwrap();
        let cut: Vec<(u64, NameColumn, &str)> = saved
            .cut
            .iter()
            .map(|c| (c.line, c.column, c.printed.as_str()))
            .collect();
        assert_eq!(
            cut,
            [
                (5, NameColumn::Account, " computational_biol+"),
                (6, NameColumn::Account, "  computational_bio+"),
                (6, NameColumn::User, "averyvery+"),
                (7, NameColumn::Account, "  computational_bio+"),
            ]
        );
        let names = tree(
            &["root", "computational_biology", "physics"],
            &["root", "averyverylonguser", "u4"],
        );
        let rows = saved.resolve("s.txt", &names).unwrap();
        assert_eq!(rows, parse(PARSABLE, "s.psv", None).unwrap().rows);
        // RawUsage wider than its column pushed the row's later columns right.
        assert_eq!(rows[0].raw_usage, Some(123_456_789_012.0));
        assert_eq!(rows[0].effectv_usage, Some(1.0));
        assert_eq!(rows[4].fairshare, Some(0.000012));

        let names = tree(
            &["computational_biology", "computational_biolab"],
            &["averyverylonguser"],
        );
        let e = parse(FIXED, "s.txt", None)
            .unwrap()
            .resolve("s.txt", &names);
        assert_eq!(
            e.unwrap_err().to_string(),
            "s.txt:5: column Account: value \" computational_biol+\": sshare cut this name to its column's width, and 2 names of the association tree begin \"computational_biol\" (computational_biolab, computational_biology): save sshare with -P, or widen the column (-o Account%40)"
        );
        let e = parse(FIXED, "s.txt", None)
            .unwrap()
            .resolve("s.txt", &TreeNames::default());
        assert!(e.unwrap_err().to_string().ends_with(
            "no account of the association tree loaded begins \"computational_biol\" (load the tree, or save sshare with -P)"
        ));
    }

    /// The names of a real tree (`sacctmgr show assoc -P`).
    fn tree_of(assoc_psv: &str) -> TreeNames {
        let mut tree = TreeNames::default();
        for a in crate::ingest::assoc::parse(assoc_psv, "assoc.psv", None)
            .unwrap()
            .rows
        {
            tree.clusters.insert(a.cluster);
            tree.accounts.insert(a.account);
            tree.users.insert(a.user);
        }
        tree
    }

    /// Every column both readings have, equal (the default layout has no NormUsage).
    fn same_rows(fixed: &[ObservedShare], parsable: &[ObservedShare]) -> Result<(), String> {
        if fixed.len() != parsable.len() {
            return Err(format!("{} rows vs {}", fixed.len(), parsable.len()));
        }
        for (f, p) in fixed.iter().zip(parsable) {
            let numbers = |r: &ObservedShare| {
                [
                    r.raw_usage,
                    r.norm_shares,
                    r.norm_usage,
                    r.effectv_usage,
                    r.fairshare,
                    r.level_fs,
                ]
            };
            let differ = numbers(f)
                .iter()
                .zip(numbers(p))
                .any(|(a, b)| matches!((a, b), (Some(a), Some(b)) if *a != b));
            if differ || (&f.account, &f.user) != (&p.account, &p.user) {
                return Err(format!("{f:?} vs {p:?}"));
            }
        }
        Ok(())
    }

    /// Issue 35, real 26.05.5 output (tests/data/lambda): `sshare -a` and `sshare -a -l` as
    /// printed, `computational_chemistry_lab` and `longusername01` cut with `+`.
    #[test]
    fn issue_35_real_fixed_width_sshare_reads_as_sshare_p() {
        let tree = tree_of(include_str!(
            "../../../tests/data/lambda/sacctmgr_assoc_full.psv"
        ));
        let parsable = include_str!("../../../tests/data/lambda/snap-1795726444/sshare_long.psv");
        let parsable = parse(parsable, "sshare_long.psv", None).unwrap().rows;
        for fixed in [
            include_str!("../../../tests/data/lambda/snap-1795726444/sshare_default.txt"),
            include_str!("../../../tests/data/lambda/snap-1795726444/sshare_long.txt"),
        ] {
            let saved = parse(fixed, "s.txt", None).unwrap();
            assert_eq!(saved.cut.len(), 6);
            let rows = saved.resolve("s.txt", &tree).unwrap();
            same_rows(&rows, &parsable).unwrap();
        }
    }

    /// Every snapshot of the lambda capture: `sshare -a` and `sshare -a -l` as printed read to
    /// the rows of `sshare -a -l -P` printed in the same second.
    #[test]
    fn issue_35_every_lambda_snapshot_reads_the_same_in_both_layouts() {
        let case = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/golden/lambda");
        let read = |p: &std::path::Path| std::fs::read_to_string(p).unwrap();
        let tree = tree_of(&read(&case.join("final/sacctmgr_assoc_full.psv")));
        let mut snaps: Vec<_> = std::fs::read_dir(case.join("snapshots"))
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        snaps.push(case.join("final").join("snap-1795727116-20261126T210516Z"));
        for snap in &snaps {
            let parsable = parse(&read(&snap.join("sshare_long.psv")), "p", None).unwrap();
            for layout in ["sshare_default.txt", "sshare_long.txt"] {
                let fixed = parse(&read(&snap.join(layout)), layout, None).unwrap();
                let rows = fixed.resolve(layout, &tree).unwrap();
                if let Err(e) = same_rows(&rows, &parsable.rows) {
                    panic!("{}/{layout}: {e}", snap.display());
                }
            }
        }
        assert_eq!(snaps.len(), 31);
    }

    /// Fair Tree's `sshare -a` (LevelFS `inf`, a `parent` share), one cut name.
    #[test]
    fn fixed_width_without_long_columns() {
        let text = concat!(
            "Account                    User  RawShares  NormShares    RawUsage  EffectvUsage  FairShare    LevelFS \n",
            "-------------------- ---------- ---------- ----------- ----------- ------------- ---------- ---------- \n",
            "root                                          0.000000       48701      1.000000                       \n",
            " genomics                  u6     parent    0.416667         166      0.006870   0.166667            \n",
            " ops                       u8          2    0.666667           0      0.000000   0.500000        inf \n",
        );
        let rows = parse(text, "s.txt", None).unwrap();
        assert!(rows.cut.is_empty());
        let psv = "Account|User|RawShares|NormShares|RawUsage|EffectvUsage|FairShare|LevelFS\nroot|||0.000000|48701|1.000000||\n genomics|u6|parent|0.416667|166|0.006870|0.166667|\n ops|u8|2|0.666667|0|0.000000|0.500000|inf\n";
        assert_eq!(rows.rows, parse(psv, "s.psv", None).unwrap().rows);
    }

    /// Issue 35: names are text in `sshare -P` (lambda's real output, a byte 0xE9 put in a
    /// user's name); the fixed-width layout counts bytes, so there such bytes fail the file.
    #[test]
    fn issue_35_names_that_are_not_utf8() {
        use crate::ingest::with_byte;
        let psv = include_str!("../../../tests/data/lambda/snap-1795726444/sshare_long.psv");
        let saved = parse(&with_byte(psv, "longusername0", 0xE9), "s.psv", None).unwrap();
        let line = psv
            .lines()
            .position(|l| l.contains("longusername0"))
            .unwrap()
            + 1;
        assert_eq!(
            saved.not_utf8.unwrap().to_string(),
            format!("s.psv:{line}: column User: value \"longusername0\u{FFFD}1\": bytes that are not UTF-8, read as U+FFFD")
        );
        let e = parse(&with_byte(psv, "|35941", 0xFF), "s.psv", None).unwrap_err();
        assert_eq!((e.line, e.column.as_deref()), (2, Some("RawUsage")));
        let txt = include_str!("../../../tests/data/lambda/snap-1795726444/sshare_long.txt");
        let e = parse(&with_byte(txt, " root ", 0xE9), "s.txt", None).unwrap_err();
        assert_eq!(
            e.to_string(),
            "s.txt:4: bytes that are not UTF-8 in sshare's fixed-width layout, whose columns count bytes (binary file? else save sshare with -P)"
        );
    }
}
