//! The reminders sent for an invoice, one row for each kind (three days
//! before the due day, on it, seven days after): the row is written in the
//! same transaction as the letter, and its key (invoice, kind) lets only
//! one instance write it, so no reminder goes out twice.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum InvoiceReminders {
    Table,
    InvoiceId,
    Kind,
    SentAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(InvoiceReminders::Table)
                    .col(integer(InvoiceReminders::InvoiceId))
                    .col(string_len(InvoiceReminders::Kind, 10))
                    .col(timestamp_with_time_zone(InvoiceReminders::SentAt))
                    .primary_key(
                        Index::create()
                            .col(InvoiceReminders::InvoiceId)
                            .col(InvoiceReminders::Kind),
                    )
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(InvoiceReminders::Table).to_owned())
            .await
    }
}
