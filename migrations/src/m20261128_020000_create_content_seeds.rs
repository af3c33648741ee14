//! What the content files have put in the database: one row per address a
//! file seeded (`/hi/meesho`), with its language and when. Seeding adds a
//! Hindi file's item only while its address has no row here and no item
//! stands for it, then writes the row; so a later release's new Hindi page
//! reaches an existing site, and one an administrator took out stays out.
//!
//! An existing database gets a row for every address it has an item at:
//! whatever is there now was seeded or written, and is not to be seeded
//! again; only a Hindi file with no item behind it is new to the site.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum ContentSeeds {
    Table,
    Path,
    Language,
    SeededAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(ContentSeeds::Table)
                    .col(string_len(ContentSeeds::Path, 300).primary_key())
                    .col(string_len(ContentSeeds::Language, 2))
                    .col(timestamp_with_time_zone(ContentSeeds::SeededAt))
                    .to_owned(),
            )
            .await?;
        manager
            .get_connection()
            .execute_unprepared(
                "INSERT INTO content_seeds (path, language, seeded_at) \
                 SELECT path, language, created_at FROM content_items WHERE path IS NOT NULL",
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(ContentSeeds::Table).to_owned())
            .await
    }
}
