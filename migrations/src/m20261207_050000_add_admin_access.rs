//! An administrator's access level (`owner`, `manager`, `sales`,
//! `recruiter`, `editor`), beside the free-text `role`. Every account
//! made before levels existed could do everything, so each becomes an
//! `owner`: nobody loses a right by the upgrade.
use sea_orm_migration::{prelude::*, schema::string_len};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Admins {
    Table,
    Access,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Admins::Table)
                    .add_column(string_len(Admins::Access, 16).default("owner"))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Admins::Table)
                    .drop_column(Admins::Access)
                    .to_owned(),
            )
            .await
    }
}
