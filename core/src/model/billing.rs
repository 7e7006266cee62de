//! Billing: the weighted sum (or max) of a job's allocated TRES (spec §2).
//! Pure: takes parsed TRES and weights, knows nothing of where they came from.

/// How TRESBillingWeights combine (PriorityFlags MAX_TRES / MAX_TRES_GRES, spec §2.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BillingMode {
    Sum,
    MaxTres,
    /// 25.05+: GRES terms summed, added to the max of cpu/mem/node.
    MaxTresGres,
}

/// One TRESBillingWeights entry, already divided down to the TRES's base unit (MB for mem).
#[derive(Debug, Clone, PartialEq)]
pub struct TresWeight {
    /// Lower-case TRES name as sacct prints it: `cpu`, `mem`, `gres/gpu`, `gres/gpu:a100`.
    pub tres: String,
    pub per_base_unit: f64,
}

/// A partition's TRESBillingWeights.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct BillingWeights {
    pub weights: Vec<TresWeight>,
}

fn is_node_class(tres: &str, gres_in_max: bool) -> bool {
    matches!(tres, "cpu" | "mem" | "node") || (gres_in_max && tres.starts_with("gres/"))
}

/// Billing of one job from its allocated TRES totals (spec §2.2); untruncated, as fairshare
/// usage uses it. `None` weights (partition without TRESBillingWeights) bill the CPU count.
pub fn billing(
    alloc: &[(String, f64)],
    weights: Option<&BillingWeights>,
    mode: BillingMode,
) -> f64 {
    let count = |name: &str| {
        alloc
            .iter()
            .find(|(t, _)| t == name)
            .map_or(0.0, |(_, c)| *c)
    };
    let Some(weights) = weights else {
        return count("cpu");
    };
    let mut max_term: f64 = 0.0;
    let mut sum = 0.0;
    for w in weights.weights.iter().filter(|w| w.tres != "billing") {
        let term = count(&w.tres) * w.per_base_unit;
        let in_max = match mode {
            BillingMode::Sum => false,
            BillingMode::MaxTres => is_node_class(&w.tres, true),
            BillingMode::MaxTresGres => is_node_class(&w.tres, false),
        };
        if in_max {
            max_term = max_term.max(term);
        } else {
            sum += term;
        }
    }
    max_term + sum
}

#[cfg(test)]
mod tests {
    use super::*;

    fn weights(list: &[(&str, f64)]) -> BillingWeights {
        BillingWeights {
            weights: list
                .iter()
                .map(|(t, w)| TresWeight {
                    tres: t.to_string(),
                    per_base_unit: *w,
                })
                .collect(),
        }
    }

    fn alloc(list: &[(&str, f64)]) -> Vec<(String, f64)> {
        list.iter().map(|(t, c)| (t.to_string(), *c)).collect()
    }

    const GB: f64 = 1024.0;

    #[test]
    fn spec_2_3_worked_examples() {
        let w = weights(&[("cpu", 1.0), ("mem", 0.25 / 1024.0)]);
        let cases = [
            (1.0, 60.0 * GB, 16.0, 15.0),
            (16.0, 1.0 * GB, 16.25, 16.0),
            (16.0, 60.0 * GB, 31.0, 16.0),
        ];
        for (cpu, mem, sum, max) in cases {
            let a = alloc(&[("cpu", cpu), ("mem", mem), ("node", 1.0)]);
            assert_eq!(billing(&a, Some(&w), BillingMode::Sum), sum);
            assert_eq!(billing(&a, Some(&w), BillingMode::MaxTres), max);
        }
    }

    #[test]
    fn spec_tres_doc_examples_with_gpu_and_license() {
        let w = weights(&[("cpu", 1.0), ("mem", 0.25 / 1024.0), ("gres/gpu", 2.0)]);
        let a = alloc(&[("cpu", 1.0), ("mem", 8.0 * GB)]);
        assert_eq!(billing(&a, Some(&w), BillingMode::Sum), 3.0);
        assert_eq!(billing(&a, Some(&w), BillingMode::MaxTres), 2.0);
        let with_gpu = alloc(&[("cpu", 1.0), ("mem", 8.0 * GB), ("gres/gpu", 1.0)]);
        assert_eq!(billing(&with_gpu, Some(&w), BillingMode::MaxTresGres), 4.0);
        let lic = weights(&[("cpu", 1.0), ("mem", 0.25 / 1024.0), ("license/lica", 1.5)]);
        let a = alloc(&[("cpu", 1.0), ("mem", 8.0 * GB), ("license/lica", 1.0)]);
        assert_eq!(billing(&a, Some(&lic), BillingMode::Sum), 4.5);
        let a = alloc(&[("cpu", 1.0), ("mem", 10.0 * GB), ("license/lica", 1.0)]);
        assert_eq!(billing(&a, Some(&lic), BillingMode::MaxTres), 2.5 + 1.5);
    }

    #[test]
    fn no_weights_bills_cpus_and_billing_weight_is_ignored() {
        let a = alloc(&[("cpu", 12.0), ("mem", 4.0 * GB), ("billing", 99.0)]);
        assert_eq!(billing(&a, None, BillingMode::Sum), 12.0);
        let w = weights(&[("billing", 5.0), ("cpu", 0.5)]);
        assert_eq!(billing(&a, Some(&w), BillingMode::Sum), 6.0);
    }
}
