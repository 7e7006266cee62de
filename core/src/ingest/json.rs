//! Helpers shared by the JSON readers (sacct, sacctmgr and slurmrestd output): numbers that
//! may come wrapped as `{set, infinite, number}`, strings that may come as lists, strings
//! holding bytes that are not UTF-8.

use serde_json::Value;

use crate::error::InputError;
use crate::ingest::NotUtf8;
use crate::model::version::SlurmVersion;

/// A number, or the number inside a set and finite `{set, infinite, number}` wrapper.
pub fn number(v: &Value) -> Option<f64> {
    match v {
        Value::Number(n) => n.as_f64(),
        Value::Object(o) => {
            let set = o.get("set").and_then(Value::as_bool).unwrap_or(true);
            let infinite = o.get("infinite").and_then(Value::as_bool).unwrap_or(false);
            (set && !infinite)
                .then(|| o.get("number").and_then(number))
                .flatten()
        }
        _ => None,
    }
}

pub fn int(v: &Value) -> Option<i64> {
    number(v).map(|n| n as i64)
}

/// A non-empty string, or a list of strings joined with commas.
pub fn list(v: &Value) -> Option<String> {
    match v {
        Value::String(s) if !s.is_empty() => Some(s.clone()),
        Value::Array(items) => {
            let items: Vec<&str> = items.iter().filter_map(Value::as_str).collect();
            (!items.is_empty()).then(|| items.join(","))
        }
        _ => None,
    }
}

/// Parses a document and returns its list under `key`; `what` names the expected command.
pub fn document_list(
    text: &str,
    path: &str,
    key: &str,
    what: &str,
) -> Result<(Vec<Value>, Value), InputError> {
    let mut doc: Value = serde_json::from_str(text)
        .map_err(|e| InputError::new(path, e.line() as u64, format!("invalid JSON: {e}")))?;
    let meta = doc.get_mut("meta").map_or(Value::Null, Value::take);
    match doc.get_mut(key).map(Value::take) {
        Some(Value::Array(items)) => Ok((items, meta)),
        _ => Err(InputError::new(
            path,
            0,
            format!("JSON without a \"{key}\" list: not {what} output"),
        )),
    }
}

/// Reads the strings of a document's `key` list that hold bytes that are not UTF-8 (U+FFFD in
/// `text`, the document as read) as `NotUtf8` does: an error where `typed(path)`, else the
/// file's one warning. A string is named by its path (`jobs[28].name`) and by the first line
/// where such bytes follow its key (`"name": "a\u{FFFD}b"`), else the first line with any.
pub fn not_utf8(
    text: &str,
    path: &str,
    (key, items): (&str, &[Value]),
    typed: impl Fn(&str) -> bool,
) -> Result<Option<InputError>, InputError> {
    const REPLACED: char = char::REPLACEMENT_CHARACTER;
    if !text.contains(REPLACED) {
        return Ok(None);
    }
    let mut found = Vec::new();
    for (i, item) in items.iter().enumerate() {
        replaced_strings(item, &format!("{key}[{i}]"), &mut found);
    }
    let lines: Vec<(u64, &str)> = text
        .lines()
        .enumerate()
        .filter_map(|(i, l)| Some((i as u64 + 1, &l[..l.find(REPLACED)?])))
        .collect();
    let line_of = |at: &str| {
        // `jobs[3].flags[1]` is under the key `flags`.
        let mut named = at;
        while let Some((head, _)) = named.strip_suffix(']').and_then(|n| n.rsplit_once('[')) {
            named = head;
        }
        let quoted = format!("\"{}\":", named.rsplit('.').next().unwrap_or(named));
        lines
            .iter()
            .find(|(_, before)| before.contains(&quoted))
            .or(lines.first())
            .map_or(0, |(no, _)| *no)
    };
    let mut located: Vec<(u64, String, String)> = found
        .into_iter()
        .map(|(at, value)| (line_of(&at), at, value))
        .collect();
    located.sort_by_key(|(line, _, _)| *line);
    let mut seen = NotUtf8::new(path);
    for (line, at, value) in &located {
        seen.check(*line, at, value, typed(at))?;
    }
    Ok(seen.warning())
}

/// The strings under `value` holding U+FFFD, with their paths from `at`, arrays in order.
fn replaced_strings(value: &Value, at: &str, out: &mut Vec<(String, String)>) {
    match value {
        Value::String(s) if s.contains(char::REPLACEMENT_CHARACTER) => {
            out.push((at.to_string(), s.clone()))
        }
        Value::Array(items) => {
            for (i, v) in items.iter().enumerate() {
                replaced_strings(v, &format!("{at}[{i}]"), out);
            }
        }
        Value::Object(map) => {
            for (k, v) in map {
                replaced_strings(v, &format!("{at}.{k}"), out);
            }
        }
        _ => {}
    }
}

/// The Slurm release that wrote a `sacct --json`, `sacctmgr --json` or slurmrestd document,
/// from its `meta`: `meta.slurm`
/// (`meta.Slurm` before v0.0.40) `{version: {major, minor, micro}, release}`.
pub fn meta_release(meta: &Value) -> Option<SlurmVersion> {
    let slurm = [&meta["slurm"], &meta["Slurm"]]
        .into_iter()
        .find(|s| s.is_object())?;
    if let Some(v) = slurm["release"]
        .as_str()
        .and_then(|r| SlurmVersion::parse(r).ok())
    {
        return Some(v);
    }
    let v = &slurm["version"];
    let part = |k: &str| -> Option<u16> {
        v[k].as_u64()
            .or_else(|| v[k].as_str()?.parse().ok())
            .and_then(|n| u16::try_from(n).ok())
    };
    Some(SlurmVersion::new(
        part("major")?,
        part("minor")?,
        part("micro")?,
    ))
}

/// The release a JSON document's `meta` names (`meta_release`); None for text or no meta.
pub fn document_release(text: &str) -> Option<SlurmVersion> {
    if !text.trim_start().starts_with('{') {
        return None;
    }
    let doc: Value = serde_json::from_str(text).ok()?;
    meta_release(&doc["meta"])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrappers_and_plain_numbers_read_alike() {
        assert_eq!(number(&serde_json::json!(5)), Some(5.0));
        assert_eq!(
            number(&serde_json::json!({"set": true, "infinite": false, "number": 7})),
            Some(7.0)
        );
        assert_eq!(
            number(&serde_json::json!({"set": false, "infinite": false, "number": 7})),
            None
        );
        assert_eq!(
            number(&serde_json::json!({"set": true, "infinite": true, "number": 0})),
            None
        );
        assert_eq!(list(&serde_json::json!(["a", "b"])), Some("a,b".into()));
        assert_eq!(list(&serde_json::json!("")), None);
    }
}
