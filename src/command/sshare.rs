//! `fairtrace sshare`: usage and fairshare at a moment, the rows the caller may see, picked,
//! indented and printed as sshare does.

use std::io::Write;
use std::path::PathBuf;

use crate::replay::{
    access, inputs, lake::usage_from_file, lines_at, lines_with_usage, Context, TresLists,
};
use crate::report::sshare::{default_fields, printed, table, write, Field, Layout};
use crate::report::{self, Format};
use crate::store::Store;

/// What sshare is asked: the moment, its rows (`-a`, `-A`, `-u`) and how to print them.
pub struct Request {
    pub at: i64,
    pub cluster: Option<String>,
    pub all: bool,
    pub long: bool,
    pub accounts: Vec<String>,
    pub users: Vec<String>,
    /// Whose user rows show without `-a` or `-u`: the caller's.
    pub own: String,
    /// `-o`'s fields, when given.
    pub fields: Option<Vec<(Field, i32)>>,
    pub layout: Layout,
    pub header: bool,
    pub format: Format,
    /// Every association's usage from this Parquet file instead of from the jobs.
    pub usage: Option<PathBuf>,
}

pub fn run(
    ctx: &Context,
    store: &Store,
    args: &Request,
    mut out: &mut dyn Write,
) -> anyhow::Result<u8> {
    let at = args.at;
    let asked = |field: Field| {
        args.fields
            .as_ref()
            .is_some_and(|f| f.iter().any(|(f, _)| *f == field))
    };
    let tres = TresLists {
        raw: asked(Field::GrpTresRaw),
        // sshare -l lists TRESRunMins.
        run: asked(Field::TresRunMins) || (args.fields.is_none() && args.long),
    };
    let inp = inputs(ctx, store, args.cluster.as_deref(), at, Some(at))?;
    for w in inp.warnings() {
        ctx.note(&w);
    }
    let (all, fair_tree) = match &args.usage {
        Some(file) => {
            let usage = usage_from_file(&inp, store, file, at)?;
            lines_with_usage(&inp, store, at, tres, usage)?
        }
        None => lines_at(&inp, store, at, tres)?,
    };
    let scope = access::scope(ctx, store, Some(&inp.cluster))?;
    let lines = printed(all, |n| {
        let account_ok = args.accounts.is_empty() || args.accounts.contains(&n.account);
        // Account rows always show; user rows those asked for (sshare: the caller's).
        let user_ok = n.user.is_empty()
            || if args.users.is_empty() {
                args.all || n.user == args.own
            } else {
                args.users.contains(&n.user)
            };
        let allowed = scope
            .as_ref()
            .is_none_or(|s| s.sees_shares_row(&n.account, &n.user));
        account_ok && user_ok && allowed
    });
    let has_partitions = lines.iter().any(|n| !n.partition.is_empty());
    let fields = match &args.fields {
        Some(f) => f.clone(),
        None => default_fields(args.long, fair_tree, has_partitions),
    };
    match args.format {
        Format::Table => write(&lines, &fields, args.layout, args.header, &mut out)?,
        other => report::write(&table(&lines, &fields), other, &mut out)?,
    }
    Ok(0)
}
