//! Where each login came from, for the administrator's list of active
//! sessions: the client address and the browser's User-Agent (cut to 300
//! characters), both recorded at sign-in.
use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        for column in [
            "ip_address VARCHAR(64) NOT NULL DEFAULT ''",
            "user_agent VARCHAR(300) NOT NULL DEFAULT ''",
        ] {
            db.execute_unprepared(&format!("ALTER TABLE admin_logins ADD COLUMN {column}"))
                .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        for column in ["ip_address", "user_agent"] {
            db.execute_unprepared(&format!("ALTER TABLE admin_logins DROP COLUMN {column}"))
                .await?;
        }
        Ok(())
    }
}
