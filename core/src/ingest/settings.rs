//! Turns slurm.conf values (and `--set KEY=VALUE` overrides) into typed priority settings.

use std::collections::BTreeMap;

use crate::ingest::slurm_time::{time_str_to_minute_secs, INFINITE};
use crate::model::billing::BillingMode;
use crate::model::fairshare::Algorithm;
use crate::model::settings::{DecayMode, ResetPeriod, Settings};
use crate::model::version::SlurmVersion;

/// Keys `--set` accepts besides slurm.conf's: our own, for what slurm.conf cannot say, and
/// LSF's fairshare parameters (`FairshareModel=lsf`).
pub const EXTRA_KEYS: &[&str] = &[
    "PriorityCalcPhase",
    "SlurmVersion",
    "FairshareFormula",
    "DecayMode",
    "FairshareModel",
    "CPU_TIME_FACTOR",
    "RUN_TIME_FACTOR",
    "RUN_JOB_FACTOR",
    "COMMITTED_RUN_TIME_FACTOR",
    "FAIRSHARE_ADJUSTMENT_FACTOR",
    "GPU_RUN_TIME_FACTOR",
    "HIST_HOURS",
    "ENABLE_HIST_RUN_TIME",
];

/// LSF's fairshare parameters when `--set FairshareModel=lsf` asks for LSF's model (None for
/// Slurm's); the others keep LSF's defaults.
pub fn lsf_params(
    overrides: &[(String, String)],
) -> Result<Option<crate::model::lsf::LsfParams>, String> {
    let get = |k: &str| {
        overrides
            .iter()
            .rev()
            .find(|(key, _)| key.eq_ignore_ascii_case(k))
            .map(|(_, v)| v.as_str())
    };
    match get("FairshareModel") {
        None => return Ok(None),
        Some(m) if m.eq_ignore_ascii_case("slurm") => return Ok(None),
        Some(m) if !m.eq_ignore_ascii_case("lsf") => {
            return Err(format!("FairshareModel={m}: expected slurm or lsf"))
        }
        Some(_) => {}
    }
    let mut p = crate::model::lsf::LsfParams::default();
    for (key, field) in [
        ("CPU_TIME_FACTOR", &mut p.cpu_time_factor),
        ("RUN_TIME_FACTOR", &mut p.run_time_factor),
        ("RUN_JOB_FACTOR", &mut p.run_job_factor),
        (
            "COMMITTED_RUN_TIME_FACTOR",
            &mut p.committed_run_time_factor,
        ),
        (
            "FAIRSHARE_ADJUSTMENT_FACTOR",
            &mut p.fairshare_adjustment_factor,
        ),
        ("HIST_HOURS", &mut p.hist_hours),
    ] {
        if let Some(v) = get(key) {
            *field = v
                .parse()
                .map_err(|_| format!("{key}={v}: expected a number"))?;
        }
    }
    if let Some(v) = get("ENABLE_HIST_RUN_TIME") {
        p.enable_hist_run_time = matches!(v.to_ascii_uppercase().as_str(), "Y" | "YES" | "1");
    }
    Ok(Some(p))
}

/// What `--set PartitionName=NAME:KEY=VALUE` may change in one partition's definition.
pub const PARTITION_KEYS: &[&str] = &["TRESBillingWeights", "PriorityJobFactor", "PriorityTier"];

/// The partition overrides among `overrides`: (partition, key as in PARTITION_KEYS, value).
pub fn partition_overrides(overrides: &[(String, String)]) -> Vec<(String, String, String)> {
    overrides
        .iter()
        .filter(|(k, _)| k == "PartitionName")
        .filter_map(|(_, v)| {
            let (part, rest) = v.split_once(':')?;
            let (key, value) = rest.split_once('=')?;
            let key = PARTITION_KEYS
                .iter()
                .find(|k| k.eq_ignore_ascii_case(key))?;
            Some((part.to_string(), key.to_string(), value.to_string()))
        })
        .collect()
}

/// Settings from `config` (slurm.conf key → value, canonical keys) with `overrides` applied
/// on top; `phase` parses a PriorityCalcPhase time.
pub fn settings(
    config: &BTreeMap<String, String>,
    overrides: &[(String, String)],
    phase: &dyn Fn(&str) -> Result<i64, String>,
) -> Result<Settings, String> {
    let mut values: BTreeMap<String, String> = config
        .iter()
        .map(|(k, v)| (k.to_ascii_lowercase(), v.clone()))
        .collect();
    for (k, v) in overrides {
        values.insert(k.to_ascii_lowercase(), v.clone());
    }
    let get = |k: &str| values.get(&k.to_ascii_lowercase()).map(String::as_str);
    let minutes = |key: &str, default: u64| -> Result<u64, String> {
        match get(key) {
            Some(v) => time_str_to_minute_secs(v).map_err(|e| format!("{key}={v}: {e}")),
            None => Ok(default),
        }
    };
    let mut half_life_s = minutes("PriorityDecayHalfLife", 604_800)?;
    if half_life_s == INFINITE {
        // (uint32)(-1 × 60): practically no decay (spec TV4)
        half_life_s = u64::from(u32::MAX - 59);
    }
    let calc_period_s = minutes("PriorityCalcPeriod", 300)?;
    if calc_period_s == 0 || calc_period_s == INFINITE {
        return Err("PriorityCalcPeriod must be at least one minute".into());
    }
    let reset = match get("PriorityUsageResetPeriod").map(str::to_ascii_uppercase).as_deref() {
        None | Some("NONE") => ResetPeriod::None,
        Some("NOW") => ResetPeriod::Now,
        Some("DAILY") => ResetPeriod::Daily,
        Some("WEEKLY") => ResetPeriod::Weekly,
        Some("MONTHLY") => ResetPeriod::Monthly,
        Some("QUARTERLY") => ResetPeriod::Quarterly,
        Some("YEARLY") => ResetPeriod::Yearly,
        Some(other) => return Err(format!("PriorityUsageResetPeriod={other}: expected NONE, NOW, DAILY, WEEKLY, MONTHLY, QUARTERLY or YEARLY")),
    };
    if half_life_s == 0 && reset == ResetPeriod::None {
        return Err("PriorityDecayHalfLife=0 needs a PriorityUsageResetPeriod (Slurm refuses this configuration)".into());
    }
    // Slurm matches PriorityFlags by case-insensitive substring (spec §1).
    let flags = get("PriorityFlags").unwrap_or("").to_ascii_uppercase();
    let dampening = match get("FairShareDampeningFactor") {
        Some(v) => v
            .parse::<u32>()
            .map_err(|_| format!("FairShareDampeningFactor={v}: expected a whole number"))?,
        None => 1,
    };
    let algorithm = if flags.contains("DEPTH_OBLIVIOUS") {
        Algorithm::Classic {
            dampening,
            depth_oblivious: true,
        }
    } else if flags.contains("NO_FAIR_TREE") {
        Algorithm::Classic {
            dampening,
            depth_oblivious: false,
        }
    } else {
        Algorithm::FairTree
    };
    let algorithm = match get("FairshareFormula")
        .map(str::to_ascii_lowercase)
        .as_deref()
    {
        Some("original") | Some("2.0") => Algorithm::Original,
        _ => algorithm,
    };
    let version = get("SlurmVersion")
        .map(SlurmVersion::parse)
        .transpose()
        .map_err(|e| format!("SlurmVersion: {e}"))?;
    // Before 25.05 MAX_TRES_GRES was no flag of its own: read as the MAX_TRES it contains.
    let billing_mode = if flags.contains("MAX_TRES_GRES")
        && version.is_none_or(SlurmVersion::knows_max_tres_gres)
    {
        BillingMode::MaxTresGres
    } else if flags.contains("MAX_TRES") {
        BillingMode::MaxTres
    } else {
        BillingMode::Sum
    };
    let limits_enforced = get("AccountingStorageEnforce")
        .unwrap_or("")
        .split(',')
        .any(|t| {
            matches!(
                t.trim().to_ascii_lowercase().as_str(),
                "limits" | "safe" | "all" | "2"
            )
        });
    let calc_phase = get("PriorityCalcPhase")
        .map(phase)
        .transpose()
        .map_err(|e| format!("PriorityCalcPhase: {e}"))?;
    let decay_mode = match get("DecayMode").map(str::to_ascii_lowercase).as_deref() {
        None | Some("exact") => DecayMode::Exact,
        Some("closed") => DecayMode::Closed,
        Some(other) => return Err(format!("DecayMode={other}: expected exact or closed")),
    };
    let multifactor = match get("PriorityType") {
        Some(t) => t.eq_ignore_ascii_case("priority/multifactor"),
        None => version.is_none_or(SlurmVersion::default_priority_multifactor),
    };
    Ok(Settings {
        version,
        multifactor,
        half_life_s,
        calc_period_s,
        calc_phase,
        reset,
        algorithm,
        billing_mode,
        limits_enforced,
        decay_mode,
    })
}

/// The multifactor weights (spec §1, §7) from slurm.conf values with `overrides` on top.
pub fn priority_weights(
    config: &BTreeMap<String, String>,
    overrides: &[(String, String)],
) -> Result<crate::model::priority::Weights, String> {
    let mut values: BTreeMap<String, String> = config
        .iter()
        .map(|(k, v)| (k.to_ascii_lowercase(), v.clone()))
        .collect();
    for (k, v) in overrides {
        values.insert(k.to_ascii_lowercase(), v.clone());
    }
    let get = |k: &str| values.get(&k.to_ascii_lowercase()).map(String::as_str);
    let weight = |k: &str| -> Result<f64, String> {
        get(k).map_or(Ok(0.0), |v| {
            v.parse::<u32>()
                .map(f64::from)
                .map_err(|_| format!("{k}={v}: expected a whole number"))
        })
    };
    let tres = match get("PriorityWeightTRES") {
        Some(v) => crate::ingest::tres::parse_weights(v)?
            .weights
            .into_iter()
            .map(|w| (w.tres, w.per_base_unit))
            .collect(),
        None => Vec::new(),
    };
    let max_age_s = match get("PriorityMaxAge") {
        Some(v) => {
            time_str_to_minute_secs(v).map_err(|e| format!("PriorityMaxAge={v}: {e}"))? as f64
        }
        None => 604_800.0,
    };
    Ok(crate::model::priority::Weights {
        age: weight("PriorityWeightAge")?,
        assoc: weight("PriorityWeightAssoc")?,
        fairshare: weight("PriorityWeightFairshare")?,
        job_size: weight("PriorityWeightJobSize")?,
        partition: weight("PriorityWeightPartition")?,
        qos: weight("PriorityWeightQOS")?,
        tres,
        max_age_s,
        accrue_lag_s: accrue_lag_s(get("SchedulerType"), get("SchedulerParameters"))?,
        flags: {
            let f = get("PriorityFlags").unwrap_or("").to_ascii_uppercase();
            let all = f.contains("NO_NORMAL_ALL");
            crate::model::priority::Flags {
                accrue_always: f.contains("ACCRUE_ALWAYS"),
                calculate_running: f.contains("CALCULATE_RUNNING"),
                incr_only: f.contains("INCR_ONLY"),
                small_relative_to_time: f.contains("SMALL_RELATIVE_TO_TIME"),
                no_normal_assoc: all || f.contains("NO_NORMAL_ASSOC"),
                no_normal_part: all || f.contains("NO_NORMAL_PART"),
                no_normal_qos: all || f.contains("NO_NORMAL_QOS"),
                no_normal_tres: all || f.contains("NO_NORMAL_TRES"),
            }
        },
        favor_small: get("PriorityFavorSmall")
            .is_some_and(|v| v.eq_ignore_ascii_case("yes") || v == "1"),
        node_excess_wraps: get("SlurmVersion")
            .and_then(|v| SlurmVersion::parse(v).ok())
            .is_some_and(|v| !v.favor_small_floors_node_excess()),
    })
}

/// The longest gap between scheduling passes (`Weights::accrue_lag_s`): sched_interval
/// (default 60 s) or, with sched/backfill (the default SchedulerType), bf_interval (default
/// 30 s) when shorter; an interval of -1 turns its periodic pass off, and with neither only
/// events (a submission, a job's end) run one: no bound.
fn accrue_lag_s(scheduler: Option<&str>, parameters: Option<&str>) -> Result<i64, String> {
    let param = |name: &str, default: i64| -> Result<Option<i64>, String> {
        let given = parameters
            .into_iter()
            .flat_map(|p| p.split(','))
            .filter_map(|kv| kv.trim().split_once('='))
            .rfind(|(k, _)| k.eq_ignore_ascii_case(name));
        let seconds = match given {
            Some((_, v)) => v
                .trim()
                .parse::<i64>()
                .map_err(|_| format!("SchedulerParameters {name}={v}: expected seconds"))?,
            None => default,
        };
        Ok((seconds > 0).then_some(seconds))
    };
    let backfill = scheduler.is_none_or(|s| s.eq_ignore_ascii_case("sched/backfill"));
    let backfill = if backfill {
        param("bf_interval", 30)?
    } else {
        None
    };
    Ok([param("sched_interval", 60)?, backfill]
        .into_iter()
        .flatten()
        .min()
        .unwrap_or(i64::MAX))
}

/// The cluster's TRES in Slurm's order: the eight built-in ones (ids 1–8), then those
/// AccountingStorageTRES adds, as listed.
pub fn cluster_tres(config: &BTreeMap<String, String>) -> Vec<String> {
    let mut out: Vec<String> = [
        "cpu", "mem", "energy", "node", "billing", "fs/disk", "vmem", "pages",
    ]
    .map(String::from)
    .to_vec();
    if let Some(list) = config.get("AccountingStorageTRES") {
        for t in list.split(',').map(str::trim).filter(|t| !t.is_empty()) {
            let t = match t.split_once('/') {
                Some((ty, name)) => format!("{}/{name}", ty.to_ascii_lowercase()),
                None => t.to_ascii_lowercase(),
            };
            if !out.contains(&t) {
                out.push(t);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn conf(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    fn no_phase(_: &str) -> Result<i64, String> {
        Err("unused".into())
    }

    #[test]
    fn defaults_and_overrides() {
        let s = settings(&BTreeMap::new(), &[], &no_phase).unwrap();
        assert_eq!(
            (s.half_life_s, s.calc_period_s, s.reset, s.limits_enforced),
            (604_800, 300, ResetPeriod::None, false)
        );
        assert_eq!(s.algorithm, Algorithm::FairTree);
        let c = conf(&[
            ("PriorityDecayHalfLife", "0-0:10"),
            ("PriorityCalcPeriod", "1"),
            ("AccountingStorageEnforce", "associations,limits,qos"),
            ("PriorityFlags", "max_tres,NO_FAIR_TREE"),
        ]);
        let s = settings(&c, &[], &no_phase).unwrap();
        assert_eq!(
            (
                s.half_life_s,
                s.calc_period_s,
                s.limits_enforced,
                s.billing_mode
            ),
            (600, 60, true, BillingMode::MaxTres)
        );
        assert_eq!(
            s.algorithm,
            Algorithm::Classic {
                dampening: 1,
                depth_oblivious: false
            }
        );
        let s = settings(
            &c,
            &[
                ("prioritydecayhalflife".into(), "14-0".into()),
                ("PriorityFlags".into(), "MAX_TRES_GRES".into()),
            ],
            &no_phase,
        )
        .unwrap();
        assert_eq!(
            (s.half_life_s, s.billing_mode, s.algorithm),
            (1_209_600, BillingMode::MaxTresGres, Algorithm::FairTree)
        );
        let phase = |v: &str| {
            v.trim_start_matches('@')
                .parse::<i64>()
                .map_err(|e| e.to_string())
        };
        let s = settings(
            &c,
            &[("PriorityCalcPhase".into(), "@1795342600".into())],
            &phase,
        )
        .unwrap();
        assert_eq!(s.calc_phase, Some(1_795_342_600));
    }

    #[test]
    fn favor_small_node_excess_follows_the_release() {
        let wraps = |over: &[(String, String)]| {
            priority_weights(&BTreeMap::new(), over)
                .unwrap()
                .node_excess_wraps
        };
        let release = |v: &str| vec![("SlurmVersion".to_string(), v.to_string())];
        assert!(wraps(&release("22.05.8")));
        assert!(!wraps(&release("23.02.1")));
        assert!(!wraps(&[]), "unknown release: the newest rules");
    }

    #[test]
    fn the_longest_gap_between_scheduling_passes() {
        let lag =
            |pairs: &[(&str, &str)]| priority_weights(&conf(pairs), &[]).map(|w| w.accrue_lag_s);
        assert_eq!(
            lag(&[]),
            Ok(30),
            "backfill's default 30 s, under sched_interval's 60"
        );
        // lambda's slurm.conf
        assert_eq!(
            lag(&[("SchedulerParameters", "bf_interval=15,bf_continue")]),
            Ok(15)
        );
        assert_eq!(lag(&[("SchedulerType", "sched/builtin")]), Ok(60));
        assert_eq!(
            lag(&[("SchedulerParameters", "bf_interval=-1,sched_interval=90")]),
            Ok(90)
        );
        assert_eq!(
            lag(&[
                ("SchedulerType", "sched/builtin"),
                ("SchedulerParameters", "sched_interval=-1")
            ]),
            Ok(i64::MAX),
            "only events run a pass"
        );
        assert!(lag(&[("SchedulerParameters", "bf_interval=soon")])
            .unwrap_err()
            .contains("bf_interval=soon"));
    }

    #[test]
    fn tres_order() {
        let c = conf(&[(
            "AccountingStorageTRES",
            "cpu,mem,node,billing,gres/gpu,GRES/gpu:a100",
        )]);
        assert_eq!(
            cluster_tres(&c).join(","),
            "cpu,mem,energy,node,billing,fs/disk,vmem,pages,gres/gpu,gres/gpu:a100"
        );
    }

    #[test]
    fn bad_values_are_refused() {
        assert!(
            settings(&conf(&[("PriorityDecayHalfLife", "0")]), &[], &no_phase)
                .unwrap_err()
                .contains("needs a PriorityUsageResetPeriod")
        );
        assert!(settings(
            &conf(&[("PriorityUsageResetPeriod", "hourly")]),
            &[],
            &no_phase
        )
        .is_err());
        assert!(settings(&conf(&[("PriorityCalcPeriod", "0")]), &[], &no_phase).is_err());
    }
}
