//! Helpers shared by the JSON readers (sacct, sacctmgr and slurmrestd output): numbers that
//! may come wrapped as `{set, infinite, number}`, strings that may come as lists.

use serde_json::Value;

use crate::error::InputError;
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
