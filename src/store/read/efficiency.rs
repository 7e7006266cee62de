//! What seff reads of a job: its record and its steps' CPU time and usage.

use arrow::array::AsArray;
use arrow::datatypes::{Float64Type, Int64Type};
use duckdb::{params, OptionalExt};

use super::{text_if_valid, text_or_empty, value_at};

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

/// A job that ended in a window, for the audit's efficiency, borrowed from the batch read.
#[derive(Debug, Clone, PartialEq)]
pub struct EndedJob<'a> {
    pub account: &'a str,
    pub user: &'a str,
    pub partition: &'a str,
    pub elapsed_s: Option<i64>,
    pub cpus: Option<i64>,
    pub total_cpu_s: Option<f64>,
    pub alloc_tres: Option<&'a str>,
    /// Its steps' TRESUsageInTot and TRESUsageInAve lists, joined by `;`.
    pub usage_tot: Option<&'a str>,
    pub usage_ave: Option<&'a str>,
    /// Its GPUs' mean utilisation (%) as jobstats recorded it.
    pub gpu_util: Option<f64>,
}

impl Store {
    /// Hands each job that ran and ended in [`from`, `to`) to `each`, in no order.
    pub fn for_each_ended_job(
        &self,
        cluster: &str,
        (from, to): (i64, i64),
        mut each: impl FnMut(&EndedJob),
    ) -> Result<(), StoreError> {
        self.require_column("jobs", "gpu_util")?;
        let first_start: Option<i64> = self
            .conn
            .prepare(sql::EFFICIENCY_FIRST_START)?
            .query_row(params![cluster, from, to], |r| r.get(0))?;
        let Some(first_start) = first_start else {
            return Ok(());
        };
        self.for_each_batch_read_ahead(
            sql::EFFICIENCY_JOBS,
            (cluster, from, to, first_start),
            |batch| {
                let text = |i: usize| batch.column(i).as_string::<i32>();
                let int = |i: usize| batch.column(i).as_primitive::<Int64Type>();
                let (account, user, partition) = (text(0), text(1), text(2));
                let (elapsed, cpus) = (int(3), int(4));
                let total_cpu = batch.column(5).as_primitive::<Float64Type>();
                let (tres, tot, ave) = (text(6), text(7), text(8));
                let gpu_util = batch.column(9).as_primitive::<Float64Type>();
                for k in 0..batch.num_rows() {
                    each(&EndedJob {
                        account: text_or_empty(account, k),
                        user: text_or_empty(user, k),
                        partition: text_or_empty(partition, k),
                        elapsed_s: value_at(elapsed, k),
                        cpus: value_at(cpus, k),
                        total_cpu_s: value_at(total_cpu, k),
                        alloc_tres: text_if_valid(tres, k),
                        usage_tot: text_if_valid(tot, k),
                        usage_ave: text_if_valid(ave, k),
                        gpu_util: value_at(gpu_util, k),
                    });
                }
                Ok(())
            },
        )
    }

    /// The job seff finds by `id` (JobID as printed, else JobIDRaw), with its run's steps.
    pub fn seff_job(
        &self,
        cluster: &str,
        id: &str,
    ) -> Result<Option<(SeffRow, Vec<SeffStepRow>)>, StoreError> {
        self.require_column("steps", "usage_in_tot")?;
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
