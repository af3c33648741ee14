//! The tower-sessions store on the very pool sea-orm opened: SQLite or
//! PostgreSQL, chosen at run time.
use async_trait::async_trait;
use sea_orm::{ConnectionTrait, DatabaseBackend, DatabaseConnection};
use tower_sessions::session::{Id, Record};
use tower_sessions::session_store::{self, ExpiredDeletion, SessionStore};
use tower_sessions_sqlx_store::{PostgresStore, SqliteStore};

#[derive(Clone, Debug)]
pub enum AnyStore {
    Sqlite(SqliteStore),
    Postgres(PostgresStore),
}

impl AnyStore {
    /// Builds the store for `db`. The table itself is made by the migrations.
    pub fn for_connection(db: &DatabaseConnection) -> Self {
        match db.get_database_backend() {
            DatabaseBackend::Postgres => Self::Postgres(PostgresStore::new(
                db.get_postgres_connection_pool().clone(),
            )),
            _ => Self::Sqlite(SqliteStore::new(db.get_sqlite_connection_pool().clone())),
        }
    }

    /// The store of the database in use, which every call goes to.
    fn inner(&self) -> &dyn SessionStore {
        match self {
            Self::Sqlite(s) => s,
            Self::Postgres(s) => s,
        }
    }
}

#[async_trait]
impl SessionStore for AnyStore {
    async fn create(&self, record: &mut Record) -> session_store::Result<()> {
        self.inner().create(record).await
    }

    async fn save(&self, record: &Record) -> session_store::Result<()> {
        self.inner().save(record).await
    }

    async fn load(&self, id: &Id) -> session_store::Result<Option<Record>> {
        self.inner().load(id).await
    }

    async fn delete(&self, id: &Id) -> session_store::Result<()> {
        self.inner().delete(id).await
    }
}

#[async_trait]
impl ExpiredDeletion for AnyStore {
    async fn delete_expired(&self) -> session_store::Result<()> {
        match self {
            Self::Sqlite(s) => s.delete_expired().await,
            Self::Postgres(s) => s.delete_expired().await,
        }
    }
}
