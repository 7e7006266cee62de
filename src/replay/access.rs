//! The caller's scope: who asks (`Context::caller`), under the PrivateData of the cluster's
//! configuration, with slurmdbd's users from the store (`model::privacy`).

use anyhow::bail;

use super::Context;
use crate::model::audit::AuditReport;
use crate::model::privacy::{Caller, PrivateData, Scope};
use crate::model::version::SlurmVersion;
use crate::store::read::AsOf;
use crate::store::Store;

/// The audit as `ctx.caller` may see it: whole for an operator (and the store's holder), the
/// rows of the accounts they coordinate (and those accounts' users) for a coordinator; none
/// for anyone else, whose usage and waits it would show.
pub fn audit_for(
    ctx: &Context,
    store: &Store,
    mut rep: AuditReport,
) -> anyhow::Result<AuditReport> {
    let Some(scope) = scope(ctx, store, Some(&rep.cluster))? else {
        return Ok(rep);
    };
    let c = &scope.caller;
    if !c.operator {
        if !c.is_coordinator() {
            bail!(
                "--as {}: the audit is for operators and the coordinators of the accounts it shows",
                c.name
            );
        }
        let tree = &rep.tree;
        rep.audit
            .rows
            .retain(|r| c.coordinates(&tree.nodes[r.node].account));
    }
    Ok(rep)
}

/// What `ctx.caller` may see of the cluster asked for (`super::cluster`); None when the
/// store's holder asks (no `--as`). Fails, rather than show too much, when the store cannot
/// say who the caller is.
pub fn scope(ctx: &Context, store: &Store, cluster: Option<&str>) -> anyhow::Result<Option<Scope>> {
    let Some(name) = &ctx.caller else {
        return Ok(None);
    };
    let conf = store.config(&super::cluster(store, cluster)?, AsOf::Latest)?;
    let dbd = store.dbd_settings()?;
    let Some(users) = store.users()? else {
        bail!(
            "the store holds no users' AdminLevel or coordinators, so it cannot tell what {name} may see: load `sacctmgr -P show user withcoord` (fairtrace load users FILE) or run collect"
        );
    };
    // `SlurmUser=slurm` in slurm.conf, `slurm(64030)` in scontrol show config.
    let slurm_user = conf
        .get("SlurmUser")
        .map_or("root", |u| u.split('(').next().unwrap_or(u));
    Ok(Some(Scope {
        caller: Caller::new(name, &users, slurm_user),
        controller: PrivateData::parse(conf.get("PrivateData").map_or("", String::as_str)),
        database: dbd
            .as_ref()
            .map(|s| PrivateData::parse(s.get("PrivateData").map_or("", String::as_str))),
        // `DisableCoordDBD = Yes` (sacctmgr), `DisableCoordDBD=yes` (slurmdbd.conf).
        database_ignores_coordinators: dbd
            .as_ref()
            .and_then(|s| s.get("DisableCoordDBD"))
            .is_some_and(|v| matches!(v.to_ascii_lowercase().as_str(), "yes" | "true" | "1")),
        database_release: dbd
            .as_ref()
            .and_then(|s| s.get("SLURMDBD_VERSION"))
            .and_then(|v| SlurmVersion::parse(v).ok()),
    }))
}
