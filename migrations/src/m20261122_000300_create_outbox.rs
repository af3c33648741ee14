//! The mail outbox: each e-mail a new lead causes (notifications to the
//! agency, the acknowledgement to the visitor) is written here in the same
//! transaction as the lead, and a worker sends it later (see
//! `src/mail.rs`).
//!
//! Times used for scheduling (`due_at_ms`, `claimed_until_ms`,
//! `last_error_at_ms`, `sent_at_ms`) are whole milliseconds since the Unix
//! epoch, so "due now" and "lease expired" are plain integer comparisons
//! that behave the same on SQLite (which keeps timestamps as text) and on
//! PostgreSQL.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Outbox {
    Table,
    Id,
    Purpose,
    LeadKind,
    LeadId,
    Recipient,
    Subject,
    Body,
    CreatedAt,
    DueAtMs,
    ClaimedUntilMs,
    ClaimToken,
    Attempts,
    LastError,
    LastErrorAtMs,
    SentAtMs,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Outbox::Table)
                    .col(pk_auto(Outbox::Id))
                    .col(string_len(Outbox::Purpose, 20))
                    .col(string_len(Outbox::LeadKind, 12))
                    .col(integer(Outbox::LeadId))
                    .col(string_len(Outbox::Recipient, 254))
                    .col(string_len(Outbox::Subject, 300))
                    .col(text(Outbox::Body))
                    .col(timestamp_with_time_zone(Outbox::CreatedAt))
                    .col(big_integer(Outbox::DueAtMs))
                    .col(big_integer_null(Outbox::ClaimedUntilMs))
                    .col(string_len_null(Outbox::ClaimToken, 40))
                    .col(integer(Outbox::Attempts).default(0))
                    .col(text_null(Outbox::LastError))
                    .col(big_integer_null(Outbox::LastErrorAtMs))
                    .col(big_integer_null(Outbox::SentAtMs))
                    .to_owned(),
            )
            .await?;
        // The worker's claim reads unsent messages by due time.
        manager
            .create_index(crate::index(
                "idx_outbox_unsent_due",
                Outbox::Table,
                [Outbox::SentAtMs, Outbox::DueAtMs],
            ))
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(Outbox::Table).to_owned())
            .await
    }
}
