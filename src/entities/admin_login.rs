use sea_orm::entity::prelude::*;

/// One successful login: backs both the cookie session (which stores `id`)
/// and the bearer token (whose SHA-256 is `token_hash`).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "admin_logins")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub admin_id: i32,
    pub token_hash: String,
    pub created_at: DateTimeUtc,
    pub expires_at: DateTimeUtc,
    pub last_seen_at: DateTimeUtc,
    pub ip_address: String,
    pub user_agent: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
