//! The backup log: which backups were taken, when, how big, and whether
//! they failed; the slot claim that lets one instance take each scheduled
//! backup; and how the backups stand, for the administrator home and the
//! metrics.
use chrono::{DateTime, Utc};
use sea_orm::{
    sea_query::OnConflict, ActiveModelTrait, ColumnTrait, DatabaseConnection, DbErr, EntityTrait,
    QueryFilter, QueryOrder, Set,
};
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    domain::{
        backup::{BackupOutcome, BackupTrigger},
        rfc3339, DomainResult,
    },
    entities::backup,
};

/// Claims the scheduled backup of `slot`. `Some(id)` for the one caller
/// that inserted the slot's row, `None` for every other (another instance
/// has it, or had it).
#[tracing::instrument(skip(db))]
pub async fn claim_slot(
    db: &DatabaseConnection,
    slot: i64,
    now: DateTime<Utc>,
) -> DomainResult<Option<i32>> {
    let row = backup::ActiveModel {
        slot: Set(Some(slot)),
        trigger: Set(BackupTrigger::Scheduled),
        started_at: Set(now),
        outcome: Set(BackupOutcome::Running),
        ..Default::default()
    };
    let inserted = backup::Entity::insert(row)
        .on_conflict(
            OnConflict::column(backup::Column::Slot)
                .do_nothing()
                .to_owned(),
        )
        .exec(db)
        .await;
    match inserted {
        Ok(r) => Ok(Some(r.last_insert_id)),
        Err(DbErr::RecordNotInserted) => Ok(None),
        Err(e) => Err(e.into()),
    }
}

/// Records a backup taken from the command line, once it has ended.
#[tracing::instrument(skip(db))]
pub async fn record_manual(
    db: &DatabaseConnection,
    started: DateTime<Utc>,
    result: Result<(String, u64), String>,
    now: DateTime<Utc>,
) -> DomainResult<()> {
    let row = backup::ActiveModel {
        slot: Set(None),
        trigger: Set(BackupTrigger::Manual),
        started_at: Set(started),
        outcome: Set(BackupOutcome::Running),
        ..Default::default()
    }
    .insert(db)
    .await?;
    finish(db, row.id, result, now).await
}

/// Records how backup `id` ended: the file and its size, or the error.
#[tracing::instrument(skip(db))]
pub async fn finish(
    db: &DatabaseConnection,
    id: i32,
    result: Result<(String, u64), String>,
    now: DateTime<Utc>,
) -> DomainResult<()> {
    let mut row = backup::ActiveModel {
        id: Set(id),
        finished_at: Set(Some(now)),
        ..Default::default()
    };
    match result {
        Ok((file, bytes)) => {
            row.outcome = Set(BackupOutcome::Ok);
            row.file = Set(Some(file));
            row.size_bytes = Set(Some(bytes as i64));
        }
        Err(error) => {
            row.outcome = Set(BackupOutcome::Failed);
            row.error = Set(Some(error.chars().take(2000).collect()));
        }
    }
    row.update(db).await?;
    Ok(())
}

/// The newest finished backup, and the newest good one.
#[tracing::instrument(skip(db))]
pub async fn latest(
    db: &DatabaseConnection,
) -> DomainResult<(Option<backup::Model>, Option<backup::Model>)> {
    let finished = || {
        backup::Entity::find()
            .filter(backup::Column::Outcome.ne(BackupOutcome::Running))
            .order_by_desc(backup::Column::StartedAt)
            .order_by_desc(backup::Column::Id)
    };
    let last = finished().one(db).await?;
    let good = finished()
        .filter(backup::Column::Outcome.eq(BackupOutcome::Ok))
        .one(db)
        .await?;
    Ok((last, good))
}

/// How the backups stand, as the administrator home shows it.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BackupStatus {
    /// Whether the site takes backups by itself (`BACKUP_DIR` is set).
    pub scheduled: bool,
    /// Hours between two scheduled backups.
    pub every_hours: u64,
    /// When the newest good backup finished (RFC 3339, UTC).
    pub last_success_at: Option<String>,
    /// Its size in bytes.
    pub last_success_bytes: Option<i64>,
    /// When the newest backup failed, if the newest one failed.
    pub last_failure_at: Option<String>,
    /// Why it failed.
    pub last_failure: Option<String>,
    /// What the administrator should know, if anything: the last backup
    /// failed, or the newest good one is older than two intervals.
    pub warning: Option<String>,
}

/// The status at `now` for a schedule of `every_hours` (`scheduled` says
/// whether one runs).
#[tracing::instrument(skip(db))]
pub async fn status(
    db: &DatabaseConnection,
    scheduled: bool,
    every_hours: u64,
    now: DateTime<Utc>,
) -> DomainResult<BackupStatus> {
    let (last, good) = latest(db).await?;
    let failed = last.filter(|l| l.outcome == BackupOutcome::Failed);
    let success_at = good.as_ref().map(|g| g.finished_at.unwrap_or(g.started_at));
    let stale_after = chrono::Duration::hours(2 * every_hours.max(1) as i64);
    let warning = if let Some(f) = &failed {
        Some(format!(
            "The last backup failed: {}",
            f.error.as_deref().unwrap_or("no reason recorded")
        ))
    } else if !scheduled && success_at.is_none() {
        Some(
            "No backup has been taken, and scheduled backups are off: ask whoever runs the server to turn them on."
                .into(),
        )
    } else if success_at.is_none() {
        Some("No backup has been taken yet.".into())
    } else if success_at.is_some_and(|t| now - t > stale_after) {
        Some(format!(
            "The newest good backup is older than {} hours.",
            2 * every_hours.max(1)
        ))
    } else {
        None
    };
    Ok(BackupStatus {
        scheduled,
        every_hours,
        last_success_at: success_at.map(rfc3339),
        last_success_bytes: good.and_then(|g| g.size_bytes),
        last_failure_at: failed
            .as_ref()
            .map(|f| rfc3339(f.finished_at.unwrap_or(f.started_at))),
        last_failure: failed.and_then(|f| f.error),
        warning,
    })
}
