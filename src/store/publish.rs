//! Published snapshots: what queries open. A load ends by giving the checkpointed store's file
//! a second name, `DB.published/STAMP.duckdb`, and pointing the link `DB.current` at it with
//! one rename, so a reader opens the previous snapshot or the new one, never a half-written
//! file, and never meets the writer (DuckDB lets one process write a file, or many read it,
//! not both). The store then gets a file of its own again: a clone where the file system
//! shares blocks, else the previous snapshot brought up to date where no reader holds it
//! (only the blocks that differ written: a day's load at 100M jobs changed 166 MB of the
//! 7 GB store), else a copy. A superseded snapshot a reader held is removed once it has been
//! superseded for [`GRACE`] (on NFS an open file removed by another host goes stale).

use std::fs::File;
use std::io;
use std::os::unix::fs::{FileExt, MetadataExt};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use nix::fcntl::{posix_fadvise, PosixFadviseAdvice};

/// How long a superseded snapshot stays for the readers that opened it.
pub const GRACE: Duration = Duration::from_secs(3600);

/// `DB` with `suffix` appended to its file name.
fn beside(db: &Path, suffix: &str) -> PathBuf {
    let mut name = db.file_name().unwrap_or_default().to_os_string();
    name.push(suffix);
    db.with_file_name(name)
}

/// The folder of `db`'s snapshots.
pub fn folder(db: &Path) -> PathBuf {
    beside(db, ".published")
}

/// The link readers follow.
pub fn link(db: &Path) -> PathBuf {
    beside(db, ".current")
}

/// The snapshot `db`'s link names now, if one was published.
pub fn current(db: &Path) -> Option<PathBuf> {
    let target = std::fs::read_link(link(db)).ok()?;
    Some(db.with_file_name(target)).filter(|p| p.exists())
}

/// What queries read: the snapshot `db`'s last load published, read-only, so that no query
/// waits for a load or makes one fail; a store no load has published since (made by an older
/// fairtrace) is read itself, read-only. With the file opened.
pub fn open_current(db: &Path, memory_limit: &str) -> anyhow::Result<(PathBuf, super::Store)> {
    // A load takes the snapshot it superseded for its store's next file when no reader holds
    // it: a reader that followed the link just before finds the file gone, and follows it again.
    let mut tries = 0;
    loop {
        let path = readable(db)?;
        match super::Store::open_read_only(&path.to_string_lossy(), Some(memory_limit)) {
            Ok(store) => return Ok((path, store)),
            Err(_) if !path.exists() && tries < 3 => tries += 1,
            Err(e) => return Err(e.into()),
        }
    }
}

/// The file queries read: the current snapshot, else `db` itself.
pub fn readable(db: &Path) -> anyhow::Result<PathBuf> {
    let path = current(db).unwrap_or_else(|| db.to_path_buf());
    if !path.exists() {
        anyhow::bail!(
            "no database at {}: load dumps into it first (`fairtrace load …` or `fairtrace collect`)",
            db.display()
        );
    }
    Ok(path)
}

/// Makes `db`'s file its own before a load writes it: a publish stopped between naming the
/// store's file a snapshot and giving the store a file of its own left one file under both
/// names, which the load would change under the snapshot's readers.
pub fn separate(db: &Path) -> io::Result<()> {
    match std::fs::metadata(db) {
        Ok(m) if m.nlink() > 1 => {
            let next = beside(db, ".next");
            copy_durably(db, &next)?;
            std::fs::rename(&next, db)
        }
        _ => Ok(()),
    }
}

/// Publishes `db` (checkpointed and closed: no write-ahead log to carry, no connection to it
/// open) as a new snapshot, points the link at it, gives `db` a file of its own again, and
/// removes the snapshots superseded for longer than [`GRACE`]. Returns the snapshot's path.
pub fn publish(db: &Path) -> io::Result<PathBuf> {
    let dir = folder(db);
    std::fs::create_dir_all(&dir)?;
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default();
    // Nanoseconds, zero-padded: names sort as they were published.
    let stamp = format!("{:020}", now.as_nanos());
    let snapshot = dir.join(format!("{stamp}.duckdb"));
    let previous = current(db);
    let next = beside(db, ".next");
    // What a publish stopped midway left.
    match std::fs::remove_file(&next) {
        Err(e) if e.kind() != io::ErrorKind::NotFound => return Err(e),
        _ => {}
    }
    let named = std::fs::hard_link(db, &snapshot).is_ok();
    if named {
        File::open(&dir)?.sync_all()?;
    } else {
        // No second name on this file system: the snapshot is a clone or a copy.
        let partial = dir.join(format!(".{stamp}.partial"));
        copy_durably(db, &partial)?;
        std::fs::rename(&partial, &snapshot)?;
    }
    point_link(db, &dir, &stamp)?;
    if named {
        // The store's next file.
        if reflink_copy::reflink(&snapshot, &next).is_err() {
            let mut claimed = None;
            for old in superseded(&dir, previous, &snapshot)? {
                claimed = claim(&old, &next)?;
                if claimed.is_some() {
                    break;
                }
            }
            match claimed {
                Some(file) => {
                    update(&file, &snapshot)?;
                    // The store's mode, as a copy of it would have (a site may have made the
                    // snapshots read-only).
                    file.set_permissions(std::fs::metadata(db)?.permissions())?;
                    file.sync_all()?;
                }
                None => copy_durably(&snapshot, &next)?,
            }
        }
        std::fs::rename(&next, db)?;
    }
    prune(&dir, now)?;
    Ok(snapshot)
}

/// `from` copied to `to` (a clone where the file system shares blocks), on disk.
fn copy_durably(from: &Path, to: &Path) -> io::Result<()> {
    reflink_copy::reflink_or_copy(from, to)?;
    File::open(to)?.sync_all()
}

/// Points `db`'s link at snapshot `stamp` of `dir` with one rename; the link is relative (the
/// store's folder may be mounted elsewhere).
fn point_link(db: &Path, dir: &Path, stamp: &str) -> io::Result<()> {
    let dir_name = dir.file_name().unwrap_or_default();
    let target = Path::new(dir_name).join(format!("{stamp}.duckdb"));
    let fresh = beside(db, &format!(".current.{stamp}"));
    std::os::unix::fs::symlink(&target, &fresh)?;
    std::fs::rename(&fresh, link(db))
}

/// The snapshots `snapshot` superseded, the one current until it first (the nearest to it),
/// then the others newest first: a service that held the previous snapshot when a load
/// published lets it go at its next question, so the one before is free by the next load.
fn superseded(dir: &Path, previous: Option<PathBuf>, snapshot: &Path) -> io::Result<Vec<PathBuf>> {
    let mut others: Vec<PathBuf> = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        let published = !name.starts_with('.') && name.ends_with(".duckdb");
        if published && path != snapshot && Some(&path) != previous.as_ref() {
            others.push(path);
        }
    }
    others.sort_by(|a, b| b.cmp(a));
    Ok(previous.into_iter().chain(others).collect())
}

/// Takes the superseded snapshot `old` as `to`, open to write and locked, unless a reader
/// holds it (DuckDB locks a file it reads): then it stays where it was, and None.
fn claim(old: &Path, to: &Path) -> io::Result<Option<File>> {
    // Renamed first: a reader that followed the link before it moved finds no file (and
    // follows the link again) rather than one being written.
    match std::fs::rename(old, to) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        other => other?,
    }
    let file = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .open(to)?;
    let whole = nix::libc::flock {
        l_type: nix::libc::F_WRLCK as i16,
        l_whence: nix::libc::SEEK_SET as i16,
        l_start: 0,
        l_len: 0,
        l_pid: 0,
    };
    // An open file description's lock: it conflicts with DuckDB's read lock in any process,
    // this one's included.
    if nix::fcntl::fcntl(&file, nix::fcntl::FcntlArg::F_OFD_SETLK(&whole)).is_err() {
        std::fs::rename(to, old)?;
        return Ok(None);
    }
    Ok(Some(file))
}

/// Where DuckDB's blocks start: after its main header and two database headers.
const BLOCKS_START: u64 = 3 * 4096;

/// The block size a DuckDB file's first bytes give (its database headers'), if they read
/// as one: a power of two from 16 KiB.
fn block_size(head: &[u8]) -> Option<u64> {
    if head.len() < BLOCKS_START as usize || &head[8..12] != b"DUCK" {
        return None;
    }
    // Each database header: checksum, iteration, meta block, free list, block count, then
    // the block size.
    let field = |at: usize| u64::from_le_bytes(head[at..at + 8].try_into().expect("8 bytes"));
    let (a, b) = (field(4096 + 40), field(8192 + 40));
    (a == b && a.is_power_of_two() && a >= 16 * 1024).then_some(a)
}

/// Makes `to` hold the bytes of the DuckDB file `from`. Each block begins with the checksum
/// of the rest: a block whose checksum both files hold at its place is the same block, and is
/// not written again. Any other file is written whole. Returns the bytes written.
fn update(to: &File, from: &Path) -> io::Result<u64> {
    let src = File::open(from)?;
    let (len, old_len) = (src.metadata()?.len(), to.metadata()?.len());
    let mut head = vec![0u8; BLOCKS_START.min(len) as usize];
    src.read_exact_at(&mut head, 0)?;
    let mut old_head = vec![0u8; BLOCKS_START.min(old_len) as usize];
    to.read_exact_at(&mut old_head, 0)?;
    let start = BLOCKS_START.min(len);
    let runs = match block_size(&head).filter(|&s| block_size(&old_head) == Some(s)) {
        Some(size) => changed_blocks((&src, to), size, (start, len, old_len))?,
        None => vec![(start, len)],
    };
    let mut buf = vec![0u8; 4 << 20];
    let written = runs.iter().map(|(at, end)| end - at).sum::<u64>() + head.len() as u64;
    for (mut at, end) in runs {
        while at < end {
            let n = ((end - at) as usize).min(buf.len());
            src.read_exact_at(&mut buf[..n], at)?;
            to.write_all_at(&buf[..n], at)?;
            at += n as u64;
        }
    }
    // The headers last: they name the blocks.
    to.write_all_at(&head, 0)?;
    to.set_len(len)?;
    Ok(written)
}

/// Threads reading blocks' checksums at once: a disk serves many reads side by side, and one
/// read at a time, each a round trip, kept a day's load at 100M jobs waiting seconds.
const CHECKSUM_READERS: u64 = 16;

/// The runs of blocks (byte offsets) of `from` to write into `to` over [`start`, `len`): those
/// whose checksum differs, or that `to` (`old_len` long) lacks, and a last partial block.
fn changed_blocks(
    (from, to): (&File, &File),
    size: u64,
    (start, len, old_len): (u64, u64, u64),
) -> io::Result<Vec<(u64, u64)>> {
    // Eight bytes read of each block: without this the kernel reads ahead 128 KB or more at
    // each (a cold 7 GB store and its snapshot: 13 GB read to compare 27k checksums).
    for file in [from, to] {
        let _ = posix_fadvise(file, 0, 0, PosixFadviseAdvice::POSIX_FADV_RANDOM);
    }
    let blocks = (len - start).div_ceil(size);
    let same = |k: u64| -> io::Result<bool> {
        let at = start + k * size;
        if at + size > len || at + size > old_len {
            return Ok(false);
        }
        let (mut new, mut old) = ([0u8; 8], [0u8; 8]);
        from.read_exact_at(&mut new, at)?;
        to.read_exact_at(&mut old, at)?;
        Ok(new == old)
    };
    let per = blocks.div_ceil(CHECKSUM_READERS).max(1);
    let parts: Vec<io::Result<Vec<u64>>> = std::thread::scope(|scope| {
        let readers: Vec<_> = (0..blocks)
            .step_by(per as usize)
            .map(|first| {
                scope.spawn(move || {
                    let mut changed = Vec::new();
                    for k in first..(first + per).min(blocks) {
                        if !same(k)? {
                            changed.push(k);
                        }
                    }
                    Ok(changed)
                })
            })
            .collect();
        readers
            .into_iter()
            .map(|r| r.join().expect("a checksum reader panicked"))
            .collect()
    });
    let mut runs: Vec<(u64, u64)> = Vec::new();
    for k in parts.into_iter().collect::<io::Result<Vec<_>>>()?.concat() {
        let (at, end) = (start + k * size, (start + (k + 1) * size).min(len));
        match runs.last_mut() {
            Some(run) if run.1 == at => run.1 = end,
            _ => runs.push((at, end)),
        }
    }
    Ok(runs)
}

/// Removes the snapshots superseded for longer than [`GRACE`] at `now`, and copies a publish
/// killed midway left (as old).
fn prune(dir: &Path, now: Duration) -> std::io::Result<()> {
    let mut stamps: Vec<(u128, PathBuf)> = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        let stamp = |s: &str| s.parse::<u128>().ok();
        if let Some(s) = name.strip_suffix(".duckdb").and_then(stamp) {
            stamps.push((s, path));
        } else if let Some(s) = name
            .strip_prefix('.')
            .and_then(|n| n.strip_suffix(".partial"))
            .and_then(stamp)
        {
            if now.as_nanos().saturating_sub(s) > GRACE.as_nanos() {
                std::fs::remove_file(&path)?;
            }
        }
    }
    stamps.sort();
    for pair in stamps.windows(2) {
        let ((_, old), (superseded_at, _)) = (&pair[0], &pair[1]);
        if now.as_nanos().saturating_sub(*superseded_at) > GRACE.as_nanos() {
            std::fs::remove_file(old)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A DuckDB file at `path` holding `rows` rows of a table, checkpointed and closed, with
    /// the rows `delete` names removed.
    fn duckdb_file(path: &Path, rows: i64, delete: &str) {
        let conn = duckdb::Connection::open(path).unwrap();
        conn.execute_batch(&format!(
            "CREATE TABLE IF NOT EXISTS t (i BIGINT, s VARCHAR);
             INSERT INTO t SELECT i, 'row ' || i FROM range((SELECT count(*) FROM t), {rows}) r(i);
             DELETE FROM t WHERE {delete};
             CHECKPOINT;"
        ))
        .unwrap();
    }

    /// Brings `old` to `new`'s bytes; returns the bytes written.
    fn brought_up(old: &Path, new: &Path) -> u64 {
        let file = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .open(old)
            .unwrap();
        let written = update(&file, new).unwrap();
        drop(file);
        assert!(
            std::fs::read(old).unwrap() == std::fs::read(new).unwrap(),
            "not the same bytes"
        );
        written
    }

    /// The previous snapshot brought up to date holds the store's bytes exactly, and only
    /// the blocks the load changed were written; a file of another size, or not DuckDB's at
    /// all, is written whole.
    #[test]
    fn a_superseded_snapshot_is_brought_to_the_stores_bytes() {
        let dir = tempfile::tempdir().unwrap();
        let (store, old) = (dir.path().join("s.duckdb"), dir.path().join("old.duckdb"));
        duckdb_file(&store, 2_000_000, "false");
        std::fs::copy(&store, &old).unwrap();
        duckdb_file(&store, 2_050_000, "i % 100000 = 7");
        let len = std::fs::metadata(&store).unwrap().len();
        let written = brought_up(&old, &store);
        assert!(written < len / 2, "{written} of {len} bytes written");
        let small = dir.path().join("small.duckdb");
        duckdb_file(&small, 10, "false");
        brought_up(&small, &store);
        let other = dir.path().join("other");
        std::fs::write(&other, vec![7u8; len as usize + 5000]).unwrap();
        assert!(brought_up(&other, &store) >= len);
    }

    /// A snapshot superseded for longer than GRACE goes; the one superseded a second ago and
    /// the newest stay; a publish's partial copy left for longer than GRACE goes.
    #[test]
    fn superseded_snapshots_stay_for_the_grace_period() {
        let dir = tempfile::tempdir().unwrap();
        let ns = |s: u64| u128::from(s) * 1_000_000_000;
        let t0 = 1_800_000_000;
        let name = |s: u64| format!("{:020}.duckdb", ns(s));
        let files = [
            name(t0),
            name(t0 + 600),
            name(t0 + 7200),
            format!(".{:020}.partial", ns(t0 + 100)),
        ];
        for f in &files {
            std::fs::write(dir.path().join(f), b"").unwrap();
        }
        prune(dir.path(), Duration::from_secs(t0 + 7201)).unwrap();
        let mut left: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        left.sort();
        assert_eq!(left, [name(t0 + 600), name(t0 + 7200)]);
    }
}
