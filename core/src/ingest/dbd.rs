//! Reader for slurmdbd's settings: the `SlurmDBD configuration:` part of `sacctmgr show
//! configuration` (`KEY = VALUE`, as slurmdbd reports them), or slurmdbd.conf itself
//! (`KEY=VALUE`). Only what fairtrace uses is kept — PrivateData, SlurmUser,
//! DisableCoordDBD, slurmdbd's release (SLURMDBD_VERSION, sacctmgr's output only), ArchiveDir
//! and the Archive*/Purge* settings —, never a password or a host.

use std::collections::BTreeMap;

use crate::error::InputError;

const SECTION: &str = "SlurmDBD configuration:";

fn kept(key: &str) -> bool {
    matches!(
        key,
        "PrivateData" | "SlurmUser" | "DisableCoordDBD" | "SLURMDBD_VERSION"
    ) || key.starts_with("Archive")
        || key.starts_with("Purge")
}

/// The settings kept, by name as slurmdbd spells it.
pub fn parse(text: &str, path: &str) -> Result<BTreeMap<String, String>, InputError> {
    let lines: Vec<(usize, &str)> = text.lines().enumerate().collect();
    // sacctmgr's output: only what follows its SlurmDBD heading is slurmdbd's (what precedes
    // it is the client's slurm.conf).
    let start = lines.iter().position(|(_, l)| l.trim() == SECTION);
    let from_sacctmgr = start.is_some() || text.contains("Configuration data as of");
    if from_sacctmgr && start.is_none() {
        return Err(InputError::new(
            path,
            0,
            format!("no \"{SECTION}\" part: sacctmgr could not reach slurmdbd"),
        ));
    }
    let mut out = BTreeMap::new();
    for &(i, line) in &lines[start.map_or(0, |s| s + 1)..] {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let Some((key, value)) = line.split_once('=') else {
            return Err(InputError::field(
                path,
                i as u64 + 1,
                line,
                "",
                "expected KEY = VALUE",
            ));
        };
        let key = key.trim();
        if kept(key) {
            out.insert(key.to_string(), value.trim().to_string());
        }
    }
    if !out.contains_key("PrivateData") && from_sacctmgr {
        return Err(InputError::new(
            path,
            0,
            "slurmdbd's settings name no PrivateData",
        ));
    }
    Ok(out)
}

/// The last second slurmdbd's purge of `value` (a `Purge*After` setting as slurmdbd.conf or
/// `sacctmgr show configuration` spells it: `12months`, `12 months*`, `30days`, `4hours`,
/// `NONE`) removed at `now` (`archive_setup_end_time`, here in UTC): records ended by then
/// are only in its archive. None: nothing is purged.
pub fn purge_horizon(value: &str, now: i64) -> Option<i64> {
    use chrono::{Datelike, Duration, Months, TimeZone, Timelike, Utc};
    let value = value.trim().trim_end_matches('*').trim();
    let digits = value.len() - value.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let n: u32 = value[..digits].parse().ok()?;
    let unit = value[digits..].trim().to_ascii_lowercase();
    let is = |word: &str| word.starts_with(&unit);
    let t = Utc.timestamp_opt(now, 0).single()?;
    let hour = t.with_minute(0)?.with_second(0)?;
    let end = if unit.is_empty() || is("months") {
        hour.with_hour(0)?.with_day(1)? - Months::new(n)
    } else if is("hours") {
        hour - Duration::hours(n.into())
    } else if is("days") {
        hour.with_hour(0)? - Duration::days(n.into())
    } else {
        return None;
    };
    Some(end.timestamp() - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_slurmdbds_part_of_sacctmgr_show_configuration() {
        // The layout of sacctmgr/config_functions.c (22.05): the client's settings, then
        // slurmdbd's as `%-22s = %s`.
        let text = "Configuration data as of 2026-11-28T22:40:00\nPrivateData            = none\n\
                    \nSlurmDBD configuration:\nArchiveDir             = /var/spool/slurm/archive\n\
                    PrivateData            = accounts,jobs,usage,users\nStorageHost            = db1\n\
                    SlurmUser              = slurm(64030)\n";
        let s = parse(text, "dbd.txt").unwrap();
        assert_eq!(s["PrivateData"], "accounts,jobs,usage,users");
        assert_eq!(s["SlurmUser"], "slurm(64030)");
        assert!(!s.contains_key("StorageHost"));
    }

    #[test]
    fn reads_slurmdbd_conf_and_names_a_bad_line() {
        let s = parse(
            "StoragePass=secret\nPrivateData=usage # for users\n",
            "slurmdbd.conf",
        )
        .unwrap();
        assert_eq!(s.len(), 1);
        assert_eq!(s["PrivateData"], "usage");
        let e = parse("PrivateData usage\n", "slurmdbd.conf")
            .unwrap_err()
            .to_string();
        assert!(e.contains("slurmdbd.conf:1"), "{e}");
        assert!(parse(
            "Configuration data as of x\nPrivateData = none\n",
            "dbd.txt"
        )
        .is_err());
    }

    #[test]
    fn purge_horizon_as_archive_setup_end_time() {
        // 2026-11-29T04:01:52Z, as the 22.05 archive capture ran its dump.
        let now = 1795924912;
        assert_eq!(purge_horizon("0hours", now), Some(1795924800 - 1));
        assert_eq!(purge_horizon("0 hours*", now), Some(1795924800 - 1));
        assert_eq!(
            purge_horizon("2days", now),
            Some(1795910400 - 2 * 86400 - 1)
        );
        // 12 months before 2026-11-01: 2025-11-01T00:00:00Z.
        assert_eq!(purge_horizon("12", now), Some(1761955200 - 1));
        assert_eq!(purge_horizon("12 months*", now), Some(1761955200 - 1));
        assert_eq!(purge_horizon("NONE", now), None);
        assert_eq!(purge_horizon("3weeks", now), None);
    }
}
