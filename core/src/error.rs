//! The one input-error type: every reader reports bad input as `FILE:LINE: column NAME: value "…": reason`.
//! Owns formatting of the location; knows nothing of how the error is shown to the user.

use std::fmt;

/// A problem in an input file, located as precisely as the reader could.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct InputError {
    pub path: String,
    /// 1-based line (of the record's first line); 0 when the whole file is at fault.
    pub line: u64,
    pub column: Option<String>,
    pub value: Option<String>,
    pub reason: String,
}

impl InputError {
    pub fn new(path: &str, line: u64, reason: impl Into<String>) -> Self {
        InputError {
            path: path.to_string(),
            line,
            column: None,
            value: None,
            reason: reason.into(),
        }
    }

    pub fn field(
        path: &str,
        line: u64,
        column: &str,
        value: &str,
        reason: impl Into<String>,
    ) -> Self {
        InputError {
            path: path.to_string(),
            line,
            column: Some(column.to_string()),
            value: Some(value.to_string()),
            reason: reason.into(),
        }
    }
}

/// Long values are cut and control characters escaped, so binary garbage stays readable.
fn shown(value: &str) -> String {
    const MAX: usize = 80;
    let mut out = String::new();
    for (i, c) in value.chars().enumerate() {
        if i == MAX {
            out.push('…');
            break;
        }
        out.extend(c.escape_debug());
    }
    out
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 0 {
            write!(f, "{}:{}: ", self.path, self.line)?;
        } else {
            write!(f, "{}: ", self.path)?;
        }
        if let Some(column) = &self.column {
            write!(f, "column {column}: ")?;
        }
        if let Some(value) = &self.value {
            write!(f, "value \"{}\": ", shown(value))?;
        }
        f.write_str(&self.reason)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_full_location() {
        let e = InputError::field("sacct.txt", 1234, "End", "2026-13-01", "month out of range");
        assert_eq!(
            e.to_string(),
            "sacct.txt:1234: column End: value \"2026-13-01\": month out of range"
        );
    }

    #[test]
    fn escapes_control_characters_and_cuts_long_values() {
        let e = InputError::field("f", 2, "JobID", "\u{1}\u{0}x", "bad");
        assert_eq!(
            e.to_string(),
            "f:2: column JobID: value \"\\u{1}\\0x\": bad"
        );
        let long = "a".repeat(100);
        let e = InputError::field("f", 2, "JobName", &long, "bad");
        assert!(e.to_string().contains(&format!("{}…", "a".repeat(80))));
    }

    #[test]
    fn whole_file_errors_have_no_line() {
        assert_eq!(
            InputError::new("x.gz", 0, "empty file").to_string(),
            "x.gz: empty file"
        );
    }
}
