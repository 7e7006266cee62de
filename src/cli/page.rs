//! `fairtrace page`: a user's own page, as HTML on stdout (what `serve` hands a browser).

use anyhow::bail;
use clap::Args;

use crate::command::page::Request;
use crate::replay::Context;

#[derive(Debug, Clone, Args)]
pub struct PageArgs {
    /// Whose page (the store's holder only; anyone else gets their own): default $USER.
    #[arg(long, short = 'u')]
    pub user: Option<String>,
    /// First moment (default: 30 days before --to).
    #[arg(long)]
    pub from: Option<String>,
    /// Last moment (default: now).
    #[arg(long, default_value = "now")]
    pub to: String,
    #[arg(long, short = 'M')]
    pub cluster: Option<String>,
}

impl PageArgs {
    pub fn request(&self, ctx: &Context) -> anyhow::Result<Request> {
        let user = match (&ctx.caller, &self.user) {
            (Some(_), Some(_)) => bail!("--user: a caller's page is their own"),
            (Some(caller), None) => caller.clone(),
            (None, Some(u)) => u.clone(),
            (None, None) => std::env::var("USER").unwrap_or_default(),
        };
        let to = ctx.parse_time(&self.to)?;
        let from = match &self.from {
            Some(f) => ctx.parse_time(f)?,
            None => to - 30 * 86_400,
        };
        Ok(Request {
            user,
            from,
            to,
            cluster: self.cluster.clone(),
        })
    }
}
