//! Published snapshots: what queries open. A load ends by copying (cloning, where the file
//! system shares blocks) the checkpointed store into
//! `DB.published/STAMP.duckdb` and pointing the link `DB.current` at it with one rename, so a
//! reader opens the previous snapshot or the new one, never a half-written file, and never
//! meets the writer (DuckDB lets one process write a file, or many read it, not both). A
//! superseded snapshot is removed once it has been superseded for [`GRACE`]: a reader that
//! resolved the link just before finishes on it (on NFS an open file removed by another host
//! goes stale).

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

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
/// fairtrace) is read itself, read-only.
pub fn open_current(db: &Path, memory_limit: &str) -> anyhow::Result<super::Store> {
    let path = readable(db)?;
    Ok(super::Store::open_read_only(
        &path.to_string_lossy(),
        Some(memory_limit),
    )?)
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

/// Publishes `db` (checkpointed: no write-ahead log to carry) as a new snapshot, points the
/// link at it, and removes the snapshots superseded for longer than [`GRACE`]. Returns the
/// snapshot's path.
pub fn publish(db: &Path) -> std::io::Result<PathBuf> {
    let dir = folder(db);
    std::fs::create_dir_all(&dir)?;
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default();
    // Nanoseconds, zero-padded: names sort as they were published.
    let stamp = format!("{:020}", now.as_nanos());
    let partial = dir.join(format!(".{stamp}.partial"));
    // A clone shares the store's blocks until either changes one: instant on XFS and btrfs
    // (a byte copy elsewhere, a second per GB).
    reflink_copy::reflink_or_copy(db, &partial)?;
    std::fs::File::open(&partial)?.sync_all()?;
    let snapshot = dir.join(format!("{stamp}.duckdb"));
    std::fs::rename(&partial, &snapshot)?;
    // The link is relative (the store's folder may be mounted elsewhere), replaced in one rename.
    let dir_name = dir.file_name().unwrap_or_default();
    let target = Path::new(dir_name).join(format!("{stamp}.duckdb"));
    let fresh = beside(db, &format!(".current.{stamp}"));
    std::os::unix::fs::symlink(&target, &fresh)?;
    std::fs::rename(&fresh, link(db))?;
    prune(&dir, now)?;
    Ok(snapshot)
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
