//! sreport's output: the title block, then fields laid out as Slurm's print_fields does
//! (`-P`: `|` between fields; `-p`: after each; otherwise fixed widths, a negative width
//! left-aligned, and a dashed rule under the header).

use std::io::{self, Write};

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
    out: &mut impl Write,
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
    out: &mut impl Write,
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
                if cut_with_plus && v.chars().count() > w && !v.ends_with('%') && w > 0 {
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
