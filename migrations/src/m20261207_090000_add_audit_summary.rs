//! Each audit entry keeps what was done in the owner's words ("Deleted the
//! department Marketing"), written with the entry: the record's name is
//! only known while it exists. Entries written before keep an empty
//! summary, which the log reads from their call instead.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum AuditLog {
    Table,
    Summary,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(AuditLog::Table)
                    .add_column(string_len(AuditLog::Summary, 300).default(""))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(AuditLog::Table)
                    .drop_column(AuditLog::Summary)
                    .to_owned(),
            )
            .await
    }
}
