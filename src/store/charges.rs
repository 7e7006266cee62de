//! The charge cache: each started job's usage charge (billing × UsageFactor per second), kept
//! so that a command reads five numbers a job instead of parsing every job's TRES again.
//! The store only keeps the rows and says whether they are current; what a charge is, the
//! caller computes.

use std::collections::HashMap;
use std::sync::mpsc::{self, Receiver, SyncSender};
use std::sync::Arc;
use std::thread::JoinHandle;

use arrow::array::{
    ArrayBuilder, ArrayRef, AsArray, BooleanBuilder, Float64Builder, Int32Builder, Int64Builder,
    StringArray,
};
use arrow::datatypes::{Float64Type, Int32Type, Int64Type};
use arrow::record_batch::RecordBatch;
use duckdb::{params, OptionalExt};

use super::load::BATCH_ROWS;
use super::{sql, Store, StoreError};
use crate::model::decay::Run;
use crate::model::usage::{Checkpoint, KeyUsage};

/// A fitted phase as kept: `source` names the fit ('snapshots', 'priorities' or 'assumed'),
/// `found` and `of` its figures.
pub struct KeptPhase {
    pub phase_s: i64,
    pub source: String,
    pub found: i64,
    pub of: i64,
    /// The run of phases explaining nearly as well (first, last), if any.
    pub near: Option<(i64, i64)>,
}

/// A kept usage checkpoint: its decay cycle and each key's usage there.
pub struct KeptCheckpoint {
    pub cycle: i64,
    /// (key, usage, how many charges it sums); keys without charges are left out.
    pub usage: Vec<(usize, f64, i64)>,
    /// (key, job row, usage): each key's jobs with the most usage.
    pub top: Vec<(usize, i64, f64)>,
    /// (key, TRES, usage): each key's usage of each TRES its charges held.
    pub tres: Vec<(usize, String, f64)>,
}

/// Whether a cluster's cached charges serve: computed from the same settings and every load's
/// jobs, or from the same settings and the jobs up to a load (later sacct loads dropped the
/// records they replaced; their own jobs are to be added), or not at all.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CacheStatus {
    Current,
    Behind { through_load: i64 },
    Stale,
}

impl KeptCheckpoint {
    /// As the model sums it: per key its usage, how many charges, its largest jobs, and its
    /// TRES' usage, each TRES numbered by `tres_index`.
    pub fn into_checkpoint(self, mut tres_index: impl FnMut(&str) -> usize) -> Checkpoint {
        let mut keys = KeyUsage::default();
        let keys_n = self
            .usage
            .iter()
            .map(|u| u.0 + 1)
            .chain(self.top.iter().map(|t| t.0 + 1));
        let n = keys_n.max().unwrap_or(0);
        keys.usage.resize(n, 0.0);
        keys.runs.resize(n, 0);
        keys.top.resize(n, Vec::new());
        for (k, u, jobs) in self.usage {
            keys.usage[k] = u;
            keys.runs[k] = jobs as u64;
        }
        for (k, row, u) in self.top {
            keys.top[k].push((row, u));
        }
        keys.tres.resize(n, Vec::new());
        for (k, name, u) in self.tres {
            keys.add_tres(k, tres_index(&name), u);
        }
        // Largest first, as `KeyUsage::top` keeps them.
        for top in &mut keys.top {
            top.sort_by(|a, b| b.1.total_cmp(&a.1));
        }
        Checkpoint {
            cycle: self.cycle,
            keys,
        }
    }
}

/// The cached charges' associations by key: (account, user, partition) joined by '\u{1f}'.
pub struct ChargeKeys {
    keys: HashMap<String, i32>,
    buf: String,
}

impl ChargeKeys {
    fn new(keys: &[(String, String, String)]) -> ChargeKeys {
        let mut out = ChargeKeys {
            keys: HashMap::with_capacity(keys.len()),
            buf: String::new(),
        };
        for (k, (a, u, p)) in keys.iter().enumerate() {
            out.join((a, u, p));
            out.keys.insert(out.buf.clone(), k as i32);
        }
        out
    }

    fn join(&mut self, (account, user, partition): (&str, &str, &str)) {
        self.buf.clear();
        for (k, part) in [account, user, partition].into_iter().enumerate() {
            if k > 0 {
                self.buf.push('\u{1f}');
            }
            self.buf.push_str(part);
        }
    }

    /// The key of an association, if it has one.
    pub fn get(&mut self, assoc: (&str, &str, &str)) -> Option<usize> {
        self.join(assoc);
        self.keys.get(self.buf.as_str()).map(|&k| k as usize)
    }

    /// The keys from `first` on, with their associations.
    fn from(&self, first: i32) -> impl Iterator<Item = (i32, [&str; 3])> {
        self.keys
            .iter()
            .filter(move |(_, &id)| id >= first)
            .map(|(joined, &id)| {
                let mut parts = joined.split('\u{1f}');
                (id, [(); 3].map(|_| parts.next().unwrap_or_default()))
            })
    }

    /// The key of an association, numbered next when it has none.
    fn get_or_add(&mut self, assoc: (&str, &str, &str)) -> i32 {
        self.join(assoc);
        let next = self.keys.len() as i32;
        match self.keys.get(self.buf.as_str()) {
            Some(&k) => k,
            None => *self.keys.entry(self.buf.clone()).or_insert(next),
        }
    }
}

/// Charges being written to the cache as they come, in a transaction of their own on a
/// connection of their own (a decade's charges are never held in memory), made the store's
/// by [`Store::write_charge_cache`] or [`Store::extend_charge_cache`]; dropped before that,
/// nothing of them is kept.
pub struct ChargeCacheWriter {
    link: Link,
    /// The transaction is open (not yet committed or rolled back).
    open: bool,
    /// The first write that failed: later charges are not written, and the transaction is
    /// rolled back when the writer is handed back.
    failed: Option<StoreError>,
    cluster: String,
    keys: ChargeKeys,
    /// Keys from this one on are new to the cache.
    first_new_key: i32,
    /// The earliest start of the charges pushed.
    first_start: Option<i64>,
    key: Int32Builder,
    start: Int64Builder,
    end: Int64Builder,
    weight: Float64Builder,
    end_first: BooleanBuilder,
    job_row: Int64Builder,
}

/// Charges per batch handed to DuckDB.
const CHARGE_BATCH_ROWS: usize = 8 * BATCH_ROWS;

/// The writer's connection (its transaction open), or the thread appending the batches to it
/// while the next ones are computed: DuckDB's append took a third of a load's caches at 10M
/// jobs.
enum Link {
    Idle(duckdb::Connection),
    Appending {
        batches: SyncSender<RecordBatch>,
        thread: JoinHandle<(duckdb::Connection, Result<(), StoreError>)>,
    },
    /// Between the two, only while one becomes the other.
    Switching,
}

/// Appends `batches` to the charge cache on `conn` until they end or one fails.
fn append_all(
    conn: duckdb::Connection,
    batches: Receiver<RecordBatch>,
) -> (duckdb::Connection, Result<(), StoreError>) {
    let appended = (|| {
        let mut app = conn.appender("charge_cache")?;
        for batch in batches {
            app.append_record_batch(batch)?;
        }
        app.flush()?;
        Ok(())
    })();
    (conn, appended)
}

impl ChargeCacheWriter {
    /// The charge of the job at `job_row`; returns its association's key.
    pub fn push(&mut self, assoc: (&str, &str, &str), job_row: i64, run: Run) -> usize {
        let key = self.keys.get_or_add(assoc);
        if self.failed.is_some() {
            return key as usize;
        }
        self.key.append_value(key);
        self.first_start = Some(self.first_start.map_or(run.start, |f| f.min(run.start)));
        self.start.append_value(run.start);
        self.end.append_option(run.end);
        self.weight.append_value(run.weight);
        self.end_first.append_value(run.end_first);
        self.job_row.append_value(job_row);
        if self.key.len() == CHARGE_BATCH_ROWS {
            self.write_batch();
        }
        key as usize
    }

    /// Hands the charges pushed since the last batch to the appending thread.
    fn write_batch(&mut self) {
        let n = self.key.len();
        if n == 0 || self.failed.is_some() {
            return;
        }
        let cluster: ArrayRef = Arc::new(StringArray::from(vec![self.cluster.as_str(); n]));
        let batch = RecordBatch::try_from_iter([
            ("cluster", cluster),
            ("key_id", Arc::new(self.key.finish()) as ArrayRef),
            ("start_s", Arc::new(self.start.finish()) as ArrayRef),
            ("end_s", Arc::new(self.end.finish()) as ArrayRef),
            ("weight", Arc::new(self.weight.finish()) as ArrayRef),
            ("end_first", Arc::new(self.end_first.finish()) as ArrayRef),
            ("job_row", Arc::new(self.job_row.finish()) as ArrayRef),
        ])
        .expect("every column has one value per charge");
        if let Link::Idle(_) = self.link {
            let Link::Idle(conn) = std::mem::replace(&mut self.link, Link::Switching) else {
                unreachable!("the link was idle");
            };
            // One batch waits while one is appended.
            let (batches, appended) = mpsc::sync_channel(1);
            let thread = std::thread::spawn(move || append_all(conn, appended));
            self.link = Link::Appending { batches, thread };
        }
        if let Link::Appending { batches, .. } = &self.link {
            if batches.send(batch).is_err() {
                // The thread stopped at an error: it says which.
                self.settle();
            }
        }
    }

    /// Waits for the batches handed over to be appended; an append that failed is kept as the
    /// writer's failure.
    fn settle(&mut self) {
        if let Link::Appending { .. } = self.link {
            let Link::Appending { batches, thread } =
                std::mem::replace(&mut self.link, Link::Switching)
            else {
                unreachable!("the link was appending");
            };
            drop(batches);
            let (conn, appended) = thread.join().expect("the charge appender panicked");
            if let (Err(e), None) = (appended, &self.failed) {
                self.failed = Some(e);
            }
            self.link = Link::Idle(conn);
        }
    }

    /// The writer's connection, while no batch is being appended (before the first, or once
    /// settled).
    fn idle(&self) -> &duckdb::Connection {
        match &self.link {
            Link::Idle(conn) => conn,
            _ => unreachable!("the writer's connection is used only while no batch is appended"),
        }
    }

    /// Writes the rest and the new keys, then `finish` and commit; rolled back on any error.
    fn commit(
        mut self,
        finish: impl FnOnce(&duckdb::Connection) -> Result<(), StoreError>,
    ) -> Result<(), StoreError> {
        self.write_batch();
        self.settle();
        if let Some(e) = self.failed.take() {
            return Err(e);
        }
        let conn = self.idle();
        {
            let mut app = conn.appender("charge_keys")?;
            for (id, [account, user, partition]) in self.keys.from(self.first_new_key) {
                app.append_row(params![self.cluster, id, account, user, partition])?;
            }
        }
        finish(conn)?;
        conn.execute_batch("COMMIT")?;
        self.open = false;
        Ok(())
    }
}

impl Drop for ChargeCacheWriter {
    fn drop(&mut self) {
        if self.open {
            self.settle();
            let _ = self.idle().execute_batch("ROLLBACK");
        }
    }
}

impl Store {
    /// What tells cached charges computed from `settings` apart (what the charges depend on
    /// besides the jobs: weights, UsageFactors, orders of ends, which the caller describes).
    fn charge_fingerprint(settings: &str) -> String {
        // The rows' layout: caches written in an earlier one are stale.
        // 4: usage checkpoints (replaced with the charges) hold usage per TRES.
        const FORMAT: u32 = 4;
        format!("format {FORMAT}; {settings}")
    }

    /// The last load so far (0: none).
    fn last_load(&self) -> Result<i64, StoreError> {
        let next: i64 = self.conn.query_row(sql::LOAD_NEXT_ID, [], |r| r.get(0))?;
        Ok(next - 1)
    }

    /// Whether the cached charges of `cluster` serve under `settings`.
    pub fn charge_cache_status(
        &self,
        cluster: &str,
        settings: &str,
    ) -> Result<CacheStatus, StoreError> {
        let stored: Option<(String, Option<i64>)> = self
            .conn
            .query_row(sql::CHARGE_CACHE_FINGERPRINT, [cluster], |r| {
                Ok((r.get(0)?, r.get(1)?))
            })
            .optional()?;
        let Some((fingerprint, Some(through_load))) = stored else {
            return Ok(CacheStatus::Stale);
        };
        if fingerprint != Store::charge_fingerprint(settings) {
            return Ok(CacheStatus::Stale);
        }
        Ok(if through_load == self.last_load()? {
            CacheStatus::Current
        } else {
            CacheStatus::Behind { through_load }
        })
    }

    /// Marks the cached charges of every cluster stale, and forgets the fitted phases: after
    /// SQL that may have changed the jobs or settings behind the store's back.
    pub fn forget_charges(&self) -> Result<(), StoreError> {
        self.conn.execute(sql::CHARGE_CACHE_FORGET, [])?;
        self.conn.execute(sql::PHASE_FIT_FORGET, [])?;
        self.conn.execute(sql::END_ORDER_FORGET, [])?;
        Ok(())
    }

    /// The decay cycle's phase kept for `cluster` when it was fitted from what `inputs`
    /// describes and the loads there are now.
    pub fn kept_phase(&self, cluster: &str, inputs: &str) -> Result<Option<KeptPhase>, StoreError> {
        let key = self.phase_key(inputs)?;
        Ok(self
            .conn
            .query_row(sql::PHASE_FIT_GET, [cluster, key.as_str()], |r| {
                Ok(KeptPhase {
                    phase_s: r.get(0)?,
                    source: r.get(1)?,
                    found: r.get(2)?,
                    of: r.get(3)?,
                    near: r.get::<_, Option<i64>>(4)?.zip(r.get::<_, Option<i64>>(5)?),
                })
            })
            .optional()?)
    }

    /// Keeps `cluster`'s phase fitted from what `inputs` describes, and the end orders the
    /// fit told (job row, end before the cycle), replacing the others.
    pub fn keep_phase(
        &self,
        cluster: &str,
        inputs: &str,
        kept: &KeptPhase,
        end_orders: &HashMap<i64, bool>,
    ) -> Result<(), StoreError> {
        let key = self.phase_key(inputs)?;
        self.in_transaction(|conn| {
            conn.execute(sql::PHASE_FIT_CLEAR, [cluster])?;
            conn.execute(
                sql::PHASE_FIT_INSERT,
                params![
                    cluster,
                    key,
                    kept.phase_s,
                    kept.source,
                    kept.found,
                    kept.of,
                    kept.near.map(|n| n.0),
                    kept.near.map(|n| n.1)
                ],
            )?;
            conn.execute(sql::END_ORDER_CLEAR, [cluster])?;
            let mut insert = conn.prepare(sql::END_ORDER_INSERT)?;
            for (row, end_first) in end_orders {
                insert.execute(params![cluster, row, end_first])?;
            }
            Ok(())
        })
    }

    /// The end orders kept for `cluster` (job row → handled before its cycle).
    pub fn end_orders(&self, cluster: &str) -> Result<HashMap<i64, bool>, StoreError> {
        let mut stmt = self.conn.prepare(sql::END_ORDER_GET)?;
        let rows = stmt.query_map([cluster], |r| Ok((r.get(0)?, r.get(1)?)))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// `inputs` and the loads, digested (a tree's description can be long).
    fn phase_key(&self, inputs: &str) -> Result<String, StoreError> {
        let all = format!(
            "{}; last load {}",
            Store::charge_fingerprint(inputs),
            self.last_load()?
        );
        Ok(crate::ingest::sha256_of_parts([all.as_bytes()]))
    }

    /// A writer adding to the cached charges of `cluster`, whose keys are `keys` (index =
    /// key), made the store's by [`Store::extend_charge_cache`].
    pub fn charge_cache_extender(
        &self,
        cluster: &str,
        keys: &[(String, String, String)],
    ) -> Result<ChargeCacheWriter, StoreError> {
        let conn = self.conn.try_clone()?;
        conn.execute_batch("BEGIN TRANSACTION")?;
        let keys = ChargeKeys::new(keys);
        Ok(ChargeCacheWriter {
            link: Link::Idle(conn),
            open: true,
            failed: None,
            cluster: cluster.to_string(),
            first_new_key: keys.keys.len() as i32,
            first_start: None,
            keys,
            key: Int32Builder::with_capacity(CHARGE_BATCH_ROWS),
            start: Int64Builder::with_capacity(CHARGE_BATCH_ROWS),
            end: Int64Builder::with_capacity(CHARGE_BATCH_ROWS),
            weight: Float64Builder::with_capacity(CHARGE_BATCH_ROWS),
            end_first: BooleanBuilder::with_capacity(CHARGE_BATCH_ROWS),
            job_row: Int64Builder::with_capacity(CHARGE_BATCH_ROWS),
        })
    }

    /// A writer replacing the cached charges of `cluster` (and its usage checkpoints), made
    /// the store's by [`Store::write_charge_cache`].
    pub fn charge_cache_replacer(&self, cluster: &str) -> Result<ChargeCacheWriter, StoreError> {
        let w = self.charge_cache_extender(cluster, &[])?;
        for clear in [
            sql::CHARGE_CACHE_CLEAR,
            sql::CHARGE_KEYS_CLEAR,
            sql::CHARGE_CACHE_STATE_CLEAR,
            sql::USAGE_CHECKPOINTS_CLEAR,
            sql::USAGE_CHECKPOINT_JOBS_CLEAR,
            sql::USAGE_CHECKPOINT_STATE_CLEAR,
        ] {
            w.idle().execute(clear, [cluster])?;
        }
        Ok(w)
    }

    /// Commits the charges of a [`Store::charge_cache_replacer`] as the cache computed from
    /// `settings`.
    pub fn write_charge_cache(
        &self,
        w: ChargeCacheWriter,
        settings: &str,
    ) -> Result<(), StoreError> {
        let fingerprint = Store::charge_fingerprint(settings);
        let through_load = self.last_load()?;
        let cluster = w.cluster.clone();
        w.commit(|conn| {
            conn.execute(
                sql::CHARGE_CACHE_STATE_INSERT,
                params![cluster, fingerprint, through_load],
            )?;
            Ok(())
        })
    }

    /// Adds the charges of the jobs loaded after the cache's last load (`w`, a writer
    /// `continuing` the cache's keys) to the cache computed from `settings`, in one
    /// transaction; the usage checkpoints from the first such charge's start on are dropped,
    /// to be continued from the last one kept. Nothing when the cache changed meanwhile.
    pub fn extend_charge_cache(
        &self,
        w: ChargeCacheWriter,
        settings: &str,
        through_load: i64,
    ) -> Result<(), StoreError> {
        let status = self.charge_cache_status(&w.cluster, settings)?;
        if status != (CacheStatus::Behind { through_load }) {
            return Ok(());
        }
        let last_load = self.last_load()?;
        let (cluster, first_start) = (w.cluster.clone(), w.first_start);
        w.commit(|conn| {
            if let Some(from) = first_start {
                Store::unfinish_checkpoints(conn, &cluster, from)?;
            }
            conn.execute(sql::CHARGE_CACHE_STATE_ADVANCE, params![cluster, last_load])?;
            Ok(())
        })
    }

    /// Drops `cluster`'s usage checkpoints (every decay setting) from `from` on, and marks
    /// the rest to be continued: charges starting then changed.
    fn unfinish_checkpoints(
        conn: &duckdb::Connection,
        cluster: &str,
        from: i64,
    ) -> Result<(), StoreError> {
        conn.execute(sql::USAGE_CHECKPOINTS_FROM_DROP, params![cluster, from])?;
        conn.execute(sql::USAGE_CHECKPOINT_JOBS_FROM_DROP, params![cluster, from])?;
        conn.execute(sql::USAGE_CHECKPOINT_STATE_UNFINISH, [cluster])?;
        Ok(())
    }

    /// Within a sacct load's transaction, before the records its merge replaces
    /// (`merge_losers`) are deleted: drops their cached charges, and the usage checkpoints
    /// that summed them.
    pub(super) fn drop_replaced_charges(conn: &duckdb::Connection) -> Result<(), StoreError> {
        let from: Vec<(String, i64)> = {
            let mut stmt = conn.prepare(sql::CHARGE_CACHE_LOSERS_FROM)?;
            let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?;
            rows.collect::<Result<_, _>>()?
        };
        for (cluster, start) in from {
            Store::unfinish_checkpoints(conn, &cluster, start)?;
        }
        conn.execute(sql::CHARGE_CACHE_DROP_LOSERS, [])?;
        Ok(())
    }

    /// The cached charges' associations, to look their keys up.
    pub fn charge_key_index(&self, cluster: &str) -> Result<ChargeKeys, StoreError> {
        Ok(ChargeKeys::new(&self.charge_keys(cluster)?))
    }

    /// The associations of the cached charges: index = key.
    pub fn charge_keys(&self, cluster: &str) -> Result<Vec<(String, String, String)>, StoreError> {
        let mut stmt = self.conn.prepare(sql::CHARGE_KEYS_FOR_CLUSTER)?;
        let rows = stmt.query_map([cluster], |r| {
            Ok((r.get::<_, i32>(0)?, (r.get(1)?, r.get(2)?, r.get(3)?)))
        })?;
        let mut keys = Vec::new();
        for row in rows {
            let (id, key) = row?;
            let id = id as usize;
            if keys.len() <= id {
                keys.resize(id + 1, Default::default());
            }
            keys[id] = key;
        }
        Ok(keys)
    }

    /// How many cached charges of `cluster` started by `at`, running or ended at
    /// `ended_from` or later.
    pub fn cached_charge_count(
        &self,
        cluster: &str,
        at: i64,
        ended_from: i64,
    ) -> Result<usize, StoreError> {
        let n: i64 = self.conn.query_row(
            sql::CACHED_CHARGES_COUNT,
            params![cluster, at, ended_from],
            |r| r.get(0),
        )?;
        Ok(n as usize)
    }

    /// The earliest start and the latest start or end of `cluster`'s cached charges.
    pub fn cached_charges_span(&self, cluster: &str) -> Result<Option<(i64, i64)>, StoreError> {
        let (first, last): (Option<i64>, Option<i64>) =
            self.conn
                .query_row(sql::CACHED_CHARGES_SPAN, [cluster], |r| {
                    Ok((r.get(0)?, r.get(1)?))
                })?;
        Ok(first.zip(last))
    }

    /// Hands `each` the cached charges of `cluster` started by `at` (of `account` only, if
    /// given), running or ended at `ended_from` or later, as (association key, job row,
    /// run), streamed.
    pub fn for_each_cached_charge(
        &self,
        cluster: &str,
        at: i64,
        account: Option<&str>,
        ended_from: i64,
        mut each: impl FnMut(usize, i64, Run),
    ) -> Result<(), StoreError> {
        self.for_each_batch_read_ahead(
            sql::CACHED_CHARGES,
            (cluster, at, account, ended_from),
            |batch| {
                let key = batch.column(0).as_primitive::<Int32Type>();
                let start = batch.column(1).as_primitive::<Int64Type>();
                let end = batch.column(2).as_primitive::<Int64Type>();
                let weight = batch.column(3).as_primitive::<Float64Type>();
                let end_first = batch.column(4).as_boolean();
                let job_row = batch.column(5).as_primitive::<Int64Type>();
                for k in 0..batch.num_rows() {
                    each(
                        key.value(k) as usize,
                        job_row.value(k),
                        Run {
                            start: start.value(k),
                            end: super::read::value_at(end, k),
                            weight: weight.value(k),
                            end_first: end_first.value(k),
                        },
                    );
                }
                Ok(())
            },
        )
    }

    /// Whether `cluster`'s usage checkpoints under the decay settings `decay` are kept (they
    /// go with the cached charges): then the earliest start of those charges (None: no
    /// charges), and whether they reach the charges' end (else they are to be continued from
    /// the last one kept).
    pub fn usage_checkpoints_kept(
        &self,
        cluster: &str,
        decay: &str,
    ) -> Result<Option<(Option<i64>, bool)>, StoreError> {
        Ok(self
            .conn
            .query_row(sql::USAGE_CHECKPOINT_STATE, [cluster, decay], |r| {
                Ok((r.get(0)?, r.get::<_, Option<bool>>(1)?.unwrap_or(true)))
            })
            .optional()?)
    }

    /// Keeps `cluster`'s usage checkpoints under `decay` (their runs named by job row, their
    /// TRES by `tres_names`), computed from the charges cached under `settings`, in one
    /// transaction: all of them, or (`continued`) those after the last one kept, which they
    /// continue. Nothing when those charges or checkpoints changed meanwhile.
    pub fn write_usage_checkpoints(
        &self,
        cluster: &str,
        (settings, decay): (&str, &str),
        first_start: Option<i64>,
        (sums, tres_names): (&[Checkpoint], &[String]),
        continued: bool,
    ) -> Result<(), StoreError> {
        self.in_transaction(|conn| {
            // Continued: those kept up to the last one are still to be continued. Else none
            // is kept, or those kept (to be continued) are replaced.
            let complete = self.usage_checkpoints_kept(cluster, decay)?.map(|k| k.1);
            let expected = if continued {
                complete == Some(false)
            } else {
                complete != Some(true)
            };
            if self.charge_cache_status(cluster, settings)? != CacheStatus::Current || !expected {
                return Ok(());
            }
            let mut drop = vec![sql::USAGE_CHECKPOINT_STATE_DECAY_DROP];
            if !continued {
                drop.extend([
                    sql::USAGE_CHECKPOINTS_DECAY_DROP,
                    sql::USAGE_CHECKPOINT_JOBS_DECAY_DROP,
                ]);
            }
            for statement in drop {
                conn.execute(statement, [cluster, decay])?;
            }
            {
                let mut app = conn.appender("usage_checkpoints")?;
                for s in sums {
                    let keys = s.keys.usage.iter().zip(&s.keys.runs).enumerate();
                    for (key, (u, n)) in keys.filter(|(_, (_, n))| **n > 0) {
                        let (key, n) = (key as i32, *n as i64);
                        let billing: Option<&str> = None;
                        app.append_row(params![cluster, decay, s.cycle, key, u, n, billing])?;
                        for (t, u) in s.keys.tres[key as usize].iter().enumerate() {
                            let name = Some(tres_names[t].as_str());
                            app.append_row(params![cluster, decay, s.cycle, key, u, 0, name])?;
                        }
                    }
                }
            }
            {
                let mut app = conn.appender("usage_checkpoint_jobs")?;
                for s in sums {
                    for (key, top) in s.keys.top.iter().enumerate() {
                        for (row, u) in top {
                            let key = key as i32;
                            app.append_row(params![cluster, decay, s.cycle, key, row, u])?;
                        }
                    }
                }
            }
            conn.execute(
                sql::USAGE_CHECKPOINT_STATE_INSERT,
                params![cluster, decay, first_start],
            )?;
            Ok(())
        })
    }

    /// `cluster`'s last usage checkpoint under `decay` at or before `at`.
    pub fn usage_checkpoint(
        &self,
        cluster: &str,
        decay: &str,
        at: i64,
    ) -> Result<Option<KeptCheckpoint>, StoreError> {
        let cycle: Option<i64> = self.conn.query_row(
            sql::USAGE_CHECKPOINT_LATEST,
            params![cluster, decay, at],
            |r| r.get(0),
        )?;
        let Some(cycle) = cycle else {
            return Ok(None);
        };
        let mut stmt = self.conn.prepare(sql::USAGE_CHECKPOINT_AT)?;
        let usage = stmt
            .query_map(params![cluster, decay, cycle], |r| {
                Ok((r.get::<_, i32>(0)? as usize, r.get(1)?, r.get(2)?))
            })?
            .collect::<Result<_, _>>()?;
        let mut stmt = self.conn.prepare(sql::USAGE_CHECKPOINT_JOBS_AT)?;
        let top = stmt
            .query_map(params![cluster, decay, cycle], |r| {
                Ok((r.get::<_, i32>(0)? as usize, r.get(1)?, r.get(2)?))
            })?
            .collect::<Result<_, _>>()?;
        let tres = self.usage_checkpoint_tres(cluster, decay, cycle)?;
        Ok(Some(KeptCheckpoint {
            cycle,
            usage,
            top,
            tres,
        }))
    }

    /// Each key's usage of each TRES at `cluster`'s checkpoint at `cycle` under `decay`:
    /// (key, TRES, usage).
    pub fn usage_checkpoint_tres(
        &self,
        cluster: &str,
        decay: &str,
        cycle: i64,
    ) -> Result<Vec<(usize, String, f64)>, StoreError> {
        let mut stmt = self.conn.prepare(sql::USAGE_CHECKPOINT_TRES_AT)?;
        let rows = stmt.query_map(params![cluster, decay, cycle], |r| {
            Ok((r.get::<_, i32>(0)? as usize, r.get(1)?, r.get(2)?))
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }
}
