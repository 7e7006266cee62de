//! Fair Tree (spec §6): LevelFS = S/U per sibling list, siblings ranked by LevelFS, users
//! numbered from the top; ties as Slurm's code does them (not as its documentation says).

use super::{FsRow, LevelFs};
use crate::model::shares::Tree;

/// NO_VAL as a long double: what a `parent` account's LevelFS is.
const NO_VAL: f64 = 4_294_967_294.0;

fn level_fs(tree: &Tree, i: usize, s: f64, u: f64) -> f64 {
    let node = &tree.nodes[i];
    match (node.use_parent(), node.is_user()) {
        (true, true) => f64::INFINITY,
        (true, false) => NO_VAL,
        _ if s == 0.0 => 0.0,
        _ if u == 0.0 => f64::INFINITY,
        _ => s / u,
    }
}

struct Ranking {
    n: f64,
    rank: f64,
    rnt: f64,
    fs: Vec<Option<f64>>,
}

pub(super) fn compute(
    tree: &Tree,
    raw: &[f64],
    usage_norm: &dyn Fn(usize) -> Option<f64>,
) -> Vec<FsRow> {
    let n = tree.nodes.len();
    let mut efctv = vec![0.0; n];
    let mut lfs = vec![0.0; n];
    for i in 0..n {
        if i == tree.root {
            continue;
        }
        let parent_raw = tree.fs_parent(i).map_or(0.0, |p| raw[p]);
        efctv[i] = if parent_raw == 0.0 {
            0.0
        } else {
            raw[i] / parent_raw
        };
        lfs[i] = level_fs(tree, i, tree.norm_shares_fair_tree(i), efctv[i]);
    }
    let users = tree.user_count() as f64;
    let mut r = Ranking {
        n: users,
        rank: users,
        rnt: users,
        fs: vec![None; n],
    };
    rank_level(tree, &tree.fs_children(tree.root), false, &lfs, &mut r);
    (0..n)
        .map(|i| {
            let node = &tree.nodes[i];
            let level = if i == tree.root || node.use_parent() {
                None
            } else if lfs[i].is_infinite() {
                Some(LevelFs::Infinite)
            } else if lfs[i] == NO_VAL {
                Some(LevelFs::NoVal)
            } else {
                Some(LevelFs::Value(lfs[i]))
            };
            FsRow {
                norm_shares: tree.norm_shares_fair_tree(i),
                usage_norm: usage_norm(i),
                usage_efctv: Some(if i == tree.root { 1.0 } else { efctv[i] }),
                level_fs: level,
                fairshare: if node.is_user() { r.fs[i] } else { None },
            }
        })
        .collect()
}

fn rank_level(tree: &Tree, siblings: &[usize], account_tied: bool, lfs: &[f64], r: &mut Ranking) {
    let mut sorted = siblings.to_vec();
    // Stable: equal LevelFS keeps lft order, users first (Slurm's _cmp_level_fs).
    sorted.sort_by(|&a, &b| {
        let (ua, ub) = (tree.nodes[a].is_user(), tree.nodes[b].is_user());
        if lfs[a] == lfs[b] {
            ub.cmp(&ua)
        } else if lfs[a] > lfs[b] {
            std::cmp::Ordering::Less
        } else {
            std::cmp::Ordering::Greater
        }
    });
    let mut prev = NO_VAL;
    for (pos, &i) in sorted.iter().enumerate() {
        let tied = (pos == 0 && account_tied) || prev == lfs[i];
        if tree.nodes[i].is_user() {
            if !tied {
                r.rank = r.rnt;
            }
            r.fs[i] = Some(r.rank / r.n);
            r.rnt -= 1.0;
        } else {
            rank_level(tree, &tree.fs_children(i), tied, lfs, r);
        }
        prev = lfs[i];
    }
}

#[cfg(test)]
mod tests {
    use super::super::{compute as fairshare, Algorithm, LevelFs};
    use crate::model::shares::tests::{acct, id, tv5, user};
    use crate::model::shares::Tree;

    fn raw_for(tree: &Tree, users: &[(&str, &str, f64)]) -> Vec<f64> {
        let mut raw = vec![0.0; tree.nodes.len()];
        for (a, u, v) in users {
            let mut i = id(tree, a, u);
            loop {
                raw[i] += v;
                match tree.nodes[i].parent {
                    Some(p) => i = p,
                    None => break,
                }
            }
        }
        raw
    }

    #[test]
    fn spec_tv6() {
        let t = tv5();
        let raw = raw_for(
            &t,
            &[
                ("B", "u1", 20.0),
                ("C", "u2", 25.0),
                ("E", "u4", 25.0),
                ("G", "u6", 30.0),
            ],
        );
        let rows = fairshare(&t, &raw, Algorithm::FairTree);
        let fs = |a, u| rows[id(&t, a, u)].fairshare.unwrap();
        let expect = [
            ("F", "u5", 1.0),
            ("E", "u4", 5.0 / 6.0),
            ("B", "u1", 4.0 / 6.0),
            ("C", "u3", 0.5),
            ("C", "u2", 2.0 / 6.0),
            ("G", "u6", 1.0 / 6.0),
        ];
        for (a, u, f) in expect {
            assert!((fs(a, u) - f).abs() < 1e-12, "{u}: {} vs {f}", fs(a, u));
        }
        let lf = |a| rows[id(&t, a, "")].level_fs;
        assert_eq!(lf("D"), Some(LevelFs::Value(0.6 / 0.25)));
        assert_eq!(lf("F"), Some(LevelFs::Infinite));
        assert_eq!(lf("G"), Some(LevelFs::Value(0.0)));
        match lf("B") {
            Some(LevelFs::Value(v)) => assert!((v - 1.6875).abs() < 1e-12),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn spec_tv7_tied_accounts_follow_the_code_not_the_docs() {
        let build = |x_first: bool| {
            let mut rows = vec![acct("root", "", 1)];
            let x = vec![
                acct("X", "root", 1),
                user("x1", "X", Some(1)),
                user("x2", "X", Some(1)),
            ];
            let y = vec![
                acct("Y", "root", 1),
                user("y1", "Y", Some(1)),
                user("y2", "Y", Some(1)),
            ];
            if x_first {
                rows.extend(x.into_iter().chain(y));
            } else {
                rows.extend(y.into_iter().chain(x));
            }
            Tree::build(&rows).unwrap()
        };
        for (x_first, expect) in [
            (
                true,
                [("x2", 1.0), ("x1", 0.75), ("y1", 0.75), ("y2", 0.25)],
            ),
            (
                false,
                [("y1", 1.0), ("y2", 0.75), ("x2", 0.75), ("x1", 0.25)],
            ),
        ] {
            let t = build(x_first);
            let raw = raw_for(&t, &[("X", "x1", 10.0), ("Y", "y1", 2.0), ("Y", "y2", 8.0)]);
            let rows = fairshare(&t, &raw, Algorithm::FairTree);
            for (u, f) in expect {
                let acct = if u.starts_with('x') { "X" } else { "Y" };
                assert_eq!(
                    rows[id(&t, acct, u)].fairshare,
                    Some(f),
                    "{u} (X first: {x_first})"
                );
            }
        }
    }
}
