//! Helpers shared by the JSON readers (sacct, sacctmgr and slurmrestd output): numbers that
//! may come wrapped as `{set, infinite, number}`, strings that may come as lists.

use serde_json::Value;

use crate::error::InputError;

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
