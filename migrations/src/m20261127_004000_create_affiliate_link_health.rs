//! The affiliate link health check: each product's last result, and the
//! scheduled runs (one row per slot of `AFFILIATE_CHECK_HOURS`, so of
//! several instances only the one that inserts the slot's row checks).
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum AffiliateLinkHealth {
    Table,
    ProductId,
    Status,
    CheckedAt,
    Detail,
    Acknowledged,
}

#[derive(DeriveIden)]
enum AffiliateCheckRuns {
    Table,
    Slot,
    StartedAt,
}

#[derive(DeriveIden)]
enum AffiliateProducts {
    Table,
    Id,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(AffiliateLinkHealth::Table)
                    .col(integer(AffiliateLinkHealth::ProductId).primary_key())
                    .col(string_len(AffiliateLinkHealth::Status, 10))
                    .col(timestamp_with_time_zone(AffiliateLinkHealth::CheckedAt))
                    .col(string_len(AffiliateLinkHealth::Detail, 500))
                    .col(boolean(AffiliateLinkHealth::Acknowledged).default(false))
                    .foreign_key(&mut crate::foreign_key(
                        "fk_affiliate_link_health_product",
                        (AffiliateLinkHealth::Table, AffiliateLinkHealth::ProductId),
                        (AffiliateProducts::Table, AffiliateProducts::Id),
                        ForeignKeyAction::Cascade,
                    ))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(AffiliateCheckRuns::Table)
                    .col(big_integer(AffiliateCheckRuns::Slot).primary_key())
                    .col(timestamp_with_time_zone(AffiliateCheckRuns::StartedAt))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(AffiliateCheckRuns::Table).to_owned())
            .await?;
        manager
            .drop_table(Table::drop().table(AffiliateLinkHealth::Table).to_owned())
            .await
    }
}
