//! Reader for QOS lists: `sacctmgr show qos -P`/`-p`, `sacctmgr show qos --json` (and
//! slurmrestd's), and the QOS lines of sacctmgr command scripts.

use crate::error::InputError;
use crate::ingest::assoc::script_command;
use crate::ingest::json::{document_list, list, number};
use crate::ingest::slurm_time::parse_duration;
use crate::ingest::Delimited;
use crate::model::types::QosRecord;

pub fn parse(text: &str, path: &str) -> Result<Vec<QosRecord>, InputError> {
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
    if rows.is_empty() {
        return Err(InputError::new(path, 0, "no QOS in the file"));
    }
    Ok(rows)
}

fn parse_delimited(text: &str, path: &str) -> Result<Vec<QosRecord>, InputError> {
    let table = Delimited::parse(text, path, "")?;
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
        out.push(QosRecord {
            name: f[name_col].trim().to_string(),
            priority,
            usage_factor: float("usagefactor", "UsageFactor")?.unwrap_or(1.0),
            usage_threshold: float("usagethres", "UsageThres")?,
            flags: get("flags").map(str::to_string),
            preempt: get("preempt").map(str::to_string),
            preempt_mode: get("preemptmode").map(str::to_string),
            max_wall_s,
        });
    }
    Ok(out)
}

/// A fresh Slurm database has QOS `normal`; scripts add to and modify that list.
fn parse_script(text: &str, path: &str) -> Result<Vec<QosRecord>, InputError> {
    let mut out = vec![QosRecord {
        name: "normal".into(),
        usage_factor: 1.0,
        ..QosRecord::default()
    }];
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
    Ok(out)
}

fn parse_json(text: &str, path: &str) -> Result<Vec<QosRecord>, InputError> {
    let (items, _) = document_list(text, path, "qos", "sacctmgr show qos --json")?;
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
            priority: number(&q["priority"]).unwrap_or(0.0) as i64,
            usage_factor: number(&q["usage_factor"]).unwrap_or(1.0),
            usage_threshold: number(&q["usage_threshold"]),
            flags: list(&q["flags"]),
            preempt: list(&q["preempt"]["list"]),
            preempt_mode: list(&q["preempt"]["mode"]),
            max_wall_s: number(wall).map(|m| (m * 60.0) as i64),
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn delimited() {
        let text = "Name|Priority|GraceTime|Flags|UsageFactor|MaxWall\nnormal|0|00:00:00||1.000000|\nhigh|100|00:00:00|DenyOnLimit|2.500000|1-00:00:00\n";
        let q = parse(text, "q.psv").unwrap();
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

    #[test]
    fn script_adds_modifies_and_removes() {
        let text = "modify QOS set normal Priority=5\nadd QOS Name=supporters Priority=100\nremove QOS where Name=gone\n";
        let q = parse(text, "s").unwrap();
        assert_eq!(
            q.iter()
                .map(|q| (q.name.as_str(), q.priority))
                .collect::<Vec<_>>(),
            vec![("normal", 5), ("supporters", 100)]
        );
    }
}
