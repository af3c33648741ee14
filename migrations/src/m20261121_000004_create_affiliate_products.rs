//! Affiliate products. Money is whole paise in a BIGINT: exact, never a float.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum AffiliateProducts {
    Table,
    Id,
    Title,
    Description,
    ImageUrls,
    AffiliateLink,
    Brand,
    Category,
    Platform,
    PricePaise,
    OriginalPricePaise,
    Active,
    CreatedAt,
    UpdatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(AffiliateProducts::Table)
                    .col(pk_auto(AffiliateProducts::Id))
                    .col(string_len(AffiliateProducts::Title, 200))
                    .col(text(AffiliateProducts::Description))
                    .col(text(AffiliateProducts::ImageUrls))
                    .col(string_len(AffiliateProducts::AffiliateLink, 2048))
                    .col(string_len(AffiliateProducts::Brand, 120))
                    .col(string_len(AffiliateProducts::Category, 120))
                    .col(string_len(AffiliateProducts::Platform, 120))
                    .col(big_integer(AffiliateProducts::PricePaise))
                    .col(big_integer_null(AffiliateProducts::OriginalPricePaise))
                    .col(boolean(AffiliateProducts::Active))
                    .col(timestamp_with_time_zone(AffiliateProducts::CreatedAt))
                    .col(timestamp_with_time_zone(AffiliateProducts::UpdatedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(crate::index(
                "idx_products_active_created",
                AffiliateProducts::Table,
                [AffiliateProducts::Active, AffiliateProducts::CreatedAt],
            ))
            .await?;
        manager
            .create_index(crate::index(
                "idx_products_category",
                AffiliateProducts::Table,
                [AffiliateProducts::Category],
            ))
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(AffiliateProducts::Table).to_owned())
            .await
    }
}
