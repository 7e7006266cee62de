//! What explaining a job's wait reads: its records, recorded priorities and the
//! sizes its factors divide by.

use std::collections::HashMap;

use arrow::array::AsArray;
use arrow::datatypes::Int64Type;
use duckdb::{params, OptionalExt};

use super::{stored_tres, AsOf};
use crate::model::types::TresCounts;
use crate::store::{sql, Store, StoreError};

/// How many of the rows stored last `data_end` looks among for its floor: one row group.
const LAST_ROWS: i64 = 122_880;

/// What explaining a job's wait needs of it.
#[derive(Debug, Clone, PartialEq)]
pub struct JobFacts {
    pub job_id: String,
    pub account: String,
    pub user: String,
    /// As sacct printed it (a comma list while pending in several partitions).
    pub partition: String,
    pub qos: String,
    pub state: String,
    pub reason: Option<String>,
    /// sacct's Flags: `SchedMain`, `SchedBackfill`, `SchedSubmit` tell who started it.
    pub flags: Option<String>,
    pub submit_line: Option<String>,
    pub submit_s: i64,
    pub eligible_s: Option<i64>,
    pub start_s: Option<i64>,
    pub end_s: Option<i64>,
    pub cpus: Option<i64>,
    pub nodes: Option<i64>,
    pub timelimit_s: Option<i64>,
    pub reservation: Option<String>,
}

impl Store {
    /// The job id (as sacct printed it) of the job at `row` (`jobs.job_row`).
    pub fn job_id_at_row(&self, row: i64) -> Result<String, StoreError> {
        let mut stmt = self.conn.prepare(sql::JOB_ID_AT_ROW)?;
        Ok(stmt.query_row(params![row], |r| r.get(0))?)
    }

    /// The first moment a cluster's dumps know of: its earliest submission.
    pub fn data_start(&self, cluster: &str) -> Result<Option<i64>, StoreError> {
        let ceiling: Option<i64> = self
            .conn
            .prepare(sql::DATA_START_CEILING)?
            .query_row(params![cluster], |r| r.get(0))
            .optional()?
            .flatten();
        let Some(ceiling) = ceiling else {
            return Ok(None);
        };
        let mut stmt = self.conn.prepare(sql::DATA_START)?;
        Ok(stmt.query_row(params![cluster, ceiling], |r| r.get(0))?)
    }

    /// The last moment the cluster's dumps know of (None without jobs): from a floor read in
    /// the rows stored last (a load of 100M jobs is one load: its whole times would be read).
    pub fn data_end(&self, cluster: &str) -> Result<Option<i64>, StoreError> {
        let floor: Option<i64> = match self
            .conn
            .prepare(sql::DATA_END_FLOOR)?
            .query_row(params![cluster, LAST_ROWS], |r| r.get(0))?
        {
            Some(floor) => Some(floor),
            None => self
                .conn
                .prepare(sql::DATA_END_FLOOR_LAST_LOAD)?
                .query_row(params![cluster], |r| r.get(0))?,
        };
        let Some(floor) = floor else {
            return Ok(None);
        };
        let mut stmt = self.conn.prepare(sql::DATA_END)?;
        Ok(stmt.query_row(params![cluster, floor], |r| r.get(0))?)
    }

    /// When the latest dump of `cluster` was taken (epoch s), where a job was running then.
    pub fn dump_moment(&self, cluster: &str) -> Result<Option<i64>, StoreError> {
        let mut stmt = self.conn.prepare(sql::DUMP_MOMENT)?;
        Ok(stmt.query_row(params![cluster], |r| r.get(0))?)
    }

    /// The jobs of `cluster` held as pending and eligible before `end` (epoch s): sacct
    /// printed as, and raw id.
    pub fn pending_eligible_before(
        &self,
        cluster: &str,
        end: i64,
    ) -> Result<Vec<(String, Option<i64>)>, StoreError> {
        let mut stmt = self.conn.prepare(sql::PENDING_ELIGIBLE_BEFORE)?;
        let rows = stmt.query_map(params![cluster, end], |r| Ok((r.get(0)?, r.get(1)?)))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The jobs `user` submitted to `cluster` in [`from`, `to`), the latest first, at most
    /// `limit`, as `job_facts`.
    pub fn user_jobs(
        &self,
        cluster: &str,
        user: &str,
        (from, to): (i64, i64),
        limit: usize,
    ) -> Result<Vec<JobFacts>, StoreError> {
        self.job_facts_by(
            sql::USER_JOBS,
            params![cluster, user, from, to, limit as i64],
        )
    }

    /// Job `job_id` of `cluster` (as sacct prints it; several records if requeued).
    pub fn job_facts(&self, cluster: &str, job_id: &str) -> Result<Vec<JobFacts>, StoreError> {
        self.job_facts_by(sql::JOB_FACTS, params![cluster, job_id])
    }

    /// The records sprio lists under `sprio_id` (a plain job, an array's tasks, a
    /// heterogeneous job's components), as `job_facts`.
    pub fn sprio_job_records(
        &self,
        cluster: &str,
        sprio_id: &str,
    ) -> Result<Vec<JobFacts>, StoreError> {
        self.job_facts_by(sql::SPRIO_JOB_RECORDS, params![cluster, sprio_id])
    }

    fn job_facts_by(
        &self,
        query: &str,
        params: impl duckdb::Params,
    ) -> Result<Vec<JobFacts>, StoreError> {
        let mut stmt = self.conn.prepare(query)?;
        let rows = stmt.query_map(params, |r| {
            Ok(JobFacts {
                job_id: r.get(0)?,
                account: r.get::<_, Option<String>>(1)?.unwrap_or_default(),
                user: r.get::<_, Option<String>>(2)?.unwrap_or_default(),
                partition: r.get::<_, Option<String>>(3)?.unwrap_or_default(),
                qos: r.get::<_, Option<String>>(4)?.unwrap_or_default(),
                state: r.get(5)?,
                reason: r.get(6)?,
                flags: r.get(7)?,
                submit_line: r.get(8)?,
                submit_s: r.get(9)?,
                eligible_s: r.get(10)?,
                start_s: r.get(11)?,
                end_s: r.get(12)?,
                cpus: r.get(13)?,
                nodes: r.get(14)?,
                timelimit_s: r.get(15)?,
                reservation: r.get::<_, Option<String>>(16)?.filter(|s| !s.is_empty()),
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// When the jobs of `cluster` other than `job_id` that started in [`from`, `to`) in one
    /// of `partitions` started (in no order).
    pub fn start_moments(
        &self,
        cluster: &str,
        job_id: &str,
        (from, to): (i64, i64),
        partitions: &[String],
    ) -> Result<Vec<i64>, StoreError> {
        let mut stmt = self.conn.prepare(sql::RIVAL_STARTS)?;
        let mut out = Vec::new();
        for partition in partitions {
            for batch in stmt.stream_arrow(params![cluster, job_id, from, to, partition])? {
                out.extend(batch?.column(0).as_primitive::<Int64Type>().values());
            }
        }
        Ok(out)
    }
}

/// A job's recorded priority and its request (for the submit-time priority).
#[derive(Debug, Clone, PartialEq)]
pub struct SubmitJob {
    pub job_id: String,
    pub account: String,
    pub user: String,
    pub partition: String,
    pub qos: String,
    pub submit_s: i64,
    pub priority: f64,
    pub req_cpus: Option<f64>,
    pub nodes: Option<f64>,
    pub timelimit_s: Option<i64>,
    pub req_tres: TresCounts,
    pub submit_line: String,
}

/// A partition's size and job factor.
#[derive(Debug, Clone, PartialEq)]
pub struct PartitionSize {
    pub nodes: f64,
    pub cpus: f64,
    pub mem_mb: f64,
    pub gpus: f64,
    pub job_factor: f64,
}

impl Store {
    /// The last jobs of `cluster` submitted with a recorded priority, with their requested
    /// TRES and submission line.
    pub fn submit_priorities(&self, cluster: &str) -> Result<Vec<SubmitJob>, StoreError> {
        let mut stmt = self.conn.prepare(sql::SUBMIT_PRIORITIES)?;
        let mut rows = stmt.query([cluster])?;
        let mut jobs = Vec::new();
        while let Some(r) = rows.next()? {
            let text = |i: usize| -> Result<String, duckdb::Error> {
                Ok(r.get::<_, Option<String>>(i)?.unwrap_or_default())
            };
            let req_tres = stored_tres(&text(10)?, &text(0)?, "ReqTRES")?;
            jobs.push(SubmitJob {
                job_id: text(0)?,
                account: text(1)?,
                user: text(2)?,
                partition: text(3)?,
                qos: text(4)?,
                submit_s: r.get(5)?,
                priority: r.get::<_, i64>(6)? as f64,
                req_cpus: r.get::<_, Option<i64>>(7)?.map(|v| v as f64),
                nodes: r.get::<_, Option<i64>>(8)?.map(|v| v as f64),
                timelimit_s: r.get(9)?,
                req_tres,
                submit_line: text(11)?,
            });
        }
        Ok(jobs)
    }

    pub fn partition_sizes(
        &self,
        cluster: &str,
        as_of: AsOf,
    ) -> Result<HashMap<String, PartitionSize>, StoreError> {
        let load = self.version_load("conf", cluster, as_of)?;
        let mut stmt = self.conn.prepare(sql::PARTITION_SIZES)?;
        let rows = stmt.query_map(params![cluster, load], |r| {
            let f = |i: usize| -> Result<f64, duckdb::Error> { Ok(r.get::<_, i64>(i)? as f64) };
            Ok((
                r.get(0)?,
                PartitionSize {
                    nodes: f(1)?,
                    cpus: f(2)?,
                    mem_mb: f(3)?,
                    gpus: f(4)?,
                    job_factor: f(5)?,
                },
            ))
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// (CPUs, node records) of the cluster's configured nodes.
    pub fn cluster_size(&self, cluster: &str, as_of: AsOf) -> Result<(f64, f64), StoreError> {
        let load = self.version_load("conf", cluster, as_of)?;
        Ok(self
            .conn
            .query_row(sql::CLUSTER_SIZE, params![cluster, load], |r| {
                Ok((r.get(0)?, r.get(1)?))
            })?)
    }

    /// The TRES of the cluster's registration in force `as_of` (`sacctmgr show event`), if
    /// events are loaded.
    pub fn registration_at(
        &self,
        cluster: &str,
        as_of: AsOf,
    ) -> Result<Option<String>, StoreError> {
        let at = match as_of {
            AsOf::At(t) => Some(t),
            AsOf::Latest => None,
        };
        let mut stmt = self.conn.prepare(sql::REGISTRATION_AT)?;
        let mut rows = stmt.query(params![cluster, at])?;
        Ok(match rows.next()? {
            Some(r) => Some(r.get(0)?),
            None => None,
        })
    }

    /// The latest QOS list's slurmdbd ids (empty when its dump carried none).
    pub fn qos_ids(&self) -> Result<HashMap<String, u64>, StoreError> {
        let load = self.version_load("qos", "", AsOf::Latest)?;
        let mut stmt = self.conn.prepare(sql::QOS_IDS)?;
        let rows = stmt.query_map(params![load], |r| Ok((r.get(0)?, r.get(1)?)))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    pub fn qos_priorities(&self, as_of: AsOf) -> Result<HashMap<String, i64>, StoreError> {
        let load = self.version_load("qos", "", as_of)?;
        let mut stmt = self.conn.prepare(sql::QOS_PRIORITIES)?;
        let rows = stmt.query_map(params![load], |r| Ok((r.get(0)?, r.get(1)?)))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }
}

/// When an association was created: its second, and whether slurmdbd logged it before a
/// controller's registration in that second (so that start's first cycle saw it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Created {
    pub at_s: i64,
    pub before_registration: bool,
}

impl Created {
    /// Whether a decay cycle in second `cycle` ran without it (sacctmgr's times are whole
    /// seconds; one created in the cycle's second came after it, as zeta's `late`, added
    /// 0.2 s after its cycle, printed — unless logged before a registration then).
    pub fn after_cycle(&self, cycle: i64) -> bool {
        self.at_s > cycle || (self.at_s == cycle && !self.before_registration)
    }
}
