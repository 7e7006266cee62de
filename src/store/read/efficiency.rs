//! What seff reads of a job: its record and its steps' CPU time and usage.

use duckdb::{params, OptionalExt};

use crate::store::{sql, Store, StoreError};

/// A job's record as seff reads it.
#[derive(Debug, Clone, PartialEq)]
pub struct SeffRow {
    pub job_key: String,
    pub job_id_raw: Option<i64>,
    pub array_job_id: Option<i64>,
    pub array_task_id: Option<i64>,
    pub cluster: String,
    pub user: String,
    pub account: String,
    /// sacct's Group, where the dump has it.
    pub group: Option<String>,
    pub gid: Option<i64>,
    pub state: String,
    pub exit_code: Option<String>,
    pub alloc_cpus: Option<i64>,
    pub nnodes: Option<i64>,
    pub req_tres: Option<String>,
    pub alloc_tres: Option<String>,
    /// `cpu` or `node` from a legacy ReqMem suffix.
    pub req_mem_per: Option<String>,
    pub submit_line: Option<String>,
    pub elapsed_s: Option<i64>,
    pub start_s: Option<i64>,
}

/// A step as seff reads it: its name (`batch`, `0`), CPU time, tasks and usage lists.
#[derive(Debug, Clone, PartialEq)]
pub struct SeffStepRow {
    pub step: String,
    pub total_cpu_s: Option<f64>,
    pub ntasks: Option<i64>,
    pub usage_in_tot: Option<String>,
    pub usage_in_max: Option<String>,
    pub usage_in_ave: Option<String>,
}

impl Store {
    /// The job seff finds by `id` (JobID as printed, else JobIDRaw), with its run's steps.
    pub fn seff_job(
        &self,
        cluster: &str,
        id: &str,
    ) -> Result<Option<(SeffRow, Vec<SeffStepRow>)>, StoreError> {
        let job = self
            .conn
            .prepare(sql::SEFF_JOB)?
            .query_row(params![cluster, id], |r| {
                Ok(SeffRow {
                    job_key: r.get(0)?,
                    job_id_raw: r.get(1)?,
                    array_job_id: r.get(2)?,
                    array_task_id: r.get(3)?,
                    cluster: r.get(4)?,
                    user: r.get::<_, Option<String>>(5)?.unwrap_or_default(),
                    account: r.get::<_, Option<String>>(6)?.unwrap_or_default(),
                    group: r.get(7)?,
                    gid: r.get(8)?,
                    state: r.get(9)?,
                    exit_code: r.get(10)?,
                    alloc_cpus: r.get(11)?,
                    nnodes: r.get(12)?,
                    req_tres: r.get(13)?,
                    alloc_tres: r.get(14)?,
                    req_mem_per: r.get(15)?,
                    submit_line: r.get(16)?,
                    elapsed_s: r.get(17)?,
                    start_s: r.get(18)?,
                })
            })
            .optional()?;
        let Some(job) = job else {
            return Ok(None);
        };
        let mut stmt = self.conn.prepare(sql::SEFF_STEPS)?;
        let steps = stmt
            .query_map(params![cluster, job.job_key, job.start_s], |r| {
                Ok(SeffStepRow {
                    step: r.get(0)?,
                    total_cpu_s: r.get(1)?,
                    ntasks: r.get(2)?,
                    usage_in_tot: r.get(3)?,
                    usage_in_max: r.get(4)?,
                    usage_in_ave: r.get(5)?,
                })
            })?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Some((job, steps)))
    }
}
