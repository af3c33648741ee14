//! One translation of an item per language: a unique index on
//! (`source_id`, `language`), so two administrators starting the same
//! translation at once (on two instances) cannot both add one. English
//! items have no source (null), which a unique index lets repeat.
use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum ContentItems {
    Table,
    SourceId,
    Language,
}

const NAME: &str = "idx_content_items_source_language";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_index(
                crate::index(
                    NAME,
                    ContentItems::Table,
                    [ContentItems::SourceId, ContentItems::Language],
                )
                .unique()
                .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_index(
                Index::drop()
                    .name(NAME)
                    .table(ContentItems::Table)
                    .to_owned(),
            )
            .await
    }
}
