//! Two-factor sign-in: each administrator's TOTP secret (and one offered by
//! enrolment, waiting for its first code), the last time step accepted so a
//! code works once, and ten single-use recovery codes kept as hashes, which
//! go with the administrator.
use sea_orm_migration::{prelude::*, schema::*};

use crate::{foreign_key, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum AdminRecoveryCodes {
    Table,
    Id,
    AdminId,
    CodeHash,
    UsedAt,
}

#[derive(DeriveIden)]
enum Admins {
    Table,
    UserId,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        for column in [
            "totp_secret VARCHAR(64) NULL",
            "totp_pending VARCHAR(64) NULL",
            "totp_last_step BIGINT NULL",
        ] {
            db.execute_unprepared(&format!("ALTER TABLE admins ADD COLUMN {column}"))
                .await?;
        }
        manager
            .create_table(
                Table::create()
                    .table(AdminRecoveryCodes::Table)
                    .col(pk_auto(AdminRecoveryCodes::Id))
                    .col(integer(AdminRecoveryCodes::AdminId))
                    .col(string_len(AdminRecoveryCodes::CodeHash, 64))
                    .col(timestamp_with_time_zone_null(AdminRecoveryCodes::UsedAt))
                    .foreign_key(&mut foreign_key(
                        "fk_recovery_codes_admin",
                        (AdminRecoveryCodes::Table, AdminRecoveryCodes::AdminId),
                        (Admins::Table, Admins::UserId),
                        ForeignKeyAction::Cascade,
                    ))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(index(
                "idx_recovery_codes_admin",
                AdminRecoveryCodes::Table,
                [AdminRecoveryCodes::AdminId],
            ))
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(AdminRecoveryCodes::Table).to_owned())
            .await?;
        let db = manager.get_connection();
        for column in ["totp_secret", "totp_pending", "totp_last_step"] {
            db.execute_unprepared(&format!("ALTER TABLE admins DROP COLUMN {column}"))
                .await?;
        }
        Ok(())
    }
}
