//! Arrow batches into tables by `INSERT … SELECT * FROM fairtrace_batches(token)`: DuckDB
//! reads each batch as the reader's thread produces it and stores it in its own pipeline,
//! where an appender first copied every batch into a buffer of its own (1M-job load: about
//! 5.8 → 4.6 s). Every DuckDB thread reads the function, a vector of rows at a time, and
//! stores what it read side by side with the others (10M-job load about 15 % faster than
//! one thread), so rows land in any order: readers that need an order sort by the row ids
//! the batches carry.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, LazyLock, Mutex, MutexGuard, PoisonError};

use arrow::array::{Array, AsArray};
use arrow::datatypes::{
    ArrowPrimitiveType, DataType, Float64Type, Int64Type, Int8Type, TimeUnit,
    TimestampMicrosecondType,
};
use arrow::record_batch::RecordBatch;
use duckdb::core::{DataChunkHandle, LogicalTypeHandle, LogicalTypeId};
use duckdb::ffi::{
    duckdb_data_chunk_get_vector, duckdb_string_t, duckdb_unsafe_vector_assign_string_element_len,
    duckdb_vector, duckdb_vector_ensure_validity_writable, duckdb_vector_get_data,
    duckdb_vector_get_validity, idx_t,
};
use duckdb::vtab::{to_duckdb_logical_type, BindInfo, InitInfo, TableFunctionInfo, VTab};
use duckdb::Connection;

use super::{sql, StoreError};

/// One batch and the statement that inserts it (`INSERT INTO t SELECT * FROM
/// fairtrace_batches(?)`, from queries/).
pub type Bound = (&'static str, RecordBatch);

/// Feeds being inserted, by token: a table function's bind sees only its arguments.
static FEEDS: LazyLock<Mutex<HashMap<u64, Arc<Feed>>>> = LazyLock::new(Default::default);
static NEXT_TOKEN: AtomicU64 = AtomicU64::new(1);

fn feeds() -> MutexGuard<'static, HashMap<u64, Arc<Feed>>> {
    FEEDS.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The batches of one `insert_all`, shared with DuckDB's threads. Each call of the function
/// takes its rows under the one lock, so no row is held by a thread between calls (DuckDB
/// may resume a scan on another thread).
struct Feed {
    state: Mutex<FeedState>,
}

struct FeedState {
    source: Box<dyn Iterator<Item = Bound> + Send>,
    /// The statement running, and what is left of the batch it reads.
    statement: &'static str,
    head: Option<RecordBatch>,
    /// The first batch of the next statement: it ends the running one.
    next: Option<Bound>,
    rows: u64,
}

impl Feed {
    fn state(&self) -> MutexGuard<'_, FeedState> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Starts the next statement's batches; None when all are read.
    fn start_next(&self) -> Option<&'static str> {
        let mut s = self.state();
        let (statement, batch) = s.next.take()?;
        s.rows += batch.num_rows() as u64;
        s.statement = statement;
        s.head = Some(batch);
        Some(statement)
    }

    /// The next at most `rows` rows of the running statement's batches.
    fn next_slice(&self, rows: usize) -> Option<RecordBatch> {
        let mut s = self.state();
        loop {
            if let Some(batch) = s.head.take() {
                if batch.num_rows() > rows {
                    s.head = Some(batch.slice(rows, batch.num_rows() - rows));
                    return Some(batch.slice(0, rows));
                }
                if batch.num_rows() > 0 {
                    return Some(batch);
                }
            }
            if s.next.is_some() {
                return None;
            }
            match s.source.next() {
                Some((statement, batch)) if statement == s.statement => {
                    s.rows += batch.num_rows() as u64;
                    s.head = Some(batch);
                }
                Some(other) => s.next = Some(other),
                None => return None,
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
        let schema = feed
            .state()
            .head
            .as_ref()
            .ok_or("fairtrace_batches: the feed has no statement running")?
            .schema();
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
            Some(rows) => fill(&rows, output)?,
            None => output.set_len(0),
        }
        Ok(())
    }

    fn parameters() -> Option<Vec<LogicalTypeHandle>> {
        Some(vec![LogicalTypeHandle::from(LogicalTypeId::UBigint)])
    }
}

/// Writes `rows` (at most a vector's) into `output`, whose columns have their types: values
/// and validity copied whole, texts of up to 12 bytes written in place (DuckDB keeps them
/// inline), longer ones copied by DuckDB unchecked (a Rust string is UTF-8). duckdb-rs's own
/// conversion made a call per value and per NULL, and checked every text again.
fn fill(
    rows: &RecordBatch,
    output: &mut DataChunkHandle,
) -> Result<(), Box<dyn std::error::Error>> {
    let n = rows.num_rows();
    for (i, column) in rows.columns().iter().enumerate() {
        // SAFETY: column i of the chunk DuckDB hands the function, typed by `bind` from the
        // same schema; its vectors hold `duckdb_vector_size` rows, and `n` is at most that.
        unsafe {
            let vector = duckdb_data_chunk_get_vector(output.get_ptr(), i as idx_t);
            match column.data_type() {
                DataType::Int64 => copy_values::<Int64Type>(column, vector),
                DataType::Timestamp(TimeUnit::Microsecond, None) => {
                    copy_values::<TimestampMicrosecondType>(column, vector)
                }
                DataType::Float64 => copy_values::<Float64Type>(column, vector),
                DataType::Int8 => copy_values::<Int8Type>(column, vector),
                DataType::Boolean => {
                    let out = duckdb_vector_get_data(vector).cast::<bool>();
                    for (row, value) in column.as_boolean().values().iter().enumerate() {
                        *out.add(row) = value;
                    }
                }
                DataType::Utf8 => {
                    let texts = column.as_string::<i32>();
                    let out = duckdb_vector_get_data(vector).cast::<duckdb_string_t>();
                    for row in 0..n {
                        let text = texts.value(row).as_bytes();
                        if text.len() <= 12 {
                            // The inline form, zero-padded as DuckDB compares it.
                            let mut inline = [0u8; 16];
                            inline[..4].copy_from_slice(&(text.len() as u32).to_le_bytes());
                            inline[4..4 + text.len()].copy_from_slice(text);
                            out.add(row).cast::<[u8; 16]>().write_unaligned(inline);
                        } else {
                            duckdb_unsafe_vector_assign_string_element_len(
                                vector,
                                row as idx_t,
                                text.as_ptr().cast(),
                                text.len() as idx_t,
                            );
                        }
                    }
                }
                other => return Err(format!("fairtrace_batches: no {other} columns").into()),
            }
            if let Some(nulls) = column.nulls() {
                duckdb_vector_ensure_validity_writable(vector);
                let validity = duckdb_vector_get_validity(vector);
                // `iter_padded` may give a word past the rows (an empty remainder).
                let words = nulls
                    .inner()
                    .bit_chunks()
                    .iter_padded()
                    .take(n.div_ceil(64));
                for (word, bits) in words.enumerate() {
                    *validity.add(word) = bits;
                }
            }
        }
    }
    output.set_len(n);
    Ok(())
}

/// Copies a column's values (NULLs' too: their validity says what they are) into `vector`.
///
/// # Safety
/// `vector` holds values of `T`'s native type, at least as many as the column has.
unsafe fn copy_values<T: ArrowPrimitiveType>(column: &dyn Array, vector: duckdb_vector) {
    let values = column.as_primitive::<T>().values();
    // SAFETY: as the caller promises.
    unsafe {
        std::ptr::copy_nonoverlapping(
            values.as_ptr(),
            duckdb_vector_get_data(vector).cast::<T::Native>(),
            values.len(),
        );
    }
}

/// Makes `fairtrace_batches` known to `conn`.
pub fn register(conn: &Connection) -> duckdb::Result<()> {
    conn.register_table_function::<BatchesFunction>("fairtrace_batches")
}

/// Inserts every batch with its statement, in the connection's transaction: each run of
/// batches for one statement is one execution, reading them as they come, its rows stored
/// in any order (DuckDB keeps insertion order only for one thread). Returns the rows; an
/// error if DuckDB stored fewer than were read (the caller rolls back).
pub fn insert_all(
    conn: &Connection,
    batches: impl Iterator<Item = Bound> + Send + 'static,
) -> Result<u64, StoreError> {
    let mut batches = batches;
    let Some(first) = batches.next() else {
        return Ok(0);
    };
    let feed = Arc::new(Feed {
        state: Mutex::new(FeedState {
            source: Box::new(batches.fuse()),
            statement: first.0,
            head: None,
            next: Some(first),
            rows: 0,
        }),
    });
    let token = NEXT_TOKEN.fetch_add(1, Ordering::Relaxed);
    feeds().insert(token, feed.clone());
    conn.execute_batch(sql::INSERT_IN_ANY_ORDER)?;
    let result = (|| -> duckdb::Result<u64> {
        let mut stored = 0;
        while let Some(statement) = feed.start_next() {
            stored += conn.execute(statement, [token])? as u64;
        }
        Ok(stored)
    })();
    feeds().remove(&token);
    let reset = conn.execute_batch(sql::INSERT_IN_ORDER);
    let stored = result?;
    reset?;
    let read = feed.state().rows;
    if stored != read {
        return Err(StoreError::LostRows { read, stored });
    }
    Ok(read)
}

#[cfg(test)]
mod tests {
    use super::*;
    use arrow::array::{ArrayRef, Int64Array, StringArray};

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

    /// An in-memory database knowing `fairtrace_batches`, after `setup`.
    fn connection(setup: &str) -> Connection {
        let conn = Connection::open_in_memory().unwrap();
        register(&conn).unwrap();
        conn.execute_batch(setup).unwrap();
        conn
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
        let conn = connection("CREATE TABLE numbers (n BIGINT); CREATE TABLE words (w VARCHAR)");
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
    fn every_column_type_with_nulls_lands_as_built() {
        use arrow::array::{BooleanArray, Float64Array, Int8Array, TimestampMicrosecondArray};
        let conn = connection(
            "CREATE TABLE typed (n BIGINT, b BOOLEAN, x DOUBLE, t TINYINT, ts TIMESTAMP, s VARCHAR)",
        );
        // Past a vector (sliced at a bit offset), every sixth value NULL; texts short
        // (inline) and long, one not ASCII.
        let rows = 5000;
        let some = |i: i64| i % 6 != 0;
        let text = |i: i64| match i % 3 {
            0 => format!("{i}"),
            1 => format!("a longer text, past twelve bytes: {i}"),
            _ => format!("é{i}"),
        };
        let columns: [(&str, ArrayRef); 6] = [
            (
                "n",
                Arc::new(
                    (0..rows)
                        .map(|i| some(i).then_some(i))
                        .collect::<Int64Array>(),
                ),
            ),
            (
                "b",
                Arc::new(
                    (0..rows)
                        .map(|i| some(i).then_some(i % 4 == 1))
                        .collect::<BooleanArray>(),
                ),
            ),
            (
                "x",
                Arc::new(
                    (0..rows)
                        .map(|i| some(i).then_some(i as f64 / 4.0))
                        .collect::<Float64Array>(),
                ),
            ),
            (
                "t",
                Arc::new(
                    (0..rows)
                        .map(|i| some(i).then_some((i % 100) as i8))
                        .collect::<Int8Array>(),
                ),
            ),
            (
                "ts",
                Arc::new(
                    (0..rows)
                        .map(|i| some(i).then_some(i * 1_000_000))
                        .collect::<TimestampMicrosecondArray>(),
                ),
            ),
            (
                "s",
                Arc::new(
                    (0..rows)
                        .map(|i| some(i).then(|| text(i)))
                        .collect::<StringArray>(),
                ),
            ),
        ];
        let batch = RecordBatch::try_from_iter(columns).unwrap();
        let into = "INSERT INTO typed SELECT * FROM fairtrace_batches(?)";
        assert_eq!(
            insert_all(&conn, [(into, batch)].into_iter()).unwrap(),
            rows as u64
        );
        let got: Vec<String> = column(
            &conn,
            "SELECT concat_ws(',', n, b, (x * 4)::BIGINT, t, epoch(ts)::BIGINT, s) FROM typed \
             ORDER BY coalesce(n, epoch(ts)::BIGINT, -1), s NULLS FIRST",
        );
        let mut want: Vec<String> = (0..rows)
            .filter(|&i| some(i))
            .map(|i| format!("{i},{},{i},{},{i},{}", i % 4 == 1, i % 100, text(i)))
            .collect();
        want.splice(
            0..0,
            std::iter::repeat_n(String::new(), (rows as usize).div_ceil(6)),
        );
        assert_eq!(got.len(), want.len());
        let differing = got.iter().zip(&want).position(|(g, w)| g != w);
        assert_eq!(differing.map(|i| (&got[i], &want[i])), None);
    }

    #[test]
    fn many_batches_on_every_thread_land_once() {
        let conn = connection("SET threads = 4; CREATE TABLE numbers (n BIGINT)");
        let batches: Vec<Bound> = (0..200).map(|b| numbers(b * 3000, 3000)).collect();
        assert_eq!(insert_all(&conn, batches.into_iter()).unwrap(), 600_000);
        assert_eq!(
            column::<i64>(&conn, "SELECT n FROM numbers ORDER BY n"),
            (0..600_000).collect::<Vec<_>>()
        );
    }
}
