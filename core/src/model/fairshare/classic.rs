//! Classic fairshare (`PriorityFlags=NO_FAIR_TREE`, spec §5): effective usage blended down
//! the tree, `F = 2^(−(U_E/S)/d)`; DEPTH_OBLIVIOUS (§5.1); and the 2.0 formula `(S − U_E + 1)/2`.
//! `compute` takes each association's normalized usage as given; `timing` says from which
//! moment slurmctld took each.

use super::{FsRow, LevelFs};
use crate::model::shares::Tree;

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Formula {
    Exponential { dampening: u32 },
    Original,
}

impl Formula {
    /// The fairshare factor of effective usage `ue` against normalized shares `s`
    /// (`priority_p_calc_fs_factor`; 0 without shares).
    pub fn factor(self, ue: f64, s: f64) -> f64 {
        if s <= 0.0 {
            return 0.0;
        }
        match self {
            Formula::Exponential { dampening } => {
                2f64.powf(-(ue / s) / f64::from(dampening.max(1)))
            }
            Formula::Original => (s - ue + 1.0) / 2.0,
        }
    }
}

/// `sibling(i, s)`: the normalized usage sibling `s` holds when `i` is evaluated
/// (DEPTH_OBLIVIOUS reads them).
fn effective_usage(
    tree: &Tree,
    i: usize,
    (un, ue): (&[f64], &[f64]),
    sibling: &dyn Fn(usize, usize) -> f64,
    depth_oblivious: bool,
) -> f64 {
    let node = &tree.nodes[i];
    let Some(p) = tree.fs_parent(i) else {
        return 1.0;
    };
    if p == tree.root {
        return un[i];
    }
    if node.use_parent() {
        return ue[p];
    }
    if depth_oblivious {
        let s = tree.norm_shares_classic(i);
        let ps = tree.norm_shares_classic(p);
        if s == 0.0 || ps == 0.0 || ue[p] == 0.0 || un[i] == 0.0 {
            return un[i];
        }
        let ratio_p = ue[p] / ps;
        let siblings: f64 = tree
            .fs_children(p)
            .iter()
            .filter(|&&c| !tree.nodes[c].use_parent())
            .map(|&c| sibling(i, c))
            .sum();
        let ratio_s = siblings / ps;
        let ratio_l = (un[i] / s) / ratio_s;
        let k = if ratio_p == 0.0 || ratio_l == 0.0 || ratio_p.ln() * ratio_l.ln() >= 0.0 {
            1.0
        } else {
            1.0 / (1.0 + (5.0 * ratio_p.ln()).powi(2))
        };
        return ratio_p * ratio_l.powf(k) * s;
    }
    match tree.level_shares(i) {
        Some(level) if level > 0 => {
            let share = f64::from(node.raw_shares.unwrap_or(0)) / level as f64;
            un[i] + (ue[p] - un[i]) * share
        }
        _ => ue[p],
    }
}

pub(super) fn compute(
    tree: &Tree,
    usage_norm: &dyn Fn(usize) -> Option<f64>,
    sibling: &dyn Fn(usize, usize) -> f64,
    formula: Formula,
    depth_oblivious: bool,
) -> Vec<FsRow> {
    let n = tree.nodes.len();
    let un: Vec<f64> = (0..n).map(|i| usage_norm(i).unwrap_or(1.0)).collect();
    let mut ue = vec![1.0; n];
    // Parents before children: walk the tree top-down.
    let mut stack = vec![tree.root];
    while let Some(i) = stack.pop() {
        if i != tree.root {
            ue[i] = effective_usage(tree, i, (&un, &ue), sibling, depth_oblivious);
        }
        stack.extend(tree.nodes[i].children.iter().copied());
    }
    (0..n)
        .map(|i| {
            let s = tree.norm_shares_classic(i);
            let factor = formula.factor(ue[i], s);
            FsRow {
                norm_shares: s,
                usage_norm: usage_norm(i),
                usage_efctv: Some(ue[i]),
                level_fs: None::<LevelFs>,
                fairshare: Some(factor),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::{compute as fairshare, Algorithm};
    use crate::model::shares::tests::{acct, id, tv5, user};
    use crate::model::shares::Tree;

    /// TV5: usage fractions u1 .2, u2 .25, u4 .25, u6 .3 (G has 0 shares), fed as raw usage.
    fn tv5_raw(t: &Tree) -> Vec<f64> {
        let mut raw = vec![0.0; t.nodes.len()];
        for (a, u, v) in [
            ("B", "u1", 0.2),
            ("C", "u2", 0.25),
            ("E", "u4", 0.25),
            ("G", "u6", 0.3),
        ] {
            let mut i = id(t, a, u);
            loop {
                raw[i] += v;
                match t.nodes[i].parent {
                    Some(p) => i = p,
                    None => break,
                }
            }
        }
        raw
    }

    #[test]
    fn spec_tv5_effective_usage_and_factors() {
        let t = tv5();
        let rows = fairshare(
            &t,
            &tv5_raw(&t),
            Algorithm::Classic {
                dampening: 1,
                depth_oblivious: false,
            },
        );
        let ue = |a, u| rows[id(&t, a, u)].usage_efctv.unwrap();
        for (a, u, v) in [
            ("A", "", 0.45),
            ("D", "", 0.25),
            ("B", "", 0.3875),
            ("C", "", 0.3),
            ("E", "", 0.25),
            ("F", "", 0.145_833_333_3),
            ("B", "u1", 0.3875),
            ("C", "u2", 0.275),
            ("C", "u3", 0.15),
            ("E", "u4", 0.25),
            ("F", "u5", 0.145_833_333_3),
        ] {
            assert!((ue(a, u) - v).abs() < 1e-9, "{a}/{u}: {} vs {v}", ue(a, u));
        }
        let f = |a, u| rows[id(&t, a, u)].fairshare.unwrap();
        for (a, u, v) in [
            ("B", "u1", 0.408479),
            ("C", "u2", 0.022097),
            ("C", "u3", 0.125),
            ("E", "u4", 0.5),
            ("F", "u5", 0.749154),
        ] {
            assert!((f(a, u) - v).abs() < 5e-7, "{u}: {} vs {v}", f(a, u));
        }
        assert_eq!(f("G", "u6"), 0.0);
        let original = fairshare(&t, &tv5_raw(&t), Algorithm::Original);
        for (a, u, v) in [
            ("B", "u1", 0.45625),
            ("C", "u2", 0.3875),
            ("C", "u3", 0.45),
            ("E", "u4", 0.5),
            ("F", "u5", 0.602_083),
        ] {
            assert!(
                (original[id(&t, a, u)].fairshare.unwrap() - v).abs() < 5e-7,
                "{u}"
            );
        }
    }

    /// Worked by hand from spec §5.1: root→A(1){C(1){u1}, D(3){u2}}, B(1){u3}; usage u1 .3,
    /// u2 .3, u3 .4. C: ratio_p = .6/.5 = 1.2, ratio_s = 1.2, ratio_l = 2 (same sign), UE = .3.
    /// D: ratio_l = 2/3 (opposite sign) so k = 1/(1 + (5 ln 1.2)²) = .546141 and
    /// UE = 1.2 × (2/3)^k × .375 = .360613. Users inherit: F = 2^(−UE/S).
    #[test]
    fn depth_oblivious_worked_example() {
        let t = Tree::build(&[
            acct("root", "", 1),
            acct("A", "root", 1),
            acct("C", "A", 1),
            user("u1", "C", Some(1)),
            acct("D", "A", 3),
            user("u2", "D", Some(1)),
            acct("B", "root", 1),
            user("u3", "B", Some(1)),
        ])
        .unwrap();
        let mut raw = vec![0.0; t.nodes.len()];
        for (a, u, v) in [("C", "u1", 0.3), ("D", "u2", 0.3), ("B", "u3", 0.4)] {
            let mut i = id(&t, a, u);
            loop {
                raw[i] += v;
                match t.nodes[i].parent {
                    Some(p) => i = p,
                    None => break,
                }
            }
        }
        let rows = fairshare(
            &t,
            &raw,
            Algorithm::Classic {
                dampening: 1,
                depth_oblivious: true,
            },
        );
        let ue = |a, u| rows[id(&t, a, u)].usage_efctv.unwrap();
        let f = |a, u| rows[id(&t, a, u)].fairshare.unwrap();
        for (a, u, v) in [
            ("A", "", 0.6),
            ("C", "", 0.3),
            ("D", "", 0.360_613),
            ("C", "u1", 0.3),
            ("D", "u2", 0.360_613),
            ("B", "u3", 0.4),
        ] {
            assert!(
                (ue(a, u) - v).abs() < 1e-6,
                "{a}/{u}: UE {} vs {v}",
                ue(a, u)
            );
        }
        for (a, u, v) in [
            ("C", "u1", 0.189_465),
            ("D", "u2", 0.513_474),
            ("B", "u3", 0.574_349),
        ] {
            assert!((f(a, u) - v).abs() < 1e-6, "{u}: F {} vs {v}", f(a, u));
        }
    }

    #[test]
    fn parent_users_take_the_accounts_usage_and_share() {
        let t = Tree::build(&[
            acct("root", "", 1),
            acct("a", "root", 1),
            acct("b", "root", 1),
            user("p", "a", None),
            user("q", "b", Some(1)),
        ])
        .unwrap();
        let mut raw = vec![0.0; t.nodes.len()];
        raw[t.root] = 4.0;
        raw[id(&t, "a", "")] = 1.0;
        raw[id(&t, "a", "p")] = 1.0;
        raw[id(&t, "b", "")] = 3.0;
        raw[id(&t, "b", "q")] = 3.0;
        let rows = fairshare(
            &t,
            &raw,
            Algorithm::Classic {
                dampening: 1,
                depth_oblivious: false,
            },
        );
        assert_eq!(
            rows[id(&t, "a", "p")].fairshare,
            rows[id(&t, "a", "")].fairshare
        );
    }
}
