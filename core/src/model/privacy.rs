//! Who may see what: Slurm's `PrivateData` applied to one caller, as the controller and slurmdbd
//! apply it (the rules and their sources: ARCHITECTURE.md, "PrivateData").

use std::collections::BTreeSet;

use crate::model::shares::Tree;
use crate::model::version::SlurmVersion;

/// The `PrivateData` flags fairtrace's answers depend on (slurm.conf for the controller's
/// answers, slurmdbd.conf for the database's). The others (events, nodes, partitions,
/// reservations, cloud) hide nothing fairtrace prints.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PrivateData {
    pub accounts: bool,
    pub jobs: bool,
    pub usage: bool,
    pub users: bool,
}

impl PrivateData {
    /// `PrivateData=usage,jobs` as slurm.conf, `scontrol show config` (`none` when unset) or
    /// `sacctmgr show configuration` give it; unknown words are Slurm's others.
    pub fn parse(text: &str) -> PrivateData {
        let mut p = PrivateData::default();
        for word in text.split(',').map(|w| w.trim().to_ascii_lowercase()) {
            match word.as_str() {
                "accounts" => p.accounts = true,
                "jobs" => p.jobs = true,
                "usage" => p.usage = true,
                "users" => p.users = true,
                _ => {}
            }
        }
        p
    }
}

/// A user's AdminLevel in slurmdbd.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum AdminLevel {
    None,
    Operator,
    Administrator,
}

impl AdminLevel {
    /// As `sacctmgr show user` prints it (`None`, `Operator`, `Administrator`; empty is None).
    pub fn parse(text: &str) -> Result<AdminLevel, String> {
        match text.trim().to_ascii_lowercase().as_str() {
            "" | "none" | "not set" => Ok(AdminLevel::None),
            "operator" => Ok(AdminLevel::Operator),
            "administrator" | "admin" => Ok(AdminLevel::Administrator),
            other => Err(format!(
                "\"{other}\" is not an AdminLevel (None, Operator, Administrator)"
            )),
        }
    }
}

/// What slurmdbd knows of a user: their AdminLevel and the accounts they coordinate (each
/// sub-account of a coordinated account listed too, as `sacctmgr show user withcoord` prints).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserRights {
    pub name: String,
    pub admin_level: AdminLevel,
    pub coordinates: Vec<String>,
}

/// The one asking, as the policy sees them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Caller {
    pub name: String,
    /// root, SlurmUser, or AdminLevel Operator or above: Slurm hides nothing from them.
    pub operator: bool,
    /// Known to slurmdbd (a user record): sshare answers nobody else when usage is private.
    pub known: bool,
    /// Coordinated accounts, lower case (Slurm compares them case-insensitively).
    coordinates: BTreeSet<String>,
}

impl Caller {
    /// `name` as the controller sees them, given slurmdbd's users and the SlurmUser.
    pub fn new(name: &str, users: &[UserRights], slurm_user: &str) -> Caller {
        let rights = users.iter().find(|u| u.name == name);
        let admin = rights.map_or(AdminLevel::None, |u| u.admin_level);
        Caller {
            name: name.to_string(),
            operator: name == "root" || name == slurm_user || admin >= AdminLevel::Operator,
            known: rights.is_some(),
            coordinates: rights
                .map(|u| u.coordinates.iter().map(|a| a.to_lowercase()).collect())
                .unwrap_or_default(),
        }
    }

    /// Coordinates `account` (directly or as a sub-account of one).
    pub fn coordinates(&self, account: &str) -> bool {
        self.coordinates.contains(&account.to_lowercase())
    }

    pub fn is_coordinator(&self) -> bool {
        !self.coordinates.is_empty()
    }

    /// A job of `user` in `account` where `private` hides jobs: their own, all for an
    /// operator, and those of the accounts they coordinate when coordinators count.
    fn sees_job(&self, private: bool, coordinators: bool, user: &str, account: &str) -> bool {
        !private
            || self.operator
            || user == self.name
            || (coordinators && self.coordinates(account))
    }
}

/// A caller under a cluster's PrivateData: the one value every answer filters by.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scope {
    pub caller: Caller,
    /// The controller's (slurm.conf): sshare, sprio, squeue, a job's wait.
    pub controller: PrivateData,
    /// slurmdbd's (slurmdbd.conf): sreport; None when not known.
    pub database: Option<PrivateData>,
    /// slurmdbd's DisableCoordDBD (24.11 on): coordinators get nothing more than any user from
    /// the database's job queries (as_mysql_jobacct_process.c).
    pub database_ignores_coordinators: bool,
    /// slurmdbd's own release (its SLURMDBD_VERSION), whose rules its filtering follows; None
    /// when not known (then the controller's).
    pub database_release: Option<SlurmVersion>,
}

impl Scope {
    /// An sshare row (`user` empty for an account's row): with usage private, a caller who is
    /// not an operator sees their own user rows and every row of the accounts they coordinate;
    /// one slurmdbd does not know sees none (assoc_mgr.c `assoc_mgr_get_shares`).
    pub fn sees_shares_row(&self, account: &str, user: &str) -> bool {
        let c = &self.caller;
        if !self.controller.usage || c.operator {
            return true;
        }
        c.known && ((!user.is_empty() && user == c.name) || c.coordinates(account))
    }

    /// Whether the users slurmdbd lists (TopUsage) hold only the caller (as_mysql_user.c
    /// `as_mysql_get_users`, PrivateData=users).
    pub fn database_only_self(&self) -> bool {
        !self.caller.operator && self.database.unwrap_or_default().users
    }

    /// A job slurmdbd lists (the job reports), under its PrivateData=jobs
    /// (as_mysql_jobacct_process.c): the same rule as the controller's.
    pub fn database_sees_job(&self, user: &str, account: &str) -> bool {
        let private = self.database.unwrap_or_default().jobs;
        let coordinators = !self.database_ignores_coordinators;
        self.caller.sees_job(private, coordinators, user, account)
    }

    /// A job of `user` in `account`: with jobs private, the caller's own, those of accounts
    /// they coordinate, or all for an operator (job_mgr.c `_hide_job`, priority_multifactor.c
    /// `priority_p_get_priority_factors_list`).
    pub fn sees_job(&self, user: &str, account: &str) -> bool {
        self.caller
            .sees_job(self.controller.jobs, true, user, account)
    }
}

/// What slurmdbd's PrivateData shows a caller of the association tree and its jobs (sreport).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DatabaseView<'a> {
    pub scope: &'a Scope,
    pub version: SlurmVersion,
}

impl DatabaseView<'_> {
    fn private(&self) -> PrivateData {
        self.scope.database.unwrap_or_default()
    }

    /// Whether slurmdbd hides associations from this caller when asked for usage.
    pub fn hides_assocs(&self) -> bool {
        let p = self.private();
        !self.scope.caller.operator
            && (p.users || (p.usage && self.version.dbd_private_usage_hides_assocs()))
    }

    /// The associations of `tree` slurmdbd returns to the caller (all when it hides none):
    /// from their own associations and those of the accounts they coordinate, the sub-trees
    /// (23.11.2 on) or every ancestor (before).
    pub fn assocs(&self, tree: &Tree) -> Vec<bool> {
        let n = tree.nodes.len();
        if !self.hides_assocs() {
            return vec![true; n];
        }
        let c = &self.scope.caller;
        let lineage = self.version.dbd_private_assocs_by_lineage();
        let seed = |i: usize| {
            let node = &tree.nodes[i];
            (node.is_user() && node.user == c.name)
                // By lineage only a coordinated account's own row starts a sub-tree.
                || (c.coordinates(&node.account) && (!lineage || !node.is_user()))
        };
        let up = |i: usize| std::iter::successors(Some(i), |&k| tree.nodes[k].parent);
        let mut shown = vec![false; n];
        if lineage {
            // Sub-trees: every association with a seed on its way to the root.
            for (i, s) in shown.iter_mut().enumerate() {
                *s = up(i).any(seed);
            }
        } else {
            // Every seed and its ancestors.
            for i in (0..n).filter(|&i| seed(i)) {
                for k in up(i) {
                    shown[k] = true;
                }
            }
        }
        shown
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn users() -> Vec<UserRights> {
        // As `sacctmgr -P show user withcoord` printed them on the real `priv` cluster
        // (tests/data/privatedata): u4 coordinates physics and its sub-accounts, u5 operates.
        let u = |name: &str, admin: &str, coord: &[&str]| UserRights {
            name: name.into(),
            admin_level: AdminLevel::parse(admin).unwrap(),
            coordinates: coord.iter().map(|c| c.to_string()).collect(),
        };
        vec![
            u("root", "Administrator", &[]),
            u("u2", "None", &[]),
            u("u4", "None", &["astro", "hep", "physics"]),
            u("u5", "Operator", &[]),
        ]
    }

    fn scope(name: &str, private: &str) -> Scope {
        Scope {
            caller: Caller::new(name, &users(), "slurm"),
            controller: PrivateData::parse(private),
            database: Some(PrivateData::parse(private)),
            database_ignores_coordinators: false,
            database_release: None,
        }
    }

    #[test]
    fn private_usage_shows_a_plain_user_their_own_rows_only() {
        let s = scope("u2", "usage,jobs");
        assert!(s.sees_shares_row("astro", "u2"));
        assert!(!s.sees_shares_row("astro", ""));
        assert!(!s.sees_shares_row("astro", "u1"));
        // Without PrivateData=usage, everything.
        assert!(scope("u2", "jobs").sees_shares_row("astro", "u1"));
    }

    #[test]
    fn a_coordinator_sees_every_row_of_their_accounts_case_insensitively() {
        let s = scope("u4", "usage");
        assert!(s.sees_shares_row("Astro", ""));
        assert!(s.sees_shares_row("hep", "u3"));
        assert!(!s.sees_shares_row("bio", ""));
        assert!(!s.sees_shares_row("ops", "u2"));
    }

    #[test]
    fn operators_root_and_the_slurm_user_see_all_and_strangers_nothing() {
        for who in ["u5", "root", "slurm"] {
            assert!(
                scope(who, "usage,jobs").sees_shares_row("bio", "u6"),
                "{who}"
            );
            assert!(scope(who, "usage,jobs").sees_job("u6", "bio"), "{who}");
        }
        let stranger = scope("nobody", "usage,jobs");
        assert!(!stranger.sees_shares_row("bio", "nobody"));
        assert!(stranger.sees_job("nobody", "bio"));
        assert!(!stranger.sees_job("u6", "bio"));
    }

    #[test]
    fn private_jobs_show_own_and_coordinated_accounts_jobs() {
        let s = scope("u4", "jobs");
        assert!(s.sees_job("u1", "astro"));
        assert!(s.sees_job("u4", "bio"));
        assert!(!s.sees_job("u6", "bio"));
        assert!(scope("u2", "usage").sees_job("u6", "bio"));
    }

    /// The priv cluster's tree (tests/data/privatedata): root > bio > genomics, neuro; ops;
    /// physics > astro, hep; users under each.
    fn tree() -> Tree {
        use crate::model::types::AssocRecord;
        let rows = [
            ("root", "", ""),
            ("bio", "", "root"),
            ("genomics", "", "bio"),
            ("genomics", "u5", "genomics"),
            ("ops", "", "root"),
            ("ops", "u2", "ops"),
            ("physics", "", "root"),
            ("physics", "u4", "physics"),
            ("astro", "", "physics"),
            ("astro", "u1", "astro"),
            ("astro", "u2", "astro"),
        ];
        let assocs: Vec<AssocRecord> = rows
            .iter()
            .map(|(account, user, parent)| AssocRecord {
                cluster: "priv".into(),
                account: account.to_string(),
                user: user.to_string(),
                // A user row's parent is its own account.
                parent_account: Some(if user.is_empty() { parent } else { account })
                    .filter(|p| !p.is_empty())
                    .map(|p| p.to_string()),
                raw_shares: Some(1),
                ..AssocRecord::default()
            })
            .collect();
        Tree::build(&assocs).unwrap()
    }

    fn seen(who: &str, release: SlurmVersion) -> Vec<String> {
        let scope = scope(who, "users");
        let t = tree();
        let shown = DatabaseView {
            scope: &scope,
            version: release,
        }
        .assocs(&t);
        t.sshare_order()
            .into_iter()
            .filter(|&i| shown[i])
            .map(|i| format!("{}|{}", t.nodes[i].account, t.nodes[i].user))
            .collect()
    }

    #[test]
    fn slurmdbd_shows_ancestors_before_23_11_2_and_sub_trees_after() {
        let old = SlurmVersion::new(22, 5, 8);
        // As the real 22.05.8 sreport printed for u2 (tests/data/privatedata/sreport/u2-plain).
        assert_eq!(
            seen("u2", old),
            ["root|", "ops|", "ops|u2", "physics|", "astro|", "astro|u2"]
        );
        // From 23.11.2 (as_mysql_assoc.c: lineage like the seeds'): their own rows only, and a
        // coordinator's sub-tree without its ancestors.
        let new = SlurmVersion::new(24, 11, 5);
        assert_eq!(seen("u2", new), ["ops|u2", "astro|u2"]);
        assert_eq!(
            seen("u4", new),
            ["physics|", "physics|u4", "astro|", "astro|u1", "astro|u2"]
        );
        assert_eq!(seen("u5", new).len(), 11);
    }

    #[test]
    fn disable_coord_dbd_takes_the_database_jobs_of_coordinated_accounts_away() {
        let mut s = scope("u4", "jobs");
        assert!(s.database_sees_job("u1", "astro"));
        s.database_ignores_coordinators = true;
        assert!(!s.database_sees_job("u1", "astro"));
        assert!(s.database_sees_job("u4", "astro"));
        // The controller's answers keep them (DisableCoordDBD is slurmdbd's alone).
        assert!(s.sees_job("u1", "astro"));
    }

    #[test]
    fn private_data_and_admin_levels_read_as_slurm_prints_them() {
        assert_eq!(PrivateData::parse("none"), PrivateData::default());
        let p = PrivateData::parse("Accounts,jobs,usage,users,events");
        assert!(p.accounts && p.jobs && p.usage && p.users);
        assert!(AdminLevel::parse("Bogus").is_err());
        assert_eq!(AdminLevel::parse("Operator"), Ok(AdminLevel::Operator));
    }
}
