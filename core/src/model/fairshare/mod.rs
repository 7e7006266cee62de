//! Fairshare factors from raw usage on the association tree: Fair Tree (spec §6, Slurm's
//! default), classic (`NO_FAIR_TREE`, spec §5, with DEPTH_OBLIVIOUS), and the original Slurm
//! 2.0 formula `(S − U_E + 1)/2`.

mod classic;
pub use classic::Formula;
mod fair_tree;
mod timing;

pub use timing::{list_order, ClassicEvents, ListedJob};

use crate::model::shares::Tree;

/// Which algorithm turns usage into fairshare.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Algorithm {
    FairTree,
    Classic {
        dampening: u32,
        depth_oblivious: bool,
    },
    /// Slurm 2.0's `F = (S − U_E + 1)/2` on classic effective usage.
    Original,
}

impl Algorithm {
    /// How effective usage becomes a fairshare factor, but under Fair Tree.
    pub fn classic_formula(self) -> Option<Formula> {
        match self {
            Algorithm::FairTree => None,
            Algorithm::Classic { dampening, .. } => Some(Formula::Exponential { dampening }),
            Algorithm::Original => Some(Formula::Original),
        }
    }
}

/// LevelFS as sshare shows it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum LevelFs {
    Value(f64),
    Infinite,
    /// NO_VAL (a `parent` account): sorts high, prints blank.
    NoVal,
}

/// One association's fairshare figures (None prints blank).
#[derive(Debug, Clone, PartialEq)]
pub struct FsRow {
    pub norm_shares: f64,
    pub usage_norm: Option<f64>,
    pub usage_efctv: Option<f64>,
    pub level_fs: Option<LevelFs>,
    pub fairshare: Option<f64>,
}

/// Fairshare as slurmctld holds it between decay cycles (Fair Tree): what the last cycle
/// computed on the tree as it was then — without the associations `added` marks, created
/// since, and with each association's shares as they were then (`shares_then`) —, which they
/// keep until the next cycle; all but NormShares, which the association manager recomputes on
/// every change to the tree (`tree` holds the shares now). An added association holds what the
/// association manager gives a new one: no NormUsage, EffectvUsage, FairShare and LevelFS 0
/// (sshare prints them so; its jobs' sprio FAIRSHARE is 0). `raw` as for `compute`.
pub fn compute_held(
    tree: &Tree,
    raw: &[f64],
    algorithm: Algorithm,
    (added, shares_then): (&[bool], &[Option<u32>]),
) -> Vec<FsRow> {
    let full = compute(tree, raw, algorithm);
    let changed = (0..tree.nodes.len()).any(|i| shares_then[i] != tree.nodes[i].raw_shares);
    if !changed && !added.iter().any(|&a| a) {
        return full;
    }
    let (mut held_tree, kept) = tree.without(added);
    for (k, &i) in kept.iter().enumerate() {
        held_tree.nodes[k].raw_shares = shares_then[i];
    }
    let held_raw: Vec<f64> = kept.iter().map(|&i| raw[i]).collect();
    let held = compute(&held_tree, &held_raw, algorithm);
    let mut out = full.clone();
    mark_added(tree, &mut out, added);
    for (k, &i) in kept.iter().enumerate() {
        out[i] = FsRow {
            norm_shares: full[i].norm_shares,
            ..held[k].clone()
        };
    }
    out
}

/// Gives each association `added` marks (created since the last cycle) what the association
/// manager gives a new one until the next cycle: no NormUsage, EffectvUsage, FairShare and
/// LevelFS 0; NormShares as computed.
pub fn mark_added(tree: &Tree, rows: &mut [FsRow], added: &[bool]) {
    for (i, r) in rows.iter_mut().enumerate().filter(|(i, _)| added[*i]) {
        *r = FsRow {
            norm_shares: r.norm_shares,
            usage_norm: None,
            usage_efctv: Some(0.0),
            level_fs: Some(LevelFs::Value(0.0)),
            fairshare: tree.nodes[i].is_user().then_some(0.0),
        };
    }
}

/// `raw` is each association's raw usage including its descendants (spec §3.3).
pub fn compute(tree: &Tree, raw: &[f64], algorithm: Algorithm) -> Vec<FsRow> {
    let root_raw = raw[tree.root];
    let usage_norm = |i: usize| -> Option<f64> {
        if i == tree.root {
            None
        } else if root_raw == 0.0 {
            Some(0.0)
        } else {
            Some((raw[i] / root_raw).min(1.0))
        }
    };
    match algorithm {
        Algorithm::FairTree => fair_tree::compute(tree, raw, &usage_norm),
        Algorithm::Classic {
            dampening,
            depth_oblivious,
        } => classic::compute(
            tree,
            &usage_norm,
            &|_, s| usage_norm(s).unwrap_or(1.0),
            classic::Formula::Exponential { dampening },
            depth_oblivious,
        ),
        Algorithm::Original => classic::compute(
            tree,
            &usage_norm,
            &|_, s| usage_norm(s).unwrap_or(1.0),
            classic::Formula::Original,
            false,
        ),
    }
}

/// Every association's fairshare as slurmctld held it at `at`, after the cycle at `cycle` (the
/// last at or before `at`), from `at_cycle`, the raw usage (descendants included) right after
/// that cycle. Fair Tree computes everything in the cycle, after its accrual; classic
/// evaluates accounts and users at other moments (`timing`), told by `events`, and under
/// DEPTH_OBLIVIOUS reads values held from the previous cycle (`previous`: the usage right
/// after it, when known).
pub fn held_at(
    tree: &Tree,
    params: &crate::model::decay::DecayParams,
    algorithm: Algorithm,
    (at_cycle, previous): (&[f64], Option<&[f64]>),
    (cycle, at): (i64, i64),
    events: &ClassicEvents,
) -> Vec<FsRow> {
    let formula = match algorithm {
        Algorithm::FairTree => return compute(tree, at_cycle, algorithm),
        Algorithm::Classic {
            dampening,
            depth_oblivious,
        } => (classic::Formula::Exponential { dampening }, depth_oblivious),
        Algorithm::Original => (classic::Formula::Original, false),
    };
    timing::classic_at(
        tree,
        params,
        formula,
        (at_cycle, previous),
        (cycle, at),
        events,
    )
}

/// Where an association stands among its rivals: users among all user associations by
/// fairshare factor, accounts among their fairshare siblings by shares over effective usage
/// (Fair Tree's LevelFS; the same ratio under classic). Competition ranking: ties share a
/// rank, the next rank skips. `(rank, out of)`; None for root.
pub fn ranks(tree: &Tree, rows: &[FsRow]) -> Vec<Option<(usize, usize)>> {
    let level = |i: usize| -> f64 {
        match rows[i].usage_efctv {
            Some(u) if u > 0.0 => rows[i].norm_shares / u,
            _ => f64::INFINITY,
        }
    };
    let rank_among = |i: usize, rivals: &[usize], key: &dyn Fn(usize) -> f64| {
        let mine = key(i);
        let ahead = rivals.iter().filter(|&&r| key(r) > mine).count();
        (ahead + 1, rivals.len())
    };
    let users: Vec<usize> = (0..tree.nodes.len())
        .filter(|&i| tree.nodes[i].is_user())
        .collect();
    let factor = |i: usize| rows[i].fairshare.unwrap_or(0.0);
    (0..tree.nodes.len())
        .map(|i| {
            if i == tree.root {
                None
            } else if tree.nodes[i].is_user() {
                Some(rank_among(i, &users, &factor))
            } else {
                let p = tree.fs_parent(i).unwrap_or(tree.root);
                Some(rank_among(i, &tree.fs_children(p), &level))
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::types::AssocRecord;

    fn rec(account: &str, parent: &str, user: &str) -> AssocRecord {
        AssocRecord {
            account: account.into(),
            parent_account: Some(if user.is_empty() { parent } else { account }.into()),
            user: user.into(),
            raw_shares: Some(1),
            ..Default::default()
        }
    }

    #[test]
    fn ranks_users_by_factor_and_accounts_by_level() {
        // root ─ a (1 share): u1, u2 ; b (1 share): u3. Usage: u1 30, u2 10, u3 60.
        let tree = Tree::build(&[
            rec("root", "", ""),
            rec("a", "root", ""),
            rec("a", "", "u1"),
            rec("a", "", "u2"),
            rec("b", "root", ""),
            rec("b", "", "u3"),
        ])
        .unwrap();
        let mut raw = vec![0.0; tree.nodes.len()];
        for (user, acct, u) in [("u1", "a", 30.0), ("u2", "a", 10.0), ("u3", "b", 60.0)] {
            raw[tree.find(acct, user, "").unwrap()] = u;
        }
        let a = tree.find("a", "", "").unwrap();
        let b = tree.find("b", "", "").unwrap();
        raw[a] = 40.0;
        raw[b] = 60.0;
        raw[tree.root] = 100.0;
        let rows = compute(&tree, &raw, Algorithm::FairTree);
        let r = ranks(&tree, &rows);
        // a is under-served (0.5 / 0.4) and ranks before b (0.5 / 0.6); within a, u2 used
        // less than u1: Fair Tree orders u2, u1, then b's u3.
        assert_eq!(r[a], Some((1, 2)));
        assert_eq!(r[b], Some((2, 2)));
        assert_eq!(r[tree.find("a", "u2", "").unwrap()], Some((1, 3)));
        assert_eq!(r[tree.find("a", "u1", "").unwrap()], Some((2, 3)));
        assert_eq!(r[tree.find("b", "u3", "").unwrap()], Some((3, 3)));
        assert_eq!(r[tree.root], None);
    }

    /// root ─ a (1 share): u1 ; b (1 share): u2 ; c (2 shares, added after the cycle): u3.
    /// Usage a 30, b 10. The cycle saw a and b alone: a's LevelFS 0.5 / 0.75, b's 0.5 / 0.25,
    /// while NormShares already count c (a 0.25, b 0.25, c 0.5), as the zeta capture printed
    /// bio's new NormShares beside its LevelFS from the cycle before `late` was added; c and
    /// u3 hold a new association's zeros.
    #[test]
    fn associations_added_after_the_cycle_hold_nothing_until_the_next() {
        let mut c = rec("c", "root", "");
        c.raw_shares = Some(2);
        let tree = Tree::build(&[
            rec("root", "", ""),
            rec("a", "root", ""),
            rec("a", "", "u1"),
            rec("b", "root", ""),
            rec("b", "", "u2"),
            c,
            rec("c", "", "u3"),
        ])
        .unwrap();
        let at = |a: &str, u: &str| tree.find(a, u, "").unwrap();
        let mut raw = vec![0.0; tree.nodes.len()];
        for (i, u) in [
            (at("a", ""), 30.0),
            (at("a", "u1"), 30.0),
            (at("b", ""), 10.0),
        ] {
            raw[i] = u;
        }
        raw[at("b", "u2")] = 10.0;
        raw[tree.root] = 40.0;
        let mut added = vec![false; tree.nodes.len()];
        added[at("c", "")] = true;
        added[at("c", "u3")] = true;
        let now: Vec<Option<u32>> = tree.nodes.iter().map(|n| n.raw_shares).collect();
        let rows = compute_held(&tree, &raw, Algorithm::FairTree, (&added, &now));
        let level = |i: usize| match rows[i].level_fs {
            Some(LevelFs::Value(v)) => v,
            other => panic!("{other:?}"),
        };
        assert!((level(at("a", "")) - 0.5 / 0.75).abs() < 1e-12);
        assert!((level(at("b", "")) - 2.0).abs() < 1e-12);
        assert_eq!(rows[at("a", "")].norm_shares, 0.25);
        assert_eq!(rows[at("c", "")].norm_shares, 0.5);
        for i in [at("c", ""), at("c", "u3")] {
            assert_eq!(rows[i].usage_norm, None);
            assert_eq!(rows[i].usage_efctv, Some(0.0));
            assert_eq!(rows[i].level_fs, Some(LevelFs::Value(0.0)));
        }
        assert_eq!(rows[at("c", "u3")].fairshare, Some(0.0));
        assert_eq!(rows[at("c", "")].fairshare, None);
        // Nothing added: the cycle's own values.
        let none = vec![false; tree.nodes.len()];
        assert_eq!(
            compute_held(&tree, &raw, Algorithm::FairTree, (&none, &now)),
            compute(&tree, &raw, Algorithm::FairTree)
        );
        // b had 3 shares at the cycle (1 now): the cycle's LevelFS used them; NormShares
        // print the shares now.
        let mut then = now.clone();
        then[at("b", "")] = Some(3);
        let rows = compute_held(&tree, &raw, Algorithm::FairTree, (&none, &then));
        let level = |i: usize| match rows[i].level_fs {
            Some(LevelFs::Value(v)) => v,
            other => panic!("{other:?}"),
        };
        // Then: a 1/6, b 3/6, c 2/6 of the shares; a used 0.75, b 0.25 of the usage.
        assert!((level(at("a", "")) - (1.0 / 6.0) / 0.75).abs() < 1e-12);
        assert!((level(at("b", "")) - (3.0 / 6.0) / 0.25).abs() < 1e-12);
        assert_eq!(rows[at("b", "")].norm_shares, 0.25);
    }
}
