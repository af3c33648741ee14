//! The media library: each uploaded image once (`media`), and the WebP
//! copies it is served in, one per width (`media_variants`). The copies are
//! kept in the database so every instance serves them; as base64 text, so
//! that the portable archive carries them like any other text column. The
//! uploaded file itself is not kept: only copies made from its pixels,
//! which carry none of its metadata.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Media {
    Table,
    Id,
    Hash,
    FileName,
    Alt,
    SourceType,
    SourceBytes,
    Width,
    Height,
    CreatedAt,
    CreatedBy,
}

#[derive(DeriveIden)]
enum MediaVariants {
    Table,
    Id,
    MediaId,
    Width,
    Height,
    Bytes,
    Data,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Media::Table)
                    .col(pk_auto(Media::Id))
                    .col(string_len(Media::Hash, 16))
                    .col(string_len(Media::FileName, 255))
                    .col(string_len(Media::Alt, 300))
                    .col(string_len(Media::SourceType, 20))
                    .col(big_integer(Media::SourceBytes))
                    .col(integer(Media::Width))
                    .col(integer(Media::Height))
                    .col(timestamp_with_time_zone(Media::CreatedAt))
                    .col(string_len(Media::CreatedBy, 100))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(MediaVariants::Table)
                    .col(pk_auto(MediaVariants::Id))
                    .col(integer(MediaVariants::MediaId))
                    .col(integer(MediaVariants::Width))
                    .col(integer(MediaVariants::Height))
                    .col(big_integer(MediaVariants::Bytes))
                    .col(text(MediaVariants::Data))
                    .foreign_key(&mut crate::foreign_key(
                        "fk_media_variants_media",
                        (MediaVariants::Table, MediaVariants::MediaId),
                        (Media::Table, Media::Id),
                        ForeignKeyAction::Cascade,
                    ))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                crate::index(
                    "idx_media_variants_media_width",
                    MediaVariants::Table,
                    [MediaVariants::MediaId, MediaVariants::Width],
                )
                .unique()
                .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(MediaVariants::Table).to_owned())
            .await?;
        manager
            .drop_table(Table::drop().table(Media::Table).to_owned())
            .await
    }
}
