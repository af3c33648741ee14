//! One row counting the writes that change what public pages show. Every
//! instance of the site on one database polls it and drops its cached pages
//! when it moves (see `src/cache/version.rs`).
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum CacheVersion {
    Table,
    Id,
    Version,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(CacheVersion::Table)
                    .col(integer(CacheVersion::Id).primary_key())
                    .col(big_integer(CacheVersion::Version))
                    .to_owned(),
            )
            .await?;
        let mut insert = Query::insert();
        insert
            .into_table(CacheVersion::Table)
            .columns([CacheVersion::Id, CacheVersion::Version])
            .values_panic([1.into(), 0i64.into()]);
        manager.exec_stmt(insert).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(CacheVersion::Table).to_owned())
            .await
    }
}
