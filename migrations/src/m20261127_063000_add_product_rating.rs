//! The agency's own rating of a product, 1 to 5 stars, given with its
//! review: the `reviewRating` of the Review in the product page's JSON-LD
//! (Google's review snippet requires one). Products already there have
//! none until an administrator gives one; nothing is invented for them.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum AffiliateProducts {
    Table,
    Rating,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(AffiliateProducts::Table)
                    .add_column(small_integer_null(AffiliateProducts::Rating))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(AffiliateProducts::Table)
                    .drop_column(AffiliateProducts::Rating)
                    .to_owned(),
            )
            .await
    }
}
