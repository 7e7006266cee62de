//! Reader for slurm.conf: `Include`, case-insensitive keys, `\` continuation lines, comments,
//! spaces around `=`, `NodeName=`/`PartitionName=` lines with `DEFAULT`, the old partition
//! `Priority=` key, hostlist ranges for node and partition totals. Priority settings are
//! validated here, so a typo fails the load with its line instead of skewing a result.
//! Bytes that are not UTF-8 in a comment or a value (a node's Reason, a Feature) are read as
//! U+FFFD with one warning per file; a value read as a number still fails, and so does a key.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::error::InputError;
use crate::ingest::slurm_time::{time_str_to_minute_secs, time_str_to_secs, INFINITE};
use crate::ingest::tres::parse_weights;
use crate::ingest::{hostlist, lossy_text, NotUtf8};
use crate::model::version::SlurmVersion;

/// Canonical spellings of the keys we read or report; other keys keep the file's spelling.
pub const KNOWN_KEYS: &[&str] = &[
    "AccountingStorageEnforce",
    "AccountingStorageTRES",
    "AccountingStorageType",
    "ClusterName",
    "DefMemPerCPU",
    "DefMemPerNode",
    "FairShareDampeningFactor",
    "GresTypes",
    "Licenses",
    "PreemptMode",
    "PreemptType",
    "PriorityCalcPeriod",
    "PriorityDecayHalfLife",
    "PriorityFavorSmall",
    "PriorityFlags",
    "PriorityMaxAge",
    "PriorityParameters",
    "PrioritySiteFactorParameters",
    "PrioritySiteFactorPlugin",
    "PriorityType",
    "PriorityUsageResetPeriod",
    "PriorityWeightAge",
    "PriorityWeightAssoc",
    "PriorityWeightFairshare",
    "PriorityWeightJobSize",
    "PriorityWeightPartition",
    "PriorityWeightQOS",
    "PriorityWeightTRES",
    "SchedulerParameters",
    "SchedulerType",
    "SelectType",
    "SelectTypeParameters",
];

const RECORD_KEYS: &[&str] = &[
    "nodename",
    "partitionname",
    "nodeset",
    "frontendname",
    "downnodes",
    "switchname",
];

/// The canonical spelling of a known key; other keys as given.
pub fn canonical(key: &str) -> String {
    KNOWN_KEYS
        .iter()
        .find(|k| k.eq_ignore_ascii_case(key))
        .map_or_else(|| key.to_string(), |k| k.to_string())
}

/// One configured node (after DEFAULT values are applied).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct NodeConf {
    pub name: String,
    /// The CPUs Slurm counts: specialized cores' left out (`effective_cpus`).
    pub cpus: i64,
    pub real_memory_mb: i64,
    pub gres: Option<String>,
    pub gpus: i64,
}

/// One partition with totals over its nodes.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct PartitionConf {
    pub name: String,
    pub nodes: Option<String>,
    pub node_count: i64,
    pub total_cpus: i64,
    pub total_mem_mb: i64,
    pub total_gpus: i64,
    pub priority_job_factor: i64,
    pub priority_tier: i64,
    pub tres_billing_weights: Option<String>,
    /// None = INFINITE/UNLIMITED or not set.
    pub max_time_s: Option<i64>,
    pub is_default: bool,
    pub state: Option<String>,
    pub qos: Option<String>,
    /// Nodes named by the partition but defined nowhere (e.g. inside a skipped template block).
    pub unknown_nodes: i64,
}

/// A whole slurm.conf (with its includes).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct SlurmConf {
    pub cluster: String,
    /// Global key → value, last one wins, keys in canonical spelling.
    pub settings: BTreeMap<String, String>,
    pub nodes: Vec<NodeConf>,
    pub partitions: Vec<PartitionConf>,
    pub warnings: Vec<String>,
    /// Files pulled in by `Include`, in order.
    pub included_files: Vec<PathBuf>,
    /// Settings only (`scontrol show config`): the nodes and partitions stay those of the
    /// loaded slurm.conf.
    pub settings_only: bool,
    /// `scontrol show config`'s BOOT_TIME (the controller's start, in scontrol's zone) and its
    /// line: the controller's state, not a setting.
    pub boot_time: Option<(u64, String)>,
}

/// A logical line with its origin.
struct Line {
    file: String,
    no: u64,
    text: String,
}

/// A line without its comment (`#` to the end; `\#` is a `#`), and the comment.
fn strip_comment(line: &str) -> (String, &str) {
    let mut out = String::new();
    let mut chars = line.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        match c {
            '\\' if chars.peek().is_some_and(|&(_, c)| c == '#') => {
                out.push('#');
                chars.next();
            }
            '#' => return (out, &line[i + 1..]),
            _ => out.push(c),
        }
    }
    (out, "")
}

/// Reads a setting's key and value as `NotUtf8` does: the key is Slurm's word, the value text
/// (a value read as a number fails where it is read).
fn check_setting_text(
    not_utf8: &mut NotUtf8,
    no: u64,
    key: &str,
    value: &str,
) -> Result<(), InputError> {
    not_utf8.check(no, "key", key, true)?;
    not_utf8.check(no, key, value, false)
}

fn read_lines(
    path: &Path,
    text: &str,
    out: &mut Vec<Line>,
    conf: &mut SlurmConf,
    depth: u32,
) -> Result<(), InputError> {
    let file = path.display().to_string();
    let mut not_utf8 = NotUtf8::new(&file);
    let mut pending: Option<(u64, String)> = None;
    for (i, raw) in text.lines().enumerate() {
        let no = i as u64 + 1;
        let (stripped, comment) = strip_comment(raw);
        not_utf8.check(no, "comment", comment.trim(), false)?;
        let (start, mut joined) = pending.take().unwrap_or((no, String::new()));
        let body = stripped.trim_end();
        if let Some(cont) = body.strip_suffix('\\') {
            joined.push_str(cont);
            pending = Some((start, joined));
            continue;
        }
        joined.push_str(body);
        let trimmed = joined.trim();
        if trimmed.is_empty() {
            continue;
        }
        if trimmed.contains("{%") || trimmed.contains("{{") {
            conf.warnings.push(format!(
                "{file}:{start}: template syntax skipped (render the template to load this line)"
            ));
            continue;
        }
        let mut words = trimmed.split_whitespace();
        if words
            .next()
            .is_some_and(|w| w.eq_ignore_ascii_case("include"))
        {
            let target = words.collect::<Vec<_>>().join(" ");
            if depth > 10 {
                return Err(InputError::new(
                    &file,
                    start,
                    "Include nested too deeply (a loop?)",
                ));
            }
            let (target_path, included) = read_include(path, (&file, start), &target, conf)?;
            conf.included_files.push(target_path.clone());
            read_lines(&target_path, &included, out, conf, depth + 1)?;
            continue;
        }
        let line = Line {
            file: file.clone(),
            no: start,
            text: trimmed.to_string(),
        };
        if line.text.contains(char::REPLACEMENT_CHARACTER) {
            for (key, value) in pairs(&line)? {
                check_setting_text(&mut not_utf8, start, &key, &value)?;
            }
        }
        out.push(line);
    }
    if let Some((start, _)) = pending {
        return Err(InputError::new(
            &file,
            start,
            "the file ends inside a continued line (trailing '\\')",
        ));
    }
    conf.warnings
        .extend(not_utf8.warning().map(|w| w.to_string()));
    Ok(())
}

/// An `Include`d file's path and text. A relative path is read from the including file's
/// folder. A path not found (a site's slurm.conf copied with its host's absolute paths, as
/// `include /etc/slurm/partitions.conf`) is looked for by its file name in that folder, with a
/// warning. Slurm expands no globs (it refuses an Include with `*`: `_parse_include_directive`
/// in parse_config.c), so neither does this.
fn read_include(
    including: &Path,
    (file, line): (&str, u64),
    target: &str,
    conf: &mut SlurmConf,
) -> Result<(PathBuf, String), InputError> {
    let fail = |reason: String| InputError::field(file, line, "Include", target, reason);
    if target.contains('*') {
        return Err(fail(
            "Slurm does not expand globs in Include (slurmctld refuses the line: \"Slurm does not \
             support glob parsing\"): name each file on an Include line of its own"
                .into(),
        ));
    }
    let folder = including.parent().unwrap_or(Path::new("."));
    let given = folder.join(target);
    let first = match std::fs::read(&given) {
        Ok(bytes) => return Ok((given, lossy_text(bytes))),
        Err(e) => e,
    };
    let beside = Path::new(target).file_name().map(|name| folder.join(name));
    let beside = match beside {
        Some(beside) if first.kind() == std::io::ErrorKind::NotFound && beside != given => beside,
        _ => return Err(fail(format!("cannot read {}: {first}", given.display()))),
    };
    match std::fs::read(&beside) {
        Ok(bytes) => {
            conf.warnings.push(format!(
                "{file}:{line}: Include {target} is not found there: read {} instead, beside {}",
                beside.display(),
                including.display()
            ));
            Ok((beside, lossy_text(bytes)))
        }
        Err(e) => Err(fail(format!(
            "cannot read {}: {first}, nor {}: {e}",
            given.display(),
            beside.display()
        ))),
    }
}

/// Splits `A=1 B="x y" C = 3` into pairs; spaces around `=` are allowed.
fn pairs(line: &Line) -> Result<Vec<(String, String)>, InputError> {
    let mut out = Vec::new();
    let chars: Vec<char> = line.text.chars().collect();
    let mut i = 0;
    let skip_ws = |i: &mut usize| {
        while *i < chars.len() && chars[*i].is_whitespace() {
            *i += 1;
        }
    };
    while i < chars.len() {
        skip_ws(&mut i);
        let start = i;
        while i < chars.len() && chars[i] != '=' && !chars[i].is_whitespace() {
            i += 1;
        }
        let key: String = chars[start..i].iter().collect();
        skip_ws(&mut i);
        if i >= chars.len() || chars[i] != '=' {
            return Err(InputError::field(
                &line.file,
                line.no,
                &key,
                "",
                "expected KEY=VALUE",
            ));
        }
        i += 1;
        skip_ws(&mut i);
        let mut value = String::new();
        if i < chars.len() && chars[i] == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                value.push(chars[i]);
                i += 1;
            }
            if i >= chars.len() {
                return Err(InputError::field(
                    &line.file,
                    line.no,
                    &key,
                    &value,
                    "unterminated quote",
                ));
            }
            i += 1;
        } else {
            while i < chars.len() && !chars[i].is_whitespace() {
                value.push(chars[i]);
                i += 1;
            }
        }
        if key.is_empty() {
            return Err(InputError::new(&line.file, line.no, "a '=' without a key"));
        }
        out.push((key, value));
    }
    Ok(out)
}

fn check_setting(key: &str, value: &str) -> Result<(), String> {
    let uint = |v: &str| {
        v.parse::<u32>()
            .map(|_| ())
            .map_err(|_| "expected a whole number from 0 to 4294967295".to_string())
    };
    match key {
        "PriorityDecayHalfLife" | "PriorityMaxAge" | "PriorityCalcPeriod" => {
            let secs = time_str_to_minute_secs(value)?;
            if key == "PriorityCalcPeriod" && (secs == 0 || secs == INFINITE) {
                return Err("PriorityCalcPeriod must be at least one minute".into());
            }
            Ok(())
        }
        "PriorityUsageResetPeriod" => {
            const OK: &[&str] = &[
                "NONE",
                "NOW",
                "DAILY",
                "WEEKLY",
                "MONTHLY",
                "QUARTERLY",
                "YEARLY",
            ];
            OK.iter()
                .any(|o| o.eq_ignore_ascii_case(value))
                .then_some(())
                .ok_or_else(|| {
                    "expected NONE, NOW, DAILY, WEEKLY, MONTHLY, QUARTERLY or YEARLY".to_string()
                })
        }
        "PriorityWeightAge"
        | "PriorityWeightAssoc"
        | "PriorityWeightFairshare"
        | "PriorityWeightJobSize"
        | "PriorityWeightPartition"
        | "PriorityWeightQOS" => uint(value),
        "FairShareDampeningFactor" => value
            .parse::<u16>()
            .map(|_| ())
            .map_err(|_| "expected a whole number from 0 to 65535".into()),
        "PriorityWeightTRES" => parse_weights(value).map(|_| ()),
        "PriorityFavorSmall" => ["yes", "no", "1", "0", "true", "false"]
            .iter()
            .any(|o| o.eq_ignore_ascii_case(value))
            .then_some(())
            .ok_or_else(|| "expected YES or NO".into()),
        _ => Ok(()),
    }
}

fn get<'a>(map: &'a BTreeMap<String, String>, key: &str) -> Option<&'a String> {
    map.get(&key.to_ascii_lowercase())
}

fn int_param(
    map: &BTreeMap<String, String>,
    key: &str,
    line: &Line,
) -> Result<Option<i64>, InputError> {
    match get(map, key) {
        None => Ok(None),
        Some(v) => v
            .parse::<i64>()
            .map(Some)
            .map_err(|_| InputError::field(&line.file, line.no, key, v, "expected a whole number")),
    }
}

/// The CPUs Slurm counts for a node (`cpus_efctv`: the cluster's and partitions' CPU totals):
/// its CPUs less the threads of its specialized cores, `CoreSpecCount` of them or those
/// holding the CPUs of `CpuSpecList`. A node whose cores cover its CPUs schedules cores, one
/// CPU each; otherwise a core has ThreadsPerCore CPUs, numbered consecutively.
fn effective_cpus(
    map: &BTreeMap<String, String>,
    (cpus, cores): (i64, i64),
    threads: Option<i64>,
    line: &Line,
) -> Result<i64, InputError> {
    let per_core = if cores >= cpus {
        1
    } else {
        threads.unwrap_or(1).max(1)
    };
    let spec_cores = match get(map, "CpuSpecList") {
        Some(list) => {
            let mut held = std::collections::BTreeSet::new();
            for part in list.split(',').filter(|p| !p.is_empty()) {
                let bad = || {
                    InputError::field(
                        &line.file,
                        line.no,
                        "CpuSpecList",
                        list,
                        "expected CPU ids like 0-1,8",
                    )
                };
                let (a, b) = part.split_once('-').unwrap_or((part, part));
                let (a, b): (i64, i64) =
                    (a.parse().map_err(|_| bad())?, b.parse().map_err(|_| bad())?);
                held.extend((a..=b).map(|c| c / per_core));
            }
            held.len() as i64
        }
        None => int_param(map, "CoreSpecCount", line)?.unwrap_or(0),
    };
    Ok((cpus - spec_cores * per_core).max(0))
}

/// GPU count of a Gres spec: `gpu:4`, `gpu:a100:2,gpu:v100:2`, `gpu:tesla:2(S:0-1)`.
fn gpu_count(gres: &str) -> i64 {
    gres.split(',')
        .filter(|g| g.starts_with("gpu"))
        .map(|g| {
            let g = g.split('(').next().unwrap_or(g);
            g.rsplit(':')
                .next()
                .and_then(|n| n.parse::<i64>().ok())
                .unwrap_or(1)
        })
        .sum()
}

/// Parses slurm.conf text; `path` resolves relative `Include`s. `cluster` names the cluster
/// when the file has no ClusterName.
pub fn parse(path: &Path, text: &str, cluster: Option<&str>) -> Result<SlurmConf, InputError> {
    // SLURM_VERSION is no slurm.conf key: scontrol's output without its first line (as
    // collect kept config.txt before issue 49).
    let scontrol_lines = text.lines().any(|l| {
        l.split_once('=')
            .is_some_and(|(k, _)| k.trim() == "SLURM_VERSION")
    });
    if text.trim_start().starts_with(SCONTROL_HEADER) || scontrol_lines {
        return parse_scontrol(path, text, cluster);
    }
    let mut lines = Vec::new();
    let mut conf = SlurmConf::default();
    read_lines(path, text, &mut lines, &mut conf, 0)?;
    let mut node_default: BTreeMap<String, String> = BTreeMap::new();
    let mut part_default: BTreeMap<String, String> = BTreeMap::new();
    let mut node_lines = Vec::new();
    let mut part_lines = Vec::new();
    for line in &lines {
        let kv = pairs(line)?;
        let first = kv[0].0.to_ascii_lowercase();
        if RECORD_KEYS.contains(&first.as_str()) {
            let map: BTreeMap<String, String> = kv
                .iter()
                .map(|(k, v)| (k.to_ascii_lowercase(), v.clone()))
                .collect();
            let is_default = kv[0].1.eq_ignore_ascii_case("DEFAULT");
            match (first.as_str(), is_default) {
                ("nodename", true) => {
                    node_default.extend(map.into_iter().filter(|(k, _)| k != "nodename"))
                }
                ("nodename", false) => {
                    node_lines.push((line, node_default.clone().into_iter().chain(map).collect()))
                }
                ("partitionname", true) => {
                    part_default.extend(map.into_iter().filter(|(k, _)| k != "partitionname"))
                }
                ("partitionname", false) => {
                    part_lines.push((line, part_default.clone().into_iter().chain(map).collect()))
                }
                _ => {}
            }
            continue;
        }
        for (key, value) in kv {
            let key = canonical(&key);
            check_setting(&key, &value)
                .map_err(|reason| InputError::field(&line.file, line.no, &key, &value, reason))?;
            conf.settings.insert(key, value);
        }
    }
    conf.cluster = match (conf.settings.get("ClusterName"), cluster) {
        (_, Some(c)) => c.to_string(),
        (Some(c), None) => c.clone(),
        (None, None) => {
            return Err(InputError::new(
                &path.display().to_string(),
                0,
                "no ClusterName in the file: pass --cluster NAME",
            ))
        }
    };

    for (line, map) in node_lines {
        conf.nodes.extend(node_confs(line, &map)?);
    }
    for (line, map) in part_lines {
        let part = partition_conf(line, &map, &conf.nodes, &mut conf.warnings)?;
        conf.partitions.push(part);
    }
    Ok(conf)
}

/// The nodes one `NodeName=` definition (DEFAULT values applied, keys in lower case) names.
fn node_confs(line: &Line, map: &BTreeMap<String, String>) -> Result<Vec<NodeConf>, InputError> {
    let names = hostlist::expand(get(map, "NodeName").map_or("", String::as_str)).map_err(|e| {
        InputError::field(
            &line.file,
            line.no,
            "NodeName",
            get(map, "NodeName").map_or("", String::as_str),
            e,
        )
    })?;
    let topo = [
        "Boards",
        "Sockets",
        "SocketsPerBoard",
        "CoresPerSocket",
        "ThreadsPerCore",
    ]
    .iter()
    .map(|k| int_param(map, k, line))
    .collect::<Result<Vec<_>, _>>()?;
    let sockets = topo[1]
        .or(topo[2].map(|s| s * topo[0].unwrap_or(1)))
        .unwrap_or(1);
    let cpus = match int_param(map, "CPUs", line)?.or(int_param(map, "Procs", line)?) {
        Some(c) => c,
        None => sockets * topo[3].unwrap_or(1) * topo[4].unwrap_or(1),
    };
    let cpus = effective_cpus(map, (cpus, sockets * topo[3].unwrap_or(1)), topo[4], line)?;
    let mem = int_param(map, "RealMemory", line)?.unwrap_or(1);
    let gres = get(map, "Gres").cloned();
    Ok(names
        .into_iter()
        .map(|name| NodeConf {
            name,
            cpus,
            real_memory_mb: mem,
            gpus: gres.as_deref().map_or(0, gpu_count),
            gres: gres.clone(),
        })
        .collect())
}

/// One `PartitionName=` definition (DEFAULT values applied, keys in lower case), with totals
/// over its members among `nodes`; members defined nowhere are warned of.
fn partition_conf(
    line: &Line,
    map: &BTreeMap<String, String>,
    nodes: &[NodeConf],
    warnings: &mut Vec<String>,
) -> Result<PartitionConf, InputError> {
    let name = get(map, "PartitionName").cloned().unwrap_or_default();
    let listed = get(map, "Nodes").cloned();
    let mut part = PartitionConf {
        name: name.clone(),
        nodes: listed.clone(),
        ..PartitionConf::default()
    };
    let members: Vec<&NodeConf> = match listed.as_deref() {
        Some(n) if n.eq_ignore_ascii_case("ALL") => nodes.iter().collect(),
        Some(n) => {
            let names = hostlist::expand(n)
                .map_err(|e| InputError::field(&line.file, line.no, "Nodes", n, e))?;
            let found: Vec<&NodeConf> = names
                .iter()
                .filter_map(|h| nodes.iter().find(|c| &c.name == h))
                .collect();
            part.unknown_nodes = (names.len() - found.len()) as i64;
            found
        }
        None => Vec::new(),
    };
    if part.unknown_nodes > 0 {
        warnings.push(format!(
            "{}:{}: partition {name}: {} of its nodes are not defined by any NodeName line; totals count only the defined ones",
            line.file, line.no, part.unknown_nodes
        ));
    }
    part.node_count = members.len() as i64;
    part.total_cpus = members.iter().map(|n| n.cpus).sum();
    part.total_mem_mb = members.iter().map(|n| n.real_memory_mb).sum();
    part.total_gpus = members.iter().map(|n| n.gpus).sum();
    let legacy = int_param(map, "Priority", line)?;
    part.priority_job_factor = int_param(map, "PriorityJobFactor", line)?
        .or(legacy)
        .unwrap_or(1);
    part.priority_tier = int_param(map, "PriorityTier", line)?
        .or(legacy)
        .unwrap_or(1);
    if let Some(w) = get(map, "TRESBillingWeights") {
        parse_weights(w)
            .map_err(|e| InputError::field(&line.file, line.no, "TRESBillingWeights", w, e))?;
        part.tres_billing_weights = Some(w.clone());
    }
    if let Some(t) = get(map, "MaxTime") {
        let secs = time_str_to_secs(t)
            .map_err(|e| InputError::field(&line.file, line.no, "MaxTime", t, e))?;
        part.max_time_s = (secs != INFINITE).then_some(secs as i64);
    }
    part.is_default = get(map, "Default").is_some_and(|d| d.eq_ignore_ascii_case("YES"));
    part.state = get(map, "State").cloned();
    part.qos = get(map, "QOS").cloned();
    Ok(part)
}

/// The first line `scontrol show config` prints.
const SCONTROL_HEADER: &str = "Configuration data as of";

/// `scontrol show config`'s line of when the running controller started.
const BOOT_TIME: &str = "BOOT_TIME";

/// The lines of `scontrol show config` that tell the controller's state, not its
/// configuration (as its dated first line): not settings, so that the same configuration
/// reads the same every night.
const STATE_KEYS: [&str; 2] = [BOOT_TIME, "NEXT_JOB_ID"];

/// `scontrol show config`'s output: `Key = Value` lines (`(null)` for unset) up to the first
/// blank line, and the running release as `SLURM_VERSION` (kept as `SlurmVersion`). It has no
/// node or partition definitions: those come from slurm.conf.
fn parse_scontrol(path: &Path, text: &str, cluster: Option<&str>) -> Result<SlurmConf, InputError> {
    let file = path.display().to_string();
    let mut conf = SlurmConf {
        settings_only: true,
        ..SlurmConf::default()
    };
    let mut not_utf8 = NotUtf8::new(&file);
    let lines = text
        .lines()
        .enumerate()
        .skip_while(|(_, l)| l.trim().is_empty() || l.starts_with(SCONTROL_HEADER));
    for (k, line) in lines {
        let no = k as u64 + 1;
        if line.trim().is_empty() {
            break;
        }
        let Some((key, value)) = line.split_once('=') else {
            return Err(InputError::field(
                &file,
                no,
                "line",
                line,
                "expected KEY = VALUE",
            ));
        };
        let (key, value) = (key.trim(), value.trim());
        check_setting_text(&mut not_utf8, no, key, value)?;
        if key == BOOT_TIME {
            conf.boot_time = Some((no, value.to_string()));
            continue;
        }
        if STATE_KEYS.contains(&key) || value.is_empty() || value.starts_with("(null") {
            continue;
        }
        let value = without_unit(value);
        let key = match key {
            "SLURM_VERSION" => "SlurmVersion".to_string(),
            k => canonical(k),
        };
        if key == "SlurmVersion" {
            SlurmVersion::parse(value).map_err(|e| InputError::field(&file, no, &key, value, e))?;
        } else {
            check_setting(&key, value)
                .map_err(|reason| InputError::field(&file, no, &key, value, reason))?;
        }
        conf.settings.insert(key, value.to_string());
    }
    conf.cluster = match (conf.settings.get("ClusterName"), cluster) {
        (_, Some(c)) => c.to_string(),
        (Some(c), None) => c.clone(),
        (None, None) => {
            return Err(InputError::new(
                &file,
                0,
                "no ClusterName: pass --cluster NAME",
            ))
        }
    };
    conf.warnings
        .extend(not_utf8.warning().map(|w| w.to_string()));
    Ok(conf)
}

/// A value as slurm.conf gives it: scontrol prints some numbers with the unit slurm.conf
/// takes them in (`MinJobAge = 300 sec`, `OverTimeLimit = 0 min`, `EpilogMsgTime = 2000
/// usec`, `VSizeFactor = 0 percent`).
fn without_unit(value: &str) -> &str {
    match value.split_once(' ') {
        Some((n, "sec" | "min" | "usec" | "percent")) if n.parse::<u64>().is_ok() => n,
        _ => value,
    }
}

/// `scontrol show partition` and `scontrol show node` (`-a`: hidden ones too) as the nodes
/// and partitions slurm.conf would define: each record's `Key=Value` words (a value runs to
/// the next word with a `=`, as a node's `OS=Linux 6.1 #1 SMP`), `(null)` and `N/A` as unset;
/// a node's CPUs are `CPUEfctv` (its specialized cores' already left out) where printed, else
/// `CPUTot`. Returns the nodes, the partitions and their warnings.
pub fn parse_scontrol_layout(
    (partitions_path, partitions): (&Path, &str),
    (nodes_path, nodes): (&Path, &str),
) -> Result<NodesAndPartitions, InputError> {
    let mut layout = NodesAndPartitions::default();
    for (line, mut map) in scontrol_records(nodes_path, nodes, "NodeName")? {
        let cpus = match map.remove("cpuefctv") {
            Some(efctv) => {
                // Already without the specialized cores' CPUs.
                map.remove("corespeccount");
                map.remove("cpuspeclist");
                Some(efctv)
            }
            None => map.remove("cputot"),
        };
        map.extend(cpus.map(|c| ("cpus".to_string(), c)));
        layout.nodes.extend(node_confs(&line, &map)?);
    }
    for (line, map) in scontrol_records(partitions_path, partitions, "PartitionName")? {
        let part = partition_conf(&line, &map, &layout.nodes, &mut layout.warnings)?;
        layout.partitions.push(part);
    }
    Ok(layout)
}

/// The nodes and partitions of a cluster, read from `scontrol show node` and `show partition`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct NodesAndPartitions {
    pub nodes: Vec<NodeConf>,
    pub partitions: Vec<PartitionConf>,
    pub warnings: Vec<String>,
}

/// A record of `scontrol show`: its first line, and its keys in lower case with their values.
type Record = (Line, BTreeMap<String, String>);

/// The records of `scontrol show node|partition`: blank-line separated, each starting with
/// `first=`; each with its first line and its keys in lower case. scontrol's answer when there
/// is none (`No nodes in the system`) has none.
fn scontrol_records(path: &Path, text: &str, first: &str) -> Result<Vec<Record>, InputError> {
    let file = path.display().to_string();
    let mut out: Vec<Record> = Vec::new();
    let mut key: Option<String> = None;
    for (i, l) in text.lines().enumerate() {
        let no = i as u64 + 1;
        if l.trim().is_empty() {
            key = None;
            continue;
        }
        if key.is_none() && l.starts_with("No ") && l.ends_with(" in the system") {
            continue;
        }
        for word in l.split_whitespace() {
            let pair = word.split_once('=').filter(|(k, _)| {
                !k.is_empty() && k.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
            });
            match (pair, &key) {
                (Some((k, v)), _) => {
                    if key.is_none() {
                        if !k.eq_ignore_ascii_case(first) {
                            return Err(InputError::field(&file, no, k, v, format!("expected a record starting with {first}= (scontrol show's output)")));
                        }
                        out.push((
                            Line {
                                file: file.clone(),
                                no,
                                text: String::new(),
                            },
                            BTreeMap::new(),
                        ));
                    }
                    let k = k.to_ascii_lowercase();
                    if let Some((_, map)) = out.last_mut() {
                        map.insert(k.clone(), v.to_string());
                    }
                    key = Some(k);
                }
                (None, Some(k)) => {
                    if let Some(v) = out.last_mut().and_then(|(_, map)| map.get_mut(k)) {
                        v.push(' ');
                        v.push_str(word);
                    }
                }
                (None, None) => {
                    return Err(InputError::field(
                        &file,
                        no,
                        "line",
                        l,
                        format!(
                            "expected a record starting with {first}= (scontrol show's output)"
                        ),
                    ))
                }
            }
        }
    }
    for (_, map) in &mut out {
        map.retain(|_, v| !(v.starts_with("(null") || v == "N/A"));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_str(text: &str) -> Result<SlurmConf, InputError> {
        parse(Path::new("slurm.conf"), text, None)
    }

    const ALPHA: &str = r#"ClusterName=alpha
priorityDecayHalfLife = 0-0:10 # ten minutes
PriorityWeightTRES=CPU=500,\
Mem=100
NodeName=DEFAULT RealMemory=1000
NodeName=alpha-n[1-2] CPUs=64 RealMemory=256000 Gres=gpu:4
NodeName=alpha-m1 Sockets=2 CoresPerSocket=8 ThreadsPerCore=2
PartitionName=DEFAULT MaxTime=60 State=UP
PartitionName=batch Nodes=alpha-n[1-2] Default=YES PriorityJobFactor=1 PriorityTier=1 TRESBillingWeights="CPU=1.0,Mem=0.25G,GRES/gpu=2.0"
PartitionName=old Nodes=ALL Priority=700 MaxTime=INFINITE
"#;

    /// zeta's `scontrol show config` (Slurm 22.05.8): the settings in force and the release.
    #[test]
    fn reads_scontrol_show_config() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../tests/golden/zeta/final/scontrol_config.txt");
        let text = std::fs::read_to_string(&path).unwrap();
        let conf = parse(&path, &text, None).unwrap();
        assert_eq!(conf.cluster, "zeta");
        assert_eq!(conf.settings["SlurmVersion"], "22.05.8");
        assert_eq!(conf.settings["PriorityType"], "priority/multifactor");
        assert!(!conf.settings.contains_key("PriorityParameters"));
        let s = crate::ingest::settings::settings(&conf.settings, &[], &|_| Ok(0)).unwrap();
        assert_eq!((s.half_life_s, s.calc_period_s), (600, 240));
        assert_eq!(s.version, Some(SlurmVersion::new(22, 5, 8)));
        assert!(conf.partitions.is_empty() && conf.warnings.is_empty());
        assert!(!conf.settings.contains_key("NEXT_JOB_ID"));
        assert_eq!(conf.settings["MinJobAge"], "86400");
        assert_eq!(conf.boot_time, Some((25, "2026-11-25T12:56:13".into())));
        // Without its dated first line (as collect kept it before issue 49), the same.
        let headless = text.split_once('\n').unwrap().1;
        let again = parse(&path, headless, None).unwrap();
        assert_eq!(again.settings, conf.settings);
        assert_eq!(again.boot_time, Some((24, "2026-11-25T12:56:13".into())));
    }

    /// Issue 49: alpha's `scontrol show partition` and `show node` (Slurm 22.05.8, a real
    /// capture) read as the nodes and partitions its slurm.conf defines.
    #[test]
    fn scontrol_partitions_and_nodes_read_as_slurm_conf_defines_them() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/golden-alpha");
        let read = |f: &str| (dir.join(f), std::fs::read_to_string(dir.join(f)).unwrap());
        let (conf_path, conf_text) = read("slurm.conf");
        let conf = parse(&conf_path, &conf_text, None).unwrap();
        let (p_path, p_text) = read("scontrol_partition.txt");
        let (n_path, n_text) = read("scontrol_node.txt");
        let layout = parse_scontrol_layout((&p_path, &p_text), (&n_path, &n_text)).unwrap();
        assert_eq!(layout.nodes, conf.nodes);
        assert_eq!(layout.partitions, conf.partitions);
        assert_eq!(layout.partitions.len(), 3);
        assert!(layout.warnings.is_empty());
        // A value runs to the next word with a `=`; a stray line is refused with its line.
        let (_, n) = scontrol_records(&n_path, &n_text, "NodeName")
            .unwrap()
            .remove(0);
        assert_eq!(n["os"], "Linux 6.18.44-fc-v657 #1 SMP PREEMPT_DYNAMIC @0");
        let err = parse_scontrol_layout((&p_path, "oops\n"), (&n_path, "")).unwrap_err();
        assert_eq!(err.line, 1, "{err}");
    }

    #[test]
    /// Specialized cores leave the CPUs Slurm counts (node_conf.c: `cpus_efctv = cpus -
    /// core_spec_cnt * tpc`, tpc 1 where the cores cover the CPUs).
    fn specialized_cores_are_not_counted() {
        let text = "ClusterName=x\n\
            NodeName=a Sockets=2 CoresPerSocket=16 ThreadsPerCore=2 CoreSpecCount=2\n\
            NodeName=b CPUs=32 Sockets=2 CoresPerSocket=16 ThreadsPerCore=2 CpuSpecList=0,1,2\n\
            NodeName=c Sockets=1 CoresPerSocket=4 ThreadsPerCore=2 CpuSpecList=0-1,6\n\
            PartitionName=all Nodes=ALL\n";
        let c = parse_str(text).unwrap();
        // a: 64 CPUs, 2 threads a core: 64 - 2 × 2. b: one CPU a core: 32 - 3.
        // c: CPUs 0-1 are core 0, CPU 6 core 3: 8 - 2 × 2.
        let cpus: Vec<i64> = c.nodes.iter().map(|n| n.cpus).collect();
        assert_eq!(cpus, vec![60, 29, 4]);
        assert_eq!(c.partitions[0].total_cpus, 93);
        let e = parse_str("ClusterName=x\nNodeName=d CPUs=4 CpuSpecList=0-x\n").unwrap_err();
        assert!(e.to_string().contains("CpuSpecList"), "{e}");
    }

    #[test]
    fn reads_settings_nodes_and_partitions() {
        let c = parse_str(ALPHA).unwrap();
        assert_eq!(c.cluster, "alpha");
        assert_eq!(c.settings["PriorityDecayHalfLife"], "0-0:10");
        assert_eq!(c.settings["PriorityWeightTRES"], "CPU=500,Mem=100");
        assert_eq!(c.nodes.len(), 3);
        assert_eq!((c.nodes[2].cpus, c.nodes[2].real_memory_mb), (32, 1000));
        let batch = &c.partitions[0];
        assert_eq!(
            (
                batch.node_count,
                batch.total_cpus,
                batch.total_mem_mb,
                batch.total_gpus
            ),
            (2, 128, 512000, 8)
        );
        assert_eq!(batch.max_time_s, Some(3600));
        assert!(batch.is_default);
        assert_eq!(
            batch.tres_billing_weights.as_deref(),
            Some("CPU=1.0,Mem=0.25G,GRES/gpu=2.0")
        );
        let old = &c.partitions[1];
        assert_eq!(
            (
                old.priority_job_factor,
                old.priority_tier,
                old.node_count,
                old.max_time_s
            ),
            (700, 700, 3, None)
        );
    }

    #[test]
    fn bad_priority_values_name_their_line() {
        let e = parse_str("ClusterName=x\nPriorityDecayHalfLife=7days\n").unwrap_err();
        assert!(
            e.to_string().starts_with(
                "slurm.conf:2: column PriorityDecayHalfLife: value \"7days\": not a Slurm time"
            ),
            "{e}"
        );
        let e = parse_str("ClusterName=x\nPriorityWeightAge=-5\n").unwrap_err();
        assert!(
            e.to_string()
                .starts_with("slurm.conf:2: column PriorityWeightAge"),
            "{e}"
        );
        let e = parse_str("ClusterName=x\nPartitionName=p TRESBillingWeights=CPU=x\n").unwrap_err();
        assert!(e.to_string().contains("column TRESBillingWeights"), "{e}");
        let e = parse_str("PriorityWeightAge=5\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "slurm.conf: no ClusterName in the file: pass --cluster NAME"
        );
        assert!(parse_str("ClusterName=x\nJustAWord\n").is_err());
    }

    #[test]
    fn include_is_relative_to_the_including_file() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("nodes.conf"), "NodeName=n[1-4] CPUs=8\n").unwrap();
        let main = dir.path().join("slurm.conf");
        let c = parse(
            &main,
            "ClusterName=c\ninclude nodes.conf\nPartitionName=p Nodes=n[1-4]\n",
            None,
        )
        .unwrap();
        assert_eq!(c.partitions[0].total_cpus, 32);
        let e = parse(&main, "ClusterName=c\nInclude missing.conf\n", None).unwrap_err();
        assert!(
            e.to_string()
                .contains("column Include: value \"missing.conf\": cannot read"),
            "{e}"
        );
    }

    /// Issue 35, real 26.05.5 output (tests/data/lambda): Slurm read the partitions through
    /// `include /etc/slurm/partitions.conf`; the copy has the file beside it.
    #[test]
    fn issue_35_real_slurm_conf_with_its_host_include() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/lambda");
        let main = dir.join("slurm.conf");
        let c = parse(&main, &std::fs::read_to_string(&main).unwrap(), None).unwrap();
        let names: Vec<&str> = c.partitions.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["batch", "prio", "gpu"]);
        assert_eq!(
            c.partitions[2].tres_billing_weights.as_deref(),
            Some("CPU=0.5,Mem=0.25G,GRES/gpu=4.0")
        );
        assert_eq!(c.included_files, [dir.join("partitions.conf")]);
        assert_eq!(
            c.warnings,
            [format!(
                "{}:67: Include /etc/slurm/partitions.conf is not found there: read {} instead, beside {}",
                main.display(),
                dir.join("partitions.conf").display(),
                main.display()
            )]
        );
    }

    /// Issue 35: a slurm.conf copied from its host with `include /etc/slurm/partitions.conf`.
    #[test]
    fn issue_35_an_include_not_found_is_read_beside_the_including_file() {
        let dir = tempfile::tempdir().unwrap();
        let at = |name: &str| dir.path().join(name);
        std::fs::create_dir(at("sub")).unwrap();
        std::fs::write(at("nodes.conf"), "NodeName=n[1-2] CPUs=4\n").unwrap();
        std::fs::write(at("sub/parts.conf"), "PartitionName=p Nodes=n[1-2]\n").unwrap();
        let text = "ClusterName=c\ninclude /nonexistent/etc/slurm/nodes.conf\n\
                    Include sub/parts.conf\n";
        let c = parse(&at("slurm.conf"), text, None).unwrap();
        assert_eq!(c.partitions[0].total_cpus, 8);
        assert_eq!(c.included_files, [at("nodes.conf"), at("sub/parts.conf")]);
        assert_eq!(
            c.warnings,
            [format!(
                "{}:2: Include /nonexistent/etc/slurm/nodes.conf is not found there: read {} instead, beside {}",
                at("slurm.conf").display(),
                at("nodes.conf").display(),
                at("slurm.conf").display()
            )]
        );
        // A relative path not found: its file name in the including file's folder.
        let c = parse(
            &at("slurm.conf"),
            "ClusterName=c\ninclude gone/nodes.conf\n",
            None,
        );
        assert_eq!(c.unwrap().nodes.len(), 2);
        // Neither: the error names both.
        let e = parse(
            &at("slurm.conf"),
            "ClusterName=c\ninclude /etc/x/none.conf\n",
            None,
        );
        assert_eq!(
            e.unwrap_err().to_string(),
            format!(
                "{}:2: column Include: value \"/etc/x/none.conf\": cannot read /etc/x/none.conf: No such file or directory (os error 2), nor {}: No such file or directory (os error 2)",
                at("slurm.conf").display(),
                at("none.conf").display()
            )
        );
        // Slurm expands no globs.
        let e = parse(
            &at("slurm.conf"),
            "ClusterName=c\ninclude conf.d/*.conf\n",
            None,
        );
        assert!(e
            .unwrap_err()
            .to_string()
            .contains(":2: column Include: value \"conf.d/*.conf\": Slurm does not expand globs"),);
    }

    #[test]
    fn template_lines_are_skipped_with_a_warning() {
        let c = parse_str("ClusterName={{ name }}\n{% if x %}\nPriorityMaxAge=14-0\n").unwrap_err();
        assert!(c.to_string().contains("no ClusterName"));
        let c = parse(
            Path::new("t.conf"),
            "{% if x %}\nPriorityMaxAge=14-0\n",
            Some("arch"),
        )
        .unwrap();
        assert_eq!(c.warnings.len(), 1);
        assert_eq!(c.settings["PriorityMaxAge"], "14-0");
    }

    /// Issue 35: comments and values are text, a key is Slurm's word (lambda's real slurm.conf
    /// and `scontrol show config`, bytes that are not UTF-8 put in).
    #[test]
    fn issue_35_comments_and_values_that_are_not_utf8() {
        use crate::ingest::with_byte;
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/lambda");
        let main = dir.join("slurm.conf");
        let text = std::fs::read_to_string(&main).unwrap();
        let odd = with_byte(
            &with_byte(&text, "Paths are as seen", 0xE9),
            "log/slurmctld",
            0xE9,
        );
        let c = parse(&main, &odd, None).unwrap();
        assert_eq!(c.partitions.len(), 3);
        assert_eq!(
            c.warnings[1],
            format!(
                "{}:3: column comment: value \"Paths are as seen\u{FFFD} inside the chroot.\": bytes that are not UTF-8, read as U+FFFD (2 fields of the file in all)",
                main.display()
            )
        );
        let e = parse(&main, &with_byte(&text, "\nSlurmdDebu", 0xFF), None).unwrap_err();
        assert_eq!(
            e.to_string(),
            format!(
                "{}:22: column key: value \"SlurmdDebu\u{FFFD}g\": bytes that are not UTF-8 in a typed field (binary file?)",
                main.display()
            )
        );
        let path = dir.join("scontrol_config.txt");
        let text = std::fs::read_to_string(&path).unwrap();
        let c = parse(&path, &with_byte(&text, "/bin/tr", 0xE9), None).unwrap();
        assert_eq!(
            c.warnings[0],
            format!(
                "{}:83: column MailProg: value \"/bin/tr\u{FFFD}ue\": bytes that are not UTF-8, read as U+FFFD",
                path.display()
            )
        );
    }
}
