//! Reader for sshare output saved from a live system (`sshare -a -P` or `-p`, any of its
//! columns, with a header or, printed with `-n`, with the `-o` list it was printed with), to
//! validate the reconstruction against. Account names lose sshare's depth indentation.

use crate::error::InputError;
use crate::ingest::Delimited;

/// One observed sshare row; values as printed (None = blank).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ObservedShare {
    pub cluster: Option<String>,
    pub account: String,
    pub user: String,
    pub partition: String,
    pub raw_usage: Option<f64>,
    pub norm_shares: Option<f64>,
    pub norm_usage: Option<f64>,
    pub effectv_usage: Option<f64>,
    pub fairshare: Option<f64>,
    /// `inf` is +∞.
    pub level_fs: Option<f64>,
}

/// Reads `text`; `columns` names the columns of a file printed without a header (`-n`).
pub fn parse(
    text: &str,
    path: &str,
    columns: Option<&[String]>,
) -> Result<Vec<ObservedShare>, InputError> {
    if text.lines().all(|l| l.trim().is_empty()) {
        return Err(InputError::new(path, 0, "empty file: no sshare rows"));
    }
    let no_header = || {
        InputError::new(
            path,
            1,
            "not sshare -P output: the header lacks Account or User (save sshare with -P or \
             -p; for a file printed with -n, give --columns with its -o list)",
        )
    };
    let table = match columns {
        Some(names) => Delimited::headerless(text, path, "# epoch", names)?,
        None => {
            let header = text
                .lines()
                .find(|l| !l.trim().is_empty() && !l.starts_with("# epoch"));
            let titles = header.unwrap_or_default().split('|').map(str::trim);
            if !titles.clone().any(|t| t.eq_ignore_ascii_case("account"))
                || !titles.clone().any(|t| t.eq_ignore_ascii_case("user"))
            {
                return Err(no_header());
            }
            Delimited::parse(text, path, "# epoch")?
        }
    };
    let at = |n: &str| table.col(n);
    let (Some(acct), Some(user)) = (at("account"), at("user")) else {
        return Err(match columns {
            Some(_) => InputError::new(path, 1, "--columns must name Account and User"),
            None => no_header(),
        });
    };
    let mut out = Vec::new();
    for (no, f) in &table.rows {
        let no = *no;
        let num = |name: &str, label: &str| -> Result<Option<f64>, InputError> {
            match at(name).map(|c| f[c].trim()).filter(|v| !v.is_empty()) {
                None => Ok(None),
                Some("inf") => Ok(Some(f64::INFINITY)),
                Some(v) => v
                    .parse()
                    .map(Some)
                    .map_err(|_| InputError::field(path, no, label, v, "expected a number")),
            }
        };
        out.push(ObservedShare {
            cluster: at("cluster")
                .map(|c| f[c].trim().to_string())
                .filter(|c| !c.is_empty()),
            account: f[acct].trim().to_string(),
            user: f[user].trim().to_string(),
            partition: at("partition")
                .map(|c| f[c].trim().to_string())
                .unwrap_or_default(),
            raw_usage: num("rawusage", "RawUsage")?,
            norm_shares: num("normshares", "NormShares")?,
            norm_usage: num("normusage", "NormUsage")?,
            effectv_usage: num("effectvusage", "EffectvUsage")?,
            fairshare: num("fairshare", "FairShare")?,
            level_fs: num("levelfs", "LevelFS")?,
        });
    }
    if out.is_empty() {
        return Err(InputError::new(path, 0, "no sshare rows after the header"));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_parsable_sshare() {
        let text = "Account|User|RawShares|NormShares|RawUsage|EffectvUsage|FairShare|LevelFS\nroot|||0.000000|48701|1.000000||\n genomics|u6|parent|0.416667|166|0.006870|0.166667|\n ops|u8|2|0.666667|0|0.000000|0.500000|inf\n";
        let rows = parse(text, "s.psv", None).unwrap();
        assert_eq!(rows.len(), 3);
        assert_eq!(
            (
                rows[1].account.as_str(),
                rows[1].user.as_str(),
                rows[1].raw_usage
            ),
            ("genomics", "u6", Some(166.0))
        );
        assert_eq!(rows[2].level_fs, Some(f64::INFINITY));
        assert_eq!(rows[0].fairshare, None);
        let e = parse("Account|User|RawUsage\nroot||lots\n", "s.psv", None).unwrap_err();
        assert_eq!(
            e.to_string(),
            "s.psv:2: column RawUsage: value \"lots\": expected a number"
        );
        assert!(parse("Account       User\n", "s.txt", None)
            .unwrap_err()
            .to_string()
            .contains("save sshare with -P"));
    }

    /// `sshare -a -P -n -o Account,User,RawShares,NormShares,RawUsage,NormUsage,FairShare`, as
    /// slurm_exporter's tests keep it (tests/data/realdata/slurm_exporter/fairshare.txt).
    #[test]
    fn reads_headerless_sshare_with_its_columns() {
        let text = "root|||0.000000|500000||\n root|ci-bot|parent|0.000000|25000|0.050000|0.500000\n account_b||1000|0.250000|50000|0.100000|\n  account_b|user4|1|0.250000|10000|0.020000|0.900000\n";
        let columns: Vec<String> = "Account,User,RawShares,NormShares,RawUsage,NormUsage,FairShare"
            .split(',')
            .map(String::from)
            .collect();
        let rows = parse(text, "f.txt", Some(&columns)).unwrap();
        assert_eq!(rows.len(), 4);
        assert_eq!(
            (rows[3].account.as_str(), rows[3].user.as_str()),
            ("account_b", "user4")
        );
        assert_eq!((rows[2].norm_usage, rows[2].fairshare), (Some(0.1), None));
        assert_eq!(rows[1].raw_usage, Some(25000.0));
        // Without the columns the first row is taken for a header, which names no Account.
        let e = parse(text, "f.txt", None).unwrap_err().to_string();
        assert!(e.contains("give --columns"), "{e}");
        let e = parse(text, "f.txt", Some(&columns[..6])).unwrap_err();
        assert_eq!(
            e.to_string(),
            "f.txt:1: row has 7 fields but --columns names 6 columns"
        );
    }
}
