//! The site's content as data: one row per item (a service page, a hub, the
//! home and about pages, a case study, a testimonial, an article) and an
//! immutable revision per save. An item's fields live only in its
//! revisions, as JSON named as in the content files (camelCase); the item
//! row says which revision is live (`published_revision`), which is the
//! newest (`latest_revision`, the number a save must be based on) and
//! which one is to go live at `scheduled_at`.
//!
//! Revisions are never changed or deleted: restoring an old one writes a
//! new revision with its fields. The rows of the content files are written
//! by the application on its first start (`content::seed`), not here, so
//! that the files stay the one source of the first edition.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum ContentItems {
    Table,
    Id,
    Kind,
    Path,
    Language,
    Status,
    LatestRevision,
    PublishedRevision,
    PublishedAt,
    ScheduledAt,
    ScheduledRevision,
    CreatedAt,
    UpdatedAt,
    UpdatedBy,
}

#[derive(DeriveIden)]
enum ContentRevisions {
    Table,
    Id,
    ItemId,
    Number,
    Fields,
    AuthorId,
    AuthorName,
    Note,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(ContentItems::Table)
                    .col(pk_auto(ContentItems::Id))
                    .col(string_len(ContentItems::Kind, 20))
                    // The public address; none for a testimonial.
                    .col(string_len_null(ContentItems::Path, 300).unique_key())
                    .col(string_len(ContentItems::Language, 10).default("en"))
                    .col(string_len(ContentItems::Status, 12))
                    .col(integer(ContentItems::LatestRevision))
                    .col(integer_null(ContentItems::PublishedRevision))
                    .col(timestamp_with_time_zone_null(ContentItems::PublishedAt))
                    .col(timestamp_with_time_zone_null(ContentItems::ScheduledAt))
                    .col(integer_null(ContentItems::ScheduledRevision))
                    .col(timestamp_with_time_zone(ContentItems::CreatedAt))
                    .col(timestamp_with_time_zone(ContentItems::UpdatedAt))
                    .col(string_len(ContentItems::UpdatedBy, 100))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(crate::index(
                "idx_content_items_scheduled_at",
                ContentItems::Table,
                [ContentItems::ScheduledAt],
            ))
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(ContentRevisions::Table)
                    .col(pk_auto(ContentRevisions::Id))
                    .col(integer(ContentRevisions::ItemId))
                    .col(integer(ContentRevisions::Number))
                    .col(text(ContentRevisions::Fields))
                    .col(integer_null(ContentRevisions::AuthorId))
                    .col(string_len(ContentRevisions::AuthorName, 100))
                    .col(string_len(ContentRevisions::Note, 200))
                    .col(timestamp_with_time_zone(ContentRevisions::CreatedAt))
                    .foreign_key(&mut crate::foreign_key(
                        "fk_content_revisions_item",
                        (ContentRevisions::Table, ContentRevisions::ItemId),
                        (ContentItems::Table, ContentItems::Id),
                        ForeignKeyAction::Restrict,
                    ))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                crate::index(
                    "idx_content_revisions_item_number",
                    ContentRevisions::Table,
                    [ContentRevisions::ItemId, ContentRevisions::Number],
                )
                .unique()
                .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(ContentRevisions::Table).to_owned())
            .await?;
        manager
            .drop_table(Table::drop().table(ContentItems::Table).to_owned())
            .await
    }
}
