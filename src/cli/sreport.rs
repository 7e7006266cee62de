//! `fairtrace sreport`: its arguments (sreport's own words) handed to `command::sreport`.

use clap::Args;

use crate::command::sreport::{environment, Request, ENVIRONMENT};

#[derive(Debug, Clone, Args)]
pub struct SreportArgs {
    /// sreport's arguments, read as its getopt_long reads them: options anywhere among the
    /// words, short ones glued together or to their value (`-nP`, `-tsecper`). `-P`
    /// (--parsable2) `|` between fields; `-p` (--parsable) `|` after every field; `-n`
    /// (--noheader); `-t FORMAT` Seconds, Minutes (default), Hours, Percent, SecPer, MinPer,
    /// HourPer; `-T TRES` (--tres; comma-separated, ALL for every one; default
    /// $SREPORT_TRES, else cpu); `-M CLUSTER,…` (--cluster); `-a` (--all_clusters);
    /// `--local` (the default: the ClusterName of $SLURM_CONF, else the store's only
    /// cluster); `-Q` (--quiet: no notes); `-v` (--verbose); `-V` (--version: the loads'
    /// release). Then the report and its words,
    /// as sreport takes them: `cluster Utilization|AccountUtilizationByUser
    /// [tree]|AccountUtilizationByQOS|UserUtilizationByAccount|UserUtilizationByWckey|WCKeyUtilizationByUser`,
    /// `user TopUsage [TopCount=N] [Group]`, `job
    /// SizesByAccount|SizesByWckey|SizesByAccountAndWckey [Grouping=N,…|individual]
    /// [PrintJobCount] [FlatView] [AcctAsParent] [Partitions=] [Nodes=] [Wckeys=] [Jobs=]
    /// [GID=]`, `reservation Utilization [names=] [nodes=]`; each with `start=TIME end=TIME`
    /// (any form of Slurm's: 2026-11-27T13:00, 11/27-13:00, 13:00 today, now-2days, …)
    /// `[clusters=C,…] [accounts=A,…] [users=U,…] [format=Cl,L,A,Pa,U%12]`.
    #[arg(required = true, num_args = 1.., allow_hyphen_values = true, trailing_var_arg = true)]
    pub words: Vec<String>,
}

impl SreportArgs {
    /// The words, with the environment sreport reads (`env`: a variable's value).
    pub fn request(&self, env: &dyn Fn(&str) -> Option<String>) -> Request {
        Request {
            words: self.words.clone(),
            environment: environment(&ENVIRONMENT, env),
        }
    }
}
