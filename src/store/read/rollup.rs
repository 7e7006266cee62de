//! What slurmdbd's hourly rollup (sreport) reads: jobs, capacity, events, reservations.

use duckdb::params;

use super::{stored_tres, AsOf};
use crate::model::types::TresCounts;
use crate::store::{sql, Store, StoreError};

/// A job as slurmdbd's hourly rollup sees it.
#[derive(Debug, Clone, PartialEq)]
pub struct RollupJobRow {
    pub account: String,
    pub user: String,
    pub partition: String,
    /// A pending array record's task list, e.g. `[2-3%3]`.
    pub array_pending: Option<String>,
    pub eligible_s: i64,
    pub start_s: Option<i64>,
    pub end_s: Option<i64>,
    pub req_cpus: Option<i64>,
    /// The dump had no eligible time: taken as its start.
    pub eligible_unknown: bool,
    pub alloc: TresCounts,
    pub qos: String,
    /// The reservation it ran in: its name, and its id when the dump has ReservationId.
    pub reservation: Option<String>,
    pub reservation_id: Option<i64>,
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
}

impl Store {
    /// The jobs the hourly rollup of [`from`, `to`) looks at, with their allocated TRES.
    pub fn rollup_jobs(
        &self,
        cluster: &str,
        from: i64,
        to: i64,
    ) -> Result<Vec<RollupJobRow>, StoreError> {
        let mut stmt = self.conn.prepare(sql::ROLLUP_JOBS)?;
        let mut rows = stmt.query(params![cluster, from, to])?;
        let mut jobs = Vec::new();
        while let Some(r) = rows.next()? {
            let text = |i: usize| -> Result<String, duckdb::Error> {
                Ok(r.get::<_, Option<String>>(i)?.unwrap_or_default())
            };
            let alloc = stored_tres(&text(11)?, &text(10)?, "AllocTRES")?;
            jobs.push(RollupJobRow {
                account: text(1)?,
                user: text(2)?,
                partition: text(3)?,
                array_pending: r.get(4)?,
                eligible_s: r.get(5)?,
                start_s: r.get(6)?,
                end_s: r.get(7)?,
                req_cpus: r.get(8)?,
                eligible_unknown: r.get(9)?,
                alloc,
                qos: text(12)?,
                reservation: r.get(13)?,
                reservation_id: r.get(14)?,
            });
        }
        Ok(jobs)
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
