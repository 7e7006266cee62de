//! Reader for sprio output saved from a live system. With its header line, any layout sprio
//! prints: `sprio -l`, or plain `sprio`, whose factor columns are only those with a non-zero
//! weight (`JOBID PARTITION PRIORITY SITE AGE FAIRSHARE JOBSIZE QOS`). Without a header,
//! `sprio -l`'s layout by its column count: 22.05's
//! `JOBID PARTITION USER PRIORITY SITE AGE ASSOC FAIRSHARE JOBSIZE PARTITION QOS NICE TRES`, or
//! from 23.02 on with ACCOUNT after USER and QOSNAME before QOS, where a job asking for several
//! QOS has a row for each. Bytes that are not UTF-8 in a name are read as U+FFFD with one
//! warning; in a number or id they fail the file.

use crate::error::InputError;
use crate::ingest::{NotUtf8, Rows};

/// The numeric columns of sprio, by title: a row's `numbers` are in this order.
pub const NUMBERS: [&str; 8] = [
    "PRIORITY",
    "AGE",
    "ASSOC",
    "FAIRSHARE",
    "JOBSIZE",
    "PARTITION",
    "QOS",
    "NICE",
];

/// One row: job id, partition, the QOS and account (23.02 on), and the NUMBERS in order
/// (None where sprio did not print the column).
#[derive(Debug, Clone, PartialEq)]
pub struct ObservedPriority {
    pub job_id: String,
    pub partition: String,
    pub qos: Option<String>,
    pub account: Option<String>,
    pub numbers: Vec<Option<f64>>,
}

/// What one printed column holds.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Column {
    JobId,
    Partition,
    Account,
    QosName,
    /// Index into NUMBERS.
    Number(usize),
    /// TRES: blank without PriorityWeightTRES, so it may be missing from a row's end.
    Tres,
    /// USER, SITE, CLUSTER, SLUID: read past.
    Other(&'static str),
}

impl Column {
    fn title(self) -> &'static str {
        match self {
            Column::JobId => "JOBID",
            Column::Partition => "PARTITION",
            Column::Account => "ACCOUNT",
            Column::QosName => "QOSNAME",
            Column::Number(k) => NUMBERS[k],
            Column::Tres => "TRES",
            Column::Other(title) => title,
        }
    }

    /// Read as a number or an id, not a name.
    fn typed(self) -> bool {
        !matches!(
            self,
            Column::Partition
                | Column::Account
                | Column::QosName
                | Column::Other("USER" | "CLUSTER")
        )
    }
}

fn number(title: &str) -> Column {
    Column::Number(
        NUMBERS
            .iter()
            .position(|n| *n == title)
            .expect("a NUMBERS title"),
    )
}

/// `sprio -l`'s columns by the count a headerless row has.
#[rustfmt::skip]
fn long_layout(count: usize) -> Option<Vec<Column>> {
    use Column::*;
    let n = number;
    match count {
        12 | 13 => Some(vec![
            JobId, Partition, Other("USER"), n("PRIORITY"), Other("SITE"), n("AGE"), n("ASSOC"),
            n("FAIRSHARE"), n("JOBSIZE"), Number(5), n("QOS"), n("NICE"), Tres,
        ]),
        14 | 15 => Some(vec![
            JobId, Partition, Other("USER"), Account, n("PRIORITY"), Other("SITE"), n("AGE"),
            n("ASSOC"), n("FAIRSHARE"), n("JOBSIZE"), Number(5), QosName, n("QOS"), n("NICE"), Tres,
        ]),
        _ => None,
    }
}

/// The columns a header line names; the first PARTITION is the partition's name, a second
/// its factor.
fn header_layout(titles: &[&str], path: &str, no: u64) -> Result<Vec<Column>, InputError> {
    let mut seen_partition = false;
    titles
        .iter()
        .map(|t| {
            Ok(match *t {
                "JOBID" => Column::JobId,
                "PARTITION" if !seen_partition => {
                    seen_partition = true;
                    Column::Partition
                }
                "ACCOUNT" => Column::Account,
                "QOSNAME" => Column::QosName,
                "TRES" => Column::Tres,
                "USER" => Column::Other("USER"),
                "SITE" => Column::Other("SITE"),
                "CLUSTER" => Column::Other("CLUSTER"),
                "SLUID" => Column::Other("SLUID"),
                t if NUMBERS.contains(&t) => number(t),
                t => {
                    return Err(InputError::field(
                        path,
                        no,
                        "header",
                        t,
                        "not a sprio column title",
                    ))
                }
            })
        })
        .collect()
}

pub fn parse(text: &str, path: &str) -> Result<Rows<ObservedPriority>, InputError> {
    let mut out = Vec::new();
    let mut not_utf8 = NotUtf8::new(path);
    let mut layout: Option<Vec<Column>> = None;
    for (i, line) in text.lines().enumerate() {
        let no = i as u64 + 1;
        let f: Vec<&str> = line.split_whitespace().collect();
        if f.is_empty() || line.starts_with("# epoch") {
            continue;
        }
        if f[0] == "JOBID" {
            layout = Some(header_layout(&f, path, no)?);
            continue;
        }
        let columns = match &layout {
            Some(l) => l.clone(),
            None => long_layout(f.len()).ok_or_else(|| {
                InputError::new(
                    path,
                    no,
                    format!(
                        "not `sprio -l` output ({} columns, expected 13, or 15 from Slurm 23.02 \
                         on); sprio without -l needs its header line",
                        f.len()
                    ),
                )
            })?,
        };
        let tres_blank = columns.last() == Some(&Column::Tres) && f.len() + 1 == columns.len();
        if f.len() != columns.len() && !tres_blank {
            return Err(InputError::new(
                path,
                no,
                format!(
                    "row has {} fields but the header has {} columns",
                    f.len(),
                    columns.len()
                ),
            ));
        }
        let mut row = ObservedPriority {
            job_id: String::new(),
            partition: String::new(),
            qos: None,
            account: None,
            numbers: vec![None; NUMBERS.len()],
        };
        for (column, value) in columns.iter().zip(&f) {
            not_utf8.check(no, column.title(), value, column.typed())?;
            match column {
                Column::JobId => row.job_id = value.to_string(),
                Column::Partition => row.partition = value.to_string(),
                Column::Account => row.account = Some(value.to_string()),
                Column::QosName => row.qos = Some(value.to_string()),
                Column::Number(k) => {
                    row.numbers[*k] = Some(value.parse::<f64>().map_err(|_| {
                        InputError::field(path, no, NUMBERS[*k], value, "not a number")
                    })?)
                }
                Column::Tres | Column::Other(_) => {}
            }
        }
        if row.job_id.is_empty() {
            return Err(InputError::new(path, no, "the header has no JOBID column"));
        }
        out.push(row);
    }
    Ok(Rows {
        rows: out,
        not_utf8: not_utf8.warning(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_sprio_long() {
        let text = "             19 batch           u7      45334          0        748          0      33333        625       1000      10000         500        cpu=125,mem=3\n";
        let rows = parse(text, "s.txt").unwrap().rows;
        assert_eq!(
            (rows[0].job_id.as_str(), rows[0].partition.as_str()),
            ("19", "batch")
        );
        assert_eq!(
            rows[0].numbers,
            [45334.0, 748.0, 0.0, 33333.0, 625.0, 1000.0, 10000.0, 500.0].map(Some)
        );
        // 26.05.5's `sprio -l` (tools/oracle/validation-sid.txt): job 1 asked for QOS a and b.
        let text = "              1 batch           u1    astro      62546          0         31          0      50000        508       2000          b      10000           0          cpu=8,mem=0\n              1 batch           u1    astro      53546          0         31          0      50000        508       2000          a       1000           0          cpu=8,mem=0\n";
        let rows = parse(text, "s.txt").unwrap().rows;
        assert_eq!(rows.len(), 2);
        assert_eq!(
            (rows[1].qos.as_deref(), rows[1].account.as_deref()),
            (Some("a"), Some("astro"))
        );
        assert_eq!(
            rows[1].numbers,
            [53546.0, 31.0, 0.0, 50000.0, 508.0, 2000.0, 1000.0, 0.0].map(Some)
        );
        let e = parse("1 batch u 10 0 x 0 0 0 0 0 0\n", "s.txt").unwrap_err();
        assert_eq!(
            e.to_string(),
            "s.txt:1: column AGE: value \"x\": not a number"
        );
    }

    /// Plain `sprio` prints the factor columns of non-zero weights only: ARCHER2's user guide
    /// (tests/data/realdata/archer2-docs/sprio-l_archer2.txt) has no ASSOC, PARTITION, NICE.
    #[test]
    fn reads_sprio_by_its_header() {
        let text = "          JOBID PARTITION   PRIORITY       SITE        AGE  FAIRSHARE    JOBSIZE        QOS\n         828797 standard        1118          0        115          0          4       1000\n";
        let rows = parse(text, "s.txt").unwrap().rows;
        assert_eq!(
            (rows[0].job_id.as_str(), rows[0].partition.as_str()),
            ("828797", "standard")
        );
        let n = |v: f64| Some(v);
        assert_eq!(
            rows[0].numbers,
            vec![
                n(1118.0),
                n(115.0),
                None,
                n(0.0),
                n(4.0),
                None,
                n(1000.0),
                None
            ]
        );
        // 23.02's `sprio -l` header: the second PARTITION is the factor.
        let text = "          JOBID PARTITION     USER  ACCOUNT   PRIORITY       SITE        AGE      ASSOC  FAIRSHARE    JOBSIZE  PARTITION    QOSNAME        QOS        NICE                 TRES\n              1 batch           u1    astro      53546          0         31          0      50000        508       2000          a       1000           0          cpu=8,mem=0\n";
        let rows = parse(text, "s.txt").unwrap().rows;
        assert_eq!(rows[0].numbers[5], Some(2000.0));
        assert_eq!(rows[0].qos.as_deref(), Some("a"));
        let e = parse("JOBID PARTITION PRIORITY WEIRD\n1 b 2 3\n", "s.txt").unwrap_err();
        assert_eq!(
            e.to_string(),
            "s.txt:1: column header: value \"WEIRD\": not a sprio column title"
        );
        let e = parse("JOBID PARTITION PRIORITY AGE\n1 b 2\n", "s.txt").unwrap_err();
        assert_eq!(
            e.to_string(),
            "s.txt:2: row has 3 fields but the header has 4 columns"
        );
    }

    /// Issue 35: names are text (lambda's real `sprio -l`, a byte 0xE9 put in an account's
    /// name); a priority is a number.
    #[test]
    fn issue_35_a_name_that_is_not_utf8() {
        use crate::ingest::with_byte;
        let text = include_str!("../../../tests/data/lambda/snap-1795726444/sprio_long.txt");
        let read = parse(&with_byte(text, "astro", 0xE9), "sprio_long.txt").unwrap();
        assert_eq!(read.rows[0].account.as_deref(), Some("astro\u{FFFD}"));
        assert_eq!(
            read.not_utf8.unwrap().to_string(),
            "sprio_long.txt:1: column ACCOUNT: value \"astro\u{FFFD}\": bytes that are not UTF-8, read as U+FFFD"
        );
        let e = parse(&with_byte(text, "2694", 0xFF), "sprio_long.txt").unwrap_err();
        assert_eq!(
            e.to_string(),
            "sprio_long.txt:1: column PRIORITY: value \"2694\u{FFFD}9\": bytes that are not UTF-8 in a typed field (binary file?)"
        );
    }
}
