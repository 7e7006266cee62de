//! `fairtrace serve`: answers other users' questions from a store only the service's owner
//! reads. On a UNIX socket the kernel names the caller (`SO_PEERCRED`); each question is
//! answered by the function the command line calls (`command::answer`, on the published
//! snapshot opened read-only for it), the caller in its context, so that what prints is what
//! `fairtrace --as CALLER …` prints, filtered by the caller's PrivateData. The snapshot is
//! opened once and each question gets its own connection to it (a new snapshot is opened when
//! a load publishes one). At most `slots` run at once, the others wait their turn.

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Read, Write};
use std::os::unix::fs::PermissionsExt;
use std::os::unix::net::{UnixListener, UnixStream};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

use anyhow::Context as _;
use serde::{Deserialize, Serialize};

use crate::command::{self, Question};
use crate::replay::{Context, Notes};
use crate::store::Store;

pub mod http;

/// A question: the command line as the caller typed it after `fairtrace`, and the variables
/// of their environment the command reads (`command::sreport::CALLER_ENVIRONMENT`).
#[derive(Debug, Default, Serialize, Deserialize)]
pub struct Request {
    pub args: Vec<String>,
    #[serde(default)]
    pub environment: BTreeMap<String, String>,
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

/// A command line a caller may ask: the context it is asked under, and its question (or what
/// the command would say of it, e.g. of a moment it cannot read).
pub struct Admitted {
    pub ctx: Context,
    pub question: anyhow::Result<Question>,
}

/// The service's reading of a caller's request (the caller's name second): Err says why it is
/// not one they may ask.
pub type Admit = fn(&Request, &str) -> Result<Admitted, String>;

/// A request is one line of JSON; more than this is not a command line.
const MAX_REQUEST: u64 = 64 * 1024;

/// What answers: the store, its memory limit, and which command lines are questions.
pub struct Service {
    db: PathBuf,
    memory_limit: String,
    admit: Admit,
    /// The snapshot open now, with its path.
    open: Mutex<Option<(PathBuf, Store)>>,
}

impl Service {
    pub fn new(db: PathBuf, memory_limit: String, admit: Admit) -> Service {
        Service {
            db,
            memory_limit,
            admit,
            open: Mutex::new(None),
        }
    }

    pub fn db(&self) -> &Path {
        &self.db
    }

    /// A connection to the snapshot published now (opened when it is new).
    fn store(&self) -> anyhow::Result<Store> {
        let path = crate::store::publish::readable(&self.db)?;
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        match &*open {
            Some((p, store)) if *p == path => Ok(store.try_clone()?),
            _ => {
                // The snapshot held until now is let go first: a load takes a superseded
                // snapshot no reader holds for its store's next file.
                *open = None;
                let (path, store) =
                    crate::store::publish::open_current(&self.db, &self.memory_limit)?;
                let mine = store.try_clone()?;
                *open = Some((path, store));
                Ok(mine)
            }
        }
    }

    /// Answers `request` as `caller` asked it: Err when it is not a question the caller may
    /// ask (the reason).
    pub fn answer(&self, caller: &str, request: &Request) -> Result<Answer, String> {
        let Admitted { mut ctx, question } = (self.admit)(request, caller)?;
        let said = Arc::new(Mutex::new(String::new()));
        let notes = Arc::clone(&said);
        ctx.notify = Notes::to(move |note| {
            let mut notes = notes.lock().unwrap_or_else(|e| e.into_inner());
            notes.push_str(note);
            notes.push('\n');
        });
        let mut stdout = Vec::new();
        let open = || self.store();
        let answered = catch_unwind(AssertUnwindSafe(|| {
            command::answer(&ctx, &open, &question?, &mut stdout)
        }));
        let mut stderr = said.lock().unwrap_or_else(|e| e.into_inner()).clone();
        let code = match answered {
            Ok(Ok(code)) => i32::from(code),
            Ok(Err(e)) => {
                stderr.push_str(&format!("fairtrace: {}\n", crate::error_message(&e)));
                1
            }
            Err(_) => {
                stderr.push_str(
                    "fairtrace: the service failed on this question (its log says why)\n",
                );
                101
            }
        };
        Ok(Answer {
            stdout: String::from_utf8_lossy(&stdout).into_owned(),
            stderr,
            code,
        })
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
        (Ok(caller), Ok(req)) => slots
            .run(|| service.answer(&caller, &req))
            .unwrap_or_else(|reason| Answer::refused(&reason)),
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
        environment: command::sreport::environment(
            &command::sreport::CALLER_ENVIRONMENT,
            &|name| std::env::var(name).ok(),
        ),
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
