//! The response clock: each lead records when it first got an answer (its
//! status left New, or a call or WhatsApp chat was recorded), and when the
//! notification list was told it had waited past the target. Leads already
//! answered take the time from their history; leads that arrived before
//! this migration count as told, so nobody is mailed about old leads.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// The two lead tables: (table, id column, the kind their history names).
const LEAD_TABLES: [(&str, &str, &str); 2] = [
    ("business_enquiries", "b_id", "enquiry"),
    ("career_applications", "c_id", "application"),
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        for (table, id, kind) in LEAD_TABLES {
            for column in ["first_response_at", "escalated_at"] {
                manager
                    .alter_table(
                        Table::alter()
                            .table(Alias::new(table))
                            .add_column(timestamp_with_time_zone_null(Alias::new(column)))
                            .to_owned(),
                    )
                    .await?;
            }
            db.execute_unprepared(&format!("UPDATE {table} SET escalated_at = submitted_at"))
                .await?;
            db.execute_unprepared(&format!(
                "UPDATE {table} SET first_response_at = (\
                   SELECT MIN(e.created_at) FROM lead_events e \
                   WHERE e.lead_kind = '{kind}' AND e.lead_id = {table}.{id} \
                   AND (e.action IN ('called', 'whatsapped') \
                        OR (e.action = 'status' AND e.from_value = 'New')))"
            ))
            .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for (table, _, _) in LEAD_TABLES {
            for column in ["first_response_at", "escalated_at"] {
                manager
                    .alter_table(
                        Table::alter()
                            .table(Alias::new(table))
                            .drop_column(Alias::new(column))
                            .to_owned(),
                    )
                    .await?;
            }
        }
        Ok(())
    }
}
