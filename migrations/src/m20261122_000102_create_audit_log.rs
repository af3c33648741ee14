//! The audit log: who did what, when and from where. The actor is a
//! snapshot (id, e-mail and name as they were), with no foreign key, so an
//! entry outlives the administrator who made it. Nothing in the product
//! updates or deletes a row.
use sea_orm_migration::{prelude::*, schema::*};

use crate::index;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum AuditLog {
    Table,
    Id,
    At,
    ActorId,
    ActorEmail,
    ActorName,
    IpAddress,
    Action,
    Target,
    Fields,
    Status,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(AuditLog::Table)
                    .col(pk_auto(AuditLog::Id))
                    .col(timestamp_with_time_zone(AuditLog::At))
                    .col(integer_null(AuditLog::ActorId))
                    .col(string_len(AuditLog::ActorEmail, 254))
                    .col(string_len(AuditLog::ActorName, 100))
                    .col(string_len(AuditLog::IpAddress, 64))
                    .col(string_len(AuditLog::Action, 40))
                    .col(string_len(AuditLog::Target, 300))
                    .col(string_len(AuditLog::Fields, 1000))
                    .col(small_integer(AuditLog::Status))
                    .to_owned(),
            )
            .await?;
        for (name, cols) in [
            ("idx_audit_at", vec![AuditLog::At]),
            ("idx_audit_actor_at", vec![AuditLog::ActorId, AuditLog::At]),
            ("idx_audit_action_at", vec![AuditLog::Action, AuditLog::At]),
        ] {
            manager
                .create_index(index(name, AuditLog::Table, cols))
                .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(AuditLog::Table).to_owned())
            .await
    }
}
