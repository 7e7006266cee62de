//! The DuckDB store: schema, loads (one transaction each) and typed reads.
//! Knows tables and SQL; knows nothing of file formats, terminals or the model's formulas.

pub mod charges;
mod feed;
pub mod lake;
pub mod load;
pub mod read;
pub mod sql;

use duckdb::Connection;

use crate::error::InputError;

/// Everything a store operation can fail with.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("{0}")]
    Input(#[from] InputError),
    #[error("database: {0}")]
    Db(#[from] duckdb::Error),
    #[error("database {path} is busy: {holder} is writing it (one process at a time; try again when it is done)")]
    Busy { path: String, holder: String },
    #[error("memory limit \"{value}\" is not a size (e.g. 2GB, 500MB): {source}")]
    MemoryLimit {
        value: String,
        source: duckdb::Error,
    },
    #[error("database {path} cannot be opened: {source}")]
    Open { path: String, source: duckdb::Error },
    #[error("the load stored {stored} of the {read} rows read (nothing was kept)")]
    LostRows { read: u64, stored: u64 },
    #[error("the database was made by another fairtrace (schema version {found}, this one uses {expected}): start a new database and load the dumps again")]
    Schema { found: i64, expected: i64 },
}

/// The store's layout version; bumped with every change to queries/schema.sql.
pub const SCHEMA_VERSION: i64 = 10;

/// An open fairtrace database.
pub struct Store {
    conn: Connection,
}

impl Store {
    /// Opens (creating if needed) the database file and its schema.
    pub fn open(path: &str) -> Result<Store, StoreError> {
        Store::open_with_memory_limit(path, None)
    }

    /// As `open`, with a cap on the memory DuckDB uses before it spills to disk (e.g. `2GB`).
    pub fn open_with_memory_limit(path: &str, limit: Option<&str>) -> Result<Store, StoreError> {
        let conn = Connection::open(path).map_err(|source| {
            let text = source.to_string();
            // DuckDB: `Conflicting lock is held in PROGRAM (PID N)`.
            match text.split_once("Conflicting lock is held in ") {
                Some((_, rest)) => StoreError::Busy {
                    path: path.to_string(),
                    holder: rest
                        .split_once(". ")
                        .map_or(rest, |(h, _)| h)
                        .rsplit('/')
                        .next()
                        .unwrap_or("another process")
                        .to_string(),
                },
                None => StoreError::Open {
                    path: path.to_string(),
                    source,
                },
            }
        })?;
        if let Some(limit) = limit {
            conn.execute(sql::SET_MEMORY_LIMIT, [limit])
                .map_err(|source| StoreError::MemoryLimit {
                    value: limit.to_string(),
                    source,
                })?;
        }
        Store::with_connection(conn)
    }

    pub fn open_in_memory() -> Result<Store, StoreError> {
        Store::with_connection(Connection::open_in_memory()?)
    }

    fn with_connection(conn: Connection) -> Result<Store, StoreError> {
        let exists = |t: &str| conn.query_row(sql::TABLE_EXISTS, [t], |r| r.get::<_, bool>(0));
        if exists("jobs")? && !exists("schema_version")? {
            return Err(StoreError::Schema {
                found: 0,
                expected: SCHEMA_VERSION,
            });
        }
        conn.execute_batch(sql::SCHEMA)?;
        feed::register(&conn)?;
        match conn.query_row(sql::SCHEMA_VERSION_GET, [], |r| r.get::<_, Option<i64>>(0))? {
            None => {
                conn.execute(sql::SCHEMA_VERSION_SET, [SCHEMA_VERSION])?;
            }
            Some(v) if v == SCHEMA_VERSION => {}
            Some(found) => {
                return Err(StoreError::Schema {
                    found,
                    expected: SCHEMA_VERSION,
                })
            }
        }
        Ok(Store { conn })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_query_prepares_against_the_schema() {
        let store = Store::open_in_memory().unwrap();
        for (name, text) in sql::ALL {
            if let Err(e) = store.conn.prepare(text) {
                panic!("queries/{name}.sql: {e}");
            }
        }
    }

    #[test]
    fn the_memory_limit_reaches_duckdb() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("m.duckdb").to_string_lossy().into_owned();
        let store = Store::open_with_memory_limit(&path, Some("300MB")).unwrap();
        let limit: String = store
            .conn
            .query_row("SELECT current_setting('memory_limit')", [], |r| r.get(0))
            .unwrap();
        // DuckDB shows 300 MB (decimal) in MiB.
        assert_eq!(limit, "286.1 MiB");
        drop(store);
        let bad = Store::open_with_memory_limit(&path, Some("lots"))
            .err()
            .unwrap();
        assert!(
            bad.to_string()
                .starts_with("memory limit \"lots\" is not a size"),
            "{bad}"
        );
    }

    #[test]
    fn databases_of_another_schema_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("old.duckdb").to_string_lossy().into_owned();
        {
            let conn = Connection::open(&path).unwrap();
            conn.execute_batch("CREATE TABLE jobs (job_row BIGINT)")
                .unwrap();
        }
        let e = Store::open(&path).err().unwrap();
        assert!(
            e.to_string()
                .contains(&format!("schema version 0, this one uses {SCHEMA_VERSION}")),
            "{e}"
        );
        let fresh = dir.path().join("new.duckdb").to_string_lossy().into_owned();
        drop(Store::open(&fresh).unwrap());
        let again = Store::open(&fresh).unwrap();
        assert_eq!(
            again
                .conn
                .query_row(sql::SCHEMA_VERSION_GET, [], |r| r.get::<_, i64>(0))
                .unwrap(),
            SCHEMA_VERSION
        );
    }

    #[test]
    fn every_query_file_is_listed() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/queries");
        // queries/lake/ holds the lake's SQL, which other engines run, not the store.
        let mut files: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap())
            .filter(|e| e.path().extension().is_some_and(|x| x == "sql"))
            .map(|e| {
                e.file_name()
                    .to_string_lossy()
                    .trim_end_matches(".sql")
                    .to_string()
            })
            .filter(|n| n != "schema")
            .collect();
        files.sort();
        let listed: Vec<String> = sql::ALL.iter().map(|(n, _)| n.to_string()).collect();
        assert_eq!(files, listed);
    }
}
