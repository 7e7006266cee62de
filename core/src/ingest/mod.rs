//! Readers for every input format. They validate and normalize (ids, UTC timestamps, TRES,
//! units) and hand plain records to a sink; they never touch the database.
//! `open` is the one place input is opened: `-` for stdin, gzip and zstd by magic bytes.

pub mod archive;
pub mod assoc;
pub mod conf;
pub mod dbd;
pub mod events;
pub mod hostlist;
pub mod jobstats;
pub mod json;
pub mod qos;
pub mod reservations;
pub mod sacct;
pub mod sacct_json;
pub mod settings;
pub mod slurm_time;
pub mod sprio;
pub mod squeue;
pub mod sshare;
pub mod state;
pub mod submit_line;
pub mod swf;
pub mod transactions;
pub mod tres;
pub mod tres_table;
pub mod users;

use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};

use sha2::{Digest, Sha256};

use crate::error::InputError;

/// Hashes every byte that passes through, so a load knows the content it read.
pub struct HashingReader<R> {
    inner: R,
    hasher: Sha256,
}

impl<R: Read> Read for HashingReader<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.hasher.update(&buf[..n]);
        Ok(n)
    }
}

/// A raw byte stream; `Send` so that a load can parse on its own thread.
pub type Source = Box<dyn Read + Send>;

/// An opened input: a buffered, decompressed stream plus its display name.
pub struct Input {
    pub name: String,
    pub reader: BufReader<HashingReader<Source>>,
}

impl Input {
    /// Wraps any reader (tests use strings); `name` is what errors will print.
    pub fn from_reader(name: &str, raw: Source) -> io::Result<Input> {
        let mut peek = BufReader::new(raw);
        let magic = peek
            .fill_buf()?
            .get(..4)
            .map(|m| m.to_vec())
            .unwrap_or_default();
        let stream: Source = if magic.starts_with(&[0x1f, 0x8b]) {
            Box::new(flate2::read::MultiGzDecoder::new(peek))
        } else if magic == [0x28, 0xb5, 0x2f, 0xfd] {
            Box::new(zstd::stream::read::Decoder::with_buffer(peek)?)
        } else {
            Box::new(peek)
        };
        Ok(Input {
            name: name.to_string(),
            // Reads of 1 MB: each read call costs far more than its bytes here (a 286 MB
            // dump: 0.66 s of system time in 64 KB reads, 0.07 s in 1 MB ones).
            reader: BufReader::with_capacity(
                1 << 20,
                HashingReader {
                    inner: stream,
                    hasher: Sha256::new(),
                },
            ),
        })
    }

    /// Whether the content starts (after blanks) with `{`: JSON rather than delimited text.
    pub fn looks_like_json(&mut self) -> io::Result<bool> {
        let buf = self.reader.fill_buf()?;
        Ok(buf.iter().find(|b| !b.is_ascii_whitespace()) == Some(&b'{'))
    }

    /// SHA-256 (hex) of the decompressed content read so far; call after reading to the end.
    pub fn content_hash(self) -> String {
        hex(&self.reader.into_inner().hasher.finalize())
    }
}

fn hex(digest: &[u8]) -> String {
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

/// SHA-256 (hex) over several byte strings, each length-prefixed (a file and its includes).
pub fn sha256_of_parts<'a>(parts: impl IntoIterator<Item = &'a [u8]>) -> String {
    let mut h = Sha256::new();
    for p in parts {
        h.update((p.len() as u64).to_le_bytes());
        h.update(p);
    }
    hex(&h.finalize())
}

/// Opens `path` (`-` = stdin); `wrap` lets the caller observe raw bytes (a progress bar).
pub fn open(path: &str, wrap: impl FnOnce(Source) -> Source) -> io::Result<Input> {
    let raw: Source = if path == "-" {
        Box::new(io::stdin())
    } else {
        Box::new(File::open(path).map_err(|e| io::Error::new(e.kind(), format!("{path}: {e}")))?)
    };
    let name = if path == "-" { "<stdin>" } else { path };
    Input::from_reader(name, wrap(raw))
}

/// A small input's bytes as text, bytes that are not UTF-8 read as U+FFFD: its reader keeps
/// them so in text fields and refuses them in typed ones (`NotUtf8`).
pub fn lossy_text(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// The fields of a file read with U+FFFD for bytes that are not UTF-8. A text field (a name,
/// a comment, a description) loads so, and the file has one warning: the first such field,
/// and how many. A typed field (a number, time, state, id) cannot be read: an error.
#[derive(Debug)]
pub struct NotUtf8 {
    path: String,
    /// The first text field so read: (line, column, value).
    first: Option<(u64, String, String)>,
    fields: u64,
}

impl NotUtf8 {
    pub fn new(path: &str) -> NotUtf8 {
        NotUtf8 {
            path: path.to_string(),
            first: None,
            fields: 0,
        }
    }

    /// Checks one field as read; `typed`: the reader reads it as a number, time, state or id.
    pub fn check(
        &mut self,
        line: u64,
        column: &str,
        value: &str,
        typed: bool,
    ) -> Result<(), InputError> {
        if !value.contains(char::REPLACEMENT_CHARACTER) {
            return Ok(());
        }
        if typed {
            return Err(InputError::field(
                &self.path,
                line,
                column,
                value,
                "bytes that are not UTF-8 in a typed field (binary file?)",
            ));
        }
        self.fields += 1;
        self.first
            .get_or_insert_with(|| (line, column.to_string(), value.to_string()));
        Ok(())
    }

    /// Adds what a later part of the same file saw: its first field counts only if this
    /// part had none.
    pub fn merge(&mut self, later: NotUtf8) {
        self.fields += later.fields;
        if self.first.is_none() {
            self.first = later.first;
        }
    }

    /// The file's one warning (None: every field was UTF-8).
    pub fn warning(&self) -> Option<InputError> {
        let (line, column, value) = self.first.as_ref()?;
        let more = match self.fields {
            1 => String::new(),
            n => format!(" ({n} fields of the file in all)"),
        };
        Some(InputError::field(
            &self.path,
            *line,
            column,
            value,
            format!("bytes that are not UTF-8, read as U+FFFD{more}"),
        ))
    }
}

/// Refuses a header holding bytes that are not UTF-8: a header is text, so they are a binary
/// file's.
pub fn text_header(header: &str, path: &str, line: u64) -> Result<(), InputError> {
    if header.contains(char::REPLACEMENT_CHARACTER) {
        return Err(InputError::new(
            path,
            line,
            "bytes that are not UTF-8 in the header (binary file?)",
        ));
    }
    Ok(())
}

/// A small file's records, and its reader's one warning of text fields read as U+FFFD
/// (`NotUtf8`).
#[derive(Debug)]
pub struct Rows<T> {
    pub rows: Vec<T>,
    pub not_utf8: Option<InputError>,
}

/// A small `|`-separated table with a header line, as sacctmgr and sshare print with `-P`
/// (or `-p`, every field followed by `|`): lower-cased column names and the rows' fields.
pub struct Delimited<'a> {
    pub names: Vec<String>,
    /// The column names as printed (or given).
    titles: Vec<String>,
    /// (1-based line, fields) per non-empty row.
    pub rows: Vec<(u64, Vec<&'a str>)>,
}

impl<'a> Delimited<'a> {
    /// Splits `text`; every row must have the header's field count. Lines starting with
    /// `skip_prefix` (capture headers) are ignored.
    pub fn parse(
        text: &'a str,
        path: &str,
        skip_prefix: &str,
    ) -> Result<Delimited<'a>, InputError> {
        Self::split(text, path, skip_prefix, None)
    }

    /// Splits `text` printed without a header (`-n`, `--noheader`) with the columns `names`
    /// (the `-o`/`format=` list it was printed with).
    pub fn headerless(
        text: &'a str,
        path: &str,
        skip_prefix: &str,
        names: &[String],
    ) -> Result<Delimited<'a>, InputError> {
        Self::split(text, path, skip_prefix, Some(names))
    }

    fn split(
        text: &'a str,
        path: &str,
        skip_prefix: &str,
        given: Option<&[String]>,
    ) -> Result<Delimited<'a>, InputError> {
        let mut lines = text.lines().enumerate().filter(|(_, l)| {
            !l.trim().is_empty() && (skip_prefix.is_empty() || !l.starts_with(skip_prefix))
        });
        // `-p` ends every line with the delimiter: the header says, or else every row.
        let (titles, trailing) = match given {
            Some(names) => {
                let trailing = lines
                    .clone()
                    .all(|(_, l)| l.ends_with('|') && l.split('|').count() == names.len() + 1);
                (
                    names.iter().map(|n| n.trim().to_string()).collect(),
                    trailing,
                )
            }
            None => {
                let (i, header) = lines.next().unwrap_or((0, ""));
                text_header(header, path, i as u64 + 1)?;
                let mut titles: Vec<String> =
                    header.split('|').map(|h| h.trim().to_string()).collect();
                let trailing = titles.len() > 1 && titles.last().is_some_and(String::is_empty);
                if trailing {
                    titles.pop();
                }
                (titles, trailing)
            }
        };
        let names: Vec<String> = titles.iter().map(|t| t.to_ascii_lowercase()).collect();
        let mut rows = Vec::new();
        for (i, line) in lines {
            let no = i as u64 + 1;
            let mut f: Vec<&str> = line.split('|').collect();
            if trailing && f.last() == Some(&"") {
                f.pop();
            }
            if f.len() != names.len() {
                let what = if given.is_some() {
                    "--columns names"
                } else {
                    "the header has"
                };
                return Err(InputError::new(
                    path,
                    no,
                    format!(
                        "row has {} fields but {what} {} columns",
                        f.len(),
                        names.len()
                    ),
                ));
            }
            rows.push((no, f));
        }
        Ok(Delimited {
            names,
            titles,
            rows,
        })
    }

    /// Position of a column by lower-case name.
    pub fn col(&self, name: &str) -> Option<usize> {
        self.names.iter().position(|c| c == name)
    }

    /// Reads every field's bytes that are not UTF-8 (U+FFFD) as `NotUtf8` does: an error in a
    /// column `typed` names (lower-case), else the file's one warning.
    pub fn not_utf8(&self, path: &str, typed: &[&str]) -> Result<Option<InputError>, InputError> {
        let mut seen = NotUtf8::new(path);
        for (no, fields) in &self.rows {
            for (c, value) in fields.iter().enumerate() {
                seen.check(
                    *no,
                    &self.titles[c],
                    value,
                    typed.contains(&self.names[c].as_str()),
                )?;
            }
        }
        Ok(seen.warning())
    }
}

/// One line of text without its line ending; bytes that are not UTF-8 are read as U+FFFD.
#[derive(Debug, Clone, PartialEq)]
pub struct TextLine {
    pub text: String,
    /// Where the first byte that is not UTF-8 is (None: the line is UTF-8).
    pub invalid_at: Option<usize>,
}

/// Reads the next line without its line ending; `None` at end of input.
pub fn read_line(
    reader: &mut impl BufRead,
    buf: &mut Vec<u8>,
    path: &str,
    line_no: u64,
) -> Result<Option<TextLine>, InputError> {
    buf.clear();
    let n = reader
        .read_until(b'\n', buf)
        .map_err(|e| InputError::new(path, line_no, format!("read failed: {e}")))?;
    if n == 0 {
        return Ok(None);
    }
    while matches!(buf.last(), Some(b'\n' | b'\r')) {
        buf.pop();
    }
    Ok(Some(match std::str::from_utf8(buf) {
        Ok(s) => TextLine {
            text: s.to_string(),
            invalid_at: None,
        },
        Err(e) => TextLine {
            text: String::from_utf8_lossy(buf).into_owned(),
            invalid_at: Some(e.valid_up_to()),
        },
    }))
}

/// A test input's text as `load` reads it: decompressed, bytes that are not UTF-8 as U+FFFD.
#[cfg(test)]
pub(crate) fn test_text(bytes: &'static [u8]) -> String {
    let mut input = Input::from_reader("test", Box::new(io::Cursor::new(bytes))).expect("opens");
    let mut out = Vec::new();
    input.reader.read_to_end(&mut out).expect("reads");
    lossy_text(out)
}

/// `text` with a raw `byte` that is not UTF-8 put after the first `after`, read as `load`
/// reads it.
#[cfg(test)]
pub(crate) fn with_byte(text: &str, after: &str, byte: u8) -> String {
    let at = text.find(after).expect("in the text") + after.len();
    let mut bytes = text.as_bytes().to_vec();
    bytes.insert(at, byte);
    lossy_text(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    fn read_all(input: &mut Input) -> String {
        let mut s = String::new();
        input.reader.read_to_string(&mut s).unwrap();
        s
    }

    #[test]
    fn plain_gzip_and_zstd_read_the_same_and_hash_the_same() {
        let text = "JobID|State\n1|COMPLETED\n";
        let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
        gz.write_all(text.as_bytes()).unwrap();
        let gz = gz.finish().unwrap();
        let zst = zstd::encode_all(text.as_bytes(), 3).unwrap();
        let mut hashes = Vec::new();
        for bytes in [text.as_bytes().to_vec(), gz, zst] {
            let mut input = Input::from_reader("t", Box::new(io::Cursor::new(bytes))).unwrap();
            assert_eq!(read_all(&mut input), text);
            hashes.push(input.content_hash());
        }
        assert_eq!(hashes[0], hashes[1]);
        assert_eq!(hashes[0], hashes[2]);
    }

    #[test]
    fn read_line_reads_bytes_that_are_not_utf8_as_replacement_characters() {
        let mut r = io::Cursor::new(b"ok\r\na\xff\xfeb\n".to_vec());
        let mut buf = Vec::new();
        let line = |r: &mut io::Cursor<Vec<u8>>, buf: &mut Vec<u8>| {
            read_line(r, buf, "f", 1).unwrap().unwrap()
        };
        assert_eq!(
            line(&mut r, &mut buf),
            TextLine {
                text: "ok".into(),
                invalid_at: None
            }
        );
        assert_eq!(
            line(&mut r, &mut buf),
            TextLine {
                text: "a\u{FFFD}\u{FFFD}b".into(),
                invalid_at: Some(1)
            }
        );
        assert_eq!(read_line(&mut r, &mut buf, "f", 3).unwrap(), None);
    }

    #[test]
    fn fields_not_utf8_warn_once_in_text_and_fail_in_typed_columns() {
        let text = lossy_text(b"Name|Size\na\xffb|1\nc\xfe|2\nd|3\n".to_vec());
        let table = Delimited::parse(&text, "t.psv", "").unwrap();
        assert_eq!(
            table.not_utf8("t.psv", &[]).unwrap().unwrap().to_string(),
            "t.psv:2: column Name: value \"a\u{FFFD}b\": bytes that are not UTF-8, read as U+FFFD (2 fields of the file in all)"
        );
        assert_eq!(
            table.not_utf8("t.psv", &["name"]).unwrap_err().to_string(),
            "t.psv:2: column Name: value \"a\u{FFFD}b\": bytes that are not UTF-8 in a typed field (binary file?)"
        );
        let utf8 = Delimited::parse("Name|Size\nx|1\n", "t.psv", "").unwrap();
        assert_eq!(utf8.not_utf8("t.psv", &[]).unwrap(), None);
        // A header is text: such bytes there are a binary file's.
        let e = Delimited::parse(&lossy_text(b"\n\x89PNG|x\n1|2\n".to_vec()), "t.psv", "")
            .err()
            .unwrap();
        assert_eq!(
            e.to_string(),
            "t.psv:2: bytes that are not UTF-8 in the header (binary file?)"
        );
    }
}
