//! Archived events, reservations and transactions as `sacctmgr show event`, `show
//! reservation` and `show transactions` print them, into the records those dumps give.

use chrono::NaiveDateTime;

use super::jobs::{time, tres_text, Fields};
use super::{Archive, Names};
use crate::error::InputError;
use crate::ingest::slurm_time::Zone;
use crate::ingest::transactions::{self, Transactions};
use crate::model::types::{EventRecord, ReservationRecord};

/// Cluster and node events (an archive holds only ended ones).
pub fn events(
    archive: &Archive,
    path: &str,
    names: &Names,
) -> Result<Vec<EventRecord>, InputError> {
    let f = Fields::new(archive, path);
    let mut out = Vec::new();
    for r in 0..archive.records.len() {
        let start = time(f.num(r, "period_start")?).ok_or_else(|| {
            InputError::new(path, 0, format!("record {}: an event needs a start", r + 1))
        })?;
        out.push(EventRecord {
            cluster: archive.header.cluster.clone(),
            node_name: f.text(r, "node_name").unwrap_or("").to_string(),
            start,
            end: time(f.num(r, "period_end")?),
            state: f.num(r, "state")? as u64,
            reason: f.text(r, "reason").map(str::to_string),
            tres: tres_text(f.text(r, "tres_str").unwrap_or(""), names).unwrap_or_default(),
        });
    }
    Ok(out)
}

/// `reservation_flags_string`'s words by bit, in its order; FIRST_CORES (bit 16) only until
/// 22.05.
const RESV_FLAGS: &[(u32, &str)] = &[
    (0, "MAINT"),
    (1, "NO_MAINT"),
    (25, "FLEX"),
    (14, "OVERLAP"),
    (6, "IGNORE_JOBS"),
    (35, "HOURLY"),
    (36, "NO_HOURLY"),
    (2, "DAILY"),
    (3, "NO_DAILY"),
    (21, "WEEKDAY"),
    (23, "WEEKEND"),
    (4, "WEEKLY"),
    (5, "NO_WEEKLY"),
    (15, "SPEC_NODES"),
    (19, "ALL_NODES"),
    (8, "ANY_NODES"),
    (9, "NO_ANY_NODES"),
    (10, "STATIC"),
    (11, "NO_STATIC"),
    (12, "PART_NODES"),
    (13, "NO_PART_NODES"),
    (16, "FIRST_CORES"),
    (17, "TIME_FLOAT"),
    (18, "REPLACE"),
    (30, "REPLACE_DOWN"),
    (20, "PURGE_COMP"),
    (29, "NO_HOLD_JOBS_AFTER_END"),
    (32, "MAGNETIC"),
    (33, "NO_MAGNETIC"),
    (39, "USER_DELETE"),
    (40, "NO_USER_DELETE"),
    (42, "FORCE_START"),
];

fn resv_flags_text(flags: u64, protocol: u16) -> String {
    let words: Vec<&str> = RESV_FLAGS
        .iter()
        .filter(|(bit, _)| flags & (1 << bit) != 0 && (*bit != 16 || protocol <= 38))
        .map(|(_, w)| *w)
        .collect();
    words.join(",")
}

/// Reservation records.
pub fn reservations(
    archive: &Archive,
    path: &str,
    names: &Names,
) -> Result<Vec<ReservationRecord>, InputError> {
    let f = Fields::new(archive, path);
    let mut out = Vec::new();
    for r in 0..archive.records.len() {
        let at = |field: &str| -> Result<NaiveDateTime, InputError> {
            time(f.num(r, field)?).ok_or_else(|| {
                InputError::new(
                    path,
                    0,
                    format!("record {}: a reservation needs its {field}", r + 1),
                )
            })
        };
        out.push(ReservationRecord {
            cluster: archive.header.cluster.clone(),
            name: f.text(r, "name").unwrap_or("").to_string(),
            id: Some(f.num(r, "id")? as u64),
            start: at("time_start")?,
            end: at("time_end")?,
            flags: Some(resv_flags_text(
                f.num(r, "flags")? as u64,
                archive.header.protocol,
            )),
            tres: tres_text(f.text(r, "tres_str").unwrap_or(""), names).unwrap_or_default(),
            assocs: f.text(r, "assocs").map(str::to_string),
            nodes: f.text(r, "nodes").map(str::to_string),
        });
    }
    Ok(out)
}

/// `slurmdbd_msg_type_2_str` of the actions the transaction log is read for.
fn action_words(action: i64) -> Option<&'static str> {
    match action {
        1404 => Some("Add Associations"),
        1429 => Some("Modify Associations"),
        1430 => Some("Modify Clusters"),
        _ => None,
    }
}

/// The transaction log, read as `sacctmgr show transactions -P` prints it (times in UTC).
pub fn transactions(archive: &Archive, path: &str) -> Result<Transactions, InputError> {
    let f = Fields::new(archive, path);
    let mut text = String::from("Time|Action|Actor|Cluster|Where|Info\n");
    for r in 0..archive.records.len() {
        let Some(action) = action_words(f.num(r, "action")?) else {
            continue;
        };
        let at = time(f.num(r, "timestamp")?).ok_or_else(|| {
            InputError::new(
                path,
                0,
                format!("record {}: a transaction needs its time", r + 1),
            )
        })?;
        let field = |name| f.text(r, name).unwrap_or("").replace('\n', " ");
        text.push_str(&format!(
            "{}|{action}|{}|{}|{}|{}\n",
            at.format("%Y-%m-%dT%H:%M:%S"),
            field("actor"),
            field("cluster"),
            field("name"),
            field("info"),
        ));
    }
    transactions::parse(&text, path, Zone::Utc)
}
