//! Throttle counters in the database, so several instances on one database
//! share them: one row per counted attempt (a failed login, a form
//! submission), keyed by the counter's bucket and the e-mail or address it
//! limits. Times are milliseconds since the Unix epoch, the same on both
//! backends.
use sea_orm_migration::{prelude::*, schema::*};

use crate::index;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum ThrottleHits {
    Table,
    Id,
    Bucket,
    HitKey,
    AtMs,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(ThrottleHits::Table)
                    .col(pk_auto(ThrottleHits::Id))
                    .col(string_len(ThrottleHits::Bucket, 16))
                    .col(string_len(ThrottleHits::HitKey, 320))
                    .col(big_integer(ThrottleHits::AtMs))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(index(
                "idx_throttle_hits_bucket_key_at",
                ThrottleHits::Table,
                [
                    ThrottleHits::Bucket,
                    ThrottleHits::HitKey,
                    ThrottleHits::AtMs,
                ],
            ))
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(ThrottleHits::Table).to_owned())
            .await
    }
}
