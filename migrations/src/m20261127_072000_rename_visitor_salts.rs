//! The day's random salt of the visitor hashes served only the affiliate
//! clicks; page views now count the day's visitors with the very same salt,
//! so its table is named for what it is: `visitor_salts`. Its rows (today's
//! salt, at most) stay as they are.
use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum AffiliateClickSalts {
    Table,
}

#[derive(DeriveIden)]
enum VisitorSalts {
    Table,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .rename_table(
                Table::rename()
                    .table(AffiliateClickSalts::Table, VisitorSalts::Table)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .rename_table(
                Table::rename()
                    .table(VisitorSalts::Table, AffiliateClickSalts::Table)
                    .to_owned(),
            )
            .await
    }
}
