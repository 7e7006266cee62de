//! Reader for `sacctmgr show reservation -P` (or `-p`) dumps with a header. sreport needs each
//! record's times and TRES (Name, TimeStart, TimeEnd, TRES), and, to count them as slurmdbd
//! does, its Flags (MAINT, IGNORE_JOBS), ID (jobs name it by ReservationId) and Assocs (who
//! shares its unused time). Bytes that are not UTF-8 in a name are read as U+FFFD with one
//! warning; in a time, id, TRES, flag or association they fail the file.

use crate::error::InputError;
use crate::ingest::slurm_time::{parse_timestamp, Zone};
use crate::ingest::tres::parse_tres;
use crate::ingest::{Delimited, Rows};
use crate::model::types::ReservationRecord;

const FORMAT: &str =
    "sacctmgr show reservation -P format=Cluster,Name,ID,TRES,Start,End,Flags,Associations,Nodes";

/// The columns read as times, ids, TRES, flags and association ids.
const TYPED: [&str; 8] = [
    "id",
    "timestart",
    "timeend",
    "tres",
    "flags",
    "assocs",
    "nodename",
    "nodes",
];

pub fn parse(
    text: &str,
    path: &str,
    zone: Zone,
    cluster: Option<&str>,
) -> Result<Rows<ReservationRecord>, InputError> {
    let text = without_empty_duration(text);
    let table = Delimited::parse(&text, path, "# ")?;
    let col = |n: &str| table.col(n);
    let need = |n: &str, label: &str| {
        col(n).ok_or_else(|| {
            InputError::new(
                path,
                1,
                format!("the header lacks {label} (dump with {FORMAT})"),
            )
        })
    };
    let name_col = need("name", "Name")?;
    let start_col = need("timestart", "TimeStart")?;
    let end_col = need("timeend", "TimeEnd")?;
    let tres_col = need("tres", "TRES")?;
    let cluster_col = col("cluster");
    if cluster_col.is_none() && cluster.is_none() {
        return Err(InputError::new(
            path,
            1,
            "the header lacks Cluster: give --cluster",
        ));
    }
    let not_utf8 = table.not_utf8(path, &TYPED)?;
    let optional = |f: &[&str], c: Option<usize>| c.map(|c| f[c].trim().to_string());
    let mut out = Vec::new();
    for (no, f) in &table.rows {
        let no = *no;
        let time = |c: usize, label: &str| {
            let v = f[c].trim();
            parse_timestamp(v)
                .map_err(|e| InputError::field(path, no, label, v, e))?
                .map(|t| zone.to_utc(t))
                .ok_or_else(|| InputError::field(path, no, label, v, "a reservation needs it"))
        };
        let tres = f[tres_col].trim();
        parse_tres(tres).map_err(|e| InputError::field(path, no, "TRES", tres, e))?;
        let id = match col("id").map(|c| f[c].trim()) {
            None | Some("") => None,
            Some(v) => Some(
                v.parse()
                    .map_err(|_| InputError::field(path, no, "ID", v, "expected a whole number"))?,
            ),
        };
        if let Some(v) = col("assocs").map(|c| f[c].trim()) {
            if let Some(bad) = v
                .split(',')
                .map(str::trim)
                .find(|a| !a.is_empty() && a.trim_start_matches('-').parse::<u64>().is_err())
            {
                return Err(InputError::field(
                    path,
                    no,
                    "Assocs",
                    v,
                    format!("{bad} is not an association id"),
                ));
            }
        }
        out.push(ReservationRecord {
            cluster: optional(f, cluster_col)
                .or_else(|| cluster.map(str::to_string))
                .unwrap_or_default(),
            name: f[name_col].trim().to_string(),
            id,
            start: time(start_col, "TimeStart")?,
            end: time(end_col, "TimeEnd")?,
            flags: optional(f, col("flags")),
            tres: tres.to_string(),
            assocs: optional(f, col("assocs")),
            nodes: optional(f, col("nodename").or(col("nodes"))),
        });
    }
    Ok(Rows {
        rows: out,
        not_utf8,
    })
}

/// sacctmgr (22.05 to 26.05) prints nothing for a reservation's Duration field, not even its
/// separator: with the field in `format=`, every row is one field short. The header loses
/// it then, so the rows read as printed.
fn without_empty_duration(text: &str) -> std::borrow::Cow<'_, str> {
    let mut lines = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with("# "));
    let (Some(header), Some(row)) = (lines.next(), lines.next()) else {
        return text.into();
    };
    let names: Vec<&str> = header.split('|').collect();
    let duration = names
        .iter()
        .position(|n| n.trim().eq_ignore_ascii_case("duration"));
    match duration {
        Some(k) if row.split('|').count() + 1 == names.len() => {
            let kept: Vec<&str> = names
                .iter()
                .enumerate()
                .filter(|(i, _)| *i != k)
                .map(|(_, n)| *n)
                .collect();
            text.replacen(header, &kept.join("|"), 1).into()
        }
        _ => text.into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Real 26.05.5 output with Duration in format= (tests/data/reservations/26.05).
    #[test]
    fn reads_sacctmgrs_dump_with_its_empty_duration() {
        let text =
            include_str!("../../../tests/data/reservations/26.05/sacctmgr_resv_wide_allfields.psv");
        let r = parse(text, "resv.psv", Zone::Utc, None).unwrap().rows;
        assert_eq!(r.len(), 8);
        assert_eq!((r[0].name.as_str(), r[0].id), ("r_user", Some(1)));
        assert_eq!(
            (r[0].tres.as_str(), r[0].assocs.as_deref()),
            ("cpu=16", Some("7,6"))
        );
        assert_eq!(r[0].start.to_string(), "2026-11-26 08:03:00");
        // An update that changed r_upd's flags made a second record with the same id.
        let upd: Vec<&ReservationRecord> = r.iter().filter(|x| x.name == "r_upd").collect();
        assert_eq!((upd.len(), upd[0].id, upd[1].id), (2, Some(6), Some(6)));
        assert_eq!(upd[1].flags.as_deref(), Some("IGNORE_JOBS"));
    }

    #[test]
    fn bad_rows_name_file_line_and_field() {
        let head = "Cluster|Name|ID|TRES|TimeStart|TimeEnd|Flags|Assocs\n";
        let bad =
            |row: &str| parse(&format!("{head}{row}\n"), "r.psv", Zone::Utc, None).unwrap_err();
        let e = bad("c|r|x|cpu=1|2026-11-26T08:00:00|2026-11-26T09:00:00||4");
        assert_eq!((e.line, e.column.as_deref()), (2, Some("ID")));
        let e = bad("c|r|1|cpu=1|soon|2026-11-26T09:00:00||4");
        assert_eq!((e.line, e.column.as_deref()), (2, Some("TimeStart")));
        let e = bad("c|r|1|cpu=1|2026-11-26T08:00:00|2026-11-26T09:00:00||4,u1");
        assert_eq!((e.line, e.column.as_deref()), (2, Some("Assocs")));
        let e = parse("Name|TRES\nr|cpu=1\n", "r.psv", Zone::Utc, Some("c")).unwrap_err();
        assert!(e.reason.contains("TimeStart"), "{}", e.reason);
    }

    /// Issue 35: a reservation's name and comment are text (real 26.05.5 output, bytes that
    /// are not UTF-8 put in); its TRES is not.
    #[test]
    fn issue_35_a_name_that_is_not_utf8() {
        use crate::ingest::with_byte;
        let text =
            include_str!("../../../tests/data/reservations/26.05/sacctmgr_resv_wide_allfields.psv");
        let odd = with_byte(&with_byte(text, "r_user", 0xE9), "959.750000|", 0xFE);
        let read = parse(&odd, "resv.psv", Zone::Utc, None).unwrap();
        assert_eq!(read.rows[0].name, "r_user\u{FFFD}");
        assert_eq!(
            read.not_utf8.unwrap().to_string(),
            "resv.psv:2: column Name: value \"r_user\u{FFFD}\": bytes that are not UTF-8, read as U+FFFD (2 fields of the file in all)"
        );
        let e = parse(&with_byte(text, "cpu=1", 0xFF), "resv.psv", Zone::Utc, None).unwrap_err();
        assert_eq!((e.line, e.column.as_deref()), (2, Some("TRES")));
        assert!(e.reason.contains("typed field"), "{e}");
    }
}
