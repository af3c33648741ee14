//! Database migrations. One set runs on SQLite and PostgreSQL: tables use
//! sea-query's portable column helpers, and the session table, whose layout is
//! fixed by tower-sessions-sqlx-store, is written per backend.
pub use sea_orm_migration::prelude::*;

mod m20261121_000001_create_catalogue;
mod m20261121_000002_create_leads;
mod m20261121_000003_create_admins_and_sessions;
mod m20261121_000004_create_affiliate_products;
mod m20261121_000005_seed_services;

pub struct Migrator;

#[async_trait::async_trait]
impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(m20261121_000001_create_catalogue::Migration),
            Box::new(m20261121_000002_create_leads::Migration),
            Box::new(m20261121_000003_create_admins_and_sessions::Migration),
            Box::new(m20261121_000004_create_affiliate_products::Migration),
            Box::new(m20261121_000005_seed_services::Migration),
        ]
    }
}
