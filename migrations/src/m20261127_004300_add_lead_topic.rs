//! A lead's topic on the lead itself: the service an enquiry chose or the
//! position an application is for (NULL once that is deleted, and for a
//! general application). The lead lists filter by it; since leads moved to
//! one table that filter read the kind's table for the ids of the topic
//! and matched them against the leads (4.8 ms became 43 ms at 100,000
//! leads). With the topic beside the kind, status and date, indexes led by
//! (kind, topic) give a filtered page and its counts directly on both
//! backends.
//! The code that writes a lead or its kind's row keeps the column in step;
//! this fills it for the rows already there.
use sea_orm_migration::{prelude::*, schema::integer_null};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Leads {
    Table,
    Topic,
}

/// The indexes' names, columns and the rows they cover: a filtered page,
/// newest first, with or without a status, over the leads not held as
/// spam; and the counts a filtered list shows (per status, and spam), over
/// every lead, as those group by `spam_reason` (without it SQLite counted
/// a service's leads by walking every enquiry: 400 ms at 100,000).
const INDEXES: [(&str, &str, &str); 3] = [
    (
        "topic_newest",
        "kind, topic, submitted_at DESC, id DESC",
        " WHERE spam_reason IS NULL",
    ),
    (
        "topic_status_newest",
        "kind, topic, status, submitted_at DESC, id DESC",
        " WHERE spam_reason IS NULL",
    ),
    ("topic_counts", "kind, topic, spam_reason, status", ""),
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Leads::Table)
                    .add_column(integer_null(Leads::Topic))
                    .to_owned(),
            )
            .await?;
        let db = manager.get_connection();
        for (kind, table, column) in [
            ("enquiry", "enquiries", "service_id"),
            ("application", "applications", "position_id"),
        ] {
            db.execute_unprepared(&format!(
                "UPDATE leads SET topic = \
                   (SELECT {column} FROM {table} WHERE {table}.id = leads.id) \
                 WHERE kind = '{kind}'"
            ))
            .await?;
        }
        for (name, cols, rows) in INDEXES {
            db.execute_unprepared(&format!(
                "CREATE INDEX idx_leads_{name} ON leads ({cols}){rows}"
            ))
            .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        for (name, _, _) in INDEXES {
            db.execute_unprepared(&format!("DROP INDEX IF EXISTS idx_leads_{name}"))
                .await?;
        }
        manager
            .alter_table(
                Table::alter()
                    .table(Leads::Table)
                    .drop_column(Leads::Topic)
                    .to_owned(),
            )
            .await
    }
}
