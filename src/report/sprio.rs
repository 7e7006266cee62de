//! sprio's output, as Slurm 22.05 prints it: `-o` format strings (`%.15i %9r …`), the default
//! and `-l` layouts, weighted (`%.0f`) and normalized (`%.7f`) factors.

use std::io::{self, Write};
use std::sync::Arc;

use crate::ingest::slurm_time::Zone;
use crate::model::types::{Cell, Table};
use crate::model::version::SlurmVersion;
use crate::replay::Pending;
use crate::replay::SprioLine;

/// sprio's default format: job, partition[, user], priority, site, then one column per
/// non-zero weight, then TRES if weighted (spec §8).
pub fn default_format(weights: &[f64; 6], tres_weighted: bool, with_user: bool) -> String {
    let mut f = String::from("%.15i %9r");
    if with_user {
        f.push_str(" %.8u");
    }
    f.push_str(" %.10Y %.10S");
    for (w, spec) in weights
        .iter()
        .zip(["%.10A", "%.10B", "%.10F", "%.10J", "%.10P", "%.10Q"])
    {
        if *w != 0.0 {
            f.push(' ');
            f.push_str(spec);
        }
    }
    if tres_weighted {
        f.push_str(" %.20T");
    }
    f
}

/// `sprio -l`'s layout: from 23.02 on with the account (`%o`) and the QOS name (`%n`); a
/// release not known prints as 22.05.
pub fn long_format(version: Option<SlurmVersion>) -> &'static str {
    match version {
        Some(v) if v.sprio_names_account_and_qos() => {
            "%.15i %9r %.8u %.8o %.10Y %.10S %.10A %.10B %.10F %.10J %.10P %.10n %.10Q %.11N %.20T"
        }
        _ => "%.15i %9r %.8u %.10Y %.10S %.10A %.10B %.10F %.10J %.10P %.10Q %.11N %.20T",
    }
}

enum Piece {
    Text(String),
    Field {
        right: bool,
        width: Option<usize>,
        spec: char,
    },
}

fn parse(format: &str) -> Result<Vec<Piece>, String> {
    let mut out = Vec::new();
    let mut chars = format.chars().peekable();
    let mut text = String::new();
    while let Some(c) = chars.next() {
        if c != '%' {
            text.push(c);
            continue;
        }
        if !text.is_empty() {
            out.push(Piece::Text(std::mem::take(&mut text)));
        }
        let right = chars.peek() == Some(&'.');
        if right {
            chars.next();
        }
        let mut digits = String::new();
        while let Some(d) = chars.peek().filter(|d| d.is_ascii_digit()) {
            digits.push(*d);
            chars.next();
        }
        let spec = chars.next().ok_or("format ends with %")?;
        if !"irRnouYyaAbBfFjJpPqQNStT".contains(spec) {
            return Err(format!("unknown sprio field %{spec}"));
        }
        out.push(Piece::Field {
            right,
            width: digits.parse().ok(),
            spec,
        });
    }
    if !text.is_empty() {
        out.push(Piece::Text(text));
    }
    Ok(out)
}

fn tres_list(names: &[String], values: &[f64], decimals: usize) -> String {
    names
        .iter()
        .zip(values)
        .filter(|(_, v)| **v != 0.0)
        .map(|(n, v)| format!("{n}={v:.decimals$}"))
        .collect::<Vec<_>>()
        .join(",")
}

fn value(line: &SprioLine, spec: char) -> (String, &'static str) {
    let idx = |c: char| "aAbBfFjJpPqQ".find(c).map(|i| i / 2).unwrap_or(0);
    match spec {
        'i' => (line.job_id.clone(), "JOBID"),
        'r' | 'R' => (line.partition.clone(), "PARTITION"),
        'u' => (line.user.clone(), "USER"),
        'n' => (line.qos.to_string(), "QOSNAME"),
        'o' => (line.account.to_string(), "ACCOUNT"),
        'Y' => (line.priority.to_string(), "PRIORITY"),
        'y' => (
            format!("{:16.14}", f64::from(line.priority) / 4_294_967_295.0),
            "PRIORITY",
        ),
        'N' => (line.nice.to_string(), "NICE"),
        'S' => (line.site.to_string(), "SITE"),
        't' => (tres_list(&line.tres_names, &line.norm_tres, 2), "TRES"),
        'T' => (tres_list(&line.tres_names, &line.weighted_tres, 0), "TRES"),
        'a' | 'b' | 'f' | 'j' | 'p' | 'q' => (
            format!("{:.7}", line.norm[idx(spec)]),
            ["AGE", "ASSOC", "FAIRSHARE", "JOBSIZE", "PARTITION", "QOS"][idx(spec)],
        ),
        _ => (
            format!("{:.0}", line.weighted[idx(spec)]),
            ["AGE", "ASSOC", "FAIRSHARE", "JOBSIZE", "PARTITION", "QOS"][idx(spec)],
        ),
    }
}

fn cell(text: &str, right: bool, width: Option<usize>) -> String {
    match width {
        None => text.to_string(),
        Some(w) => {
            let cut: String = text.chars().take(w).collect();
            if right {
                format!("{cut:>w$}")
            } else {
                format!("{cut:<w$}")
            }
        }
    }
}

/// Writes the rows in `format` (sprio's `-o`), with a header line unless `no_header`.
pub fn write(
    lines: &[SprioLine],
    format: &str,
    no_header: bool,
    out: &mut (impl Write + ?Sized),
) -> io::Result<()> {
    let pieces = parse(format).map_err(|e| io::Error::new(io::ErrorKind::InvalidInput, e))?;
    let render = |f: &dyn Fn(char) -> String| -> String {
        pieces
            .iter()
            .map(|p| match p {
                Piece::Text(t) => t.clone(),
                Piece::Field { right, width, spec } => cell(&f(*spec), *right, *width),
            })
            .collect()
    };
    if !no_header {
        let probe = lines.first();
        writeln!(
            out,
            "{}",
            render(&|spec| probe.map_or_else(|| header_of(spec), |l| value(l, spec).1.to_string()))
        )?;
    }
    for line in lines {
        writeln!(out, "{}", render(&|spec| value(line, spec).0))?;
    }
    Ok(())
}

fn header_of(spec: char) -> String {
    let dummy = SprioLine {
        job_id: String::new(),
        partition: String::new(),
        qos: "".into(),
        account: "".into(),
        user: String::new(),
        priority: 0,
        site: 0,
        nice: 0,
        norm: [0.0; 6],
        weighted: [0.0; 6],
        tres_names: Arc::new([]),
        norm_tres: vec![],
        weighted_tres: vec![],
    };
    value(&dummy, spec).1.to_string()
}

/// The rows as a table of named columns (CSV, JSON): every factor, normalized and weighted.
pub fn table(lines: &[SprioLine]) -> Table {
    use crate::model::types::{Cell, Table};
    let names = ["age", "assoc", "fairshare", "jobsize", "partition", "qos"];
    let mut columns: Vec<String> = ["jobid", "partition", "user", "priority", "site", "nice"]
        .map(String::from)
        .to_vec();
    columns.extend(names.iter().map(|n| format!("{n}_norm")));
    columns.extend(names.iter().map(|n| n.to_string()));
    columns.extend(["tres_norm".to_string(), "tres".to_string()]);
    Table {
        columns,
        rows: lines
            .iter()
            .map(|l| {
                let mut row = vec![
                    Cell::Text(l.job_id.clone()),
                    Cell::Text(l.partition.clone()),
                    Cell::Text(l.user.clone()),
                    Cell::Int(i64::from(l.priority)),
                    Cell::Int(l.site),
                    Cell::Int(l.nice),
                ];
                row.extend(l.norm.iter().map(|v| Cell::Float(*v)));
                row.extend(l.weighted.iter().map(|v| Cell::Float(*v)));
                row.push(Cell::Text(tres_list(&l.tres_names, &l.norm_tres, 2)));
                row.push(Cell::Text(tres_list(&l.tres_names, &l.weighted_tres, 0)));
                row
            })
            .collect(),
    }
}

/// sprio -n: the same layout with normalized values (`%A` → `%a`, …, `%Y` → `%y`).
pub fn normalized(format: &str) -> String {
    let mut out = String::with_capacity(format.len());
    let mut in_spec = false;
    for c in format.chars() {
        if in_spec && !(c == '.' || c.is_ascii_digit()) {
            in_spec = false;
            out.push(if "ABFJPQTY".contains(c) {
                c.to_ascii_lowercase()
            } else {
                c
            });
            continue;
        }
        in_spec |= c == '%';
        out.push(c);
    }
    out
}

/// sprio -w: the header and one `Weights` row in `format`.
pub fn write_weights(
    format: &str,
    weights: &[f64; 6],
    tres: &str,
    out: &mut (impl Write + ?Sized),
) -> io::Result<()> {
    let pieces = parse(format).map_err(|e| io::Error::new(io::ErrorKind::InvalidInput, e))?;
    let render = |f: &dyn Fn(char) -> String| -> String {
        pieces
            .iter()
            .map(|p| match p {
                Piece::Text(t) => t.clone(),
                Piece::Field { right, width, spec } => cell(&f(*spec), *right, *width),
            })
            .collect()
    };
    writeln!(out, "{}", render(&|spec| header_of(spec)))?;
    let idx = |c: char| "ABFJPQ".find(c);
    writeln!(
        out,
        "{}",
        render(&|spec| match spec {
            'i' => "Weights".to_string(),
            'S' => "1".to_string(),
            'T' => tres.to_string(),
            c => idx(c).map_or_else(String::new, |i| format!("{:.0}", weights[i])),
        })
    )
}

/// Checks a format string without printing.
pub fn check_format(format: &str) -> Result<(), String> {
    parse(format).map(|_| ())
}

/// `squeue`'s table: the pending rows in the scheduler's `order` (`Pending::order`), with rank.
pub fn queue_table(
    pending: &Pending,
    order: &[usize],
    shown: impl Fn(&SprioLine) -> bool,
    zone: Zone,
) -> Table {
    let (lines, meta) = (&pending.lines, &pending.meta);
    Table {
        columns: [
            "RANK",
            "JOBID",
            "PARTITION",
            "TIER",
            "USER",
            "ACCOUNT",
            "QOS",
            "PRIORITY",
            "SQUEUE_PRIORITY",
            "SUBMIT_TIME",
        ]
        .map(String::from)
        .to_vec(),
        rows: order
            .iter()
            .enumerate()
            .filter(|(_, &i)| shown(&lines[i]))
            .map(|(rank, &i)| {
                let m = &meta[i];
                vec![
                    Cell::Int(rank as i64 + 1),
                    Cell::Text(lines[i].job_id.clone()),
                    Cell::Text(lines[i].partition.clone()),
                    Cell::Int(m.tier),
                    Cell::Text(lines[i].user.clone()),
                    Cell::Text(lines[i].account.to_string()),
                    Cell::Text(lines[i].qos.to_string()),
                    Cell::Int(i64::from(m.priority)),
                    Cell::Int(i64::from(m.job_priority)),
                    Cell::Text(zone.format(m.submit)),
                ]
            })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line() -> SprioLine {
        SprioLine {
            job_id: "19".into(),
            partition: "batch".into(),
            qos: "normal".into(),
            account: "neuro".into(),
            user: "u7".into(),
            priority: 45334,
            site: 0,
            nice: 500,
            norm: [0.7475, 0.0, 1.0 / 3.0, 0.625, 0.1, 1.0],
            weighted: [747.5, 0.0, 33333.333, 625.0, 1000.0, 10000.0],
            tres_names: Arc::from(["cpu".to_string(), "mem".to_string()]),
            norm_tres: vec![0.25, 0.03125],
            weighted_tres: vec![125.0, 3.125],
        }
    }

    /// The golden capture's sprio line for job 19 at 10:37:54 (sprio_custom.psv).
    #[test]
    fn golden_custom_format() {
        let mut out = Vec::new();
        write(
            &[line()],
            "%i|%r|%u|%Y|%A|%B|%F|%J|%P|%Q|%N|%T",
            true,
            &mut out,
        )
        .unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "19|batch|u7|45334|748|0|33333|625|1000|10000|500|cpu=125,mem=3\n"
        );
    }

    #[test]
    fn weights_row_as_in_the_golden_capture() {
        let mut out = Vec::new();
        let f = default_format(
            &[1000.0, 0.0, 100000.0, 1000.0, 10000.0, 10000.0],
            true,
            false,
        );
        write_weights(
            &f,
            &[1000.0, 0.0, 100000.0, 1000.0, 10000.0, 10000.0],
            "CPU=500,Mem=100",
            &mut out,
        )
        .unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "          JOBID PARTITION   PRIORITY       SITE        AGE  FAIRSHARE    JOBSIZE  PARTITION        QOS                 TRES\n        Weights                               1       1000     100000       1000      10000      10000      CPU=500,Mem=100\n"
        );
        assert_eq!(
            normalized("%.15i %.10Y %.10A %.20T"),
            "%.15i %.10y %.10a %.20t"
        );
    }

    #[test]
    fn long_format_widths() {
        let mut out = Vec::new();
        write(&[line()], long_format(None), true, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert_eq!(text, "             19 batch           u7      45334          0        748          0      33333        625       1000      10000         500        cpu=125,mem=3\n");
        assert!(check_format("%i %Z").is_err());
    }
}
