//! The DuckDB store: schema, loads (one transaction each) and typed reads.
//! Knows tables and SQL; knows nothing of file formats, terminals or the model's formulas.

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
    #[error("database {path} is busy or unreadable: {source}")]
    Open { path: String, source: duckdb::Error },
}

/// An open fairtrace database.
pub struct Store {
    conn: Connection,
}

impl Store {
    /// Opens (creating if needed) the database file and its schema.
    pub fn open(path: &str) -> Result<Store, StoreError> {
        let conn = Connection::open(path).map_err(|source| StoreError::Open {
            path: path.to_string(),
            source,
        })?;
        Store::with_connection(conn)
    }

    pub fn open_in_memory() -> Result<Store, StoreError> {
        Store::with_connection(Connection::open_in_memory()?)
    }

    fn with_connection(conn: Connection) -> Result<Store, StoreError> {
        conn.execute_batch(sql::SCHEMA)?;
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
    fn every_query_file_is_listed() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/queries");
        let mut files: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| {
                e.unwrap()
                    .file_name()
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
