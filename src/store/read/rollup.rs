//! What slurmdbd's hourly rollup (sreport) reads: jobs, capacity, events, reservations.

use std::sync::Arc;

use arrow::array::AsArray;
use arrow::datatypes::Int64Type;
use duckdb::params;

use super::{text_if_valid, text_or_empty, value_at, AsOf, Shared};
use crate::model::types::TresCounts;
use crate::store::{sql, Store, StoreError};

/// A job as slurmdbd's hourly rollup sees it: its texts `S`, read (`&str`, borrowed from
/// the batch being read) or kept (`Arc<str>`, the names shared by the rows that repeat them).
#[derive(Debug, Clone, PartialEq)]
pub struct RollupJob<S> {
    /// Where the dumps put it: jobs in the dumps' order are in `job_row` order.
    pub job_row: i64,
    pub account: S,
    pub user: S,
    pub partition: S,
    /// A pending array record's task list, e.g. `[2-3%3]`.
    pub array_pending: Option<S>,
    pub eligible_s: i64,
    pub start_s: Option<i64>,
    pub end_s: Option<i64>,
    pub req_cpus: Option<i64>,
    /// The dump had no eligible time: taken as its start.
    pub eligible_unknown: bool,
    /// Parsed once per distinct list printed (shared by the jobs that repeat it).
    pub alloc: Arc<TresCounts>,
    pub qos: S,
    /// The reservation it ran in: its name, and its id when the dump has ReservationId.
    pub reservation: Option<S>,
    pub reservation_id: Option<i64>,
    /// The job id as printed (`123`, `123_4`).
    pub job_id: S,
    pub wckey: Option<S>,
    /// Its nodes as a hostlist.
    pub node_list: Option<S>,
    /// Its group id, where the dump has sacct's GID.
    pub gid: Option<i64>,
}

/// A rollup job kept.
pub type RollupJobRow = RollupJob<Arc<str>>;

impl RollupJob<&str> {
    /// The row kept: names shared through `shared`, ids and lists copied.
    fn kept(&self, shared: &mut Shared) -> RollupJobRow {
        let copied = |t: Option<&str>| t.map(Arc::from);
        RollupJob {
            job_row: self.job_row,
            account: shared.text(self.account),
            user: shared.text(self.user),
            partition: shared.text(self.partition),
            array_pending: copied(self.array_pending),
            eligible_s: self.eligible_s,
            start_s: self.start_s,
            end_s: self.end_s,
            req_cpus: self.req_cpus,
            eligible_unknown: self.eligible_unknown,
            alloc: self.alloc.clone(),
            qos: shared.text(self.qos),
            reservation: copied(self.reservation),
            reservation_id: self.reservation_id,
            job_id: Arc::from(self.job_id),
            wckey: self.wckey.map(|w| shared.text(w)),
            node_list: copied(self.node_list),
            gid: self.gid,
        }
    }
}

/// A job that started in a window, for its wait, borrowed from the batch read.
#[derive(Debug, Clone, PartialEq)]
pub struct StartedJob<'a> {
    pub account: &'a str,
    pub user: &'a str,
    pub partition: &'a str,
    /// Its start where the dump has no eligible time (`eligible_unknown`).
    pub eligible_s: i64,
    pub start_s: i64,
    pub eligible_unknown: bool,
    pub qos: &'a str,
    /// Allocated, else asked for.
    pub cpus: Option<i64>,
}

/// A job pending at some moment of a window, borrowed from the batch read.
#[derive(Debug, Clone, PartialEq)]
pub struct WaitingJob<'a> {
    /// As printed: a comma list while pending in several partitions, only the one it ran in
    /// once started.
    pub partition: &'a str,
    /// sacct's SubmitLine, which names every partition asked for.
    pub submit_line: Option<&'a str>,
    pub qos: &'a str,
    /// A pending array record's task list, e.g. `[2-3%3]`.
    pub array_pending: Option<&'a str>,
    pub submit_s: i64,
    pub start_s: Option<i64>,
    pub end_s: Option<i64>,
}

/// One stored event.
#[derive(Debug, Clone, PartialEq)]
pub struct EventRow {
    pub node_name: String,
    pub start_s: i64,
    pub end_s: Option<i64>,
    pub state: i64,
    pub tres: String,
}

/// One stored reservation record.
#[derive(Debug, Clone, PartialEq)]
pub struct ReservationRow {
    pub name: String,
    pub id: Option<i64>,
    pub start_s: i64,
    pub end_s: i64,
    pub flags: Option<String>,
    pub tres: String,
    pub assocs: Option<String>,
    pub nodes: Option<String>,
}

impl Store {
    /// The jobs the hourly rollup of [`from`, `to`) looks at, with their allocated TRES, in
    /// no order (`job_row` gives the dumps').
    pub fn rollup_jobs(
        &self,
        cluster: &str,
        from: i64,
        to: i64,
    ) -> Result<Vec<RollupJobRow>, StoreError> {
        let (mut jobs, mut shared) = (Vec::new(), Shared::default());
        self.for_each_rollup_job(cluster, (from, to), |j| jobs.push(j.kept(&mut shared)))?;
        Ok(jobs)
    }

    /// Hands each job the hourly rollup of [`from`, `to`) looks at to `each`, borrowed from
    /// the batch read, in no order (`job_row` gives the dumps'): a month of a large centre
    /// is close to a million rows, streamed from DuckDB unsorted (not materialized, nor
    /// sorted, inside it first).
    pub fn for_each_rollup_job(
        &self,
        cluster: &str,
        (from, to): (i64, i64),
        mut each: impl FnMut(&RollupJob<&str>),
    ) -> Result<(), StoreError> {
        let mut shared = Shared::default();
        self.for_each_batch_read_ahead(sql::ROLLUP_JOBS, (cluster, from, to), |batch| {
            let text = |i: usize| batch.column(i).as_string::<i32>();
            let int = |i: usize| batch.column(i).as_primitive::<Int64Type>();
            let rows = int(0);
            let (account, user, partition, pending) = (text(1), text(2), text(3), text(4));
            let (eligible, start, end, req_cpus) = (int(5), int(6), int(7), int(8));
            let unknown = batch.column(9).as_boolean();
            let (job_id, tres, qos, resv, resv_id) =
                (text(10), text(11), text(12), text(13), int(14));
            let (wckey, nodes, gid) = (text(15), text(16), int(17));
            for k in 0..batch.num_rows() {
                let alloc = shared.tres(text_or_empty(tres, k), &job_id.value(k), "AllocTRES")?;
                each(&RollupJob {
                    job_row: rows.value(k),
                    account: text_or_empty(account, k),
                    user: text_or_empty(user, k),
                    partition: text_or_empty(partition, k),
                    array_pending: text_if_valid(pending, k),
                    eligible_s: eligible.value(k),
                    start_s: value_at(start, k),
                    end_s: value_at(end, k),
                    req_cpus: value_at(req_cpus, k),
                    eligible_unknown: unknown.value(k),
                    alloc,
                    qos: text_or_empty(qos, k),
                    reservation: text_if_valid(resv, k),
                    reservation_id: value_at(resv_id, k),
                    job_id: job_id.value(k),
                    wckey: text_if_valid(wckey, k),
                    node_list: text_if_valid(nodes, k),
                    gid: value_at(gid, k),
                });
            }
            Ok(())
        })
    }

    /// Hands each job that started in [`from`, `to`) to `each`, in the dumps' order: the
    /// rollup's jobs of the window that started in it, without what their waits do not need.
    pub fn for_each_job_started_in(
        &self,
        cluster: &str,
        (from, to): (i64, i64),
        mut each: impl FnMut(&StartedJob),
    ) -> Result<(), StoreError> {
        self.for_each_batch_read_ahead(sql::JOBS_STARTED_IN, (cluster, from, to), |batch| {
            let text = |i: usize| batch.column(i).as_string::<i32>();
            let int = |i: usize| batch.column(i).as_primitive::<Int64Type>();
            let (account, user, partition) = (text(0), text(1), text(2));
            let (eligible, start, unknown) = (int(3), int(4), batch.column(5).as_boolean());
            let (qos, cpus) = (text(6), int(7));
            for k in 0..batch.num_rows() {
                each(&StartedJob {
                    account: text_or_empty(account, k),
                    user: text_or_empty(user, k),
                    partition: text_or_empty(partition, k),
                    eligible_s: eligible.value(k),
                    start_s: start.value(k),
                    eligible_unknown: unknown.value(k),
                    qos: text_or_empty(qos, k),
                    cpus: value_at(cpus, k),
                });
            }
            Ok(())
        })
    }

    /// Hands each job pending at some moment of [`from`, `to`] to `each`, in no order.
    pub fn for_each_waiting_job(
        &self,
        cluster: &str,
        (from, to): (i64, i64),
        mut each: impl FnMut(&WaitingJob),
    ) -> Result<(), StoreError> {
        self.for_each_batch_read_ahead(sql::JOBS_WAITING_IN, (cluster, from, to), |batch| {
            let text = |i: usize| batch.column(i).as_string::<i32>();
            let int = |i: usize| batch.column(i).as_primitive::<Int64Type>();
            let (partition, line, qos, pending) = (text(0), text(1), text(2), text(3));
            let (submit, start, end) = (int(4), int(5), int(6));
            for k in 0..batch.num_rows() {
                each(&WaitingJob {
                    partition: text_or_empty(partition, k),
                    submit_line: text_if_valid(line, k),
                    qos: text_or_empty(qos, k),
                    array_pending: text_if_valid(pending, k),
                    submit_s: submit.value(k),
                    start_s: value_at(start, k),
                    end_s: value_at(end, k),
                });
            }
            Ok(())
        })
    }

    /// The cluster's TRES from slurm.conf's nodes: (cpu, mem MB, gres/gpu).
    pub fn cluster_capacity(
        &self,
        cluster: &str,
        as_of: AsOf,
    ) -> Result<(i64, i64, i64), StoreError> {
        let load = self.version_load("conf", cluster, as_of)?;
        let mut stmt = self.conn.prepare(sql::CLUSTER_CAPACITY)?;
        Ok(stmt.query_row(params![cluster, load], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?))
        })?)
    }

    /// Jobs that started in either second: (row, id as printed).
    pub fn jobs_started_at(
        &self,
        cluster: &str,
        seconds: [i64; 2],
    ) -> Result<Vec<(i64, String)>, StoreError> {
        let mut stmt = self.conn.prepare(sql::JOBS_STARTED_AT)?;
        let rows = stmt.query_map(params![cluster, seconds[0], seconds[1]], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The cluster's reservation records overlapping [`from`, `to`).
    pub fn reservations(
        &self,
        cluster: &str,
        from: i64,
        to: i64,
    ) -> Result<Vec<ReservationRow>, StoreError> {
        let mut stmt = self.conn.prepare(sql::RESERVATIONS_FOR_CLUSTER)?;
        let rows = stmt.query_map(params![cluster, from, to], |r| {
            Ok(ReservationRow {
                name: r.get(0)?,
                id: r.get(1)?,
                start_s: r.get(2)?,
                end_s: r.get(3)?,
                flags: r.get(4)?,
                tres: r.get(5)?,
                assocs: r.get(6)?,
                nodes: r.get(7)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The cluster's events overlapping [`from`, `to`).
    pub fn events(&self, cluster: &str, from: i64, to: i64) -> Result<Vec<EventRow>, StoreError> {
        let mut stmt = self.conn.prepare(sql::EVENTS_FOR_CLUSTER)?;
        let rows = stmt.query_map(params![cluster, from, to], |r| {
            Ok(EventRow {
                node_name: r.get(0)?,
                start_s: r.get(1)?,
                end_s: r.get(2)?,
                state: r.get(3)?,
                tres: r.get(4)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }
}
