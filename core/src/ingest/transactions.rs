//! Reader for slurmdbd's transaction log, `sacctmgr show transactions -P
//! format=Time,Action,Actor,Cluster,Where,Info`: when each association was created, and the
//! shares it had from when. An "Add Associations" row names the association in Where
//! (`id_assoc=N`, an id per cluster) and its time in Info (`mod_time=EPOCH`, the second slurmdbd
//! added it; the Time column, local time, stands in when Info lacks it) with its `shares=`; a
//! "Modify Associations" row names them as `(id_assoc=N || id_assoc=M)` and holds only what
//! changed (`shares=` when the shares did), at its Time. A "Modify Clusters" row setting
//! `control_host` (Where `name='C'`) is a slurmctld registering with slurmdbd: at each start, and
//! again when slurmdbd restarts and asks the running ones to. Other actions are skipped. Info
//! is the last column and may itself hold `|`. Bytes that are not UTF-8 (an account's
//! description in Info, a name in Where) are read as U+FFFD with one warning; in Time or Action
//! they fail the file.

use crate::error::InputError;
use crate::ingest::slurm_time::{parse_timestamp, Zone};
use crate::ingest::{text_header, NotUtf8};

/// An association and the second it was created.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AssocCreated {
    /// From the Cluster column, when the dump has one.
    pub cluster: Option<String>,
    pub assoc_id: i64,
    pub created_s: i64,
    /// Logged before a registration of its cluster in the same second (the log is in time
    /// order, a second's rows as slurmdbd wrote them): the controller starting then loaded it
    /// with the tree, before its first cycle.
    pub before_registration: bool,
}

/// An association's shares from a moment on (None: `Fairshare=parent`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SharesSet {
    pub cluster: Option<String>,
    pub assoc_id: i64,
    pub from_s: i64,
    pub shares: Option<u32>,
}

/// A slurmctld of `cluster` registering with slurmdbd at `at_s` (the Time column's second).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Registered {
    pub cluster: String,
    pub at_s: i64,
    /// The controller's protocol version (`rpc_version=`): which release it ran.
    pub rpc_version: Option<u32>,
}

/// What a transaction log says of associations and controllers, and its one warning of text
/// read with U+FFFD.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Transactions {
    pub created: Vec<AssocCreated>,
    /// In the log's order.
    pub shares: Vec<SharesSet>,
    pub registered: Vec<Registered>,
    pub not_utf8: Option<InputError>,
}

/// `Fairshare=parent` as slurmdbd stores it (SLURMDB_FS_USE_PARENT).
const USE_PARENT: u32 = 0x7FFF_FFFF;

const FORMAT: &str = "sacctmgr show transactions -P format=Time,Action,Actor,Cluster,Where,Info";

pub fn parse(text: &str, path: &str, zone: Zone) -> Result<Transactions, InputError> {
    let mut lines = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with("# "));
    let Some((k, header)) = lines.next() else {
        return Err(InputError::new(
            path,
            0,
            format!("empty file: no header ({FORMAT})"),
        ));
    };
    text_header(header, path, k as u64 + 1)?;
    let titles: Vec<&str> = header
        .trim_end_matches('|')
        .split('|')
        .map(str::trim)
        .collect();
    let names: Vec<String> = titles.iter().map(|t| t.to_ascii_lowercase()).collect();
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
    if info + 1 != names.len() || place + 1 != info {
        return Err(InputError::new(
            path,
            1,
            format!(
                "Where and Info must be the last columns (their values may hold `|`): {FORMAT}"
            ),
        ));
    }
    let cluster = col("cluster");
    let mut out = Transactions::default();
    let mut not_utf8 = NotUtf8::new(path);
    for (k, line) in lines {
        let no = k as u64 + 1;
        let fields = split_row(line, place).ok_or_else(|| {
            InputError::new(
                path,
                no,
                format!("fewer fields than the header's {}", names.len()),
            )
        })?;
        for (c, value) in fields.iter().enumerate() {
            not_utf8.check(no, titles[c], value, c == time || c == action)?;
        }
        let w = fields[place].trim();
        let added = match fields[action].trim() {
            "Add Associations" => true,
            "Modify Associations" => false,
            "Modify Clusters" => {
                if let Some(r) = registration(&fields, (time, place, info), zone)
                    .map_err(|(f, v, e)| InputError::field(path, no, f, v, e))?
                {
                    let same_second = out.created.iter_mut().filter(|c| {
                        c.created_s == r.at_s && c.cluster.as_ref().is_none_or(|n| *n == r.cluster)
                    });
                    same_second.for_each(|c| c.before_registration = true);
                    out.registered.push(r);
                }
                continue;
            }
            _ => continue,
        };
        let ids: Vec<i64> = w
            .split("id_assoc=")
            .skip(1)
            .map(|v| {
                let digits: String = v.chars().take_while(char::is_ascii_digit).collect();
                digits.parse::<i64>()
            })
            .collect::<Result<_, _>>()
            .map_err(|_| InputError::field(path, no, "Where", w, "expected id_assoc=N"))?;
        if ids.is_empty() || (added && ids.len() != 1) {
            return Err(InputError::field(
                path,
                no,
                "Where",
                w,
                "expected id_assoc=N",
            ));
        }
        let value = |key: &str| {
            fields[info]
                .split(", ")
                .find_map(|kv| kv.strip_prefix(key))
                .map(|v| v.trim_matches('\''))
        };
        let stamped = value("mod_time=")
            .map(|v| {
                v.parse::<i64>()
                    .map_err(|_| InputError::field(path, no, "Info", v, "mod_time is not an epoch"))
            })
            .transpose()?;
        let at_s = match stamped {
            Some(t) => t,
            None => {
                let v = fields[time].trim();
                let local = parse_timestamp(v)
                    .map_err(|e| InputError::field(path, no, "Time", v, e))?
                    .ok_or_else(|| InputError::field(path, no, "Time", v, "no time"))?;
                zone.to_utc(local).and_utc().timestamp()
            }
        };
        let shares = value("shares=")
            .map(|v| {
                v.parse::<u32>()
                    .map(|s| (s != USE_PARENT).then_some(s))
                    .map_err(|_| InputError::field(path, no, "Info", v, "shares is not a count"))
            })
            .transpose()?;
        let cluster = cluster
            .map(|c| fields[c].trim().to_string())
            .filter(|c| !c.is_empty());
        for &assoc_id in &ids {
            if added {
                out.created.push(AssocCreated {
                    cluster: cluster.clone(),
                    assoc_id,
                    created_s: at_s,
                    before_registration: false,
                });
            }
            if let Some(shares) = shares {
                out.shares.push(SharesSet {
                    cluster: cluster.clone(),
                    assoc_id,
                    from_s: at_s,
                    shares,
                });
            }
        }
    }
    out.not_utf8 = not_utf8.warning();
    Ok(out)
}

/// A "Modify Clusters" row's registration, if it set a control host; errors as (field,
/// value, why).
fn registration<'a>(
    fields: &[&'a str],
    (time, place, info): (usize, usize, usize),
    zone: Zone,
) -> Result<Option<Registered>, (&'static str, &'a str, String)> {
    let value = |key: &str| {
        fields[info]
            .split(", ")
            .find_map(|kv| kv.strip_prefix(key))
            .map(|v| v.trim_matches('\''))
    };
    let host = value("control_host=");
    if host.is_none_or(str::is_empty) {
        return Ok(None);
    }
    let w = fields[place].trim();
    let cluster = w
        .strip_prefix("name='")
        .and_then(|v| v.strip_suffix('\''))
        .ok_or(("Where", w, "expected name='CLUSTER'".to_string()))?;
    let v = fields[time].trim();
    let local = parse_timestamp(v)
        .map_err(|e| ("Time", v, e.to_string()))?
        .ok_or(("Time", v, "no time".to_string()))?;
    let rpc_version = value("rpc_version=")
        .map(|v| {
            v.parse::<u32>()
                .map_err(|_| ("Info", v, "rpc_version is not a number".to_string()))
        })
        .transpose()?;
    Ok(Some(Registered {
        cluster: cluster.to_string(),
        at_s: zone.to_utc(local).and_utc().timestamp(),
        rpc_version,
    }))
}

/// A row's fields: the `place` ones before Where split at `|`, then Where (parenthesized, as
/// `(id_assoc=1 || id_assoc=2)`, it may hold `|`) and Info (the rest).
fn split_row(line: &str, place: usize) -> Option<Vec<&str>> {
    let mut fields: Vec<&str> = line.splitn(place + 1, '|').collect();
    let rest = fields.pop().filter(|_| fields.len() == place)?;
    let end = if rest.starts_with('(') {
        let mut depth = 0usize;
        rest.char_indices()
            .find(|&(_, c)| {
                match c {
                    '(' => depth += 1,
                    ')' => depth = depth.saturating_sub(1),
                    _ => {}
                }
                depth == 0
            })
            .map(|(k, _)| k + 1)?
    } else {
        rest.find('|')?
    };
    let (place_field, info) = rest.split_at(end);
    fields.push(place_field);
    fields.push(info.strip_prefix('|')?);
    Some(fields)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Rows as slurmdbd 22.05 printed them for the zeta capture (Info cut short).
    const DUMP: &str = "Time|Action|Actor|Cluster|Where|Info
2026-11-25T12:30:33|Add Clusters|root||name='zeta'|mod_time=1795609833, shares=1
2026-11-25T12:30:34|Add Associations|root|zeta|id_assoc=2|mod_time=1795609834, acct='root', user='root', `partition`='', shares=1
2026-11-25T12:38:56|Add Associations|root|zeta|id_assoc=21|mod_time=1795610336, acct='late', parent_acct='root', user='', shares=20
2026-11-25T12:38:57|Modify Associations|root|zeta|(id_assoc=21 || id_assoc=2)|shares=7
2026-11-25T12:38:58|Modify Associations|root|zeta|(id_assoc=2)|qos=',1,3,', delta_qos=''
2026-11-25T12:56:13|Modify Clusters|root||name='zeta'|control_host='127.0.0.1', control_port=6867, last_port=6867, rpc_version=9728
2026-11-25T12:57:00|Modify Clusters|root||name='zeta'|flags=128
";

    #[test]
    fn reads_association_creations() {
        let log = parse(DUMP, "t.psv", Zone::parse("UTC").unwrap()).unwrap();
        assert_eq!(
            log.created,
            vec![
                AssocCreated {
                    cluster: Some("zeta".into()),
                    assoc_id: 2,
                    created_s: 1_795_609_834,
                    before_registration: false,
                },
                AssocCreated {
                    cluster: Some("zeta".into()),
                    assoc_id: 21,
                    created_s: 1_795_610_336,
                    before_registration: false,
                },
            ]
        );
    }

    /// Shares from creation, then as modified (at the row's Time), for every id named.
    #[test]
    fn reads_share_changes() {
        let log = parse(DUMP, "t.psv", Zone::parse("UTC").unwrap()).unwrap();
        let zeta = Some("zeta".to_string());
        let set = |assoc_id, from_s, shares| SharesSet {
            cluster: zeta.clone(),
            assoc_id,
            from_s,
            shares,
        };
        assert_eq!(
            log.shares,
            vec![
                set(2, 1_795_609_834, Some(1)),
                set(21, 1_795_610_336, Some(20)),
                set(21, 1_795_610_337, Some(7)),
                set(2, 1_795_610_337, Some(7)),
            ]
        );
    }

    /// A control host set is a registration; other cluster changes are not.
    #[test]
    fn reads_controller_registrations() {
        let log = parse(DUMP, "t.psv", Zone::parse("UTC").unwrap()).unwrap();
        let at_s = 1_795_611_373;
        assert_eq!(
            log.registered,
            vec![Registered {
                cluster: "zeta".into(),
                at_s,
                rpc_version: Some(9728)
            }]
        );
    }

    /// eta's log (26.05.5): root/root was created in the second its controller registered,
    /// logged before the registration; u1's association after it.
    #[test]
    fn marks_creations_logged_before_a_registration_in_their_second() {
        let text = "Time|Action|Actor|Cluster|Where|Info
2026-11-25T14:54:39|Add Associations|root|eta|id_assoc=2|mod_time=1795618479, acct='root', user='root', shares=1
2026-11-25T14:54:39|Modify Clusters|root||name='eta'|control_host='127.0.0.1', control_port=6917, last_port=6917
2026-11-25T14:54:39|Add Associations|root|eta|id_assoc=7|mod_time=1795618479, acct='bio', user='u1', shares=2
";
        let log = parse(text, "t.psv", Zone::parse("UTC").unwrap()).unwrap();
        let marked: Vec<(i64, bool)> = log
            .created
            .iter()
            .map(|c| (c.assoc_id, c.before_registration))
            .collect();
        assert_eq!(marked, [(2, true), (7, false)]);
    }

    /// Without mod_time in Info, the Time column in the given zone; `|` inside Info is kept.
    #[test]
    fn time_column_and_pipes_in_info() {
        let text = "Time|Action|Actor|Where|Info\n\
                    2026-11-25T13:00:00|Add Associations|root|id_assoc=5|acct='a|b'\n";
        let log = parse(text, "t", Zone::parse("Europe/Paris").unwrap()).unwrap();
        assert_eq!(log.created[0].created_s, 1_795_608_000);
        assert_eq!(log.created[0].cluster, None);
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
        let bad = "Time|Action|Actor|Where|Info\n\
                   2026-11-25T13:00:00|Modify Clusters|root|zeta|control_host='h'\n";
        let e = parse(bad, "t", Zone::parse("UTC").unwrap())
            .unwrap_err()
            .to_string();
        assert!(e.contains("t:2") && e.contains("name='CLUSTER'"), "{e}");
    }

    /// Issue 35: an account's description is logged in Info as typed (lambda's real 26.05.5
    /// log, a byte 0xE9 put in); a Time is not text.
    #[test]
    fn issue_35_a_description_that_is_not_utf8() {
        use crate::ingest::with_byte;
        let text = include_str!("../../../tests/data/lambda/sacctmgr_transactions_cluster.psv");
        let utc = Zone::parse("UTC").unwrap();
        let read = parse(&with_byte(text, "description='phys", 0xE9), "t.psv", utc).unwrap();
        assert_eq!(
            read.not_utf8.as_ref().unwrap().to_string(),
            "t.psv:15: column Info: value \"description=\\'phys\u{FFFD}ics\\', organization=\\'physics\\', flags=\\'0\\'\": bytes that are not UTF-8, read as U+FFFD"
        );
        let plain = parse(text, "t.psv", utc).unwrap();
        assert_eq!(plain.not_utf8, None);
        assert_eq!((read.created, read.shares), (plain.created, plain.shares));
        let e = parse(&with_byte(text, "2026-11-26T20:35:02", 0xFF), "t.psv", utc).unwrap_err();
        assert_eq!(
            e.to_string(),
            "t.psv:9: column Time: value \"2026-11-26T20:35:02\u{FFFD}\": bytes that are not UTF-8 in a typed field (binary file?)"
        );
    }
}
