// Loads allocate and free millions of small strings across the parser and loader threads;
// mimalloc does that several times faster than glibc's malloc. It also stands in for malloc
// itself (Cargo.toml's `override`), so DuckDB allocates from it too: DuckDB calls
// `malloc_trim` up to ten times a second, and on glibc's heap each call returned free pages
// one `madvise` at a time — at 10M jobs, half of a load's system time went to the TLB
// shootdowns that followed. It is built without transparent huge pages (`no_thp`): with
// them, memory it returned and took again came back as 2 MB pages the kernel zeroed whole —
// half of a month's audit at 10M jobs.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let cli = fairtrace::Cli::parse();
    match fairtrace::run(cli) {
        Ok(code) => code,
        Err(err) => {
            // A closed pipe (`fairtrace sql … | head`) is not a failure.
            let broken_pipe = err
                .chain()
                .filter_map(|e| e.downcast_ref::<std::io::Error>())
                .any(|e| e.kind() == std::io::ErrorKind::BrokenPipe);
            if broken_pipe {
                return ExitCode::SUCCESS;
            }
            eprintln!("fairtrace: {}", fairtrace::error_message(&err));
            ExitCode::FAILURE
        }
    }
}
