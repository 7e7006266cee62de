//! Reader for `sprio -l` output saved from a live system (with or without its header):
//! JOBID PARTITION USER PRIORITY SITE AGE ASSOC FAIRSHARE JOBSIZE PARTITION QOS NICE TRES.

use crate::error::InputError;

/// The numeric columns of `sprio -l`, by name and position.
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

/// One row: job id, partition, and the NUMBERS in order.
#[derive(Debug, Clone, PartialEq)]
pub struct ObservedPriority {
    pub job_id: String,
    pub partition: String,
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
        if f.len() < 12 {
            return Err(InputError::new(
                path,
                no,
                format!("not `sprio -l` output ({} columns, expected 13)", f.len()),
            ));
        }
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
        let e = parse("1 batch u 10 0 x 0 0 0 0 0 0\n", "s.txt").unwrap_err();
        assert_eq!(
            e.to_string(),
            "s.txt:1: column AGE: value \"x\": not a number"
        );
    }
}
