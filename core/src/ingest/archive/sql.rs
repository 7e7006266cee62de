//! The oldest archives, plain SQL (Slurm 2.1's `mysql_jobacct_process.c`, which every later
//! slurmdbd still loads through `_process_old_sql`): `insert into TABLE (COLUMNS)` then
//! `values` and rows of `'…'`, ending `on duplicate key update …;`. Each value is printed
//! with `'%s'` (no escaping; a NULL as `(null)`). The columns are renamed to the fields of
//! today's files, so that the same conversions read them; the cluster is each job's and
//! event's `cluster` column, and step and suspend rows take the one a job or event
//! statement before them in the text named.

use super::{Archive, Header, Kind};
use crate::error::InputError;

/// Slurm 2.1's column, and the field of today's layout it is (None: not kept).
fn field(kind: Kind, column: &str) -> Option<&'static str> {
    let common = match column {
        "id" if kind != Kind::Events => "job_db_inx",
        "comp_code" => "exit_code",
        "state" => "state",
        "kill_requid" => "kill_requid",
        "nodelist" => "nodelist",
        "node_inx" => "node_inx",
        "name" => "name",
        "deleted" => "deleted",
        _ => "",
    };
    if !common.is_empty() {
        return Some(common);
    }
    Some(match (kind, column) {
        (Kind::Jobs, "jobid") => "jobid",
        (Kind::Jobs | Kind::Suspend, "associd") => "associd",
        (Kind::Jobs, "wckey") => "wckey",
        (Kind::Jobs, "wckeyid") => "wckey_id",
        (Kind::Jobs, "uid") => "uid",
        (Kind::Jobs, "gid") => "gid",
        (Kind::Jobs, "resvid") => "resvid",
        (Kind::Jobs, "partition") => "partition",
        (Kind::Jobs, "blockid") => "blockid",
        (Kind::Jobs, "account") => "account",
        (Kind::Jobs, "eligible") => "eligible",
        (Kind::Jobs, "submit") => "submit",
        (Kind::Jobs, "start") => "start",
        (Kind::Jobs, "end") => "end",
        (Kind::Jobs, "suspended") => "suspended",
        (Kind::Jobs, "priority") => "priority",
        (Kind::Jobs, "req_cpus") => "req_cpus",
        (Kind::Jobs, "alloc_cpus") => "tres_alloc_str",
        (Kind::Jobs, "alloc_nodes") => "alloc_nodes",
        (Kind::Jobs, "timelimit") => "timelimit",
        (Kind::Jobs, "qos") => "qos",
        (Kind::Steps, "stepid") => "stepid",
        (Kind::Steps | Kind::Suspend, "start") => "period_start",
        (Kind::Steps | Kind::Suspend, "end") => "period_end",
        (Kind::Steps, "suspended") => "period_suspended",
        (Kind::Steps, "nodes") => "nodes",
        (Kind::Steps, "cpus") => "tres_alloc_str",
        (Kind::Steps, "tasks") => "tasks",
        (Kind::Steps, "task_dist") => "task_dist",
        (Kind::Steps, "user_sec") => "user_sec",
        (Kind::Steps, "user_usec") => "user_usec",
        (Kind::Steps, "sys_sec") => "sys_sec",
        (Kind::Steps, "sys_usec") => "sys_usec",
        (Kind::Events, "node_name") => "node_name",
        (Kind::Events, "cpu_count") => "tres_str",
        (Kind::Events, "period_start") => "period_start",
        (Kind::Events, "period_end") => "period_end",
        (Kind::Events, "reason") => "reason",
        (Kind::Events, "cluster_nodes") => "cluster_nodes",
        _ => return None,
    })
}

fn kind_of(table: &str) -> Option<Kind> {
    Some(match table {
        "job_table" => Kind::Jobs,
        "step_table" => Kind::Steps,
        "cluster_event_table" | "event_table" => Kind::Events,
        "suspend_table" => Kind::Suspend,
        _ => return None,
    })
}

/// Reads the text ahead, naming the line of what is wrong.
struct Text<'a> {
    s: &'a str,
    at: usize,
    path: &'a str,
}

impl<'a> Text<'a> {
    fn error(&self, reason: &str) -> InputError {
        let line = self.s[..self.at.min(self.s.len())].matches('\n').count() as u64 + 1;
        InputError::new(self.path, line, reason)
    }

    fn skip_space(&mut self) {
        self.at += self.s[self.at..].len() - self.s[self.at..].trim_start().len();
    }

    /// Takes `word` (any case) if it comes next.
    fn word(&mut self, word: &str) -> bool {
        self.skip_space();
        let rest = &self.s[self.at..];
        let hit = rest.len() >= word.len() && rest[..word.len()].eq_ignore_ascii_case(word);
        if hit {
            self.at += word.len();
        }
        hit
    }

    fn expect(&mut self, word: &str) -> Result<(), InputError> {
        match self.word(word) {
            true => Ok(()),
            false => Err(self.error(&format!("expected `{word}`"))),
        }
    }

    /// Up to (not including) `end`.
    fn until(&mut self, end: char) -> Result<&'a str, InputError> {
        let rest = &self.s[self.at..];
        let n = rest
            .find(end)
            .ok_or_else(|| self.error(&format!("no `{end}` before the end of the file")))?;
        self.at += n + end.len_utf8();
        Ok(&rest[..n])
    }

    /// One row's values: `'…', '…'` up to its `)`. A value ends at a quote followed by `,`
    /// or `)` (2.1 did not escape quotes inside values).
    fn row(&mut self) -> Result<Vec<Option<String>>, InputError> {
        let mut values = Vec::new();
        loop {
            self.expect("'")?;
            let rest = &self.s[self.at..];
            let mut end = None;
            for (i, _) in rest.match_indices('\'') {
                let after = rest[i + 1..].trim_start();
                if after.starts_with(',') || after.starts_with(')') {
                    end = Some(i);
                    break;
                }
            }
            let end = end.ok_or_else(|| self.error("a value without its closing quote"))?;
            let value = &rest[..end];
            values.push((value != "(null)").then(|| value.to_string()));
            self.at += end + 1;
            if self.word(")") {
                return Ok(values);
            }
            self.expect(",")?;
        }
    }
}

/// The archives a plain-SQL file holds: one per statement and cluster.
pub fn read(text: &str, path: &str) -> Result<Vec<Archive>, InputError> {
    let mut t = Text {
        s: text,
        at: 0,
        path,
    };
    let mut out: Vec<Archive> = Vec::new();
    let mut named: Option<String> = None;
    loop {
        t.skip_space();
        if t.at >= text.len() {
            break;
        }
        t.expect("insert into")?;
        t.skip_space();
        let table = t.until('(')?.trim().trim_matches('`').to_string();
        let Some(kind) = kind_of(&table) else {
            return Err(t.error(&format!(
                "an insert into {table}: the old archives fairtrace reads hold job_table, step_table, cluster_event_table or suspend_table"
            )));
        };
        let columns: Vec<String> = t
            .until(')')?
            .split(',')
            .map(|c| c.trim().trim_matches('`').to_string())
            .collect();
        t.expect("values")?;
        let cluster_col = columns.iter().position(|c| c == "cluster");
        let names: Vec<&'static str> = kind.layout(0);
        let mut rows: Vec<(String, Vec<Option<String>>)> = Vec::new();
        loop {
            t.expect("(")?;
            let line = t.at;
            let values = t.row()?;
            if values.len() != columns.len() {
                t.at = line;
                return Err(t.error(&format!(
                    "a row of {} values for {} columns",
                    values.len(),
                    columns.len()
                )));
            }
            let cluster = match cluster_col.and_then(|c| values[c].clone()) {
                Some(c) => {
                    named = Some(c.clone());
                    c
                }
                None => named.clone().ok_or_else(|| {
                    t.error("a row of no cluster before any job or event named one")
                })?,
            };
            let mut record = vec![None; names.len()];
            for (column, value) in columns.iter().zip(values) {
                let Some(f) = field(kind, column) else {
                    continue;
                };
                let Some(i) = names.iter().position(|n| *n == f) else {
                    continue;
                };
                // 2.1 counted CPUs where today's records keep TRES (`1=` is cpu); none held,
                // no allocation.
                record[i] = match f {
                    "tres_alloc_str" => value.filter(|v| v != "0").map(|v| format!("1={v}")),
                    _ => value,
                };
            }
            rows.push((cluster, record));
            if !t.word(",") {
                break;
            }
        }
        if t.word("on duplicate key update") {
            t.until(';')?;
        } else {
            t.expect(";")?;
        }
        let mut clusters: Vec<String> = rows.iter().map(|r| r.0.clone()).collect();
        clusters.sort();
        clusters.dedup();
        for cluster in clusters {
            let records: Vec<Vec<Option<String>>> = rows
                .iter()
                .filter(|r| r.0 == cluster)
                .map(|r| r.1.clone())
                .collect();
            out.push(Archive {
                header: Header {
                    protocol: 0,
                    release: "2.1",
                    written: 0,
                    kind,
                    cluster,
                    period: None,
                    count: records.len() as u32,
                },
                names: names.clone(),
                records,
            });
        }
    }
    if out.is_empty() {
        return Err(InputError::new(path, 0, "no insert statement in the file"));
    }
    Ok(out)
}
