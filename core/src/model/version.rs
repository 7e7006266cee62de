//! The Slurm release that wrote a dump or ran a controller, and the behaviours that changed
//! between 22.05 and 26.05 (read from Slurm's source between those tags; issue 26).

use std::fmt;

/// A Slurm release, `major.minor.micro` as `22.05.8` (year, month, patch).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SlurmVersion {
    pub major: u16,
    pub minor: u16,
    pub micro: u16,
}

impl SlurmVersion {
    pub const fn new(major: u16, minor: u16, micro: u16) -> SlurmVersion {
        SlurmVersion {
            major,
            minor,
            micro,
        }
    }

    /// `22.05.8`, `26.05`, `slurm 24.11.5`, `slurm-wlm 26.05.5`, `24.11.5-4+deb13u1` (a
    /// package's), `22.05.8-1`.
    pub fn parse(text: &str) -> Result<SlurmVersion, String> {
        let t = text.trim();
        let t = t.rsplit(' ').next().unwrap_or(t);
        let t = t.split(['-', '+', '~']).next().unwrap_or(t);
        let parts: Vec<&str> = t.split('.').collect();
        let num = |k: usize| -> Result<u16, String> {
            match parts.get(k) {
                None if k == 2 => Ok(0),
                Some(p) => p.parse().map_err(|_| String::new()),
                None => Err(String::new()),
            }
        };
        match (parts.len(), num(0), num(1), num(2)) {
            (2 | 3, Ok(major), Ok(minor), Ok(micro)) if (1..=12).contains(&minor) => {
                Ok(SlurmVersion::new(major, minor, micro))
            }
            _ => Err(format!(
                "{text:?} is not a Slurm version (expected e.g. 22.05.8 or 26.05)"
            )),
        }
    }

    /// The release line a protocol version belongs to (`SLURM_xx_yy_PROTOCOL_VERSION` in
    /// slurm_protocol_common.h: 38 << 8 for 22.05, one more per release since), as its `.0`:
    /// a lower bound, exact for rules that changed between release lines.
    pub fn of_protocol(rpc_version: u32) -> Option<SlurmVersion> {
        const LINES: [(u16, u16); 8] = [
            (22, 5),
            (23, 2),
            (23, 11),
            (24, 5),
            (24, 11),
            (25, 5),
            (25, 11),
            (26, 5),
        ];
        let k = (rpc_version >> 8).checked_sub(38)?;
        let &(major, minor) = LINES.get(k as usize)?;
        Some(SlurmVersion::new(major, minor, 0))
    }

    /// An unset `PriorityType` means `priority/multifactor` from 23.11 on, `priority/basic`
    /// (no fairshare, no multifactor priority) before.
    pub fn default_priority_multifactor(self) -> bool {
        self >= SlurmVersion::new(23, 11, 0)
    }

    /// `PriorityFlags=MAX_TRES_GRES` exists from 25.05 on; before, Slurm matched the flag names
    /// as substrings, so it read as `MAX_TRES`.
    pub fn knows_max_tres_gres(self) -> bool {
        self >= SlurmVersion::new(25, 5, 0)
    }

    /// PriorityFavorSmall's node share for a job asking for at least the cluster's node count:
    /// 0 from 23.02 on; before, the unsigned difference wrapped and the factor reached 1.
    pub fn favor_small_floors_node_excess(self) -> bool {
        self >= SlurmVersion::new(23, 2, 0)
    }

    /// slurmdbd's rollup counts every powered-down node as planned down from 23.11 on;
    /// before, only cloud nodes.
    pub fn rollup_any_powered_down_planned(self) -> bool {
        self >= SlurmVersion::new(23, 11, 0)
    }

    /// The job-size factor divides by the node records that exist (static of any state and
    /// dynamic ones registered: the cluster's registered `node=`) from 23.02 on; before, by
    /// the node table's size, slurm.conf's records or MaxNodeCount if larger (Slurm
    /// 88a95272e6, 75cb2f3a5b, cd3ae7c28c).
    pub fn job_size_counts_existing_nodes(self) -> bool {
        self >= SlurmVersion::new(23, 2, 0)
    }

    /// slurmdbd's rollup counts the wait of a job in an IGNORE_JOBS reservation as planned
    /// time from 23.02 on (Slurm 24970423f7); before, a job in any reservation planned none.
    pub fn rollup_plans_ignore_jobs_waits(self) -> bool {
        self >= SlurmVersion::new(23, 2, 0)
    }

    /// sreport's start= and end= go out to whole hours from 25.05 on (start down, end up);
    /// before, each went to the nearest hour (30 min or more up).
    pub fn sreport_rounds_outward(self) -> bool {
        self >= SlurmVersion::new(25, 5, 0)
    }

    /// libslurm's API version of the release (META's API_CURRENT; AGE and REVISION are 0),
    /// which `sreport -vV` prints; None for a release not listed.
    pub fn api_current(self) -> Option<u32> {
        Some(match (self.major, self.minor) {
            (22, 5) => 38,
            (23, 2) => 39,
            (23, 11) => 40,
            (24, 5) => 41,
            (24, 11) => 42,
            (25, 5) => 43,
            (25, 11) => 44,
            (26, 5) => 45,
            _ => return None,
        })
    }

    /// With PrivateData hiding associations from a caller below Operator, slurmdbd returns
    /// those whose lineage starts with one of the caller's own associations' or a coordinated
    /// account's (their sub-trees: tests/data/privatedata-26.05) from 23.11.2; before, those
    /// whose lft/rgt hold one of them or of any association of a coordinated account (them
    /// and every ancestor, whole usage and all: tests/data/privatedata). as_mysql_assoc.c
    /// `_cluster_get_assocs`.
    pub fn dbd_private_assocs_by_lineage(self) -> bool {
        self >= SlurmVersion::new(23, 11, 2)
    }

    /// sprio asks the controller for every pending job it may see and picks those of `-j`,
    /// `-u`, `-p` itself from 23.11 (`filter_job_list`); before, the controller sent only
    /// those. Either way it prints "Unable to find jobs matching user/id(s) specified" when
    /// given `-j` and sent nothing (sprio.c).
    pub fn sprio_picks_jobs_itself(self) -> bool {
        self >= SlurmVersion::new(23, 11, 0)
    }

    /// slurmdbd hides associations from a caller below Operator also for PrivateData=usage
    /// when the request asks for usage (sreport), not only for PrivateData=users, from 25.05
    /// (as_mysql_assoc.c `_cluster_get_assocs`).
    pub fn dbd_private_usage_hides_assocs(self) -> bool {
        self >= SlurmVersion::new(25, 5, 0)
    }

    /// slurmdbd matches `accounts=` against each association's lineage, and sreport orders
    /// associations by lineage, from 23.11 on; before, a sub-account query joined a second
    /// association (t2) by lft/rgt and matched users= and accounts= on it, and the hierarchy
    /// kept lft order among equals (slurmdb_get_hierarchical_sorted_assoc_list).
    pub fn assocs_by_lineage(self) -> bool {
        self >= SlurmVersion::new(23, 11, 0)
    }

    /// slurmdbd's usage of a user association takes in the user's partition associations under
    /// it (their lineage starts with its own) from 23.11.2, when the usage query moved from
    /// lft/rgt, where they were siblings, to lineage.
    pub fn sreport_user_usage_includes_partitions(self) -> bool {
        self >= SlurmVersion::new(23, 11, 2)
    }

    /// From 25.05 sreport separates partition associations: user TopUsage gives each
    /// association its own usage, with a Partition column when one is a partition's (not
    /// with -T); the cluster reports list users' plain associations only.
    pub fn sreport_splits_partitions(self) -> bool {
        self >= SlurmVersion::new(25, 5, 0)
    }

    /// `scontrol requeue` recomputes the job's priority when it is pending again from 24.05.5
    /// and 24.11.0 (Slurm c90858ccbe, `batch_requeue_fini`); before, the job kept the factors
    /// last computed for it until the next decay cycle.
    pub fn requeue_sets_priority(self) -> bool {
        self >= SlurmVersion::new(24, 11, 0)
            || (SlurmVersion::new(24, 5, 5) <= self && self < SlurmVersion::new(24, 11, 0))
    }

    /// `sprio -l` prints the account and the QOS name from 23.02 on.
    pub fn sprio_names_account_and_qos(self) -> bool {
        self >= SlurmVersion::new(23, 2, 0)
    }

    /// From a controller's registration with slurmdbd to its decay thread's first cycle, in
    /// whole seconds: 22.05 registered earlier in its start-up (0.8 s before the cycle, in
    /// the next second, in both of the zeta capture's starts); 24.11 and 26.05 register in the
    /// same second (0.04 s before, in the theta and eta captures). 23.02 as 22.05, unmeasured.
    pub fn first_cycle_delay_s(version: Option<SlurmVersion>) -> i64 {
        match version {
            Some(v) if v >= SlurmVersion::new(23, 11, 0) => 0,
            _ => 1,
        }
    }

    /// `sreport cluster Utilization`'s default columns ("Cl,al,d,planned,i,res,rep") name
    /// PlannedDown as "planned", which from 24.05 (whose "planned" check came first) until
    /// 25.11 (which wrote "PLNDDown") printed the Planned column twice, the first in PLND
    /// Down's place.
    pub fn sreport_planned_twice(self) -> bool {
        (SlurmVersion::new(24, 5, 0)..SlurmVersion::new(25, 11, 0)).contains(&self)
    }

    /// sreport has `cluster AccountUtilizationByQOS` (and a QOS field) from 24.11 on; before,
    /// any word starting with `A` named AccountUtilizationByUser.
    pub fn sreport_account_by_qos(self) -> bool {
        self >= SlurmVersion::new(24, 11, 0)
    }

    /// sreport's cluster reports match `format=`'s `planned` (and `pl`, `plan`) as Planned, and
    /// take `PLNDDown`, from 24.05 on, where the keywords were moved before PlannedDown;
    /// before, `pl…` was PLND Down (only `res…` named Planned).
    pub fn sreport_planned_keyword_first(self) -> bool {
        self >= SlurmVersion::new(24, 5, 0)
    }

    /// slurmdbd's `wckeys=` also picks each name's `*` default form from 25.05 on (Slurm
    /// b7c0703b48); before, only the name itself.
    pub fn wckey_names_match_defaults(self) -> bool {
        self >= SlurmVersion::new(25, 5, 0)
    }

    /// sreport prints a number or time field it has no value for (the account reports' TRES
    /// Count, their Allocated) empty from 23.02 on, where print_fields' numbers took a pointer
    /// and times became text; before, as 0 (a time `0`, `0.00%`).
    pub fn sreport_blank_missing_numbers(self) -> bool {
        self >= SlurmVersion::new(23, 2, 0)
    }

    /// `sreport job SizesByAccount` has a Total Count column (before "% of cluster") from
    /// 24.11 on.
    pub fn sreport_sizes_total_count(self) -> bool {
        self >= SlurmVersion::new(24, 11, 0)
    }

    /// sshare prints a blank FairShare on account rows under `NO_FAIR_TREE` from 25.11 on.
    pub fn blank_classic_account_fairshare(self) -> bool {
        self >= SlurmVersion::new(25, 11, 0)
    }

    /// The release a `sacct -P` header came from at least, by the columns it has (None when
    /// it has none of those that appeared after 22.05).
    pub fn at_least_from_sacct_columns<'a>(
        columns: impl IntoIterator<Item = &'a str>,
    ) -> Option<SlurmVersion> {
        // The first release whose sacct prints each column.
        const SINCE: &[(&str, SlurmVersion)] = &[
            ("planned", SlurmVersion::new(23, 2, 0)),
            ("plannedcpu", SlurmVersion::new(23, 2, 0)),
            ("plannedcpuraw", SlurmVersion::new(23, 2, 0)),
            ("extra", SlurmVersion::new(23, 2, 0)),
            ("licenses", SlurmVersion::new(23, 2, 0)),
            ("stdout", SlurmVersion::new(24, 5, 0)),
            ("qosreq", SlurmVersion::new(24, 11, 0)),
            ("sluid", SlurmVersion::new(24, 11, 0)),
            ("reqreservation", SlurmVersion::new(25, 5, 0)),
            ("segmentsize", SlurmVersion::new(25, 5, 0)),
            ("originalsluid", SlurmVersion::new(26, 5, 0)),
        ];
        columns
            .into_iter()
            .filter_map(|c| {
                let c = c.trim().to_ascii_lowercase();
                SINCE.iter().find(|(n, _)| *n == c).map(|(_, v)| *v)
            })
            .max()
    }
}

impl fmt::Display for SlurmVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{:02}.{}", self.major, self.minor, self.micro)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The registrations in the captures' transaction logs: zeta's 22.05.8 (9728), mu's
    /// 26.05.5 (11520).
    #[test]
    fn a_protocol_version_names_its_release_line() {
        assert_eq!(
            SlurmVersion::of_protocol(9728),
            Some(SlurmVersion::new(22, 5, 0))
        );
        assert_eq!(
            SlurmVersion::of_protocol(10240),
            Some(SlurmVersion::new(23, 11, 0))
        );
        assert_eq!(
            SlurmVersion::of_protocol(10752),
            Some(SlurmVersion::new(24, 11, 0))
        );
        assert_eq!(
            SlurmVersion::of_protocol(11520),
            Some(SlurmVersion::new(26, 5, 0))
        );
        assert_eq!(SlurmVersion::of_protocol(9472), None);
        assert_eq!(SlurmVersion::of_protocol(11776), None);
    }

    #[test]
    fn parses_releases_as_slurm_and_packages_print_them() {
        let v = |s| SlurmVersion::parse(s).unwrap();
        assert_eq!(v("22.05.8"), SlurmVersion::new(22, 5, 8));
        assert_eq!(v("slurm-wlm 26.05.5"), SlurmVersion::new(26, 5, 5));
        assert_eq!(v("24.11.5-4+deb13u1"), SlurmVersion::new(24, 11, 5));
        assert_eq!(v("25.11"), SlurmVersion::new(25, 11, 0));
        assert_eq!(v("26.05.5").to_string(), "26.05.5");
        assert!(SlurmVersion::parse("latest").is_err());
        assert!(SlurmVersion::parse("22.13.1").is_err());
        assert!(v("23.02.7") < v("23.11.0"));
    }

    #[test]
    fn rules_change_at_their_releases() {
        let v = |s| SlurmVersion::parse(s).unwrap();
        assert!(!v("23.02.7").default_priority_multifactor());
        assert!(v("23.11.0").default_priority_multifactor());
        assert!(!v("24.11.5").knows_max_tres_gres());
        assert!(v("25.05.0").knows_max_tres_gres());
        assert!(!v("25.05.3").blank_classic_account_fairshare());
        assert!(v("26.05.5").blank_classic_account_fairshare());
        // The requeue fix went to 24.05.5 and 24.11.0 (c90858ccbe).
        assert!(!v("22.05.8").requeue_sets_priority());
        assert!(!v("24.05.4").requeue_sets_priority());
        assert!(v("24.05.5").requeue_sets_priority());
        assert!(v("24.11.0").requeue_sets_priority());
        assert!(v("26.05.5").requeue_sets_priority());
    }

    /// Headers of `sacct -P -o ALL`-like dumps.
    #[test]
    fn sacct_columns_tell_a_release_at_least() {
        let at_least = |h: &str| SlurmVersion::at_least_from_sacct_columns(h.split('|'));
        assert_eq!(at_least("JobID|Reserved|State"), None);
        assert_eq!(
            at_least("JobID|Planned|State"),
            Some(SlurmVersion::new(23, 2, 0))
        );
        assert_eq!(
            at_least("JobID|QOS|QOSREQ|SLUID|Planned"),
            Some(SlurmVersion::new(24, 11, 0))
        );
        assert_eq!(
            at_least("JobID|OriginalSLUID|SegmentSize"),
            Some(SlurmVersion::new(26, 5, 0))
        );
    }
}
