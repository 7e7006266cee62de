//! A record's fields read into a job or a step: the printed job id taken apart, each typed
//! field checked, with the file, line and column of what fails.

use std::borrow::Cow;
use std::io::BufRead;

use super::columns::{is_int, plausible, Kind};
use super::{Fields, SacctReader, KNOWN_STATES};
use crate::error::InputError;
use crate::ingest::jobstats::gpu_utilization;
use crate::ingest::slurm_time::{parse_duration, parse_time_limit, parse_timestamp, TimeLimit};
use crate::ingest::tres::{check_tres, parse_alloc_totals, parse_req_mem, parse_tres};
use crate::model::types::{AllocTotals, JobRecord, StepRecord};

/// One record of the dump.
#[derive(Debug, Clone, PartialEq)]
pub enum Record<'a> {
    Job(Box<JobRecord<'a>>),
    Step(Box<StepRecord<'a>>),
}

/// A parsed printed job id (`123`, `123_4`, `123_[1-5%2]`, `77+1`, with optional `.step`).
#[derive(Debug, Clone, PartialEq, Default)]
pub(super) struct JobId<'a> {
    /// The allocation part as printed, without the step.
    alloc: &'a str,
    base: i64,
    array_task: Option<i64>,
    array_pending: Option<&'a str>,
    het_offset: Option<i64>,
    step: Option<&'a str>,
}

pub(super) fn parse_job_id(s: &str) -> Result<JobId<'_>, String> {
    let bad = || "not a job id such as 123, 123_4, 123_[1-5], 77+1 or 123.batch".to_string();
    let (alloc, step) = match s.split_once('.') {
        Some((a, st))
            if !st.is_empty()
                && st
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'+') =>
        {
            (a, Some(st))
        }
        Some(_) => return Err(bad()),
        None => (s, None),
    };
    let num = |t: &str| t.parse::<i64>().ok().filter(|_| is_int(t));
    let mut id = JobId {
        alloc,
        step,
        ..JobId::default()
    };
    if let Some((base, task)) = alloc.split_once('_') {
        id.base = num(base).ok_or_else(bad)?;
        if task.starts_with('[') && task.ends_with(']') && task.len() > 2 {
            id.array_pending = Some(task);
        } else {
            id.array_task = Some(num(task).ok_or_else(bad)?);
        }
    } else if let Some((base, offset)) = alloc.split_once('+') {
        id.base = num(base).ok_or_else(bad)?;
        id.het_offset = Some(num(offset).ok_or_else(bad)?);
    } else {
        id.base = num(alloc).ok_or_else(bad)?;
    }
    Ok(id)
}

impl<R: BufRead> SacctReader<R> {
    pub(super) fn to_record<'a>(
        &'a self,
        line: u64,
        f: &'a Fields,
    ) -> Result<Record<'a>, InputError> {
        let get = |c: Option<usize>| c.map(|i| f.get(i)).filter(|s| !s.is_empty());
        let err = |c: usize, reason: String| {
            InputError::field(&self.path, line, &self.names[c], f.get(c), reason)
        };
        let text = |c: Option<usize>| get(c).map(Cow::Borrowed);
        let int = |c: Option<usize>| -> Result<Option<i64>, InputError> {
            match (c, get(c)) {
                (Some(i), Some(v)) => v
                    .parse::<i64>()
                    .map(Some)
                    .map_err(|_| err(i, "not an integer".into())),
                _ => Ok(None),
            }
        };
        let time = |c: Option<usize>| -> Result<_, InputError> {
            match (c, get(c)) {
                (Some(i), Some(v)) => parse_timestamp(v)
                    .map(|t| t.map(|t| self.opts.zone.to_utc(t)))
                    .map_err(|e| err(i, e)),
                _ => Ok(None),
            }
        };
        let duration = |c: Option<usize>| -> Result<Option<f64>, InputError> {
            match (c, get(c)) {
                (Some(i), Some(v)) => parse_duration(v).map(Some).map_err(|e| err(i, e)),
                _ => Ok(None),
            }
        };
        // ElapsedRaw, else the printed Elapsed.
        let elapsed = || -> Result<Option<i64>, InputError> {
            match int(self.cols.elapsedraw)? {
                Some(s) => Ok(Some(s)),
                None => Ok(duration(self.cols.elapsed)?.map(|d| d as i64)),
            }
        };

        let id_col = self.cols.jobid.or(self.cols.jobidraw).unwrap_or(0);
        let id_text = f.get(id_col);
        if id_text.is_empty() {
            return Err(err(id_col, "a record needs a job id".into()));
        }
        let id = parse_job_id(id_text).map_err(|e| err(id_col, e))?;
        let raw = match self.cols.jobidraw {
            Some(c) if !f.get(c).is_empty() => Some(parse_job_id(f.get(c)).map_err(|e| err(c, e))?),
            _ => None,
        };
        // Without JobIDRaw, only a plain job's printed id is its raw id.
        let plain =
            id.array_task.is_none() && id.array_pending.is_none() && id.het_offset.is_none();
        let job_id_raw = raw.as_ref().map(|r| r.base).or(plain.then_some(id.base));
        let job_key = match job_id_raw {
            Some(r) => Cow::Owned(r.to_string()),
            None => Cow::Borrowed(id.alloc),
        };
        let cluster = match get(self.cols.cluster) {
            Some(c) => Cow::Borrowed(c),
            None => match &self.opts.cluster {
                Some(c) => Cow::Borrowed(c.as_str()),
                None => {
                    return Err(InputError::new(
                        &self.path,
                        line,
                        "record has an empty Cluster: pass --cluster NAME",
                    ))
                }
            },
        };
        let state_col = self.cols.state.unwrap_or(0);
        let state_text = f.get(state_col);
        if state_text.is_empty() {
            return Err(err(state_col, "a record needs a state".into()));
        }
        let (state, cancelled_by) = match state_text.split_once(" by ") {
            Some((s, by)) => (
                Cow::Borrowed(s),
                Some(
                    by.parse::<i64>()
                        .map_err(|_| err(state_col, "expected CANCELLED by UID".into()))?,
                ),
            ),
            None => (Cow::Borrowed(state_text), None),
        };
        let state_known = KNOWN_STATES.contains(&&*state);

        if let Some(step) = id.step {
            return Ok(Record::Step(Box::new(StepRecord {
                cluster,
                job_key,
                step: Cow::Borrowed(step),
                job_id: Cow::Borrowed(id_text),
                start: time(self.cols.start)?,
                end: time(self.cols.end)?,
                state,
                alloc_tres_text: text(self.cols.alloctres),
                elapsed_s: elapsed()?,
                total_cpu_s: duration(self.cols.totalcpu)?,
                ntasks: int(self.cols.ntasks)?,
                usage_in_tot: text(self.cols.tresusageintot),
                usage_in_max: text(self.cols.tresusageinmax),
                usage_in_ave: text(self.cols.tresusageinave),
            })));
        }

        let submit_col = self.cols.submit.unwrap_or(0);
        let submit = time(self.cols.submit)?.ok_or_else(|| {
            err(
                submit_col,
                "a job allocation needs a submit time (it identifies the job across dumps)".into(),
            )
        })?;
        let (timelimit_s, timelimit) = match (self.cols.timelimit, get(self.cols.timelimit)) {
            (Some(c), Some(v)) => match parse_time_limit(v).map_err(|e| err(c, e))? {
                Some(TimeLimit::Seconds(s)) => (Some(s), Some(Cow::Borrowed(v))),
                _ => (None, Some(Cow::Borrowed(v))),
            },
            _ => (None, None),
        };
        let (req_mem_mb, req_mem_per) = match (self.cols.reqmem, get(self.cols.reqmem)) {
            (Some(c), Some(v)) => {
                let (mb, per) = parse_req_mem(v).map_err(|e| err(c, e))?;
                (Some(mb), per)
            }
            _ => (None, None),
        };
        let alloc = match (self.cols.alloctres, get(self.cols.alloctres)) {
            (Some(c), Some(v)) => parse_alloc_totals(v).map_err(|e| err(c, e))?,
            _ => AllocTotals::default(),
        };
        if let (Some(c), Some(v)) = (self.cols.reqtres, get(self.cols.reqtres)) {
            check_tres(v).map_err(|e| err(c, e))?;
        }
        // A dump without ReqCPUS (AllocCPUS, NCPUS): the cpu= of ReqTRES (AllocTRES), the
        // same count slurmdbd keeps.
        let tres_cpus = |col: Option<usize>| {
            parse_tres(get(col)?)
                .ok()?
                .into_iter()
                .find(|(n, _)| n == "cpu")
                .map(|(_, c)| c.round() as i64)
        };
        let alloc_cpus = match int(self.cols.alloccpus)?.or(int(self.cols.ncpus)?) {
            Some(c) => Some(c),
            None => tres_cpus(self.cols.alloctres),
        };
        let exit_code = match (self.cols.exitcode, get(self.cols.exitcode)) {
            (Some(c), Some(v)) if !plausible(Kind::ExitCode, v) => {
                return Err(err(c, "expected an exit code such as 0:0".into()))
            }
            (_, v) => v.map(Cow::Borrowed),
        };
        Ok(Record::Job(Box::new(JobRecord {
            cluster,
            job_key,
            job_id: Cow::Borrowed(id.alloc),
            job_id_raw,
            array_job_id: (id.array_task.is_some() || id.array_pending.is_some())
                .then_some(id.base),
            array_task_id: id.array_task,
            array_tasks_pending: id.array_pending.map(Cow::Borrowed),
            het_job_id: id.het_offset.map(|_| id.base),
            het_job_offset: id.het_offset,
            user: text(self.cols.user),
            uid: int(self.cols.uid)?,
            gid: int(self.cols.gid)?,
            group: text(self.cols.group),
            account: text(self.cols.account),
            partition: text(self.cols.partition),
            qos: text(self.cols.qos),
            qos_req: text(self.cols.qosreq),
            submit,
            eligible: time(self.cols.eligible)?,
            start: time(self.cols.start)?,
            end: time(self.cols.end)?,
            state,
            state_known,
            cancelled_by,
            exit_code,
            timelimit_s,
            timelimit,
            priority: int(self.cols.priority)?,
            nice: None,
            reservation: text(self.cols.reservation),
            reservation_id: int(self.cols.reservationid)?.filter(|&i| i > 0),
            flags: text(self.cols.flags),
            reason: text(self.cols.reason),
            req_cpus: int(self.cols.reqcpus)?.or_else(|| tres_cpus(self.cols.reqtres)),
            alloc_cpus,
            nnodes: int(self.cols.nnodes)?.or(int(self.cols.allocnodes)?),
            req_mem_mb,
            req_mem_per,
            alloc_tres_text: text(self.cols.alloctres),
            req_tres_text: text(self.cols.reqtres),
            alloc,
            elapsed_s: elapsed()?,
            total_cpu_s: duration(self.cols.totalcpu)?,
            // sacct's words for no nodes yet, not a node list.
            node_list: text(self.cols.nodelist).filter(|n| n != "None assigned"),
            job_name: text(self.cols.jobname),
            wckey: text(self.cols.wckey),
            submit_line: text(self.cols.submitline),
            gpu_util: get(self.cols.admincomment).and_then(gpu_utilization),
        })))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn job_ids() {
        assert_eq!(parse_job_id("123").unwrap().base, 123);
        let a = parse_job_id("123_4").unwrap();
        assert_eq!((a.base, a.array_task), (123, Some(4)));
        let p = parse_job_id("123_[1-5%2]").unwrap();
        assert_eq!(p.array_pending, Some("[1-5%2]"));
        let h = parse_job_id("77+1").unwrap();
        assert_eq!((h.base, h.het_offset), (77, Some(1)));
        let s = parse_job_id("123_4.batch").unwrap();
        assert_eq!((s.alloc, s.step), ("123_4", Some("batch")));
        assert_eq!(parse_job_id("77+1.0").unwrap().step, Some("0"));
        for bad in ["", "abc", "12x", "1_", "1_[", "1+x", "1."] {
            assert!(parse_job_id(bad).is_err(), "{bad}");
        }
    }
}
