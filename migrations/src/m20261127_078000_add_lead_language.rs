//! The language a lead was sent in: `en` or `hi` (the two languages the site speaks), read
//! from the form's page. Its acknowledgement and its quotation's client
//! page speak that language. Every lead stored before the Hindi forms
//! came from an English page, so existing rows are `en`.
use sea_orm_migration::{prelude::*, schema::string_len};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Leads {
    Table,
    Language,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Leads::Table)
                    .add_column(string_len(Leads::Language, 2).default("en"))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Leads::Table)
                    .drop_column(Leads::Language)
                    .to_owned(),
            )
            .await
    }
}
