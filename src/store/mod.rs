//! The DuckDB store: schema, loads (one transaction each) and typed reads.
//! Knows tables and SQL; knows nothing of file formats, terminals or the model's formulas.

pub mod charges;
mod feed;
pub mod lake;
pub mod load;
pub mod publish;
pub mod read;
pub mod sql;

use duckdb::{params, Connection};

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
    #[error("the database was made by an earlier fairtrace: it has no {table}.{column} yet, which the next load adds (the nightly collect, or any `fairtrace load`); ask again after it")]
    Outdated {
        table: &'static str,
        column: &'static str,
    },
}

/// The store's layout version; bumped with every change to queries/schema.sql.
pub const SCHEMA_VERSION: i64 = 10;

/// An open fairtrace database: read-write (loads), or read-only (a published snapshot, or a
/// store the caller may only read), where no cache is written and every answer is computed.
pub struct Store {
    conn: Connection,
    read_only: bool,
}

impl Store {
    /// An error unless `table` has `column`: a published snapshot of a store an earlier
    /// fairtrace made lacks the newer columns until a load (which adds them) publishes again.
    pub fn require_column(
        &self,
        table: &'static str,
        column: &'static str,
    ) -> Result<(), StoreError> {
        let present: bool =
            self.conn
                .query_row(sql::COLUMN_EXISTS, params![table, column], |r| r.get(0))?;
        if present {
            Ok(())
        } else {
            Err(StoreError::Outdated { table, column })
        }
    }

    /// Opens (creating if needed) the database file and its schema.
    pub fn open(path: &str) -> Result<Store, StoreError> {
        Store::open_with_memory_limit(path, None)
    }

    /// As `open`, with a cap on the memory DuckDB uses before it spills to disk (e.g. `2GB`).
    pub fn open_with_memory_limit(path: &str, limit: Option<&str>) -> Result<Store, StoreError> {
        let conn = Store::connect(path, duckdb::Config::default(), limit)?;
        Store::with_connection(conn, false)
    }

    /// Opens an existing database to read, writing nothing (many readers may at once).
    pub fn open_read_only(path: &str, limit: Option<&str>) -> Result<Store, StoreError> {
        let config = duckdb::Config::default().access_mode(duckdb::AccessMode::ReadOnly)?;
        let conn = Store::connect(path, config, limit)?;
        Store::with_connection(conn, true)
    }

    fn connect(
        path: &str,
        config: duckdb::Config,
        limit: Option<&str>,
    ) -> Result<Connection, StoreError> {
        let conn = Connection::open_with_flags(path, config).map_err(|source| {
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
        Ok(conn)
    }

    /// Another connection to the same database (its settings, its file), for a question asked
    /// beside others.
    pub fn try_clone(&self) -> Result<Store, StoreError> {
        Ok(Store {
            conn: self.conn.try_clone()?,
            read_only: self.read_only,
        })
    }

    pub fn open_in_memory() -> Result<Store, StoreError> {
        Store::with_connection(Connection::open_in_memory()?, false)
    }

    fn with_connection(conn: Connection, read_only: bool) -> Result<Store, StoreError> {
        let exists = |t: &str| conn.query_row(sql::TABLE_EXISTS, [t], |r| r.get::<_, bool>(0));
        if exists("jobs")? && !exists("schema_version")? {
            return Err(StoreError::Schema {
                found: 0,
                expected: SCHEMA_VERSION,
            });
        }
        if !read_only {
            conn.execute_batch(sql::SCHEMA)?;
        }
        if !read_only {
            // Loads feed their batches through it; readers have none to feed.
            feed::register(&conn)?;
            // No checkpoint at a commit: a load's transaction is followed by its caches' and
            // then by the one checkpoint publishing makes (a day's load at 100M jobs
            // checkpointed at its commit, 0.8 s, and again at the end).
            conn.execute_batch(sql::SET_NO_AUTO_CHECKPOINT)?;
        }
        match conn.query_row(sql::SCHEMA_VERSION_GET, [], |r| r.get::<_, Option<i64>>(0))? {
            None if !read_only => {
                conn.execute(sql::SCHEMA_VERSION_SET, [SCHEMA_VERSION])?;
            }
            None => {
                return Err(StoreError::Schema {
                    found: 0,
                    expected: SCHEMA_VERSION,
                })
            }
            Some(v) if v == SCHEMA_VERSION => {}
            Some(found) => {
                return Err(StoreError::Schema {
                    found,
                    expected: SCHEMA_VERSION,
                })
            }
        }
        Ok(Store { conn, read_only })
    }

    /// Opened to read only: caches are neither written nor kept.
    pub fn read_only(&self) -> bool {
        self.read_only
    }

    /// Writes everything into the database file itself (no write-ahead log left beside it).
    pub fn checkpoint(&self) -> Result<(), StoreError> {
        self.conn.execute_batch(sql::CHECKPOINT)?;
        Ok(())
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

    /// Issue 49: a BOOT_TIME is a start of the controller unless a registration the
    /// transaction log keeps follows it within its start-up (ten minutes), which dates it.
    #[test]
    fn a_boot_time_is_a_start_unless_a_registration_follows_it() {
        use crate::ingest::transactions::{Registered, Transactions};
        let store = Store::open_in_memory().unwrap();
        let src = |kind, n: &str| load::LoadSource {
            kind,
            file: n.into(),
            content_sha256: n.into(),
            time_zone: None,
        };
        let registered = |at_s| Registered {
            cluster: "c".into(),
            at_s,
            rpc_version: None,
        };
        let log = Transactions {
            registered: vec![registered(1_000), registered(5_003)],
            ..Transactions::default()
        };
        store
            .load_transactions(&src("transactions", "t"), "c", &log)
            .unwrap();
        for (n, at) in [("b1", 1_000), ("b2", 5_000), ("b3", 9_000)] {
            store
                .load_controller_start(&src("boot", n), "c", at)
                .unwrap();
        }
        assert_eq!(
            store.controller_registered("c").unwrap(),
            [1_000, 5_003, 9_000]
        );
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
