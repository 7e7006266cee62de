//! Who may see what: Slurm's `PrivateData` applied to one caller, as the controller and slurmdbd
//! apply it (the rules and their sources: ARCHITECTURE.md, "PrivateData").

use std::collections::BTreeSet;

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
}

/// A caller under a cluster's PrivateData: the one value every answer filters by.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scope {
    pub caller: Caller,
    /// The controller's (slurm.conf): sshare, sprio, squeue, a job's wait.
    pub controller: PrivateData,
    /// slurmdbd's (slurmdbd.conf): sreport; None when not known.
    pub database: Option<PrivateData>,
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

    /// A job of `user` in `account`: with jobs private, the caller's own, those of accounts
    /// they coordinate, or all for an operator (job_mgr.c `_hide_job`, priority_multifactor.c
    /// `priority_p_get_priority_factors_list`).
    pub fn sees_job(&self, user: &str, account: &str) -> bool {
        let c = &self.caller;
        !self.controller.jobs || c.operator || user == c.name || c.coordinates(account)
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

    #[test]
    fn private_data_and_admin_levels_read_as_slurm_prints_them() {
        assert_eq!(PrivateData::parse("none"), PrivateData::default());
        let p = PrivateData::parse("Accounts,jobs,usage,users,events");
        assert!(p.accounts && p.jobs && p.usage && p.users);
        assert!(AdminLevel::parse("Bogus").is_err());
        assert_eq!(AdminLevel::parse("Operator"), Ok(AdminLevel::Operator));
    }
}
