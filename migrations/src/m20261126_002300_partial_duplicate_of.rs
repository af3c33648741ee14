//! The index on a lead's `duplicate_of` holds only the leads that name a
//! duplicate. Almost every lead names none, so the full index was a million
//! NULLs at a million leads; once SQLite's statistics said so, the planner
//! judged it useless and read the whole table instead, for the foreign
//! key's `ON DELETE SET NULL` of each deleted lead: erasing 200 leads took
//! 40 seconds and held the write lock all that while. `duplicate_of = ?`
//! implies it is not NULL, so both SQLite and PostgreSQL use the partial
//! index for that check.
use sea_orm_migration::prelude::*;

use crate::lead_search::{APPLICATIONS, ENQUIRIES};

#[derive(DeriveMigrationName)]
pub struct Migration;

async fn index(manager: &SchemaManager<'_>, partial: bool) -> Result<(), DbErr> {
    let db = manager.get_connection();
    for t in [ENQUIRIES, APPLICATIONS] {
        db.execute_unprepared(&format!("DROP INDEX idx_{}_duplicate_of", t.short))
            .await?;
        let only = if partial {
            " WHERE duplicate_of IS NOT NULL"
        } else {
            ""
        };
        db.execute_unprepared(&format!(
            "CREATE INDEX idx_{short}_duplicate_of ON {table} (duplicate_of){only}",
            short = t.short,
            table = t.table,
        ))
        .await?;
    }
    Ok(())
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        index(manager, true).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        index(manager, false).await
    }
}
