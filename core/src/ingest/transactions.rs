//! Reader for slurmdbd's transaction log, `sacctmgr show transactions -P
//! format=Time,Action,Actor,Cluster,Where,Info`: when each association was created. An
//! "Add Associations" row names the association in Where (`id_assoc=N`, an id per cluster)
//! and its time in Info (`mod_time=EPOCH`, the second slurmdbd added it); the Time column (local
//! time) stands in when Info lacks it. Other actions are skipped. Info is the last column and
//! may itself hold `|`.

use crate::error::InputError;
use crate::ingest::slurm_time::{parse_timestamp, Zone};

/// An association and the second it was created.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AssocCreated {
    /// From the Cluster column, when the dump has one.
    pub cluster: Option<String>,
    pub assoc_id: i64,
    pub created_s: i64,
}

const FORMAT: &str = "sacctmgr show transactions -P format=Time,Action,Actor,Cluster,Where,Info";

pub fn parse(text: &str, path: &str, zone: Zone) -> Result<Vec<AssocCreated>, InputError> {
    let mut lines = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with("# "));
    let Some((_, header)) = lines.next() else {
        return Err(InputError::new(
            path,
            0,
            format!("empty file: no header ({FORMAT})"),
        ));
    };
    let names: Vec<String> = header
        .trim_end_matches('|')
        .split('|')
        .map(|h| h.trim().to_ascii_lowercase())
        .collect();
    let col = |n: &str| names.iter().position(|h| h == n);
    let (Some(action), Some(place), Some(info), Some(time)) =
        (col("action"), col("where"), col("info"), col("time"))
    else {
        return Err(InputError::new(
            path,
            1,
            format!("not sacctmgr's transactions: the header needs Time, Action, Where and Info ({FORMAT})"),
        ));
    };
    if info + 1 != names.len() {
        return Err(InputError::new(
            path,
            1,
            format!("Info must be the last column (its values may hold `|`): {FORMAT}"),
        ));
    }
    let cluster = col("cluster");
    let mut out = Vec::new();
    for (k, line) in lines {
        let no = k as u64 + 1;
        let fields: Vec<&str> = line.splitn(names.len(), '|').collect();
        if fields.len() < names.len() {
            return Err(InputError::new(
                path,
                no,
                format!(
                    "{} fields where the header has {}",
                    fields.len(),
                    names.len()
                ),
            ));
        }
        if fields[action].trim() != "Add Associations" {
            continue;
        }
        let w = fields[place].trim();
        let assoc_id = w
            .strip_prefix("id_assoc=")
            .and_then(|v| v.parse::<i64>().ok())
            .ok_or_else(|| InputError::field(path, no, "Where", w, "expected id_assoc=N"))?;
        let stamped = fields[info]
            .split(", ")
            .find_map(|kv| kv.strip_prefix("mod_time="))
            .map(|v| {
                v.trim_matches('\'')
                    .parse::<i64>()
                    .map_err(|_| InputError::field(path, no, "Info", v, "mod_time is not an epoch"))
            })
            .transpose()?;
        let created_s = match stamped {
            Some(t) => t,
            None => {
                let v = fields[time].trim();
                let local = parse_timestamp(v)
                    .map_err(|e| InputError::field(path, no, "Time", v, e))?
                    .ok_or_else(|| InputError::field(path, no, "Time", v, "no time"))?;
                zone.to_utc(local).and_utc().timestamp()
            }
        };
        out.push(AssocCreated {
            cluster: cluster
                .map(|c| fields[c].trim().to_string())
                .filter(|c| !c.is_empty()),
            assoc_id,
            created_s,
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Rows as slurmdbd 22.05 printed them for the zeta capture (Info cut short).
    const DUMP: &str = "Time|Action|Actor|Cluster|Where|Info
2026-11-25T12:30:33|Add Clusters|root||name='zeta'|mod_time=1795609833, shares=1
2026-11-25T12:30:34|Add Associations|root|zeta|id_assoc=2|mod_time=1795609834, acct='root', user='root', `partition`='', shares=1
2026-11-25T12:38:56|Add Associations|root|zeta|id_assoc=21|mod_time=1795610336, acct='late', parent_acct='root', user='', shares=20
2026-11-25T12:38:57|Modify Associations|root|zeta|(id_assoc=21)|shares=7
";

    #[test]
    fn reads_association_creations() {
        let rows = parse(DUMP, "t.psv", Zone::parse("UTC").unwrap()).unwrap();
        assert_eq!(
            rows,
            vec![
                AssocCreated {
                    cluster: Some("zeta".into()),
                    assoc_id: 2,
                    created_s: 1_795_609_834
                },
                AssocCreated {
                    cluster: Some("zeta".into()),
                    assoc_id: 21,
                    created_s: 1_795_610_336
                },
            ]
        );
    }

    /// Without mod_time in Info, the Time column in the given zone; `|` inside Info is kept.
    #[test]
    fn time_column_and_pipes_in_info() {
        let text = "Time|Action|Actor|Where|Info\n\
                    2026-11-25T13:00:00|Add Associations|root|id_assoc=5|acct='a|b'\n";
        let rows = parse(text, "t", Zone::parse("Europe/Paris").unwrap()).unwrap();
        assert_eq!(rows[0].created_s, 1_795_608_000);
        assert_eq!(rows[0].cluster, None);
    }

    #[test]
    fn errors_name_line_and_field() {
        let bad = "Time|Action|Actor|Where|Info\n\
                   2026-11-25T13:00:00|Add Associations|root|assoc=5|x\n";
        let e = parse(bad, "t", Zone::parse("UTC").unwrap())
            .unwrap_err()
            .to_string();
        assert!(e.contains("t:2") && e.contains("Where"), "{e}");
        let e = parse("Time|Who\n", "t", Zone::parse("UTC").unwrap())
            .unwrap_err()
            .to_string();
        assert!(e.contains("header needs"), "{e}");
    }
}
