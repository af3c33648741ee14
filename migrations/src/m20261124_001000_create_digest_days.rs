//! One row per India day on which the morning digest was sent: the day is
//! the key, so with several instances exactly one of them writes it and
//! sends that day's digest.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum DigestDays {
    Table,
    Day,
    Letters,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(DigestDays::Table)
                    .col(string_len(DigestDays::Day, 10).primary_key())
                    .col(integer(DigestDays::Letters))
                    .col(timestamp_with_time_zone(DigestDays::CreatedAt))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(DigestDays::Table).to_owned())
            .await
    }
}
