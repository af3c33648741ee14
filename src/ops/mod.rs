//! Running the site as a service: backups and restores (`backup`), the
//! portable archive that moves the data between SQLite and PostgreSQL
//! (`archive`), the command-line commands built on them, and the backups
//! the application takes by itself.
//!
//! Scheduled backups: every instance with `BACKUP_DIR` set wakes each
//! minute and works out the schedule's current slot (whole
//! `BACKUP_EVERY_HOURS` intervals since the Unix epoch). The first instance
//! to insert that slot's row in the backup log takes the backup; the
//! others' inserts conflict and they skip it, so several instances on one
//! PostgreSQL database take each backup once. A failed backup is logged,
//! recorded, and mailed to `NOTIFY_EMAILS` through the outbox.
pub mod archive;
pub mod backup;

use std::{path::Path, time::Duration};

use anyhow::Context;
use chrono::Utc;
use sea_orm::DatabaseConnection;

use crate::{
    config::Config,
    domain::lead::{MailAbout, MailPurpose},
    services::{operations::backups, operations::outbox},
    state::AppState,
};

/// How often an instance looks at the backup schedule.
const SCHEDULE_TICK: Duration = Duration::from_secs(60);

/// Takes a backup of `db` into `dir`, recorded in the backup log.
pub async fn take_recorded(
    db: &DatabaseConnection,
    dir: &Path,
    id: i32,
) -> anyhow::Result<backup::Taken> {
    let result = backup::take(db, dir).await;
    let record = match &result {
        Ok(t) => Ok((t.path.display().to_string(), t.bytes)),
        Err(e) => Err(format!("{e:#}")),
    };
    if let Err(e) = backups::finish(db, id, record, Utc::now()).await {
        tracing::warn!(error = %e, "recording the backup's outcome failed");
    }
    result
}

/// `vanijya backup [--to DIR]`.
pub async fn backup_command(config: &Config, to: Option<&Path>) -> anyhow::Result<()> {
    let dir = match to {
        Some(dir) => dir.to_path_buf(),
        None if !config.backup.dir.trim().is_empty() => config.backup.dir.trim().into(),
        None => anyhow::bail!("say where the backup goes: --to DIR, or set BACKUP_DIR"),
    };
    let db = crate::db::connect(&config.database_url).await?;
    crate::db::migrate(&db).await?;
    // The backup needs no write; it is recorded once it has ended, and a
    // busy database that delays the record does not fail the backup.
    let started = Utc::now();
    let result = backup::take(&db, &dir).await;
    let record = match &result {
        Ok(t) => Ok((t.path.display().to_string(), t.bytes)),
        Err(e) => Err(format!("{e:#}")),
    };
    if let Err(e) = backups::record_manual(&db, started, record, Utc::now()).await {
        tracing::warn!(error = %e, "recording the backup in the backup log failed");
    }
    db.close().await.ok();
    let taken = result?;
    println!(
        "Backup written and checked: {} ({} bytes, {:.1} s).",
        taken.path.display(),
        taken.bytes,
        taken.elapsed.as_secs_f64()
    );
    Ok(())
}

/// `vanijya restore FILE [--force]`.
pub async fn restore_command(config: &Config, file: &Path, force: bool) -> anyhow::Result<()> {
    let restored = backup::restore(&config.database_url, file, force).await?;
    println!(
        "Restored {} into the database and checked it: {} rows ({:.1} s).",
        file.display(),
        restored.rows,
        restored.elapsed.as_secs_f64()
    );
    Ok(())
}

/// `vanijya export FILE`.
pub async fn export_command(config: &Config, file: &Path) -> anyhow::Result<()> {
    let db = crate::db::connect(&config.database_url).await?;
    crate::db::migrate(&db).await?;
    let summary = archive::export(&db, file)
        .await
        .with_context(|| format!("exporting to {}", file.display()))?;
    db.close().await.ok();
    println!(
        "Exported {} rows of {} tables to {} ({} bytes, {:.1} s).",
        summary.total_rows(),
        summary.rows.len(),
        file.display(),
        summary.bytes,
        summary.elapsed.as_secs_f64()
    );
    Ok(())
}

/// `vanijya import FILE`: into a database without data of its own.
pub async fn import_command(config: &Config, file: &Path, force: bool) -> anyhow::Result<()> {
    archive::verify(file)?;
    let db = crate::db::connect(&config.database_url).await?;
    let summary = archive::import(&db, file, force)
        .await
        .with_context(|| format!("importing {}", file.display()))?;
    crate::db::migrate(&db).await?;
    db.close().await.ok();
    println!(
        "Imported {} rows of {} tables from {} ({:.1} s).",
        summary.total_rows(),
        summary.rows.len(),
        file.display(),
        summary.elapsed.as_secs_f64()
    );
    Ok(())
}

/// The schedule's slot at `now` for backups every `every_hours`.
pub fn slot_at(now: chrono::DateTime<Utc>, every_hours: u64) -> i64 {
    now.timestamp().div_euclid(every_hours.max(1) as i64 * 3600)
}

/// Takes the scheduled backups until aborted (see the module note). Does
/// nothing without `BACKUP_DIR` or with `BACKUP_EVERY_HOURS=0`.
pub async fn schedule(state: AppState) {
    let settings = state.config.backup.clone();
    if !settings.scheduled() {
        tracing::info!("scheduled backups are off: BACKUP_DIR is not set");
        return;
    }
    let dir = std::path::PathBuf::from(settings.dir.trim());
    let mut tick = tokio::time::interval(SCHEDULE_TICK);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut last_slot = None;
    loop {
        tick.tick().await;
        let now = Utc::now();
        let slot = slot_at(now, settings.every_hours);
        if last_slot == Some(slot) {
            continue;
        }
        let id = match backups::claim_slot(&state.db, slot, now).await {
            Ok(Some(id)) => id,
            Ok(None) => {
                last_slot = Some(slot);
                continue;
            }
            Err(e) => {
                tracing::warn!(error = %e, "claiming the scheduled backup failed; trying again");
                continue;
            }
        };
        last_slot = Some(slot);
        match take_recorded(&state.db, &dir, id).await {
            Ok(t) => tracing::info!(
                file = %t.path.display(),
                bytes = t.bytes,
                seconds = t.elapsed.as_secs_f64(),
                "scheduled backup taken"
            ),
            Err(e) => {
                tracing::error!(error = format!("{e:#}"), "the scheduled backup failed");
                mail_failure(&state, &format!("{e:#}")).await;
            }
        }
    }
}

/// Tells `NOTIFY_EMAILS` that a backup failed, through the outbox.
async fn mail_failure(state: &AppState, error: &str) {
    let mail = &state.config.mail;
    if !mail.enabled() {
        return;
    }
    let site = &state.config.site;
    let letters: Vec<outbox::Letter> = mail
        .notify_list()
        .into_iter()
        .map(|recipient| outbox::Letter {
            purpose: MailPurpose::BackupFailure,
            lead_kind: MailAbout::Backup,
            lead_id: 0,
            recipient,
            subject: format!("{}: the scheduled backup failed", site.product_name),
            body: format!(
                "The scheduled backup of {} failed at {} (UTC):\n\n{error}\n\n\
                 The administrator home shows the backups' state. Until a backup \
                 succeeds, new data has no copy.\n",
                site.base(),
                Utc::now().format("%Y-%m-%d %H:%M")
            ),
            attachment: None,
        })
        .collect();
    if letters.is_empty() {
        return;
    }
    match outbox::enqueue(&state.db, letters, Utc::now()).await {
        Ok(()) => state.mail_wake.notify_one(),
        Err(e) => tracing::warn!(error = %e, "queueing the backup failure mail failed"),
    }
}
