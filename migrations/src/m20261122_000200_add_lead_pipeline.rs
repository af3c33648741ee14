//! The lead desk: each enquiry and application gets a pipeline status, an
//! assignee (an administrator, with a snapshot of the name that outlives the
//! account), a follow-up date, normalised keys for duplicate matching (the
//! lower-cased e-mail and the phone in E.164), the reason it was taken for
//! spam, a link to the earlier lead it probably duplicates and a key that
//! folds a double-clicked submit into one row. Notes and the history of
//! changes live in two tables shared by both kinds of lead.
//!
//! Columns are added with plain `ALTER TABLE … ADD COLUMN … REFERENCES`,
//! which SQLite and PostgreSQL both accept; sea-query refuses to add a
//! foreign key to an existing SQLite table.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum LeadNotes {
    Table,
    Id,
    LeadKind,
    LeadId,
    AuthorId,
    AuthorName,
    Body,
    CreatedAt,
}

#[derive(DeriveIden)]
enum LeadEvents {
    Table,
    Id,
    LeadKind,
    LeadId,
    ActorId,
    ActorName,
    Action,
    FromValue,
    ToValue,
    CreatedAt,
}

#[derive(DeriveIden)]
enum Admins {
    Table,
    UserId,
}

/// The two lead tables: (table, id column, e-mail column).
const LEAD_TABLES: [(&str, &str, &str); 2] = [
    ("business_enquiries", "b_id", "b_email"),
    ("career_applications", "c_id", "email"),
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        for (table, id, email) in LEAD_TABLES {
            for column in [
                "status VARCHAR(20) NOT NULL DEFAULT 'New'".to_owned(),
                "assignee_id INTEGER NULL REFERENCES admins (user_id) ON DELETE SET NULL"
                    .to_owned(),
                "assignee_name VARCHAR(100) NULL".to_owned(),
                "follow_up_on VARCHAR(10) NULL".to_owned(),
                "phone_key VARCHAR(16) NULL".to_owned(),
                "email_key VARCHAR(254) NOT NULL DEFAULT ''".to_owned(),
                "spam_reason VARCHAR(200) NULL".to_owned(),
                format!("duplicate_of INTEGER NULL REFERENCES {table} ({id}) ON DELETE SET NULL"),
                "dedupe_key VARCHAR(80) NULL".to_owned(),
            ] {
                db.execute_unprepared(&format!("ALTER TABLE {table} ADD COLUMN {column}"))
                    .await?;
            }
            db.execute_unprepared(&format!("UPDATE {table} SET email_key = LOWER({email})"))
                .await?;
            let short = &table[..table.find('_').unwrap_or(table.len())];
            for (name, cols) in [
                ("status_submitted", "status, submitted_at"),
                ("assignee_submitted", "assignee_id, submitted_at"),
                ("follow_up", "follow_up_on"),
                ("phone_key", "phone_key"),
                ("email_key", "email_key"),
                ("duplicate_of", "duplicate_of"),
            ] {
                db.execute_unprepared(&format!(
                    "CREATE INDEX idx_{short}_{name} ON {table} ({cols})"
                ))
                .await?;
            }
            db.execute_unprepared(&format!(
                "CREATE UNIQUE INDEX idx_{short}_dedupe ON {table} (dedupe_key)"
            ))
            .await?;
        }
        manager
            .create_table(
                Table::create()
                    .table(LeadNotes::Table)
                    .col(pk_auto(LeadNotes::Id))
                    .col(string_len(LeadNotes::LeadKind, 12))
                    .col(integer(LeadNotes::LeadId))
                    .col(integer_null(LeadNotes::AuthorId))
                    .col(string_len(LeadNotes::AuthorName, 100))
                    .col(text(LeadNotes::Body))
                    .col(timestamp_with_time_zone(LeadNotes::CreatedAt))
                    .foreign_key(&mut crate::foreign_key(
                        "fk_lead_notes_author",
                        (LeadNotes::Table, LeadNotes::AuthorId),
                        (Admins::Table, Admins::UserId),
                        ForeignKeyAction::SetNull,
                    ))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(crate::index(
                "idx_lead_notes_lead",
                LeadNotes::Table,
                [LeadNotes::LeadKind, LeadNotes::LeadId],
            ))
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(LeadEvents::Table)
                    .col(pk_auto(LeadEvents::Id))
                    .col(string_len(LeadEvents::LeadKind, 12))
                    .col(integer(LeadEvents::LeadId))
                    .col(integer_null(LeadEvents::ActorId))
                    .col(string_len(LeadEvents::ActorName, 100))
                    .col(string_len(LeadEvents::Action, 20))
                    .col(string_len_null(LeadEvents::FromValue, 200))
                    .col(string_len_null(LeadEvents::ToValue, 200))
                    .col(timestamp_with_time_zone(LeadEvents::CreatedAt))
                    .foreign_key(&mut crate::foreign_key(
                        "fk_lead_events_actor",
                        (LeadEvents::Table, LeadEvents::ActorId),
                        (Admins::Table, Admins::UserId),
                        ForeignKeyAction::SetNull,
                    ))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(crate::index(
                "idx_lead_events_lead",
                LeadEvents::Table,
                [LeadEvents::LeadKind, LeadEvents::LeadId],
            ))
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(LeadEvents::Table).to_owned())
            .await?;
        manager
            .drop_table(Table::drop().table(LeadNotes::Table).to_owned())
            .await?;
        let db = manager.get_connection();
        for (table, _, _) in LEAD_TABLES {
            let short = &table[..table.find('_').unwrap_or(table.len())];
            crate::drop_indexes(
                manager,
                table,
                short,
                &[
                    "status_submitted",
                    "assignee_submitted",
                    "follow_up",
                    "phone_key",
                    "email_key",
                    "duplicate_of",
                    "dedupe",
                ],
            )
            .await?;
            for column in [
                "status",
                "assignee_id",
                "assignee_name",
                "follow_up_on",
                "phone_key",
                "email_key",
                "spam_reason",
                "duplicate_of",
                "dedupe_key",
            ] {
                db.execute_unprepared(&format!("ALTER TABLE {table} DROP COLUMN {column}"))
                    .await?;
            }
        }
        Ok(())
    }
}
