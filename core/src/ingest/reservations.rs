//! Reader for `sacctmgr show reservation -P` (or `-p`) dumps with a header. sreport needs each
//! record's times and TRES (Name, TimeStart, TimeEnd, TRES), and, to count them as slurmdbd
//! does, its Flags (MAINT, IGNORE_JOBS), ID (jobs name it by ReservationId) and Assocs (who
//! shares its unused time).

use crate::error::InputError;
use crate::ingest::slurm_time::{parse_timestamp, Zone};
use crate::ingest::tres::parse_tres;
use crate::ingest::Delimited;
use crate::model::types::ReservationRecord;

const FORMAT: &str =
    "sacctmgr show reservation -P format=Cluster,Name,ID,TRES,Start,End,Flags,Associations";

pub fn parse(
    text: &str,
    path: &str,
    zone: Zone,
    cluster: Option<&str>,
) -> Result<Vec<ReservationRecord>, InputError> {
    let table = Delimited::parse(text, path, "# ")?;
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
        });
    }
    Ok(out)
}
