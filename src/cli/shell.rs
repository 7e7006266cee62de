//! `fairtrace completions SHELL` and `fairtrace manpage`: generated from the command
//! definitions themselves (clap_complete, clap_mangen), so they never drift from `--help`.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context;
use clap::{Args, CommandFactory};
use clap_complete::Shell;

use super::Cli;

#[derive(Debug, Clone, Args)]
pub struct CompletionsArgs {
    /// bash, zsh, fish, elvish or powershell.
    pub shell: Shell,
}

pub fn completions(args: &CompletionsArgs) -> anyhow::Result<ExitCode> {
    let mut cmd = Cli::command();
    // Into memory first: the generator panics on a write error (a closed pipe).
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut cmd, "fairtrace", &mut script);
    std::io::stdout().write_all(&script)?;
    Ok(ExitCode::SUCCESS)
}

#[derive(Debug, Clone, Args)]
pub struct ManpageArgs {
    /// Write fairtrace.1 and a page per command (fairtrace-load.1, fairtrace-load-sacct.1, …)
    /// into this directory, as git's pages are laid out; without it, print fairtrace.1.
    #[arg(long)]
    pub dir: Option<PathBuf>,
}

pub fn manpage(args: &ManpageArgs) -> anyhow::Result<ExitCode> {
    let cmd = Cli::command().name("fairtrace");
    match &args.dir {
        None => clap_mangen::Man::new(cmd).render(&mut std::io::stdout().lock())?,
        Some(dir) => {
            std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
            write_pages(cmd, dir)?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// `cmd`'s page and, recursively, its commands' (named `parent-command`).
fn write_pages(cmd: clap::Command, dir: &Path) -> anyhow::Result<()> {
    let name = cmd.get_name().to_string();
    for sub in cmd.get_subcommands().filter(|s| s.get_name() != "help") {
        let page = format!("{name}-{}", sub.get_name());
        let display = page.replace('-', " ");
        write_pages(sub.clone().name(page).bin_name(display), dir)?;
    }
    let path = dir.join(format!("{name}.1"));
    let mut out = Vec::new();
    clap_mangen::Man::new(cmd).render(&mut out)?;
    std::fs::write(&path, out).with_context(|| format!("writing {}", path.display()))?;
    Ok(())
}
