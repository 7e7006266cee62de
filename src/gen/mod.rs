//! A deterministic generator of consistent synthetic histories: a sacct dump (allocations and
//! steps, arrays, GPUs, running and pending jobs at the dump's end), the association tree, the
//! QOS list and slurm.conf. Same seed, same bytes. Streams, so it scales to 10M jobs.

use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::Path;

use chrono::{Duration, NaiveDate, NaiveDateTime};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64;

use crate::ingest::hostlist::ranges;
use crate::ingest::tres::parse_weights;
use crate::model::billing::{billing, BillingMode};

/// What to generate.
#[derive(Debug, Clone)]
pub struct GenConfig {
    pub jobs: u64,
    pub seed: u64,
    pub days: i64,
    /// Write only allocations (like `sacct -X`), no steps.
    pub allocations_only: bool,
    /// Multiplies every mean wait: above 1, a busier cluster with a longer queue.
    pub wait_scale: f64,
}

const CLUSTER: &str = "hpc1";

struct PartitionDef {
    name: &'static str,
    prefix: &'static str,
    nodes: usize,
    cpus: u32,
    mem_mb: u64,
    gpus: u32,
    tier: u32,
    job_factor: u32,
    weights: Option<&'static str>,
    max_time: &'static str,
    limits_s: &'static [i64],
}

const PARTITIONS: &[PartitionDef] = &[
    PartitionDef {
        name: "cpu",
        prefix: "c",
        nodes: 32,
        cpus: 64,
        mem_mb: 256_000,
        gpus: 0,
        tier: 1,
        job_factor: 1,
        weights: Some("CPU=1.0,Mem=0.25G"),
        max_time: "2-00:00:00",
        limits_s: &[3600, 4 * 3600, 12 * 3600, 86400, 2 * 86400],
    },
    PartitionDef {
        name: "gpu",
        prefix: "g",
        nodes: 8,
        cpus: 32,
        mem_mb: 512_000,
        gpus: 4,
        tier: 1,
        job_factor: 2,
        weights: Some("CPU=1.0,Mem=0.125G,GRES/gpu=16.0"),
        max_time: "2-00:00:00",
        limits_s: &[3600, 6 * 3600, 86400, 2 * 86400],
    },
    PartitionDef {
        name: "debug",
        prefix: "d",
        nodes: 2,
        cpus: 64,
        mem_mb: 256_000,
        gpus: 0,
        tier: 2,
        job_factor: 10,
        weights: None,
        max_time: "01:00:00",
        limits_s: &[600, 1800, 3600],
    },
];

/// (account, parent, shares): three levels under root.
const ACCOUNTS: &[(&str, &str, u32)] = &[
    ("science", "root", 60),
    ("engineering", "root", 30),
    ("ops", "root", 10),
    ("physics", "science", 30),
    ("chemistry", "science", 20),
    ("biology", "science", 10),
    ("mech", "engineering", 15),
    ("elec", "engineering", 15),
];

/// (user, accounts, shares per association (0 = `parent`), gpu affinity, may use high QOS).
const USERS: &[(&str, &[&str], u32, f64, bool)] = &[
    ("ada", &["physics", "chemistry"], 10, 0.2, true),
    ("bohr", &["physics"], 5, 0.0, false),
    ("curie", &["physics"], 5, 0.1, false),
    ("dirac", &["physics"], 0, 0.0, false),
    ("euler", &["physics"], 3, 0.0, false),
    ("fermi", &["physics"], 2, 0.5, false),
    ("gauss", &["chemistry"], 4, 0.0, true),
    ("hahn", &["chemistry"], 4, 0.0, false),
    ("ising", &["chemistry"], 2, 0.3, false),
    ("joule", &["chemistry"], 2, 0.0, false),
    ("kelvin", &["chemistry"], 1, 0.0, false),
    ("lamarr", &["chemistry", "elec"], 1, 0.6, false),
    ("mendel", &["biology"], 3, 0.7, false),
    ("noether", &["biology"], 3, 0.4, true),
    ("ohm", &["biology"], 2, 0.0, false),
    ("pauli", &["biology"], 1, 0.8, false),
    ("quine", &["biology"], 1, 0.0, false),
    ("rankine", &["mech"], 5, 0.0, true),
    ("stokes", &["mech"], 3, 0.0, false),
    ("tesla", &["mech", "elec"], 2, 0.2, false),
    ("urey", &["mech"], 2, 0.0, false),
    ("volta", &["mech"], 1, 0.0, false),
    ("watt", &["elec"], 5, 0.1, false),
    ("xu", &["elec"], 3, 0.9, false),
    ("yang", &["elec"], 2, 0.0, false),
    ("zuse", &["elec"], 1, 0.3, false),
    ("admin", &["ops"], 1, 0.0, true),
    ("backup", &["ops"], 1, 0.0, false),
    ("monitor", &["ops"], 1, 0.0, false),
    ("bell", &["physics", "biology"], 2, 0.1, false),
];

/// (name, priority, usage factor)
const QOS: &[(&str, u32, f64)] = &[
    ("normal", 10, 1.0),
    ("high", 100, 2.0),
    ("low", 0, 0.5),
    ("debug", 50, 1.0),
];

const JOB_NAMES: &[&str] = &[
    "sim",
    "md_run",
    "train",
    "post proc",
    "relax",
    "scf",
    "analysis",
    "render",
    "bench",
    "fit",
];

fn start_time() -> NaiveDateTime {
    NaiveDate::from_ymd_opt(2026, 8, 1)
        .and_then(|d| d.and_hms_opt(0, 0, 0))
        .expect("valid constant date")
}

fn ts(t: NaiveDateTime) -> String {
    t.format("%Y-%m-%dT%H:%M:%S").to_string()
}

fn duration(secs: i64) -> String {
    let (d, h, m, s) = (
        secs / 86400,
        secs % 86400 / 3600,
        secs % 3600 / 60,
        secs % 60,
    );
    if d > 0 {
        format!("{d}-{h:02}:{m:02}:{s:02}")
    } else {
        format!("{h:02}:{m:02}:{s:02}")
    }
}

fn mem(mb: u64) -> String {
    if mb.is_multiple_of(1024) {
        format!("{}G", mb / 1024)
    } else {
        format!("{mb}M")
    }
}

fn write_conf(dir: &Path) -> io::Result<()> {
    let mut f = BufWriter::new(File::create(dir.join("slurm.conf"))?);
    writeln!(f, "# Synthetic cluster written by `fairtrace gen`.\nClusterName={CLUSTER}\nSlurmctldHost=head\n")?;
    writeln!(f, "AccountingStorageType=accounting_storage/slurmdbd\nAccountingStorageEnforce=associations,limits,qos")?;
    writeln!(f, "AccountingStorageTRES=gres/gpu,gres/gpu:a100\nGresTypes=gpu\nSelectType=select/cons_tres\nSelectTypeParameters=CR_Core_Memory\n")?;
    writeln!(f, "PriorityType=priority/multifactor\nPriorityDecayHalfLife=7-0\nPriorityCalcPeriod=5\nPriorityMaxAge=7-0")?;
    writeln!(f, "PriorityUsageResetPeriod=NONE\nPriorityFavorSmall=NO")?;
    writeln!(
        f,
        "PriorityWeightAge=1000\nPriorityWeightFairshare=10000\nPriorityWeightJobSize=500"
    )?;
    writeln!(f, "PriorityWeightPartition=1000\nPriorityWeightQOS=2000\nPriorityWeightTRES=CPU=200,GRES/gpu=800\n")?;
    for p in PARTITIONS {
        let gres = if p.gpus > 0 {
            format!(" Gres=gpu:a100:{}", p.gpus)
        } else {
            String::new()
        };
        writeln!(
            f,
            "NodeName={}[01-{:02}] CPUs={} RealMemory={}{gres} State=UNKNOWN",
            p.prefix, p.nodes, p.cpus, p.mem_mb
        )?;
    }
    writeln!(f)?;
    for (i, p) in PARTITIONS.iter().enumerate() {
        let weights = p
            .weights
            .map(|w| format!(" TRESBillingWeights=\"{w}\""))
            .unwrap_or_default();
        let default = if i == 0 { "YES" } else { "NO" };
        writeln!(
            f,
            "PartitionName={} Nodes={}[01-{:02}] Default={default} MaxTime={} State=UP PriorityJobFactor={} PriorityTier={}{weights}",
            p.name, p.prefix, p.nodes, p.max_time, p.job_factor, p.tier
        )?;
    }
    f.flush()
}

fn write_tree(dir: &Path) -> io::Result<()> {
    let mut f = BufWriter::new(File::create(dir.join("assoc.psv"))?);
    writeln!(
        f,
        "Cluster|Account|User|Partition|ParentName|Share|QOS|Def QOS"
    )?;
    let qos_all = "high,low,normal";
    writeln!(f, "{CLUSTER}|root||||1|debug,low,normal|normal")?;
    writeln!(f, "{CLUSTER}|root|root|||1|debug,low,normal|normal")?;
    for (acct, parent, shares) in ACCOUNTS {
        writeln!(
            f,
            "{CLUSTER}|{acct}|||{parent}|{shares}|debug,low,normal|normal"
        )?;
        for (user, accts, ushares, _, high) in USERS {
            if accts.contains(acct) {
                let share = if *ushares == 0 {
                    "parent".to_string()
                } else {
                    ushares.to_string()
                };
                let qos = if *high {
                    format!("debug,{qos_all}")
                } else {
                    "debug,low,normal".into()
                };
                writeln!(f, "{CLUSTER}|{acct}|{user}|||{share}|{qos}|normal")?;
            }
        }
    }
    f.flush()?;
    let mut q = BufWriter::new(File::create(dir.join("qos.psv"))?);
    writeln!(
        q,
        "Name|Priority|GraceTime|Preempt|PreemptMode|Flags|UsageThres|UsageFactor|MaxWall"
    )?;
    for (name, prio, uf) in QOS {
        let wall = if *name == "debug" { "01:00:00" } else { "" };
        writeln!(q, "{name}|{prio}|00:00:00||cluster|||{uf:.6}|{wall}")?;
    }
    q.flush()
}

/// One allocation being written.
struct Alloc {
    job_id: String,
    raw: u64,
    user: usize,
    account: &'static str,
    part: &'static PartitionDef,
    qos: &'static str,
    submit: NaiveDateTime,
    eligible: NaiveDateTime,
    start: NaiveDateTime,
    end: NaiveDateTime,
    limit_s: i64,
    cpus: u32,
    nodes: u32,
    gpus_per_node: u32,
    mem_per_cpu: u64,
    name: &'static str,
    outcome: (&'static str, &'static str),
    first_node: usize,
}

/// (AllocTRES, ReqTRES) as sacct prints them, with `billing=` truncated as Slurm records it.
fn tres(a: &Alloc) -> (String, String) {
    let mem_mb = a.mem_per_cpu * u64::from(a.cpus);
    let gpus = a.gpus_per_node * a.nodes;
    let mut counts = vec![
        ("cpu".to_string(), f64::from(a.cpus)),
        ("mem".to_string(), mem_mb as f64),
        ("node".to_string(), f64::from(a.nodes)),
    ];
    if gpus > 0 {
        counts.push(("gres/gpu".to_string(), f64::from(gpus)));
    }
    let weights = a
        .part
        .weights
        .map(|w| parse_weights(w).expect("generator weights parse"));
    let b = billing(&counts, weights.as_ref(), BillingMode::Sum).floor() as u64;
    let (gres_alloc, gres_req) = if gpus > 0 {
        (
            format!("gres/gpu={gpus},gres/gpu:a100={gpus},"),
            format!("gres/gpu={gpus},"),
        )
    } else {
        (String::new(), String::new())
    };
    let rest = format!("mem={},node={}", mem(mem_mb), a.nodes);
    (
        format!("billing={b},cpu={},{gres_alloc}{rest}", a.cpus),
        format!("billing={b},cpu={},{gres_req}{rest}", a.cpus),
    )
}

fn node_list(a: &Alloc) -> String {
    let p = a.part;
    let first = a.first_node % (p.nodes - a.nodes as usize + 1) + 1;
    if a.nodes == 1 {
        format!("{}{first:02}", p.prefix)
    } else {
        format!(
            "{}[{first:02}-{:02}]",
            p.prefix,
            first + a.nodes as usize - 1
        )
    }
}

fn write_alloc(
    f: &mut impl Write,
    a: &Alloc,
    dump_end: NaiveDateTime,
    steps: bool,
) -> io::Result<()> {
    let (user, ..) = USERS[a.user];
    let uid = 10_000 + a.user;
    let (alloc_tres, req_tres) = tres(a);
    let pending = a.start > dump_end;
    let cancelled_early = a.outcome.0 == "CANCELLED" && a.end <= a.start;
    let running = !pending && !cancelled_early && a.end > dump_end;
    let (state, exit, start, end, elapsed, nodelist, alloc, reason) = if pending {
        (
            "PENDING".to_string(),
            "0:0",
            "Unknown".into(),
            "Unknown".into(),
            0,
            "None assigned".into(),
            String::new(),
            "Priority",
        )
    } else if cancelled_early {
        (
            format!("CANCELLED by {uid}"),
            "0:0",
            "None".into(),
            ts(a.end),
            0,
            "None assigned".into(),
            String::new(),
            "None",
        )
    } else if running {
        (
            "RUNNING".to_string(),
            "0:0",
            ts(a.start),
            "Unknown".into(),
            (dump_end - a.start).num_seconds(),
            node_list(a),
            alloc_tres.clone(),
            "None",
        )
    } else {
        let state = if a.outcome.0 == "CANCELLED" {
            format!("CANCELLED by {uid}")
        } else {
            a.outcome.0.to_string()
        };
        (
            state,
            a.outcome.1,
            ts(a.start),
            ts(a.end),
            (a.end - a.start).num_seconds(),
            node_list(a),
            alloc_tres.clone(),
            "None",
        )
    };
    let flags = if a.raw.is_multiple_of(3) {
        "SchedBackfill"
    } else {
        "SchedMain"
    };
    writeln!(
        f,
        "{}|{}|{CLUSTER}|{}|{}|{user}|{user}|{uid}|{}|{}|{}|{start}|{end}|{}|{elapsed}|{state}|{exit}|{}|{}|{}|{}M|{req_tres}|{alloc}|{}|{nodelist}|{reason}|{flags}|{}",
        a.job_id, a.raw, a.part.name, a.account, a.qos, ts(a.submit), ts(a.eligible), duration(elapsed),
        a.nodes, a.cpus, a.cpus, a.mem_per_cpu * u64::from(a.cpus) / u64::from(a.nodes),
        duration(a.limit_s), a.name
    )?;
    if steps && !pending && !cancelled_early {
        let step_state = if running {
            "RUNNING"
        } else if a.outcome.0 == "COMPLETED" {
            "COMPLETED"
        } else {
            "FAILED"
        };
        let batch_state = if a.outcome.0 == "CANCELLED" || a.outcome.0 == "TIMEOUT" {
            "CANCELLED"
        } else {
            step_state
        };
        for (step, st, ex) in [
            ("batch", batch_state, a.outcome.1),
            (
                "extern",
                if running { "RUNNING" } else { "COMPLETED" },
                "0:0",
            ),
        ] {
            writeln!(
                f,
                "{}.{step}|{}.{step}|{CLUSTER}||{}|||||{start}|{start}|{start}|{end}|{}|{elapsed}|{st}|{ex}|{}|{}||||{alloc}||{nodelist}|||{step}",
                a.job_id, a.raw, a.account, duration(elapsed), a.nodes, a.cpus
            )?;
        }
    }
    Ok(())
}

/// Maps a fraction of the span to seconds from its start so that daytime (07–20 h) gets
/// 2.5 times the submissions of night-time per hour.
fn diurnal_seconds(fraction: f64, days: i64) -> i64 {
    const NIGHT: f64 = 0.4;
    let x = fraction * days as f64;
    let day = x.floor();
    let weight_per_day = 13.0 + 11.0 * NIGHT;
    let mut w = (x - day) * weight_per_day;
    // walk the day's hours, each worth its weight
    let mut hour = 0.0;
    for h in 0..24 {
        let hw = if (7..20).contains(&h) { 1.0 } else { NIGHT };
        if w <= hw {
            hour = f64::from(h) + w / hw;
            break;
        }
        w -= hw;
    }
    ((day * 24.0 + hour) * 3600.0) as i64
}

fn pick_weighted(rng: &mut Pcg64, weights: &[f64]) -> usize {
    let total: f64 = weights.iter().sum();
    let mut x = rng.random::<f64>() * total;
    for (i, w) in weights.iter().enumerate() {
        if x < *w {
            return i;
        }
        x -= w;
    }
    weights.len() - 1
}

/// Writes slurm.conf, assoc.psv, qos.psv and sacct.psv into `dir`.
pub fn generate(cfg: &GenConfig, dir: &Path) -> io::Result<()> {
    std::fs::create_dir_all(dir)?;
    write_conf(dir)?;
    write_tree(dir)?;
    let mut rng = Pcg64::seed_from_u64(cfg.seed);
    let begin = start_time();
    let span_s = cfg.days * 86400;
    let dump_end = begin + Duration::seconds(span_s);
    let user_weight: Vec<f64> = (0..USERS.len())
        .map(|i| 1.0 / ((i % 13) as f64 + 1.0).powf(0.9))
        .collect();
    let mut f = BufWriter::with_capacity(1 << 20, File::create(dir.join("sacct.psv"))?);
    writeln!(f, "JobID|JobIDRaw|Cluster|Partition|Account|Group|User|UID|QOS|Submit|Eligible|Start|End|Elapsed|ElapsedRaw|State|ExitCode|NNodes|NCPUS|ReqCPUS|ReqMem|ReqTRES|AllocTRES|Timelimit|NodeList|Reason|Flags|JobName")?;
    let mut written = 0u64;
    let mut next_id = 100_000u64;
    while written < cfg.jobs {
        // Allocation k is submitted in stratum k of the span (so submissions come in time
        // order and end with the span), warped to a day/night rhythm.
        let stratum = (written as f64 + rng.random::<f64>()) / cfg.jobs as f64;
        let submit = begin + Duration::seconds(diurnal_seconds(stratum, cfg.days).min(span_s - 1));
        let user = pick_weighted(&mut rng, &user_weight);
        let (_, accounts, _, gpu_affinity, high_ok) = USERS[user];
        let account = if accounts.len() > 1 && rng.random::<f64>() < 0.25 {
            accounts[1]
        } else {
            accounts[0]
        };
        let r = rng.random::<f64>();
        let part = if r < gpu_affinity * 0.8 {
            &PARTITIONS[1]
        } else if r > 0.93 {
            &PARTITIONS[2]
        } else {
            &PARTITIONS[0]
        };
        let qos = if part.name == "debug" {
            "debug"
        } else {
            match rng.random::<f64>() {
                x if x < 0.1 && high_ok => "high",
                x if x > 0.9 => "low",
                _ => "normal",
            }
        };
        let (cpus, nodes, gpus_per_node) = match part.name {
            "gpu" => {
                let g = [1, 1, 2, 4][rng.random_range(0..4)];
                let n = if rng.random::<f64>() < 0.1 { 2 } else { 1 };
                (8 * g * n, n, g)
            }
            "debug" => ([1, 2, 4, 8, 16][rng.random_range(0..5)], 1, 0),
            _ => {
                let c: u32 = [1, 1, 2, 4, 8, 16, 32, 64, 128, 256][pick_weighted(
                    &mut rng,
                    &[6.0, 4.0, 4.0, 5.0, 5.0, 4.0, 3.0, 2.0, 1.0, 0.5],
                )];
                (c, c.div_ceil(part.cpus), 0)
            }
        };
        let mem_per_cpu = [1000u64, 2000, 4000, 8000][rng.random_range(0..4)];
        let limit_s = part.limits_s[rng.random_range(0..part.limits_s.len())];
        let name = JOB_NAMES[rng.random_range(0..JOB_NAMES.len())];
        let remaining = u32::try_from(cfg.jobs - written).unwrap_or(u32::MAX);
        let tasks: u32 = if rng.random::<f64>() < 0.04 && remaining > 1 {
            rng.random_range(2..=25).min(remaining)
        } else {
            1
        };
        let base = next_id;
        // an array's tasks take ids after the master's (the last task keeps the master's id)
        next_id += if tasks > 1 { u64::from(tasks) + 1 } else { 1 };
        let delayed = rng.random::<f64>() < 0.05;
        let eligible = submit
            + Duration::seconds(if delayed {
                rng.random_range(60..4 * 3600)
            } else {
                0
            });
        let mut pending_tasks = Vec::new();
        let mut pending_proto: Option<Alloc> = None;
        for task in 1..=tasks {
            let mean_wait = match (part.name, qos) {
                ("debug", _) => 300.0,
                ("gpu", "high") => 4.0 * 3600.0,
                ("gpu", _) => 12.0 * 3600.0,
                (_, "high") => 1800.0,
                (_, "low") => 8.0 * 3600.0,
                _ => 2.0 * 3600.0,
            } * (1.0 + f64::from(cpus) / 64.0)
                * cfg.wait_scale;
            let wait = (-mean_wait * (1.0f64 - rng.random::<f64>()).ln()) as i64
                + i64::from(task - 1) * 30;
            let start = eligible + Duration::seconds(wait);
            let outcome = match rng.random::<f64>() {
                x if x < 0.78 => ("COMPLETED", "0:0"),
                x if x < 0.86 => ("FAILED", "1:0"),
                x if x < 0.93 => ("CANCELLED", "0:15"),
                x if x < 0.98 => ("TIMEOUT", "0:15"),
                x if x < 0.995 => ("OUT_OF_MEMORY", "0:125"),
                _ => ("NODE_FAIL", "0:0"),
            };
            let runtime = match outcome.0 {
                "TIMEOUT" => limit_s,
                _ => ((rng.random::<f64>().powi(2) * limit_s as f64) as i64).max(20),
            };
            let end = if outcome.0 == "CANCELLED" && rng.random::<f64>() < 0.4 {
                start - Duration::seconds(wait.min(600) / 2) // cancelled while pending
            } else {
                start + Duration::seconds(runtime)
            };
            let (job_id, raw) = if tasks == 1 {
                (base.to_string(), base)
            } else {
                (
                    format!("{base}_{task}"),
                    if task == tasks {
                        base
                    } else {
                        base + u64::from(task)
                    },
                )
            };
            let alloc = Alloc {
                job_id,
                raw,
                user,
                account,
                part,
                qos,
                submit,
                eligible,
                start,
                end,
                limit_s,
                cpus,
                nodes,
                gpus_per_node,
                mem_per_cpu,
                name,
                outcome,
                first_node: rng.random_range(0..64),
            };
            if tasks > 1 && start > dump_end {
                pending_tasks.push(task);
                pending_proto.get_or_insert(alloc);
                continue;
            }
            write_alloc(&mut f, &alloc, dump_end, !cfg.allocations_only)?;
            written += 1;
        }
        if let Some(mut proto) = pending_proto {
            proto.job_id = format!("{base}_[{}]", ranges(&pending_tasks));
            proto.raw = base;
            write_alloc(&mut f, &proto, dump_end, false)?;
            written += pending_tasks.len() as u64;
        }
    }
    f.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_bytes_and_different_seed_differs() {
        let dirs: Vec<_> = (0..3).map(|_| tempfile::tempdir().unwrap()).collect();
        for (d, seed) in dirs.iter().zip([7, 7, 8]) {
            generate(
                &GenConfig {
                    jobs: 300,
                    seed,
                    days: 5,
                    allocations_only: false,
                    wait_scale: 1.0,
                },
                d.path(),
            )
            .unwrap();
        }
        let read = |d: &tempfile::TempDir| std::fs::read(d.path().join("sacct.psv")).unwrap();
        assert_eq!(read(&dirs[0]), read(&dirs[1]));
        assert_ne!(read(&dirs[0]), read(&dirs[2]));
    }
}
