//! Reader for sacct's delimited output (`-P`/`--parsable2`, `-p`/`--parsable`), with or without
//! a header, any column order and any superset of the columns we use.
//!
//! Free-text fields (JobName, SubmitLine, Constraints, …) may contain the delimiter or span
//! several lines. Such records are repaired against the header's column count: every way of
//! giving the surplus fields to free-text columns is tried and the typed columns (times,
//! numbers, states, TRES) must validate; exactly one alignment must remain, never a guess.
//!
//! Bytes that are not UTF-8 are read as U+FFFD in text fields (one warning per file); in a
//! typed field they fail the record. A column the header names twice (`--format=all,End`) is
//! read when its copies agree on every row.

mod columns;
mod record;
#[cfg(test)]
mod tests;

use columns::{column_kind, header_like, plausible, Cols, Kind};
pub use columns::{column_list, XDMOD_COLUMNS};
pub use record::Record;

use std::io::BufRead;

use crate::error::InputError;
use crate::ingest::slurm_time::Zone;
use crate::ingest::NotUtf8;

/// Base job states sacct prints (`CANCELLED by N` is CANCELLED), text or JSON. EXPEDITING
/// (25.11): a `sbatch --requeue=expedite` job whose run failed, on its way back to the
/// queue ahead of every other job (`SlurmctldParameters=enable_expedited_requeue`).
pub const KNOWN_STATES: &[&str] = &[
    "BOOT_FAIL",
    "CANCELLED",
    "COMPLETED",
    "COMPLETING",
    "CONFIGURING",
    "DEADLINE",
    "EXPEDITING",
    "FAILED",
    "NODE_FAIL",
    "OUT_OF_MEMORY",
    "PENDING",
    "PREEMPTED",
    "RESIZING",
    "REQUEUED",
    "REQUEUE_FED",
    "REQUEUE_HOLD",
    "RESV_DEL_HOLD",
    "REVOKED",
    "RUNNING",
    "SIGNALING",
    "SPECIAL_EXIT",
    "STAGE_OUT",
    "STOPPED",
    "SUSPENDED",
    "TIMEOUT",
];

/// How the input is laid out; everything else is detected from the data.
#[derive(Debug, Clone)]
pub struct SacctOptions {
    /// Column names of a headerless file (`--columns`), in order.
    pub columns: Option<Vec<String>>,
    pub delimiter: String,
    /// `--parsable`: every record ends with the delimiter. Detected from the header otherwise.
    pub trailing_delimiter: bool,
    /// Cluster for dumps without a Cluster column.
    pub cluster: Option<String>,
    pub zone: Zone,
    /// Skip records that cannot be read instead of failing the load (each is reported).
    pub skip_bad_rows: bool,
}

impl Default for SacctOptions {
    fn default() -> Self {
        SacctOptions {
            columns: None,
            delimiter: "|".into(),
            trailing_delimiter: false,
            cluster: None,
            zone: Zone::Utc,
            skip_bad_rows: false,
        }
    }
}

/// What a finished read saw besides its records.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct ReadSummary {
    pub lines: u64,
    /// Records skipped with `skip_bad_rows`, with the reason for each.
    pub skipped: Vec<InputError>,
    /// Records whose delimiters or line breaks inside free text were repaired.
    pub repaired: u64,
}

impl ReadSummary {
    /// Adds what the read of a later part of the file saw.
    fn merge(&mut self, later: ReadSummary) {
        self.lines = self.lines.max(later.lines);
        self.skipped.extend(later.skipped);
        self.repaired += later.repaired;
    }
}

/// Whole records cut from a dump (`SacctReader::next_block`), for another reader to read
/// (`SacctReader::block_reader`), on another thread say.
#[derive(Debug)]
pub struct Block {
    bytes: Vec<u8>,
    /// The file's lines before the block's first.
    after_line: u64,
}

/// What the reader of a block saw besides its records, for the reader that adds up the
/// blocks in file order (`SacctReader::absorb`).
#[derive(Debug)]
pub struct Seen {
    summary: ReadSummary,
    not_utf8: NotUtf8,
}

/// One record's fields: its text (lines a free-text field broke joined by `\n`) and each
/// field's byte range in it, so that splitting a record allocates nothing per field.
#[derive(Debug, Default)]
struct Fields {
    text: String,
    spans: Vec<(usize, usize)>,
    /// Some line of the record had bytes that are not UTF-8 (read as U+FFFD).
    lossy: bool,
}

impl Fields {
    fn len(&self) -> usize {
        self.spans.len()
    }

    fn get(&self, i: usize) -> &str {
        let (from, to) = self.spans[i];
        &self.text[from..to]
    }

    /// Splits `text[from..]` into fields appended after the others.
    fn split_from(&mut self, from: usize, delim: &str) {
        let mut start = from;
        let mut push = |at: usize| {
            self.spans.push((start, from + at));
            start = from + at + delim.len();
        };
        let rest = &self.text[from..];
        // A one-byte delimiter (sacct's `|`) by a plain scan: fields are short, and a
        // substring or memchr search costs more to start than to run.
        match *delim.as_bytes() {
            [d] => rest
                .bytes()
                .enumerate()
                .filter(|&(_, b)| b == d)
                .for_each(|(at, _)| push(at)),
            _ => rest.match_indices(delim).for_each(|(at, _)| push(at)),
        }
        self.spans.push((start, self.text.len()));
    }

    /// The record whose first line is `line` (its bytes, without the line ending), split.
    fn set_line(&mut self, line: &[u8], delim: &str) {
        self.text.clear();
        self.lossy = push_text(&mut self.text, line);
        self.spans.clear();
        self.split_from(0, delim);
    }

    /// Continues the last field with `\n` and `line`, whose further fields follow it.
    fn join_line(&mut self, line: &[u8], delim: &str) {
        let (last_start, _) = self.spans.pop().expect("a record has a field");
        let continued = self.spans.len();
        self.text.push('\n');
        let from = self.text.len();
        self.lossy |= push_text(&mut self.text, line);
        self.split_from(from, delim);
        self.spans[continued].0 = last_start;
    }

    fn to_strings(&self) -> Vec<String> {
        (0..self.len()).map(|i| self.get(i).to_string()).collect()
    }

    fn from_strings(fields: &[String], lossy: bool) -> Fields {
        let mut out = Fields {
            lossy,
            ..Fields::default()
        };
        for f in fields {
            let from = out.text.len();
            out.text.push_str(f);
            out.spans.push((from, out.text.len()));
        }
        out
    }
}

/// Appends a line's bytes to `text` as `read_line` reads them (bytes that are not UTF-8 as
/// U+FFFD); true if there were such bytes.
fn push_text(text: &mut String, bytes: &[u8]) -> bool {
    match std::str::from_utf8(bytes) {
        Ok(line) => {
            text.push_str(line);
            false
        }
        Err(_) => {
            text.push_str(&String::from_utf8_lossy(bytes));
            true
        }
    }
}

/// Whether a line (its bytes, without the line ending) is blank as `str::trim` sees it read:
/// the rare line with bytes that are not ASCII is decoded first.
fn blank(line: &[u8]) -> bool {
    match line
        .iter()
        .position(|&b| !b.is_ascii() || !(b as char).is_whitespace())
    {
        None => true,
        Some(i) if line[i].is_ascii() => false,
        Some(_) => String::from_utf8_lossy(line).trim().is_empty(),
    }
}

/// Streams records out of an sacct dump.
pub struct SacctReader<R> {
    input: R,
    path: String,
    opts: SacctOptions,
    names: Vec<String>,
    kinds: Vec<Kind>,
    cols: Cols,
    trailing: bool,
    line_no: u64,
    /// The line read last, without its line ending.
    buf: Vec<u8>,
    /// `buf` holds a first line that turned out to be data (headerless with `--columns`),
    /// not read yet as a record's.
    pending_line: bool,
    /// The record being read (its buffers reused from record to record).
    fields: Fields,
    /// The header's line (0: the columns were given).
    header_line: u64,
    /// Columns the header names twice: (first, repeated) positions, whose values must agree.
    repeated: Vec<(usize, usize)>,
    /// Text fields read with U+FFFD for bytes that are not UTF-8.
    not_utf8: NotUtf8,
    pub summary: ReadSummary,
}

impl<R: BufRead> SacctReader<R> {
    /// The release whose sacct prints this dump's columns, at least (None: 22.05's columns).
    pub fn written_by_at_least(&self) -> Option<crate::model::version::SlurmVersion> {
        crate::model::version::SlurmVersion::at_least_from_sacct_columns(
            self.names.iter().map(String::as_str),
        )
    }

    /// A reader of `input`, records only (the header was this reader's), with this reader's
    /// columns and options; its lines are numbered after `after_line`.
    fn with_input<S>(&self, input: S, after_line: u64) -> SacctReader<S> {
        SacctReader {
            input,
            path: self.path.clone(),
            opts: self.opts.clone(),
            names: self.names.clone(),
            kinds: self.kinds.clone(),
            cols: self.cols.clone(),
            trailing: self.trailing,
            line_no: after_line,
            buf: Vec::new(),
            pending_line: false,
            fields: Fields::default(),
            header_line: self.header_line,
            repeated: self.repeated.clone(),
            not_utf8: NotUtf8::new(&self.path),
            summary: ReadSummary::default(),
        }
    }

    /// A reader of nothing with this reader's columns and options: what `block_reader`
    /// needs (on other threads), and what `absorb` adds the blocks' reads up in.
    pub fn layout(&self) -> SacctReader<std::io::Empty> {
        self.with_input(std::io::empty(), 0)
    }

    /// A reader of `block`'s records, numbering its lines as the file's.
    pub fn block_reader<'b>(&self, block: &'b Block) -> SacctReader<&'b [u8]> {
        self.with_input(&block.bytes[..], block.after_line)
    }

    /// What this reader saw besides its records (a block's reader, at its end).
    pub fn seen(self) -> Seen {
        Seen {
            summary: self.summary,
            not_utf8: self.not_utf8,
        }
    }

    /// Adds what the reader of the next block in file order saw: its skipped records, its
    /// text fields not UTF-8 (for `warnings`).
    pub fn absorb(&mut self, seen: Seen) {
        self.summary.merge(seen.summary);
        self.not_utf8.merge(seen.not_utf8);
    }

    /// Fields a record has, its trailing delimiter's empty one included.
    fn expected_fields(&self) -> usize {
        self.names.len() + usize::from(self.trailing)
    }

    /// A `--parsable` row whose first line lacks the delimiter every row ends with: a bad row
    /// of that one line.
    fn lacks_trailing(&self, fields: usize) -> bool {
        self.trailing && fields == self.names.len()
    }

    /// Whether a record whose lines so far hold `fields` fields takes the next line too: it
    /// has fewer fields than the header and a free-text field that a line break may have cut
    /// (with fewer and none, it is a bad row that ends there).
    fn takes_next_line(&self, fields: usize) -> bool {
        fields < self.expected_fields()
            && self.kinds[..fields.min(self.kinds.len())].contains(&Kind::FreeText)
    }

    /// Whether the dump has a Cluster column (else its records are `opts.cluster`'s).
    pub fn names_cluster(&self) -> bool {
        self.cols.cluster.is_some()
    }

    /// Reads the header (or takes `opts.columns`) and checks the columns we need.
    pub fn new(mut input: R, path: &str, opts: SacctOptions) -> Result<Self, InputError> {
        let mut buf = Vec::new();
        let mut line_no = 0;
        let first = loop {
            line_no += 1;
            match crate::ingest::read_line(&mut input, &mut buf, path, line_no)? {
                None => {
                    return Err(InputError::new(
                        path,
                        0,
                        "empty file: no header and no rows",
                    ))
                }
                Some(l) if l.text.trim().is_empty() => continue,
                Some(l) => break l,
            }
        };
        // A header is text: bytes that are not UTF-8 there are a binary file's.
        if let (Some(at), None) = (first.invalid_at, &opts.columns) {
            return Err(InputError::new(
                path,
                line_no,
                format!("invalid UTF-8 at byte {at} of the line (binary file?)"),
            ));
        }
        let delim = opts.delimiter.as_str();
        if delim.is_empty() {
            return Err(InputError::new(path, 0, "the delimiter is empty"));
        }
        let first_fields: Vec<&str> = first.text.split(delim).collect();
        let (names, pending_line, mut trailing) = if header_like(&first_fields) {
            let mut names: Vec<String> = first_fields.iter().map(|s| s.to_string()).collect();
            let trailing = names.len() > 1 && names.last().is_some_and(|n| n.is_empty());
            if trailing {
                names.pop();
            }
            if let Some(cols) = &opts.columns {
                let lower =
                    |v: &[String]| v.iter().map(|s| s.to_ascii_lowercase()).collect::<Vec<_>>();
                if lower(cols) != lower(&names) {
                    return Err(InputError::new(
                        path,
                        line_no,
                        "the file has a header that differs from --columns; drop --columns to use the header",
                    ));
                }
            }
            (names, false, trailing)
        } else if let Some(cols) = &opts.columns {
            (cols.clone(), true, false)
        } else {
            let reason = if first_fields.len() == 1 && opts.delimiter == "|" {
                "no header line and no '|' in the first line: wrong --delimiter, or a file that is not an sacct dump"
            } else {
                "no header line (no JobID/JobIDRaw column name): pass --columns LIST or --columns xdmod"
            };
            return Err(InputError::new(path, line_no, reason));
        };
        trailing |= opts.trailing_delimiter;
        let lower: Vec<String> = names
            .iter()
            .map(|n| n.trim().to_ascii_lowercase())
            .collect();
        let mut repeated = Vec::new();
        for (i, name) in lower.iter().enumerate() {
            if name.is_empty() {
                return Err(InputError::new(
                    path,
                    line_no,
                    format!("column {} of the header is empty", i + 1),
                ));
            }
            if let Some(j) = lower[..i].iter().position(|n| n == name) {
                repeated.push((j, i));
            }
        }
        let cols = Cols::resolve(&lower);
        let missing = if cols.jobid.is_none() && cols.jobidraw.is_none() {
            Some("JobID or JobIDRaw")
        } else if cols.submit.is_none() {
            Some("Submit")
        } else if cols.state.is_none() {
            Some("State")
        } else {
            None
        };
        if let Some(m) = missing {
            return Err(InputError::new(
                path,
                line_no,
                format!("the columns lack {m}, which every record needs"),
            ));
        }
        if cols.cluster.is_none() && opts.cluster.is_none() {
            return Err(InputError::new(
                path,
                line_no,
                "the dump has no Cluster column: pass --cluster NAME",
            ));
        }
        let kinds = lower.iter().map(|n| column_kind(n)).collect();
        let (line_no, header_line) = if pending_line {
            (line_no - 1, 0)
        } else {
            (line_no, line_no)
        };
        Ok(SacctReader {
            input,
            path: path.to_string(),
            opts,
            names,
            kinds,
            cols,
            trailing,
            line_no,
            buf,
            pending_line,
            fields: Fields::default(),
            header_line,
            repeated,
            not_utf8: NotUtf8::new(path),
            summary: ReadSummary::default(),
        })
    }

    /// What the read so far warns of: text fields that had bytes that are not UTF-8 (one
    /// warning for the file), columns named twice whose copies agreed.
    pub fn warnings(&self) -> Vec<InputError> {
        let repeated = self.repeated.iter().map(|&(first, again)| {
            InputError::new(
                &self.path,
                self.header_line,
                format!(
                    "the header names {} twice (columns {} and {}); the copies agree on every row",
                    self.names[again],
                    first + 1,
                    again + 1
                ),
            )
        });
        self.not_utf8
            .warning()
            .into_iter()
            .chain(repeated)
            .collect()
    }

    /// Reads the next line into `buf`, without its line ending (as `read_line`); false at
    /// the end.
    fn next_line(&mut self) -> Result<bool, InputError> {
        self.line_no += 1;
        if std::mem::take(&mut self.pending_line) {
            return Ok(true);
        }
        self.buf.clear();
        let n = self
            .input
            .read_until(b'\n', &mut self.buf)
            .map_err(|e| InputError::new(&self.path, self.line_no, format!("read failed: {e}")))?;
        self.summary.lines = self.line_no;
        while matches!(self.buf.last(), Some(b'\n' | b'\r')) {
            self.buf.pop();
        }
        Ok(n > 0)
    }

    /// Gathers one record's fields into `self.fields`, joining lines that a free-text field
    /// broke; returns the record's first line number.
    fn next_fields(&mut self) -> Result<Option<u64>, InputError> {
        loop {
            if !self.next_line()? {
                return Ok(None);
            }
            if !blank(&self.buf) {
                break;
            }
        }
        let start = self.line_no;
        let mut fields = std::mem::take(&mut self.fields);
        fields.set_line(&self.buf, &self.opts.delimiter);
        if self.lacks_trailing(fields.len()) {
            return Err(InputError::new(
                &self.path,
                start,
                "row does not end with the delimiter, as --parsable (-p) output does",
            ));
        }
        let mut joined = false;
        while fields.len() < self.expected_fields() {
            if !self.takes_next_line(fields.len()) {
                return Err(InputError::new(
                    &self.path,
                    start,
                    format!(
                        "row has {} fields but the header has {} columns (truncated row, or wrong --delimiter?)",
                        fields.len(),
                        self.names.len()
                    ),
                ));
            }
            if !self.next_line()? {
                return Err(InputError::new(
                    &self.path,
                    start,
                    format!(
                        "row has {} fields but the header has {} columns, and the file ends (truncated row)",
                        fields.len(),
                        self.names.len()
                    ),
                ));
            }
            fields.join_line(&self.buf, &self.opts.delimiter);
            joined = true;
        }
        if self.trailing {
            if fields.get(fields.len() - 1).is_empty() {
                fields.spans.pop();
            } else {
                return Err(InputError::new(
                    &self.path,
                    start,
                    "row does not end with the delimiter, as --parsable (-p) output does",
                ));
            }
        }
        if fields.len() > self.names.len() {
            let lossy = fields.lossy;
            fields = Fields::from_strings(&self.realign(start, fields.to_strings())?, lossy);
            self.summary.repaired += 1;
        } else if joined {
            self.summary.repaired += 1;
        }
        if fields.lossy {
            self.note_not_utf8(start, &fields)?;
        }
        if let Some(&(first, again)) = self
            .repeated
            .iter()
            .find(|&&(first, again)| fields.get(first) != fields.get(again))
        {
            return Err(InputError::field(
                &self.path,
                start,
                &self.names[again],
                fields.get(again),
                format!(
                    "the header names {} twice (columns {} and {}) and the copies differ here (column {} holds \"{}\")",
                    self.names[again],
                    first + 1,
                    again + 1,
                    first + 1,
                    fields.get(first)
                ),
            ));
        }
        self.fields = fields;
        Ok(Some(start))
    }

    /// Cuts the rest of the input into blocks of whole records of about `size` bytes (a record
    /// and its lines go whole into one block, as `next_fields` would gather them: the
    /// readers of the blocks read what this one would); None at the end.
    pub fn next_block(&mut self, size: usize) -> Result<Option<Block>, InputError> {
        let mut block = Block {
            bytes: Vec::with_capacity(size + size / 8),
            after_line: self.line_no,
        };
        // The fields so far of the record whose lines are being gathered.
        let mut open: Option<usize> = None;
        loop {
            let from = block.bytes.len();
            if !self.next_raw_line(&mut block.bytes)? {
                break;
            }
            let mut line = &block.bytes[from..];
            while let [rest @ .., b'\n' | b'\r'] = line {
                line = rest;
            }
            let (fields, first) = match open {
                Some(so_far) => (so_far + self.delimiters(line), false),
                None if blank(line) => continue,
                None => (self.delimiters(line) + 1, true),
            };
            let ends = (first && self.lacks_trailing(fields)) || !self.takes_next_line(fields);
            open = (!ends).then_some(fields);
            if ends && block.bytes.len() >= size {
                break;
            }
        }
        Ok((!block.bytes.is_empty()).then_some(block))
    }

    /// Appends the next line, as read (its line ending kept), to `bytes`; false at the end.
    fn next_raw_line(&mut self, bytes: &mut Vec<u8>) -> Result<bool, InputError> {
        if std::mem::take(&mut self.pending_line) {
            bytes.extend_from_slice(&self.buf);
            bytes.push(b'\n');
        } else {
            let n = self.input.read_until(b'\n', bytes).map_err(|e| {
                InputError::new(&self.path, self.line_no + 1, format!("read failed: {e}"))
            })?;
            if n == 0 {
                return Ok(false);
            }
        }
        self.line_no += 1;
        self.summary.lines = self.line_no;
        Ok(true)
    }

    /// How many delimiters `line` holds, as `Fields::split_from` finds them.
    fn delimiters(&self, line: &[u8]) -> usize {
        let delim = self.opts.delimiter.as_str();
        match *delim.as_bytes() {
            [d] => line.iter().filter(|&&b| b == d).count(),
            _ => String::from_utf8_lossy(line).matches(delim).count(),
        }
    }

    /// A record with bytes that are not UTF-8: read as U+FFFD in text fields (counted for the
    /// file's warning); in a typed field it cannot be read.
    fn note_not_utf8(&mut self, line: u64, fields: &Fields) -> Result<(), InputError> {
        for c in 0..fields.len() {
            let typed = !matches!(self.kinds[c], Kind::FreeText | Kind::Other);
            self.not_utf8
                .check(line, &self.names[c], fields.get(c), typed)?;
        }
        Ok(())
    }

    /// Gives surplus fields to free-text columns so that every typed column validates. Several
    /// readings are accepted only when they agree on every column we store (e.g. two adjacent
    /// comment columns we never read); otherwise the record is ambiguous.
    fn realign(&self, line: u64, raw: Vec<String>) -> Result<Vec<String>, InputError> {
        const MAX_READINGS: usize = 64;
        let ncols = self.names.len();
        let n = raw.len();
        // reachable[c][r]: columns c.. can be laid onto raw fields r.. (all of them).
        let mut reachable = vec![vec![false; n + 1]; ncols + 1];
        reachable[ncols][n] = true;
        for c in (0..ncols).rev() {
            for r in 0..n {
                reachable[c][r] = if self.kinds[c] == Kind::FreeText {
                    (1..=n - r).any(|len| reachable[c + 1][r + len])
                } else {
                    plausible(self.kinds[c], &raw[r]) && reachable[c + 1][r + 1]
                };
            }
        }
        let err = |reason: String| InputError::new(&self.path, line, reason);
        if !reachable[0][0] {
            return Err(err(format!(
                "row has {n} fields but the header has {ncols} columns, and no reading of the extra delimiters as part of free-text fields fits the other columns"
            )));
        }
        // Enumerate readings as field lengths per column (depth-first, bounded).
        let mut readings: Vec<Vec<usize>> = Vec::new();
        let mut stack: Vec<(usize, usize, Vec<usize>)> = vec![(0, 0, Vec::new())];
        while let Some((c, r, lens)) = stack.pop() {
            if c == ncols {
                readings.push(lens);
                if readings.len() > MAX_READINGS {
                    break;
                }
                continue;
            }
            let max_len = if self.kinds[c] == Kind::FreeText {
                n - r
            } else {
                1
            };
            for len in (1..=max_len).rev().filter(|len| reachable[c + 1][r + len]) {
                let mut next = lens.clone();
                next.push(len);
                stack.push((c + 1, r + len, next));
            }
        }
        let delim = self.opts.delimiter.as_str();
        let build = |lens: &[usize]| -> Vec<String> {
            let mut r = 0;
            lens.iter()
                .map(|len| {
                    let v = raw[r..r + len].join(delim);
                    r += len;
                    v
                })
                .collect()
        };
        let mut candidates: Vec<Vec<String>> = readings.iter().map(|l| build(l)).collect();
        // A column named twice holds the same text twice: the readings where its copies agree.
        let agree = |c: &Vec<String>| self.repeated.iter().all(|&(a, b)| c[a] == c[b]);
        if candidates.iter().any(agree) {
            candidates.retain(agree);
        }
        let stored = self.cols.positions();
        if readings.len() > MAX_READINGS {
            return Err(err(format!(
                "row has {n} fields but the header has {ncols} columns, and the extra delimiters fit too many free-text columns: ambiguous"
            )));
        }
        let differing = candidates.iter().find_map(|c| {
            stored
                .iter()
                .find(|&&i| c[i] != candidates[0][i])
                .map(|&i| (i, c[i].clone()))
        });
        if let Some((i, other)) = differing {
            return Err(err(format!(
                "row has {n} fields but the header has {ncols} columns, and the extra delimiters fit more than one free-text column: ambiguous ({} could be \"{}\" or \"{}\")",
                self.names[i], candidates[0][i], other
            )));
        }
        Ok(candidates.into_iter().next().unwrap_or_default())
    }

    /// Hands the next record to `each` (its texts borrowed from the line: nothing is copied
    /// per field) and returns what `each` returns; None at the end of the input.
    pub fn next_record<T>(
        &mut self,
        each: impl FnOnce(Record<'_>) -> T,
    ) -> Result<Option<T>, InputError> {
        loop {
            let record = match self.next_fields() {
                Ok(None) => return Ok(None),
                Ok(Some(line)) => self.to_record(line, &self.fields),
                Err(e) => Err(e),
            };
            match record {
                Ok(record) => return Ok(Some(each(record))),
                Err(e) if self.opts.skip_bad_rows && e.line > 0 => self.summary.skipped.push(e),
                Err(e) => return Err(e),
            }
        }
    }
}
