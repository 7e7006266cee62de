//! The names of the ids slurmdbd's own records hold (archive files): associations' users, QOS,
//! TRES and reservations, from every version loaded (a later load's name wins).

use super::super::{sql, Store, StoreError};
use crate::ingest::archive::Names;

impl Store {
    /// What `cluster`'s archived records name by id, as far as the loads tell (the TRES
    /// every database has are always known).
    pub fn archive_names(&self, cluster: &str) -> Result<Names, StoreError> {
        let mut names = Names::default();
        let pairs =
            |query: &str, cluster: Option<&str>| -> Result<Vec<(i64, String)>, StoreError> {
                let mut stmt = self.conn.prepare(query)?;
                let map = |r: &duckdb::Row| Ok((r.get(0)?, r.get(1)?));
                let rows = match cluster {
                    Some(c) => stmt.query_map([c], map)?.collect::<Result<_, _>>()?,
                    None => stmt.query_map([], map)?.collect::<Result<_, _>>()?,
                };
                Ok(rows)
            };
        names
            .users
            .extend(pairs(sql::ARCHIVE_ASSOC_USERS, Some(cluster))?);
        names.qos.extend(pairs(sql::ARCHIVE_QOS_NAMES, None)?);
        names.tres.extend(pairs(sql::ARCHIVE_TRES_NAMES, None)?);
        names
            .reservations
            .extend(pairs(sql::ARCHIVE_RESERVATION_NAMES, Some(cluster))?);
        Ok(names)
    }

    /// Whether slurmdbd's TRES table was loaded (`load tres`, collect).
    pub fn knows_tres(&self) -> Result<bool, StoreError> {
        Ok(!self.setting_versions("tres", "")?.is_empty())
    }
}
