//! Translations as part of the content model. A translation is a content
//! item of its own (its language, its address under the language's prefix,
//! its drafts, schedule and revisions like every item) that names its
//! English source (`source_id`) and the source's published revision it was
//! last saved against (`source_revision`). From those two the editor tells
//! each translation's state: current while the source has not been
//! published again since, out of date once it has (and which source fields
//! changed, from the source's revisions); a source with no item naming it
//! in a language has that translation missing.
//!
//! `source_id` is indexed for the content list's join and carries no
//! foreign key: SQLite cannot add one to an existing table, and an item is
//! never deleted (its revisions hold it).
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum ContentItems {
    Table,
    SourceId,
    SourceRevision,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(ContentItems::Table)
                    .add_column(integer_null(ContentItems::SourceId))
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(ContentItems::Table)
                    .add_column(integer_null(ContentItems::SourceRevision))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(crate::index(
                "idx_content_items_source_id",
                ContentItems::Table,
                [ContentItems::SourceId],
            ))
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_index(
                Index::drop()
                    .name("idx_content_items_source_id")
                    .table(ContentItems::Table)
                    .to_owned(),
            )
            .await?;
        for column in [ContentItems::SourceRevision, ContentItems::SourceId] {
            manager
                .alter_table(
                    Table::alter()
                        .table(ContentItems::Table)
                        .drop_column(column)
                        .to_owned(),
                )
                .await?;
        }
        Ok(())
    }
}
