//! `fairtrace serve`: answers other users' questions from a store only the service's owner
//! reads. On a UNIX socket the kernel names the caller (`SO_PEERCRED`); each question runs as
//! the command line would (`fairtrace --as CALLER …`, a child process of the service's own
//! executable on the published snapshot), so that what prints is what the command prints,
//! filtered by the caller's PrivateData. A child per question keeps one question's memory and
//! descriptors from the next; at most `slots` run at once, the others wait their turn.

use std::io::{BufRead, BufReader, Read, Write};
use std::os::unix::fs::PermissionsExt;
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

use anyhow::Context as _;
use serde::{Deserialize, Serialize};

pub mod http;

/// A question: the command line as the caller typed it after `fairtrace`.
#[derive(Debug, Serialize, Deserialize)]
pub struct Request {
    pub args: Vec<String>,
}

/// The answer: what the command printed and its exit status.
#[derive(Debug, Serialize, Deserialize)]
pub struct Answer {
    pub stdout: String,
    pub stderr: String,
    pub code: i32,
}

impl Answer {
    /// A question refused before it ran: the reason on stderr, exit status 2 (a usage error).
    pub fn refused(reason: &str) -> Answer {
        Answer {
            stdout: String::new(),
            stderr: format!("fairtrace: {reason}\n"),
            code: 2,
        }
    }
}

/// Whether a caller may ask `args` (the service's check of the command line, without running
/// it): Err says why not.
pub type Admit = fn(&[String]) -> Result<(), String>;

/// A request is one line of JSON; more than this is not a command line.
const MAX_REQUEST: u64 = 64 * 1024;

/// What answers: the executable run per question, the store, its memory limit.
#[derive(Debug, Clone)]
pub struct Service {
    pub exe: PathBuf,
    pub db: PathBuf,
    pub memory_limit: String,
    pub admit: Admit,
}

impl Service {
    /// Runs `args` as `caller`: the service's store and memory limit, the caller's identity.
    pub fn answer(&self, caller: &str, args: &[String]) -> Answer {
        if let Err(reason) = (self.admit)(args) {
            return Answer::refused(&reason);
        }
        let out = Command::new(&self.exe)
            .arg("--db")
            .arg(&self.db)
            .args(["--memory-limit", &self.memory_limit, "--as", caller])
            .args(args)
            .env_remove("FAIRTRACE_SERVER")
            .stdin(std::process::Stdio::null())
            .output();
        match out {
            Ok(out) => Answer {
                stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
                stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
                code: out.status.code().unwrap_or(1),
            },
            Err(e) => Answer::refused(&format!(
                "the service cannot run {}: {e}",
                self.exe.display()
            )),
        }
    }
}

/// Counts the questions running, up to `slots`.
pub struct Slots {
    busy: Mutex<usize>,
    freed: Condvar,
    max: usize,
}

impl Slots {
    pub fn new(max: usize) -> Slots {
        Slots {
            busy: Mutex::new(0),
            freed: Condvar::new(),
            max: max.max(1),
        }
    }

    fn run<T>(&self, f: impl FnOnce() -> T) -> T {
        let mut busy = self.busy.lock().unwrap_or_else(|e| e.into_inner());
        while *busy >= self.max {
            busy = self.freed.wait(busy).unwrap_or_else(|e| e.into_inner());
        }
        *busy += 1;
        drop(busy);
        let out = f();
        *self.busy.lock().unwrap_or_else(|e| e.into_inner()) -= 1;
        self.freed.notify_one();
        out
    }
}

/// The socket at `path` (replacing one left by a service that is gone), open to everyone
/// (mode 0666): who asks is the kernel's to say, not the file's.
pub fn bind(path: &Path) -> anyhow::Result<UnixListener> {
    if path.exists() {
        if UnixStream::connect(path).is_ok() {
            anyhow::bail!("{}: a service already answers there", path.display());
        }
        std::fs::remove_file(path).with_context(|| format!("removing {}", path.display()))?;
    }
    let listener =
        UnixListener::bind(path).with_context(|| format!("listening on {}", path.display()))?;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o666))?;
    Ok(listener)
}

/// Answers on `listener` until killed.
pub fn listen(service: Arc<Service>, slots: Arc<Slots>, listener: UnixListener) {
    for stream in listener.incoming() {
        let Ok(stream) = stream else { continue };
        let (service, slots) = (Arc::clone(&service), Arc::clone(&slots));
        std::thread::spawn(move || {
            // A caller who went away is no concern of the service's.
            let _ = converse(&service, &slots, stream);
        });
    }
}

/// One connection: who is calling, their question, the answer.
fn converse(service: &Service, slots: &Slots, mut stream: UnixStream) -> std::io::Result<()> {
    stream.set_read_timeout(Some(Duration::from_secs(10)))?;
    let answer = match (peer_name(&stream), read_request(&stream)) {
        (Err(e), _) => Answer::refused(&format!("cannot tell who is asking: {e}")),
        (_, Err(e)) => Answer::refused(&e),
        (Ok(caller), Ok(req)) => slots.run(|| service.answer(&caller, &req.args)),
    };
    serde_json::to_writer(&mut stream, &answer)?;
    stream.write_all(b"\n")
}

/// The caller's user name, from the uid the kernel gives for the socket's other end.
fn peer_name(stream: &UnixStream) -> Result<String, String> {
    use nix::sys::socket::{getsockopt, sockopt::PeerCredentials};
    let cred = getsockopt(stream, PeerCredentials).map_err(|e| e.to_string())?;
    let uid = nix::unistd::Uid::from_raw(cred.uid());
    match nix::unistd::User::from_uid(uid) {
        Ok(Some(user)) => Ok(user.name),
        Ok(None) => Err(format!("uid {uid} has no user name")),
        Err(e) => Err(e.to_string()),
    }
}

fn read_request(stream: &UnixStream) -> Result<Request, String> {
    let mut line = String::new();
    BufReader::new(stream.take(MAX_REQUEST))
        .read_line(&mut line)
        .map_err(|e| format!("reading the request: {e}"))?;
    if !line.ends_with('\n') {
        return Err(format!(
            "a request is one line of JSON of at most {MAX_REQUEST} bytes, ending with a newline"
        ));
    }
    serde_json::from_str(&line).map_err(|e| format!("a request is {{\"args\": [...]}}: {e}"))
}

/// Asks the service at `path` (the caller's side): prints the answer as the command would
/// have, and returns its exit status.
pub fn ask(path: &Path, args: &[String]) -> anyhow::Result<i32> {
    let mut stream = UnixStream::connect(path)
        .with_context(|| format!("asking the fairtrace service at {}", path.display()))?;
    let mut req = serde_json::to_vec(&Request {
        args: args.to_vec(),
    })?;
    req.push(b'\n');
    stream.write_all(&req)?;
    stream.shutdown(std::net::Shutdown::Write)?;
    let answer: Answer = serde_json::from_reader(BufReader::new(stream))
        .with_context(|| format!("reading the answer of the service at {}", path.display()))?;
    std::io::stdout().write_all(answer.stdout.as_bytes())?;
    std::io::stderr().write_all(answer.stderr.as_bytes())?;
    Ok(answer.code)
}
