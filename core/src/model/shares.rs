//! The association tree and normalized shares (spec §4): direct parents, the fairshare parent
//! that skips `Fairshare=parent` links, sibling lists in the database's lft order, and
//! NormShares as Fair Tree and classic compute them.

use crate::model::types::{AssocRecord, FastMap};

/// One association.
#[derive(Debug, Clone, PartialEq)]
pub struct Node {
    pub account: String,
    /// Empty for an account association.
    pub user: String,
    pub partition: String,
    pub assoc_id: Option<i64>,
    /// The association's Priority (sacctmgr), if set.
    pub priority: Option<i64>,
    /// None = `Fairshare=parent`.
    pub raw_shares: Option<u32>,
    /// The direct parent (None for root).
    pub parent: Option<usize>,
    /// Direct children in lft order (load order when lft is unknown).
    pub children: Vec<usize>,
    /// 0 for root.
    pub depth: usize,
}

impl Node {
    pub fn is_user(&self) -> bool {
        !self.user.is_empty()
    }

    pub fn use_parent(&self) -> bool {
        self.raw_shares.is_none()
    }
}

/// One cluster's association tree.
#[derive(Debug, Clone, PartialEq)]
pub struct Tree {
    pub nodes: Vec<Node>,
    pub root: usize,
    by_key: Keys,
}

/// Association index by account, user, partition: nested so that a lookup by `&str` allocates
/// nothing (it runs once per job read).
type Keys = FastMap<String, FastMap<String, FastMap<String, usize>>>;

fn key_get(keys: &Keys, account: &str, user: &str, partition: &str) -> Option<usize> {
    keys.get(account)?.get(user)?.get(partition).copied()
}

impl Tree {
    /// Builds the tree from one cluster's association rows (in lft order when known).
    pub fn build(rows: &[AssocRecord]) -> Result<Tree, String> {
        let mut nodes: Vec<Node> = Vec::with_capacity(rows.len());
        let mut by_key = Keys::default();
        for r in rows {
            let slot = by_key
                .entry(r.account.clone())
                .or_default()
                .entry(r.user.clone())
                .or_default()
                .entry(r.partition.clone());
            if matches!(slot, std::collections::hash_map::Entry::Occupied(_)) {
                return Err(format!(
                    "association {} appears twice",
                    describe(&r.account, &r.user, &r.partition)
                ));
            }
            slot.or_insert(nodes.len());
            let raw_shares = match r.raw_shares {
                None => None,
                Some(s) => Some(u32::try_from(s).map_err(|_| format!("shares {s} out of range"))?),
            };
            nodes.push(Node {
                account: r.account.clone(),
                user: r.user.clone(),
                partition: r.partition.clone(),
                assoc_id: r.assoc_id,
                priority: r.priority,
                raw_shares,
                parent: None,
                children: Vec::new(),
                depth: 0,
            });
        }
        let root = key_get(&by_key, "root", "", "").ok_or("the tree has no root account")?;
        if nodes[root].use_parent() {
            nodes[root].raw_shares = Some(1);
        }
        for (i, r) in rows.iter().enumerate() {
            if i == root {
                continue;
            }
            let parent_account = if r.user.is_empty() {
                r.parent_account.clone().ok_or_else(|| {
                    format!("account {} has no parent in the loaded tree (load sacctmgr output with ParentName)", r.account)
                })?
            } else {
                r.account.clone()
            };
            let parent = key_get(&by_key, &parent_account, "", "").ok_or_else(|| {
                format!(
                    "{} names parent account {parent_account}, which is not in the tree",
                    describe(&r.account, &r.user, &r.partition)
                )
            })?;
            nodes[i].parent = Some(parent);
            nodes[parent].children.push(i);
        }
        let mut tree = Tree {
            nodes,
            root,
            by_key,
        };
        tree.set_depths()?;
        Ok(tree)
    }

    /// The tree without the associations `drop` marks (and their descendants), and for each
    /// of its nodes the index it has here.
    pub fn without(&self, drop: &[bool]) -> (Tree, Vec<usize>) {
        let mut gone = drop.to_vec();
        // Parents come before their children in a depth-first walk from root.
        let mut stack = vec![self.root];
        let mut order = Vec::with_capacity(self.nodes.len());
        while let Some(i) = stack.pop() {
            order.push(i);
            stack.extend(self.nodes[i].children.iter().rev());
        }
        for &i in &order {
            if let Some(p) = self.nodes[i].parent {
                gone[i] |= gone[p];
            }
        }
        gone[self.root] = false;
        let kept: Vec<usize> = (0..self.nodes.len()).filter(|&i| !gone[i]).collect();
        let mut new_index = vec![usize::MAX; self.nodes.len()];
        for (k, &i) in kept.iter().enumerate() {
            new_index[i] = k;
        }
        let mut by_key = Keys::default();
        let nodes = kept
            .iter()
            .enumerate()
            .map(|(k, &i)| {
                let n = &self.nodes[i];
                by_key
                    .entry(n.account.clone())
                    .or_default()
                    .entry(n.user.clone())
                    .or_default()
                    .insert(n.partition.clone(), k);
                Node {
                    parent: n.parent.map(|p| new_index[p]),
                    children: n
                        .children
                        .iter()
                        .filter(|&&c| !gone[c])
                        .map(|&c| new_index[c])
                        .collect(),
                    ..n.clone()
                }
            })
            .collect();
        let tree = Tree {
            nodes,
            root: new_index[self.root],
            by_key,
        };
        (tree, kept)
    }

    fn set_depths(&mut self) -> Result<(), String> {
        let mut stack = vec![(self.root, 0)];
        let mut seen = 0;
        while let Some((i, d)) = stack.pop() {
            seen += 1;
            self.nodes[i].depth = d;
            stack.extend(self.nodes[i].children.iter().map(|&c| (c, d + 1)));
        }
        if seen != self.nodes.len() {
            return Err("the account tree has a cycle or parts not under root".into());
        }
        Ok(())
    }

    /// The association a job of (account, user, partition) charges: the partition
    /// association if there is one, else the user's association in the account.
    pub fn find(&self, account: &str, user: &str, partition: &str) -> Option<usize> {
        let by_partition = self.by_key.get(account)?.get(user)?;
        by_partition
            .get(partition)
            .or_else(|| by_partition.get(""))
            .copied()
    }

    /// The first ancestor whose shares are not `parent` (spec §4, fs_assoc_ptr).
    pub fn fs_parent(&self, i: usize) -> Option<usize> {
        let mut p = self.nodes[i].parent?;
        while self.nodes[p].use_parent() {
            p = self.nodes[p].parent?;
        }
        Some(p)
    }

    /// Associations whose fairshare parent is `i`, in lft order: children of a
    /// `Fairshare=parent` account are lifted into its parent's list (spec §4).
    pub fn fs_children(&self, i: usize) -> Vec<usize> {
        if self.nodes[i].use_parent() && i != self.root {
            return Vec::new();
        }
        let mut out = Vec::new();
        let mut stack: Vec<usize> = self.nodes[i].children.iter().rev().copied().collect();
        while let Some(c) = stack.pop() {
            out.push(c);
            if self.nodes[c].use_parent() && !self.nodes[c].is_user() {
                stack.extend(self.nodes[c].children.iter().rev().copied());
            }
        }
        out
    }

    /// Sum of the shares among `i`'s fairshare siblings (`parent` counts 0).
    pub fn level_shares(&self, i: usize) -> Option<u64> {
        let p = self.fs_parent(i)?;
        Some(
            self.fs_children(p)
                .iter()
                .map(|&s| u64::from(self.nodes[s].raw_shares.unwrap_or(0)))
                .sum(),
        )
    }

    /// Fair Tree NormShares: own shares over the level's (the fairshare parent's for a
    /// `parent` association); root prints 0 (1/NO_VAL).
    pub fn norm_shares_fair_tree(&self, i: usize) -> f64 {
        if i == self.root {
            return f64::from(self.nodes[i].raw_shares.unwrap_or(1)) / 4_294_967_294.0;
        }
        let s = if self.nodes[i].use_parent() {
            self.fs_parent(i).unwrap_or(self.root)
        } else {
            i
        };
        if s == self.root {
            return 0.0;
        }
        match self.level_shares(s) {
            Some(level) if level > 0 => {
                f64::from(self.nodes[s].raw_shares.unwrap_or(0)) / level as f64
            }
            _ => 0.0,
        }
    }

    /// Classic NormShares: the product of shares/level shares up the direct parent chain,
    /// skipping `parent` links; a `parent` association copies its fairshare parent's.
    pub fn norm_shares_classic(&self, i: usize) -> f64 {
        if i == self.root {
            return 1.0;
        }
        if self.nodes[i].use_parent() {
            return self
                .fs_parent(i)
                .map_or(0.0, |p| self.norm_shares_classic(p));
        }
        let mut share = 1.0;
        let mut n = i;
        while n != self.root {
            if !self.nodes[n].use_parent() {
                match self.level_shares(n) {
                    Some(level) if level > 0 => {
                        share *= f64::from(self.nodes[n].raw_shares.unwrap_or(0)) / level as f64
                    }
                    _ => return 0.0,
                }
            }
            n = self.nodes[n].parent.unwrap_or(self.root);
        }
        share
    }

    /// Rows in sshare's order: depth first; under each account its users, then its
    /// sub-accounts, each group sorted by name (byte order).
    pub fn sshare_order(&self) -> Vec<usize> {
        let mut out = Vec::with_capacity(self.nodes.len());
        let mut stack = vec![self.root];
        while let Some(i) = stack.pop() {
            out.push(i);
            let mut kids = self.nodes[i].children.clone();
            kids.sort_by(|&a, &b| {
                let (na, nb) = (&self.nodes[a], &self.nodes[b]);
                (!na.is_user(), &na.account, &na.user, &na.partition).cmp(&(
                    !nb.is_user(),
                    &nb.account,
                    &nb.user,
                    &nb.partition,
                ))
            });
            stack.extend(kids.into_iter().rev());
        }
        out
    }

    /// Number of user associations (Fair Tree's N).
    pub fn user_count(&self) -> usize {
        self.nodes.iter().filter(|n| n.is_user()).count()
    }
}

fn describe(account: &str, user: &str, partition: &str) -> String {
    match (user.is_empty(), partition.is_empty()) {
        (true, _) => format!("account {account}"),
        (false, true) => format!("user {user} in account {account}"),
        (false, false) => format!("user {user} in account {account}, partition {partition}"),
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    pub(crate) fn acct(name: &str, parent: &str, shares: i64) -> AssocRecord {
        AssocRecord {
            cluster: "c".into(),
            account: name.into(),
            parent_account: (!parent.is_empty()).then(|| parent.to_string()),
            raw_shares: Some(shares),
            ..AssocRecord::default()
        }
    }

    pub(crate) fn user(name: &str, account: &str, shares: Option<i64>) -> AssocRecord {
        AssocRecord {
            cluster: "c".into(),
            account: account.into(),
            user: name.into(),
            parent_account: Some(account.into()),
            raw_shares: shares,
            ..AssocRecord::default()
        }
    }

    /// The spec's TV5 tree: root→A(40){B(30){u1}, C(10){u2,u3}}, D(60){E(25){u4}, F(35){u5}},
    /// G(0){u6}.
    pub(crate) fn tv5() -> Tree {
        Tree::build(&[
            acct("root", "", 1),
            acct("A", "root", 40),
            acct("B", "A", 30),
            user("u1", "B", Some(1)),
            acct("C", "A", 10),
            user("u2", "C", Some(1)),
            user("u3", "C", Some(1)),
            acct("D", "root", 60),
            acct("E", "D", 25),
            user("u4", "E", Some(1)),
            acct("F", "D", 35),
            user("u5", "F", Some(1)),
            acct("G", "root", 0),
            user("u6", "G", Some(1)),
        ])
        .unwrap()
    }

    pub(crate) fn id(t: &Tree, account: &str, user: &str) -> usize {
        t.find(account, user, "").unwrap()
    }

    #[test]
    fn tv5_classic_norm_shares() {
        let t = tv5();
        for (a, u, s) in [
            ("B", "u1", 0.3),
            ("C", "u2", 0.05),
            ("C", "u3", 0.05),
            ("E", "u4", 0.25),
            ("F", "u5", 0.35),
        ] {
            assert!(
                (t.norm_shares_classic(id(&t, a, u)) - s).abs() < 1e-12,
                "{u}"
            );
        }
    }

    #[test]
    fn parent_shares_lift_children_and_copy_the_parents_norm_share() {
        let t = Tree::build(&[
            acct("root", "", 1),
            acct("bio", "root", 60),
            acct("ops", "root", 5),
            acct("genomics", "bio", 25),
            acct("neuro", "bio", 35),
            user("u5", "genomics", Some(1)),
            user("u6", "genomics", None),
        ])
        .unwrap();
        let u6 = id(&t, "genomics", "u6");
        assert_eq!(t.fs_parent(u6), Some(id(&t, "genomics", "")));
        assert!((t.norm_shares_fair_tree(u6) - 25.0 / 60.0).abs() < 1e-15);
        assert_eq!(t.norm_shares_fair_tree(id(&t, "genomics", "u5")), 1.0);
        let order: Vec<String> = t
            .sshare_order()
            .iter()
            .map(|&i| format!("{}/{}", t.nodes[i].account, t.nodes[i].user))
            .collect();
        assert_eq!(
            order,
            [
                "root/",
                "bio/",
                "genomics/",
                "genomics/u5",
                "genomics/u6",
                "neuro/",
                "ops/"
            ]
        );
    }

    #[test]
    fn broken_trees_are_rejected() {
        assert!(Tree::build(&[acct("a", "root", 1)])
            .unwrap_err()
            .contains("no root"));
        let e = Tree::build(&[
            acct("root", "", 1),
            AssocRecord {
                parent_account: None,
                ..acct("a", "", 1)
            },
        ])
        .unwrap_err();
        assert!(e.contains("account a has no parent"), "{e}");
        let e = Tree::build(&[acct("root", "", 1), user("u", "nowhere", Some(1))]).unwrap_err();
        assert!(e.contains("not in the tree"), "{e}");
    }
}
