//! Reader for `sprio -l` output saved from a live system (with or without its header):
//! `JOBID PARTITION USER PRIORITY SITE AGE ASSOC FAIRSHARE JOBSIZE PARTITION QOS NICE TRES`
//! (22.05), or from 23.02 on with ACCOUNT after USER and QOSNAME before QOS, where a job
//! asking for several QOS has a row for each.

use crate::error::InputError;

/// The numeric columns of `sprio -l`, by name and position in 22.05's layout.
pub const NUMBERS: [(&str, usize); 8] = [
    ("PRIORITY", 3),
    ("AGE", 5),
    ("ASSOC", 6),
    ("FAIRSHARE", 7),
    ("JOBSIZE", 8),
    ("PARTITION", 9),
    ("QOS", 10),
    ("NICE", 11),
];

/// One row: job id, partition, the QOS and account (23.02 on), and the NUMBERS in order.
#[derive(Debug, Clone, PartialEq)]
pub struct ObservedPriority {
    pub job_id: String,
    pub partition: String,
    pub qos: Option<String>,
    pub account: Option<String>,
    pub numbers: Vec<f64>,
}

pub fn parse(text: &str, path: &str) -> Result<Vec<ObservedPriority>, InputError> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let no = i as u64 + 1;
        let f: Vec<&str> = line.split_whitespace().collect();
        if f.is_empty() || f[0] == "JOBID" || line.starts_with("# epoch") {
            continue;
        }
        // 23.02's layout has ACCOUNT (after USER) and QOSNAME (before QOS) besides 22.05's;
        // TRES, last, is blank without PriorityWeightTRES.
        let (f, account, qos) = match f.len() {
            12 | 13 => (f, None, None),
            14 | 15 => {
                let (account, qos) = (f[3].to_string(), f[11].to_string());
                let rest: Vec<&str> = f
                    .iter()
                    .enumerate()
                    .filter(|(k, _)| *k != 3 && *k != 11)
                    .map(|(_, v)| *v)
                    .collect();
                (rest, Some(account), Some(qos))
            }
            n => {
                return Err(InputError::new(
                    path,
                    no,
                    format!(
                    "not `sprio -l` output ({n} columns, expected 13, or 15 from Slurm 23.02 on)"
                ),
                ))
            }
        };
        let numbers = NUMBERS
            .iter()
            .map(|(name, c)| {
                f[*c]
                    .parse::<f64>()
                    .map_err(|_| InputError::field(path, no, name, f[*c], "not a number"))
            })
            .collect::<Result<Vec<f64>, _>>()?;
        out.push(ObservedPriority {
            job_id: f[0].to_string(),
            partition: f[1].to_string(),
            qos,
            account,
            numbers,
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_sprio_long() {
        let text = "             19 batch           u7      45334          0        748          0      33333        625       1000      10000         500        cpu=125,mem=3\n";
        let rows = parse(text, "s.txt").unwrap();
        assert_eq!(
            (rows[0].job_id.as_str(), rows[0].partition.as_str()),
            ("19", "batch")
        );
        assert_eq!(
            rows[0].numbers,
            vec![45334.0, 748.0, 0.0, 33333.0, 625.0, 1000.0, 10000.0, 500.0]
        );
        // 26.05.5's `sprio -l` (tools/oracle/validation-sid.txt): job 1 asked for QOS a and b.
        let text = "              1 batch           u1    astro      62546          0         31          0      50000        508       2000          b      10000           0          cpu=8,mem=0\n              1 batch           u1    astro      53546          0         31          0      50000        508       2000          a       1000           0          cpu=8,mem=0\n";
        let rows = parse(text, "s.txt").unwrap();
        assert_eq!(rows.len(), 2);
        assert_eq!(
            (rows[1].qos.as_deref(), rows[1].account.as_deref()),
            (Some("a"), Some("astro"))
        );
        assert_eq!(
            rows[1].numbers,
            vec![53546.0, 31.0, 0.0, 50000.0, 508.0, 2000.0, 1000.0, 0.0]
        );
        let e = parse("1 batch u 10 0 x 0 0 0 0 0 0\n", "s.txt").unwrap_err();
        assert_eq!(
            e.to_string(),
            "s.txt:1: column AGE: value \"x\": not a number"
        );
    }
}
