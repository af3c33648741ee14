//! The backup log: one row per backup taken, by the command line or by the
//! application's own schedule. A scheduled backup first inserts its row with
//! the schedule's slot (the number of whole intervals since the Unix
//! epoch); the slot is unique, so when several instances share one
//! database exactly one of them wins the insert and takes that backup.
//! The administrator home and `/metrics` read the newest rows.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Backups {
    Table,
    Id,
    Slot,
    Trigger,
    StartedAt,
    FinishedAt,
    Outcome,
    File,
    SizeBytes,
    Error,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Backups::Table)
                    .col(pk_auto(Backups::Id))
                    .col(big_integer_null(Backups::Slot).unique_key())
                    .col(string_len(Backups::Trigger, 12))
                    .col(timestamp_with_time_zone(Backups::StartedAt))
                    .col(timestamp_with_time_zone_null(Backups::FinishedAt))
                    .col(string_len(Backups::Outcome, 12))
                    .col(string_len_null(Backups::File, 1000))
                    .col(big_integer_null(Backups::SizeBytes))
                    .col(text_null(Backups::Error))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(crate::index(
                "idx_backups_started_at",
                Backups::Table,
                [Backups::StartedAt],
            ))
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(Backups::Table).to_owned())
            .await
    }
}
