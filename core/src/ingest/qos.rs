//! Reader for QOS lists: `sacctmgr show qos -P`/`-p`, `sacctmgr show qos --json` (and
//! slurmrestd's), and the QOS lines of sacctmgr command scripts. Bytes that are not UTF-8 in
//! names and text (a Description) are read as U+FFFD with one warning; in a number or time
//! they fail the file.

use crate::error::InputError;
use crate::ingest::assoc::{check_script_words, script_command};
use crate::ingest::json::{self, document_list, list, number};
use crate::ingest::slurm_time::parse_duration;
use crate::ingest::{Delimited, NotUtf8, Rows};
use crate::model::types::QosRecord;

/// The fields read as numbers and times, by lower-case name.
const TYPED: [&str; 5] = ["id", "priority", "usagefactor", "usagethres", "maxwall"];

pub fn parse(text: &str, path: &str) -> Result<Rows<QosRecord>, InputError> {
    let first = text
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with('#'));
    let Some(first) = first else {
        return Err(InputError::new(path, 0, "empty file: no QOS"));
    };
    let rows = if first.starts_with('{') {
        parse_json(text, path)?
    } else if first.contains('|') {
        parse_delimited(text, path)?
    } else {
        parse_script(text, path)?
    };
    if rows.rows.is_empty() {
        return Err(InputError::new(path, 0, "no QOS in the file"));
    }
    Ok(rows)
}

fn parse_delimited(text: &str, path: &str) -> Result<Rows<QosRecord>, InputError> {
    let table = Delimited::parse(text, path, "")?;
    let not_utf8 = table.not_utf8(path, &TYPED)?;
    let at = |n: &str| table.col(n);
    let Some(name_col) = at("name") else {
        return Err(InputError::new(path, 1, "the header lacks Name"));
    };
    let mut out = Vec::new();
    for (no, f) in &table.rows {
        let no = *no;
        let get = |n: &str| at(n).map(|i| f[i].trim()).filter(|s| !s.is_empty());
        let float = |n: &str, label: &str| -> Result<Option<f64>, InputError> {
            get(n)
                .map(|v| {
                    v.parse::<f64>()
                        .map_err(|_| InputError::field(path, no, label, v, "expected a number"))
                })
                .transpose()
        };
        let priority = match get("priority") {
            Some(v) => v.parse().map_err(|_| {
                InputError::field(path, no, "Priority", v, "expected a whole number")
            })?,
            None => 0,
        };
        let max_wall_s = match get("maxwall") {
            Some(v) => Some(
                parse_duration(v).map_err(|e| InputError::field(path, no, "MaxWall", v, e))? as i64,
            ),
            None => None,
        };
        let id = get("id")
            .map(|v| {
                v.parse()
                    .map_err(|_| InputError::field(path, no, "ID", v, "expected a whole number"))
            })
            .transpose()?;
        out.push(QosRecord {
            name: f[name_col].trim().to_string(),
            id,
            priority,
            usage_factor: float("usagefactor", "UsageFactor")?.unwrap_or(1.0),
            usage_threshold: float("usagethres", "UsageThres")?,
            flags: get("flags").map(str::to_string),
            preempt: get("preempt").map(str::to_string),
            preempt_mode: get("preemptmode").map(str::to_string),
            max_wall_s,
        });
    }
    Ok(Rows {
        rows: out,
        not_utf8,
    })
}

/// A fresh Slurm database has QOS `normal`; scripts add to and modify that list.
fn parse_script(text: &str, path: &str) -> Result<Rows<QosRecord>, InputError> {
    let mut out = vec![QosRecord {
        name: "normal".into(),
        usage_factor: 1.0,
        ..QosRecord::default()
    }];
    let mut not_utf8 = NotUtf8::new(path);
    for (i, line) in text.lines().enumerate() {
        let no = i as u64 + 1;
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let Some((verb, entity, params)) = script_command(line) else {
            return Err(InputError::new(path, no, "not a sacctmgr command"));
        };
        if entity != "qos" {
            continue;
        }
        check_script_words(&mut not_utf8, no, &params, &TYPED)?;
        // `modify qos NAME set …`, `modify qos set NAME …`, `… where name=NAME …`
        let name = params
            .iter()
            .find(|(k, _)| k == "name")
            .map(|(_, v)| v.clone())
            .or_else(|| {
                params
                    .iter()
                    .find(|(k, v)| v.is_empty() && k != "set" && k != "where")
                    .map(|(k, _)| k.clone())
            });
        let Some(name) = name else {
            return Err(InputError::new(path, no, "QOS command without a name"));
        };
        let set = |q: &mut QosRecord| -> Result<(), InputError> {
            for (k, v) in &params {
                match k.as_str() {
                    "priority" => {
                        q.priority = v.parse().map_err(|_| {
                            InputError::field(path, no, "Priority", v, "expected a whole number")
                        })?
                    }
                    "usagefactor" => {
                        q.usage_factor = v.parse().map_err(|_| {
                            InputError::field(path, no, "UsageFactor", v, "expected a number")
                        })?
                    }
                    "flags" => q.flags = Some(v.clone()),
                    "preempt" => q.preempt = Some(v.clone()),
                    _ => {}
                }
            }
            Ok(())
        };
        match verb.as_str() {
            "add" | "create" => {
                let mut q = QosRecord {
                    name: name.clone(),
                    usage_factor: 1.0,
                    ..QosRecord::default()
                };
                set(&mut q)?;
                out.retain(|o| o.name != name);
                out.push(q);
            }
            "modify" => match out.iter_mut().find(|q| q.name.eq_ignore_ascii_case(&name)) {
                Some(q) => set(q)?,
                None => {
                    return Err(InputError::field(
                        path,
                        no,
                        "Name",
                        &name,
                        "modify of a QOS that was never added",
                    ))
                }
            },
            "remove" | "delete" => out.retain(|q| !q.name.eq_ignore_ascii_case(&name)),
            _ => {}
        }
    }
    Ok(Rows {
        rows: out,
        not_utf8: not_utf8.warning(),
    })
}

fn parse_json(text: &str, path: &str) -> Result<Rows<QosRecord>, InputError> {
    let (items, _) = document_list(text, path, "qos", "sacctmgr show qos --json")?;
    let not_utf8 = json::not_utf8(text, path, ("qos", &items), |_| false)?;
    let mut out = Vec::new();
    for (i, q) in items.iter().enumerate() {
        let name = q["name"]
            .as_str()
            .filter(|n| !n.is_empty())
            .ok_or_else(|| {
                InputError::field(
                    path,
                    0,
                    &format!("qos[{i}].name"),
                    &q["name"].to_string(),
                    "a QOS needs a name",
                )
            })?;
        let wall = &q["limits"]["max"]["wall_clock"]["per"]["job"];
        out.push(QosRecord {
            name: name.to_string(),
            id: number(&q["id"]).map(|i| i as u64),
            priority: number(&q["priority"]).unwrap_or(0.0) as i64,
            usage_factor: number(&q["usage_factor"]).unwrap_or(1.0),
            usage_threshold: number(&q["usage_threshold"]),
            flags: list(&q["flags"]),
            preempt: list(&q["preempt"]["list"]),
            preempt_mode: list(&q["preempt"]["mode"]),
            max_wall_s: number(wall).map(|m| (m * 60.0) as i64),
        });
    }
    Ok(Rows {
        rows: out,
        not_utf8,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn delimited() {
        let text = "Name|Priority|GraceTime|Flags|UsageFactor|MaxWall\nnormal|0|00:00:00||1.000000|\nhigh|100|00:00:00|DenyOnLimit|2.500000|1-00:00:00\n";
        let q = parse(text, "q.psv").unwrap().rows;
        assert_eq!(q[1].id, None);
        assert_eq!(
            (q[1].name.as_str(), q[1].priority, q[1].usage_factor),
            ("high", 100, 2.5)
        );
        assert_eq!(q[1].max_wall_s, Some(86400));
        let e = parse("Name|Priority\nx|high\n", "q.psv").unwrap_err();
        assert_eq!(
            e.to_string(),
            "q.psv:2: column Priority: value \"high\": expected a whole number"
        );
    }

    /// `sacctmgr -P show qos format=ID,Name,…` (what collect asks for): the ids slurmdbd
    /// numbers QOS by, as the sreport-drain capture's Slurm 24.11.5 printed them.
    #[test]
    fn delimited_with_ids() {
        let text = include_str!("../../../tests/data/sreport-drain/24.11/sacctmgr_qos_ids.psv");
        let q = parse(text, "q.psv").unwrap().rows;
        let ids: Vec<(&str, Option<u64>)> = q.iter().map(|q| (q.name.as_str(), q.id)).collect();
        assert_eq!(ids, [("normal", Some(1)), ("a", Some(2)), ("b", Some(3))]);
        let e = parse("ID|Name\none|x\n", "q.psv").unwrap_err();
        assert_eq!(
            e.to_string(),
            "q.psv:2: column ID: value \"one\": expected a whole number"
        );
    }

    #[test]
    fn script_adds_modifies_and_removes() {
        let text = "modify QOS set normal Priority=5\nadd QOS Name=supporters Priority=100\nremove QOS where Name=gone\n";
        let q = parse(text, "s").unwrap().rows;
        assert_eq!(
            q.iter()
                .map(|q| (q.name.as_str(), q.priority))
                .collect::<Vec<_>>(),
            vec![("normal", 5), ("supporters", 100)]
        );
    }

    /// Issue 35: a QOS's name and description are text (lambda's real QOS list, a byte 0xE9
    /// put in); its usage factor is not.
    #[test]
    fn issue_35_text_that_is_not_utf8() {
        use crate::ingest::with_byte;
        let text = include_str!("../../../tests/data/lambda/sacctmgr_qos.psv");
        let read = parse(&with_byte(text, "\nboost", 0xE9), "q.psv").unwrap();
        assert!(read.rows.iter().any(|q| q.name == "boost\u{FFFD}"));
        let line = text.lines().position(|l| l.starts_with("boost|")).unwrap() + 1;
        assert_eq!(
            read.not_utf8.unwrap().to_string(),
            format!("q.psv:{line}: column Name: value \"boost\u{FFFD}\": bytes that are not UTF-8, read as U+FFFD")
        );
        let e = parse(&with_byte(text, "|1.0", 0xFF), "q.psv").unwrap_err();
        assert_eq!((e.line, e.column.as_deref()), (2, Some("UsageFactor")));
        let json = with_byte(
            "{\"qos\": [{\"name\": \"normal\", \"description\": \"caf\"}]}",
            "caf",
            0xE9,
        );
        assert_eq!(
            parse(&json, "q.json").unwrap().not_utf8.unwrap().to_string(),
            "q.json:1: column qos[0].description: value \"caf\u{FFFD}\": bytes that are not UTF-8, read as U+FFFD"
        );
    }
}
