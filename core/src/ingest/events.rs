//! Reader for `sacctmgr show event -P` (or `-p`) dumps with a header. sreport needs the cluster
//! registrations (their TRES are the cluster's capacity) and node down time: the columns
//! Cluster, NodeName, TimeStart, TimeEnd and TRES, and StateRaw or State. A Reason is what an
//! admin typed: bytes there that are not UTF-8 are read as U+FFFD with one warning; in a time,
//! state or TRES they fail the file.

use crate::error::InputError;
use crate::ingest::slurm_time::{parse_timestamp, Zone};
use crate::ingest::tres::parse_tres;
use crate::ingest::{Delimited, Rows};
use crate::model::types::EventRecord;

/// Node state base value and flags that decide how sreport counts an event (slurm.h, 22.05).
const STATE_BASE: u64 = 0xf;
const STATE_FUTURE: u64 = 6;
const FLAG_CLOUD: u64 = 1 << 7;
const FLAG_POWERED_DOWN: u64 = 1 << 12;
const FLAG_MAINT: u64 = 1 << 15;

/// How the hourly rollup counts a node event (slurmdbd's as_mysql_rollup.c).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EventKind {
    Down,
    /// Planned down: a FUTURE or powered-down node (before 23.11, powered-down cloud nodes
    /// only).
    PlannedDown,
    /// In a maintenance reservation: counted with reservations, not as down time.
    Maintenance,
}

/// `any_powered_down`: every powered-down node is planned down (slurmdbd 23.11 on), not only a
/// cloud node.
pub fn event_kind(state: u64, any_powered_down: bool) -> EventKind {
    let powered_down =
        state & FLAG_POWERED_DOWN != 0 && (any_powered_down || state & FLAG_CLOUD != 0);
    if state & FLAG_MAINT != 0 {
        EventKind::Maintenance
    } else if state & STATE_BASE == STATE_FUTURE || powered_down {
        EventKind::PlannedDown
    } else {
        EventKind::Down
    }
}

/// State bits from sacctmgr's State text when StateRaw was not dumped.
fn state_from_text(s: &str) -> u64 {
    // A cluster registration prints no state.
    if s.is_empty() {
        return 0;
    }
    let s = s.to_ascii_uppercase();
    let base = if s.starts_with("FUTURE") {
        STATE_FUTURE
    } else {
        1
    };
    let mut bits = base;
    if s.contains("MAINT") {
        bits |= FLAG_MAINT;
    }
    if s.contains("POWERED_DOWN") || s.contains("POWER_DOWN") || s.ends_with('~') {
        bits |= FLAG_POWERED_DOWN;
    }
    if s.contains("CLOUD") {
        bits |= FLAG_CLOUD;
    }
    bits
}

/// The columns read as times, states and TRES.
const TYPED: [&str; 5] = ["timestart", "timeend", "tres", "stateraw", "state"];

pub fn parse(
    text: &str,
    path: &str,
    zone: Zone,
    cluster: Option<&str>,
) -> Result<Rows<EventRecord>, InputError> {
    let table = Delimited::parse(text, path, "# ")?;
    let col = |n: &str| table.col(n);
    let need = |n: &str, label: &str| {
        col(n).ok_or_else(|| {
            InputError::new(
                path,
                1,
                format!("the header lacks {label} (dump with sacctmgr show event -P format=Cluster,NodeName,TimeStart,TimeEnd,State,StateRaw,TRES,Reason)"),
            )
        })
    };
    let start_col = need("timestart", "TimeStart")?;
    let end_col = need("timeend", "TimeEnd")?;
    let tres_col = need("tres", "TRES")?;
    let node_col = need("nodename", "NodeName")?;
    let (cluster_col, raw_col, state_col) = (col("cluster"), col("stateraw"), col("state"));
    if cluster_col.is_none() && cluster.is_none() {
        return Err(InputError::new(
            path,
            1,
            "the header lacks Cluster: give --cluster",
        ));
    }
    let not_utf8 = table.not_utf8(path, &TYPED)?;
    let time =
        |no: u64, label: &str, v: &str| -> Result<Option<chrono::NaiveDateTime>, InputError> {
            parse_timestamp(v)
                .map(|t| t.map(|t| zone.to_utc(t)))
                .map_err(|e| InputError::field(path, no, label, v, e))
        };
    let mut out = Vec::new();
    for (no, f) in &table.rows {
        let no = *no;
        let start = time(no, "TimeStart", f[start_col].trim())?.ok_or_else(|| {
            InputError::field(
                path,
                no,
                "TimeStart",
                f[start_col],
                "an event needs a start",
            )
        })?;
        let end = time(no, "TimeEnd", f[end_col].trim())?;
        let tres = f[tres_col].trim();
        parse_tres(tres).map_err(|e| InputError::field(path, no, "TRES", tres, e))?;
        let state = match (raw_col, state_col) {
            (Some(c), _) if !f[c].trim().is_empty() => f[c].trim().parse().map_err(|_| {
                InputError::field(path, no, "StateRaw", f[c], "expected a whole number")
            })?,
            (_, Some(c)) => state_from_text(f[c].trim()),
            _ => 0,
        };
        out.push(EventRecord {
            cluster: cluster_col
                .map(|c| f[c].trim().to_string())
                .or_else(|| cluster.map(str::to_string))
                .unwrap_or_default(),
            node_name: f[node_col].trim().to_string(),
            start,
            end,
            state,
            reason: col("reason")
                .map(|c| f[c].trim().to_string())
                .filter(|r| !r.is_empty()),
            tres: tres.to_string(),
        });
    }
    if out.is_empty() {
        return Err(InputError::new(path, 0, "no events in the file"));
    }
    Ok(Rows {
        rows: out,
        not_utf8,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOLDEN: &str = "Cluster|Cluster Nodes|Duration|TimeEnd|Event|EventRaw|NodeName|Reason|TimeStart|State|StateRaw|TRES|User
alpha|alpha-n1|01:48:17|Unknown|Cluster|1||Cluster Registered TRES|2026-11-22T10:15:44||0|billing=253,cpu=64,energy=0,fs/disk=0,gres/gpu=4,mem=250G,node=1,pages=0,vmem=0|
alpha||00:00:50|2026-11-22T10:16:36|Node|2|alpha-n1|gres/gpu count reported lower than configured (0 < 4)|2026-11-22T10:15:46|INVAL|4194816|billing=253,cpu=64,gres/gpu=4,mem=250G|root(0)
";

    #[test]
    fn reads_the_golden_event_dump() {
        let ev = parse(GOLDEN, "ev.psv", Zone::Utc, None).unwrap().rows;
        assert_eq!(ev.len(), 2);
        assert_eq!(ev[0].node_name, "");
        assert_eq!(ev[0].end, None);
        assert_eq!(ev[1].node_name, "alpha-n1");
        assert_eq!(ev[1].state, 4194816);
        assert_eq!(event_kind(ev[1].state, true), EventKind::Down);
        assert_eq!(ev[1].end.unwrap().to_string(), "2026-11-22 10:16:36");
        assert_eq!(event_kind(6, true), EventKind::PlannedDown);
        assert_eq!(event_kind(1 | FLAG_MAINT, true), EventKind::Maintenance);
        // A powered-down node: planned from 23.11, before only a cloud one (as_mysql_rollup.c).
        let idle_powered_down = state_from_text("IDLE+POWERED_DOWN");
        assert_eq!(event_kind(idle_powered_down, true), EventKind::PlannedDown);
        assert_eq!(event_kind(idle_powered_down, false), EventKind::Down);
        let cloud = state_from_text("IDLE+CLOUD+POWERED_DOWN");
        assert_eq!(event_kind(cloud, false), EventKind::PlannedDown);
        assert_eq!(state_from_text("IDLE~"), 1 | FLAG_POWERED_DOWN);
    }

    /// Dumped without StateRaw, a registration's State is empty: still a registration
    /// (real 26.05.5 output, tests/data/newer/dynamic-nodes).
    #[test]
    fn a_registration_without_state_raw() {
        let text = include_str!("../../../tests/data/newer/dynamic-nodes/events-26.05.psv");
        let ev = parse(text, "events-26.05.psv", Zone::Utc, None)
            .unwrap()
            .rows;
        let registrations: Vec<&str> = ev
            .iter()
            .filter(|e| e.node_name.is_empty() && e.state == 0)
            .map(|e| e.tres.as_str())
            .collect();
        assert_eq!(registrations.len(), 2);
        assert!(registrations[1].contains("cpu=124") && registrations[1].contains("node=5"));
        assert_eq!(ev.iter().filter(|e| e.state == 0).count(), 2);
    }

    #[test]
    fn bad_rows_name_file_line_and_field() {
        let bad = GOLDEN.replace("2026-11-22T10:15:46|INVAL", "2026-13-22T10:15:46|INVAL");
        let e = parse(&bad, "ev.psv", Zone::Utc, None)
            .unwrap_err()
            .to_string();
        assert!(e.contains("ev.psv:3") && e.contains("TimeStart"), "{e}");
        let e = parse("Cluster|NodeName|TimeStart\n", "ev.psv", Zone::Utc, None)
            .unwrap_err()
            .to_string();
        assert!(e.contains("lacks TimeEnd"), "{e}");
    }

    /// Issue 35: a Reason is what an admin typed (lambda's real 26.05.5 dump, a byte 0xE9 put
    /// in its node's reason); a time is not.
    #[test]
    fn issue_35_a_reason_that_is_not_utf8() {
        use crate::ingest::with_byte;
        let text = include_str!("../../../tests/data/lambda/sacctmgr_events.psv");
        let read = parse(
            &with_byte(text, "cold-start", 0xE9),
            "ev.psv",
            Zone::Utc,
            None,
        )
        .unwrap();
        assert_eq!(read.rows[1].reason.as_deref(), Some("cold-start\u{FFFD}"));
        assert_eq!(
            read.not_utf8.unwrap().to_string(),
            "ev.psv:3: column Reason: value \"cold-start\u{FFFD}\": bytes that are not UTF-8, read as U+FFFD"
        );
        let e = parse(
            &with_byte(text, "cold-start|2026", 0xFF),
            "ev.psv",
            Zone::Utc,
            None,
        )
        .unwrap_err();
        assert_eq!(
            e.to_string(),
            "ev.psv:3: column TimeStart: value \"2026\u{FFFD}-11-26T20:34:58\": bytes that are not UTF-8 in a typed field (binary file?)"
        );
    }
}
