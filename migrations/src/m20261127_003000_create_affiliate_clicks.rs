//! Clicks on affiliate links (`/go/{id}`) and the daily salt their visitor
//! hashes are made with.
//!
//! A click row holds no address and no user agent: `visitor` is a SHA-256 of
//! the day's salt, the address key (an IPv6 address by its /64) and the user
//! agent. The key (product, day, visitor, kind) is unique, so a visitor's
//! clicks on one product count once a day; the first one names the page and
//! place. A day's salt is random and deleted once the day is over, so no
//! hash can be traced back to an address by trying addresses.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum AffiliateClicks {
    Table,
    Id,
    ProductId,
    Day,
    Visitor,
    Kind,
    Path,
    Place,
    CreatedAt,
}

#[derive(DeriveIden)]
enum AffiliateClickSalts {
    Table,
    Day,
    Salt,
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
                    .table(AffiliateClicks::Table)
                    .col(pk_auto(AffiliateClicks::Id))
                    .col(integer(AffiliateClicks::ProductId))
                    .col(string_len(AffiliateClicks::Day, 10))
                    .col(string_len(AffiliateClicks::Visitor, 64))
                    .col(string_len(AffiliateClicks::Kind, 10))
                    .col(string_len(AffiliateClicks::Path, 200))
                    .col(string_len(AffiliateClicks::Place, 40))
                    .col(timestamp_with_time_zone(AffiliateClicks::CreatedAt))
                    .foreign_key(&mut crate::foreign_key(
                        "fk_affiliate_clicks_product",
                        (AffiliateClicks::Table, AffiliateClicks::ProductId),
                        (AffiliateProducts::Table, AffiliateProducts::Id),
                        ForeignKeyAction::Cascade,
                    ))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                crate::index(
                    "idx_affiliate_clicks_once",
                    AffiliateClicks::Table,
                    [
                        AffiliateClicks::ProductId,
                        AffiliateClicks::Day,
                        AffiliateClicks::Visitor,
                        AffiliateClicks::Kind,
                    ],
                )
                .unique()
                .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(AffiliateClickSalts::Table)
                    .col(string_len(AffiliateClickSalts::Day, 10).primary_key())
                    .col(string_len(AffiliateClickSalts::Salt, 64))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(AffiliateClickSalts::Table).to_owned())
            .await?;
        manager
            .drop_table(Table::drop().table(AffiliateClicks::Table).to_owned())
            .await
    }
}
