//! Backups and restores, taken while the site keeps serving.
//!
//! SQLite: `VACUUM INTO` writes a consistent copy of the database from one
//! read transaction; in WAL mode writers carry on meanwhile, and every
//! write acknowledged before the backup began is in it. The day's visitor
//! salt is then deleted from the copy, overwritten with zeros and never
//! written to a journal (`without_salts`). The copy is checked with
//! `PRAGMA integrity_check` before it gets its final name.
//! PostgreSQL: the portable archive (`ops::archive`), read in one
//! `REPEATABLE READ` snapshot (which leaves the salt out), then read back
//! in full and its row counts checked. A restore starts a new salt: any an
//! older backup held is deleted.
//!
//! A backup file is created with mode 0600 under a temporary name
//! (`.…partial`), synced, then renamed to `vanijya-YYYYMMDDTHHMMSSZ` plus
//! `.sqlite3` or `.jsonl.zst` (UTC), so a half-written file never looks like
//! a backup. Old ones are pruned: the newest of each of the last
//! `KEEP_DAILY` days stays, and the newest of each of `KEEP_WEEKLY` ISO
//! weeks before those.
use std::{
    path::{Path, PathBuf},
    str::FromStr,
    time::{Duration, Instant},
};

use anyhow::{bail, ensure, Context};
use chrono::{DateTime, Datelike, NaiveDateTime, Utc};
use sea_orm::{
    sqlx::{
        sqlite::{SqliteConnectOptions, SqliteJournalMode},
        Connection, SqliteConnection,
    },
    ConnectionTrait, DatabaseConnection, DbBackend,
};

use super::archive;

/// Daily backups kept (the newest of each day).
pub const KEEP_DAILY: usize = 7;
/// Weekly backups kept (the newest of each ISO week).
pub const KEEP_WEEKLY: usize = 4;

const SQLITE_EXT: &str = ".sqlite3";
const ARCHIVE_EXT: &str = ".jsonl.zst";
const NAME_TIME: &str = "%Y%m%dT%H%M%SZ";

/// A backup written and checked.
#[derive(Clone, Debug)]
pub struct Taken {
    pub path: PathBuf,
    pub bytes: u64,
    pub elapsed: Duration,
}

/// `'text'` as an SQL string literal.
fn sql_string(text: &str) -> String {
    format!("'{}'", text.replace('\'', "''"))
}

/// Creates `dir` (mode 0700) when missing.
fn ensure_dir(dir: &Path) -> anyhow::Result<()> {
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder
        .create(dir)
        .with_context(|| format!("cannot create the backup folder {}", dir.display()))
}

/// Makes a rename in `dir` durable.
fn sync_dir(dir: &Path) {
    if let Ok(d) = std::fs::File::open(dir) {
        d.sync_all().ok();
    }
}

/// A name for a backup taken at `at` that is free in `dir`.
fn free_name(dir: &Path, at: DateTime<Utc>, ext: &str) -> PathBuf {
    let stamp = at.format(NAME_TIME).to_string();
    let mut path = dir.join(format!("vanijya-{stamp}{ext}"));
    let mut n = 2;
    while path.exists() {
        path = dir.join(format!("vanijya-{stamp}-{n}{ext}"));
        n += 1;
    }
    path
}

/// `path`'s file name, as text.
fn file_name(path: &Path) -> anyhow::Result<&str> {
    path.file_name()
        .and_then(|n| n.to_str())
        .with_context(|| format!("{} has no file name", path.display()))
}

/// The hidden file in `dir` that `path` is written through before it is
/// renamed into place (".name.suffix"), with one an earlier attempt left
/// removed.
fn work_file(dir: &Path, path: &Path, suffix: &str) -> anyhow::Result<PathBuf> {
    let work = dir.join(format!(".{}.{suffix}", file_name(path)?));
    std::fs::remove_file(&work).ok();
    Ok(work)
}

/// Writes a checked backup of `db` into `dir` and prunes old ones.
#[tracing::instrument(skip(db))]
pub async fn take(db: &DatabaseConnection, dir: &Path) -> anyhow::Result<Taken> {
    let started = Instant::now();
    ensure_dir(dir)?;
    let sqlite = db.get_database_backend() == DbBackend::Sqlite;
    let ext = if sqlite { SQLITE_EXT } else { ARCHIVE_EXT };
    let path = free_name(dir, Utc::now(), ext);
    let partial = work_file(dir, &path, "partial")?;
    let written = if sqlite {
        // An empty file of mode 0600: VACUUM INTO fills an empty file.
        drop(archive::create_private(&partial)?);
        async {
            let target = partial
                .to_str()
                .context("a backup path that is not UTF-8")?;
            db.execute_unprepared(&format!("VACUUM INTO {}", sql_string(target)))
                .await?;
            without_salts(&partial).await?;
            check_sqlite(&partial).await?;
            std::fs::File::open(&partial)?.sync_all()?;
            anyhow::Ok(())
        }
        .await
    } else {
        async {
            archive::export(db, &partial).await?;
            archive::verify(&partial)?;
            anyhow::Ok(())
        }
        .await
    };
    if let Err(e) = written {
        std::fs::remove_file(&partial).ok();
        return Err(e);
    }
    std::fs::rename(&partial, &path)?;
    sync_dir(dir);
    let bytes = std::fs::metadata(&path)?.len();
    match prune(dir, Utc::now()) {
        Ok(removed) if !removed.is_empty() => {
            tracing::info!(removed = removed.len(), "pruned old backups")
        }
        Ok(_) => {}
        Err(e) => tracing::warn!(error = %e, "pruning old backups failed"),
    }
    Ok(Taken {
        path,
        bytes,
        elapsed: started.elapsed(),
    })
}

/// Deletes the visitor salts from an SQLite copy (see the module note):
/// with `secure_delete` their bytes become zeros, and with the journal in
/// memory no file ever holds them again.
async fn without_salts(path: &Path) -> anyhow::Result<()> {
    let opts = SqliteConnectOptions::new()
        .filename(path)
        .journal_mode(SqliteJournalMode::Memory)
        .pragma("secure_delete", "ON");
    let mut conn = SqliteConnection::connect_with(&opts).await?;
    let result = sea_orm::sqlx::query("DELETE FROM visitor_salts")
        .execute(&mut conn)
        .await;
    conn.close().await.ok();
    result?;
    Ok(())
}

/// Opens an SQLite file read-only and runs `PRAGMA integrity_check`.
pub async fn check_sqlite(path: &Path) -> anyhow::Result<()> {
    let opts = SqliteConnectOptions::new()
        .filename(path)
        .read_only(true)
        .immutable(true);
    let mut conn = SqliteConnection::connect_with(&opts).await?;
    let answers: Vec<String> = sea_orm::sqlx::query_scalar("PRAGMA integrity_check")
        .fetch_all(&mut conn)
        .await?;
    conn.close().await.ok();
    ensure!(
        answers == ["ok"],
        "{} fails SQLite's integrity check: {}",
        path.display(),
        answers.join("; ")
    );
    Ok(())
}

/// The time in a backup's file name, for backups this program named.
fn backup_time(name: &str) -> Option<DateTime<Utc>> {
    let rest = name.strip_prefix("vanijya-")?;
    let stem = rest
        .strip_suffix(SQLITE_EXT)
        .or_else(|| rest.strip_suffix(ARCHIVE_EXT))?;
    let stamp = stem.get(..16)?;
    let tail = &stem[16..];
    if !(tail.is_empty()
        || (tail.starts_with('-') && tail[1..].bytes().all(|b| b.is_ascii_digit())))
    {
        return None;
    }
    NaiveDateTime::parse_from_str(stamp, NAME_TIME)
        .ok()
        .map(|t| t.and_utc())
}

/// Which of these backup times to keep (newest first in, same order out):
/// the newest, the newest of each of the last `KEEP_DAILY` days, and the
/// newest of each of `KEEP_WEEKLY` ISO weeks before those days' weeks.
fn kept(times: &[DateTime<Utc>]) -> Vec<bool> {
    let mut days = Vec::new();
    let mut weeks = Vec::new();
    let mut weekly = 0;
    times
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let day = t.date_naive();
            let week = (t.iso_week().year(), t.iso_week().week());
            let mut keep = i == 0;
            if !days.contains(&day) && days.len() < KEEP_DAILY {
                days.push(day);
                keep = true;
            }
            if !weeks.contains(&week) {
                weeks.push(week);
                if !keep && weekly < KEEP_WEEKLY {
                    weekly += 1;
                    keep = true;
                }
            }
            keep
        })
        .collect()
}

/// Deletes the backups in `dir` that the daily and weekly rule does not
/// keep; answers the deleted files. Files this program did not name stay.
pub fn prune(dir: &Path, _now: DateTime<Utc>) -> anyhow::Result<Vec<PathBuf>> {
    let mut found: Vec<(DateTime<Utc>, PathBuf)> = std::fs::read_dir(dir)?
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().into_string().ok()?;
            Some((backup_time(&name)?, e.path()))
        })
        .collect();
    found.sort_by(|a, b| b.cmp(a));
    let times: Vec<DateTime<Utc>> = found.iter().map(|(t, _)| *t).collect();
    let mut removed = Vec::new();
    for ((_, path), keep) in found.into_iter().zip(kept(&times)) {
        if !keep {
            std::fs::remove_file(&path)?;
            removed.push(path);
        }
    }
    Ok(removed)
}

/// What a restore did.
#[derive(Clone, Debug)]
pub struct Restored {
    pub rows: u64,
    pub elapsed: Duration,
}

/// The SQLite file a `sqlite:` URL names.
fn sqlite_file(database_url: &str) -> anyhow::Result<PathBuf> {
    Ok(SqliteConnectOptions::from_str(database_url)?
        .get_filename()
        .to_path_buf())
}

fn is_sqlite_file(path: &Path) -> bool {
    let mut magic = [0u8; 16];
    std::fs::File::open(path)
        .and_then(|mut f| std::io::Read::read_exact(&mut f, &mut magic))
        .is_ok()
        && &magic == b"SQLite format 3\0"
}

/// Restores a backup (an SQLite copy or an archive) into the database at
/// `database_url`, which must hold no data of its own unless `force`. The
/// site must not be running on that database meanwhile. The result is
/// migrated to this program's version and checked.
#[tracing::instrument]
pub async fn restore(database_url: &str, file: &Path, force: bool) -> anyhow::Result<Restored> {
    let started = Instant::now();
    ensure!(file.is_file(), "{} is not a file", file.display());
    let target_sqlite = database_url.starts_with("sqlite:");
    if is_sqlite_file(file) {
        check_sqlite(file).await?;
        if target_sqlite {
            restore_sqlite_file(database_url, file, force).await?;
        } else {
            // Into PostgreSQL: through an archive of a private copy (opening
            // the backup itself would change it).
            let dir =
                std::env::temp_dir().join(format!("vanijya-restore-{}", uuid::Uuid::new_v4()));
            ensure_dir(&dir)?;
            let result = async {
                let copy = dir.join("copy.sqlite3");
                std::fs::copy(file, &copy)?;
                let source = crate::db::connect(&format!("sqlite://{}", copy.display())).await?;
                let archive_path = dir.join("moved.jsonl.zst");
                archive::export(&source, &archive_path).await?;
                source.close().await.ok();
                let target = crate::db::connect(database_url).await?;
                archive::import(&target, &archive_path, force).await?;
                target.close().await.ok();
                anyhow::Ok(())
            }
            .await;
            std::fs::remove_dir_all(&dir).ok();
            result?;
        }
    } else if archive::is_archive(file) {
        archive::verify(file)?;
        let target = crate::db::connect(database_url).await?;
        archive::import(&target, file, force).await?;
        target.close().await.ok();
    } else {
        bail!("{} is not a vanijya backup", file.display());
    }
    // Check the result: migrated to this version, whole, and readable; and
    // with no salt of the backup's days (a new one is made at the first
    // count).
    let db = crate::db::connect(database_url).await?;
    crate::db::migrate(&db).await?;
    crate::services::counting::daily_salt::forget_every_salt(&db).await?;
    crate::db::clear_deleted(&db, &["visitor_salts"]).await;
    if target_sqlite {
        let answer = db
            .query_one(sea_orm::Statement::from_string(
                DbBackend::Sqlite,
                "PRAGMA integrity_check",
            ))
            .await?
            .context("integrity check")?;
        let ok: String = answer.try_get_by_index(0)?;
        ensure!(
            ok == "ok",
            "the restored database fails its integrity check: {ok}"
        );
    }
    let rows = archive::user_rows(&db).await?;
    db.close().await.ok();
    Ok(Restored {
        rows,
        elapsed: started.elapsed(),
    })
}

/// Puts an SQLite backup in place of the database file: a private copy
/// beside it, synced, the old file's stale `-wal`/`-shm`/`-journal` removed
/// (SQLite would otherwise apply an old log to the new file), then renamed
/// over it.
async fn restore_sqlite_file(database_url: &str, file: &Path, force: bool) -> anyhow::Result<()> {
    let target = sqlite_file(database_url)?;
    if target.exists() && std::fs::metadata(&target)?.len() > 0 {
        let db = crate::db::connect(database_url).await?;
        let existing = archive::user_rows(&db).await;
        db.close().await.ok();
        let existing = existing?;
        ensure!(
            force || existing == 0,
            "the database {} is not empty ({existing} rows of its own); use --force to replace it",
            target.display()
        );
    }
    let dir = target
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
        .to_path_buf();
    std::fs::create_dir_all(&dir)?;
    let name = file_name(&target)?;
    let staging = work_file(&dir, &target, "restoring")?;
    {
        let mut out = archive::create_private(&staging)?;
        let mut input = std::fs::File::open(file)?;
        std::io::copy(&mut input, &mut out)?;
        out.sync_all()?;
    }
    for side in ["-wal", "-shm", "-journal"] {
        let stale = dir.join(format!("{name}{side}"));
        match std::fs::remove_file(&stale) {
            Ok(()) => tracing::info!(file = %stale.display(), "removed a stale side file"),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(e).context(format!("cannot remove {}", stale.display())),
        }
    }
    std::fs::rename(&staging, &target)?;
    sync_dir(&dir);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(text).unwrap().to_utc()
    }

    #[test]
    fn backup_names_carry_their_utc_time() {
        assert_eq!(
            backup_time("vanijya-20261124T150102Z.sqlite3"),
            Some(at("2026-11-24T15:01:02Z"))
        );
        assert_eq!(
            backup_time("vanijya-20261124T150102Z-2.jsonl.zst"),
            Some(at("2026-11-24T15:01:02Z"))
        );
        assert_eq!(
            backup_time("vanijya-20261124T150102Z.sqlite3.partial"),
            None
        );
        assert_eq!(backup_time("notes.txt"), None);
    }

    #[test]
    fn the_newest_of_each_recent_day_and_week_is_kept() {
        // Two a day for sixty days, newest first.
        let newest = at("2026-11-24T12:00:00Z");
        let times: Vec<DateTime<Utc>> = (0..120)
            .map(|i| newest - chrono::Duration::hours(12 * i))
            .collect();
        let keep = kept(&times);
        let kept_times: Vec<DateTime<Utc>> = times
            .iter()
            .zip(&keep)
            .filter(|(_, k)| **k)
            .map(|(t, _)| *t)
            .collect();
        // Seven days, plus the weeks beyond them: at most 7 + 4.
        assert!(kept_times.len() <= KEEP_DAILY + KEEP_WEEKLY);
        assert!(kept_times.len() >= KEEP_DAILY);
        assert_eq!(kept_times[0], newest);
        let oldest = *kept_times.last().unwrap();
        assert!(newest - oldest >= chrono::Duration::days(28));
        assert!(newest - oldest < chrono::Duration::days(49));
    }
}
