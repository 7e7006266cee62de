//! `collect --rest URL`: slurmrestd's `/slurmdb/` endpoints, for sites that expose only
//! slurmrestd. The jobs are asked one day at a time (as sacct is), then the associations and
//! the QOS, in the newest data_parser version the server lists in `/openapi/v3`. Its answers
//! are the documents `sacct --json` and `sacctmgr show assoc/qos --json` print, which
//! fairtrace's readers take. slurmrestd keeps no node events, reservation history or
//! transaction log, and no slurm.conf: the configuration is the file `SLURM_CONF` names when
//! this host can read it.

use std::path::Path;
use std::time::Duration;

use anyhow::{anyhow, bail, Context};
use chrono::{Days, NaiveDate};
use serde_json::Value;

use super::{Fetch, Kind, Source};

/// A slurmrestd and the token (`SLURM_JWT`) it is asked with.
pub struct Rest {
    base: String,
    token: String,
    agent: ureq::Agent,
}

/// The `/slurmdb/` endpoints of one data_parser version, as the server's OpenAPI names them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Endpoints {
    pub version: String,
    pub jobs: String,
    pub associations: String,
    pub qos: String,
}

impl Rest {
    pub fn new(base: &str, token: String) -> Rest {
        let agent = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .timeout_global(Some(Duration::from_secs(3600)))
            .build()
            .into();
        Rest {
            base: base.trim_end_matches('/').to_string(),
            token,
            agent,
        }
    }

    /// The whole URL of `path` (which starts with `/`).
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// The body slurmrestd answers `url` with, or an error naming the URL, the HTTP status
    /// and the errors slurmrestd lists.
    pub fn get(&self, url: &str) -> anyhow::Result<Vec<u8>> {
        let mut answer = self
            .agent
            .get(url)
            .header("X-SLURM-USER-TOKEN", &self.token)
            .call()
            .with_context(|| format!("cannot reach slurmrestd at {url}"))?;
        let status = answer.status();
        let body = answer
            .body_mut()
            .with_config()
            .limit(u64::MAX)
            .read_to_vec()
            .with_context(|| format!("reading slurmrestd's answer to {url}"))?;
        let errors = errors(&body);
        if !status.is_success() || !errors.is_empty() {
            let said = if errors.is_empty() {
                String::from_utf8_lossy(&body)
                    .trim()
                    .chars()
                    .take(400)
                    .collect()
            } else {
                errors.join("; ")
            };
            bail!("slurmrestd answered {url} with {status}: {said}");
        }
        Ok(body)
    }

    /// The newest data_parser version whose `/slurmdb/` jobs, associations and QOS the
    /// server's `/openapi/v3` lists.
    pub fn endpoints(&self) -> anyhow::Result<Endpoints> {
        let url = self.url("/openapi/v3");
        let doc: Value = serde_json::from_slice(&self.get(&url)?)
            .with_context(|| format!("{url}: not an OpenAPI document"))?;
        let paths: Vec<&str> = doc["paths"]
            .as_object()
            .map(|p| p.keys().map(String::as_str).collect())
            .unwrap_or_default();
        newest(&paths).ok_or_else(|| {
            anyhow!("{url} lists no /slurmdb/ jobs, associations and qos of one version (is slurmrestd run with openapi/slurmdbd?)")
        })
    }
}

/// The messages of a slurmrestd answer's `errors` list (the rest of the answer, a day's jobs,
/// is read past without being kept).
fn errors(body: &[u8]) -> Vec<String> {
    #[derive(serde::Deserialize)]
    struct Error {
        #[serde(default)]
        description: String,
        #[serde(default)]
        error: String,
    }
    #[derive(serde::Deserialize)]
    struct Answer {
        #[serde(default)]
        errors: Vec<Error>,
    }
    let Ok(answer) = serde_json::from_slice::<Answer>(body) else {
        return Vec::new();
    };
    answer
        .errors
        .into_iter()
        .map(|e| match (e.description.is_empty(), e.error.is_empty()) {
            (false, _) => e.description,
            (true, false) => e.error,
            (true, true) => "an error without a description".to_string(),
        })
        .collect()
}

/// The newest version among OpenAPI `paths` with all three endpoints (`/slurmdb/v0.0.45/jobs/`;
/// before 23.02 without the last slash).
fn newest(paths: &[&str]) -> Option<Endpoints> {
    let endpoint = |version: &str, name: &str| {
        let path = format!("/slurmdb/v{version}/{name}");
        [format!("{path}/"), path]
            .into_iter()
            .find(|p| paths.contains(&p.as_str()))
    };
    let mut versions: Vec<(Vec<u32>, &str)> = paths
        .iter()
        .filter_map(|p| p.strip_prefix("/slurmdb/v")?.split_once('/'))
        .filter_map(|(v, _)| {
            let parts: Option<Vec<u32>> = v.split('.').map(|n| n.parse().ok()).collect();
            Some((parts?, v))
        })
        .collect();
    versions.sort();
    versions.dedup();
    versions.iter().rev().find_map(|(_, v)| {
        Some(Endpoints {
            version: v.to_string(),
            jobs: endpoint(v, "jobs")?,
            associations: endpoint(v, "associations")?,
            qos: endpoint(v, "qos")?,
        })
    })
}

/// What to fetch from slurmrestd for [`since`, `until`) (whole days, UTC) of `cluster`: the
/// configuration file when this host reads one, the QOS, the associations, then the jobs of
/// each day (duplicates included, as `sacct -D`).
pub fn plan(
    rest: &Rest,
    endpoints: &Endpoints,
    cluster: Option<&str>,
    (since, until): (NaiveDate, NaiveDate),
    slurm_conf: Option<&Path>,
) -> Vec<Fetch> {
    let mut out = Vec::new();
    if let Some(path) = slurm_conf {
        out.push(Fetch {
            file: "slurm.conf".into(),
            kind: Kind::Conf,
            source: Source::File {
                path: path.to_path_buf(),
            },
        });
    }
    let get = |file: String, kind: Kind, path: &str, query: String| Fetch {
        file,
        kind,
        source: Source::Rest {
            url: rest.url(&format!("{path}{query}")),
        },
    };
    let only = |first: char| cluster.map_or(String::new(), |c| format!("{first}cluster={c}"));
    out.push(get(
        "qos.json".into(),
        Kind::Qos,
        &endpoints.qos,
        String::new(),
    ));
    out.push(get(
        "assoc.json".into(),
        Kind::Assoc,
        &endpoints.associations,
        only('?'),
    ));
    let mut d = since;
    while d < until {
        let next = d + Days::new(1);
        let epoch = |d: NaiveDate| d.and_time(chrono::NaiveTime::MIN).and_utc().timestamp();
        out.push(get(
            format!("jobs-{d}.json"),
            Kind::Sacct(d),
            &endpoints.jobs,
            format!(
                "?start_time={}&end_time={}&show_duplicates=true{}",
                epoch(d),
                epoch(next),
                only('&')
            ),
        ));
        d = next;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_newest_version_with_all_three_endpoints() {
        let paths = [
            "/slurmdb/v0.0.44/jobs/",
            "/slurmdb/v0.0.44/associations/",
            "/slurmdb/v0.0.44/qos/",
            "/slurmdb/v0.0.45/jobs/",
            "/slurmdb/v0.0.45/associations/",
            // v0.0.45 without qos: not usable
            "/slurm/v0.0.46/jobs/",
            "/slurmdb/v0.0.9/jobs",
            "/slurmdb/v0.0.9/associations",
            "/slurmdb/v0.0.9/qos",
        ];
        let e = newest(&paths).unwrap();
        assert_eq!(e.version, "0.0.44");
        assert_eq!(e.qos, "/slurmdb/v0.0.44/qos/");
        // Before 23.02 the paths had no last slash.
        let old = [
            "/slurmdb/v0.0.38/jobs",
            "/slurmdb/v0.0.38/associations",
            "/slurmdb/v0.0.38/qos",
        ];
        assert_eq!(newest(&old).unwrap().jobs, "/slurmdb/v0.0.38/jobs");
        assert_eq!(newest(&["/slurm/v0.0.38/jobs"]), None);
    }

    #[test]
    fn errors_are_read_from_the_answer() {
        let body = br#"{"errors":[{"description":"Unable to query jobs","error_number":1,"error":"Unspecified error"}],"jobs":[]}"#;
        assert_eq!(errors(body), ["Unable to query jobs"]);
        assert!(errors(b"not json").is_empty());
        assert!(errors(br#"{"errors":[],"jobs":[]}"#).is_empty());
    }
}
