//! The database: opening it with the settings each backend needs, and
//! applying the migrations.
use std::{str::FromStr, time::Duration};

use migration::{Migrator, MigratorTrait};
use sea_orm::{
    sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous},
    ConnectOptions, ConnectionTrait, Database, DatabaseConnection, DbBackend, DbErr,
    SqlxSqliteConnector, TransactionTrait,
};

/// Opens the database named by the URL. SQLite gets WAL, synchronous=FULL
/// (an acknowledged write survives a power cut), foreign keys,
/// secure_delete and a busy timeout; its folder is created when missing.
pub async fn connect(url: &str) -> anyhow::Result<DatabaseConnection> {
    if url.starts_with("sqlite:") {
        let opts = SqliteConnectOptions::from_str(url)?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Full)
            .foreign_keys(true)
            // Deleted rows are overwritten with zeros, so what a person
            // asked to erase is not left in the file's free space.
            .pragma("secure_delete", "ON")
            .busy_timeout(Duration::from_secs(10));
        if let Some(dir) = opts.get_filename().parent() {
            if !dir.as_os_str().is_empty() {
                std::fs::create_dir_all(dir)?;
            }
        }
        let pool = SqlitePoolOptions::new()
            .max_connections(8)
            .connect_with(opts)
            .await?;
        Ok(SqlxSqliteConnector::from_sqlx_sqlite_pool(pool))
    } else {
        let mut opts = ConnectOptions::new(url.to_owned());
        opts.max_connections(16)
            .connect_timeout(Duration::from_secs(10))
            .sqlx_logging(false);
        Ok(Database::connect(opts).await?)
    }
}

/// Makes rows just deleted from `tables` unrecoverable from the database's
/// files. SQLite runs with `secure_delete` (see `connect`), so the deleted
/// rows are already zeros in their pages; the write-ahead log, which still
/// holds the pages as they were, is checkpointed and truncated. PostgreSQL
/// keeps dead rows until a vacuum: the tables are vacuumed. The rows are
/// gone from every query when this runs, so a failure is logged, not
/// answered as one.
pub async fn clear_deleted(db: &DatabaseConnection, tables: &[&str]) {
    if db.get_database_backend() == DbBackend::Sqlite {
        checkpoint(db).await;
        return;
    }
    for table in tables {
        let sql = format!("VACUUM {table}");
        if let Err(e) = db.execute_unprepared(&sql).await {
            tracing::warn!(error = %e, sql, "clearing deleted rows from the database's files failed");
        }
    }
}

/// Copies SQLite's write-ahead log into the database file and empties it.
pub async fn checkpoint(db: &DatabaseConnection) {
    if let Err(e) = db
        .execute_unprepared("PRAGMA wal_checkpoint(TRUNCATE)")
        .await
    {
        tracing::warn!(error = %e, "checkpointing the database's log failed");
    }
}

/// Applies pending migrations. Several instances starting together on one
/// PostgreSQL database may race; the loser retries once the winner is done.
pub async fn migrate(db: &DatabaseConnection) -> anyhow::Result<()> {
    let mut attempt = 0;
    loop {
        match migrate_once(db).await {
            Ok(()) => return Ok(()),
            Err(e) if attempt < 5 => {
                attempt += 1;
                tracing::warn!(error = %e, attempt, "migration failed; retrying");
                tokio::time::sleep(Duration::from_millis(500 * attempt)).await;
            }
            Err(e) => return Err(e.into()),
        }
    }
}

/// The pending migrations in one transaction. PostgreSQL's migrator opens
/// one itself; on SQLite each statement would otherwise be a commit of its
/// own, each waiting for the disk (about a hundred on a fresh database),
/// and a failure would leave a migration half applied. A migration that
/// cannot run inside a transaction on SQLite (one that switches foreign
/// keys off to rebuild a table) would need its own step here.
async fn migrate_once(db: &DatabaseConnection) -> Result<(), DbErr> {
    if db.get_database_backend() == DbBackend::Sqlite {
        let txn = db.begin().await?;
        Migrator::up(&txn, None).await?;
        txn.commit().await
    } else {
        Migrator::up(db, None).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The names of every table and index, in order.
    async fn schema(db: &DatabaseConnection) -> String {
        let names = "SELECT group_concat(name, ',') AS n FROM \
            (SELECT name FROM sqlite_master WHERE type IN ('table', 'index') ORDER BY name)";
        db.query_one(sea_orm::Statement::from_string(DbBackend::Sqlite, names))
            .await
            .unwrap()
            .unwrap()
            .try_get::<String>("", "n")
            .unwrap()
    }

    /// Every migration can be undone: rolling all of them back on a
    /// migrated database works, and migrating again gives the same tables
    /// and indexes.
    #[tokio::test]
    async fn every_migration_rolls_back_and_applies_again() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}/m.db?mode=rwc", dir.path().display());
        let db = connect(&url).await.unwrap();
        migrate(&db).await.unwrap();
        let before = schema(&db).await;

        // As `migrate_once` applies them: on SQLite in one transaction, on
        // one connection. Over a pool of two or more connections the
        // migrator's statements go to different connections, and a CREATE
        // INDEX run right after the DROP INDEX of the same name fails with
        // "already exists" (with one connection, or in one transaction, it
        // does not).
        let txn = db.begin().await.unwrap();
        Migrator::down(&txn, None).await.unwrap();
        txn.commit().await.unwrap();
        assert!(
            !schema(&db).await.contains("business_enquiries"),
            "the lead tables are gone after rolling back"
        );
        migrate(&db).await.unwrap();

        assert_eq!(schema(&db).await, before);
    }
}
