//! Reader for the association tree in every form sacctmgr produces: `show assoc -P`/`-p`
//! (any column set), `sacctmgr dump` files, sacctmgr command scripts (`add account …`), and
//! `sacctmgr show assoc --json`. The format is detected from the content. Bytes that are not
//! UTF-8 in names and text (a dump's Description and Organization) are read as U+FFFD with one
//! warning; in shares, priorities and ids they fail the file.

use std::collections::BTreeMap;

use crate::error::InputError;
use crate::ingest::json::{self, document_list, int, list};
use crate::ingest::{Delimited, NotUtf8, Rows};
use crate::model::types::AssocRecord;

/// `Fairshare=parent` as sacctmgr dump and the JSON write it (SLURMDB_FS_USE_PARENT).
const USE_PARENT: i64 = 0x7FFF_FFFF;

fn shares(value: &str) -> Result<Option<i64>, String> {
    if value.eq_ignore_ascii_case("parent") {
        return Ok(None);
    }
    match value.parse::<i64>() {
        Ok(USE_PARENT) => Ok(None),
        Ok(n) if n >= 0 => Ok(Some(n)),
        _ => Err("expected a share count or \"parent\"".into()),
    }
}

/// The release a tree dump was written by at least: sacctmgr prints a Lineage field (text
/// header or JSON key) from 23.11 on, when lft/rgt went.
pub fn written_by_at_least(text: &str) -> Option<crate::model::version::SlurmVersion> {
    let lineage = if text.trim_start().starts_with('{') {
        text.contains("\"lineage\"")
    } else {
        text.lines()
            .find(|l| !l.trim().is_empty())
            .is_some_and(|h| {
                h.split('|')
                    .any(|f| f.trim().eq_ignore_ascii_case("lineage"))
            })
    };
    lineage.then(|| crate::model::version::SlurmVersion::new(23, 11, 0))
}

/// The fields read as numbers (shares, priorities, ids), by lower-case name.
const TYPED: [&str; 8] = [
    "share",
    "fairshare",
    "priority",
    "id",
    "lft",
    "rgt",
    "parentid",
    "shares_raw",
];

/// Parses association input of any supported form. `cluster` fills in a missing cluster.
pub fn parse(
    text: &str,
    path: &str,
    cluster: Option<&str>,
) -> Result<Rows<AssocRecord>, InputError> {
    let first = text
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with('#'));
    let Some(first) = first else {
        return Err(InputError::new(path, 0, "empty file: no associations"));
    };
    let rows = if text.trim_start().starts_with('{') {
        parse_json(text, path)?
    } else if first.starts_with("Cluster - ")
        || first.starts_with("Parent - ")
        || first.starts_with("Account - ")
    {
        parse_dump(text, path)?
    } else if first.contains('|') {
        parse_delimited(text, path, cluster)?
    } else if is_script_line(first) {
        parse_script(text, path)?
    } else {
        return Err(InputError::new(
            path,
            0,
            "not an association list: expected sacctmgr show assoc -P/-p, a sacctmgr dump, a sacctmgr script or JSON",
        ));
    };
    if rows.rows.is_empty() {
        return Err(InputError::new(path, 0, "no associations in the file"));
    }
    Ok(rows)
}

fn parse_delimited(
    text: &str,
    path: &str,
    cluster: Option<&str>,
) -> Result<Rows<AssocRecord>, InputError> {
    let table = Delimited::parse(text, path, "")?;
    let not_utf8 = table.not_utf8(path, &TYPED)?;
    let at = |n: &str| table.col(n);
    let (Some(acct_col), Some(share_col)) = (at("account"), at("share").or(at("fairshare"))) else {
        return Err(InputError::new(
            path,
            1,
            "the header lacks Account or Share",
        ));
    };
    let col = |n: &str| at(n);
    let mut out = Vec::new();
    for (no, f) in &table.rows {
        let no = *no;
        let get = |c: Option<usize>| c.map(|i| f[i].trim()).filter(|s| !s.is_empty());
        let int = |name: &str| -> Result<Option<i64>, InputError> {
            match get(col(name)) {
                Some(v) => v
                    .parse()
                    .map(Some)
                    .map_err(|_| InputError::field(path, no, name, v, "expected a whole number")),
                None => Ok(None),
            }
        };
        let account = f[acct_col].trim().to_string();
        if account.is_empty() {
            return Err(InputError::field(
                path,
                no,
                "Account",
                "",
                "an association needs an account",
            ));
        }
        let user = get(col("user")).unwrap_or("").to_string();
        let share_text = f[share_col].trim();
        let raw_shares = if share_text.is_empty() {
            Some(1)
        } else {
            shares(share_text).map_err(|e| InputError::field(path, no, "Share", share_text, e))?
        };
        let cluster = match get(col("cluster")).or(cluster) {
            Some(c) => c.to_string(),
            None => {
                return Err(InputError::new(
                    path,
                    no,
                    "no Cluster column: pass --cluster NAME",
                ))
            }
        };
        let parent_account = if !user.is_empty() {
            Some(account.clone())
        } else {
            get(col("parentname"))
                .or(get(col("par name")))
                .map(str::to_string)
        };
        out.push(AssocRecord {
            cluster,
            parent_account,
            partition: get(col("partition")).unwrap_or("").to_string(),
            raw_shares,
            priority: int("priority")?,
            assoc_id: int("id")?,
            lft: int("lft")?,
            rgt: int("rgt")?,
            qos: get(col("qos")).map(str::to_string),
            default_qos: get(col("def qos"))
                .or(get(col("defaultqos")))
                .map(str::to_string),
            account,
            user,
        });
    }
    Ok(Rows {
        rows: out,
        not_utf8,
    })
}

/// Splits `'u5':DefaultAccount='genomics':Fairshare=1` at colons outside quotes.
fn dump_fields(s: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    let mut quoted = false;
    for c in s.chars() {
        match c {
            '\'' => quoted = !quoted,
            ':' if !quoted => out.push(String::new()),
            _ => out.last_mut().expect("never empty").push(c),
        }
    }
    out
}

fn parse_dump(text: &str, path: &str) -> Result<Rows<AssocRecord>, InputError> {
    let mut out = Vec::new();
    let mut not_utf8 = NotUtf8::new(path);
    let mut cluster: Option<String> = None;
    let mut parent = "root".to_string();
    for (i, line) in text.lines().enumerate() {
        let no = i as u64 + 1;
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let Some((kind, rest)) = line.split_once(" - ") else {
            return Err(InputError::new(
                path,
                no,
                "expected 'Cluster - ', 'Parent - ', 'Account - ' or 'User - '",
            ));
        };
        let fields = dump_fields(rest);
        not_utf8.check(no, kind, &fields[0], false)?;
        for (key, value) in fields[1..].iter().filter_map(|f| f.split_once('=')) {
            not_utf8.check(no, key, value, TYPED.contains(&&*key.to_ascii_lowercase()))?;
        }
        let name = fields[0].clone();
        let opts: BTreeMap<String, String> = fields[1..]
            .iter()
            .filter_map(|f| {
                f.split_once('=')
                    .map(|(k, v)| (k.to_ascii_lowercase(), v.to_string()))
            })
            .collect();
        let raw_shares = match opts.get("fairshare") {
            Some(v) => shares(v).map_err(|e| InputError::field(path, no, "Fairshare", v, e))?,
            None => Some(1),
        };
        let current_cluster = || {
            cluster.clone().ok_or_else(|| {
                InputError::new(path, no, "an association before the 'Cluster - ' line")
            })
        };
        let record = |account: String,
                      user: String,
                      parent_account: Option<String>,
                      cluster: String| AssocRecord {
            cluster,
            account,
            user,
            parent_account,
            raw_shares,
            qos: opts.get("qos").cloned(),
            default_qos: opts.get("defaultqos").cloned(),
            priority: opts.get("priority").and_then(|p| p.parse().ok()),
            ..AssocRecord::default()
        };
        match kind {
            "Cluster" => {
                cluster = Some(name.clone());
                out.push(record("root".into(), String::new(), None, name));
            }
            "Parent" => parent = name,
            "Account" => out.push(record(
                name,
                String::new(),
                Some(parent.clone()),
                current_cluster()?,
            )),
            "User" => out.push(record(
                parent.clone(),
                name,
                Some(parent.clone()),
                current_cluster()?,
            )),
            other => {
                return Err(InputError::field(
                    path,
                    no,
                    "kind",
                    other,
                    "expected Cluster, Parent, Account or User",
                ))
            }
        }
    }
    Ok(Rows {
        rows: out,
        not_utf8: not_utf8.warning(),
    })
}

fn is_script_line(line: &str) -> bool {
    let line = line.trim_start_matches("sacctmgr").trim_start();
    let line = line.trim_start_matches("-i").trim_start();
    [
        "add ", "create ", "modify ", "remove ", "delete ", "list ", "show ",
    ]
    .iter()
    .any(|p| line.to_ascii_lowercase().starts_with(p))
}

/// A sacctmgr command: verb, entity and `key=value` words (a bare word has an empty value).
pub(crate) type ScriptCommand = (String, String, Vec<(String, String)>);

/// `add account name=a Fairshare=100` → ("add", "account", {name: a, fairshare: 100}).
pub(crate) fn script_command(line: &str) -> Option<ScriptCommand> {
    let mut words = line
        .split_whitespace()
        .filter(|w| *w != "sacctmgr" && !w.starts_with('-'));
    let verb = words.next()?.to_ascii_lowercase();
    let entity = words.next()?.to_ascii_lowercase();
    let params = words
        .map(|w| match w.split_once('=') {
            Some((k, v)) => (k.to_ascii_lowercase(), v.trim_matches('"').to_string()),
            None => (w.to_ascii_lowercase(), String::new()),
        })
        .collect();
    Some((verb, entity, params))
}

/// Reads a script command's words as `NotUtf8` does: a value under its key (typed when `typed`
/// names it), a bare word as a name.
pub(crate) fn check_script_words(
    not_utf8: &mut NotUtf8,
    no: u64,
    params: &[(String, String)],
    typed: &[&str],
) -> Result<(), InputError> {
    for (key, value) in params {
        match value.is_empty() {
            true => not_utf8.check(no, "name", key, false)?,
            false => not_utf8.check(no, key, value, typed.contains(&key.as_str()))?,
        }
    }
    Ok(())
}

fn parse_script(text: &str, path: &str) -> Result<Rows<AssocRecord>, InputError> {
    let mut clusters: Vec<String> = Vec::new();
    let mut out: Vec<AssocRecord> = Vec::new();
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
        check_script_words(&mut not_utf8, no, &params, &TYPED)?;
        let param = |k: &str| {
            params
                .iter()
                .find(|(pk, _)| pk == k)
                .map(|(_, v)| v.clone())
        };
        let raw_shares = match param("fairshare") {
            Some(v) => shares(&v).map_err(|e| InputError::field(path, no, "Fairshare", &v, e))?,
            None => Some(1),
        };
        let targets = match param("cluster").or(param("clusters")) {
            Some(c) => c.split(',').map(str::to_string).collect(),
            None => clusters.clone(),
        };
        let needs_cluster = || {
            if targets.is_empty() {
                Err(InputError::new(
                    path,
                    no,
                    "an association before any 'add cluster' line",
                ))
            } else {
                Ok(())
            }
        };
        match (verb.as_str(), entity.as_str()) {
            ("add" | "create", "cluster") => {
                let name = param("name").or(params.first().filter(|(_, v)| v.is_empty()).map(|(k, _)| k.clone()));
                let Some(name) = name else { return Err(InputError::new(path, no, "add cluster without Name=")) };
                clusters.push(name.clone());
                let root = |user: &str| AssocRecord {
                    cluster: name.clone(),
                    account: "root".into(),
                    user: user.into(),
                    parent_account: (!user.is_empty()).then(|| "root".to_string()),
                    raw_shares: if user.is_empty() { raw_shares } else { Some(1) },
                    qos: param("qos"),
                    ..AssocRecord::default()
                };
                out.push(root(""));
                out.push(root("root"));
            }
            ("add" | "create", "account") => {
                needs_cluster()?;
                let Some(name) = param("name") else { return Err(InputError::new(path, no, "add account without Name=")) };
                for account in name.split(',') {
                    for c in &targets {
                        out.push(AssocRecord {
                            cluster: c.clone(),
                            account: account.to_string(),
                            parent_account: Some(param("parent").unwrap_or_else(|| "root".into())),
                            raw_shares,
                            qos: param("qos"),
                            ..AssocRecord::default()
                        });
                    }
                }
            }
            ("add" | "create", "user") => {
                needs_cluster()?;
                let Some(name) = param("name") else { return Err(InputError::new(path, no, "add user without Name=")) };
                let Some(accounts) = param("account").or(param("accounts")).or(param("defaultaccount")) else {
                    return Err(InputError::new(path, no, "add user without Account= or DefaultAccount="));
                };
                for user in name.split(',') {
                    for account in accounts.split(',') {
                        for c in &targets {
                            out.push(AssocRecord {
                                cluster: c.clone(),
                                account: account.to_string(),
                                user: user.to_string(),
                                partition: param("partition").unwrap_or_default(),
                                parent_account: Some(account.to_string()),
                                raw_shares,
                                qos: param("qos"),
                                ..AssocRecord::default()
                            });
                        }
                    }
                }
            }
            // QOS definitions, qos levels and queries do not change the tree's shape or shares.
            ("modify", "account" | "user") => {
                let set_at = params.iter().position(|(k, _)| k == "set").unwrap_or(params.len());
                let (conditions, changes) = (&params[..set_at], &params[set_at..]);
                let cond = |k: &str| conditions.iter().find(|(ck, _)| ck == k).map(|(_, v)| v.as_str());
                let names: Vec<&str> = cond("name").or(cond("names")).map(|n| n.split(',').collect()).unwrap_or_default();
                let is_user = entity == "user";
                for r in out.iter_mut() {
                    let name = if is_user { &r.user } else { &r.account };
                    let selected = (is_user != r.user.is_empty())
                        && (names.is_empty() || names.contains(&name.as_str()))
                        && cond("account").is_none_or(|a| is_user && a.split(',').any(|a| a == r.account))
                        && cond("cluster").is_none_or(|c| c.split(',').any(|c| c == r.cluster));
                    if !selected {
                        continue;
                    }
                    for (k, v) in changes {
                        match k.as_str() {
                            "fairshare" | "share" => {
                                r.raw_shares = shares(v).map_err(|e| InputError::field(path, no, "Fairshare", v, e))?
                            }
                            "parent" if !is_user => r.parent_account = Some(v.clone()),
                            "qos" | "qoslevel" => r.qos = Some(v.trim_start_matches(['+', '=']).to_string()),
                            "defaultqos" => r.default_qos = Some(v.clone()),
                            "priority" => r.priority = v.parse().ok(),
                            _ => {}
                        }
                    }
                }
            }
            (_, "qos") | ("list" | "show", _) => {}
            _ => return Err(InputError::new(path, no, format!("sacctmgr command \"{verb} {entity}\" is not supported in an association script"))),
        }
    }
    Ok(Rows {
        rows: out,
        not_utf8: not_utf8.warning(),
    })
}

fn parse_json(text: &str, path: &str) -> Result<Rows<AssocRecord>, InputError> {
    let (items, _) = document_list(text, path, "associations", "sacctmgr show assoc --json")?;
    let not_utf8 = json::not_utf8(text, path, ("associations", &items), |_| false)?;
    let mut out = Vec::new();
    for (i, a) in items.iter().enumerate() {
        let err = |name: &str, reason: &str| {
            InputError::field(
                path,
                0,
                &format!("associations[{i}].{name}"),
                &a[name].to_string(),
                reason.to_string(),
            )
        };
        let account =
            list(&a["account"]).ok_or_else(|| err("account", "an association needs an account"))?;
        let cluster =
            list(&a["cluster"]).ok_or_else(|| err("cluster", "an association needs a cluster"))?;
        let user = list(&a["user"]).unwrap_or_default();
        let raw_shares = match int(&a["shares_raw"]) {
            Some(USE_PARENT) => None,
            Some(n) if n >= 0 => Some(n),
            None => Some(1),
            Some(_) => return Err(err("shares_raw", "negative shares")),
        };
        let parent_account = if user.is_empty() {
            list(&a["parent_account"])
        } else {
            Some(account.clone())
        };
        out.push(AssocRecord {
            cluster,
            parent_account,
            partition: list(&a["partition"]).unwrap_or_default(),
            raw_shares,
            priority: int(&a["priority"]),
            // v0.0.40 nests the id in an object; v0.0.41 and v0.0.42 print 0 for every
            // association (real ids again from v0.0.43): 0 is no id.
            assoc_id: int(&a["id"]).or(int(&a["id"]["id"])).filter(|&id| id > 0),
            lft: int(&a["lft"]),
            rgt: int(&a["rgt"]),
            qos: list(&a["qos"]),
            default_qos: list(&a["default"]["qos"]),
            account,
            user,
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
    fn delimited_with_parent_and_trailing_pipe() {
        let text = "Cluster|Account|User|Partition|ParentName|Share|\nc|root||||1|\nc|bio|||root|60|\nc|bio|u6|||parent|\n";
        let rows = parse(text, "a.psv", None).unwrap().rows;
        assert_eq!(rows.len(), 3);
        assert_eq!(rows[1].parent_account.as_deref(), Some("root"));
        assert_eq!(rows[1].raw_shares, Some(60));
        assert_eq!(
            (
                rows[2].user.as_str(),
                rows[2].raw_shares,
                rows[2].parent_account.as_deref()
            ),
            ("u6", None, Some("bio"))
        );
        let e = parse("Cluster|Account|User|Share\nc|a||lots\n", "a.psv", None).unwrap_err();
        assert_eq!(
            e.to_string(),
            "a.psv:2: column Share: value \"lots\": expected a share count or \"parent\""
        );
    }

    #[test]
    fn dump_form() {
        let text = "Cluster - 'alpha':Fairshare=1:QOS='low,normal'\nParent - 'root'\nAccount - 'bio':Description='b':Fairshare=60\nParent - 'bio'\nUser - 'u6':DefaultAccount='bio':Fairshare=2147483647\n";
        let rows = parse(text, "d.cfg", None).unwrap().rows;
        assert_eq!(rows.len(), 3);
        assert_eq!(
            (rows[0].account.as_str(), rows[0].qos.as_deref()),
            ("root", Some("low,normal"))
        );
        assert_eq!(
            (
                rows[1].account.as_str(),
                rows[1].parent_account.as_deref(),
                rows[1].raw_shares
            ),
            ("bio", Some("root"), Some(60))
        );
        assert_eq!(
            (
                rows[2].user.as_str(),
                rows[2].account.as_str(),
                rows[2].raw_shares
            ),
            ("u6", "bio", None)
        );
    }

    #[test]
    fn script_form() {
        let text = "add QOS Name=x Priority=1\nadd cluster Name=micro Fairshare=1\nadd account name=a0 Fairshare=100\nadd user Name=u1 DefaultAccount=a0 Fairshare=parent Account=a0\nmodify user set qoslevel=\"normal\"\nmodify account name=a0 set qos=debug Fairshare=7\n";
        let rows = parse(text, "s.script", None).unwrap().rows;
        let users: Vec<_> = rows
            .iter()
            .filter(|r| !r.user.is_empty())
            .map(|r| (r.user.as_str(), r.account.as_str(), r.raw_shares))
            .collect();
        assert_eq!(users, vec![("root", "root", Some(1)), ("u1", "a0", None)]);
        let a0 = rows
            .iter()
            .find(|r| r.account == "a0" && r.user.is_empty())
            .unwrap();
        assert_eq!((a0.raw_shares, a0.qos.as_deref()), (Some(7), Some("debug")));
        assert_eq!(
            rows.iter().find(|r| r.user == "u1").unwrap().qos.as_deref(),
            Some("normal")
        );
        let e = parse("add account name=a\n", "s", None).unwrap_err();
        assert_eq!(
            e.to_string(),
            "s:1: an association before any 'add cluster' line"
        );
    }

    /// Issue 35: names and a dump's Description are text (lambda's real tree and a dump, bytes
    /// that are not UTF-8 put in); shares are not.
    #[test]
    fn issue_35_names_and_descriptions_that_are_not_utf8() {
        use crate::ingest::with_byte;
        let text = include_str!("../../../tests/data/lambda/sacctmgr_assoc_full.psv");
        let read = parse(&with_byte(text, "|computational_chem", 0xE9), "a.psv", None).unwrap();
        assert_eq!(read.rows.len(), 25);
        assert_eq!(
            read.not_utf8.unwrap().to_string(),
            "a.psv:7: column Account: value \"computational_chem\u{FFFD}istry_lab\": bytes that are not UTF-8, read as U+FFFD"
        );
        let dump = "Cluster - 'alpha':Fairshare=1\nParent - 'root'\nAccount - 'bio':Description='b':Organization='o':Fairshare=60\n";
        let read = parse(
            &with_byte(
                &with_byte(dump, "Description='b", 0xE9),
                "Organization='o",
                0xE9,
            ),
            "d.cfg",
            None,
        )
        .unwrap();
        assert_eq!(read.rows.len(), 2);
        assert_eq!(
            read.not_utf8.unwrap().to_string(),
            "d.cfg:3: column Description: value \"b\u{FFFD}\": bytes that are not UTF-8, read as U+FFFD (2 fields of the file in all)"
        );
        let e = parse(&with_byte(dump, "Fairshare=6", 0xFF), "d.cfg", None).unwrap_err();
        assert_eq!((e.line, e.column.as_deref()), (3, Some("Fairshare")));
        assert!(e.reason.contains("typed field"), "{e}");
        let script = "add cluster Name=micro\nadd account name=a0 Description=caf Fairshare=100\n";
        let read = parse(&with_byte(script, "caf", 0xE9), "s.script", None).unwrap();
        assert_eq!(
            read.not_utf8.unwrap().to_string(),
            "s.script:2: column description: value \"caf\u{FFFD}\": bytes that are not UTF-8, read as U+FFFD"
        );
    }
}
