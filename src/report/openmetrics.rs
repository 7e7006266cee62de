//! OpenMetrics text for Prometheus' `promtool tsdb create-blocks-from openmetrics` (and
//! VictoriaMetrics' import): each association's sshare row and each partition's and QOS's
//! queue at every moment of a span, under the names SckyzO's slurm_exporter gives the
//! gauges it scrapes from `sshare -a` and squeue, so that dashboards reading those names
//! chart the history.
//!
//! OpenMetrics wants each family whole and each series' samples together in time order,
//! while moments come one after the other with every series' value: the values go to a
//! spool file as they come, a block of moments at a time, and are written out series by
//! series at the end, so memory holds one block whatever the span.

use std::fs::File;
use std::io::{BufReader, BufWriter, Read, Write};
use std::os::unix::fs::FileExt;

use crate::model::fairshare::LevelFs;
use crate::replay::history::{QueueHistory, QueueSeries};
use crate::replay::SshareLine;

/// A gauge family: its name, unit (the name's last word, or none) and help text.
struct Family {
    name: String,
    unit: Option<&'static str>,
    help: String,
    /// Each series' labels after `cluster` and `source`, rendered: `,account="a"`.
    series: Vec<String>,
}

/// An sshare column as a gauge: the family's name after `slurm_account_`/`slurm_user_`.
struct Column {
    suffix: &'static str,
    unit: Option<&'static str>,
    help: &'static str,
    value: fn(&SshareLine) -> Option<f64>,
}

const COLUMNS: [Column; 7] = [
    Column {
        suffix: "fairshare",
        unit: None,
        help: "FairShare as sshare printed it",
        value: |l| l.fairshare,
    },
    Column {
        suffix: "fairshare_norm_shares",
        unit: None,
        help: "NormShares as sshare printed it",
        value: |l| Some(l.norm_shares),
    },
    Column {
        suffix: "fairshare_norm_usage",
        unit: None,
        help: "NormUsage as sshare printed it",
        value: |l| l.norm_usage,
    },
    Column {
        suffix: "fairshare_raw_shares",
        unit: None,
        help: "RawShares as sshare printed it (none for root and Fairshare=parent)",
        value: |l| l.raw_shares.flatten().map(f64::from),
    },
    Column {
        suffix: "fairshare_raw_usage_cpu_seconds",
        unit: Some("seconds"),
        help: "RawUsage as sshare printed it: decayed billing-weighted seconds",
        value: |l| Some(l.raw_usage),
    },
    Column {
        suffix: "fairshare_level_fs",
        unit: None,
        help: "LevelFS as sshare printed it",
        value: |l| match l.level_fs? {
            LevelFs::Value(v) => Some(v),
            LevelFs::Infinite => Some(f64::INFINITY),
            LevelFs::NoVal => None,
        },
    },
    Column {
        suffix: "fairshare_effective_usage",
        unit: None,
        help: "EffectvUsage as sshare printed it",
        value: |l| l.effectv_usage,
    },
];

/// The exposition being made: the families, and the values spooled so far.
pub struct OpenMetrics {
    cluster: String,
    users: bool,
    times: Vec<i64>,
    families: Vec<Family>,
    /// Which sshare rows are accounts' and users' series (set at the first moment).
    accounts: Vec<usize>,
    user_rows: Vec<usize>,
    queue: QueueHistory,
    spool: Option<Spool>,
}

impl OpenMetrics {
    /// For `cluster` at `times`, with the users' series or not, and the queue over them.
    pub fn new(cluster: &str, times: Vec<i64>, users: bool, queue: QueueHistory) -> OpenMetrics {
        OpenMetrics {
            cluster: cluster.to_string(),
            users,
            times,
            families: Vec::new(),
            accounts: Vec::new(),
            user_rows: Vec::new(),
            queue,
            spool: None,
        }
    }

    /// The sshare rows at moment `k` (moments in order, every row of the tree each time).
    pub fn moment(&mut self, k: usize, lines: &[SshareLine]) -> std::io::Result<()> {
        if self.spool.is_none() {
            self.define(lines);
            let width = self.families.iter().map(|f| f.series.len()).sum();
            self.spool = Some(Spool::new(width, self.times.len())?);
        }
        let mut values = Vec::new();
        for (rows, on) in [(&self.accounts, true), (&self.user_rows, self.users)] {
            if on {
                for c in &COLUMNS {
                    values.extend(
                        rows.iter()
                            .map(|&i| (c.value)(&lines[i]).unwrap_or(f64::NAN)),
                    );
                }
            }
        }
        for groups in [&self.queue.partitions, &self.queue.qos] {
            values.extend(groups.iter().map(|g| g.pending[k] as f64));
        }
        for groups in [&self.queue.partitions, &self.queue.qos] {
            values.extend(
                groups
                    .iter()
                    .map(|g| g.wait_median_s[k].unwrap_or(f64::NAN)),
            );
        }
        self.spool.as_mut().expect("made above").push(&values)
    }

    /// The families, from the rows of the first moment.
    fn define(&mut self, lines: &[SshareLine]) {
        let label = |name: &str, value: &str| format!(",{name}=\"{}\"", escaped(value));
        for (i, l) in lines.iter().enumerate() {
            if l.user.is_empty() {
                self.accounts.push(i);
            } else {
                self.user_rows.push(i);
            }
        }
        let accounts: Vec<String> = self
            .accounts
            .iter()
            .map(|&i| label("account", &lines[i].account))
            .collect();
        let users: Vec<String> = self
            .user_rows
            .iter()
            .map(|&i| {
                let l = &lines[i];
                let partition = if l.partition.is_empty() {
                    String::new()
                } else {
                    label("partition", &l.partition)
                };
                format!(
                    "{}{}{partition}",
                    label("account", &l.account),
                    label("user", &l.user)
                )
            })
            .collect();
        let mut sets = vec![("account", "account", accounts)];
        if self.users {
            sets.push(("user", "user", users));
        }
        for (prefix, whose, series) in sets {
            for c in &COLUMNS {
                self.families.push(Family {
                    name: format!("slurm_{prefix}_{}", c.suffix),
                    unit: c.unit,
                    help: format!("{} for the {whose}, rebuilt by fairtrace", c.help),
                    series: series.clone(),
                });
            }
        }
        let names = |groups: &[QueueSeries], key: &str| -> Vec<String> {
            groups.iter().map(|g| label(key, &g.name)).collect()
        };
        let (partitions, qos) = (
            names(&self.queue.partitions, "partition"),
            names(&self.queue.qos, "qos"),
        );
        let pending = "Jobs pending (held ones too; each task of a pending array), rebuilt by \
                       fairtrace from sacct";
        let wait = "Median wait (start - eligible) of the jobs that started since the \
                    previous sample, rebuilt by fairtrace from sacct";
        for (name, unit, help, series) in [
            (
                "slurm_partition_jobs_pending",
                None,
                pending,
                partitions.clone(),
            ),
            ("slurm_qos_jobs_pending", None, pending, qos.clone()),
            (
                "slurm_partition_job_wait_median_seconds",
                Some("seconds"),
                wait,
                partitions,
            ),
            (
                "slurm_qos_job_wait_median_seconds",
                Some("seconds"),
                wait,
                qos,
            ),
        ] {
            self.families.push(Family {
                name: name.to_string(),
                unit,
                help: help.to_string(),
                series,
            });
        }
    }

    /// Writes the exposition: each family with its series one after the other, each
    /// series' samples in time order, and `# EOF` (alone when no moment was given).
    pub fn finish(self, out: &mut dyn Write) -> std::io::Result<()> {
        let mut out = BufWriter::new(out);
        if let Some(spool) = self.spool {
            let mut values = spool.read_back()?;
            let cluster = escaped(&self.cluster);
            let mut buf = [0u8; 8];
            for f in &self.families {
                writeln!(out, "# TYPE {} gauge", f.name)?;
                if let Some(unit) = f.unit {
                    writeln!(out, "# UNIT {} {unit}", f.name)?;
                }
                writeln!(out, "# HELP {} {}", f.name, f.help)?;
                for labels in &f.series {
                    for &t in &self.times {
                        values.read_exact(&mut buf)?;
                        let v = f64::from_le_bytes(buf);
                        if v.is_nan() {
                            continue;
                        }
                        writeln!(
                            out,
                            "{}{{cluster=\"{cluster}\",source=\"fairtrace\"{labels}}} {} {t}",
                            f.name,
                            number(v)
                        )?;
                    }
                }
            }
        }
        writeln!(out, "# EOF")?;
        out.flush()
    }
}

/// A value as OpenMetrics writes numbers: the shortest digits that read back the same, with
/// an exponent for the very small and large.
fn number(v: f64) -> String {
    if v == f64::INFINITY {
        "+Inf".to_string()
    } else {
        format!("{v:?}")
    }
}

/// A label value with `\`, `"` and newlines escaped.
fn escaped(v: &str) -> String {
    v.replace('\\', r"\\")
        .replace('"', "\\\"")
        .replace('\n', r"\n")
}

/// Values by moment in, by series out: a file of `width` series × `n` moments (NaN where a
/// series has no value), filled a block of moments at a time.
struct Spool {
    file: File,
    width: usize,
    n: usize,
    /// The block: `rows` moments of `width` values, from moment `first`.
    block: Vec<f64>,
    rows: usize,
    first: usize,
}

/// Values a block holds at most (32 MB).
const BLOCK_VALUES: usize = 4 << 20;

impl Spool {
    fn new(width: usize, n: usize) -> std::io::Result<Spool> {
        Spool::with_block(width, n, BLOCK_VALUES)
    }

    fn with_block(width: usize, n: usize, block_values: usize) -> std::io::Result<Spool> {
        let rows = (block_values / width.max(1)).clamp(1, n.max(1));
        Ok(Spool {
            file: tempfile::tempfile()?,
            width,
            n,
            block: Vec::with_capacity(rows * width),
            rows,
            first: 0,
        })
    }

    /// The next moment's values, one per series.
    fn push(&mut self, values: &[f64]) -> std::io::Result<()> {
        debug_assert_eq!(values.len(), self.width);
        self.block.extend_from_slice(values);
        if self.block.len() == self.rows * self.width {
            self.flush()?;
        }
        Ok(())
    }

    /// Each series' values of the block, written where its moments go.
    fn flush(&mut self) -> std::io::Result<()> {
        let rows = self.block.len() / self.width.max(1);
        let mut bytes = Vec::with_capacity(rows * 8);
        for s in 0..self.width {
            bytes.clear();
            for r in 0..rows {
                bytes.extend_from_slice(&self.block[r * self.width + s].to_le_bytes());
            }
            self.file
                .write_all_at(&bytes, ((s * self.n + self.first) * 8) as u64)?;
        }
        self.first += rows;
        self.block.clear();
        Ok(())
    }

    /// Every value, series by series, each in time order.
    fn read_back(mut self) -> std::io::Result<BufReader<File>> {
        self.flush()?;
        if self.first != self.n {
            return Err(std::io::Error::other(format!(
                "{} of {} moments computed",
                self.first, self.n
            )));
        }
        let mut file = self.file;
        std::io::Seek::rewind(&mut file)?;
        Ok(BufReader::with_capacity(1 << 20, file))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Moments pushed in blocks of every size come back series by series, each in time order.
    #[test]
    fn the_spool_turns_moments_into_series() {
        let (width, n) = (3, 10);
        for block in [1, 2, 3, 4, 7, 30, 1000] {
            let mut spool = Spool::with_block(width, n, block).unwrap();
            for k in 0..n {
                let values: Vec<f64> = (0..width).map(|s| (s * 100 + k) as f64).collect();
                spool.push(&values).unwrap();
            }
            let mut bytes = Vec::new();
            spool.read_back().unwrap().read_to_end(&mut bytes).unwrap();
            let back: Vec<f64> = bytes
                .chunks(8)
                .map(|b| f64::from_le_bytes(b.try_into().unwrap()))
                .collect();
            let expected: Vec<f64> = (0..width)
                .flat_map(|s| (0..n).map(move |k| (s * 100 + k) as f64))
                .collect();
            assert_eq!(back, expected, "block of {block} values");
        }
    }

    /// A spool given fewer moments than it was made for says so rather than write zeros.
    #[test]
    fn a_short_spool_is_an_error() {
        let mut spool = Spool::with_block(2, 3, 2).unwrap();
        spool.push(&[1.0, 2.0]).unwrap();
        assert!(spool.read_back().is_err());
    }
}
