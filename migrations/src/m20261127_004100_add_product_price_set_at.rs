//! When a product's price was last set, so the pages can show it "as of"
//! that day (Amazon's programme asks that a price shown be marked with the
//! time it was true). Products already there take their last change.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum AffiliateProducts {
    Table,
    PriceSetAt,
    UpdatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(AffiliateProducts::Table)
                    .add_column(timestamp_with_time_zone_null(AffiliateProducts::PriceSetAt))
                    .to_owned(),
            )
            .await?;
        manager
            .exec_stmt(
                Query::update()
                    .table(AffiliateProducts::Table)
                    .value(
                        AffiliateProducts::PriceSetAt,
                        Expr::col(AffiliateProducts::UpdatedAt),
                    )
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(AffiliateProducts::Table)
                    .drop_column(AffiliateProducts::PriceSetAt)
                    .to_owned(),
            )
            .await
    }
}
