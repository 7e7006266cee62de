//! `fairtrace serve`: the service that answers other users (`serve::listen`), and what a
//! caller may ask it (`admit`).

use std::path::PathBuf;
use std::process::ExitCode;

use clap::parser::ValueSource;
use clap::{Args, CommandFactory, FromArgMatches};

use std::sync::Arc;

use anyhow::Context as _;

use super::Cli;
use crate::command::sreport::CALLER_ENVIRONMENT;
use crate::serve::http::{serve_http, Gate};
use crate::serve::{bind, listen, Admitted, Request, Service, Slots};

/// Where the service listens unless told otherwise, and where callers look for it.
pub const DEFAULT_SOCKET: &str = "/run/fairtrace/fairtrace.sock";

#[derive(Debug, Clone, Args)]
pub struct ServeArgs {
    /// The UNIX socket to listen on (made mode 0666: the kernel tells who calls).
    #[arg(long, default_value = DEFAULT_SOCKET)]
    pub socket: PathBuf,
    /// Questions answered at once (the others wait their turn).
    #[arg(long, default_value_t = 4)]
    pub slots: usize,
    /// Also answer HTTP here (e.g. 127.0.0.1:8642), for portals: POST /v1/ask.
    #[arg(long, value_name = "ADDR")]
    pub http: Option<String>,
    /// The site's JWT key (slurm.conf AuthAltParameters=jwt_key=…): HTTP callers send
    /// X-SLURM-USER-TOKEN (from `scontrol token`), as to slurmrestd.
    #[arg(long, value_name = "FILE")]
    pub jwt_key: Option<PathBuf>,
    /// A header an authenticating proxy in front of the HTTP port sets to the user's name
    /// (trusted as is: listen where only the proxy reaches).
    #[arg(long, value_name = "NAME")]
    pub trusted_header: Option<String>,
    /// Who may ask for another user with X-SLURM-USER-NAME, besides root (auth/jwt's rule).
    #[arg(long, default_value = "slurm")]
    pub slurm_user: String,
}

pub fn run(cli: &Cli, args: &ServeArgs) -> anyhow::Result<ExitCode> {
    if cli.as_user.is_some() {
        anyhow::bail!("--as: the service answers each caller as the kernel names them");
    }
    let service = Arc::new(Service::new(
        std::path::absolute(&cli.db)?,
        cli.memory_limit.clone(),
        admit,
    ));
    let slots = Arc::new(Slots::new(args.slots));
    let socket = bind(&args.socket)?;
    if let Some(addr) = &args.http {
        if args.jwt_key.is_none() && args.trusted_header.is_none() {
            anyhow::bail!("--http needs --jwt-key or --trusted-header: who asks must be proven");
        }
        let jwt_key = match &args.jwt_key {
            Some(path) => {
                Some(std::fs::read(path).with_context(|| format!("reading {}", path.display()))?)
            }
            None => None,
        };
        let gate = Arc::new(Gate {
            jwt_key,
            trusted_header: args.trusted_header.clone(),
            slurm_user: args.slurm_user.clone(),
        });
        let server = tiny_http::Server::http(addr)
            .map_err(|e| anyhow::anyhow!("listening on {addr}: {e}"))?;
        eprintln!("fairtrace serve: HTTP on {addr} (POST /v1/ask)");
        let (service, slots) = (Arc::clone(&service), Arc::clone(&slots));
        std::thread::spawn(move || serve_http(service, slots, gate, server));
    }
    eprintln!(
        "fairtrace serve: answering on {} for {}",
        args.socket.display(),
        service.db().display()
    );
    listen(service, slots, socket);
    Ok(ExitCode::SUCCESS)
}

/// A caller's command line is one of the commands that answer as them, choosing neither the
/// store, nor who asks, nor the service's memory, nor a file the service would read or write
/// as its owner: its question, asked by `caller` under the context the command line gives.
pub fn admit(request: &Request, caller: &str) -> Result<Admitted, String> {
    let args = &request.args;
    let matches = Cli::command()
        .try_get_matches_from(std::iter::once("fairtrace".to_string()).chain(args.iter().cloned()))
        .map_err(|e| e.render().to_string().trim_end().to_string())?;
    let Some((name, sub)) = matches.subcommand() else {
        return Err("no command given".into());
    };
    let cli = Cli::from_arg_matches(&matches).map_err(|e| e.to_string())?;
    if !super::scoped(&cli.command) {
        return Err(format!(
            "the service answers the commands that apply Slurm's PrivateData (`fairtrace serve --help`); `{name}` is for the store's holder"
        ));
    }
    for (id, option) in [
        ("db", "--db"),
        ("as_user", "--as"),
        ("memory_limit", "--memory-limit"),
        ("server", "--server"),
    ] {
        let given = [&matches, sub]
            .iter()
            .any(|m| m.value_source(id) == Some(ValueSource::CommandLine));
        if given {
            return Err(format!("{option} is the service's to choose"));
        }
    }
    for (id, option) in [("plot", "--plot"), ("usage", "--usage"), ("html", "--html")] {
        if sub.try_contains_id(id).unwrap_or(false) && sub.value_source(id).is_some() {
            return Err(format!(
                "{option} names a file, which the service would open as its owner: ask without it"
            ));
        }
    }
    let ctx = crate::replay::Context {
        caller: Some(caller.to_string()),
        ..cli.context()
    };
    // The caller's environment as they sent it, but where a variable names a file: the
    // service's own.
    let env = |name: &str| match CALLER_ENVIRONMENT.contains(&name) {
        true => request.environment.get(name).cloned(),
        false => std::env::var(name).ok(),
    };
    let question = cli
        .command
        .question(&ctx, &cli.set, &env)
        .ok_or_else(|| format!("`{name}` asks no question"))?;
    Ok(Admitted { ctx, question })
}
