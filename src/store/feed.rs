//! Arrow batches into tables by `INSERT … SELECT * FROM fairtrace_batches(token)`: DuckDB
//! reads each batch as the reader's thread produces it and stores it in its own pipeline,
//! where an appender first copied every batch into a buffer of its own (1M-job load: about
//! 5.8 → 4.6 s). DuckDB's threads each take whole batches and insert them side by side
//! (10M-job load: 46 → 40 s), so rows land in any order: readers that need an order sort by
//! the row ids the batches carry.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, LazyLock, Mutex, MutexGuard, PoisonError};
use std::thread::ThreadId;

use arrow::datatypes::SchemaRef;
use arrow::record_batch::RecordBatch;
use duckdb::core::{DataChunkHandle, LogicalTypeHandle, LogicalTypeId};
use duckdb::vtab::{
    record_batch_to_duckdb_data_chunk, to_duckdb_logical_type, BindInfo, InitInfo,
    TableFunctionInfo, VTab,
};
use duckdb::Connection;

use super::sql;

/// One batch and the statement that inserts it (`INSERT INTO t SELECT * FROM
/// fairtrace_batches(?)`, from queries/).
pub type Bound = (&'static str, RecordBatch);

/// Feeds being inserted, by token: a table function's bind sees only its arguments.
static FEEDS: LazyLock<Mutex<HashMap<u64, Arc<Feed>>>> = LazyLock::new(Default::default);
static NEXT_TOKEN: AtomicU64 = AtomicU64::new(1);

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

fn feeds() -> MutexGuard<'static, HashMap<u64, Arc<Feed>>> {
    lock(&FEEDS)
}

/// The batches of one `insert_all`, shared with DuckDB's threads. Two locks: a thread
/// waiting for the reader's next batch does not keep another from the batch it holds.
struct Feed {
    source: Mutex<Source>,
    /// What each of DuckDB's threads has left of the batch it took.
    held: Mutex<HashMap<ThreadId, RecordBatch>>,
}

struct Source {
    batches: Box<dyn Iterator<Item = Bound> + Send>,
    /// The statement running, its columns, and its first batch until a thread takes it.
    statement: &'static str,
    schema: Option<SchemaRef>,
    first: Option<RecordBatch>,
    /// The first batch of the next statement: it ends the running one.
    next: Option<Bound>,
    rows: u64,
}

impl Feed {
    /// Starts the next statement's batches; None when all are read.
    fn start_next(&self) -> Option<&'static str> {
        let mut s = lock(&self.source);
        let (statement, batch) = s.next.take()?;
        s.rows += batch.num_rows() as u64;
        s.statement = statement;
        s.schema = Some(batch.schema());
        s.first = Some(batch);
        Some(statement)
    }

    /// The running statement's next batch for a thread; None when it has no more.
    fn take_batch(&self) -> Option<RecordBatch> {
        let mut s = lock(&self.source);
        if let Some(first) = s.first.take() {
            return Some(first);
        }
        if s.next.is_some() {
            return None;
        }
        match s.batches.next() {
            Some((statement, batch)) if statement == s.statement => {
                s.rows += batch.num_rows() as u64;
                Some(batch)
            }
            Some(other) => {
                s.next = Some(other);
                None
            }
            None => None,
        }
    }

    /// The calling thread's next at most `rows` rows of the running statement.
    fn next_slice(&self, rows: usize) -> Option<RecordBatch> {
        let me = std::thread::current().id();
        loop {
            let held = lock(&self.held).remove(&me);
            let batch = match held {
                Some(batch) => batch,
                None => self.take_batch()?,
            };
            if batch.num_rows() > rows {
                let rest = batch.slice(rows, batch.num_rows() - rows);
                lock(&self.held).insert(me, rest);
                return Some(batch.slice(0, rows));
            }
            if batch.num_rows() > 0 {
                return Some(batch);
            }
        }
    }
}

/// `fairtrace_batches(token)`: the rows of a feed's running statement.
struct BatchesFunction;

impl VTab for BatchesFunction {
    type BindData = Arc<Feed>;
    type InitData = ();

    fn bind(bind: &BindInfo) -> Result<Arc<Feed>, Box<dyn std::error::Error>> {
        let token = bind.get_parameter(0).to_uint64();
        let feed = feeds()
            .get(&token)
            .cloned()
            .ok_or_else(|| format!("fairtrace_batches: no batches under token {token}"))?;
        let schema = lock(&feed.source)
            .schema
            .clone()
            .ok_or("fairtrace_batches: the feed has no statement running")?;
        for field in schema.fields() {
            bind.add_result_column(field.name(), to_duckdb_logical_type(field.data_type())?);
        }
        Ok(feed)
    }

    /// Every thread DuckDB has reads batches (it runs no more than it has).
    fn init(init: &InitInfo) -> Result<(), Box<dyn std::error::Error>> {
        init.set_max_threads(std::thread::available_parallelism().map_or(1, |n| n.get()) as u64);
        Ok(())
    }

    fn func(
        info: &TableFunctionInfo<Self>,
        output: &mut DataChunkHandle,
    ) -> Result<(), Box<dyn std::error::Error>> {
        // SAFETY: a constant of the linked DuckDB library (its vector size), no state.
        let vector_size = unsafe { duckdb::ffi::duckdb_vector_size() } as usize;
        match info.get_bind_data().next_slice(vector_size) {
            Some(rows) => record_batch_to_duckdb_data_chunk(&rows, output)?,
            None => output.set_len(0),
        }
        Ok(())
    }

    fn parameters() -> Option<Vec<LogicalTypeHandle>> {
        Some(vec![LogicalTypeHandle::from(LogicalTypeId::UBigint)])
    }
}

/// Makes `fairtrace_batches` known to `conn`.
pub fn register(conn: &Connection) -> duckdb::Result<()> {
    conn.register_table_function::<BatchesFunction>("fairtrace_batches")
}

/// Inserts every batch with its statement, in the connection's transaction: each run of
/// batches for one statement is one execution, reading them as they come, its rows stored
/// in any order (DuckDB keeps insertion order only for one thread). Returns the rows.
pub fn insert_all(
    conn: &Connection,
    batches: impl Iterator<Item = Bound> + Send + 'static,
) -> duckdb::Result<u64> {
    let mut batches = batches;
    let Some(first) = batches.next() else {
        return Ok(0);
    };
    let feed = Arc::new(Feed {
        source: Mutex::new(Source {
            batches: Box::new(batches.fuse()),
            statement: first.0,
            schema: None,
            first: None,
            next: Some(first),
            rows: 0,
        }),
        held: Mutex::default(),
    });
    let token = NEXT_TOKEN.fetch_add(1, Ordering::Relaxed);
    feeds().insert(token, feed.clone());
    conn.execute_batch(sql::INSERT_IN_ANY_ORDER)?;
    let result = (|| -> duckdb::Result<()> {
        while let Some(statement) = feed.start_next() {
            conn.execute(statement, [token])?;
        }
        Ok(())
    })();
    feeds().remove(&token);
    let reset = conn.execute_batch(sql::INSERT_IN_ORDER);
    result?;
    reset?;
    let rows = lock(&feed.source).rows;
    Ok(rows)
}

#[cfg(test)]
mod tests {
    use super::*;
    use arrow::array::{Int64Array, StringArray};

    const INTO_NUMBERS: &str = "INSERT INTO numbers SELECT * FROM fairtrace_batches(?)";
    const INTO_WORDS: &str = "INSERT INTO words SELECT * FROM fairtrace_batches(?)";

    fn numbers(from: i64, n: i64) -> Bound {
        let values: Int64Array = (from..from + n).map(Some).collect();
        let batch = RecordBatch::try_from_iter([("n", Arc::new(values) as _)]).unwrap();
        (INTO_NUMBERS, batch)
    }

    fn words(w: &[&str]) -> Bound {
        let values = StringArray::from(w.to_vec());
        let batch = RecordBatch::try_from_iter([("w", Arc::new(values) as _)]).unwrap();
        (INTO_WORDS, batch)
    }

    /// The one column `query` selects.
    fn column<T: duckdb::types::FromSql>(conn: &Connection, query: &str) -> Vec<T> {
        conn.prepare(query)
            .unwrap()
            .query_map([], |r| r.get(0))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap()
    }

    #[test]
    fn interleaved_batches_reach_their_tables_each_row_once() {
        let conn = Connection::open_in_memory().unwrap();
        register(&conn).unwrap();
        conn.execute_batch("CREATE TABLE numbers (n BIGINT); CREATE TABLE words (w VARCHAR)")
            .unwrap();
        // Longer than a DuckDB vector (sliced), then a switch of table and back.
        let batches = vec![
            numbers(0, 3),
            numbers(3, 5000),
            words(&["a", "b"]),
            words(&["c"]),
            numbers(5003, 1),
        ];
        let rows = insert_all(&conn, batches.into_iter()).unwrap();
        assert_eq!(rows, 5007);
        assert_eq!(
            column::<i64>(&conn, "SELECT n FROM numbers ORDER BY n"),
            (0..5004).collect::<Vec<_>>()
        );
        assert_eq!(
            column::<String>(&conn, "SELECT w FROM words ORDER BY w"),
            ["a", "b", "c"]
        );
        // Later statements keep DuckDB's insertion order again.
        assert_eq!(
            column::<bool>(&conn, "SELECT current_setting('preserve_insertion_order')"),
            [true]
        );
    }

    #[test]
    fn many_batches_on_every_thread_land_once() {
        let conn = Connection::open_in_memory().unwrap();
        register(&conn).unwrap();
        conn.execute_batch("SET threads = 4; CREATE TABLE numbers (n BIGINT)")
            .unwrap();
        let batches: Vec<Bound> = (0..200).map(|b| numbers(b * 3000, 3000)).collect();
        assert_eq!(insert_all(&conn, batches.into_iter()).unwrap(), 600_000);
        assert_eq!(
            column::<i64>(&conn, "SELECT n FROM numbers ORDER BY n"),
            (0..600_000).collect::<Vec<_>>()
        );
    }
}
