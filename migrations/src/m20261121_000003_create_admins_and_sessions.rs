//! Administrators, their logins (one row per login: the bearer token hash and
//! the absolute expiry shared by the cookie session), and the session table of
//! tower-sessions-sqlx-store, whose layout that crate fixes per backend.
use sea_orm_migration::{prelude::*, schema::*, sea_orm::DatabaseBackend};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Admins {
    Table,
    UserId,
    Username,
    Email,
    Mobile,
    Role,
    PasswordHash,
    CreatedAt,
}

#[derive(DeriveIden)]
enum AdminLogins {
    Table,
    Id,
    AdminId,
    TokenHash,
    CreatedAt,
    ExpiresAt,
    LastSeenAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Admins::Table)
                    .col(pk_auto(Admins::UserId))
                    .col(string_len(Admins::Username, 100))
                    .col(string_len_uniq(Admins::Email, 254))
                    .col(string_len(Admins::Mobile, 20))
                    .col(string_len(Admins::Role, 100))
                    .col(string_len(Admins::PasswordHash, 255))
                    .col(timestamp_with_time_zone(Admins::CreatedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(AdminLogins::Table)
                    .col(pk_auto(AdminLogins::Id))
                    .col(integer(AdminLogins::AdminId))
                    .col(string_len_uniq(AdminLogins::TokenHash, 64))
                    .col(timestamp_with_time_zone(AdminLogins::CreatedAt))
                    .col(timestamp_with_time_zone(AdminLogins::ExpiresAt))
                    .col(timestamp_with_time_zone(AdminLogins::LastSeenAt))
                    .foreign_key(&mut crate::foreign_key(
                        "fk_logins_admin",
                        (AdminLogins::Table, AdminLogins::AdminId),
                        (Admins::Table, Admins::UserId),
                        ForeignKeyAction::Cascade,
                    ))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(crate::index(
                "idx_logins_admin",
                AdminLogins::Table,
                [AdminLogins::AdminId],
            ))
            .await?;
        let db = manager.get_connection();
        match manager.get_database_backend() {
            DatabaseBackend::Postgres => {
                db.execute_unprepared(r#"create schema if not exists "tower_sessions""#)
                    .await?;
                db.execute_unprepared(
                    r#"create table if not exists "tower_sessions"."session"
                       (id text primary key not null, data bytea not null,
                        expiry_date timestamptz not null)"#,
                )
                .await?;
            }
            _ => {
                db.execute_unprepared(
                    "create table if not exists tower_sessions
                     (id text primary key not null, data blob not null,
                      expiry_date integer not null)",
                )
                .await?;
            }
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        match manager.get_database_backend() {
            DatabaseBackend::Postgres => {
                db.execute_unprepared(r#"drop schema if exists "tower_sessions" cascade"#)
                    .await?;
            }
            _ => {
                db.execute_unprepared("drop table if exists tower_sessions")
                    .await?;
            }
        }
        manager
            .drop_table(Table::drop().table(AdminLogins::Table).to_owned())
            .await?;
        manager
            .drop_table(Table::drop().table(Admins::Table).to_owned())
            .await
    }
}
