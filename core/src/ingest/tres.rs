//! TRES strings: sacct's `billing=4,cpu=2,mem=2000M,node=1,gres/gpu:a100=1`, and the weight
//! lists of TRESBillingWeights / PriorityWeightTRES (`CPU=1.0,Mem=0.25G,GRES/gpu=2.0`).

use crate::model::billing::{BillingWeights, TresWeight};
use crate::model::types::{AllocTotals, TresCounts};

/// TRES whose counts are sizes in MB (spec §2.1: base unit MEGA); the type in any case.
fn is_megabytes(name: &str) -> bool {
    name.eq_ignore_ascii_case("mem")
        || name.eq_ignore_ascii_case("vmem")
        || name.get(..3).is_some_and(|t| t.eq_ignore_ascii_case("bb/"))
}

/// Lower-cases the TRES type (`GRES/gpu:A100` → `gres/gpu:A100`): types are case-insensitive
/// in Slurm, names (gres types, licenses) are not.
fn normalize_name(name: &str) -> String {
    let mut out = name.to_string();
    let type_end = name.find('/').unwrap_or(name.len());
    out[..type_end].make_ascii_lowercase();
    out
}

fn unit_power(c: char) -> Option<i32> {
    match c.to_ascii_uppercase() {
        'K' => Some(1),
        'M' => Some(2),
        'G' => Some(3),
        'T' => Some(4),
        'P' => Some(5),
        _ => None,
    }
}

/// Splits `12.5G` into (12.5, Some(3)).
fn number_and_unit(v: &str) -> Option<(f64, Option<i32>)> {
    let (num, unit) = match v.chars().last().and_then(unit_power) {
        Some(p) => (&v[..v.len() - 1], Some(p)),
        None => (v, None),
    };
    let n: f64 = num.parse().ok()?;
    n.is_finite().then_some((n, unit))
}

/// The items of a TRES count list: (name as printed, count), as `parse_tres` describes.
fn tres_items(s: &str) -> impl Iterator<Item = Result<(&str, f64), String>> {
    let items = (!s.is_empty()).then(|| s.split(','));
    items.into_iter().flatten().map(|item| {
        let Some((name, value)) = item.split_once('=') else {
            return Err(format!("TRES item \"{item}\" is not NAME=COUNT"));
        };
        if name.is_empty() || name.contains(char::is_whitespace) {
            return Err(format!("TRES item \"{item}\" has no valid name"));
        }
        let Some((n, unit)) = number_and_unit(value) else {
            return Err(format!(
                "TRES {} has count \"{value}\", not a number",
                normalize_name(name)
            ));
        };
        if n < 0.0 {
            return Err(format!(
                "TRES {} has a negative count",
                normalize_name(name)
            ));
        }
        let count = match (unit, is_megabytes(name)) {
            (Some(p), true) => n * 1024f64.powi(p - 2),
            (Some(p), false) => n * 1024f64.powi(p),
            (None, _) => n,
        };
        Ok((name, count))
    })
}

/// Parses a TRES count list as sacct prints it. Memory-like TRES are returned in MB
/// (`K`/`M`/`G`/`T`/`P` suffixes, powers of 1024); other TRES take a suffix as ×1024^k.
pub fn parse_tres(s: &str) -> Result<TresCounts, String> {
    tres_items(s)
        .map(|item| item.map(|(name, count)| (normalize_name(name), count)))
        .collect()
}

/// The totals the store keeps of a TRES count list as `parse_tres` reads it.
pub fn parse_alloc_totals(s: &str) -> Result<AllocTotals, String> {
    let mut totals = AllocTotals::default();
    for item in tres_items(s) {
        let (name, count) = item?;
        totals.add(name, count);
    }
    Ok(totals)
}

/// Checks a TRES count list as `parse_tres` reads it, keeping nothing.
pub fn check_tres(s: &str) -> Result<(), String> {
    tres_items(s).try_for_each(|item| item.map(drop))
}

/// A byte count in a TRES usage list as sacct prints TRESUsageIn* (`cpu=00:00:01,mem=3500K`:
/// sizes bare in bytes or with a K/M/G/T/P suffix; slurmdbd's own lists, bytes): `name`'s,
/// None when the list has none or it is not a size.
pub fn usage_bytes(list: &str, name: &str) -> Option<f64> {
    let value = list
        .split(',')
        .find_map(|item| item.strip_prefix(name)?.strip_prefix('='))?;
    let (n, unit) = number_and_unit(value)?;
    Some(n * 1024f64.powi(unit.unwrap_or(0)))
}

/// Parses legacy ReqMem (`31000Mn`, `3000Mc`, `4G`, `0n`) into MB and per-node/per-CPU.
pub fn parse_req_mem(s: &str) -> Result<(f64, Option<crate::model::types::MemPer>), String> {
    use crate::model::types::MemPer;
    let (body, per) = match s.chars().last() {
        Some('n') => (&s[..s.len() - 1], Some(MemPer::Node)),
        Some('c') => (&s[..s.len() - 1], Some(MemPer::Cpu)),
        _ => (s, None),
    };
    let (n, unit) = number_and_unit(body)
        .ok_or_else(|| "not a memory size such as 4000M, 31000Mn or 3000Mc".to_string())?;
    if n < 0.0 {
        return Err("negative memory size".into());
    }
    Ok((n * 1024f64.powi(unit.unwrap_or(2) - 2), per))
}

/// Parses TRESBillingWeights / PriorityWeightTRES (spec §2.1): `Type[/Name]=<number>[unit]`.
/// A unit divides the weight down to the TRES's base unit: `Mem=0.25G` is 0.25/1024 per MB.
pub fn parse_weights(s: &str) -> Result<BillingWeights, String> {
    let mut weights = Vec::new();
    for item in s.split(',').map(str::trim).filter(|i| !i.is_empty()) {
        let Some((name, value)) = item.split_once('=') else {
            return Err(format!("weight \"{item}\" is not TRES=NUMBER"));
        };
        let name = normalize_name(name.trim());
        let value = value.trim();
        let Some((n, unit)) = number_and_unit(value) else {
            return Err(format!("weight for {name} is \"{value}\", not a number"));
        };
        let base = if is_megabytes(&name) { 2 } else { 0 };
        let per_base_unit = match unit {
            Some(p) if p > base => n / 1024f64.powi(p - base),
            _ => n,
        };
        weights.push(TresWeight {
            tres: name,
            per_base_unit,
        });
    }
    Ok(BillingWeights { weights })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usage_sizes_read_in_bytes() {
        let list = "cpu=00:00:01,energy=0,fs/disk=2332,mem=3500K,pages=0,vmem=3.50M";
        assert_eq!(usage_bytes(list, "mem"), Some(3500.0 * 1024.0));
        assert_eq!(usage_bytes(list, "vmem"), Some(3.5 * 1024.0 * 1024.0));
        assert_eq!(usage_bytes(list, "fs/disk"), Some(2332.0));
        assert_eq!(usage_bytes("mem=1234", "mem"), Some(1234.0));
        assert_eq!(usage_bytes(list, "cpu"), None);
        assert_eq!(usage_bytes(list, "gres/gpumem"), None);
    }
    use crate::model::types::MemPer;

    #[test]
    fn tres_counts_with_units_and_gres_types() {
        let t = parse_tres(
            "billing=40,cpu=40,mem=62.50G,node=8,gres/gpu=2,gres/gpu:a100=2,license/matlab=1",
        )
        .unwrap();
        assert_eq!(
            t,
            vec![
                ("billing".into(), 40.0),
                ("cpu".into(), 40.0),
                ("mem".into(), 64000.0),
                ("node".into(), 8.0),
                ("gres/gpu".into(), 2.0),
                ("gres/gpu:a100".into(), 2.0),
                ("license/matlab".into(), 1.0),
            ]
        );
        assert_eq!(parse_tres("mem=2252800K").unwrap()[0].1, 2200.0);
        assert_eq!(parse_tres("mem=1T").unwrap()[0].1, 1048576.0);
        assert_eq!(parse_tres("energy=2K").unwrap()[0].1, 2048.0);
        assert_eq!(parse_tres("").unwrap(), vec![]);
    }

    #[test]
    fn alloc_totals_keep_memory_gpus_and_billing() {
        let t =
            parse_alloc_totals("billing=16,cpu=16,Mem=2G,node=1,gres/gpu:a100=2,gres/gpu:v100=1")
                .unwrap();
        assert_eq!(
            (t.mem_mb, t.gpus(), t.billing),
            (Some(2048.0), Some(3.0), Some(16.0))
        );
        // An untyped gres/gpu count is the total; typed ones are its parts.
        let t = parse_alloc_totals("GRES/gpu=4,gres/gpu:a100=2,cpu=1").unwrap();
        assert_eq!((t.mem_mb, t.gpus(), t.billing), (None, Some(4.0), None));
        assert_eq!(parse_alloc_totals("").unwrap(), AllocTotals::default());
        assert!(parse_alloc_totals("cpu=x").is_err());
    }

    #[test]
    fn bad_tres_is_rejected() {
        assert!(parse_tres("cpu").unwrap_err().contains("not NAME=COUNT"));
        assert!(parse_tres("cpu=x").unwrap_err().contains("not a number"));
        assert!(parse_tres("=4").unwrap_err().contains("no valid name"));
        assert!(parse_tres("cpu=-1").unwrap_err().contains("negative"));
        assert!(parse_tres("cpu=4,").is_err());
        for bad in ["cpu", "cpu=x", "=4", "cpu=-1", "cpu=4,"] {
            assert_eq!(check_tres(bad), parse_tres(bad).map(drop));
        }
        assert_eq!(check_tres("billing=2,mem=4G,gres/gpu:a100=1"), Ok(()));
    }

    #[test]
    fn req_mem_legacy_suffixes() {
        assert_eq!(
            parse_req_mem("31000Mn").unwrap(),
            (31000.0, Some(MemPer::Node))
        );
        assert_eq!(
            parse_req_mem("3000Mc").unwrap(),
            (3000.0, Some(MemPer::Cpu))
        );
        assert_eq!(parse_req_mem("4G").unwrap(), (4096.0, None));
        assert_eq!(parse_req_mem("0n").unwrap(), (0.0, Some(MemPer::Node)));
        assert!(parse_req_mem("lots").is_err());
    }

    #[test]
    fn weights_with_units_spec_2_1() {
        let w = parse_weights("CPU=1.0,Mem=0.25G,GRES/gpu=2.0").unwrap();
        assert_eq!(w.weights[0].tres, "cpu");
        assert_eq!(w.weights[1].tres, "mem");
        assert_eq!(w.weights[1].per_base_unit, 0.25 / 1024.0);
        assert_eq!(w.weights[2].tres, "gres/gpu");
        // mem=.25 is per MB: 8 GB -> 2048; Mem=1K is no smaller than the base unit.
        assert_eq!(
            parse_weights("mem=.25").unwrap().weights[0].per_base_unit,
            0.25
        );
        assert_eq!(
            parse_weights("Mem=1K").unwrap().weights[0].per_base_unit,
            1.0
        );
        assert_eq!(
            parse_weights("CPU=1G").unwrap().weights[0].per_base_unit,
            1.0 / 1024f64.powi(3)
        );
        assert!(parse_weights("CPU").is_err());
        assert!(parse_weights("CPU=abc").is_err());
    }
}
