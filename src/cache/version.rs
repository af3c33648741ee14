//! The content version: one row of `cache_version`, moved by every write
//! that changes what a cached page shows, in that write's own transaction.
//! Each instance reads it after each write request it served and every
//! `POLL` otherwise; when it has moved, the instance drops its cached pages.
//! So a write shows on the instance that took it at the next request, and on
//! the other instances on the same database within `POLL` plus a query.
use std::time::Duration;

use sea_orm::{ConnectionTrait, DbErr, Statement};

/// How often each instance reads the version.
pub const POLL: Duration = Duration::from_millis(250);

/// Moves the version; call inside the write's transaction, so the version
/// moves exactly when the change becomes visible.
pub async fn bump(conn: &impl ConnectionTrait) -> Result<(), DbErr> {
    conn.execute_unprepared("UPDATE cache_version SET version = version + 1 WHERE id = 1")
        .await?;
    Ok(())
}

/// The current version.
pub async fn read(conn: &impl ConnectionTrait) -> Result<i64, DbErr> {
    let row = conn
        .query_one(Statement::from_string(
            conn.get_database_backend(),
            "SELECT version FROM cache_version WHERE id = 1",
        ))
        .await?;
    match row {
        Some(row) => row.try_get_by_index::<i64>(0),
        None => Err(DbErr::RecordNotFound("cache_version row 1".into())),
    }
}
