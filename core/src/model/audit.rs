//! The fairness audit of a window: per association, the share promised (normalized shares)
//! against the share of billed usage delivered, waits, and fairshare over the window; and
//! cluster-wide indices. Plain numbers in, plain numbers out.

use crate::model::efficiency::Efficiency;
use crate::model::shares::Tree;
use crate::model::waits::{By, WaitRow};

/// One job's part in the window.
#[derive(Debug, Clone, PartialEq)]
pub struct AuditJob {
    pub node: usize,
    /// Billing × seconds it ran inside the window (UsageFactor applied).
    pub billed: f64,
    /// Eligible → start, for a job that started inside the window.
    pub wait_s: Option<f64>,
}

/// One association's figures; an account's include its sub-tree.
#[derive(Debug, Clone, PartialEq)]
pub struct AuditRow {
    pub node: usize,
    /// Its share of the cluster as promised: shares normalized down the tree.
    pub promised: f64,
    /// Its share of the window's billed usage.
    pub delivered: f64,
    /// delivered / promised (None without shares).
    pub ratio: Option<f64>,
    /// Jobs that started in the window.
    pub jobs: usize,
    pub wait_p50_s: Option<f64>,
    pub wait_p90_s: Option<f64>,
    /// Fairshare factor at the start, at the end and its mean over the samples (users).
    pub fairshare_start: Option<f64>,
    pub fairshare_end: Option<f64>,
    pub fairshare_mean: Option<f64>,
    /// Got at least 1.5× its share.
    pub over_served: bool,
    /// Got less than 2/3 of its share while its median wait was at least twice the
    /// cluster's.
    pub starved: bool,
}

/// The whole audit.
#[derive(Debug, Clone, PartialEq)]
pub struct Audit {
    /// In the tree's order (sshare's).
    pub rows: Vec<AuditRow>,
    pub cluster_wait_p50_s: Option<f64>,
    /// Jain's index and Gini coefficient of delivered/promised over the users that ran
    /// jobs in the window (users without demand are left out: they asked for nothing).
    pub jain: Option<f64>,
    pub gini: Option<f64>,
    /// Spearman's rank correlation, over the users that ran jobs, of their mean fairshare
    /// factor and their median wait: negative when waits tracked fairshare.
    pub wait_fairshare_correlation: Option<f64>,
}

/// An audit with what rendering it needs: the window, the tree and the fairshare samples.
pub struct AuditReport {
    pub cluster: String,
    pub from: i64,
    pub to: i64,
    pub tree: Tree,
    pub audit: Audit,
    /// Fairshare samples: (moment, factor per association).
    pub samples: Vec<(i64, Vec<Option<f64>>)>,
    /// What the user should know about the inputs.
    pub notes: Vec<String>,
    /// The priority settings in force (slurm.conf's Priority* keys and the Slurm release, with
    /// the run's overrides), as KEY, VALUE.
    pub settings: Vec<(String, String)>,
    /// The first and last moment the history holds (epoch seconds).
    pub data_span: (Option<i64>, Option<i64>),
    /// The waits of the jobs that started in the window, by partition, QOS, size and
    /// fairshare band, each alone.
    pub waits: Vec<(By, Vec<WaitRow>)>,
    /// How well each association (indexed as the tree's nodes) used what its jobs that
    /// ended in the window were given.
    pub efficiency: Vec<Efficiency>,
}

/// The `p`-th percentile (0..=100) by linear interpolation between closest ranks.
pub fn percentile(values: &[f64], p: f64) -> Option<f64> {
    if values.is_empty() {
        return None;
    }
    let mut v = values.to_vec();
    let pos = p / 100.0 * (v.len() - 1) as f64;
    let (lo, hi) = (pos.floor() as usize, pos.ceil() as usize);
    // The ranks selected rather than every value sorted (a month's million waits, each
    // percentile of each account).
    let (_, &mut low, above) = v.select_nth_unstable_by(lo, f64::total_cmp);
    let high = match hi > lo {
        true => above.iter().copied().min_by(f64::total_cmp)?,
        false => low,
    };
    Some(low + (high - low) * (pos - lo as f64))
}

/// Jain's fairness index (Σx)² / (n Σx²): 1 when all equal.
pub fn jain(x: &[f64]) -> Option<f64> {
    let sq: f64 = x.iter().map(|v| v * v).sum();
    (sq > 0.0).then(|| x.iter().sum::<f64>().powi(2) / (x.len() as f64 * sq))
}

/// Gini coefficient Σᵢ Σⱼ |xᵢ − xⱼ| / (2 n² mean): 0 when all equal.
pub fn gini(x: &[f64]) -> Option<f64> {
    let n = x.len() as f64;
    let mean = x.iter().sum::<f64>() / n;
    if x.is_empty() || mean <= 0.0 {
        return None;
    }
    let diffs: f64 = x
        .iter()
        .map(|a| x.iter().map(|b| (a - b).abs()).sum::<f64>())
        .sum();
    Some(diffs / (2.0 * n * n * mean))
}

/// Ranks from 1, ties sharing their mean rank.
fn ranks(x: &[f64]) -> Vec<f64> {
    let mut idx: Vec<usize> = (0..x.len()).collect();
    idx.sort_by(|&a, &b| x[a].total_cmp(&x[b]));
    let mut r = vec![0.0; x.len()];
    let mut k = 0;
    while k < idx.len() {
        let mut e = k;
        while e + 1 < idx.len() && x[idx[e + 1]] == x[idx[k]] {
            e += 1;
        }
        let mean = (k + e) as f64 / 2.0 + 1.0;
        for &i in &idx[k..=e] {
            r[i] = mean;
        }
        k = e + 1;
    }
    r
}

/// Spearman's rank correlation (Pearson's on ranks); None with fewer than 3 pairs or a
/// constant side.
pub fn spearman(x: &[f64], y: &[f64]) -> Option<f64> {
    if x.len() < 3 || x.len() != y.len() {
        return None;
    }
    let (rx, ry) = (ranks(x), ranks(y));
    let n = x.len() as f64;
    let (mx, my) = (rx.iter().sum::<f64>() / n, ry.iter().sum::<f64>() / n);
    let cov: f64 = rx.iter().zip(&ry).map(|(a, b)| (a - mx) * (b - my)).sum();
    let (vx, vy): (f64, f64) = (
        rx.iter().map(|a| (a - mx).powi(2)).sum(),
        ry.iter().map(|b| (b - my).powi(2)).sum(),
    );
    (vx > 0.0 && vy > 0.0).then(|| cov / (vx * vy).sqrt())
}

/// Audits the window. `fairshare[s][node]` is the factor at sample `s` (the first at the
/// window's start, the last at its end).
pub fn audit(tree: &Tree, jobs: &[AuditJob], fairshare: &[Vec<Option<f64>>]) -> Audit {
    let n = tree.nodes.len();
    let mut billed = vec![0.0; n];
    let mut waits: Vec<Vec<f64>> = vec![Vec::new(); n];
    let mut own_waits: Vec<Vec<f64>> = vec![Vec::new(); n];
    for j in jobs {
        if let Some(w) = j.wait_s {
            own_waits[j.node].push(w);
        }
        let mut k = Some(j.node);
        while let Some(i) = k {
            billed[i] += j.billed;
            if let Some(w) = j.wait_s {
                waits[i].push(w);
            }
            k = tree.nodes[i].parent;
        }
    }
    let total = billed[tree.root];
    let all_waits: Vec<f64> = own_waits.iter().flatten().copied().collect();
    let cluster_p50 = percentile(&all_waits, 50.0);
    let mut rows = Vec::new();
    for i in tree.sshare_order() {
        if i == tree.root {
            continue;
        }
        let promised = tree.norm_shares_classic(i);
        let delivered = if total > 0.0 { billed[i] / total } else { 0.0 };
        let ratio = (promised > 0.0).then(|| delivered / promised);
        let fs: Vec<f64> = fairshare.iter().filter_map(|s| s[i]).collect();
        let p50 = percentile(&waits[i], 50.0);
        rows.push(AuditRow {
            node: i,
            promised,
            delivered,
            ratio,
            jobs: waits[i].len(),
            wait_p50_s: p50,
            wait_p90_s: percentile(&waits[i], 90.0),
            fairshare_start: fairshare.first().and_then(|s| s[i]),
            fairshare_end: fairshare.last().and_then(|s| s[i]),
            fairshare_mean: (!fs.is_empty()).then(|| fs.iter().sum::<f64>() / fs.len() as f64),
            over_served: ratio.is_some_and(|r| r >= 1.5),
            starved: ratio.is_some_and(|r| r < 2.0 / 3.0)
                && matches!((p50, cluster_p50), (Some(w), Some(c)) if c > 0.0 && w >= 2.0 * c),
        });
    }
    // Users with demand: they ran jobs in the window.
    let users: Vec<&AuditRow> = rows
        .iter()
        .filter(|r| tree.nodes[r.node].is_user() && r.jobs > 0)
        .collect();
    let normalized: Vec<f64> = users.iter().filter_map(|r| r.ratio).collect();
    let (fs, wait): (Vec<f64>, Vec<f64>) = users
        .iter()
        .filter_map(|r| Some((r.fairshare_mean?, r.wait_p50_s?)))
        .unzip();
    Audit {
        cluster_wait_p50_s: cluster_p50,
        jain: jain(&normalized),
        gini: gini(&normalized),
        wait_fairshare_correlation: spearman(&fs, &wait),
        rows,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Selection finds the ranks sorting would: values with repeats, every percentile.
    #[test]
    fn percentiles_are_the_sorted_ranks() {
        let mut x: u64 = 7;
        for n in 1..60 {
            let values: Vec<f64> = (0..n)
                .map(|_| {
                    x = x
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    ((x >> 33) % 17) as f64 * 0.5
                })
                .collect();
            let mut sorted = values.clone();
            sorted.sort_by(f64::total_cmp);
            for p in [0.0, 10.0, 25.0, 50.0, 62.5, 90.0, 99.0, 100.0] {
                let pos = p / 100.0 * (n - 1) as f64;
                let (lo, hi) = (pos.floor() as usize, pos.ceil() as usize);
                let want = sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo as f64);
                assert_eq!(percentile(&values, p), Some(want), "n {n}, p {p}");
            }
        }
    }

    #[test]
    fn indices_by_hand() {
        assert_eq!(percentile(&[4.0, 1.0, 3.0, 2.0], 50.0), Some(2.5));
        assert_eq!(
            percentile(&[10.0, 20.0, 30.0, 40.0, 50.0], 90.0),
            Some(46.0)
        );
        // Shares delivered 2×, 1×, 1×, 0×: Σ = 4, Σx² = 6 → J = 16 / 24.
        assert_eq!(jain(&[2.0, 1.0, 1.0, 0.0]), Some(16.0 / 24.0));
        // Pairwise |differences| sum to 2·(1+1+2+0+1+1) = 12; 2·n²·mean = 2·16·1 = 32.
        assert_eq!(gini(&[2.0, 1.0, 1.0, 0.0]), Some(12.0 / 32.0));
        assert_eq!(jain(&[1.0, 1.0]), Some(1.0));
        assert_eq!(gini(&[3.0, 3.0, 3.0]), Some(0.0));
        assert_eq!(spearman(&[1.0, 2.0, 3.0], &[30.0, 20.0, 10.0]), Some(-1.0));
        // Ties take their mean rank: x ranks 1, 2.5, 2.5, 4.
        let r = spearman(&[1.0, 2.0, 2.0, 3.0], &[1.0, 2.0, 3.0, 4.0]).unwrap();
        assert!((r - 0.948_683_298).abs() < 1e-9, "{r}");
        assert_eq!(spearman(&[1.0, 1.0, 1.0], &[1.0, 2.0, 3.0]), None);
    }
}
