//! `fairtrace seff`: a job's efficiency printed as Slurm's `seff` prints it.

use crate::model::efficiency::{Seff, SeffJob};

/// seff's `time2str`: `[D-]HH:MM:SS`.
fn time2str(t: i64) -> String {
    let (d, h, m, s) = (t / 86400, t % 86400 / 3600, t % 3600 / 60, t % 60);
    let days = if d < 1 {
        String::new()
    } else {
        format!("{d}-")
    };
    format!("{days}{h:02}:{m:02}:{s:02}")
}

/// seff's `kbytes2str`: `%.2f` of the largest unit of 1024 (`0.00 MB` for none).
fn kbytes2str(kb: f64) -> String {
    if kb == 0.0 {
        return "0.00 MB".to_string();
    }
    // Perl's int() truncates towards zero.
    let exp = (kb.ln() / 1024f64.ln()).trunc() as i32;
    let unit = ["K", "M", "G", "T", "P", "E"]
        .get(exp.max(0) as usize)
        .copied()
        .unwrap_or("");
    format!("{:.2} {unit}B", kb / 1024f64.powi(exp))
}

/// The report of `job`, line by line, as seff prints it.
pub fn text(job: &SeffJob, s: &Seff) -> String {
    let mut lines = vec![format!("Job ID: {}", job.job_id_raw)];
    if let Some((a, t)) = job.array {
        lines.push(format!("Array Job ID: {a}_{t}"));
    }
    lines.push(format!("Cluster: {}", job.cluster));
    lines.push(format!("User/Group: {}/{}", job.user, job.group));
    if job.state == "PENDING" || job.state == "RUNNING" {
        lines.push(format!("State: {}", job.state));
    } else {
        lines.push(format!(
            "State: {} (exit code {})",
            job.state, s.exit_status
        ));
    }
    if s.ncpus == 1 {
        lines.push(format!("Cores: {}", s.ncpus));
    } else {
        lines.push(format!("Nodes: {}", s.nnodes));
        lines.push(format!("Cores per node: {}", s.ncpus / s.nnodes));
    }
    match &s.usage {
        None => lines.push("Efficiency not available for jobs in the PENDING state.".into()),
        Some(u) => {
            lines.push(format!("CPU Utilized: {}", time2str(u.cpu_s)));
            lines.push(format!(
                "CPU Efficiency: {:.2}% of {} core-walltime",
                u.cpu_eff,
                time2str(u.core_walltime_s)
            ));
            lines.push(format!("Job Wall-clock time: {}", time2str(u.walltime_s)));
            let estimate = if u.estimated {
                " (estimated maximum)"
            } else {
                ""
            };
            lines.push(format!(
                "Memory Utilized: {}{estimate}",
                kbytes2str(u.mem_kb)
            ));
            let per = if u.one_task {
                String::new()
            } else {
                let unit = if u.per_core { "core" } else { "node" };
                format!(" ({}/{unit})", kbytes2str(u.per_kb))
            };
            lines.push(format!(
                "Memory Efficiency: {:.2}% of {}{per}",
                u.mem_eff,
                kbytes2str(u.of_kb)
            ));
            if let Some(d) = u.differs {
                lines.push(format!(
                    "The task which had the largest memory consumption differs by {d:.2}% from the average task max memory consumption"
                ));
            }
            match u.running {
                Some(true) => lines.push("WARNING: Efficiency statistics can only be obtained after the job has ended as seff tool is based on the accounting database data.".into()),
                Some(false) => lines.push(format!("WARNING: Efficiency statistics may be misleading for {} jobs.", job.state)),
                None => {}
            }
        }
    }
    lines.push(String::new());
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_and_sizes_print_as_seff_prints_them() {
        assert_eq!(time2str(0), "00:00:00");
        assert_eq!(time2str(3 * 86400 + 3723), "3-01:02:03");
        assert_eq!(kbytes2str(0.0), "0.00 MB");
        assert_eq!(kbytes2str(1024.0 * 1000.0), "1000.00 MB");
        assert_eq!(kbytes2str(1024.0 * 1024.0), "1.00 GB");
        assert_eq!(kbytes2str(512.0), "512.00 KB");
    }
}
